"""The content checks of issue 17: each with a pack that triggers it and one that does not.

PX-PACK-3 (a clear message naming the file and the item), TB-SET-2 (five forbidden words
that each block a clue), PX-I18N-1 (a pack is in the language it says).
"""

from __future__ import annotations

import pytest

from core.packs import check_pack
from core.packs.language import build_lexicon
from core.packs.roots import ALGORITHMS, NOT_ONE_FAMILY, shared_root
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


# Issue 31: words of one root by the Snowball stemmers (core.packs.roots) ---------------


def card_codes(language: str, target: str, forbidden: list[str]) -> list[tuple[str, str]]:
    cards = taboo_cards()
    cards[2] = (target, forbidden)
    return codes(taboo_pack(language, cards), f"packs/taboo/{language}/x.toml")


@pytest.mark.parametrize(
    ("language", "target", "kin"),
    [
        ("en", "scientist", "science"),  # issue 31's review: a stem but for its last letter
        ("en", "invention", "inventor"),
        ("en", "painter", "painting"),
        ("fr", "bouilloire", "bouillir"),
        ("fr", "réservation", "réserver"),
        ("de", "Erfindung", "Erfinder"),
        ("de", "Zauberer", "Zauberstab"),
        ("es", "escritora", "escribir"),
        ("it", "pista da ballo", "ballare"),  # a word of a multi-word target
        ("it", "fotografo", "macchina fotografica"),  # ... and of a multi-word forbidden one
    ],
)
def test_a_forbidden_word_of_the_targets_root_warns(language, target, kin):  # TB-SET-2
    found = card_codes(language, target, ["xalpha", kin, "xbravo", "xcharlie", "xdelta"])
    assert found == [("forbidden.root_of_target", f'card 3 "{target}"')]


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [("it", "pensare", "pensiero"), ("it", "guerra", "Prima guerra mondiale"),
     ("fr", "bande dessinée", "dessins"), ("it", "operazione", "sala operatoria")],
)
def test_two_forbidden_words_of_one_root_warn(language, first, second):  # TB-SET-2
    found = card_codes(language, "zzcible", ["xalpha", first, "xbravo", second, "xcharlie"])
    assert found == [("forbidden.same_root", 'card 3 "zzcible"')]


@pytest.mark.parametrize(
    ("language", "target", "other", "another"),
    [
        ("es", "tenedor", "cuchara", "cuchillo"),  # NOT_ONE_FAMILY: two Latin roots
        ("de", "Schwerelosigkeit", "schweben", "xecho"),  # NOT_ONE_FAMILY: schwer, schweben
        ("en", "zzcible", "sea", "seal"),  # a stem under four letters says nothing
        ("en", "zzcible", "mouse", "mouth"),  # "mous" does not begin "mouth"
        ("xx", "zzcible", "zzcibles", "xecho"),  # a language with no stemmer: no check
    ],
)
def test_words_that_only_look_alike_do_not_warn(language, target, other, another):
    forbidden = ["xalpha", other, "xbravo", "xcharlie", another]
    if language == "xx":
        assert shared_root(target, other, language) is None
        return
    assert [c for c, _ in card_codes(language, target, forbidden)
            if c.startswith("forbidden.")] == []


def test_the_root_is_what_the_two_stems_share():
    assert shared_root("scientist", "science", "en") == "scien"
    assert shared_root("taxi driver", "taxi", "en") == "taxi"
    assert shared_root("cuchillo", "cuchara", "es") is None
    assert set(NOT_ONE_FAMILY) <= set(ALGORITHMS)  # every entry names a stemmed language
