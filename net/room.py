"""The room a host runs: lobby, seats, teams, lock, start (pure: no I/O, no clock).

A `Room` holds what the lobby shows (room id and name, game, language = the host's,
settings, seats with name, team, role, ready and connected, locked, host seat) and each
seat's secret token. `start` builds the game's `Session`, the same one the one-device
app runs, with settings made from the lobby (several devices; Taboo teams, Codenames
roles, Spy Word host seat) and content the caller drew from packs.

Seat numbers are indexes into `seats`. Before the game starts, a seat that is vacated
(a player leaves or is kicked) is removed and later seats move down by one; from the
start on they never change, and a vacated seat stays in the game as "left".

Refusals raise `RoomError` with a stable code (``room.*``, ``join.*``) the host sends
in a `refused` or `error` message and the UI translates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from core.codenames import limits as codenames_limits
from core.codenames.colours import TEAMS as CODENAMES_TEAMS
from core.codenames.settings import Variant
from core.common import Mode
from core.session import Session
from core.spyword import settings as spyword_settings
from core.taboo import constants as taboo_constants
from core.taboo import lobby as taboo_lobby
from core.text import fold
from net.joincode import new_room_id
from net.protocol import Lobby, LobbySeat, new_token, same_token
from net.protocol.limits import MAX_SEATS

GAMES = ("spyword", "taboo", "codenames")
#: Seats a room of each game offers (the largest game the rules allow).
MAX_PLAYERS = {
    "spyword": spyword_settings.MAX_PLAYERS,
    "taboo": taboo_constants.MAX_PLAYERS,
    "codenames": codenames_limits.MAX_PLAYERS,
}
assert max(MAX_PLAYERS.values()) <= MAX_SEATS
#: Lobby roles a seat may pick, per game (None: no particular role).
SPYMASTER = "spymaster"
ROLES: dict[str, tuple[str | None, ...]] = {
    "spyword": (None,),
    "taboo": (None,),
    "codenames": (None, SPYMASTER),
}
#: Teams a seat may pick, per game.
TEAM_CHOICES: dict[str, tuple[str | None, ...]] = {
    "spyword": (None,),
    "taboo": taboo_constants.TEAMS,
    "codenames": (*(str(team) for team in CODENAMES_TEAMS), None),
}
#: Settings the lobby builds itself; the host may set every other key the game reads.
LOBBY_MADE_SETTINGS = {
    "spyword": frozenset({"mode", "host"}),
    "taboo": frozenset({"mode", "teams"}),
    "codenames": frozenset({"mode", "roles"}),
}


class RoomError(Exception):
    """A lobby request the room refuses: ``code`` is stable, ``details`` plain values."""

    def __init__(self, code: str, **details: object) -> None:
        super().__init__(code if not details else f"{code} {details}")
        self.code = code
        self.details = details


@dataclass
class Seat:
    name: str
    token: str
    team: str | None = None
    role: str | None = None
    ready: bool = False
    connected: bool = True
    #: Played on the host's own device (never disconnected, no token use).
    local: bool = False
    #: Left or kicked after the start: the seat stays in the game, nobody can rejoin it.
    vacated: bool = False


class Room:
    def __init__(self, game: str, name: str, language: str,
                 settings: dict[str, Any] | None = None, room_id: str | None = None,
                 rng: random.Random | None = None) -> None:
        if game not in GAMES:
            raise RoomError("room.unknown_game", game=game)
        self.game = game
        self.name = name
        self.language = language
        self.room_id = room_id or new_room_id()
        self.seats: list[Seat] = []
        self.tables = 0
        self.locked = False
        self.host_seat: int | None = None
        self.session: Session | None = None
        self.options: dict[str, Any] = {}
        self._rng = rng or random.Random()
        self.set_settings(settings or {})

    # -- State ----------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def max_seats(self) -> int:
        return MAX_PLAYERS[self.game]

    def settings(self) -> dict[str, Any]:
        """The settings dict the game gets at start (and the lobby shows)."""
        made: dict[str, Any] = {"mode": Mode.SEVERAL_DEVICES.value}
        if self.game == "spyword":
            made["host"] = self.host_seat if self.host_seat is not None else 0
        elif self.game == "taboo":
            made["teams"] = [seat.team for seat in self.seats]
        else:
            made["roles"] = [{"team": seat.team, "spymaster": seat.role == SPYMASTER}
                             for seat in self.seats]
        return {**self.options, **made}

    def lobby(self, join_code: str | None = None) -> Lobby:
        """The `lobby` message everyone receives (no token, nothing secret)."""
        seats = tuple(LobbySeat(name=s.name, team=s.team, role=s.role, ready=s.ready,
                                connected=s.connected) for s in self.seats)
        return Lobby(room=self.room_id, name=self.name, game=self.game,
                     language=self.language, settings=self.settings(), seats=seats,
                     locked=self.locked, started=self.started, host_seat=self.host_seat,
                     join_code=join_code)

    def seat_of_token(self, token: str | None) -> int | None:
        """The seat holding ``token`` (compared in constant time), or None."""
        found = None
        for index, seat in enumerate(self.seats):
            if not seat.vacated and same_token(token, seat.token):
                found = index
        return found

    # -- Lobby changes --------------------------------------------------------------------
    def set_settings(self, settings: dict[str, Any]) -> None:
        """The host's choices (``cards_per_team``, ``variant``, ``discussion_s``...);
        the core checks the values at start."""
        self._check_lobby()
        if not isinstance(settings, dict):
            raise RoomError("room.settings.not_a_map")
        made = LOBBY_MADE_SETTINGS[self.game] & set(settings)
        if made:
            raise RoomError("room.settings.lobby_made", keys=sorted(made))
        self.options = dict(settings)

    def check_join(self, name: str) -> str:
        """The cleaned name a new player would join under, or a `RoomError`."""
        if self.started:
            raise RoomError("room.started")
        if self.locked:
            raise RoomError("room.locked")
        if len(self.seats) >= self.max_seats:
            raise RoomError("room.full")
        clean = " ".join(name.split())
        if not clean:
            raise RoomError("join.bad_name")
        if any(fold(clean) == fold(seat.name) for seat in self.seats):
            raise RoomError("join.name_taken")
        return clean

    def join(self, name: str, local: bool = False) -> int:
        """Add a player; returns the seat. Taboo and Codenames: the smaller team (TB-OPT-4)."""
        clean = self.check_join(name)
        team = None
        if self.game == "taboo":
            team = taboo_lobby.team_for_new_player([s.team or "" for s in self.seats])
        elif self.game == "codenames":
            team = self._codenames_team_for_new_player()
        self.seats.append(Seat(name=clean, token=new_token(), team=team, local=local))
        seat = len(self.seats) - 1
        if local and self.host_seat is None:
            self.host_seat = seat
        return seat

    def _codenames_team_for_new_player(self) -> str:
        if self.options.get("variant", Variant.CLASSIC) != Variant.CLASSIC and self.seats:
            return self.seats[0].team or str(CODENAMES_TEAMS[0])
        return taboo_lobby.team_for_new_player([s.team or "" for s in self.seats])

    def vacate(self, seat: int) -> None:
        """The seat's player leaves or is kicked; its token is dropped for good."""
        self._check_seat(seat)
        if self.started:
            gone = self.seats[seat]
            gone.vacated, gone.connected, gone.ready, gone.token = True, False, False, ""
            if self.host_seat == seat:
                self.host_seat = None
            return
        del self.seats[seat]
        if self.host_seat is not None:
            self.host_seat = (None if self.host_seat == seat
                              else self.host_seat - (self.host_seat > seat))

    def set_connected(self, seat: int, connected: bool) -> None:
        self._check_seat(seat)
        if not self.seats[seat].vacated:
            self.seats[seat].connected = connected

    def set_ready(self, seat: int, ready: bool) -> None:
        self._check_lobby()
        self._check_seat(seat)
        self.seats[seat].ready = ready

    def choose_team(self, seat: int, team: str | None, role: str | None = None) -> None:
        """TB-OPT-4: each player may switch team themself; Codenames: and spymaster."""
        self._check_lobby()
        self._check_seat(seat)
        if team not in TEAM_CHOICES[self.game]:
            raise RoomError("room.team.unknown", team=team)
        if role not in ROLES[self.game]:
            raise RoomError("room.role.unknown", role=role)
        self.seats[seat].team, self.seats[seat].role = team, role

    def shuffle_teams(self) -> None:
        """TB-OPT-4: the host's Shuffle: random, balanced teams (spymasters are kept)."""
        self._check_lobby()
        if TEAM_CHOICES[self.game] == (None,):
            raise RoomError("room.team.none")
        teams = taboo_lobby.shuffle_teams(len(self.seats), self._rng)
        for seat, team in zip(self.seats, teams, strict=True):
            seat.team = team

    def lock(self, locked: bool = True) -> None:
        """A locked room takes no new player or table display; seats may still rejoin."""
        self.locked = locked

    def start(self, seed: int, content: Any, now_ms: int) -> Session:
        """Build the session (raises the core's `SetupError` when the rules refuse)."""
        self._check_lobby()
        names = [seat.name for seat in self.seats]
        self.session = Session.start(self.game, self.settings(), names, seed, content, now_ms)
        for seat in self.seats:
            seat.ready = False
        return self.session

    def _check_lobby(self) -> None:
        if self.started:
            raise RoomError("room.started")

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            raise RoomError("room.seat.unknown", seat=seat)
