"""The room a host runs: lobby, seats, teams, lock, start (pure: no I/O, no clock).

A `Room` holds what the lobby shows (room id and name, game, language = the host's,
settings, seats with name, team, role, ready and connected, locked, host seat) and each
seat's secret token. `start` builds the game's `Session`, the same one the one-device
app runs, with settings made from the lobby (several devices; Taboo teams, Codenames
roles, Spy Word host seat) and content the caller drew from packs.

A seat has an ``id`` from the room's counter, never reused and never changed for the
room's life: every lobby request, every holder of "my seat" (a window, a client, the
standby, a phone) and the protocol name a seat by it. Before the game starts, a seat that
is vacated (a player leaves or is kicked) is removed from `seats`; the others keep their
ids. A game numbers its players 0..n-1: they are the room's seats in order at the start,
and none is removed while it runs (a vacated seat stays in the game as "left"), so
`index_of` is the one mapping between a seat id and a game seat.

Who may sit where (player counts, teams, roles, the settings a lobby makes, the name
rule) is the game's `core.lobby.LobbyRules`: the room only keeps the seats.

Refusals raise `RoomError` with a stable code (``room.*``, ``join.*``) the host sends
in a `refused` or `error` message and the UI translates.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core import registry
from core.common import Mode
from core.errors import CodedError, SetupError
from core.lobby import SPYMASTER, Choice, LobbyRules, check_new_name
from core.progress.avatars import AVATARS
from core.progress.titles import BY_ID
from core.session import Session
from net.joincode import new_room_id
from net.protocol import Lobby, LobbySeat, new_token, same_token
from net.room_key import new_token_key, same_hash, token_hash

__all__ = ["SPYMASTER", "Room", "RoomError", "Seat"]
SEAT_ABSENT = "room.seat.absent"
#: Version of `Room.to_dict`'s shape (2: seats carry their id, the room its counter; 3:
#: seat tokens only as keyed hashes, issue 25).
ROOM_STATE_FORMAT = 3
#: Older shapes `Room.from_dict` still reads (1: a seat's id is its index).
_READ_FORMATS = (1, 2, ROOM_STATE_FORMAT)  # 1-2: tokens in clear


class RoomError(CodedError):
    """A lobby request the room refuses: ``code`` is stable, ``details`` plain values."""


@dataclass
class Seat:
    name: str
    token: str
    #: The seat's identity for the room's life (`Room.next_seat_id`): never renumbered.
    id: int = 0
    team: str | None = None
    role: str | None = None
    ready: bool = False
    connected: bool = True
    #: Played on the host's own device (never disconnected, no token use).
    local: bool = False
    #: The token's keyed hash (`net.room_key.token_hash`) when the room was restored from a
    #: journal and the seat's device has not rejoined yet: `token` is then a placeholder
    #: that matches no token (issue 25: no token at rest).
    token_hash: str | None = None
    #: Left or kicked after the start: the seat stays in the game, nobody can rejoin it.
    vacated: bool = False
    #: The profile playing this seat on this computer (PX-PROF-1), None for none: it goes
    #: into the record's ``identity`` slot and gets the game's progress at the end.
    identity: str | None = None
    #: The player's progress is kept on their own device (PX-PROF-4): it gets the game's
    #: `result` at the end (a profile of its own, not one of this computer).
    profile: bool = False
    #: The chosen title's id shown under the name (None: none).
    title: str | None = None
    #: The profile's picture (an avatar stem, `core.progress.avatars`) shown beside the
    #: name in lobbies, the TV's too (None: no profile, or its device sent none).
    avatar: str | None = None
    #: Played from the phone page (the web transport): it cannot reach a standby, so it
    #: does not count in a take-over's majority (`net.standby_rule.majority_lost`).
    web: bool = False

    @property
    def has_profile(self) -> bool:
        """Played with a profile, here or on the player's own device (SW-EDGE-5)."""
        return self.profile or self.identity is not None


def known_avatar(avatar: object) -> str | None:
    """``avatar`` if it is one of the pictures a profile may take, else None."""
    return avatar if isinstance(avatar, str) and avatar in AVATARS else None


def known_title(title: str | None) -> str | None:
    """``title`` if it names a title (`core.progress.titles`), else None: a title id
    another device sent that this version does not know is left out, not refused."""
    return title if title is not None and title in BY_ID else None


class Room:
    def __init__(self, game: str, name: str, language: str,
                 settings: dict[str, Any] | None = None, room_id: str | None = None,
                 rng: random.Random | None = None,
                 mode: Mode = Mode.SEVERAL_DEVICES) -> None:
        if not registry.is_game(game):
            raise RoomError("room.unknown_game", game=game)
        self.game = game
        self.rules: LobbyRules = registry.lobby_rules(game)
        self.mode = mode
        #: Bumped each time the room is restored from a saved state (a new host process).
        self.epoch = 0
        #: The key of the seat tokens' hashes in journals (issue 25), for the room's life.
        self.token_key = new_token_key()
        self.name = name
        self.language = language
        self.room_id = room_id or new_room_id()
        self.seats: list[Seat] = []
        #: The id the next seat gets: ids are never reused for the room's life.
        self.next_seat_id = 0
        self.locked = False
        #: The seat id of the host's own player (Spy Word's host), None for none.
        self.host_seat: int | None = None
        self.session: Session | None = None
        self.options: dict[str, Any] = {}
        #: Titles go into the lobby (False: a classroom host hides them from every device).
        self.show_titles = True
        self._rng = rng or random.Random()
        self.set_settings(settings or {})

    # -- State ----------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def max_seats(self) -> int:
        return self.rules.max_players()

    def choices(self) -> list[Choice]:
        return [Choice(seat.team, seat.role) for seat in self.seats]

    # -- Seat id <-> game seat: the one mapping ------------------------------------------------
    def seat(self, seat_id: int) -> Seat:
        """The seat whose id is ``seat_id``; `RoomError` ``room.seat.unknown`` if none."""
        return self.seats[self.index_of(seat_id)]

    def index_of(self, seat_id: int) -> int:
        """The game seat (the index in `seats`, 0..n-1) of the seat ``seat_id``."""
        for index, seat in enumerate(self.seats):
            if seat.id == seat_id:
                return index
        raise RoomError("room.seat.unknown", seat=seat_id)

    def host_index(self) -> int | None:
        """The game seat of the host's own player (None: none)."""
        return None if self.host_seat is None else self.index_of(self.host_seat)

    def settings(self) -> dict[str, Any]:
        """The settings dict the game gets at start (and the lobby shows)."""
        return self.rules.settings(self.options, self.choices(), self.mode, self.host_index())

    def lobby(self, join_code: str | None = None,
              release_in: dict[int, int] | None = None, standby: str | None = None,
              standby_web: str | None = None, standby_proof: str | None = None, *,
              room_code: str | None = None, web: str | None = None) -> Lobby:
        """The `lobby` message everyone receives (no token, nothing secret).
        ``release_in``: seat id -> ms left before that disconnected seat is released;
        ``standby``: where the standby host listens."""
        release_in = release_in or {}
        seats = tuple(LobbySeat(id=s.id, name=s.name, team=s.team, role=s.role, ready=s.ready,
                                connected=s.connected, release_in_ms=release_in.get(s.id),
                                title=s.title if self.show_titles else None,
                                avatar=s.avatar)
                      for s in self.seats)
        return Lobby(room=self.room_id, name=self.name, game=self.game,
                     language=self.language, settings=self.settings(), seats=seats,
                     locked=self.locked, started=self.started, host_seat=self.host_seat,
                     join_code=join_code, room_code=room_code, web=web,
                     standby=standby, standby_web=standby_web,
                     standby_proof=standby_proof,
                     epoch=self.epoch)

    def seat_of_token(self, token: str | None) -> int | None:
        """The id of the seat holding ``token`` (compared in constant time), or None."""
        found = None
        for seat in self.seats:
            if not seat.vacated and (same_token(token, seat.token) or same_hash(
                    self.token_key, token, seat.token_hash)):
                found = seat.id
        return found

    def learn_token(self, seat_id: int, token: str) -> None:
        """A restored seat's device rejoined with ``token`` (it matched the hash): the
        room holds it again (the welcome echoes it, a new journal hashes it anew)."""
        seat = self.seat(seat_id)
        if seat.token_hash is not None and same_hash(self.token_key, token, seat.token_hash):
            seat.token, seat.token_hash = token, None

    # -- Lobby changes --------------------------------------------------------------------
    def set_settings(self, settings: dict[str, Any]) -> None:
        """The host's choices (``cards_per_team``, ``variant``, ``discussion_s``...);
        the core checks the values at start."""
        self._check_lobby()
        if not isinstance(settings, dict):
            raise RoomError("room.settings.not_a_map")
        made = self.rules.MADE & set(settings)
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
        try:
            return check_new_name(name, [seat.name for seat in self.seats])
        except SetupError as err:
            raise RoomError(err.code) from None

    def join(self, name: str, local: bool = False, *, profile: bool = False,
             title: str | None = None, identity: str | None = None, web: bool = False,
             avatar: str | None = None) -> int:
        """Add a player; returns its seat id. Taboo and Codenames: the smaller team
        (TB-OPT-4). ``profile``: its progress is kept on its own device; ``title``: its
        chosen title (an unknown id is left out); ``identity``: a profile of this
        computer; ``web``: played from the phone page; ``avatar``: its profile's picture
        (an unknown one is left out)."""
        clean = self.check_join(name)
        choice = self.rules.new_seat(self.choices(), self.options)
        seat_id = self.next_seat_id
        self.next_seat_id += 1
        self.seats.append(Seat(name=clean, token=new_token(), id=seat_id, team=choice.team,
                               role=choice.role, local=local, identity=identity,
                               profile=profile, title=known_title(title), web=web,
                               avatar=known_avatar(avatar)))
        if local and self.host_seat is None:
            self.host_seat = seat_id
        return seat_id

    def vacate(self, seat_id: int) -> None:
        """The seat's player leaves or is kicked; its token is dropped for good. Before
        the start the seat is removed (the others keep their ids)."""
        index = self.index_of(seat_id)
        if self.host_seat == seat_id:
            self.host_seat = None
        if self.started:
            gone = self.seats[index]
            gone.vacated, gone.connected, gone.ready, gone.token = True, False, False, ""
            return
        del self.seats[index]

    def set_connected(self, seat_id: int, connected: bool, web: bool | None = None) -> None:
        """The seat's device came (``web``: from the phone page, when known) or went."""
        seat = self.seat(seat_id)
        if not seat.vacated:
            seat.connected = connected
            if web is not None:
                seat.web = web

    def set_ready(self, seat_id: int, ready: bool) -> None:
        self._check_lobby()
        self.seat(seat_id).ready = ready

    def choose_team(self, seat_id: int, team: str | None, role: str | None = None) -> None:
        """TB-OPT-4: each player may switch team themself; Codenames: and spymaster."""
        self._check_lobby()
        seat = self.seat(seat_id)
        if team not in self.rules.TEAMS:
            raise RoomError("room.team.unknown", team=team)
        if role not in self.rules.ROLES:
            raise RoomError("room.role.unknown", role=role)
        seat.team, seat.role = team, role

    def shuffle_teams(self) -> None:
        """TB-OPT-4: the host's Shuffle: random, balanced teams (spymasters drawn again)."""
        self._check_lobby()
        try:
            shuffled = self.rules.shuffled(self.choices(), self.options, self._rng)
        except SetupError as err:
            raise RoomError(err.code) from None
        for seat, choice in zip(self.seats, shuffled, strict=True):
            seat.team, seat.role = choice.team, choice.role

    def absent(self) -> frozenset[int]:
        """Game seats (indexes) whose player is not connected now."""
        return frozenset(index for index, seat in enumerate(self.seats) if not seat.connected)

    def arrange(self) -> None:
        """Deal what the game needs dealt (balanced teams, spymasters), keeping every
        valid choice (`LobbyRules.arrange`); no role goes to a disconnected player."""
        self._check_lobby()
        arranged = self.rules.arrange(self.choices(), self.options, absent=self.absent())
        for seat, choice in zip(self.seats, arranged, strict=True):
            seat.team, seat.role = choice.team, choice.role

    def lock(self, locked: bool = True) -> None:
        """A locked room takes no new player or table display; seats may still rejoin."""
        self.locked = locked

    def start(self, seed: int, content: Any, now_ms: int,
              started_at: str | None = None) -> Session:
        """Build the session (raises the core's `SetupError` when the rules refuse, and
        `RoomError` ``room.seat.absent`` while a seat the game needs has no player connected
        (`LobbyRules.blocking_absent`: the game would wait for it)."""
        self._check_lobby()
        blocking = self.rules.blocking_absent(self.choices(), self.options, self.absent())
        if blocking:
            raise RoomError(SEAT_ABSENT, seat=self.seats[blocking[0]].id)
        names = [seat.name for seat in self.seats]
        settings = self.settings()
        key = self.rules.PROFILES_KEY
        if key is not None and any(seat.has_profile for seat in self.seats):  # SW-EDGE-5
            settings[key] = [i for i, seat in enumerate(self.seats) if seat.has_profile]
        self.session = Session.start(self.game, settings, names, seed, content, now_ms,
                                     started_at)
        if any(seat.identity is not None for seat in self.seats):
            self.session.record.identities = [seat.identity for seat in self.seats]
        for seat in self.seats:
            seat.ready = False
        return self.session

    def end_game(self) -> list[int]:
        """Back to the lobby after a game over, for another game with the same players:
        seats vacated during the game are removed (their ids returned); every other seat
        keeps its id, token and team."""
        if self.session is None or self.session.outcome() is None:
            raise RoomError("room.game_running" if self.session else "room.not_started")
        self.session = None
        gone = [seat.id for seat in self.seats if seat.vacated]
        for seat_id in gone:
            self.vacate(seat_id)
        return gone

    # -- One device ---------------------------------------------------------------------------
    @classmethod
    def local(cls, game: str, names: list[str] | tuple[str, ...], settings: dict[str, Any],
              mode: Mode = Mode.ONE_DEVICE,
              identities: Sequence[str | None] = ()) -> Room:
        """A room whose seats are all played on this device, made from a setup's names and
        settings (teams and roles read back from them); ``identities``: each seat's
        profile id (None or missing: no profile)."""
        room = cls(game, "", "", mode=mode)
        room.set_settings(room.rules.options_from(settings))
        for index, name in enumerate(names):
            seat = room.seat(room.join(name, local=True))
            seat.identity = identities[index] if index < len(identities) else None
        for seat, choice in zip(room.seats, room.rules.seats_from(settings, len(names)),
                                strict=True):
            seat.team, seat.role = choice.team, choice.role
        return room

    # -- Saving and restoring (resuming a room later) ------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The room's state as plain values: seats with their tokens' keyed hashes (never a
        token: issue 25), settings, epoch. The token key is not in it (`token_key`)."""
        return {
            "format": ROOM_STATE_FORMAT, "room_id": self.room_id, "game": self.game,
            "name": self.name, "language": self.language, "mode": self.mode.value,
            "epoch": self.epoch, "locked": self.locked, "host_seat": self.host_seat,
            "options": dict(self.options), "next_seat_id": self.next_seat_id,
            "seats": [{"id": s.id, "name": s.name, "token_hash": self._hash_of(s),
                       "team": s.team, "role": s.role,
                       "local": s.local, "vacated": s.vacated, "identity": s.identity,
                       "connected": s.connected, "profile": s.profile, "title": s.title,
                       "avatar": s.avatar,
                       "web": s.web, "ready": s.ready}
                      for s in self.seats],
        }

    def _hash_of(self, seat: Seat) -> str:
        if seat.token_hash is not None:
            return seat.token_hash
        return token_hash(self.token_key, seat.token) if seat.token else ""

    @classmethod
    def from_dict(cls, data: Any, local: frozenset[int] | None = None,
                  identities: dict[int, str] | None = None,
                  token_key: bytes | None = None) -> Room:
        """A room saved by `to_dict`, its epoch bumped; every remote seat waits for its
        device to rejoin with its token. ``local``: the ids of the seats played on the
        new host's computer (a standby taking over: its own seat, and the old host's
        seats become remote), ``identities`` their profiles there (seat id -> profile);
        None keeps the saved ones (the same computer resuming); ``token_key``: the key of
        the seats' token hashes (`to_dict`; without it no saved seat can be rejoined).
        Raises `RoomError`
        ``room.state.bad`` naming the problem."""
        try:
            if not isinstance(data, dict) or data.get("format") not in _READ_FORMATS:
                raise ValueError("unknown format")
            room = cls(str(data["game"]), str(data["name"]), str(data["language"]),
                       dict(data["options"]), str(data["room_id"]), mode=Mode(data["mode"]))
            room.epoch = int(data["epoch"]) + 1
            if token_key is not None:
                room.token_key = token_key
            room.locked = bool(data["locked"])
            host_seat = data["host_seat"]
            room.host_seat = None if host_seat is None else int(host_seat)
            for index, seat in enumerate(data["seats"]):
                seat_id = int(seat.get("id", index))  # format 1: the index
                here = bool(seat["local"]) if local is None else seat_id in local
                # a profile lives on one computer: another computer drops it
                identity = (seat.get("identity") if local is None
                            else (identities or {}).get(seat_id))
                hashed = str(seat["token_hash"]) if "token_hash" in seat else None
                clear = "" if hashed is not None else str(seat["token"])  # format 1-2
                room.seats.append(Seat(
                    name=str(seat["name"]), token=f"#{seat_id}" if hashed else clear,
                    token_hash=hashed or None, id=seat_id,
                    team=seat["team"], role=seat["role"], local=here,
                    vacated=bool(seat["vacated"]), connected=here, identity=identity,
                    profile=bool(seat.get("profile", False)),
                    title=known_title(seat.get("title")),
                    avatar=known_avatar(seat.get("avatar")),
                    web=bool(seat.get("web", False)),
                    ready=seat.get("ready", False) is True))
            ids = [seat.id for seat in room.seats]
            if len(set(ids)) != len(ids) or (room.host_seat is not None
                                             and room.host_seat not in ids):
                raise ValueError("seat ids")
            room.next_seat_id = max(int(data.get("next_seat_id", 0)), max(ids, default=-1) + 1)
        except RoomError as err:
            raise RoomError("room.state.bad", why=err.code) from None
        except (KeyError, TypeError, ValueError) as err:
            raise RoomError("room.state.bad", why=str(err)) from None
        return room

    def _check_lobby(self) -> None:
        if self.started:
            raise RoomError("room.started")
