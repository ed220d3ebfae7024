"""What each seat may see (TB-DEV-1..3, TB-TURN-7), built field by field.

Roles during a turn: the clue-giver sees the card, its forbidden words, the pass
count and the returning-card warning; the other team ("watchers") sees the card
to Buzz!; the clue-giver's teammates ("guessers") never see the card, only who
gives clues; the table view (``None``) may be watched by the guessing team, so
it shows no card either. On the Turn result screen a first-time pass comes back
later, so guessers and the table see it as "passed" with no word.
While the game is paused (TB-DEV-2) nobody sees the card: paused time is free.

Every view names its viewer under ``viewer`` (None for the table view; else the seat,
its team and its role in the turn) and lists the players under ``seats``. The shape of
each part is in `core.taboo.view_types`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.common import SeatId
from core.taboo.constants import PASSES_PER_TURN, TEAMS
from core.taboo.scoring import team_score
from core.taboo.state import Phase, Result
from core.taboo.view_types import (
    TabooCardView,
    TabooResultRow,
    TabooSeat,
    TabooTeam,
    TabooTurn,
    TabooView,
)

if TYPE_CHECKING:
    from core.taboo.game import Taboo

CLUE_GIVER = "clue_giver"
GUESSER = "guesser"  # the clue-giver's teammates
WATCHER = "watcher"  # the other team
TABLE = "table"
PLAYER = "player"  # no turn running (game over)


def role_of(game: Taboo, seat: SeatId | None) -> str:
    state = game.state
    if seat is None:
        return TABLE
    if state.phase is Phase.OVER:
        return PLAYER
    if game.settings.teams[seat] != state.turn.team:
        return WATCHER
    return CLUE_GIVER if seat == state.turn.clue_giver else GUESSER


class SharedParts:
    """The parts of one state's views built once for every seat (`Game._shared_parts`):
    what every seat sees alike, and the card and the result rows, which depend on the
    viewer's role only (built once per role)."""

    def __init__(self, game: Taboo) -> None:
        state = game.state
        self.seats = _seats(game)
        self.teams = {team: _team(game, team) for team in TEAMS}
        self.turn = _turn(game) if state.phase is not Phase.OVER else None
        self.outcome = state.outcome.to_dict() if state.outcome is not None else None
        self._game = game
        self._cards: dict[str, TabooCardView | None] = {}
        self._results: dict[str, list[TabooResultRow] | None] = {}

    def card(self, role: str) -> TabooCardView | None:
        if role not in self._cards:
            self._cards[role] = _card(self._game, role)
        return self._cards[role]

    def result(self, role: str) -> list[TabooResultRow] | None:
        if role not in self._results:
            self._results[role] = _result(self._game, role)
        return self._results[role]


def build_view(game: Taboo, seat: SeatId | None,
               shared: SharedParts | None = None) -> TabooView:
    """``shared``: this state's `SharedParts`, when the caller built them already."""
    if shared is None:
        shared = SharedParts(game)
    state = game.state
    role = role_of(game, seat)
    return {
        "game": game.NAME,
        "mode": str(game.mode),
        "viewer": None if seat is None else {
            "seat": seat, "team": game.settings.teams[seat], "role": role},
        "phase": str(state.phase),
        "seats": shared.seats,
        "teams": shared.teams,
        "turn": shared.turn,
        "deadline_ms": game.next_deadline(),
        "paused": state.paused_at is not None,
        "paused_remaining_ms": _paused_remaining(game),
        "card": shared.card(role),
        "result": shared.result(role),
        "outcome": shared.outcome,
    }


def _paused_remaining(game: Taboo) -> int | None:
    """While paused (TB-DEV-2) the clock stands still: what will be left on resume."""
    state = game.state
    if state.paused_at is None or state.deadline_ms is None:
        return None
    return state.deadline_ms - state.paused_at


def _seats(game: Taboo) -> list[TabooSeat]:
    state = game.state
    return [
        {"seat": seat, "name": name, "team": game.settings.teams[seat],
         "connected": state.connected[seat], "left": state.left[seat]}
        for seat, name in enumerate(game.names)
    ]


def _team(game: Taboo, team: str) -> TabooTeam:
    state = game.state
    return {
        "score": team_score(state, team),
        "cards_left": state.cards_left(team),
        "play_ms": state.teams[team].play_ms,
        "turns": state.teams[team].turns,
    }


def _turn(game: Taboo) -> TabooTurn:
    """TB-TURN-1: everyone sees which team plays and who gives clues."""
    turn = game.state.turn
    giver = turn.clue_giver
    results = [played.result for played in turn.played]
    return {
        "number": turn.number,
        "team": turn.team,
        "clue_giver": giver,
        "clue_giver_name": game.names[giver] if giver is not None else None,
        "passes_used": turn.passes,
        "passes_left": PASSES_PER_TURN - turn.passes,
        # Cards of this turn played so far: Found/Pass/Buzz name the current card by it.
        "played": len(turn.played),
        # Public counts of the turn so far (the turn score, TB-PTS-2), never a word.
        "found": results.count(Result.FOUND),
        "buzzed": results.count(Result.BUZZED),
    }


def _card(game: Taboo, role: str) -> TabooCardView | None:
    state = game.state
    if state.phase is not Phase.PLAYING or state.paused_at is not None:
        return None
    if role not in (CLUE_GIVER, WATCHER):
        return None  # TB-DEV-3: never the guessers, never the table
    card_id = state.current_card()
    card = game.cards[card_id]
    shown: TabooCardView = {"word": card.word, "forbidden": list(card.forbidden)}
    if role == CLUE_GIVER:
        shown["returning"] = card_id in state.passed_once  # TB-PASS-2 warning
    return shown


def _result(game: Taboo, role: str) -> list[TabooResultRow] | None:
    """TB-TURN-7: every card of the turn with its result."""
    state = game.state
    if state.phase is not Phase.RESULT:
        return None
    hide_passed = role in (GUESSER, TABLE)
    rows: list[TabooResultRow] = []
    for index, played in enumerate(state.turn.played):
        hidden = hide_passed and played.result is Result.PASSED  # "passed · back in the deck"
        rows.append({
            "index": index,
            "result": str(played.result),
            "word": None if hidden else game.cards[played.card].word,
        })
    return rows
