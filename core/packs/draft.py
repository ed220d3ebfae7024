"""A pack typed in the app (issue 17, the teacher's case): plain lines -> pack file text.

The teacher types one item a line; this turns it into the same TOML a pack author would
write, so the one validator (`check_pack`) checks it and its messages show live. Pure.

* Codenames: words separated by commas or line breaks; repeats are dropped (without case
  and accents, as the validator compares them) and counted.
* Taboo: ``word: forbidden, forbidden, forbidden, forbidden, forbidden``.
* Spy Word: ``category: word picture, word picture``; a picture is an OpenMoji code
  (``1F34E``) or the emoji itself (``🍎``), turned into its code.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from core.packs.limits import CODENAMES, PICTURE_PATTERN, SPYWORD, TABOO
from core.packs.model import Pack
from core.packs.words import emoji_code
from core.text import normalize

USER_AUTHOR = "Palabre user"
USER_LICENCE = "CC BY-SA 4.0"
_SEPARATORS = re.compile(r"[,;\n]")
_SLUG_RUN = re.compile(r"[^a-z0-9]+")
MAX_SLUG_CHARS = 40


@dataclass(frozen=True)
class Draft:
    text: str  # the pack file, ready for check_pack and for saving
    items: int  # words, cards or pairs read from the lines
    dropped: int = 0  # Codenames words typed twice, left out


def slugify(title: str) -> str:
    """A file name for a title: "Ma classe, CM1" -> "ma-classe-cm1" (never empty)."""
    plain = unicodedata.normalize("NFKD", title.casefold())
    ascii_only = "".join(ch for ch in plain if ch.isascii())
    slug = _SLUG_RUN.sub("-", ascii_only).strip("-")[:MAX_SLUG_CHARS].strip("-")
    return slug or "my-pack"


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _header(game: str, language: str, title: str, description: str) -> str:
    return (f"schema = 1\ngame = {_q(game)}\nlanguage = {_q(language)}\n"
            f"title = {_q(title)}\ndescription = {_q(description)}\n"
            f"author = {_q(USER_AUTHOR)}\nlicence = {_q(USER_LICENCE)}\n"
            "family_friendly = true\n")


def codenames_words(text: str) -> tuple[list[str], int]:
    """The distinct words in typed order, and how many repeats were left out."""
    words: list[str] = []
    seen: set[str] = set()
    dropped = 0
    for part in _SEPARATORS.split(text):
        word = " ".join(part.split())
        if not word:
            continue
        key = normalize(word)
        if key in seen:
            dropped += 1
            continue
        seen.add(key)
        words.append(word)
    return words, dropped


def _picture(token: str) -> str:
    code = emoji_code(token)
    return code if code is not None else token.upper() if PICTURE_PATTERN.fullmatch(
        token.upper()) else token


def _side(text: str) -> tuple[str, str]:
    """"pomme 🍎" -> ("pomme", "1F34E"); a side without a picture keeps "" (an error)."""
    parts = text.split()
    if len(parts) >= 2 and (emoji_code(parts[-1]) or PICTURE_PATTERN.fullmatch(
            parts[-1].upper())):
        return " ".join(parts[:-1]), _picture(parts[-1])
    return " ".join(parts), ""


def draft(game: str, language: str, title: str, description: str, text: str) -> Draft:
    head = _header(game, language, title, description)
    if game == CODENAMES:
        words, dropped = codenames_words(text)
        body = "words = [" + ", ".join(_q(w) for w in words) + "]\n"
        return Draft(head + body, len(words), dropped)
    lines = _lines(text)
    blocks = []
    for line in lines:
        name, _, rest = line.partition(":")
        values = [v.strip() for v in rest.split(",")] if rest.strip() else []
        if game == TABOO:
            blocks.append(f"\n[[cards]]\nword = {_q(name.strip())}\n"
                          f"forbidden = [{', '.join(_q(v) for v in values)}]\n")
        else:
            assert game == SPYWORD
            (a, pa), (b, pb) = (_side(v) for v in (values + ["", ""])[:2])
            blocks.append(f"\n[[pairs]]\ncategory = {_q(name.strip())}\n"
                          f"a = {{ word = {_q(a)}, picture = {_q(pa)} }}\n"
                          f"b = {{ word = {_q(b)}, picture = {_q(pb)} }}\n")
    key = "cards" if game == TABOO else "pairs"
    if not blocks:  # no line yet: the validator says the items are missing
        return Draft(head + f"{key} = []\n", 0)
    return Draft(head + "".join(blocks), len(lines))


def draft_lines(pack: Pack) -> str:
    """The typed lines that give ``pack`` back (to edit a saved pack in the app)."""
    if pack.game == CODENAMES:
        return ", ".join(pack.words)
    if pack.game == TABOO:
        return "\n".join(f"{c.word}: {', '.join(c.forbidden)}" for c in pack.cards)
    return "\n".join(f"{p.category}: {p.a.word} {p.a.picture}, {p.b.word} {p.b.picture}"
                     for p in pack.pairs)


def lines_from_data(game: str, data: dict[str, Any]) -> str:
    """The typed lines of a pack file's data read leniently (a file with problems: every
    item the file has comes back to edit, the broken ones as they are)."""
    def text(value: Any) -> str:
        return value if isinstance(value, str) else ""

    def items(key: str) -> list[dict[str, Any]]:
        found = data.get(key)
        return [item for item in found if isinstance(item, dict)] \
            if isinstance(found, list) else []

    if game == CODENAMES:
        words = data.get("words")
        return ", ".join(text(w) for w in words) if isinstance(words, list) else ""
    if game == TABOO:
        return "\n".join(
            f"{text(card.get('word'))}: "
            + ", ".join(text(f) for f in card.get("forbidden", []) if isinstance(f, str))
            for card in items("cards"))

    def side(value: Any) -> str:
        side_data = value if isinstance(value, dict) else {}
        return f"{text(side_data.get('word'))} {text(side_data.get('picture'))}".strip()

    return "\n".join(f"{text(pair.get('category'))}: {side(pair.get('a'))}, {side(pair.get('b'))}"
                     for pair in items("pairs"))
