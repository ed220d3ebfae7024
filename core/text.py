"""Word normalisation and fuzzy matching shared by the games.

rapidfuzz does not strip accents (GUIDE §6), so words are normalised first:
NFKD, combining marks dropped, casefolded (ß -> ss), punctuation and spaces
removed. Used by the Spy Word ghost guess (SW-GHOST-2, SW-CL-3) and Codenames
clue validation (CN-CL-2).

German spelling (language ``"de"``): where a keyboard has no umlauts, Germans write
ä, ö, ü and ß as ae, oe, ue and ss. In a German game two words are therefore the same
when they are the same with accents dropped ("Kase" = "Käse", as in every language) *or*
with ä/ö/ü/ß spelt ae/oe/ue/ss ("Kaese" = "Käse", "Maedchen" = "Mädchen"). A game knows
its words' language from its content (`content_language`: packs carry it). Other
languages compare with accents dropped only ("Kaese" is not "Käse" in French).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any

from core.errors import SetupError

# SW-CL-3: edits accepted by word length (after normalisation).
TYPO_TOLERANCE = ((9, 2), (6, 1))

#: The longest word a player may type: a ghost's guess, a Codenames clue (a single
#: German compound easily passes 40 letters: "Donaudampfschifffahrtsgesellschaft").
MAX_TYPED_CHARS = 64

#: Content key naming the words' language (``"de"``, ``"fr"``...), set when the content
#: was drawn from packs (`core.content`); absent in older records.
LANGUAGE_KEY = "language"
GERMAN = "de"
NORMALIZE_CACHE_SIZE = 1 << 16

_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "þ": "th"})
_GERMAN_SPELLING = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


def fold(text: str) -> str:
    """Casefold and strip accents, keeping letters, digits, spaces and hyphens."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_LIGATURES))
    kept = []
    for ch in decomposed:
        if unicodedata.combining(ch):
            continue
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept)).translate(_LIGATURES)


@lru_cache(maxsize=NORMALIZE_CACHE_SIZE)
def normalize(text: str) -> str:
    """Letters and digits only: case, accents, punctuation and spaces removed.

    Cached: checking the built-in packs compares every forbidden word of a card with the
    others and with the target, ~250,000 calls on ~20,000 distinct words."""
    return "".join(ch for ch in fold(text) if ch.isalnum())


def forms(text: str, language: str | None = None) -> tuple[str, ...]:
    """The normalised spellings under which ``text`` is compared, one per scheme: accents
    dropped; in German also ä/ö/ü/ß spelt ae/oe/ue/ss. Compare scheme with scheme."""
    plain = normalize(text)
    if language != GERMAN:
        return (plain,)
    spelt = unicodedata.normalize("NFC", text).casefold().translate(_GERMAN_SPELLING)
    return plain, normalize(spelt)


def same_word(a: str, b: str, language: str | None = None) -> bool:
    """Equal after normalising, under any spelling scheme of ``language``."""
    return any(x and x == y for x, y in zip(forms(a, language), forms(b, language),
                                           strict=True))


def allowed_edits(length: int) -> int:
    for min_len, edits in TYPO_TOLERANCE:
        if length >= min_len:
            return edits
    return 0


def close_enough(guess: str, target: str, language: str | None = None) -> bool:
    """SW-CL-3: equal after normalising, or within the typo tolerance of ``target``'s length
    (its letters with accents dropped), under any spelling scheme of ``language``."""
    pairs = list(zip(forms(guess, language), forms(target, language), strict=True))
    g, t = pairs[0]
    if not g or not t:
        return False
    if any(x == y for x, y in pairs):
        return True
    edits = allowed_edits(len(t))
    # Imported on first use: rapidfuzz's load is a tenth of the app's start-up CPU, and
    # only a Spy Word ghost's guess needs it (docs/performance.md, "Start-up").
    from rapidfuzz.distance import DamerauLevenshtein

    return edits > 0 and any(
        DamerauLevenshtein.distance(x, y, score_cutoff=edits) <= edits for x, y in pairs)


def content_language(content: Any, malformed_code: str) -> str | None:
    """The words' language a game's content names, or None (then no language's own
    spelling applies). A language that is not a string is ``malformed_code``."""
    language = content.get(LANGUAGE_KEY) if isinstance(content, dict) else None
    if language is not None and not isinstance(language, str):
        raise SetupError(malformed_code, field=LANGUAGE_KEY)
    return language
