"""Clue validation in five languages (CN-CLUE-1, CN-CLUE-2, CN-CL-2)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.codenames.clue import check_clue_number, check_clue_word
from core.codenames.limits import MAX_CLUE_LENGTH, MAX_CLUE_NUMBER
from core.errors import InvalidAction


def refusal(word: str, codenames: list[str], revealed: list[bool] | None = None):
    with pytest.raises(InvalidAction) as err:
        check_clue_word(word, codenames, revealed or [False] * len(codenames))
    return err.value.code, err.value.details


def accepted(word: str, codenames: list[str], revealed: list[bool] | None = None) -> str:
    return check_clue_word(word, codenames, revealed or [False] * len(codenames))


# CN-CL-2: equal to an unrevealed codename after normalising case, accents, punctuation.
@pytest.mark.parametrize(("lang", "clue", "codenames", "card"), [
    ("en", "APPLE", ["bridge", "Apple"], 1),
    ("en", "ice-cream", ["icecream"], 0),
    ("fr", "ÉTÉ", ["hiver", "été"], 1),
    ("fr", "Ecole", ["École"], 0),
    ("fr", "arc-en-ciel", ["Arc-en-Ciel"], 0),
    ("de", "STRASSE", ["Straße"], 0),
    ("de", "Strasse", ["STRAẞE"], 0),
    ("de", "Mädchen", ["madchen"], 0),
    ("es", "Niño", ["nino"], 0),
    ("es", "¡Corazón!", ["corazon"], 0),
    ("it", "Perché", ["perche"], 0),
    ("it", "Caffè", ["CAFFE"], 0),
])
def test_equal_to_unrevealed_codename_refused(lang, clue, codenames, card):
    assert refusal(clue, codenames) == ("codenames.clue.matches_codename", {"card": card})


# CN-CL-2: a clue may not contain a codename...
@pytest.mark.parametrize(("lang", "clue", "codenames", "card"), [
    ("en", "Firefly", ["fly"], 0),
    ("fr", "l'eau", ["feu", "EAU"], 1),
    ("fr", "Porte-Clés", ["cle"], 0),
    ("de", "Fußball", ["Ball"], 0),
    ("de", "Straßenbahn", ["STRASSE"], 0),
    ("es", "Paraguas", ["agua"], 0),
    ("it", "dell'acqua", ["Acqua"], 0),
])
def test_containing_unrevealed_codename_refused(lang, clue, codenames, card):
    assert refusal(clue, codenames) == ("codenames.clue.contains_codename", {"card": card})


# CN-CL-2: ...nor be contained in one.
@pytest.mark.parametrize(("lang", "clue", "codenames", "card"), [
    ("en", "Fire", ["bridge", "firefly"], 1),
    ("fr", "ciel", ["Arc-en-ciel"], 0),
    ("de", "Fuß", ["Fussball"], 0),
    ("es", "Sol", ["girasol"], 0),
    ("it", "Sole", ["Girasole"], 0),
])
def test_inside_unrevealed_codename_refused(lang, clue, codenames, card):
    assert refusal(clue, codenames) == ("codenames.clue.inside_codename", {"card": card})


def test_revealed_codenames_no_longer_restrict_clues():
    # CN-CLUE-2 / CN-CL-2: only codenames not yet revealed are forbidden.
    assert accepted("Eau", ["eau", "feu"], [True, False]) == "Eau"
    assert accepted("Fußball", ["Ball"], [True]) == "Fußball"
    code, details = refusal("Fußball", ["Ball", "ball"], [True, False])
    assert (code, details) == ("codenames.clue.contains_codename", {"card": 1})


# CN-CLUE-1 / CN-CL-2: one word; hyphenated compounds and elisions are one word.
@pytest.mark.parametrize(("lang", "clue"), [
    ("en", "sunflower"),
    ("en", "rock'n'roll"),
    ("fr", "Porte-monnaie"),
    ("fr", "aujourd’hui"),
    ("fr", "«Liberté»"),
    ("de", "Weißwurst"),
    ("de", "Ost-West"),
    ("es", "¿Mañana?"),
    ("it", "Sant'Angelo"),
    ("it", "Città"),
])
def test_single_words_accepted(lang, clue):
    assert accepted(f"  {clue} ", ["apple", "river"]) == clue


# CN-CLUE-1 in scripts whose vowel signs are combining marks (Mn, Mc): the marks belong
# to the word, so "हिन्दी" (Hindi), "தமிழ்" (Tamil) and "กิน" (Thai, "eat") are one word each.
_SCRIPTS = {"devanagari": (0x0900, 0x097F), "thai": (0x0E01, 0x0E5B),
            "tamil": (0x0B80, 0x0BFF)}


def _script_chars(start: int, end: int, categories: tuple[str, ...]) -> list[str]:
    return [chr(c) for c in range(start, end + 1)
            if unicodedata.category(chr(c))[:1] in categories]


def _script_word(script: str) -> st.SearchStrategy[str]:
    start, end = _SCRIPTS[script]
    letters = _script_chars(start, end, ("L",))
    letters_and_marks = _script_chars(start, end, ("L", "M"))
    return st.builds(lambda first, rest: first + rest, st.sampled_from(letters),
                     st.text(st.sampled_from(letters_and_marks), max_size=12))


@pytest.mark.parametrize("clue", ["हिन्दी", "नमस्ते", "தமிழ்", "கண்ணாடி", "กิน", "ภาษาไทย"])
def test_words_with_vowel_signs_are_one_word(clue):
    assert accepted(clue, ["apple"]) == clue


@pytest.mark.parametrize("script", sorted(_SCRIPTS))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_word_of_letters_and_marks_is_one_word(script, data):
    word = data.draw(_script_word(script))
    assert accepted(word, ["apple"]) == word
    other = data.draw(_script_word(script))
    assert refusal(f"{word} {other}", ["apple"]) == ("codenames.clue.two_words", {})
    assert refusal(f"{word}/{other}", ["apple"])[0] == "codenames.clue.not_one_word"


@pytest.mark.parametrize("clue", [
    "ice cream", "pomme de terre", "Guten Tag", "buenos\tdías", "per\u00a0favore", "a - b",
])
def test_two_words_refused(clue):
    assert refusal(clue, ["apple"]) == ("codenames.clue.two_words", {})


@pytest.mark.parametrize(("clue", "separator"), [
    ("sun/moon", "/"), ("sun.moon", "."), ("sun_moon", "_"), ("sun--moon", "--"),
    ("sun,moon", ","), ("sun+moon", "+"),
])
def test_words_glued_by_other_punctuation_refused(clue, separator):
    code, details = refusal(clue, ["apple"])
    assert code == "codenames.clue.not_one_word"
    assert details == {"separator": separator}


@pytest.mark.parametrize("clue", ["", "   ", "-", "'!?", "…"])
def test_empty_clue_refused(clue):
    assert refusal(clue, ["apple"]) == ("codenames.clue.empty", {})


def test_over_long_clue_refused():
    code, details = refusal("a" * (MAX_CLUE_LENGTH + 1), ["river"])
    assert (code, details) == ("codenames.clue.too_long", {"max": MAX_CLUE_LENGTH})
    assert accepted("b" * MAX_CLUE_LENGTH, ["river"]) == "b" * MAX_CLUE_LENGTH


@pytest.mark.parametrize("compound", [
    "Donaudampfschifffahrtsgesellschaftskapitän",  # 42 letters
    "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",  # 63 letters
])
def test_a_single_long_word_is_a_valid_clue(compound):
    # CN-CLUE-1: ONE word, however long: German compounds of 41+ letters are single words.
    assert len(compound) > 40
    assert accepted(compound, ["Fluss", "Hafen"]) == compound


def test_typed_words_share_one_bound():
    # CN-CLUE-1 / SW-GHOST-1: a clue and a ghost's guess are bounded alike (64 characters).
    from core.spyword.actions import MAX_GUESS_LEN
    from core.text import MAX_TYPED_CHARS

    assert MAX_CLUE_LENGTH == MAX_GUESS_LEN == MAX_TYPED_CHARS == 64


# German spelling (core.text): ae/oe/ue/ss stand for ä/ö/ü/ß in a German game.
@pytest.mark.parametrize(("clue", "codenames", "code"), [
    ("Maedchen", ["Mädchen"], "codenames.clue.matches_codename"),
    ("MAEDCHEN", ["mädchen"], "codenames.clue.matches_codename"),
    ("Mädchen", ["Maedchen"], "codenames.clue.matches_codename"),
    ("Kaesekuchen", ["Käse"], "codenames.clue.contains_codename"),
    ("Bruecke", ["Brückenbau"], "codenames.clue.inside_codename"),
    ("Floete", ["Flöte"], "codenames.clue.matches_codename"),
])
def test_german_umlauts_spelt_out_are_the_codename(clue, codenames, code):
    # CN-CL-2, CN-CLUE-2: "Maedchen" is "Mädchen" on a German grid...
    with pytest.raises(InvalidAction) as err:
        check_clue_word(clue, codenames, [False] * len(codenames), "de")
    assert err.value.code == code
    # ...but not on a grid of another language, where "ae" is just two letters.
    assert check_clue_word(clue, codenames, [False] * len(codenames), "fr") == clue
    assert accepted(clue, codenames) == clue


def test_german_games_still_drop_accents():
    # CN-CL-2: the German spelling adds to the accent rule, it does not replace it.
    with pytest.raises(InvalidAction) as err:
        check_clue_word("Madchen", ["Mädchen"], [False], "de")
    assert err.value.code == "codenames.clue.matches_codename"


def test_first_offending_card_is_named():
    code, details = refusal("seahorse", ["apple", "horse", "sea"])
    assert (code, details) == ("codenames.clue.contains_codename", {"card": 1})


@pytest.mark.parametrize("number", [0, 1, 4, MAX_CLUE_NUMBER])
def test_clue_numbers_accepted(number):
    # CN-CLUE-1 / CN-CLUE-3: a number of related codenames, 0 allowed.
    check_clue_number(number)


@pytest.mark.parametrize("number", [-1, MAX_CLUE_NUMBER + 1, True, False])
def test_bad_clue_numbers_refused(number):
    with pytest.raises(InvalidAction) as err:
        check_clue_number(number)
    assert err.value.code == "codenames.clue.bad_number"
