"""Lobby rules: who may sit down, in which team and role, and the settings a lobby makes.

Every mode gathers players the same way, so these rules live once, here and in each
game's ``lobby`` module (registered beside its game class in `core.registry`): the
desktop's setup screen, the room a host runs and the headless host all ask them.

A lobby seat is a `Choice` (team, role). `LobbyRules` turns the seats and the host's
options into the settings dict the game's ``setup`` reads, deals what must be dealt
(`arrange`: balanced teams, one spymaster per team...), and checks a table by running
the game's own settings parser, so a lobby refuses exactly what the game would.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from core.common import Mode
from core.errors import SetupError
from core.names import (
    MAX_MARKS_PER_LETTER,
    MAX_NAME_CHARS,
    clean_name,
    most_marks_on_a_letter,
    name_key,
    names_clash,
)

#: The one role a lobby seat may take besides none (Codenames).
SPYMASTER = "spymaster"
__all__ = ["MAX_NAME_CHARS", "NAME_EMPTY", "NAME_MARKS", "NAME_TAKEN", "SPYMASTER", "Choice",
           "LobbyRules", "check_names", "check_new_name", "clean_name", "name_key", "names_clash"]

# -- The one name rule (every mode): `core.names` ------------------------------------------
NAME_EMPTY = "join.bad_name"
NAME_TAKEN = "join.name_taken"
#: A letter carries more combining marks than writing needs (`MAX_MARKS_PER_LETTER`).
NAME_MARKS = "join.name_marks"
PLAYER_COUNT = "lobby.player_count"


def check_new_name(name: str, taken: Sequence[str]) -> str:
    """The cleaned ``name`` (`clean_name`), or a `SetupError`: ``join.bad_name`` when it
    has no visible letter or digit, ``join.name_taken`` when it reads like a name in
    ``taken`` (`names_clash`: case, accents and confusable letters folded, the skeleton
    taken before and after case folding); ``join.name_marks`` when a letter carries more
    than `MAX_MARKS_PER_LETTER` combining marks."""
    clean = clean_name(name)
    if not name_key(clean):
        raise SetupError(NAME_EMPTY)
    if most_marks_on_a_letter(clean) > MAX_MARKS_PER_LETTER:
        raise SetupError(NAME_MARKS, name=clean)
    if any(names_clash(clean, other) for other in taken):
        raise SetupError(NAME_TAKEN, name=clean)
    return clean


def check_names(names: Sequence[str]) -> None:
    """Every name valid and no two alike (`check_new_name` for each in turn)."""
    for seat, name in enumerate(names):
        try:
            check_new_name(name, names[:seat])
        except SetupError as err:
            raise SetupError(err.code, seat=seat, name=name) from None


# -- Seats and rules --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Choice:
    """A lobby seat's team and role (None: none of either)."""

    team: str | None = None
    role: str | None = None


class LobbyRules(ABC):
    """One game's lobby rules. ``options`` are the host's settings (every key the game
    reads except those in `MADE`)."""

    GAME: ClassVar[str]
    #: Settings keys the lobby builds from its seats; the host may not set them.
    MADE: ClassVar[frozenset[str]]
    #: Teams and roles a seat may pick (None: no particular one).
    TEAMS: ClassVar[tuple[str | None, ...]] = (None,)
    ROLES: ClassVar[tuple[str | None, ...]] = (None,)
    #: The settings key that lists the seats played with a profile, for a game whose
    #: rules use it (Spy Word's host role, SW-EDGE-5); None: the game does not.
    PROFILES_KEY: ClassVar[str | None] = None

    def team_mode(self, options: Mapping[str, Any]) -> str | None:
        """How these options seat the players: None (no teams), "teams" (two teams), or a
        Codenames variant's "one_team" (everyone together) or "rivals" (two spymasters and
        one guesser). The setup screen and the LAN lobby both show it."""
        return "teams" if len([team for team in self.TEAMS if team is not None]) >= 2 \
            else None

    @abstractmethod
    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """(fewest, most) players the game takes with these options."""

    def widest_range(self) -> tuple[int, int]:
        """(fewest, most) players any options allow (what the home screen announces)."""
        return self.player_range({})

    def max_players(self) -> int:
        """The most any options allow: the seats a room offers."""
        return self.widest_range()[1]

    def new_seat(self, seats: Sequence[Choice], options: Mapping[str, Any]) -> Choice:
        """Where a player who just joined sits."""
        return Choice()

    def arrange(self, seats: Sequence[Choice], options: Mapping[str, Any],
                rng: random.Random | None = None, keep_teams: bool = False,
                absent: frozenset[int] = frozenset()) -> list[Choice]:
        """Teams and roles that make a valid game, keeping every choice that is valid;
        what must be dealt is dealt at random with ``rng``, else to the first seats.
        ``keep_teams``: deal roles only, never move a player (a setup screen, where the
        players place themselves and `check` says what is wrong). ``absent``: seats whose
        player is not connected: never dealt a role, and their chosen role is dropped
        (a game must not wait for a spymaster who is gone).
        Here: any team or role the game does not have is dropped."""
        return [Choice(seat.team if seat.team in self.TEAMS else None,
                       seat.role if seat.role in self.ROLES else None) for seat in seats]

    def blocking_absent(self, seats: Sequence[Choice], options: Mapping[str, Any],
                        absent: frozenset[int]) -> list[int]:
        """The ``absent`` seats (no player connected) a game cannot start without, in seat
        order: the game would wait for them. Here: those with a role (a spymaster)."""
        return [index for index in sorted(absent) if seats[index].role is not None]

    def shuffled(self, seats: Sequence[Choice], options: Mapping[str, Any],
                 rng: random.Random) -> list[Choice]:
        """The Shuffle button (TB-OPT-3/4): random, balanced teams, and what must be dealt
        dealt again. Refused ``room.team.none`` in a game without teams."""
        raise SetupError("room.team.none")

    @abstractmethod
    def made_settings(self, seats: Sequence[Choice], mode: Mode,
                      host_seat: int | None) -> dict[str, Any]:
        """The settings the lobby makes from its seats (the keys in `MADE`)."""

    def settings(self, options: Mapping[str, Any], seats: Sequence[Choice], mode: Mode,
                 host_seat: int | None = None) -> dict[str, Any]:
        """The settings dict the game's setup gets."""
        return {**options, **self.made_settings(seats, mode, host_seat)}

    @abstractmethod
    def seats_from(self, settings: Mapping[str, Any], count: int) -> list[Choice]:
        """The seats a settings dict was made from (the inverse of `made_settings`)."""

    def options_from(self, settings: Mapping[str, Any]) -> dict[str, Any]:
        return {key: value for key, value in settings.items() if key not in self.MADE}

    def check(self, names: Sequence[str], settings: Mapping[str, Any]) -> None:
        """Raise the `SetupError` the game would raise at start (names first), then
        ``lobby.player_count`` for a count the game takes but the lobby does not offer."""
        check_names(names)
        self.check_game(names, settings)
        low, high = self.player_range(settings)
        if not low <= len(names) <= high:
            raise SetupError(PLAYER_COUNT, min=low, max=high)

    @abstractmethod
    def check_game(self, names: Sequence[str], settings: Mapping[str, Any]) -> None:
        """The game's own settings parser."""

    @abstractmethod
    def estimated_minutes(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """How long a game lasts, (shortest, longest)."""
