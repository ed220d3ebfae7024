"""`AbsentPlayersBar`: on the hosting window during a LAN game, who lost the connection
and the host's two choices.

Waiting is what happens by itself: the seat is kept for the player's return (PX-NET-4)
and the game goes on by its rules meanwhile (SW-EDGE-6: timers do not wait; TB-EDGE-1..3:
another teammate gives clues...). Removing the player makes them count as having left,
by the same rules (SW-EDGE-3, TB-EDGE-2, TB-EDGE-6): ``sig_remove(seat)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QWidget

from desktop import questions
from desktop.widgets.basics import button, label

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState

Absent = tuple[int, str]  # (seat, name)


class AbsentPlayersBar(QFrame):
    sig_remove = Signal(int)  # the seat the host removes from the game

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.absent: tuple[Absent, ...] = ()
        self.remove_buttons: dict[int, QPushButton] = {}
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(12, 6, 12, 6)
        self._grid.setColumnStretch(0, 1)
        self.setVisible(False)

    def show_absent(self, absent: Sequence[Absent]) -> None:
        """The players gone now; an empty list hides the bar."""
        absent = tuple(absent)
        if absent == self.absent:
            return
        self.absent = absent
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.remove_buttons = {}
        for row, (seat, _name) in enumerate(absent):
            self._grid.addWidget(label(self, "error"), row, 0)
            remove = button(self)
            remove.clicked.connect(lambda _checked=False, s=seat, n=_name: self._remove(s, n))
            self.remove_buttons[seat] = remove
            self._grid.addWidget(remove, row, 1)
        self.setVisible(bool(absent))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for row, (seat, name) in enumerate(self.absent):
            item = self._grid.itemAtPosition(row, 0)
            if item is None:
                continue
            text = item.widget()
            if not isinstance(text, QLabel):  # row, 0 holds the row's label (show_absent)
                continue
            text.setText(self.tr(
                "{name} lost the connection. Their seat waits for them; meanwhile the game "
                "goes on by its rules.").format(name=name))
            remove = self.remove_buttons[seat]
            remove.setText(self.tr("Remove {name}").format(name=name))
            remove.setToolTip(self.tr(
                "{name} then counts as having left the game, by its rules.").format(name=name))
            remove.setAccessibleName(self.tr("Remove {name} from the game").format(name=name))

    def _remove(self, seat: int, name: str) -> None:
        """A removal asks first: the removed player cannot join this room again."""
        if questions.ask(self, self.tr("Remove {name}?").format(name=name), self.tr(
                "{name} then counts as having left the game, by its rules, and cannot "
                "join this room again.").format(name=name)):
            self.sig_remove.emit(seat)

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
        bar = AbsentPlayersBar(holder)
        bar.show_absent([(2, "Chloé"), (4, "Emma-Louise")])
        column.addWidget(bar)
        column.addStretch(1)
        return holder

    return [GalleryState("absent-players", make, size=QSize(900, 200),
                         primary=no_primary("a banner above the screen"))]
