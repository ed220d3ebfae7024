"""What each seat may see, built field by field from public facts (GUIDE §2).

* Spymaster view: everything public plus the whole key (CN-SET-3).
* Guesser view and table view (``seat=None``): a card's colour only once it is revealed.
* End view: once the game is over, every view carries the whole key.

Every view has the clue log, the guess and cover histories, the current clue, the
guesses left and the turn deadline (ms). The shape of each part is in
`core.codenames.view_types`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from core.codenames.colours import TEAMS
from core.codenames.settings import Settings
from core.codenames.state import Phase, State
from core.codenames.view_types import (
    CodenamesCard,
    CodenamesClue,
    CodenamesReveal,
    CodenamesSeat,
    CodenamesView,
)
from core.common import SeatId


class SharedParts(NamedTuple):
    """The parts of one state's views built once for every seat (`Game._shared_parts`):
    what every view shows alike, and the key, which only the views that may see it get."""

    seats: list[CodenamesSeat]
    cards: list[CodenamesCard]
    key: list[str]
    words_left: dict[str, int]
    clue_log: list[CodenamesClue]
    guess_history: list[CodenamesReveal]
    cover_history: list[CodenamesReveal]


def shared_parts(settings: Settings, seat_names: Sequence[str], state: State) -> SharedParts:
    return SharedParts(
        seats=[_seat_view(settings, seat_names, state, s) for s in range(len(seat_names))],
        cards=[_card_view(state, card) for card in range(len(state.words))],
        key=[str(colour) for colour in state.key],
        words_left={str(team): len(state.unrevealed(team)) for team in TEAMS},
        clue_log=[clue.to_view() for clue in state.clue_log],
        guess_history=[r.to_view(state.words) for r in state.guess_history],
        cover_history=[r.to_view(state.words) for r in state.cover_history],
    )


def build_view(settings: Settings, seat_names: Sequence[str], state: State,
               seat: SeatId | None, shared: SharedParts | None = None) -> CodenamesView:
    """``shared``: this state's `shared_parts`, when the caller built them already."""
    if shared is None:
        shared = shared_parts(settings, seat_names, state)
    role = None if seat is None else settings.roles[seat]
    sees_key = state.phase is Phase.OVER or (role is not None and role.spymaster)
    player_team = settings.player_team()
    return {
        "game": "codenames",
        "variant": str(settings.variant),
        "mode": str(settings.mode),
        "viewer": None if seat is None else {"seat": seat, **settings.roles[seat].to_dict()},
        "seats": shared.seats,
        "player_team": None if player_team is None else str(player_team),
        "starting_team": str(state.starting_team),
        "phase": str(state.phase),
        "turn": state.turn,
        "active_team": None if state.phase is Phase.OVER else str(state.active_team),
        "cards": shared.cards,
        "key": shared.key if sees_key else None,
        "words_left": shared.words_left,
        "clue": None if state.clue is None else state.clue.to_view(),
        "guesses_made": state.guesses_made,
        "guesses_left": state.guesses_left,
        "unlimited_guesses": state.clue is not None and state.guesses_left is None,
        "turn_timer_s": settings.turn_timer_s,
        "deadline_ms": state.deadline_ms,
        "clue_log": shared.clue_log,
        "guess_history": shared.guess_history,
        "cover_history": shared.cover_history,
        "outcome": None if state.outcome is None else state.outcome.to_dict(),
    }


def _card_view(state: State, card: int) -> CodenamesCard:
    revealed = state.revealed[card]
    return {
        "index": card,
        "word": state.words[card],
        "revealed": revealed,
        "colour": str(state.key[card]) if revealed else None,
    }


def _seat_view(settings: Settings, seat_names: Sequence[str], state: State,
               seat: SeatId) -> CodenamesSeat:
    return {
        "seat": seat,
        "name": seat_names[seat],
        **settings.roles[seat].to_dict(),
        "connected": state.connected[seat],
        "left": state.left[seat],
    }
