"""Taboo settings: a plain dict from the lobby, parsed into allowed values only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.common import Mode
from core.errors import SetupError
from core.taboo.constants import (
    CARDS_PER_TEAM_CHOICES,
    DEFAULT_CARDS_PER_TEAM,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_TEAM_SIZE,
    TEAMS,
)

_KEYS = {"mode", "cards_per_team", "teams"}


@dataclass(frozen=True, slots=True)
class TabooSettings:
    mode: Mode
    cards_per_team: int
    teams: tuple[str, ...]  # one team name per seat

    def members(self, team: str) -> tuple[int, ...]:
        return tuple(seat for seat, name in enumerate(self.teams) if name == team)


def parse_settings(settings: Any, seats: Sequence[str]) -> TabooSettings:
    """Refuse anything but the allowed values, each refusal with its own code."""
    if not isinstance(settings, dict):
        raise SetupError("taboo.settings.not_a_map")
    unknown = set(settings) - _KEYS
    if unknown:
        raise SetupError("taboo.settings.unknown_key", keys=sorted(map(str, unknown)))
    try:
        mode = Mode(settings.get("mode", ""))  # a missing mode is refused like "" is
    except ValueError:
        raise SetupError("taboo.settings.mode", mode=str(settings.get("mode"))) from None
    cards = settings.get("cards_per_team", DEFAULT_CARDS_PER_TEAM)
    if type(cards) is not int or cards not in CARDS_PER_TEAM_CHOICES:
        raise SetupError("taboo.settings.cards_per_team", value=str(cards))
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:  # TB-SET-1
        raise SetupError("taboo.players.count", count=len(seats))
    teams = settings.get("teams")
    if not isinstance(teams, list) or len(teams) != len(seats):
        raise SetupError("taboo.settings.teams")
    if any(team not in TEAMS for team in teams):
        raise SetupError("taboo.settings.team_name")
    for team in TEAMS:
        if teams.count(team) < MIN_TEAM_SIZE:  # TB-SET-1
            raise SetupError("taboo.teams.too_small", team=team)
    return TabooSettings(mode, cards, tuple(teams))
