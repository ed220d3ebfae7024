"""Controllers: turn a screen's intents into actions for a session, and push views back.

`Controller` is the interface screens and windows rely on (PX-MODE-4): `LocalController`
runs a `core.session.Session` in this process (one device); a ``NetController`` (several
devices, later) will offer the same signals and methods over the network. Screens never
know which one they talk to.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from core.common import Outcome
from core.errors import RuleError
from core.session import Session
from desktop.clock import Clock, monotonic_ms
from desktop.screens.base import DeviceViews, View
from store import paths, records

log = logging.getLogger(__name__)
RECORDS_FOLDER = "games"


@dataclass(frozen=True)
class GameStart:
    """Everything a new game needs; built by the setup screen."""

    game: str
    seats: tuple[str, ...]
    settings: dict[str, Any]
    content: Any
    seed: int


class Controller(QObject):
    """The interface of every controller.

    Signals: ``views_changed`` after every change of the game (an action, a timeout);
    ``refused(code)`` when the rules refuse an intent (a `RuleError` code to translate);
    ``finished()`` once, when the game is over.
    """

    views_changed = Signal()
    refused = Signal(str)
    finished = Signal()

    game_name: str
    seat_names: tuple[str, ...]

    def now_ms(self) -> int:
        """The clock the views' deadlines are in."""
        raise NotImplementedError

    def act(self, seat: int | None, action: dict[str, Any]) -> bool:
        """Send an action (a plain map, as `ActionCodec` reads it) for ``seat``.

        True when accepted; on a refusal emits ``refused(code)`` and returns False.
        """
        raise NotImplementedError

    def table_view(self) -> View:
        raise NotImplementedError

    def device_views(self) -> DeviceViews:
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def close(self) -> None:
        """Stop timers (and connections): the game is left."""


class LocalController(Controller):
    """One device: the session runs here, and this device plays every seat (PX-MODE-1)."""

    def __init__(self, session: Session, clock: Clock = monotonic_ms,
                 records_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.game_name = session.record.game
        self.seat_names = tuple(session.record.seats)
        self._clock = clock
        self._records_dir = records_dir
        self.saved_path: Path | None = None
        self._finished = False
        # ONE single-shot timer, always aimed at the game's next deadline.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._on_deadline)
        self._schedule()

    @classmethod
    def start(cls, start: GameStart, clock: Clock = monotonic_ms,
              records_dir: Path | None = None, parent: QObject | None = None
              ) -> LocalController:
        """Start a new game; raises `SetupError` when the rules refuse the setup."""
        session = Session.start(start.game, start.settings, list(start.seats), start.seed,
                                start.content, clock())
        return cls(session, clock, records_dir, parent)

    def now_ms(self) -> int:
        return self._clock()

    def act(self, seat: int | None, action: dict[str, Any]) -> bool:
        try:
            self.session.act_dict(seat, action, self._clock())
        except RuleError as exc:
            self.refused.emit(exc.code)
            return False
        self._changed()
        return True

    def table_view(self) -> View:
        return self.session.view(None)

    def device_views(self) -> DeviceViews:
        return DeviceViews(table=self.session.view(None),
                           seats={seat: self.session.view(seat)
                                  for seat in self.session.seats()})

    def outcome(self) -> Outcome | None:
        return self.session.outcome()

    @property
    def deadline_ms(self) -> int | None:
        """When the timer will next feed the session (None: no timed phase)."""
        if self.session.outcome() is not None:
            return None
        return self.session.game.next_deadline()

    def close(self) -> None:
        self._timer.stop()

    def _on_deadline(self) -> None:
        now = self._clock()
        deadline = self.deadline_ms
        if deadline is not None and deadline > now:
            self._schedule()  # woken early: aim again
            return
        if self.session.tick(now):
            self._changed()
        else:
            self._schedule()

    def _changed(self) -> None:
        self._schedule()
        if self.session.outcome() is not None and not self._finished:
            self._finished = True
            self._save_record()
            self.views_changed.emit()
            self.finished.emit()
            return
        self.views_changed.emit()

    def _schedule(self) -> None:
        deadline = self.deadline_ms
        if deadline is None:
            self._timer.stop()
            return
        self._timer.start(max(0, deadline - self._clock()))

    def _save_record(self) -> None:
        """PX-PROF-5: a finished game is written at once, atomically."""
        folder = self._records_dir or paths.user_data_dir() / RECORDS_FOLDER
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        target = folder / f"{self.game_name}-{stamp}.json"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            records.save(self.session.record, target)
        except OSError as exc:
            log.error("could not save the game record to %s: %s", target, exc)
            return
        self.saved_path = target
