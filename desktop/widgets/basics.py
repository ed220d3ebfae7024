"""Small builders so every screen looks the same: titles, big buttons, cards."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.theme import set_role

SPACING_PX = 14
MARGIN_PX = 28


def label(parent: QWidget | None, role: str | None = None, *, wrap: bool = True,
          centred: bool = False) -> QLabel:
    widget = QLabel(parent)
    widget.setWordWrap(wrap)
    widget.setTextFormat(Qt.TextFormat.PlainText)
    if centred:
        widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
    if role:
        set_role(widget, role)
    return widget


def title_label(parent: QWidget | None, *, centred: bool = False) -> QLabel:
    return label(parent, "title", centred=centred)


def big_button(parent: QWidget | None) -> QPushButton:
    """The main action of a screen: large, accented, reachable by Tab, Enter and Space."""
    button = QPushButton(parent)
    set_role(button, "big")
    button.setAutoDefault(True)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def button(parent: QWidget | None) -> QPushButton:
    widget = QPushButton(parent)
    widget.setAutoDefault(True)
    return widget


class Card(QFrame):
    """A framed panel with a vertical layout (`body`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "card")
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(MARGIN_PX // 2, MARGIN_PX // 2, MARGIN_PX // 2,
                                     MARGIN_PX // 2)
        self.body.setSpacing(SPACING_PX // 2)


def page_layout(widget: QWidget, layout: QBoxLayout | None = None) -> QBoxLayout:
    """The standard margins and spacing of a full screen."""
    layout = layout or QVBoxLayout()
    widget.setLayout(layout)
    layout.setContentsMargins(MARGIN_PX, MARGIN_PX, MARGIN_PX, MARGIN_PX)
    layout.setSpacing(SPACING_PX)
    return layout
