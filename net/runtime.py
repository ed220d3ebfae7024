"""The room runtime: one per room, in every mode (GUIDE §1, after boardgame.io's master).

A `RoomRuntime` owns everything around a game's `Session`: the lobby (`Room`), the
clock, the ONE timer aimed at the next deadline, `tick`, game over, the saved record,
and which view goes to whom. Transports only carry what it decides:

* one device: `desktop.controller.LocalController` runs a runtime whose seats are all
  local and subscribes to their views in process (`watch_view`): no socket, no listener;
* several devices: `net.host.Host` runs the same runtime and registers as a `listener`;
  on every change it sends each connection its seat's view (or the table view);
* ``palabre host --headless`` is a `Host` with no window.

The runtime owns the lobby: every change of the room (join, leave, team, ready, kick,
start, new game, the standby, the join code...) is one of its methods, which tells every
watcher and listener itself. Nothing else changes the `Room`: transports translate
messages into these calls. Lobby commands name a seat by its id (`net.room.Seat.id`);
the game's calls (`view`, `act`, `watch_view`) by its game seat, 0..n-1
(`game_seat` maps one to the other).

The runtime reads no clock and starts no timer of its own: ``clock`` gives ms (the time
base of every deadline) and ``scheduler`` runs a callback after a delay (asyncio's
``call_later`` in the host, a Qt timer on the desktop). Every view it hands out carries
``now_ms``, the runtime's clock when the view was made, so a device maps deadlines to
its own clock (`ClockMap`).
"""

from __future__ import annotations

import logging
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from core.actions import Disconnect, Leave, Reconnect
from core.errors import RuleError
from core.names import name_keys
from core.progress.avatars import AVATARS
from core.progress.facts import ProgressError, facts_of, facts_to_plain, game_id
from core.session import Session
from net.content import draw_content
from net.room import Room, RoomError
from net.room_key import same_hash
from store import records
from store.packs import PackLibrary
from store.profile_db import ProfilesError
from store.profiles import Applied, ProfileError, ProfileStore

log = logging.getLogger(__name__)

#: Key the runtime adds to every view it hands out: its clock when the view was made, in
#: the same ms as the view's deadlines, so a device counts down from ``deadline - now``.
NOW_KEY = "now_ms"
NOT_STARTED = "room.not_started"
SEAT_VACATED = "room.seat.vacated"
SEAT_LOCAL = "room.seat.local"
NO_PROFILES = "room.profiles.none"
PROFILE_TAKEN = "room.profile.taken"
PROFILES_FAILED = "room.profiles.failed"
#: The refusal a kicked player gets when they try to come back (by name or token).
KICKED = "room.kicked"
#: Results kept per seat for its device (the last games of the room).
KEPT_RESULTS = 16
#: Random range of a game seed (stored in the record).
SEED_RANGE = 2**32
_RECORD_STAMP = "%Y%m%d-%H%M%S-%f"

Clock = Callable[[], int]
View = dict[str, Any]
ViewCallback = Callable[[View], None]
LobbyCallback = Callable[[Any], None]


class Timer(Protocol):
    def cancel(self) -> None: ...


#: ``scheduler(delay_ms, callback)``: call ``callback`` once, ``delay_ms`` from now.
Scheduler = Callable[[int, Callable[[], None]], Timer]


class Listener(Protocol):
    """A transport that serves many devices (the host): told after every change."""

    def lobby_changed(self) -> None: ...

    def game_changed(self) -> None: ...

    def seat_vacated(self, seat: int, kicked: bool) -> None:
        """The seat of id ``seat`` was emptied (leave, release; ``kicked``: the host
        removed it): no seat id changes."""


class RoomRuntime:
    def __init__(self, room: Room, *, clock: Clock, scheduler: Scheduler,
                 records_dir: Path | None = None, library: PackLibrary | None = None,
                 content: Any = None, recent: tuple[str, ...] = (), seed: int | None = None,
                 rng: random.Random | None = None,
                 profiles: ProfileStore | None = None, seat_grace_ms: int | None = None) -> None:
        """``profiles``: where the seats with an identity (a profile on this computer) get
        the finished game's progress (None: nobody's); ``content``: fixed game content
        (else drawn from ``library`` at start, loading the installed packs if none is
        given); ``recent``: pair keys or grid words to
        avoid; ``seed``: the game's seed (else drawn from ``rng``); ``records_dir``: where
        the finished game is saved (None: not saved); ``seat_grace_ms``: how long a
        disconnected player's lobby seat is kept before it is released (None: kept)."""
        self._room = room
        self.clock = clock
        self.records_dir = records_dir
        self.saved_path: Path | None = None
        self.profiles = profiles
        #: What the finished game gave each seat with a profile (the end screen shows it).
        self.progress: dict[int, Applied] = {}
        #: PX-PROF-4: the finished games' results of the seats whose progress is kept on
        #: their own device, by seat token, kept for the room's life (a device
        #: disconnected at the end gets them when it rejoins): (game id, seat, facts).
        self.results: dict[str, list[SeatResult]] = {}
        #: Bumped at every change of the game: the `seq` of the views sent.
        self.seq = 0
        self._scheduler = scheduler
        self._library = library
        self._content = content
        self._recent = recent
        self._seed = seed
        self._rng = rng or random.Random(seed)
        self._timer: Timer | None = None
        self._closed = False
        self._listeners: list[Listener] = []
        self._lobby_watchers: list[LobbyCallback] = []
        self._view_watchers: dict[int | None, list[ViewCallback]] = {}
        self._watched_last: dict[int | None, View] = {}
        self._lobby_last: Any = None
        self._join_code: str | None = None
        self._room_code: str | None = None
        self._web: str | None = None
        #: Called after every change, before anyone is told (the host's crash-safe
        #: journal, `net.journal`): what a device sees is always saved first.
        self.journal: Callable[[], None] | None = None
        #: Where the standby host listens (``ip:port``) and its phone page (phones follow
        #: a hand-over): told to everyone in the lobby (`set_standby`).
        self._standby: tuple[str | None, str | None] = (None, None)
        self._standby_proof: str | None = None
        self._seat_grace_ms = seat_grace_ms
        #: Lobby seats waiting to be released, by token: (release time in ms, its timer).
        self._releases: dict[str, tuple[int, Timer]] = {}
        #: The players the host removed, for the room's life: a kicked player cannot come
        #: back under the same name, nor with their old token (issue 28).
        self._kicked_names: set[str] = set()
        self._kicked_tokens: set[str] = set()
        #: A restored seat kicked before its device rejoined: its token's hash (issue 25).
        self._kicked_hashes: set[str] = set()

    # -- State ----------------------------------------------------------------------------
    @property
    def room(self) -> Room:
        """The room, to read: only the runtime's methods change it."""
        return self._room

    @property
    def session(self) -> Session | None:
        return self.room.session

    @property
    def join_code(self) -> str | None:
        return self._join_code

    @property
    def standby(self) -> str | None:
        """Where the standby host listens (``ip:port``; None: no standby)."""
        return self._standby[0]

    @property
    def standby_web(self) -> str | None:
        """The standby's phone page (None: none)."""
        return self._standby[1]

    def game_seat(self, seat_id: int) -> int:
        """The game seat (0..n-1) of the seat ``seat_id`` (`Room.index_of`)."""
        return self.room.index_of(seat_id)

    def now_ms(self) -> int:
        return self.clock()

    def view(self, seat: int | None) -> View:
        """What ``seat`` may see now (None: the table view), without ``now_ms``."""
        session = self.room.session
        if session is None:
            raise RoomError(NOT_STARTED)
        return session.view(seat)

    def deadline_ms(self) -> int | None:
        """When the timer will next feed the session (None: no timed phase)."""
        session = self.room.session
        if session is None or session.outcome() is not None:
            return None
        return session.game.next_deadline()

    # -- Who is told --------------------------------------------------------------------------
    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def lobby(self) -> Any:
        """The `lobby` message as of now: the room, its join code and, for each seat
        waiting to be released, the ms left (`release_in`)."""
        return self.room.lobby(self.join_code, self.release_in(), self.standby,
                               self.standby_web, self._standby_proof,
                               room_code=self._room_code, web=self._web)

    def release_in(self) -> dict[int, int]:
        """Seat id -> ms left before that disconnected lobby seat is released."""
        if not self._releases:
            return {}
        now = self.clock()
        waiting = {}
        for seat in self.room.seats:
            planned = self._releases.get(seat.token)
            if planned is not None:
                waiting[seat.id] = max(0, planned[0] - now)
        return waiting

    def watch_lobby(self, callback: LobbyCallback) -> Callable[[], None]:
        """Call ``callback(lobby)`` now and after every lobby change; returns an unsubscribe."""
        self._lobby_watchers.append(callback)
        callback(self.lobby())
        return lambda: self._lobby_watchers.remove(callback)

    def watch_view(self, seat: int | None, callback: ViewCallback) -> Callable[[], None]:
        """Call ``callback(view)`` with each new view of ``seat`` (None: the table view),
        at once if the game runs; returns an unsubscribe. The in-process transport."""
        callbacks = self._view_watchers.setdefault(seat, [])
        callbacks.append(callback)
        if self.room.session is not None:
            view = self.room.session.view(seat)
            self._watched_last[seat] = view
            callback({**view, NOW_KEY: self.clock()})
        return lambda: callbacks.remove(callback)

    def _lobby_changed(self) -> None:
        """Tell everyone the lobby changed (after every change of `room`)."""
        lobby = self.lobby()
        if self.journal is not None:
            self.journal()
        for listener in list(self._listeners):
            listener.lobby_changed()
        if lobby != self._lobby_last:
            self._lobby_last = lobby
            for callback in list(self._lobby_watchers):
                callback(lobby)

    def _game_changed(self) -> None:
        self.seq += 1
        session = self.room.session
        over = session is not None and session.outcome() is not None
        if over and self.saved_path is None and session is not None:
            self._save_record(session)  # PX-PROF-5: before anyone is told
            self._apply_progress(session)
            self._keep_results(session)
        if self.journal is not None:
            self.journal()
        self._schedule()
        self._tell_watchers()
        for listener in list(self._listeners):
            listener.game_changed()

    def _tell_watchers(self) -> None:
        session = self.room.session
        if session is None:
            return
        now = self.clock()
        for seat, callbacks in list(self._view_watchers.items()):
            view = session.view(seat)
            if callbacks and view != self._watched_last.get(seat):
                self._watched_last[seat] = view
                for callback in list(callbacks):
                    callback({**view, NOW_KEY: now})

    # -- The game -----------------------------------------------------------------------------
    def start(self, content: Any = None) -> Session:
        """Start the game from the lobby; raises `RoomError` or the core's `SetupError`.
        ``content``: this game's content (else the runtime's fixed content, else drawn
        from the packs)."""
        room = self.room
        if room.started:
            raise RoomError("room.started")
        seed = self._seed if self._seed is not None else self._rng.randrange(SEED_RANGE)
        content = content if content is not None else self._content
        if content is None:
            library = self._library or PackLibrary.load()
            content = draw_content(room.game, room.language, library, self._rng, self._recent)
        session = room.start(seed, content, self.clock(), started_at=wall_clock_now())
        self._cancel_releases()
        for index, info in enumerate(room.seats):
            if not info.connected:
                self.session_event(Disconnect(seat=index))
        self._lobby_changed()
        self._game_changed()
        return session

    def new_game(self) -> list[int]:
        """After a game over: back to the lobby for another game in the same room (the
        seats vacated during the game are removed: their ids returned; every other seat
        keeps its id)."""
        gone = self.room.end_game()
        for seat in self.room.seats:
            self._plan_release(seat.id)
        self.saved_path = None
        self.progress = {}
        self._watched_last.clear()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._lobby_changed()
        return gone

    def act(self, seat: int, action: Any) -> None:
        """Game seat ``seat``'s action (a plain map, as `ActionCodec` reads it); raises
        `RuleError` or `RoomError` when refused, and then nothing changed."""
        session = self.room.session
        if session is None:
            raise RoomError(NOT_STARTED)
        if self.room.seats[seat].vacated:
            raise RoomError(SEAT_VACATED)
        session.act_dict(seat, action, self.clock())
        self._game_changed()

    def session_event(self, action: Disconnect | Reconnect | Leave) -> None:
        """Feed a connection event to a running game (a game over ignores them)."""
        session = self.room.session
        if session is None or session.outcome() is not None:
            return
        try:
            session.act(None, action, self.clock())
        except RuleError as err:
            log.info("runtime: %s refused by the game: %s", action.KIND, err.code)
            return
        self._game_changed()

    def set_connected(self, seat: int, connected: bool, web: bool | None = None) -> None:
        """The device of seat id ``seat`` came (``web``: from the phone page) or went: the
        lobby shows it, a running game is told."""
        was = self.room.seat(seat).connected
        self.room.set_connected(seat, connected, web)
        if was != connected and not self._closed:
            index = self.game_seat(seat)
            self.session_event(Disconnect(seat=index) if not connected
                               else Reconnect(seat=index))
        self._plan_release(seat)
        self._lobby_changed()

    # -- Lobby commands (a seat is its id; each tells everyone; each raises `RoomError`) ----------
    def check_join(self, name: str) -> str:
        """The cleaned name a new player would join under (`Room.check_join`); a player
        the host kicked from this room is refused (`KICKED`)."""
        if not name_keys(name).isdisjoint(self._kicked_names):  # "AIice" for "Alice" too
            raise RoomError(KICKED)
        return self.room.check_join(name)

    def was_kicked(self, token: str | None) -> bool:
        """``token`` was a seat's the host kicked (its rejoin is refused with `KICKED`)."""
        return token is not None and (token in self._kicked_tokens or any(
            same_hash(self.room.token_key, token, kicked) for kicked in self._kicked_hashes))

    def join(self, name: str, *, local: bool = False, profile: bool = False,
             title: str | None = None, identity: str | None = None, web: bool = False,
             avatar: str | None = None) -> int:
        """A new player (`Room.join`); returns its seat id. A kicked player is refused."""
        self.check_join(name)
        seat = self.room.join(name, local, profile=profile, title=title, identity=identity,
                              web=web, avatar=avatar)
        self._lobby_changed()
        return seat

    def leave(self, seat: int) -> None:
        """The player of seat id ``seat`` leaves the room (SW-EDGE-3; a host's own player:
        the host role passes at once, SW-EDGE-5, TB-EDGE-5)."""
        self._vacate(seat, kicked=False)
        self._lobby_changed()

    def kick(self, seat: int) -> None:
        """The host removes a remote player (its connection gets `kicked`)."""
        info = self.room.seat(seat)
        if info.local:
            raise RoomError(SEAT_LOCAL, seat=seat)
        self._kicked_names |= name_keys(info.name)
        self._kicked_tokens.add(info.token)
        if info.token_hash is not None:
            self._kicked_hashes.add(info.token_hash)
        self._vacate(seat, kicked=True)
        self._lobby_changed()

    def step_away(self, seat: int) -> None:
        """The host's own player of seat id ``seat`` closes the hosting window while the
        game runs and the room passes to the standby (PX-NET-5): the seat stays in the
        game, offline, as a remote seat whose player may rejoin it with its token from
        any device (PX-NET-4), or the new host may remove it. This is a disconnection for
        the game (SW-EDGE-6, TB-EDGE-2/3), not a departure (SW-EDGE-3, TB-EDGE-6): the
        rules' departure applies only when the player really leaves (`leave`)."""
        info = self.room.seat(seat)
        if not self.room.started or info.vacated:
            self.leave(seat)  # in a lobby (or an empty seat) there is nothing to keep
            return
        info.local = False
        self.set_connected(seat, False)

    def set_ready(self, seat: int, ready: bool) -> None:
        self.room.set_ready(seat, ready)
        self._lobby_changed()

    def choose_team(self, seat: int, team: str | None, role: str | None = None) -> None:
        """A player's own choice, or the host moving any seat (TB-OPT-3/4)."""
        self.room.choose_team(seat, team, role)
        self._lobby_changed()

    def shuffle_teams(self) -> None:
        self.room.shuffle_teams()
        self._lobby_changed()

    def arrange(self) -> None:
        """Deal what the game needs dealt (teams, spymasters), keeping valid choices."""
        self.room.arrange()
        self._lobby_changed()

    def set_settings(self, settings: dict[str, Any]) -> None:
        self.room.set_settings(settings)
        self._lobby_changed()

    def lock(self, locked: bool = True) -> None:
        self.room.lock(locked)
        self._lobby_changed()

    def set_join_code(self, code: str | None) -> None:
        self._join_code = code
        self._lobby_changed()

    def set_room_code(self, code: str | None) -> None:
        """The four-letter code the room is advertised with (None: not advertised)."""
        self._room_code = code
        self._lobby_changed()

    @property
    def room_code(self) -> str | None:
        return self._room_code

    @property
    def lobby_web(self) -> str | None:
        """The room's phone page as the lobby tells it (None: none)."""
        return self._web

    def set_web(self, url: str | None) -> None:
        """The room's phone page (None: none), in the lobby for every table display."""
        self._web = url
        self._lobby_changed()

    def set_standby(self, address: str | None, web: str | None = None,
                    proof: str | None = None) -> None:
        """Where the standby host listens, its phone page (None: no standby) and the
        commitment to the credential it must show once it hosts (issue 25)."""
        self._standby = (address, web)
        self._standby_proof = None if address is None else proof
        self._lobby_changed()

    def _vacate(self, seat: int, *, kicked: bool) -> None:
        """Empty seat id ``seat`` (kick, leave, release): the game gets `Leave`, the token
        is dropped; every listener is told (`seat_vacated`)."""
        info = self.room.seat(seat)
        planned = self._releases.pop(info.token, None)
        if planned is not None:
            planned[1].cancel()
        if self.room.started:
            self.session_event(Leave(seat=self.game_seat(seat)))  # SW-EDGE-3, TB-EDGE-2..4
        self.room.vacate(seat)
        for listener in list(self._listeners):
            listener.seat_vacated(seat, kicked)

    # -- Lobby seats of players who are gone (issue 13: ghost seats) ----------------------------
    def _plan_release(self, seat: int) -> None:
        """Start or stop the release countdown of a lobby seat: a remote seat whose player
        is disconnected before the start is released `seat_grace_ms` later, unless its
        player rejoins first (PX-NET-4 within the grace period). ``seat``: its id."""
        info = self.room.seat(seat)
        waiting = (self._seat_grace_ms is not None and not self._closed and not info.local
                   and not info.connected and not info.vacated and not self.room.started)
        planned = self._releases.get(info.token)
        if waiting and planned is None and self._seat_grace_ms is not None:
            token, grace = info.token, self._seat_grace_ms
            timer = self._scheduler(grace, lambda: self._release(token))
            self._releases[token] = (self.clock() + grace, timer)
        elif not waiting and planned is not None:
            planned[1].cancel()
            del self._releases[info.token]

    def _release(self, token: str) -> None:
        self._releases.pop(token, None)
        seat = self.room.seat_of_token(token)
        if seat is None or self.room.started or self.room.seat(seat).connected:
            return
        log.info("runtime: lobby seat %d released (its player did not come back)", seat)
        self.leave(seat)

    def _cancel_releases(self) -> None:
        for _, timer in self._releases.values():
            timer.cancel()
        self._releases.clear()

    def check_deadlines(self) -> None:
        """Feed the timeouts due now (the timer calls this; a test that moves a fake clock
        calls it too), then tell everyone."""
        self._timer = None
        session = self.room.session
        if session is None:
            return
        if session.tick(self.clock()):
            self._game_changed()
        else:
            self._schedule()  # woken early: aim again

    def resumed(self, seq: int) -> None:
        """The room was restored from a journal (`net.journal.restore`): go on counting
        changes from ``seq``, aim the timer at the game's next deadline, and in a lobby
        start the release countdown of every remote seat (each waits for its device); a
        finished game's results are made again for the devices that rejoin."""
        self.seq = seq
        for seat in self.room.seats:
            self._plan_release(seat.id)
        session = self.room.session
        if session is not None and session.outcome() is not None and not self.results:
            self._keep_results(session)  # PX-PROF-4: the devices away still get it
        self._schedule()

    def _schedule(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        deadline = self.deadline_ms()
        if deadline is None or self._closed:
            return
        self._timer = self._scheduler(max(0, deadline - self.clock()), self.check_deadlines)

    def close(self) -> None:
        """Stop the timer: nothing more happens on its own."""
        self._closed = True
        self._cancel_releases()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    # -- The record ---------------------------------------------------------------------------
    def _save_record(self, session: Session) -> None:
        """PX-PROF-5: a finished game is written at once, atomically; a failure is logged
        and the game goes on (the record stays in memory)."""
        if self.records_dir is None:
            return
        stamp = datetime.now().strftime(_RECORD_STAMP)
        target = self.records_dir / f"{self.room.game}-{self.room.room_id}-{stamp}.json"
        try:
            self.records_dir.mkdir(parents=True, exist_ok=True)
            records.save(session.record, target)
        except OSError as err:
            log.error("runtime: could not save the game record to %s: %s", target, err)
            return
        self.saved_path = target


    def _apply_progress(self, session: Session) -> None:
        """PX-PROF-2: the one place a finished game reaches profiles, in every mode: the
        seats this computer's profiles play, in one durable transaction. A failure is
        logged and the game goes on (the saved record still holds the game)."""
        record = session.record
        seats = {seat: identity for seat, identity in enumerate(record.identities or ())
                 if isinstance(identity, str)}
        if self.profiles is None or not seats:
            return
        try:
            self.progress = self.profiles.apply_game(record, seats)
        except (ProfilesError, ProfileError, ProgressError, OSError, sqlite3.Error,
                ValueError) as err:  # ValueError: a value of the file that does not parse
            log.error("runtime: could not record the game on the profiles: %s", err)


    def _keep_results(self, session: Session) -> None:
        """PX-PROF-4: each seat whose progress is kept on its own device gets its own
        facts of the finished game (only its own: nothing of another seat's), to send."""
        seats = [(index, seat) for index, seat in enumerate(self.room.seats)
                 if seat.profile and seat.token]
        if not seats:
            return
        try:
            facts = facts_of(session.record)
        except ProgressError as err:
            log.error("runtime: no result for the devices: %s", err.code)
            return
        gid = game_id(session.record)
        for index, seat in seats:
            kept = self.results.setdefault(seat.token, [])
            kept.append(SeatResult(gid, index, facts_to_plain(facts[index])))
            del kept[:-KEPT_RESULTS]

    def results_of(self, seat: int) -> list[SeatResult]:
        """The results kept for seat id ``seat``'s device (empty: none, or not its own
        profile)."""
        info = self.room.seat(seat)
        return list(self.results.get(info.token, ())) if info.profile and info.token else []

    # -- Profiles kept on this computer for players of other devices (browsers) -----------------
    def host_profile(self, seat: int, profile_id: str | None, avatar: str | None) -> None:
        """A remote seat plays with a profile of this computer (PX-PROF-4: a browser player
        picks one, or makes one under its seat's name with ``avatar``; both None: none).
        Lobby only; raises `RoomError` (a ``profile.*`` code from the store too).
        ``seat``: its id."""
        room = self.room
        if room.started:
            raise RoomError("room.started")
        if self.profiles is None:
            raise RoomError(NO_PROFILES)
        info = room.seat(seat)
        if profile_id is None and avatar is None:
            info.identity, info.title, info.avatar = None, None, None
        else:
            if profile_id is not None and any(other.identity == profile_id
                                              for other in room.seats if other is not info):
                raise RoomError(PROFILE_TAKEN)
            try:
                profile = (self.profiles.create(info.name, avatar) if avatar is not None
                           else self.profiles.get(str(profile_id)))
            except ProfileError as err:
                raise RoomError(err.code) from None
            except (ProfilesError, OSError, sqlite3.Error) as err:
                log.error("runtime: the profiles could not be read or written: %s", err)
                raise RoomError(PROFILES_FAILED) from None
            info.identity, info.title = profile.id, profile.title
            info.avatar = profile.avatar
        info.profile = False  # kept here, not on its device
        self._lobby_changed()


    def profile_list(self) -> dict[str, Any]:
        """What a browser player picks from (`/profiles.json`): this computer's profiles
        (id, name, avatar, title, the seat id playing it or None), the avatars a new one may
        take (none when no profiles are kept here). The page names a title from its own
        texts (texts.json, ``title.<id>``), in its own language."""
        profiles: list[dict[str, Any]] = []
        if self.profiles is not None:
            playing = {seat.identity: seat.id for seat in self.room.seats
                       if seat.identity is not None}
            try:
                listed = self.profiles.profiles()
            except (ProfilesError, OSError, sqlite3.Error) as err:
                log.error("runtime: the profiles could not be read: %s", err)
                listed = []
            profiles = [{"id": p.id, "name": p.name, "avatar": p.avatar,
                         "title": p.title if self.room.show_titles else None,
                         "seat": playing.get(p.id)} for p in listed]
        return {"profiles": profiles, "avatars": list(AVATARS) if self.profiles else []}


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One finished game's result for one seat's device (the `result` message)."""

    game_id: str
    seat: int
    facts: dict[str, Any]


def wall_clock_now() -> str:
    """The wall-clock start a record carries (ISO 8601, UTC, ms)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class ClockMap:
    """Maps a remote runtime's clock to this device's: each view carries the runtime's
    ``now_ms``; a deadline in the runtime's ms is ``local_now + (deadline - remote_now)``."""

    def __init__(self, local: Clock) -> None:
        self._local = local
        self._offset = 0

    def seen(self, view: View) -> None:
        remote = view.get(NOW_KEY)
        if isinstance(remote, int) and not isinstance(remote, bool):
            self._offset = remote - self._local()

    def now_ms(self) -> int:
        """The runtime's clock now, as seen from this device."""
        return self._local() + self._offset
