"""Codenames actions (the session's Timeout/Disconnect/Reconnect/Leave come from core)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.actions import Action


@dataclass(frozen=True, slots=True)
class GiveClue(Action):
    """CN-CLUE-1: the active team's spymaster gives one word and a number."""

    KIND: ClassVar[str] = "clue"
    word: str
    number: int


@dataclass(frozen=True, slots=True)
class Guess(Action):
    """A guesser of the active team points at a card (index 0..24, reading order)."""

    KIND: ClassVar[str] = "guess"
    card: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """CN-CL-3: the guessers stop after at least one guess."""

    KIND: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Cover(Action):
    """CN-2P-2: after the team's turn, its spymaster covers an opponent word."""

    KIND: ClassVar[str] = "cover"
    card: int
