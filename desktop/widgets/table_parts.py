"""Pieces of the table view widgets (PX-MODE-3), read from across a room.

* `InfoBox`: a framed box with a small caption over a large value, so the TV header
  reads "Clue VOYAGE", "Number 2", "Time 1:23" in separate boxes ("VOYAGE · 2 1:23" read
  as "21:23").
* `WinnerBanner`: who won, as large as the screen allows, and why.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from desktop.widgets.basics import Card, label
from desktop.widgets.team import TeamBadge

BANNER_BADGE_PX = 150  # at 1080 p


class InfoBox(Card):
    """``caption`` over ``value`` (a label made here, or a given one such as a countdown)."""

    def __init__(self, parent: QWidget | None = None, value: QLabel | None = None,
                 role: str = "table-title") -> None:
        super().__init__(parent)
        self.caption = label(self, "muted", wrap=False, centred=True)
        self.value = value if value is not None else label(self, role, wrap=False,
                                                           centred=True)
        self.value.setParent(self)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setSpacing(0)
        self.body.addWidget(self.caption)
        self.body.addWidget(self.value)

    def set_caption(self, text: str) -> None:
        self.caption.setText(text)
        self.setAccessibleName(text)


class WinnerBanner(Card):
    """The end of a game on the TV: the winner's badge and title, very large, the reason
    under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        self.badge = TeamBadge("red", self, BANNER_BADGE_PX)
        self.title = label(self, "table-banner", wrap=False, centred=True)
        row.addStretch(1)
        row.addWidget(self.badge)
        row.addWidget(self.title)
        row.addStretch(1)
        self.reason = label(self, "table-big", centred=True)
        self.body.addStretch(1)
        self.body.addLayout(row)
        self.body.addWidget(self.reason)
        self.body.addStretch(1)

    def show_result(self, title: str, reason: str, side: str | None) -> None:
        self.title.setText(title)
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.badge.setVisible(side is not None)
        if side is not None:
            self.badge.set_side(side)
        self.setAccessibleName(f"{title} {reason}".strip())

    def set_badge_px(self, size_px: int) -> None:
        self.badge.set_size(size_px)
