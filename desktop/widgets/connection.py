"""`ConnectionBanner`: a slim line at the top of the game window about the connection.

Hidden while connected. While the client reconnects (PX-NET-4) it says the seat is kept;
once the connection is over for good it says why (the host closed the room, the player
was removed...) and offers "Back to home" (``sig_home``). States are `net.client.ClientState`
values; close codes come from the client (``Client.close_code``), texts from
`desktop.net_texts`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from desktop.net_texts import net_text
from desktop.widgets.basics import button, label
from net.client import ClientState


class ConnectionBanner(QFrame):
    sig_home = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.state = ClientState.OPEN.value
        self.code: str | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.message = label(self)
        self.home_button = button(self)
        self.home_button.clicked.connect(self.sig_home)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.home_button)
        self.retranslate_ui()

    def set_state(self, state: str, code: str | None = None) -> None:
        """``state``: "connecting", "open", "reconnecting" or "closed"; ``code``: why it
        closed (None: this side left)."""
        self.state = ClientState(state).value
        self.code = code
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        state = self.state
        self.home_button.setText(self.tr("Back to home"))
        self.home_button.setVisible(state == ClientState.CLOSED)
        self.setVisible(state != ClientState.OPEN)
        if state == ClientState.CONNECTING:
            text = self.tr("Connecting to the room…")
            role = "muted"
        elif state == ClientState.RECONNECTING:
            text = self.tr("Connection lost — reconnecting… your seat is kept.")
            role = "error"
        elif state == ClientState.CLOSED:
            text = net_text(self.code)
            role = "error"
        else:
            text, role = "", "muted"
        self.message.setText(text)
        self.message.setProperty("role", role)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.setAccessibleName(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def gallery_states():
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QVBoxLayout

    from desktop.gallery_registry import GalleryState

    def make() -> QWidget:
        holder = QWidget()
        column = QVBoxLayout(holder)
        for state, code in (("connecting", None), ("reconnecting", None),
                            ("closed", "room.closed"), ("closed", "room.kicked"),
                            ("closed", "client.gave_up")):
            banner = ConnectionBanner(holder)
            banner.set_state(state, code)
            column.addWidget(banner)
        column.addStretch(1)
        return holder

    return [GalleryState("connection-banner", make, size=QSize(900, 320))]
