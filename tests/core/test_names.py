"""The one player-name rule (core/names.py, issue 13 "names that lie"): NFC, invisible and
format characters removed, a visible character required, and duplicates compared after
case folding, accent folding and the TR39 confusables skeleton (PX-NET-2: every screen
shows who is who)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.errors import SetupError
from core.lobby import (
    NAME_EMPTY,
    NAME_MARKS,
    NAME_TAKEN,
    check_names,
    check_new_name,
    clean_name,
)
from core.names import MAX_MARKS_PER_LETTER, names_clash

#: Each pair reads as the same name on a screen; the second must not join beside the first.
LIARS = [
    ("Alice", "\u0410lice"),            # Cyrillic capital A
    ("Alice", "Ali\u0441e"),            # Cyrillic small es
    ("Alice", "\uff21lice"),            # fullwidth A
    ("Alice", "A\u200blice"),           # zero-width space
    ("Alice", "Alice\u202e"),           # right-to-left override
    ("Alice", "\ufeffAlice"),           # byte-order mark
    ("Alice", "Al\u2060ice"),           # word joiner
    ("Paypal", "\u0420\u0430ypal"),     # Cyrillic Er, a
    ("Oscar", "\u039fscar"),            # Greek capital omicron
    ("Zoé", "Zoe\u0301"),               # decomposed accent (NFC)
    ("Léa", "LEA"),                     # case and accents
    ("Alice", "AIice"),                 # capital i for small L (issue 25)
    ("AIice", "Alice"),
    ("Alice", "A1ice"),                 # digit one
    ("Bob", "B0b"),                     # digit zero
    ("Ian", "ian"),                     # plain case still folds with a capital I
    ("Ian", "lan"),                     # and it also reads as a small L
]


@pytest.mark.parametrize(("first", "second"), LIARS)
def test_names_that_look_alike_collide(first, second):
    with pytest.raises(SetupError) as refused:
        check_names([first, second])
    assert refused.value.code == NAME_TAKEN


@pytest.mark.parametrize("name", ["\u200b\u200c\u200d", "\u202e\u202d", "\ufeff",
                                  "\u3164\u3164", "\u2800", " \u2060 ", "\u115f"])
def test_a_name_of_invisible_characters_is_refused(name):
    with pytest.raises(SetupError) as refused:
        check_new_name(name, [])
    assert refused.value.code == NAME_EMPTY


def test_the_shown_name_has_no_invisible_or_format_character():
    assert check_new_name("Ali\u200bce\u202e", []) == "Alice"
    assert check_new_name("\ufeffBob\u2066", []) == "Bob"
    assert clean_name("Zoe\u0301") == "Zo\u00e9"  # NFC
    # an emoji sequence keeps its joiner; a joiner between letters goes
    assert clean_name("Ann \U0001f469\u200d\U0001f4bb") == "Ann \U0001f469\u200d\U0001f4bb"
    assert clean_name("A\u200dnn") == "Ann"


def test_different_names_stay_different():
    check_names(["Ann", "Anne", "Bob", "Bo", "Lukas", "Luka", "Zoé", "Chloé"])


@given(st.text(max_size=40))
def test_a_kept_name_never_holds_a_format_or_control_character(text):
    try:
        name = check_new_name(text, [])
    except SetupError as err:
        assert err.code in (NAME_EMPTY, NAME_MARKS)  # a tower of marks is refused too
        return
    assert name == clean_name(name) == unicodedata.normalize("NFC", name)
    for index, ch in enumerate(name):
        category = unicodedata.category(ch)
        assert category not in ("Cc", "Cs", "Co", "Cn")
        if category == "Cf":  # only a joiner inside an emoji sequence
            assert ch == "\u200d" and 0 < index < len(name) - 1


def test_names_alike_in_one_case_only_do_not_clash_through_it():
    """Issue 25: the skeleton before case folding is a second key, not a replacement:
    "Ian" reads like "ian" and like "lan", but "ian" and "lan" stay two names."""
    assert names_clash("Ian", "ian") and names_clash("Ian", "lan")
    assert not names_clash("ian", "lan")
    check_names(["ian", "lan", "Leo", "Lea"])


@pytest.mark.parametrize("name", ["Ngu\u1ec7n",             # Vietnamese ệ, composed
                                  "Nguye\u0323\u0302n",    # the same, two marks left as typed
                                  "\u0e01\u0e34\u0e48",   # Thai: vowel + tone mark
                                  "\u05e9\u05bc\u05b8"])  # Hebrew: dagesh + qamats
def test_writing_needs_at_most_two_marks_on_a_letter(name):
    assert check_new_name(name, []) == clean_name(name)


def test_a_tower_of_combining_marks_is_refused_with_its_code():
    """Issue 25 (PX-NET-9): 23 marks on one letter drew over two lobby rows."""
    tower = "A" + "\u0301\u0308\u0323" * 8
    with pytest.raises(SetupError) as refused:
        check_new_name(tower, [])
    assert refused.value.code == NAME_MARKS
    with pytest.raises(SetupError) as refused:
        check_new_name("Bo" + "\u0301" * (MAX_MARKS_PER_LETTER + 1) + "b", [])
    assert refused.value.code == NAME_MARKS
    check_new_name("Bo" + "\u0301\u0308" + "b", [])


def test_a_polytonic_greek_letter_is_a_name_and_a_tower_of_marks_is_not():
    """ᾒ carries three marks decomposed (found by hypothesis): real writing, kept."""
    assert check_new_name("Ἠλέκτρα ᾒ", []) == "Ἠλέκτρα ᾒ"
    with pytest.raises(SetupError) as refused:
        check_new_name("Bo" + "\u0301" * (MAX_MARKS_PER_LETTER + 1), [])
    assert refused.value.code == NAME_MARKS
