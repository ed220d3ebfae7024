"""The colours of the sides (teams, bystanders, the assassin): one table for the desktop's
theme and the phone page, which gets it in ``room.json`` (issue 29: the page wore
another red). Okabe–Ito based, told apart by shape too (PX-A11Y-1).

side -> (fill, text on it)
"""

from __future__ import annotations

SIDE_COLOURS: dict[str, tuple[str, str]] = {
    "red": ("#CC3311", "#FFFFFF"),
    "blue": ("#0072B2", "#FFFFFF"),
    "neutral": ("#E8DBB5", "#1E1F24"),
    "assassin": ("#1E1F24", "#FFFFFF"),
}
