"""Word normalisation and fuzzy matching shared by the games.

rapidfuzz does not strip accents (GUIDE §6), so words are normalised first:
NFKD, combining marks dropped, casefolded (ß -> ss), punctuation and spaces
removed. Used by the Spy Word ghost guess (SW-GHOST-2, SW-CL-3) and Codenames
clue validation (CN-CL-2).
"""

from __future__ import annotations

import unicodedata

from rapidfuzz.distance import DamerauLevenshtein

# SW-CL-3: edits accepted by word length (after normalisation).
TYPO_TOLERANCE = ((9, 2), (6, 1))

_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "þ": "th"})


def fold(text: str) -> str:
    """Casefold and strip accents, keeping letters, digits, spaces and hyphens."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_LIGATURES))
    kept = []
    for ch in decomposed:
        if unicodedata.combining(ch):
            continue
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept)).translate(_LIGATURES)


def normalize(text: str) -> str:
    """Letters and digits only: case, accents, punctuation and spaces removed."""
    return "".join(ch for ch in fold(text) if ch.isalnum())


def allowed_edits(length: int) -> int:
    for min_len, edits in TYPO_TOLERANCE:
        if length >= min_len:
            return edits
    return 0


def close_enough(guess: str, target: str) -> bool:
    """SW-CL-3: equal after normalising, or within the typo tolerance of ``target``'s length."""
    g, t = normalize(guess), normalize(target)
    if not g or not t:
        return False
    if g == t:
        return True
    edits = allowed_edits(len(t))
    return edits > 0 and DamerauLevenshtein.distance(g, t, score_cutoff=edits) <= edits
