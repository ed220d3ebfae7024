"""Taboo game state: plain data plus small queries, no rule decisions."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from core.common import Outcome


class Phase(StrEnum):
    READY = "ready"  # TB-TURN-1: who plays and who gives clues; waiting for Go
    COUNTDOWN = "countdown"  # TB-TURN-2: 3-2-1
    PLAYING = "playing"  # TB-TURN-2..6: the 60 s turn
    RESULT = "result"  # TB-TURN-7: the Turn result screen
    OVER = "over"


class Result(StrEnum):
    FOUND = "found"
    BUZZED = "buzzed"
    PASSED = "passed"  # first pass: back to the bottom of the deck (TB-PASS-1)
    DISCARDED = "discarded"  # second pass: out of the game (TB-PASS-2)


@dataclass(slots=True)
class TeamState:
    seats: tuple[int, ...]  # every member at setup, in seat order: the clue-giver rotation
    deck: list[int]  # card ids, top first
    next_giver: int = 0  # index into `seats` of who gives clues next (TB-SET-5)
    found: int = 0  # confirmed results of finished turns
    buzzed: int = 0
    discarded: int = 0
    play_ms: int = 0  # TB-WIN-4, TB-CL-3
    turns: int = 0


@dataclass(slots=True)
class PlayedCard:
    card: int
    result: Result
    passed_before: bool  # passed in an earlier turn: passing it again discards it


@dataclass(slots=True)
class Turn:
    number: int
    team: str
    clue_giver: int | None  # None: nobody who could give clues is connected
    order: tuple[str, ...]  # teams that may take this turn, the due one first (TB-EDGE-3)
    played: list[PlayedCard] = field(default_factory=list)
    passes: int = 0
    started_ms: int | None = None  # first card shown (TB-WIN-4: countdown excluded)
    paused_ms: int = 0  # paused time since the first card (TB-CL-3)

    def pending_passes(self) -> list[int]:
        """First-time passes of this turn: they go under the deck when the turn is confirmed."""
        return [p.card for p in self.played if p.result is Result.PASSED]


@dataclass(slots=True)
class TabooState:
    phase: Phase
    teams: dict[str, TeamState]
    turn: Turn
    connected: list[bool]
    left: list[bool]
    passed_once: set[int] = field(default_factory=set)  # cards that came back after a pass
    deadline_ms: int | None = None
    paused_at: int | None = None  # TB-DEV-2 (one device)
    outcome: Outcome | None = None

    def present(self, seat: int) -> bool:
        return self.connected[seat] and not self.left[seat]

    def current_card(self) -> int:
        """The card on screen while playing: the top of the playing team's deck."""
        return self.teams[self.turn.team].deck[0]

    def turn_live(self, team: str) -> bool:
        """Whether the current turn's results count for ``team`` but are not confirmed yet."""
        return self.turn.team == team and self.phase in (Phase.PLAYING, Phase.RESULT)

    def cards_left(self, team: str) -> int:
        """Cards ``team`` still has to play, this turn's first-time passes included."""
        pending = len(self.turn.pending_passes()) if self.turn_live(team) else 0
        return len(self.teams[team].deck) + pending


def snapshot(state: TabooState) -> tuple[object, ...]:
    """The whole state as nested tuples: comparable, and detached from later changes."""
    turn = state.turn
    return (
        state.phase,
        tuple((name, team.seats, tuple(team.deck), team.next_giver, team.found, team.buzzed,
               team.discarded, team.play_ms, team.turns)
              for name, team in state.teams.items()),
        (turn.number, turn.team, turn.clue_giver, turn.order,
         tuple((p.card, p.result, p.passed_before) for p in turn.played),
         turn.passes, turn.started_ms, turn.paused_ms),
        tuple(state.connected), tuple(state.left), frozenset(state.passed_once),
        state.deadline_ms, state.paused_at, state.outcome,
    )
