"""The one player-name rule (every mode): what a name shows and what it is compared by.

A name must not lie about who is playing (issue 13, "names that lie"):

* shown form (`clean_name`): Unicode NFC; format characters (category Cf: zero-width
  spaces and joiners, bidi overrides such as U+202E, the byte-order mark...), control
  characters and the other invisible code points in `INVISIBLE` removed (a zero-width
  joiner is kept only between two symbols, inside an emoji sequence); runs of spaces
  collapsed, ends trimmed, cut to `MAX_NAME_CHARS`.
* comparison keys (`name_keys`): case folded, accents dropped, then the Unicode TR39
  confusables skeleton (the `disarm` package's `skeleton_key`: Cyrillic "А" reads as
  Latin "A", fullwidth letters as plain ones), then letters and digits only; and the
  same with the skeleton taken *before* case folding, so letters that only look alike
  in one case clash too: capital I, small l, digit 1 and the bar all draw one stroke
  ("AIice" with a capital i renders as "Alice"; `LOOKALIKES`, with 0 for O). Two names
  sharing a key are one name: "Аlice" (Cyrillic А) and "Alice" collide, as do "Zoé" and
  "zoe", "Anne-Marie" and "anne marie", "AIice" and "Alice" (two keys, not one: "Ian"
  reads like "ian" and like "lan", but "ian" and "lan" do not read alike).

A name needs a visible character: a letter or a digit after cleaning (an empty key is
`join.bad_name`), and at most `MAX_MARKS_PER_LETTER` combining marks on one letter (more
is `join.name_marks`: a tower of marks draws over the lobby rows above and below).
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
#: Combining marks (categories Mn, Me) one letter may carry, decomposed (NFD). Three is
#: what writing needs: polytonic Greek stacks three ("ᾒ" is eta + psili + varia + iota
#: subscript, one precomposed letter), Vietnamese two ("ệ"), as do Thai (vowel + tone
#: mark), Hebrew (dagesh + vowel point) and Arabic (shadda + vowel). More is decoration
#: ("Zalgo" text): 23 marks on one letter drew over two lobby rows.
MAX_MARKS_PER_LETTER = 3
#: Letters and digits TR39 leaves apart that draw alike in the fonts the app uses:
#: mapped before the skeleton (one stroke: capital i, small L, digit one, bar; a ring).
LOOKALIKES = str.maketrans({"I": "l", "1": "l", "|": "l", "0": "O"})


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


def name_keys(name: str) -> frozenset[str]:
    """Every key ``name`` is compared by: `name_key`, and the skeleton taken before case
    folding (`LOOKALIKES` first), so "AIice" (capital i) shares a key with "Alice"."""
    from disarm import skeleton_key

    clean = clean_name(name)
    first = name_key(clean)
    if not first:
        return frozenset()
    return frozenset({first, normalize(skeleton_key(clean.translate(LOOKALIKES)))} - {""})


def names_clash(name: str, other: str) -> bool:
    """Whether two names read alike on a screen (they share a key of `name_keys`)."""
    return not name_keys(name).isdisjoint(name_keys(other))


def most_marks_on_a_letter(name: str) -> int:
    """The most combining marks (Mn, Me) one character of ``name`` carries (NFD)."""
    most = run = 0
    for ch in unicodedata.normalize("NFD", name):
        run = run + 1 if unicodedata.category(ch) in ("Mn", "Me") else 0
        most = max(most, run)
    return most
