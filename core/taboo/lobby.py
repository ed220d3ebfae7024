"""Taboo's lobby rules (TB-OPT-1, TB-OPT-3, TB-OPT-4): two teams, 4-10 players.

The lobby keeps a team per seat and makes the ``teams`` settings list from it;
`core.taboo.settings.parse_settings` checks it at game start.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from core.common import Mode
from core.errors import InvalidAction, SetupError
from core.lobby import Choice, LobbyRules
from core.taboo import settings as taboo_settings
from core.taboo.constants import (
    ESTIMATED_MINUTES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_TEAM_SIZE,
    TEAMS,
)


def estimated_minutes(cards_per_team: int) -> int:
    """TB-OPT-1: the estimated game length shown next to each cards-per-team choice."""
    try:
        return ESTIMATED_MINUTES[cards_per_team]
    except KeyError:
        raise SetupError("taboo.settings.cards_per_team", value=str(cards_per_team)) from None


def shuffle_teams(n_seats: int, rng: random.Random) -> list[str]:
    """TB-OPT-3/4 Shuffle: random, balanced teams (sizes differ by at most one).

    With an odd count, which team gets the extra player is random too.
    """
    bigger, smaller = TEAMS if rng.random() < 0.5 else TEAMS[::-1]
    teams = [bigger] * (n_seats - n_seats // 2) + [smaller] * (n_seats // 2)
    rng.shuffle(teams)
    return teams


def move_seat(teams: list[str], seat: int) -> list[str]:
    """TB-OPT-3/4: move one player to the other team (a new list; the input is kept)."""
    if not 0 <= seat < len(teams) or teams[seat] not in TEAMS:
        raise InvalidAction("taboo.lobby.unknown_seat", seat=seat)
    moved = list(teams)
    moved[seat] = other_team(teams[seat])
    return moved


def team_for_new_player(teams: list[str]) -> str:
    """TB-OPT-4: a new player joins the smaller team (Red on equal sizes)."""
    red, blue = (teams.count(team) for team in TEAMS)
    return TEAMS[0] if red <= blue else TEAMS[1]


def other_team(team: str) -> str:
    return TEAMS[1] if team == TEAMS[0] else TEAMS[0]


def playable(teams: Sequence[str | None]) -> bool:
    """TB-SET-1: every seat on a team, each team at least `MIN_TEAM_SIZE` players."""
    if any(team not in TEAMS for team in teams):
        return False
    return all(list(teams).count(team) >= MIN_TEAM_SIZE for team in TEAMS)


class TabooLobby(LobbyRules):
    GAME = "taboo"
    MADE: ClassVar[frozenset[str]] = frozenset({"mode", "teams"})
    TEAMS: ClassVar[tuple[str | None, ...]] = TEAMS

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    def new_seat(self, seats: Sequence[Choice], options: Mapping[str, Any]) -> Choice:
        return Choice(team_for_new_player([seat.team or "" for seat in seats]))

    def arrange(self, seats: Sequence[Choice], options: Mapping[str, Any],
                rng: random.Random | None = None, keep_teams: bool = False,
                absent: frozenset[int] = frozenset()) -> list[Choice]:
        """Teams as chosen when they can play (TB-SET-1); else random balanced teams
        (Taboo deals no role, so ``absent`` changes nothing)."""
        if keep_teams or playable([seat.team for seat in seats]):
            return [Choice(seat.team) for seat in seats]
        teams = shuffle_teams(len(seats), rng or random.Random(0))
        return [Choice(team) for team in teams]

    def shuffled(self, seats: Sequence[Choice], options: Mapping[str, Any],
                 rng: random.Random) -> list[Choice]:
        return [Choice(team) for team in shuffle_teams(len(seats), rng)]

    def made_settings(self, seats: Sequence[Choice], mode: Mode,
                      host_seat: int | None) -> dict[str, Any]:
        return {"mode": mode.value, "teams": [seat.team for seat in seats]}

    def seats_from(self, settings: Mapping[str, Any], count: int) -> list[Choice]:
        teams = list(settings.get("teams") or [])
        return [Choice(teams[seat] if seat < len(teams) else None) for seat in range(count)]

    def check_game(self, names: Sequence[str], settings: Mapping[str, Any]) -> None:
        taboo_settings.parse_settings(dict(settings), list(names))

    def estimated_minutes(self, options: Mapping[str, Any]) -> tuple[int, int]:
        cards = options.get("cards_per_team")
        if cards is None:
            return min(ESTIMATED_MINUTES.values()), max(ESTIMATED_MINUTES.values())
        minutes = estimated_minutes(cards)  # TB-OPT-1
        return minutes, minutes


RULES = TabooLobby()
