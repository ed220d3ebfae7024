"""Spy Word actions (typed, frozen). Session actions live in `core.actions`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.actions import Action
from core.text import MAX_TYPED_CHARS


@dataclass(frozen=True, slots=True)
class GotIt(Action):
    """SW-RND-1: the player has seen their card."""

    KIND: ClassVar[str] = "got_it"


@dataclass(frozen=True, slots=True)
class ClueGiven(Action):
    """SW-RND-4: the speaker hands over (clues are spoken, not typed: SW-RND-2)."""

    KIND: ClassVar[str] = "clue_given"


@dataclass(frozen=True, slots=True)
class GoToVote(Action):
    """SW-RND-5: end the discussion early."""

    KIND: ClassVar[str] = "go_to_vote"


@dataclass(frozen=True, slots=True)
class Vote(Action):
    """SW-VOTE-1: a vote for another player still in the game (a seat), or for Pass
    (``target=None``)."""

    KIND: ClassVar[str] = "vote"
    target: int | None


@dataclass(frozen=True, slots=True)
class GhostGuess(Action):
    """SW-GHOST-1: the eliminated ghost's single guess of the citizens' word."""

    KIND: ClassVar[str] = "ghost_guess"
    text: str


@dataclass(frozen=True, slots=True)
class SeenRole(Action):
    """SW-GHOST-5: an eliminated player closes their private screen."""

    KIND: ClassVar[str] = "seen_role"


SPYWORD_ACTIONS = (GotIt, ClueGiven, GoToVote, Vote, GhostGuess, SeenRole)

MAX_GUESS_LEN = MAX_TYPED_CHARS  # SW-GHOST-1: one word, typed
