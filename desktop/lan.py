"""LAN play inside the app (PX-MODE-2, PX-USE-2/3): hosting a room from this window.

`HostedRoom` runs a `net.host.Host` behind a `net.lan_room.LanRoom` (listening, join code,
mDNS advert: the same code as ``palabre host --headless``) on the Qt event loop (qasync).
This window takes one of two host roles:

* *host and play*: the host's player is a local seat; the window is that seat's own
  screen, a `LocalController(seats=(seat,))` over the host's runtime;
* *host for the table*: no seat; the window shows the table view (the TV or projector),
  a `LocalController(seats=())` that only follows ``view(None)``.

The room keeps a crash-safe journal (`net.journal`) in the user data folder while it is
open: after a crash, the app offers to reopen it (`HostedRoom(resume=saved)`), on the
same port, so every device rejoins its seat by itself; a room closed on purpose removes
its journal. A journal that cannot be written is told (``journal_failed``: the window's
banner says the room is no longer crash-safe), and a resumed room knows how many of its
last changes its journal could not hold (``lost``). Closing it while a game runs hands
the game over to the room's standby when it has one (issue 14; `Host.hand_over`), and
a window whose standby took over hosts the room from then on
(`HostedRoom(took_over=host)`).

Joining a room is `desktop.net_controller.NetController`. Neither holds a game rule: the
host's runtime decides, screens show views.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from core.packs import Pack
from desktop import content
from desktop.clock import Clock
from desktop.controller import LocalController
from desktop.settings import AppSettings
from net.host import Host
from net.interfaces import ANY_INTERFACE
from net.journal import JOURNAL_SUFFIX, Journal, Saved
from net.lan_room import LanRoom
from net.protocol import Lobby
from store import paths
from store.profiles import Profile, ProfileStore
from store.records import RECORDS_FOLDER

PLAY = "play"
TABLE_ROLE = "table"


class HostedRoom(QObject):
    lobby_changed = Signal(object)  # Lobby
    #: The game started (again): `controller` is this window's part of it.
    game_started = Signal()
    #: The journal could not be written (the first failure in a row): `journal.error`.
    journal_failed = Signal()

    def __init__(self, game: str, *, room_name: str, language: str, role: str,
                 player_name: str | None, options: dict[str, Any], packs: Sequence[Pack],
                 app_settings: AppSettings, interface: str = ANY_INTERFACE, port: int = 0,
                 advertise: bool = True, clock: Clock | None = None,
                 records_dir: Path | None = None, rng: random.Random | None = None,
                 resume: Saved | None = None, took_over: Host | None = None,
                 parent: QObject | None = None,
                 profiles: ProfileStore | None = None, player_profile: Profile | None = None,
                 **host_options: Any) -> None:
        """``resume``: reopen the room a journal saved (game, seats, tokens, the game
        where it was; ``game``, ``room_name``, ``role`` and ``player_name`` are then read
        from it); ``took_over``: the host this window's standby became (serving already).
        ``profiles``: this computer's profiles: the host's player's (``player_profile``)
        and the browser players' get their games there (PX-PROF-4); a classroom
        (`AppSettings.classroom`) shows no title in the lobby."""
        super().__init__(parent)
        self.packs = tuple(packs)
        self.app_settings = app_settings
        self._rng = rng or random.SystemRandom()
        records = records_dir or paths.user_data_dir() / RECORDS_FOLDER
        if clock is not None:
            host_options["clock"] = clock
        host_options.update(profiles=profiles, show_titles=not app_settings.classroom)
        if took_over is not None:
            self.host = took_over
        elif resume is not None:
            self.host = Host.resume(resume, records_dir=records, **host_options)
            port = port or resume.port or 0
        if took_over is not None or resume is not None:
            local = [s.id for s in self.host.room.seats if s.local and not s.vacated]
            self.seat = local[0] if local else None
            role = PLAY if self.seat is not None else TABLE_ROLE
        else:
            self.host = Host(game, room_name=room_name, language=language, settings=options,
                             records_dir=records, **host_options)
            self.seat = None
            if role == PLAY:
                assert player_name, "host and play needs the host's name"
                profile = player_profile if profiles is not None else None
                self.seat = self.host.runtime.join(
                    player_name, local=True,
                    identity=profile.id if profile is not None else None,
                    title=profile.title if profile is not None else None,
                    avatar=profile.avatar if profile is not None else None)
        self.game = self.host.room.game
        self.role = role
        self._clock = self.host.runtime.clock
        self.lan = LanRoom(self.host, interface=interface, port=port, advertise=advertise,
                           web_port_first=resume.web_port if resume is not None else None)
        self.journal = Journal(paths.user_journals_dir() / f"{self.host.room_id}{JOURNAL_SUFFIX}")
        self.journal.on_failure = lambda _journal: self.journal_failed.emit()
        #: Changes the resumed room's devices saw that its journal could not hold.
        self.lost = resume.unsaved if resume is not None else 0
        self.controller: LocalController | None = None
        self.lobby: Lobby | None = None
        self._unwatch = self.host.runtime.watch_lobby(self._on_lobby)

    @classmethod
    def reopen(cls, saved: Saved, *, app_settings: AppSettings, packs: Sequence[Pack] = (),
               **options: Any) -> HostedRoom:
        """The room a journal saved after a crash: its game, seats and role come from it;
        ``packs``: what this computer's next games draw from (Play again)."""
        return cls(str(saved.room.get("game", "")), room_name="", language="", role="",
                   player_name=None, options={}, packs=packs, app_settings=app_settings,
                   resume=saved, **options)

    @classmethod
    def taken_over(cls, host: Host, *, app_settings: AppSettings, web: Any = None,
                   packs: Sequence[Pack] = (), **options: Any) -> HostedRoom:
        """The room this window's standby took over (`net.standby.Standby`), with the
        phone page it serves on the port it announced (``web``), if any; ``packs``: what
        this computer's next games draw from (Play again)."""
        hosted = cls(host.room.game, room_name="", language="", role="", player_name=None,
                     options={}, packs=packs, app_settings=app_settings, took_over=host,
                     **options)
        hosted.lan.web = web
        return hosted

    async def open(self) -> None:
        """Listen and advertise; raises `OSError` when no port can be had. A resumed room
        tries its old port first (devices reconnect there by themselves); a room taken
        over listens already (on the standby's port, where every device is coming)."""
        if self.host.address is not None:
            await self.lan.adopt()
            self.host.keep_journal(self.journal)
            self._on_lobby(self.host.runtime.lobby())
            return
        try:
            await self.lan.open()
        except OSError:
            if self.lan.port == 0:
                raise
            self.lan.port = 0  # taken meanwhile: any port (devices then join again)
            await self.lan.open()
        self.host.keep_journal(self.journal)
        self._on_lobby(self.host.runtime.lobby())

    @property
    def join_code(self) -> str | None:
        return self.lan.join_code

    @property
    def address(self) -> str | None:
        return self.lan.join_address

    @property
    def web_url(self) -> str | None:
        """The phones' page (an IP address: what the lobby's QR code holds)."""
        return self.lan.web_url

    @property
    def named_url(self) -> str | None:
        """The phones' page by this computer's mDNS name (``http://palabre.local:8077/``)."""
        return self.lan.named_url

    def _on_lobby(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.lobby_changed.emit(lobby)

    def absent_seats(self) -> list[tuple[int, str]]:
        """The players of the game in progress who lost the connection (not those who
        left), by seat id: the host may wait for them or remove them (`kick`)."""
        room, session = self.host.room, self.host.runtime.session
        if not room.started or session is None or session.outcome() is not None:
            return []
        return [(seat.id, seat.name) for seat in room.seats
                if not (seat.local or seat.vacated or seat.connected)]

    # -- The host's lobby powers: the runtime's commands (each raises `RoomError`) ---------------
    def move(self, seat: int, team: str | None, role: str | None) -> None:
        """Seat id ``seat`` to ``team`` / ``role``."""
        self.host.runtime.choose_team(seat, team, role)

    def shuffle(self) -> None:
        self.host.runtime.shuffle_teams()

    def kick(self, seat: int) -> None:
        """Remove the player of seat id ``seat``."""
        self.host.runtime.kick(seat)

    def lock(self, locked: bool) -> None:
        self.host.runtime.lock(locked)

    def start(self) -> LocalController:
        """Draw the content from the chosen packs and start; raises `RoomError`, or the
        core's `SetupError` when the lobby does not make a valid game."""
        drawn = content.build_content(self.game, self.packs, self.app_settings, self._rng)
        self.host.runtime.start(drawn)
        content.remember_content(self.game, drawn, self.app_settings)
        return self._follow_game()

    def new_game(self) -> None:
        """After a game over: back to the lobby with the same players."""
        self._drop_controller()
        self.host.runtime.new_game()

    def _follow_game(self) -> LocalController:
        self._drop_controller()
        # The window follows its seat id; the game numbers it by its place (`game_seat`).
        seats = () if self.seat is None else (self.host.runtime.game_seat(self.seat),)
        self.controller = LocalController(self.host.runtime, None, self._clock, self,
                                          seats=seats)
        self.game_started.emit()
        return self.controller

    def _drop_controller(self) -> None:
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
            self.controller = None

    def resume_game(self) -> LocalController | None:
        """A resumed room whose game was running: this window's part of it again."""
        return self._follow_game() if self.host.room.started else None

    def _step_away(self, seat: int, standby: str) -> None:
        """The host's own player closes the window mid-game: the seat stays in the game,
        offline, for its player to rejoin with its token (kept here, aimed at the standby:
        this app joining the room again takes it back) or the new host to remove
        (`RoomRuntime.step_away`; PX-NET-4, PX-NET-5)."""
        room = self.host.room
        info = room.seat(seat)
        self.host.runtime.step_away(seat)
        self.app_settings.remember_seat(room.room_id, name=info.name, token=info.token,
                                        target=standby)

    async def close(self) -> None:
        """Close the room: during a game with a standby, the game is handed over to it
        (every device follows; PX-NET-5; this window's player keeps their seat, offline);
        else every device is told (``room.closed``).
        Then the advert is withdrawn and the journal removed (nothing to resume here)."""
        self._unwatch()
        self._drop_controller()
        session = self.host.session
        standby = self.host.standby_address
        if session is not None and session.outcome() is None and standby is not None:
            if self.seat is not None:
                self._step_away(self.seat, standby)
            await self.host.hand_over()
        await self.lan.close()
        self.host.runtime.journal = None
        self.journal.discard()
