"""Checks on single words and texts inside a pack, using the shared normaliser (core.text)."""

from __future__ import annotations

import unicodedata

from core.packs.limits import (
    COMPOUND_PART_MIN_CHARS,
    FORM_MIN_CHARS,
    MAX_WORD_CHARS,
    STEM_ENDING_CHARS,
)
from core.packs.phrase import Phrase
from core.text import normalize

APOSTROPHES = "'’ʼ`´"
VARIATION_SELECTOR = "\ufe0f"  # asks for the colour form of an emoji; not in file names


def text_problem(value: str, max_chars: int, multiline: bool = False) -> str | None:
    """Why ``value`` cannot be shown as a word or a title, or None if it can."""
    if not value.strip():
        return Phrase("is empty")
    if value != value.strip():
        return Phrase("has spaces at the start or end")
    allowed_controls = "\n" if multiline else ""
    if any(unicodedata.category(ch) == "Cc" and ch not in allowed_controls for ch in value):
        return Phrase("has a control character (a tab or a line break)")
    if not multiline and "  " in value:
        return Phrase("has two spaces in a row")
    if len(value) > max_chars:
        return Phrase("is longer than {limit} characters", limit=max_chars)
    return None


def word_problem(word: str) -> str | None:
    problem = text_problem(word, MAX_WORD_CHARS)
    if problem is None and not normalize(word):
        problem = Phrase("has no letters")
    return problem


def single_word_problem(word: str) -> str | None:
    """Codenames: one word, letters only; a hyphenated compound is allowed."""
    if any(ch.isspace() for ch in word):
        return Phrase("has a space: a codename is a single word")
    if any(ch in APOSTROPHES for ch in word):
        return Phrase("has an apostrophe: a codename is a single word")
    if word.startswith("-") or word.endswith("-") or "--" in word:
        return Phrase("has a hyphen at the start or the end, or two in a row")
    odd = [ch for ch in word if not (ch.isalpha() or ch == "-" or unicodedata.combining(ch))]
    if odd:
        return Phrase("has {character}: a codename has only letters (and rarely a hyphen)",
                      character=repr(odd[0]))
    return None


def same_word(a: str, b: str) -> bool:
    """Duplicates are found case- and accent-insensitively."""
    return normalize(a) == normalize(b)


def forbidden_vs_target(forbidden: str, target: str) -> tuple[str, str] | None:
    """(code, reason) if a Taboo forbidden word is, holds, or is inside its target."""
    f, t = normalize(forbidden), normalize(target)
    if f == t:
        return "forbidden.is_target", Phrase("is the target word")
    if t in f:
        return "forbidden.contains_target", Phrase('contains the target "{target}"',
                                                   target=target)
    if f in t:
        return "forbidden.inside_target", Phrase('is part of the target "{target}"',
                                                 target=target)
    return None


def share_stem(a: str, b: str) -> bool:
    """Heuristic: two words of one family ("couper"/"coupe", "backen"/"Bäcker") or a
    compound and its last or first part ("Mittagessen"/"Essen"). A Taboo card forbidding
    both wastes a slot: the second adds no clue the first did not already block."""
    shorter, longer = sorted((normalize(a), normalize(b)), key=len)
    if len(shorter) < FORM_MIN_CHARS or shorter == longer:
        return False
    if len(shorter) >= COMPOUND_PART_MIN_CHARS and (
        longer.startswith(shorter) or longer.endswith(shorter)
    ):
        return True
    return same_stem(shorter, longer)


def same_stem(a: str, b: str) -> bool:
    """The shorter word's start, all but its last STEM_ENDING_CHARS letters, begins the
    longer one ("couper"/"coupe", "orso"/"orsi", "Kleid"/"Kleidung"); no compounds."""
    shorter, longer = sorted((normalize(a), normalize(b)), key=len)
    if len(shorter) < FORM_MIN_CHARS:
        return False
    common = 0
    for x, y in zip(shorter, longer, strict=False):
        if x != y:
            break
        common += 1
    return common >= max(FORM_MIN_CHARS, len(shorter) - STEM_ENDING_CHARS)


def emoji_code(picture: str) -> str | None:
    """The OpenMoji file name of a picture written as the emoji itself ("🐈" -> "1F408"):
    its codepoints in capital hex joined by "-", the emoji variation selector dropped."""
    if not picture or picture.isascii():
        return None
    points = [f"{ord(ch):04X}" for ch in picture if ch != VARIATION_SELECTOR]
    return "-".join(points) or None


def looks_like_form(a: str, b: str) -> bool:
    """Heuristic: the longer word starts with all but the last letter of the shorter one."""
    shorter, longer = sorted((normalize(a), normalize(b)), key=len)
    if len(shorter) < FORM_MIN_CHARS:
        return False
    common = 0
    for x, y in zip(shorter, longer, strict=False):
        if x != y:
            break
        common += 1
    return common >= len(shorter) - 1
