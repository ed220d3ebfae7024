"""Taboo's own actions (session actions live in `core.actions`).

Found, Pass and Buzz name the card they act on by its place in the turn:
``played`` = how many cards of this turn were already played before it (not a card
id: the deck stays secret). Two Buzz! taps racing over the network then count once
(TB-TURN-5): the second one names a card that is no longer current and is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.actions import Action


@dataclass(frozen=True, slots=True)
class Go(Action):
    """TB-TURN-1: the clue-giver starts the turn (the 3-2-1 countdown follows)."""

    KIND: ClassVar[str] = "go"


@dataclass(frozen=True, slots=True)
class Found(Action):
    """TB-TURN-4: the team said the word."""

    KIND: ClassVar[str] = "found"
    played: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """TB-TURN-4, TB-PASS-1..3: skip the card (at most 3 per turn)."""

    KIND: ClassVar[str] = "pass"
    played: int


@dataclass(frozen=True, slots=True)
class Buzz(Action):
    """TB-TURN-5: the other team heard a forbidden word."""

    KIND: ClassVar[str] = "buzz"
    played: int


@dataclass(frozen=True, slots=True)
class Correct(Action):
    """TB-TURN-7, TB-CL-1: cycle one card's result on the Turn result screen.

    ``index`` is the card's place in the turn result list.
    """

    KIND: ClassVar[str] = "correct"
    index: int


@dataclass(frozen=True, slots=True)
class Confirm(Action):
    """TB-TURN-7, TB-EDGE-4: accept the turn result and go on."""

    KIND: ClassVar[str] = "confirm"


@dataclass(frozen=True, slots=True)
class Pause(Action):
    """TB-DEV-2 (one device): the app went to the background."""

    KIND: ClassVar[str] = "pause"


@dataclass(frozen=True, slots=True)
class Resume(Action):
    KIND: ClassVar[str] = "resume"


TABOO_ACTIONS: tuple[type[Action], ...] = (
    Go, Found, Pass, Buzz, Correct, Confirm, Pause, Resume,
)
