"""The content checks of issue 17: each with a pack that triggers it and one that does not.

PX-PACK-3 (a clear message naming the file and the item), TB-SET-2 (five forbidden words
that each block a clue), PX-I18N-1 (a pack is in the language it says).
"""

from __future__ import annotations

import pytest

from core.packs import check_pack
from core.packs.language import build_lexicon
from tests.core.packs.samples import picture_exists, spyword_pack, taboo_cards, taboo_pack


def codes(text: str, source: str, **kwargs) -> list[tuple[str, str]]:
    _, problems = check_pack(text.encode(), source, picture_exists, **kwargs)
    return [(p.code, p.item) for p in problems]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("couper", "coupe"),  # one verb and its noun
        ("backen", "Bäcker"),  # an umlaut does not hide a family
        ("Mittagessen", "Essen"),  # a compound and its last part
        ("Wasser", "Wassermelone"),  # ... and its first part
        ("punto", "puntuación"),
    ],
)
def test_two_forbidden_words_of_one_family_warn(first, second):  # TB-SET-2
    cards = taboo_cards()
    cards[2] = ("zzcible", ["alpha", first, "bravo", second, "charlie"])
    found = codes(taboo_pack(cards=cards), "packs/taboo/fr/x.toml")
    assert found == [("forbidden.same_stem", 'card 3 "zzcible"')]


@pytest.mark.parametrize(
    ("first", "second"),
    [("sable", "soleil"), ("mer", "vague"), ("train", "rail"), ("lune", "nuit")],
)
def test_forbidden_words_of_different_families_do_not_warn(first, second):  # TB-SET-2
    cards = taboo_cards()
    cards[2] = ("zzcible", ["alpha", first, "bravo", second, "charlie"])
    assert codes(taboo_pack(cards=cards), "packs/taboo/fr/x.toml") == []


def test_one_picture_for_two_words_of_a_pack_warns():  # PX-PACK-1: a clearly different picture
    pairs = [("fruit", "pomme", "1F34E", "poire", "1F350"),
             ("fruit", "pêche", "1F34E", "cerise", "1F352")]
    assert codes(spyword_pack(pairs=pairs), "packs/spyword/fr/x.toml") == [
        ("picture.reused", 'pair 2 "pêche/cerise"')]
    pairs[1] = ("fruit", "pêche", "1F351", "cerise", "1F352")
    assert codes(spyword_pack(pairs=pairs), "packs/spyword/fr/x.toml") == []


@pytest.mark.parametrize(("emoji", "code"), [("🍎", "1F34E"), ("☀️", "2600"),
                                             ("👨‍🍳", "1F468-200D-1F373")])
def test_a_picture_written_as_the_emoji_gets_its_code(emoji, code):  # PX-PACK-3
    text = spyword_pack(pairs=[("fruit", "pomme", emoji, "poire", "1F350")])
    pack, problems = check_pack(text.encode(), "x.toml", picture_exists)
    assert pack is None
    assert [p.code for p in problems] == ["picture.format"]
    assert f'it is the emoji itself: write its code "{code}"' in problems[0].message


LEXICON = build_lexicon({
    "en": ["apple", "pear", "peach", "cherry", "house", "tree", "dog", "piano"],
    "fr": ["pomme", "poire", "pêche", "cerise", "maison", "arbre", "chien", "piano"],
})
FRENCH_PAIRS = [("fruit", "pomme", "1F34E", "poire", "1F350"),
                ("fruit", "pêche", "1F351", "cerise", "1F352"),
                ("animal", "chien", "1F468-200D-1F373", "maison", "1F34E")]


def test_a_french_pack_labelled_english_warns():  # PX-I18N-1
    text = spyword_pack("en", FRENCH_PAIRS)
    _, problems = check_pack(text.encode(), "x.toml", lambda _: True, lexicon=LEXICON)
    mismatch = [p for p in problems if p.code == "language.mismatch"]
    assert len(mismatch) == 1
    assert mismatch[0].item == 'field "language"'
    assert 'write language = "fr"' in mismatch[0].message


def test_a_pack_in_its_own_language_or_of_unknown_words_does_not_warn():  # PX-I18N-1
    text = spyword_pack("fr", FRENCH_PAIRS[:2])
    ok = (p.code for p in check_pack(text.encode(), "x.toml", lambda _: True,
                                     lexicon=LEXICON)[1])
    assert "language.mismatch" not in list(ok)
    unknown = spyword_pack("en", [("x", "zork", "1F34E", "blorp", "1F350")])
    _, problems = check_pack(unknown.encode(), "x.toml", lambda _: True, lexicon=LEXICON)
    assert problems == ()


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_a_pack_may_say_how_hard_it_is(difficulty):  # issue 17: a difficulty label
    text = taboo_pack().replace("family_friendly = true\n",
                                f'family_friendly = true\ndifficulty = "{difficulty}"\n')
    pack, problems = check_pack(text.encode(), "x.toml", picture_exists)
    assert pack is not None and pack.difficulty == difficulty and problems == ()


def test_an_unknown_difficulty_is_an_error_naming_the_choices():
    text = taboo_pack().replace("family_friendly = true\n",
                                'family_friendly = true\ndifficulty = "tricky"\n')
    pack, problems = check_pack(text.encode(), "x.toml", picture_exists)
    assert pack is None
    assert [(p.item, p.code) for p in problems] == [('field "difficulty"', "field.choice")]
    assert '"easy", "medium", "hard"' in problems[0].message
    assert check_pack(taboo_pack().encode(), "x.toml", picture_exists)[0].difficulty is None
