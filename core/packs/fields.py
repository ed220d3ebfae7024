"""Reading typed fields out of a parsed TOML table, reporting what is missing or mistyped."""

from __future__ import annotations

import datetime
import difflib
import unicodedata
from collections.abc import Iterable
from typing import Any

from core.packs.phrase import Phrase
from core.packs.problems import ProblemList
from core.packs.words import text_problem

#: A parsed TOML table (what ``tomllib.loads`` returns, and every table inside it).
Table = dict[str, Any]


def describe(value: object) -> str:
    """A TOML value's kind, in the words a pack author knows."""
    if isinstance(value, bool):
        return Phrase("true/false")
    if isinstance(value, int):
        return Phrase("a whole number")
    if isinstance(value, float):
        return Phrase("a decimal number")
    if isinstance(value, str):
        return Phrase("text")
    if isinstance(value, list):
        return Phrase("a list")
    if isinstance(value, dict):
        return Phrase("a table")
    if isinstance(value, datetime.date | datetime.time):
        return Phrase("a date or time")
    return type(value).__name__


def read_text(
    table: Table,
    key: str,
    item: str,
    problems: ProblemList,
    max_chars: int,
    *,
    label: str | None = None,
    multiline: bool = False,
) -> str | None:
    """The text at ``key``, or None after reporting why it is unusable.

    ``label`` names the field in the message when ``item`` does not already name it.
    """
    # Each message twice: naming the field first when the item does not name it.
    if key not in table:
        if label:
            problems.error(item, "field.missing", "{label} is missing", label=label)
        else:
            problems.error(item, "field.missing", "is missing")
        return None
    value = table[key]
    if not isinstance(value, str):
        if label:
            problems.error(item, "field.type", "{label} must be text, not {kind}",
                           label=label, kind=describe(value))
        else:
            problems.error(item, "field.type", "must be text, not {kind}", kind=describe(value))
        return None
    reason = text_problem(value, max_chars, multiline)
    if reason:
        if label:
            problems.error(item, "field.text", "{label} {reason}", label=label, reason=reason)
        else:
            problems.error(item, "field.text", reason)
        return None
    return unicodedata.normalize("NFC", value)


def check_known_keys(
    table: Table, known: Iterable[str], item: str, problems: ProblemList, what: str
) -> None:
    """Unknown keys are errors: a typo must not silently drop a field."""
    known = list(known)
    for key in table:
        if key in known:
            continue
        guess = difflib.get_close_matches(key, known, n=1)
        if guess:
            problems.error(item, "field.unknown",
                           'unknown field "{key}" in {what}; did you mean "{guess}"?',
                           key=key, what=what, guess=guess[0])
        else:
            problems.error(item, "field.unknown",
                           'unknown field "{key}" in {what} (known: {known})',
                           key=key, what=what, known=", ".join(known))
