"""The shape of a Taboo view (`core.taboo.views` builds it; mypy checks it does).

Views are plain dicts at runtime (they are msgpack'd or JSON'd as they are): these
`TypedDict`s only describe them.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from core.common import OutcomeView


class TabooViewer(TypedDict):
    seat: int
    team: str
    role: str  # "clue_giver" | "guesser" | "watcher" | "player" (core.taboo.views)


class TabooSeat(TypedDict):
    seat: int
    name: str
    team: str
    connected: bool
    left: bool


class TabooTeam(TypedDict):
    score: int
    cards_left: int
    play_ms: int
    turns: int


class TabooTurn(TypedDict):
    """TB-TURN-1: everyone sees which team plays and who gives clues."""

    number: int
    team: str
    clue_giver: int | None
    clue_giver_name: str | None
    passes_used: int
    passes_left: int
    played: int  # cards of this turn played so far
    found: int  # public counts of this turn so far (the turn score), never a word
    buzzed: int


class TabooCardView(TypedDict):
    """The card in play, for the clue-giver and the watchers only (TB-DEV-3)."""

    word: str
    forbidden: list[str]
    returning: NotRequired[bool]  # the clue-giver only (TB-PASS-2)


class TabooResultRow(TypedDict):
    """TB-TURN-7: one card of the turn with its result."""

    index: int
    result: str
    word: str | None  # None: a first-time pass, hidden from guessers and the table


class TabooView(TypedDict):
    """A seat's view (``viewer`` None: the table view), as the builder returns it:
    `core.game.Game.view` then adds ``"actions"``, the action dicts this seat may send."""

    game: str
    mode: str
    viewer: TabooViewer | None
    phase: str
    seats: list[TabooSeat]
    teams: dict[str, TabooTeam]
    turn: TabooTurn | None
    deadline_ms: int | None
    paused: bool
    paused_remaining_ms: int | None
    card: TabooCardView | None
    result: list[TabooResultRow] | None
    outcome: OutcomeView | None
