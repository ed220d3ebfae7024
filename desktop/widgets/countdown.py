"""A countdown drawn from a deadline and a clock (GUIDE §2: time is data).

No polling loop: a one-second QTimer runs only while a deadline is set and the widget is
visible, and stops itself at zero. The session's own single-shot timer, not this widget,
ends the phase.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from desktop.clock import Clock, monotonic_ms
from desktop.theme import set_role

TICK_MS = 1000
URGENT_MS = 10_000  # the last 10 seconds show in the alarm colour
MS_PER_S = 1000


def clock_text(remaining_ms: int) -> str:
    """Whole seconds, rounded up: 0:01 until the last millisecond has gone."""
    seconds = max(0, -(-remaining_ms // MS_PER_S))
    return f"{seconds // 60}:{seconds % 60:02d}"


class Countdown(QLabel):
    def __init__(self, parent: QWidget | None = None, clock: Clock = monotonic_ms,
                 role: str = "subtitle") -> None:
        super().__init__(parent)
        set_role(self, role)
        self._clock = clock
        self._deadline_ms: int | None = None
        self._frozen_ms: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.refresh)
        self.refresh()  # no deadline yet: hidden

    @property
    def ticking(self) -> bool:
        return self._timer.isActive()

    def set_clock(self, clock: Clock) -> None:
        self._clock = clock
        self.refresh()

    def set_deadline(self, deadline_ms: int | None) -> None:
        """Count down to ``deadline_ms`` (controller clock); None hides the countdown."""
        self._deadline_ms, self._frozen_ms = deadline_ms, None
        self.refresh()

    def set_paused(self, remaining_ms: int) -> None:
        """Show a clock that stands still (a paused turn)."""
        self._deadline_ms, self._frozen_ms = None, remaining_ms
        self.refresh()

    def remaining_ms(self) -> int | None:
        if self._frozen_ms is not None:
            return self._frozen_ms
        if self._deadline_ms is None:
            return None
        return max(0, self._deadline_ms - self._clock())

    def refresh(self) -> None:
        remaining = self.remaining_ms()
        self.setVisible(remaining is not None)
        self.setText("" if remaining is None else clock_text(remaining))
        # The last seconds of a running clock turn to the alarm colour (theme "urgent").
        urgent = (self._deadline_ms is not None and remaining is not None
                  and 0 < remaining <= URGENT_MS)
        if bool(self.property("urgent")) != urgent:
            self.setProperty("urgent", urgent)
            self.style().unpolish(self)
            self.style().polish(self)
        self.setAccessibleName(self.text())
        self._update_timer()

    def _update_timer(self) -> None:
        running = (self._deadline_ms is not None and self._frozen_ms is None
                   and self.isVisible() and (self.remaining_ms() or 0) > 0)
        if running and not self._timer.isActive():
            self._timer.start()
        elif not running:
            self._timer.stop()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self._update_timer()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        super().hideEvent(event)
        self._timer.stop()
