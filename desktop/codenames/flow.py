"""Reading the views of this device: who may act now, and on what.

No rule is decided here: every answer comes from the ``"actions"`` each seat view lists
(`core.codenames.game.Codenames.view`). One device: every seat's view is there, and the
screen shows whoever has something to do. Several devices: only this device's seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from core.codenames.view_types import CodenamesGameView as View
from core.codenames.view_types import CodenamesView

CLUE, GUESS, END_TURN, COVER = "clue", "guess", "end_turn", "cover"


@dataclass(frozen=True)
class Actor:
    seat: int
    view: View


def kinds(view: View) -> set[str]:
    return {action["type"] for action in view.get("actions", [])}


def actor(seats: Mapping[int, View], kind: str) -> Actor | None:
    """The first seat (in seat order) whose view lists an action of this kind."""
    for seat in sorted(seats):
        if kind in kinds(seats[seat]):
            return Actor(seat, seats[seat])
    return None


def actors(seats: Mapping[int, View], kind: str) -> list[int]:
    return [seat for seat in sorted(seats) if kind in kinds(seats[seat])]


def card_targets(view: View, kind: str) -> set[int]:
    """Cards the view's actions of this kind point at (guess, cover)."""
    return {action["card"] for action in view.get("actions", []) if action["type"] == kind}


def clue_numbers(view: View) -> list[int]:
    """The numbers a clue may carry now (CN-CLUE-1, CN-CLUE-3), as the view lists them."""
    return sorted({a["number"] for a in view.get("actions", []) if a["type"] == CLUE})


def seat_name(view: CodenamesView, seat: int | None) -> str:
    for entry in view.get("seats", []):
        if entry.get("seat") == seat:
            return str(entry.get("name", ""))
    return ""


def spymaster_of(view: CodenamesView, team: str | None) -> int | None:
    for entry in view.get("seats", []):
        if entry.get("spymaster") and entry.get("team") == team:
            seat: int = entry["seat"]
            return seat
    return None
