"""Race to ten's lobby rules: 2-6 players, no teams, a target of 10 or 15."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from core.common import Mode
from core.lobby import Choice, LobbyRules
from tests.helpers.plugin_game.rules import MAX_PLAYERS, MIN_PLAYERS, parse_settings


class RaceLobby(LobbyRules):
    GAME = "race"
    MADE: ClassVar[frozenset[str]] = frozenset({"mode"})

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return MIN_PLAYERS, MAX_PLAYERS

    def made_settings(self, seats: Sequence[Choice], mode: Mode,
                      host_seat: int | None) -> dict[str, Any]:
        return {"mode": mode.value}

    def seats_from(self, settings: Mapping[str, Any], count: int) -> list[Choice]:
        return [Choice() for _ in range(count)]

    def check_game(self, names: Sequence[str], settings: Mapping[str, Any]) -> None:
        parse_settings(dict(settings), len(names))

    def estimated_minutes(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return 1, 2


RULES = RaceLobby()
