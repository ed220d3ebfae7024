"""The shape of a Race to ten view (`tests.helpers.plugin_game.game` builds it)."""

from __future__ import annotations

from typing import TypedDict

from core.common import OutcomeView


class RaceSeat(TypedDict):
    name: str
    left: bool
    connected: bool


class RaceViewer(TypedDict):
    seat: int
    name: str


class RaceAdd(TypedDict):
    """Add 1 or 2 to the total."""

    type: str
    amount: int


class RaceView(TypedDict):
    game: str
    mode: str
    viewer: RaceViewer | None
    seats: list[RaceSeat]
    phase: str  # "playing" | "over"
    word: str  # the game's word, for everyone
    total: int
    target: int
    turn: int | None  # the seat to play; None once over
    deadline_ms: int | None
    outcome: OutcomeView | None
    actions: list[RaceAdd]
