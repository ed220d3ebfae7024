"""The shipped content read as a lexicographer would, by machine where a machine can
(issue 17): counts per language, one category list, pairs on one level, no warning.

PX-PACK-1, PX-PACK-2, PX-I18N-1, TB-SET-2. The curated tables live in content/.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from core.packs import LANGUAGES, SPYWORD, Pack
from core.packs.words import same_stem
from core.text import normalize
from store import openmoji, paths
from store.packs import PackLibrary

REPO = Path(__file__).resolve().parents[2]
CONTENT = REPO / "content"
SPYWORD_PAIRS_PER_LANGUAGE = 150
SPYWORD_PACKS_PER_LANGUAGE = 5  # the standard packs; each language also has a junior one
SPYWORD_JUNIOR_PAIRS = 30  # issue 31: pairs for 6-10-year-olds


def _load_builder():
    spec = importlib.util.spec_from_file_location("build_spyword", CONTENT / "build_spyword.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


builder = _load_builder()


def table(name: str) -> list[list[str]]:
    return builder.rows(name, "|")


def kinds() -> dict[str, dict[str, set[str]]]:
    """language -> normalised word -> normalised words it is a kind of."""
    found: dict[str, dict[str, set[str]]] = {lang: {} for lang in LANGUAGES}
    for language, word, parents in table("kinds.txt"):
        found[language].setdefault(normalize(word), set()).update(
            normalize(p) for p in parents.split(","))
    return found


def kind_clashes(pairs: list[tuple[str, str]], language: str) -> list[tuple[str, str]]:
    """Pairs where one word is a kind of the other (by content/kinds.txt)."""
    table_ = kinds()[language]
    return [(a, b) for a, b in pairs
            if normalize(b) in table_.get(normalize(a), ())
            or normalize(a) in table_.get(normalize(b), ())]


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> PackLibrary:
    no_user_packs = tmp_path_factory.mktemp("empty") / "packs"
    return PackLibrary.load(paths.builtin_packs_dir(), no_user_packs, openmoji.picture_exists)


def spy_pairs(pack: Pack) -> list[tuple[str, str]]:
    return [(pair.a.word, pair.b.word) for pair in pack.pairs]


def test_spyword_packs_are_built_from_the_shared_tables():  # PX-I18N-1
    """Edit content/spyword-*.txt and run content/build_spyword.py, never the packs."""
    expected = builder.expected_files()
    shipped = set((paths.builtin_packs_dir() / "spyword").glob("*/*.toml"))
    assert shipped == set(expected)
    stale = [p for p, text in expected.items() if p.read_text(encoding="utf-8") != text]
    assert stale == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_spyword_has_150_pairs_in_five_standard_packs_with_the_same_slugs(library, language):
    packs = library.packs(SPYWORD, language)  # PX-PACK-2
    standard = [p for p in packs if p.audience != "junior"]
    assert len(standard) >= SPYWORD_PACKS_PER_LANGUAGE
    assert sum(len(p.pairs) for p in standard) >= SPYWORD_PAIRS_PER_LANGUAGE
    english = {p.slug for p in library.packs(SPYWORD, "en")}
    assert {p.slug for p in packs} == english


@pytest.mark.parametrize("language", LANGUAGES)
def test_spyword_has_a_junior_pack_of_30_new_pairs(library, language):  # issue 31
    packs = library.packs(SPYWORD, language)
    junior = [p for p in packs if p.audience == "junior"]
    assert [p.slug for p in junior] == ["junior"]
    assert packs[-1] == junior[0]  # after the standard packs: never a game's default
    assert junior[0].family_friendly and len(junior[0].pairs) == SPYWORD_JUNIOR_PAIRS
    # New pairs and new words: a family that plays both tiers meets no pair twice.
    standard = {normalize(w) for p in packs if p.audience != "junior"
                for pair in p.pairs for w in (pair.a.word, pair.b.word)}
    assert [w for pair in junior[0].pairs for w in (pair.a.word, pair.b.word)
            if normalize(w) in standard] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_category_comes_from_the_one_list_and_names_neither_word(library, language):
    names = {row[language] for row in builder.categories().values()}
    wrong = []
    for pack in library.packs(SPYWORD, language):
        for pair in pack.pairs:
            words = (pair.a.word, pair.b.word)
            if pair.category not in names or any(
                normalize(pair.category) == normalize(w) or same_stem(pair.category, w)
                for w in words
            ):
                wrong.append((pack.id, pair.category, *words))
    assert wrong == []


def test_the_category_list_has_every_language_and_no_unused_entry():  # PX-I18N-1
    used = {pair["category"] for pair in builder.pairs()}
    assert used == set(builder.categories())
    assert all(len(set(row.values())) >= 1 and all(row.values())
               for row in builder.categories().values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_spyword_pair_holds_a_word_and_a_kind_of_it(library, language):
    pairs = [p for pack in library.packs(SPYWORD, language) for p in spy_pairs(pack)]
    assert kind_clashes(pairs, language) == []


@pytest.mark.parametrize(
    ("language", "a", "b"),
    [("en", "car", "taxi"), ("en", "monkey", "gorilla"), ("fr", "ours", "panda"),
     ("de", "Handy", "Telefon"), ("es", "teléfono", "móvil"),
     ("es", "mariquita", "escarabajo"), ("it", "torta", "crostata"),
     ("it", "nave", "traghetto"), ("es", "coche", "taxi"), ("es", "bañador", "bikini")],
)
def test_the_kinds_table_catches_the_pairs_issue_17_found(language, a, b):
    assert kind_clashes([(a, b), ("x", "y")], language) == [(a, b)]


def test_the_same_pair_has_the_same_pictures_in_every_language(library):  # PX-PACK-1
    pictures = {lang: [(pair.a.picture, pair.b.picture)
                       for pack in library.packs(SPYWORD, lang) for pair in pack.pairs]
                for lang in LANGUAGES}
    assert all(pictures[lang] == pictures["en"] for lang in LANGUAGES)
    # A picture shows one word: no picture stands for two words of a language.
    used = Counter(pic for pair in pictures["en"] for pic in pair)
    assert [pic for pic, n in used.items() if n > 1] == []


def test_no_shipped_pack_has_a_warning(library):  # issue 17: packs check is clean
    assert [str(p) for f in library.files for p in f.warnings] == []


# Codenames --------------------------------------------------------------------------------

CODENAMES_WORDS = (500, 700)
# Issue 31's junior tier: a shorter list of concrete words young readers know.
CODENAMES_JUNIOR_WORDS = (200, 400)
CODENAMES_MAX_ANIMALS_AND_FOODS = 40
CODENAMES_MAX_SINGLE_MEANING = 0.30


def by_language(name: str) -> dict[str, list[tuple[str, set[str]]]]:
    """language -> [(second column, normalised words of the last column)] of a table."""
    found: dict[str, list[tuple[str, set[str]]]] = {lang: [] for lang in LANGUAGES}
    for row in table(name):
        found[row[0]].append((row[1] if len(row) > 2 else "",
                              {normalize(w) for w in row[-1].split(",") if w.strip()}))
    return found


def codenames_words(library: PackLibrary, language: str, audience: str | None = None) -> set[str]:
    """The standard (non-junior) list's words, or with ``audience`` that tier's lists'."""
    from core.packs import CODENAMES

    return {normalize(w) for pack in library.packs(CODENAMES, language)
            if (pack.audience == audience if audience else pack.audience != "junior")
            for w in pack.words}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_junior_codenames_list_has_200_to_400_words(library, language):  # issue 31
    from core.packs import CODENAMES

    low, high = CODENAMES_JUNIOR_WORDS
    junior = [p for p in library.packs(CODENAMES, language) if p.audience == "junior"]
    assert all(low <= len(p.words) <= high for p in junior)


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_500_to_700_words(library, language):  # PX-PACK-1
    low, high = CODENAMES_WORDS
    assert low <= len(codenames_words(library, language)) <= high


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_no_two_synonyms(library, language):
    for audience in (None, "junior"):  # the standard list, and the junior one
        words = codenames_words(library, language, audience)
        clashes = [group & words for _, group in by_language("codenames-synonyms.txt")[language]
                   if len(group & words) > 1]
        assert clashes == [], audience


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_no_obscure_foreign_regional_or_proper_word(library, language):
    words = codenames_words(library, language) | codenames_words(library, language, "junior")
    found = [(reason, group & words)
             for reason, group in by_language("codenames-avoid.txt")[language] if group & words]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_at_most_40_animals_and_foods(library, language):
    words = codenames_words(library, language)
    rows = by_language("codenames-themes.txt")[language]
    assert {theme for theme, _ in rows} == {"animal", "food"}, "tag this language's list"
    themed = set().union(*(group for _, group in rows))
    assert len(themed & words) <= CODENAMES_MAX_ANIMALS_AND_FOODS


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_70_percent_words_with_two_meanings(library, language):
    words = codenames_words(library, language)
    rows = by_language("codenames-single.txt")[language]
    assert rows, "tag this language's single-meaning words"
    single = set().union(*(group for _, group in rows))
    assert single <= words, "content/codenames-single.txt names words not in the list"
    assert len(single) <= CODENAMES_MAX_SINGLE_MEANING * len(words)


# Taboo ------------------------------------------------------------------------------------

TABOO_PACKS_PER_LANGUAGE = 8
TABOO_THEMES = {"culture", "everyday", "family", "food", "jobs", "nature", "school", "sport"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_taboo_has_eight_packs_with_difficulties_and_a_hard_one(library, language):
    from core.packs import TABOO
    from core.packs.limits import DIFFICULTIES

    packs = library.packs(TABOO, language)  # TB-SET-2, PX-PACK-2
    assert len(packs) >= TABOO_PACKS_PER_LANGUAGE
    assert all(p.difficulty in DIFFICULTIES for p in packs)
    assert "hard" in {p.difficulty for p in packs}
    # The eight themes in every language; a language may ship more (issue 31: the twelve
    # new ones land language by language), never fewer.
    assert {p.slug for p in packs} >= TABOO_THEMES


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_taboo_card_is_repeated_across_packs_of_a_language(library, language):
    from core.packs import TABOO

    cards = Counter(normalize(c.word) for p in library.packs(TABOO, language) for c in p.cards)
    assert [w for w, n in cards.items() if n > 1] == []
