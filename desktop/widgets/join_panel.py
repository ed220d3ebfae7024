"""`JoinPanel`: how to join the room, on the table view while a LAN game runs (issue 12).

Late phones join (or rejoin) from the TV: the QR code holds the phones' page
(`net.lan_room.LanRoom.web_url`: an IP address, phones often cannot resolve ``.local``
names); under it the short URL to type and the join code for Palabre's own Join a room.

Every `TableWidget` owns one (`TableWidget.show_join`) and its layout places it beside
the game (each game where it covers nothing). Its size follows the table's unit: the QR
code is drawn once per size into a FIXED pixmap (no height-for-width widget: a square
that follows its width fed back into the table's layout and froze the window), and every
text is one unwrapped line, so the panel's size depends on its content only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from desktop.widgets.basics import Card, label

# Sizes at 1920×1080 (`TableWidget.px`).
QR_SIDE_PX = 300  # ~18 cm on a 55" TV: phones read it from the sofa
MARGIN_PX = 14
SPACING_PX = 4
CODE_GROUPS_PER_LINE = 2


@dataclass(frozen=True)
class JoinInfo:
    """What the table view shows to join the room: the phones' page (None when this
    computer does not know it) and the join code (None: none to show)."""

    web_url: str | None
    join_code: str | None = None

    def __bool__(self) -> bool:
        return bool(self.web_url or self.join_code)


def short_url(url: str) -> str:
    """The URL as a phone's user types it: "http://192.168.1.20:8077/" → "192.168.1.20:8077"
    (browsers take an address and port without the scheme)."""
    text = url.removeprefix("http://")
    return text[:-1] if text.endswith("/") and text.count("/") == 1 else text


def code_lines(code: str) -> str:
    """A join code in lines of `CODE_GROUPS_PER_LINE` groups ("KX74-QMP9\\nTA3C-DEFG"):
    a narrow panel."""
    groups = code.split("-")
    return "\n".join("-".join(groups[i:i + CODE_GROUPS_PER_LINE])
                     for i in range(0, len(groups), CODE_GROUPS_PER_LINE))


class JoinPanel(Card):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info: JoinInfo | None = None
        self._side = QR_SIDE_PX
        self._balances: list[QWidget] = []
        self.picture = QLabel(self)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = label(self, "muted", wrap=False, centred=True)
        self.url = label(self, "table-note", wrap=False, centred=True)
        self.code_caption = label(self, "muted", wrap=False, centred=True)
        self.code = label(self, "table-note", wrap=False, centred=True)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.code.setFont(mono)
        for widget in (self.url, self.code):
            widget.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        for widget in (self.hint, self.url, self.code_caption, self.code):
            self.body.addWidget(widget)
        self.body.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self.hide()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.hint.setText(self.tr("Scan, or open:"))
        self.code_caption.setText(self.tr("Join code"))
        self.picture.setAccessibleName(self.tr("QR code to join this room"))
        self.setAccessibleName(self.tr("How to join this room"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_info(self, info: JoinInfo | None) -> None:
        """Show how to join (None, or nothing to show: the panel hides)."""
        if info == self.info:
            return
        self.info = info
        url = info.web_url if info else None
        code = info.join_code if info else None
        self.url.setText(short_url(url) if url else "")
        self.code.setText(code_lines(code) if code else "")
        for widget in (self.picture, self.hint, self.url):
            widget.setVisible(bool(url))
        for widget in (self.code_caption, self.code):
            widget.setVisible(bool(code))
        self._draw_code()
        shown = bool(info)
        self.setVisible(shown)
        for balance in self._balances:
            balance.setVisible(shown)

    def apply_px(self, px: Callable[[float], int]) -> None:
        """The sizes at the table's unit (``px``: `TableWidget.px`)."""
        margin = px(MARGIN_PX)
        self.body.setContentsMargins(margin, margin, margin, margin)
        self.body.setSpacing(px(SPACING_PX))
        side = px(QR_SIDE_PX)
        if side != self._side:
            self._side = side
            self._draw_code()

    def _draw_code(self) -> None:
        url = self.info.web_url if self.info else None
        if not url:
            self.picture.clear()
            return
        # segno loads with the first room, not with the app (every table view has a panel)
        from desktop.widgets.qr import qr_pixmap

        pixmap = qr_pixmap(url, self._side)
        self.picture.setPixmap(pixmap)
        self.picture.setFixedSize(pixmap.size())

    def balance(self, parent: QWidget) -> QWidget:
        """An empty widget as wide as this panel, shown with it: put on the other side of
        a centred column, it keeps that column in the middle of the screen."""
        spacer = QWidget(parent)
        spacer.setFixedWidth(0)  # until this panel has its size (`resizeEvent`)
        spacer.setVisible(bool(self.info))
        self._balances.append(spacer)
        return spacer

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        for balance in self._balances:
            balance.setFixedWidth(self.width())
