"""Packs typed in the app (issue 17): typed lines -> a pack file the validator checks."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from core.packs import check_pack
from core.packs.draft import codenames_words, draft, draft_lines, slugify
from core.packs.limits import SLUG_PATTERN
from tests.core.packs.samples import picture_exists

WORDS = [f"wq{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(26)]


def test_codenames_words_are_split_on_commas_and_lines_and_repeats_dropped():
    words, dropped = codenames_words("Forêt, lune\nforet;  grand  arbre ,\n\nLUNE")
    assert words == ["Forêt", "lune", "grand arbre"]
    assert dropped == 2


def test_a_typed_codenames_list_validates_and_gives_its_lines_back():  # PX-PACK-3
    typed = ", ".join(WORDS + WORDS[:3])
    made = draft("codenames", "fr", "Ma classe", "CM1", typed)
    assert (made.items, made.dropped) == (26, 3)
    pack, problems = check_pack(made.text.encode(), "ma-classe.toml", picture_exists)
    assert pack is not None and problems == ()
    assert pack.words == tuple(WORDS)
    assert draft_lines(pack) == ", ".join(WORDS)


def test_too_few_words_give_the_validators_message():  # PX-PACK-3
    made = draft("codenames", "fr", "Ma classe", "CM1", "un, deux, trois")
    pack, problems = check_pack(made.text.encode(), "ma-classe.toml", picture_exists)
    assert pack is None
    assert [p.code for p in problems] == ["words.too_few"]


def test_typed_taboo_cards_and_spyword_pairs_round_trip():
    cards = "\n".join(f"{w}: alpha, bravo, charlie, delta, echo" for w in
                      [f"zq{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(60)])
    pack, _ = check_pack(draft("taboo", "fr", "T", "T", cards).text.encode(), "t.toml",
                         picture_exists)
    assert pack is not None and len(pack.cards) == 60 and draft_lines(pack) == cards
    pairs = "fruit: pomme 🍎, poire 1f350"
    pack, problems = check_pack(draft("spyword", "fr", "S", "S", pairs).text.encode(),
                                "s.toml", picture_exists)
    assert pack is not None, problems
    assert (pack.pairs[0].a.picture, pack.pairs[0].b.picture) == ("1F34E", "1F350")
    assert draft_lines(pack) == "fruit: pomme 1F34E, poire 1F350"


def test_a_pair_without_a_picture_is_an_error_naming_the_pair():
    made = draft("spyword", "fr", "S", "S", "fruit: pomme 🍎, poire")
    _, problems = check_pack(made.text.encode(), "s.toml", picture_exists)
    assert [(p.item, p.code) for p in problems] == [('pair 1 "pomme/poire"', "picture.format")]


@given(st.text(max_size=60))
def test_any_title_gives_a_valid_file_name(title):
    assert SLUG_PATTERN.fullmatch(slugify(title))


def test_slugs_read_like_the_title():
    assert slugify("Ma classe, CM1 — les Romains") == "ma-classe-cm1-les-romains"
    assert slugify("!!!") == "my-pack"
