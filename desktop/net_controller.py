"""`NetController`: the `Controller` of a device whose room runtime runs on another computer.

The same interface as `LocalController` (PX-MODE-4), fed by a `net.client.Client` on the
Qt event loop (qasync: one thread, no polling). A player's device receives only its own
seat's view (PX-NET-6): `device_views()` gives it as an own screen
(``DeviceViews.own_screen``) and `table_view()` is None; a table display receives only
the table view (`table_view()`). Refusals arrive as ``error`` messages tied to the
action's id and are re-emitted as ``refused(action_id, code)``.

Besides the game, it relays what a remote device needs to show around it: the lobby
(``lobby_changed(Lobby)``), the connection (``connection_changed(state, code)`` with the
`ClientState` values: a banner while reconnecting, an end when the host closes the room).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from typing import Any

from PySide6.QtCore import QObject, Signal

from core.common import Outcome
from desktop.clock import Clock, monotonic_ms
from desktop.controller import Controller
from desktop.screens.base import DeviceViews, View
from net.client import Client, ClientError, ClientEvent
from net.client_state import ClientState
from net.protocol import TABLE, GameError, GameResult, GameView, Lobby
from net.runtime import ClockMap
from store.profile_db import ProfilesError
from store.profiles import Applied, Profile, ProfileError, ProfileStore

log = logging.getLogger(__name__)
NOT_YOUR_SEAT = "room.seat.unknown"


class NetController(Controller):
    lobby_changed = Signal(object)  # Lobby
    connection_changed = Signal(str, object)  # ClientState value, close code or None
    #: The first view of a game (joining a game in progress counts too).
    game_started = Signal()
    #: Issue 14: the host has not answered for a minute (False: back, or moved), with
    #: whether a standby is known; the game moved to the standby (its ``ip:port``); this
    #: device's standby became the host (a `net.host.Host`, serving already).
    host_lost = Signal(bool, bool)
    moved = Signal(str)
    took_over = Signal(object)

    def __init__(self, target: Any, *, name: str | None, role: str, room_id: str | None = None,
                 token: str | None = None, clock: Clock = monotonic_ms,
                 parent: QObject | None = None, profiles: ProfileStore | None = None,
                 profile: Profile | None = None, **client_options: Any) -> None:
        """``target``: a join code, ``host:port`` or (host, port); ``token``: rejoin a seat;
        ``profile``: the player's profile in ``profiles`` (this computer's), which records
        each finished game's result the host sends (PX-PROF-4); its title goes to the
        lobby."""
        super().__init__(parent)
        self.profiles = profiles if profile is not None else None
        self.profile_id = profile.id if profile is not None and profiles is not None else None
        own = profile if profile is not None and profiles is not None else None
        self.client = Client(target, name=name, role=role, room_id=room_id, token=token,
                             on_event=self._on_event, profile=own is not None,
                             title=own.title if own is not None else None,
                             avatar=own.avatar if own is not None else None,
                             **client_options)
        self._progress: dict[int, Applied] = {}
        self.is_table = role == TABLE
        self.game_name = ""
        self.seat_names: tuple[str, ...] = ()
        self.lobby: Lobby | None = None
        self._view: View | None = None
        #: The host's change count of the last view received (``view`` messages' ``seq``).
        self.seq = -1
        self._clock_map = ClockMap(clock)
        self._finished = False
        self._closing: asyncio.Future[None] | None = None
        self._tasks: set[asyncio.Future[None]] = set()

    async def connect(self) -> None:  # type: ignore[override]  # not QObject.connect (signals): the client's join
        """Join; raises `ClientError` with a code the join screen explains."""
        await self.client.connect()

    @property
    def seat(self) -> int | None:
        """This device's seat id (the lobby's; it never changes)."""
        return self.client.seat

    @property
    def game_seat(self) -> int | None:
        """This device's seat in the game (its place in the lobby's seats)."""
        return self.client.game_seat

    @property
    def token(self) -> str | None:
        return self.client.token

    @property
    def state(self) -> ClientState:
        return self.client.state

    # -- From the network --------------------------------------------------------------------
    def _on_event(self, event: ClientEvent) -> None:
        if event.kind == "view":
            self._on_view(event.value)
        elif event.kind == "lobby":
            self._on_lobby(event.value)
        elif event.kind == "error":
            error: GameError = event.value
            self.refused.emit(error.id or 0, error.code)
        elif event.kind == "state":
            self.connection_changed.emit(event.value.value, self.client.close_code)
        elif event.kind == "host_lost":
            self.host_lost.emit(bool(event.value), self.client.standby_target is not None)
        elif event.kind == "moved":
            self.moved.emit(str(event.value))
        elif event.kind == "host":
            self.took_over.emit(event.value)
        elif event.kind == "result":
            self._on_result(event.value)

    def _on_result(self, result: GameResult) -> None:
        """PX-PROF-4: the host's result of a finished game, recorded for this device's
        profile in one durable transaction (a game already recorded is left as it is: a
        rejoin sends it again). A bad result or a store failure is logged; nothing is lost
        (the profile keeps what it had)."""
        from core.progress.facts import ProgressError, facts_from_plain

        if self.profiles is None or self.profile_id is None:
            return
        try:
            facts = facts_from_plain(result.facts)
            applied = self.profiles.apply_result(result.game_id, self.profile_id, facts)
        except (ProgressError, ProfileError, ProfilesError, OSError, sqlite3.Error) as err:
            log.error("net controller: the game's result was not recorded: %s", err)
            return
        self._progress = {facts.seat: applied}
        self.progressed.emit()
    def _on_lobby(self, lobby: Lobby) -> None:
        started_again = self.lobby is not None and self.lobby.started and not lobby.started
        self.lobby = lobby
        self.game_name = lobby.game
        self.seat_names = tuple(seat.name for seat in lobby.seats)
        if started_again:  # the host went back to the lobby for another game
            self._view, self._finished, self._progress = None, False, {}
        self.lobby_changed.emit(lobby)

    def _on_view(self, message: GameView) -> None:
        first = self._view is None
        self._view = message.view
        self.seq = message.seq
        self._clock_map.seen(message.view)
        self.game_name = str(message.view.get("game", self.game_name))
        names = tuple(str(seat.get("name", "")) for seat in message.view.get("seats", ()))
        self.seat_names = names or self.seat_names
        if first:
            self.game_started.emit()
        self.views_changed.emit()
        if self.outcome() is not None and not self._finished:
            self._finished = True
            self.finished.emit()

    # -- Controller --------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._view is not None

    def now_ms(self) -> int:
        return self._clock_map.now_ms()

    def act(self, seat: int | None, action: dict[str, Any]) -> int:
        if seat is None or seat != self.client.game_seat:
            self.refused.emit(0, NOT_YOUR_SEAT)
            return 0
        try:
            return self.client.send_action(action)
        except ClientError as err:
            self.refused.emit(0, err.code)
            return 0

    def table_view(self) -> View | None:
        return self._view if self.is_table else None

    def device_views(self) -> DeviceViews:
        assert self._view is not None, "no view before the game starts"
        seat = self.client.game_seat
        if self.is_table or seat is None:
            return DeviceViews(table=self._view)
        return DeviceViews(table=self._view, seats={seat: self._view}, own_screen=True)

    def outcome(self) -> Outcome | None:
        data = None if self._view is None else self._view.get("outcome")
        if not isinstance(data, dict):
            return None
        return Outcome(side=data.get("side"), winners=tuple(data.get("winners") or ()),
                       reason=str(data.get("reason", "")))

    def progress(self) -> dict[int, Applied]:
        return dict(self._progress)

    def seat_titles(self) -> tuple[str | None, ...]:
        lobby = self.lobby
        return () if lobby is None else tuple(seat.title for seat in lobby.seats)

    # -- Lobby requests (a player's own choices) ------------------------------------------------
    def choose_team(self, team: str | None, role: str | None = None) -> None:
        self._spawn(self.client.choose_team(team, role))

    def set_ready(self, ready: bool) -> None:
        self._spawn(self.client.ready(ready))

    def _spawn(self, coroutine: Any) -> None:
        async def run() -> None:
            try:
                await coroutine
            except ClientError as err:
                self.refused.emit(0, err.code)
        task = asyncio.ensure_future(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- Leaving -------------------------------------------------------------------------------
    async def leave(self, give_up_seat: bool = True) -> None:
        """Close the connection. ``give_up_seat``: a plain goodbye (the seat is freed);
        otherwise the seat waits for this device to rejoin with its token."""
        await self.client.close(leave=give_up_seat)

    def close(self) -> None:
        """Leave without waiting (the window is going): the seat is kept for a rejoin."""
        if self._closing is None and self.client.state is not ClientState.CLOSED:
            try:
                self._closing = asyncio.ensure_future(self.client.close(leave=False))
            except RuntimeError:  # no event loop any more (the app is quitting)
                log.info("net controller: closed without a goodbye")
