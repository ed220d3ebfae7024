"""Pure lobby helpers for the Taboo settings screen (TB-OPT-1, TB-OPT-3, TB-OPT-4).

The lobby edits a ``teams`` list (one team name per seat) that goes into the
settings dict; `core.taboo.settings.parse_settings` checks it at game start.
"""

from __future__ import annotations

import random

from core.errors import InvalidAction, SetupError
from core.taboo.constants import ESTIMATED_MINUTES, TEAMS


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
