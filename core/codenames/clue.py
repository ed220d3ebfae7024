"""Clue validation (CN-CLUE-1, CN-CLUE-2, CN-CL-2), the same for every language.

A clue is valid when, after normalising case, accents and punctuation
(`core.text.normalize`), it is a single word and neither equals, contains, nor is
contained in a codename that is not yet revealed. In a German game it is compared under
both German spellings too (`core.text.forms`: "Maedchen" is "Mädchen"). A single word may
be long (German compounds): up to `MAX_CLUE_LENGTH` characters. "One word" means: runs of letters or
digits joined only by a hyphen or an apostrophe ("arc-en-ciel", "l'eau", "rock'n'roll"),
where combining marks (Unicode categories Mn, Mc, Me: the vowel signs of Devanagari, Thai,
Tamil...) belong to the word they sit on ("हिन्दी" is one word);
punctuation around the word ("«eau»", "Paris!") is ignored. Each refusal has its own code
for the UI to translate; the spymaster may retype.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from core.codenames.limits import MAX_CLUE_LENGTH, MAX_CLUE_NUMBER, MIN_CLUE_NUMBER
from core.errors import InvalidAction
from core.text import fold, forms

#: Characters that join the parts of one word: hyphens (ASCII, Unicode, non-breaking)
#: and apostrophes (typewriter and typographic).
WORD_JOINERS = frozenset("-\u2010\u2011'\u2019")


def check_clue_number(number: int) -> None:
    """CN-CLUE-1, CN-CLUE-3: 0 (unlimited while right) up to the largest team's word count."""
    if type(number) is not int or not MIN_CLUE_NUMBER <= number <= MAX_CLUE_NUMBER:
        raise InvalidAction("codenames.clue.bad_number", min=MIN_CLUE_NUMBER,
                            max=MAX_CLUE_NUMBER)


def check_clue_word(word: str, codenames: Sequence[str], revealed: Sequence[bool],
                    language: str | None = None) -> str:
    """Return the clue as it will be shown (trimmed), or raise a coded `InvalidAction`.
    ``language``: the grid words' language (its own spellings count, `core.text`)."""
    if not isinstance(word, str):
        raise InvalidAction("codenames.clue.not_text")
    text = word.strip()
    if len(text) > MAX_CLUE_LENGTH:
        raise InvalidAction("codenames.clue.too_long", max=MAX_CLUE_LENGTH)
    _check_one_word(fold(text))
    clue_forms = forms(text, language)
    for card, (codename, is_revealed) in enumerate(zip(codenames, revealed, strict=True)):
        if is_revealed:
            continue
        pairs = list(zip(clue_forms, forms(codename, language), strict=True))
        if any(clue == target for clue, target in pairs):
            raise InvalidAction("codenames.clue.matches_codename", card=card)
        if any(target in clue for clue, target in pairs):
            raise InvalidAction("codenames.clue.contains_codename", card=card)
        if any(clue in target for clue, target in pairs):
            raise InvalidAction("codenames.clue.inside_codename", card=card)
    return text


def _check_one_word(folded: str) -> None:
    parts, separators = _split(folded)
    if not parts:
        raise InvalidAction("codenames.clue.empty")
    for sep in separators:
        if any(ch.isspace() for ch in sep):
            raise InvalidAction("codenames.clue.two_words")
        if len(sep) != 1 or sep not in WORD_JOINERS:
            raise InvalidAction("codenames.clue.not_one_word", separator=sep)


def _split(folded: str) -> tuple[list[str], list[str]]:
    """Runs of letters/digits (and their marks), and the separators found *between* them."""
    parts: list[str] = []
    separators: list[str] = []
    current, gap = "", ""
    for ch in folded:
        if _in_word(ch, current):
            if gap and parts:
                separators.append(gap)
            gap = ""
            current += ch
        else:
            if current:
                parts.append(current)
                current = ""
            gap += ch
    if current:
        parts.append(current)
    return parts, separators


def _in_word(ch: str, current: str) -> bool:
    """A letter or digit, or a combining mark on the word being read (`fold` drops only
    the marks with a combining class; spacing vowel signs such as Devanagari "ि" stay)."""
    return ch.isalnum() or (bool(current) and unicodedata.category(ch).startswith("M"))
