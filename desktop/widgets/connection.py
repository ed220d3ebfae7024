"""`ConnectionBanner`: a slim line at the top of the game window about the connection.

Hidden while connected. While the client reconnects (PX-NET-4) it says the seat is kept;
once the connection is over for good it says why (the host closed the room, the player
was removed...) and offers "Back to home" (``sig_home``). States are `net.client.ClientState`
values; close codes come from the client (``Client.close_code``), texts from
`desktop.net_texts`.

Issue 14 adds the moments of a lost host: after a minute without it, a warning that says
what happens next (the standby takes over, or how to reopen the room on the hosting
computer), and once the game has moved a notice, kept until dismissed ("OK"): the game
goes on from another computer, or this computer hosts it now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from desktop.net_texts import net_text
from desktop.widgets.basics import button, label
from net.client_state import ClientState

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState

#: Notices of a hand-over (`ConnectionBanner.show_notice`).
MOVED = "moved"
HOSTING = "hosting"


class ConnectionBanner(QFrame):
    sig_home = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.state = ClientState.OPEN.value
        self.code: str | None = None
        #: The host has not answered for `ClientLimits.host_lost_warning_s`; with a standby?
        self.host_lost = False
        self.has_standby = False
        #: A notice shown while connected: `MOVED`, `HOSTING` or None.
        self.notice: str | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.message = label(self)
        self.message.setWordWrap(True)
        self.home_button = button(self)
        self.home_button.clicked.connect(self.sig_home)
        self.ok_button = button(self)
        self.ok_button.clicked.connect(lambda: self.show_notice(None))
        layout.addWidget(self.message, 1)
        layout.addWidget(self.home_button)
        layout.addWidget(self.ok_button)
        self.retranslate_ui()

    def set_state(self, state: str, code: str | None = None) -> None:
        """``state``: "connecting", "open", "reconnecting" or "closed"; ``code``: why it
        closed (None: this side left)."""
        self.state = ClientState(state).value
        self.code = code
        if self.state != ClientState.RECONNECTING:
            self.host_lost = False
        self.retranslate_ui()

    def set_host_lost(self, lost: bool, has_standby: bool) -> None:
        """The host has not answered for a minute (False: it is back, or the game moved)."""
        self.host_lost, self.has_standby = lost, has_standby
        self.retranslate_ui()

    def show_notice(self, notice: str | None) -> None:
        """`MOVED`: the game goes on from the standby; `HOSTING`: this computer took over."""
        self.notice = notice
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        state = self.state
        notice = self.notice if state == ClientState.OPEN else None
        self.home_button.setText(self.tr("Back to home"))
        self.ok_button.setText(self.tr("OK"))
        self.home_button.setVisible(state == ClientState.CLOSED)
        self.ok_button.setVisible(notice is not None)
        self.setVisible(state != ClientState.OPEN or notice is not None)
        if notice == MOVED:
            text = self.tr("The host left: the game goes on from another computer in the "
                           "room. Nothing was lost.")
            role = "muted"
        elif notice == HOSTING:
            text = self.tr("The host left: this computer hosts the game now. Keep Palabre "
                           "open until the game ends.")
            role = "muted"
        elif state == ClientState.CONNECTING:
            text = self.tr("Connecting to the room…")
            role = "muted"
        elif state == ClientState.RECONNECTING and self.host_lost and self.has_standby:
            text = self.tr("The host has not answered for a minute. If it does not come "
                           "back soon, another computer in the room takes over the game.")
            role = "error"
        elif state == ClientState.RECONNECTING and self.host_lost:
            text = self.tr("The host has not answered for a minute. If Palabre closed on "
                           "the hosting computer, open it there again and choose Reopen "
                           "the room.")
            role = "error"
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


def gallery_states() -> list[GalleryState]:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QVBoxLayout

    from desktop.gallery_registry import GalleryState, no_primary

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

    def handover() -> QWidget:
        holder = QWidget()
        column = QVBoxLayout(holder)
        for lost, standby, notice in ((True, True, None), (True, False, None),
                                      (False, False, MOVED), (False, False, HOSTING)):
            banner = ConnectionBanner(holder)
            banner.set_state("open" if notice else "reconnecting")
            banner.set_host_lost(lost, standby)
            banner.show_notice(notice)
            column.addWidget(banner)
        column.addStretch(1)
        return holder

    strip = no_primary("banners above the screen (their buttons are fit-checked)")
    return [GalleryState("connection-banner", make, size=QSize(900, 320), primary=strip),
            GalleryState("connection-host-lost", handover, size=QSize(900, 360),
                         primary=strip)]
