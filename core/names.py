"""The one player-name rule (every mode): what a name shows and what it is compared by.

A name must not lie about who is playing (issue 13, "names that lie"):

* shown form (`clean_name`): Unicode NFC; format characters (category Cf: zero-width
  spaces and joiners, bidi overrides such as U+202E, the byte-order mark...), control
  characters and the other invisible code points in `INVISIBLE` removed (a zero-width
  joiner is kept only between two symbols, inside an emoji sequence); runs of spaces
  collapsed, ends trimmed, cut to `MAX_NAME_CHARS`.
* comparison key (`name_key`): case folded, accents dropped, then the Unicode TR39
  confusables skeleton (the `disarm` package's `skeleton_key`: Cyrillic "А" reads as
  Latin "A", fullwidth letters as plain ones), then letters and digits only. Two names
  with one key are one name: "Аlice" (Cyrillic А) and "Alice" collide, as do "Zoé" and
  "zoe", "Anne-Marie" and "anne marie".

A name needs a visible character: a letter or a digit after cleaning (an empty key is
`join.bad_name`).
"""

from __future__ import annotations

import unicodedata

from core.text import fold, normalize

#: Longest player name, in characters.
MAX_NAME_CHARS = 24

#: Code points that draw nothing but are not in category Cf (Hangul fillers, the braille
#: blank, the combining grapheme joiner): removed like format characters.
INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
_ZWJ = "\u200d"


def _invisible(text: str, index: int) -> bool:
    ch = text[index]
    category = unicodedata.category(ch)
    if ch == _ZWJ:  # kept inside an emoji sequence (symbol ZWJ symbol)
        before = text[index - 1] if index > 0 else ""
        after = text[index + 1] if index + 1 < len(text) else ""
        return not (before and after and unicodedata.category(before) == "So"
                    and unicodedata.category(after) == "So")
    return category in ("Cf", "Cc", "Co", "Cs", "Cn") or ch in INVISIBLE


def clean_name(name: str) -> str:
    """A player's name as shown: NFC, invisible and format characters removed, inner
    runs of spaces collapsed, ends trimmed, cut to `MAX_NAME_CHARS`."""
    text = unicodedata.normalize("NFC", name)
    visible = "".join(ch for index, ch in enumerate(text) if not _invisible(text, index))
    return " ".join(visible.split())[:MAX_NAME_CHARS].strip()


def name_key(name: str) -> str:
    """What two names are compared by: case and accents folded, TR39 confusables
    skeleton, letters and digits only ("Аlice" = "Alice", "Anne-Marie" = "anne marie")."""
    from disarm import skeleton_key  # on first use: it loads importlib.metadata (start-up)

    folded = fold(clean_name(name))
    return normalize(skeleton_key(folded)) if folded else ""
