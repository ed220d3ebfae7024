"""Spy Word's lobby rules: 4-12 players, no teams; on several devices the lobby names
the host seat (SW-RND-5: who may end the discussion)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from core.common import Mode
from core.lobby import Choice, LobbyRules
from core.spyword import settings as spy


class SpyWordLobby(LobbyRules):
    GAME = "spyword"
    MADE: ClassVar[frozenset[str]] = frozenset({"mode", "host", "profiles"})
    PROFILES_KEY: ClassVar[str | None] = "profiles"

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return spy.MIN_PLAYERS, spy.MAX_PLAYERS

    def made_settings(self, seats: Sequence[Choice], mode: Mode,
                      host_seat: int | None) -> dict[str, Any]:
        made: dict[str, Any] = {"mode": mode.value}
        if mode is Mode.SEVERAL_DEVICES:
            made["host"] = host_seat if host_seat is not None else 0
        return made

    def seats_from(self, settings: Mapping[str, Any], count: int) -> list[Choice]:
        return [Choice() for _ in range(count)]

    def check_game(self, names: Sequence[str], settings: Mapping[str, Any]) -> None:
        spy.parse_settings(dict(settings), len(names))

    def estimated_minutes(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return spy.ESTIMATED_GAME_MINUTES


RULES = SpyWordLobby()
