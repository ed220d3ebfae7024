"""The packs shipped in packs/: all valid, enough of them, and their words well formed.

PX-PACK-1, PX-PACK-2, PX-I18N-1, CN-CL-7. These read the real content, which its writers
add language by language: a language still missing fails here until its packs land.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from core.packs import CODENAMES, LANGUAGES, SPYWORD, TABOO, Pack
from core.packs.limits import TABOO_CARDS_PER_PACK, TABOO_FORBIDDEN_PER_CARD
from core.text import normalize
from store import openmoji, paths
from store.packs import PackLibrary

CODENAMES_MIN_WORDS_PER_LANGUAGE = 500  # CN-CL-7, issue 17
TABOO_MIN_PACKS_PER_LANGUAGE = 8
SPYWORD_MIN_PACKS_PER_LANGUAGE = 5
SPYWORD_MIN_PAIRS_PER_LANGUAGE = 150
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> PackLibrary:
    no_user_packs = tmp_path_factory.mktemp("empty") / "packs"
    return PackLibrary.load(paths.builtin_packs_dir(), no_user_packs, openmoji.picture_exists)


def all_packs(library: PackLibrary) -> list[Pack]:
    return [f.pack for f in library.valid if f.pack is not None]


def test_every_shipped_pack_is_valid(library):  # PX-PACK-3
    problems = [str(p) for f in library.invalid for p in f.errors]
    assert library.files, "no packs found in packs/"
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_has_500_distinct_words_per_language(library, language):  # CN-CL-7
    words = {normalize(w) for pack in library.packs(CODENAMES, language) for w in pack.words}
    assert len(words) >= CODENAMES_MIN_WORDS_PER_LANGUAGE


@pytest.mark.parametrize("language", LANGUAGES)
def test_taboo_has_eight_packs_of_60_cards_per_language(library, language):  # PX-PACK-2
    packs = library.packs(TABOO, language)
    assert len(packs) >= TABOO_MIN_PACKS_PER_LANGUAGE
    assert all(len(p.cards) == TABOO_CARDS_PER_PACK for p in packs)
    # five forbidden words a card; three in a junior pack (issue 31, our junior tier)
    assert all(len(c.forbidden) == (3 if p.audience == "junior" else TABOO_FORBIDDEN_PER_CARD)
               for p in packs for c in p.cards)


@pytest.mark.parametrize("language", LANGUAGES)
def test_spyword_has_five_packs_and_150_pairs_per_language(library, language):  # PX-PACK-2
    packs = library.packs(SPYWORD, language)
    assert len(packs) >= SPYWORD_MIN_PACKS_PER_LANGUAGE
    assert sum(len(p.pairs) for p in packs) >= SPYWORD_MIN_PAIRS_PER_LANGUAGE


def test_every_spyword_picture_exists_in_openmoji(library):  # PX-PACK-1
    pictures = {
        (pack.source, side.word, side.picture)
        for pack in library.packs(SPYWORD)
        for pair in pack.pairs
        for side in (pair.a, pair.b)
    }
    assert [p for p in pictures if not openmoji.picture_exists(p[2])] == []
    assert all(
        pair.a.picture != pair.b.picture for pack in library.packs(SPYWORD) for pair in pack.pairs
    )


def pack_words(pack: Pack) -> list[str]:
    if pack.game == SPYWORD:
        return [w for pair in pack.pairs for w in (pair.a.word, pair.b.word)]
    if pack.game == TABOO:
        return [card.word for card in pack.cards]
    return list(pack.words)


def test_no_duplicate_word_in_a_pack(library):  # PX-PACK-1
    duplicates = []
    for pack in all_packs(library):
        keys = [normalize(w) for w in pack_words(pack)]
        duplicates += [(pack.source, k) for k in set(keys) if keys.count(k) > 1]
    assert duplicates == []


def test_no_forbidden_word_contains_or_is_inside_its_target(library):  # TB-SET-2
    clashes = [
        (pack.source, card.word, word)
        for pack in library.packs(TABOO)
        for card in pack.cards
        for word in card.forbidden
        if normalize(word) in normalize(card.word) or normalize(card.word) in normalize(word)
    ]
    assert clashes == []


def test_shipped_pack_files_follow_the_game_language_slug_layout():  # PX-PACK-2
    root = paths.builtin_packs_dir()
    files = sorted(root.rglob("*.toml"))
    assert files
    wrong = [f for f in files if len(f.relative_to(root).parts) != 3]
    assert wrong == []
    assert all(f.read_bytes()[:3] != b"\xef\xbb\xbf" for f in files)


def test_every_shipped_pack_is_declared_as_package_data():  # PX-PACK-2
    """An installed (non-editable) Palabre gets packs/ beside store/ (store/paths.py)."""
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = pyproject["tool"]["setuptools"]
    assert "packs*" in setuptools["packages"]["find"]["include"]
    root = paths.builtin_packs_dir()
    shipped = {f for pattern in setuptools["package-data"]["packs"] for f in root.glob(pattern)}
    assert set(root.rglob("*.toml")) <= shipped
