"""`ResumeBar`: on the home screen after a crash, the offer to reopen the room this
computer was hosting (issue 14; `net.journal`).

It names the room, the game, the players and how long ago it stopped; Reopen emits
``sig_reopen``, Forget ``sig_forget`` (the journal is then removed). A journal too damaged
to reopen (issue 27: its checksum names any changed byte) is named with its code, and
the one choice is to start fresh (``sig_forget``: the journal is set aside).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from desktop import games
from desktop.widgets.basics import PRIMARY, button, label

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState
    from net.journal import Saved


class ResumeBar(QFrame):
    sig_reopen = Signal()
    sig_forget = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.saved: Saved | None = None
        # The damaged journal's error code offered instead (None: none).
        self.damaged: str | None = None
        self.now: datetime | None = None  # fixed in the gallery; else the wall clock
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.message = label(self)
        self.reopen_button = button(self)
        self.reopen_button.clicked.connect(self.sig_reopen)
        self.reopen_button.setObjectName(PRIMARY)
        self.forget_button = button(self)
        self.forget_button.clicked.connect(self.sig_forget)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.reopen_button)
        layout.addWidget(self.forget_button)
        self.setVisible(False)
        self.retranslate_ui()

    def offer(self, saved: Saved | None) -> None:
        """Offer to reopen ``saved``'s room (None: nothing to offer, hidden)."""
        self.saved, self.damaged = saved, None
        self.setVisible(saved is not None)
        self.retranslate_ui()

    def offer_damaged(self, code: str) -> None:
        """A room stopped but its journal is damaged (``code``, e.g. ``journal.checksum``):
        say so, and offer to start fresh."""
        self.saved, self.damaged = None, code
        self.setVisible(True)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.reopen_button.setText(self.tr("Reopen the room"))
        self.reopen_button.setVisible(self.damaged is None)
        self.forget_button.setText(self.tr("Forget it") if self.damaged is None
                                   else self.tr("Start fresh"))
        if self.damaged is not None:
            self.message.setText(self.tr(
                "A room stopped unexpectedly, but its crash-safe journal is damaged and "
                "cannot be reopened ({code}). Start fresh: the damaged file is kept for a "
                "bug report.").format(code=self.damaged))
            return
        saved = self.saved
        if saved is None:
            self.message.setText("")
            return
        room = saved.room
        game = room.get("game", "")
        names = [str(seat.get("name", "")) for seat in room.get("seats", ())
                 if not seat.get("vacated")]
        written = datetime.fromisoformat(saved.written_at)
        minutes = max(0, int(((self.now or datetime.now(UTC)) - written).total_seconds() // 60))
        playing = saved.record is not None
        text = (self.tr("The room “{room}” stopped unexpectedly {minutes} min ago, in the "
                        "middle of {game} with {names}. Reopen it to go on where the game "
                        "was: every device gets its seat back.") if playing else
                self.tr("The room “{room}” stopped unexpectedly {minutes} min ago, with "
                        "{names} in its lobby. Reopen it to gather everyone again."))
        self.message.setText(text.format(
            room=room.get("name", ""), minutes=minutes, names=", ".join(names),
            game=games.title(game) if game in games.GAMES else game))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def gallery_states() -> list[GalleryState]:
    from datetime import timedelta

    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QVBoxLayout

    from desktop.gallery_registry import GalleryState
    from net.journal import Saved

    def make() -> QWidget:
        holder = QWidget()
        column = QVBoxLayout(holder)
        now = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)
        seats = [{"name": n, "vacated": False} for n in ("Anna", "Bruno", "Chloé", "Dmitri")]
        for record in ({"game": "spyword"}, None):
            bar = ResumeBar(holder)
            bar.now = now
            bar.offer(Saved(room={"name": "Salon d'Anna", "game": "spyword", "seats": seats},
                            record=record, clock_ms=0, seq=12, port=4747,
                            written_at=(now - timedelta(minutes=3)).isoformat(), digest=None))
            column.addWidget(bar)
        damaged = ResumeBar(holder)
        damaged.offer_damaged("journal.checksum")
        column.addWidget(damaged)
        column.addStretch(1)
        return holder

    return [GalleryState("resume-offer", make, size=QSize(1000, 300))]
