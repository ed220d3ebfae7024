"""Where the main window opens: sized to the screen it opens on (issue 28).

A fixed first size (1180×800) was too small on a Full HD screen and too large on a
1280×720 one, so the main action fell below the fold. The first window takes
`SCREEN_SHARE` of the screen's free area (its available geometry: no task bar), centred.
A window the user moved or resized opens again where they left it, remembered per screen
(`screen_key`: its name and size, a laptop's own panel and a TV differ); a remembered
place that no longer fits (a smaller screen, a lower resolution) is clamped into it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen

#: The share of the screen's free area the first window takes, each way.
SCREEN_SHARE = 0.9


def screen_key(screen: QScreen) -> str:
    """A screen's name and size: where a remembered window place applies."""
    size = screen.size()
    return f"{screen.name()}@{size.width()}x{size.height()}"


def first_geometry(available: QRect) -> QRect:
    """`SCREEN_SHARE` of ``available``, centred in it."""
    size = QSize(round(available.width() * SCREEN_SHARE),
                 round(available.height() * SCREEN_SHARE))
    place = QRect(available.topLeft(), size)
    place.moveCenter(available.center())
    return place


def clamped(geometry: QRect, available: QRect) -> QRect:
    """``geometry`` no larger than ``available`` and moved inside it."""
    place = QRect(geometry.topLeft(), geometry.size().boundedTo(available.size()))
    left = min(max(place.left(), available.left()), available.right() - place.width() + 1)
    top = min(max(place.top(), available.top()), available.bottom() - place.height() + 1)
    place.moveTopLeft(QPoint(left, top))
    return place


def opening_geometry(available: QRect, remembered: QRect | None) -> QRect:
    """Where the window opens: where it was left on this screen (clamped into it), else
    `first_geometry`."""
    if remembered is None or remembered.isEmpty():
        return first_geometry(available)
    return clamped(remembered, available)
