"""Controllers: turn a screen's intents into actions for a room runtime, and push views back.

`Controller` is the interface screens and windows rely on (PX-MODE-4), made for a runtime
that may be on another device: `act` sends an action and returns its id at once; a refusal
arrives later as ``refused(action_id, code)``, an acceptance as new views. Every view
carries the runtime's clock (``now_ms``) and `now_ms()` maps it to this device's clock, so
countdowns agree wherever the runtime runs. A device that shows the table gets the public
view from the runtime, never by reading other seats.

`LocalController` runs the room runtime in this process, the same `net.runtime.RoomRuntime`
the LAN host runs, over an in-process transport (`RoomRuntime.watch_view`: no socket):
* one device (PX-MODE-1): every seat is played here, pass-and-play;
* ``seats=(n,)``: this window is seat n's own screen (several devices, PX-MODE-2): the
  host's "host and play" window, and tests that put several windows on one runtime.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from core.common import Mode, Outcome
from core.errors import RuleError
from core.session import Session
from desktop.clock import Clock, monotonic_ms
from desktop.screens.base import DeviceViews, View
from net.room import Room, RoomError
from net.runtime import ClockMap, RoomRuntime
from store import paths
from store.profiles import Applied, ProfileError, ProfileStore
from store.records import RECORDS_FOLDER

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameStart:
    """Everything a new game needs; built by the setup screen."""

    game: str
    seats: tuple[str, ...]
    settings: dict[str, Any]
    content: Any
    seed: int
    #: Per seat: the profile playing it (PX-PROF-1), None for a player without one.
    identities: tuple[str | None, ...] = ()


class Controller(QObject):
    """The interface of every controller.

    Signals: ``views_changed`` after every change of the game (an action, a timeout);
    ``refused(action_id, code)`` when the rules refuse an action sent by `act` (a
    `RuleError` code to translate); ``finished()`` once, when the game is over.
    """

    views_changed = Signal()
    refused = Signal(int, str)
    finished = Signal()
    #: What the finished game gave this device's profiles came later than ``finished``
    #: (a result from the host, PX-PROF-4): `progress` has it now.
    progressed = Signal()

    game_name: str
    seat_names: tuple[str, ...]

    def now_ms(self) -> int:
        """The runtime's clock as seen from this device: the views' deadlines are in it."""
        raise NotImplementedError

    def act(self, seat: int | None, action: dict[str, Any]) -> int:
        """Send an action (a plain map, as `ActionCodec` reads it) for ``seat``; returns
        its id. The verdict does not come back here: a refusal is ``refused(id, code)``."""
        raise NotImplementedError

    def table_view(self) -> View | None:
        """The public view for a table display (None: this device does not get it, e.g. a
        remote player's device, which receives only its own seat's view)."""
        raise NotImplementedError

    def device_views(self) -> DeviceViews:
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def close(self) -> None:
        """Stop timers (and connections): the game is left."""

    def progress(self) -> dict[int, Applied]:
        """What the finished game gave each of this device's seats played with a profile
        (PX-PROF-2); empty while the game runs, or without profiles."""
        return {}

    def seat_titles(self) -> tuple[str | None, ...]:
        """Each seat's chosen title id (None: none), public (PX-PROF-3): what lobbies and
        the table view show under the names; empty when not known."""
        return ()


class QtScheduler:
    """The runtime's scheduler on the Qt loop: ONE single-shot timer, aimed again at
    each call (the runtime keeps at most one timer)."""

    def __init__(self, parent: QObject | None = None) -> None:
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._fire)
        self._callback: Callable[[], None] | None = None

    def __call__(self, delay_ms: int, callback: Callable[[], None]) -> QtScheduler:
        self._callback = callback
        self.timer.start(delay_ms)
        return self

    def cancel(self) -> None:
        self.timer.stop()
        self._callback = None

    def _fire(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            callback()


class LocalController(Controller):
    """One device: the room runtime runs here, and this device plays every seat."""

    def __init__(self, runtime: RoomRuntime, scheduler: QtScheduler | None, clock: Clock,
                 parent: QObject | None = None, seats: Sequence[int] | None = None) -> None:
        """``seats``: the seats this device plays on their own screen (None: every seat,
        pass-and-play; ``()``: none, a table display). ``scheduler``: the runtime's Qt
        timer when this process made it (the first controller owns it); None when the
        runtime runs on another scheduler (the LAN host's asyncio timer)."""
        super().__init__(parent)
        self.runtime = runtime
        self.scheduler = scheduler
        if scheduler is not None and scheduler.timer.parent() is None:
            scheduler.timer.setParent(self)
        self.game_name = runtime.room.game
        self.seat_names = tuple(seat.name for seat in runtime.room.seats)
        self.own_screen = seats is not None
        self.played = tuple(range(len(self.seat_names)) if seats is None else seats)
        self._clock_map = ClockMap(clock)
        self._views: dict[int | None, View] = {}
        self._action_ids = itertools.count(1)
        self._finished = False
        self._unwatch = [runtime.watch_view(seat, self._view_seen(seat))
                         for seat in (None, *self.played)]
        runtime.add_listener(self)

    @classmethod
    def start(cls, start: GameStart, clock: Clock = monotonic_ms,
              records_dir: Path | None = None, parent: QObject | None = None,
              profiles: ProfileStore | None = None) -> LocalController:
        """Start a new game; raises `SetupError` when the rules refuse the setup.
        ``profiles``: where the seated profiles get the finished game (PX-PROF-2)."""
        mode = Mode(start.settings.get("mode", Mode.ONE_DEVICE.value))
        room = Room.local(start.game, start.seats, start.settings, mode, start.identities)
        if profiles is not None:
            _fill_titles(room, profiles)
        scheduler = QtScheduler()
        runtime = RoomRuntime(room, clock=clock, scheduler=scheduler,
                              records_dir=records_dir or paths.user_data_dir() / RECORDS_FOLDER,
                              content=start.content, seed=start.seed, profiles=profiles)
        runtime.start()
        return cls(runtime, scheduler, clock, parent)

    # -- The in-process transport -------------------------------------------------------------
    def _view_seen(self, seat: int | None) -> Callable[[View], None]:
        def seen(view: View) -> None:
            self._clock_map.seen(view)
            self._views[seat] = view
        return seen

    def lobby_changed(self) -> None:
        """Nothing to show: one device has no lobby."""

    def seat_vacated(self, seat: int, kicked: bool) -> None:
        """Nothing to do: the game's views say who left (the host's lobby screen follows
        the lobby, not this controller)."""

    def game_changed(self) -> None:
        if self.runtime.session is not None and self.outcome() is not None \
                and not self._finished:
            self._finished = True
            self.views_changed.emit()
            self.finished.emit()
            return
        self.views_changed.emit()

    # -- Controller ---------------------------------------------------------------------------
    @property
    def session(self) -> Session:
        session = self.runtime.session
        assert session is not None, "a LocalController's game starts with it"
        return session

    @property
    def saved_path(self) -> Path | None:
        return self.runtime.saved_path

    @property
    def deadline_ms(self) -> int | None:
        """When the runtime's timer will next feed the session (None: no timed phase)."""
        return self.runtime.deadline_ms()

    def now_ms(self) -> int:
        return self._clock_map.now_ms()

    def set_clock(self, clock: Clock) -> None:
        """Run the runtime and this device on another clock from now on (tests drive a
        fake one); the timer is aimed again."""
        self.runtime.clock = clock
        self._clock_map = ClockMap(clock)
        self.runtime.check_deadlines()

    def act(self, seat: int | None, action: dict[str, Any]) -> int:
        action_id = next(self._action_ids)
        try:
            if seat is None or seat not in self.played:
                raise RoomError("room.seat.unknown", seat=seat)
            self.runtime.act(seat, action)
        except (RuleError, RoomError) as err:
            self.refused.emit(action_id, err.code)
        return action_id

    def table_view(self) -> View | None:
        return self._views[None]

    def device_views(self) -> DeviceViews:
        seats = {seat: self._views[seat] for seat in self.played}
        if self.own_screen and self.played:
            return DeviceViews(table=seats[self.played[0]], seats=seats, own_screen=True)
        return DeviceViews(table=self._views[None], seats=seats)

    def outcome(self) -> Outcome | None:
        return self.session.outcome()

    def progress(self) -> dict[int, Applied]:
        return {seat: got for seat, got in self.runtime.progress.items() if seat in self.played}

    def seat_titles(self) -> tuple[str | None, ...]:
        room = self.runtime.room
        return tuple(seat.title if room.show_titles else None for seat in room.seats)

    def close(self) -> None:
        """Stop watching; a pass-and-play controller owns its runtime and stops it too
        (an own-screen one leaves it to the host that runs it)."""
        for unwatch in self._unwatch:
            unwatch()
        self._unwatch = []
        self.runtime.remove_listener(self)
        if not self.own_screen:
            self.runtime.close()


def _fill_titles(room: Room, profiles: ProfileStore) -> None:
    """One device: each seat played with a profile shows that profile's chosen title."""
    for seat in room.seats:
        if seat.identity is not None:
            try:
                seat.title = profiles.get(seat.identity).title
            except ProfileError:
                seat.title = None
