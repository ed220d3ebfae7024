"""Vocabulary shared by the three games: seats, modes, outcomes, time."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypedDict

#: Seat numbers are indexes into the game's seat list. ``None`` as a *viewer*
#: means the table view (public information only); ``None`` as an *actor*
#: means the session itself (timeouts, connection events).
SeatId = int
TABLE = None
SYSTEM = None


class OutcomeView(TypedDict):
    """`Outcome` as views and records carry it (``"outcome"`` in every game's view)."""

    side: str | None
    winners: list[SeatId]
    reason: str


class ActionsView(TypedDict):
    """What `core.game.Game.view` adds to every game's view: the action maps (`Action.to_dict`)
    this seat may send now, empty for the table view. A game's ``…GameView`` joins it to
    the game's own view type."""

    actions: list[dict[str, Any]]


class Mode(StrEnum):
    """PX-MODE-1 / PX-MODE-2: some rules differ between the two modes."""

    ONE_DEVICE = "one_device"
    SEVERAL_DEVICES = "several_devices"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    ``side`` names the winning side (``"citizens"``, ``"red"``...) or is
    ``None`` for a draw or a game ended with no winner; ``reason`` is a
    stable code explaining why, for the UI to translate.
    """

    side: str | None
    winners: tuple[SeatId, ...]
    reason: str

    def to_dict(self) -> OutcomeView:
        return {"side": self.side, "winners": list(self.winners), "reason": self.reason}


def deadline_after(now_ms: int, duration_ms: int | None) -> int | None:
    """A deadline ``duration_ms`` from now, or none for an untimed phase."""
    return None if duration_ms is None else now_ms + duration_ms
