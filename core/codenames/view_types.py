"""The shape of a Codenames view (`core.codenames.views` builds it; mypy checks it does).

Views are plain dicts at runtime (they are msgpack'd or JSON'd as they are): these
`TypedDict`s only describe them. Colours and teams are `Colour` values as text.
"""

from __future__ import annotations

from typing import TypedDict

from core.common import ActionsView, OutcomeView


class CodenamesRole(TypedDict):
    """`Role.to_dict`: a seat's team (None: plays for whichever team is active) and role."""

    team: str | None
    spymaster: bool


class CodenamesViewer(CodenamesRole):
    seat: int


class CodenamesSeat(CodenamesRole):
    seat: int
    name: str
    connected: bool
    left: bool


class CodenamesCard(TypedDict):
    index: int
    word: str
    revealed: bool
    colour: str | None  # only once revealed (the key is under "key")


class CodenamesClue(TypedDict):
    turn: int
    team: str
    seat: int
    word: str
    number: int


class CodenamesReveal(TypedDict):
    """A card revealed by a guess (CN-GUESS-*) or covered by a spymaster (CN-2P-2)."""

    turn: int
    team: str
    seat: int
    card: int
    word: str
    colour: str


class CodenamesView(TypedDict):
    """A seat's view (``viewer`` None: the table view), as the builder returns it:
    `core.game.Game.view` then adds ``"actions"``, the action dicts this seat may send."""

    game: str
    variant: str
    mode: str
    viewer: CodenamesViewer | None
    seats: list[CodenamesSeat]
    player_team: str | None
    starting_team: str
    phase: str
    turn: int
    active_team: str | None
    cards: list[CodenamesCard]
    key: list[str] | None  # spymasters, and everyone once over (CN-SET-3)
    words_left: dict[str, int]
    clue: CodenamesClue | None
    guesses_made: int
    guesses_left: int | None
    unlimited_guesses: bool
    turn_timer_s: int | None
    deadline_ms: int | None
    clue_log: list[CodenamesClue]
    guess_history: list[CodenamesReveal]
    cover_history: list[CodenamesReveal]
    outcome: OutcomeView | None


class CodenamesGameView(CodenamesView, ActionsView):
    """A view as `core.game.Game.view` returns it, ``actions`` included: what screens get."""
