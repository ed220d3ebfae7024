"""The whole mutable state of one Codenames game, plus its history records.

History entries hold only public facts (a revealed card's colour is public), so views
can copy them as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from core.codenames.colours import Colour
from core.codenames.view_types import CodenamesClue, CodenamesReveal
from core.common import Outcome, SeatId


class Phase(StrEnum):
    CLUE = "clue"  # the active team's spymaster gives a clue
    GUESS = "guess"  # its guessers guess, or end the turn after one guess
    COVER = "cover"  # cooperative variants: the spymaster covers an opponent word
    OVER = "over"


class TurnEnd(StrEnum):
    """Why a team turn ended (event and UI codes)."""

    WRONG_GUESS = "codenames.turn.wrong_guess"  # CN-GUESS-2
    OUT_OF_GUESSES = "codenames.turn.out_of_guesses"  # CN-GUESS-5, CN-CL-3
    ENDED = "codenames.turn.ended"  # CN-CL-3: voluntary
    TIMER = "codenames.turn.timer"  # CN-CL-6


class EndReason(StrEnum):
    """`Outcome.reason` codes."""

    ALL_WORDS = "codenames.end.all_words"  # CN-END-1, CN-CL-1, CN-2P-3
    ASSASSIN = "codenames.end.assassin"  # CN-GUESS-3, CN-CL-4, CN-CL-5
    OPPONENT_WORDS_COVERED = "codenames.end.opponent_words_covered"  # CN-CL-4
    SPYMASTER_LEFT = "codenames.end.spymaster_left"  # a team has no spymaster left
    GUESSERS_LEFT = "codenames.end.guessers_left"  # a team has no guesser left


@dataclass(frozen=True, slots=True)
class Clue:
    turn: int
    team: Colour
    seat: SeatId
    word: str
    number: int

    def to_view(self) -> CodenamesClue:
        return {"turn": self.turn, "team": str(self.team), "seat": self.seat,
                "word": self.word, "number": self.number}


@dataclass(frozen=True, slots=True)
class Reveal:
    """A card revealed by a guess (CN-GUESS-*) or covered by a spymaster (CN-2P-2)."""

    turn: int
    team: Colour
    seat: SeatId
    card: int
    colour: Colour

    def to_view(self, words: tuple[str, ...]) -> CodenamesReveal:
        return {"turn": self.turn, "team": str(self.team), "seat": self.seat,
                "card": self.card, "word": words[self.card], "colour": str(self.colour)}


@dataclass(slots=True)
class State:
    words: tuple[str, ...]
    key: tuple[Colour, ...]
    starting_team: Colour
    active_team: Colour
    deadline_ms: int | None
    revealed: list[bool]
    connected: list[bool]
    left: list[bool]
    phase: Phase = Phase.CLUE
    turn: int = 1
    clue: Clue | None = None
    guesses_made: int = 0
    #: ``None`` while no clue is given or the clue's number is 0 (unlimited, CN-CLUE-3).
    guesses_left: int | None = None
    clue_log: list[Clue] = field(default_factory=list)
    guess_history: list[Reveal] = field(default_factory=list)
    cover_history: list[Reveal] = field(default_factory=list)
    outcome: Outcome | None = None

    def unrevealed(self, colour: Colour) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.key) if c is colour and not self.revealed[i])
