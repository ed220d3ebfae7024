"""Reading typed fields out of a parsed TOML table, reporting what is missing or mistyped."""

from __future__ import annotations

import datetime
import difflib
import unicodedata
from collections.abc import Iterable
from typing import Any

from core.packs.problems import ProblemList
from core.packs.words import text_problem

#: A parsed TOML table (what ``tomllib.loads`` returns, and every table inside it).
Table = dict[str, Any]


def describe(value: object) -> str:
    """A TOML value's kind, in the words a pack author knows."""
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, datetime.date | datetime.time):
        return "a date or time"
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
    name = f"{label} " if label else ""
    if key not in table:
        problems.error(item, "field.missing", f"{name}is missing")
        return None
    value = table[key]
    if not isinstance(value, str):
        problems.error(item, "field.type", f"{name}must be text, not {describe(value)}")
        return None
    reason = text_problem(value, max_chars, multiline)
    if reason:
        problems.error(item, "field.text", f"{name}{reason}")
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
        hint = f'; did you mean "{guess[0]}"?' if guess else f" (known: {', '.join(known)})"
        problems.error(item, "field.unknown", f'unknown field "{key}" in {what}{hint}')
