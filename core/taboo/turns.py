"""Turn and deck logic: the state changes behind each accepted action.

Every function here runs after the action was checked (`core.taboo.checks`),
so none of them refuses anything.
"""

from __future__ import annotations

from core.common import deadline_after
from core.taboo.constants import COUNTDOWN_MS, TURN_MS
from core.taboo.lobby import other_team
from core.taboo.scoring import final_outcome, no_winner
from core.taboo.state import Phase, PlayedCard, Result, TabooState, Turn

# TB-TURN-7: tapping a card cycles Found -> Buzzed -> Passed -> Found. "Passed" means
# Discarded for a card already passed in an earlier turn (TB-CL-1).
_NEXT_RESULT = {
    Result.FOUND: Result.BUZZED,
    Result.BUZZED: Result.PASSED,
    Result.PASSED: Result.FOUND,
    Result.DISCARDED: Result.FOUND,
}


def pick_clue_giver(state: TabooState, team: str) -> int | None:
    """TB-SET-5 rotation; TB-EDGE-1/3: skip members who are not connected (or left)."""
    seats = state.teams[team].seats
    start = state.teams[team].next_giver
    for step in range(len(seats)):
        seat = seats[(start + step) % len(seats)]
        if state.present(seat):
            return seat
    return None


def open_turn(state: TabooState, order: tuple[str, ...], number: int) -> None:
    """Announce a turn (TB-TURN-1) for the first team of ``order`` that can play.

    A team with an empty deck skips (TB-TURN-8); a team with nobody connected lets
    the other team play (TB-EDGE-3). If no team can play at all the game is over
    (TB-WIN-1); if some can but nobody is connected, the turn waits for a reconnect.
    """
    candidates = tuple(team for team in order if state.teams[team].deck)
    if not candidates:
        finish(state)
        return
    team, giver = candidates[0], None
    for candidate in candidates:
        giver = pick_clue_giver(state, candidate)
        if giver is not None:
            team = candidate
            break
    state.turn = Turn(number=number, team=team, clue_giver=giver, order=candidates)
    state.phase = Phase.READY
    state.deadline_ms = None
    state.paused_at = None


def reopen_turn(state: TabooState) -> None:
    """TB-EDGE-1/3: the announced clue-giver is gone before any card: pick again."""
    open_turn(state, state.turn.order, state.turn.number)


def start_countdown(state: TabooState, now_ms: int) -> None:
    state.phase = Phase.COUNTDOWN
    state.deadline_ms = deadline_after(now_ms, COUNTDOWN_MS)


def start_play(state: TabooState, now_ms: int) -> None:
    """TB-TURN-2: after the countdown the 60 s start and the first card shows."""
    state.phase = Phase.PLAYING
    state.turn.started_ms = now_ms
    state.deadline_ms = deadline_after(now_ms, TURN_MS)


def resolve_card(state: TabooState, outcome: Result, now_ms: int) -> None:
    """Found, Buzz or Pass on the current card; the next card shows (TB-TURN-6)."""
    turn = state.turn
    deck = state.teams[turn.team].deck
    card = deck.pop(0)
    passed_before = card in state.passed_once
    if outcome is Result.PASSED:
        turn.passes += 1  # TB-PASS-3: a discarding pass counts too
        outcome = Result.DISCARDED if passed_before else Result.PASSED  # TB-PASS-1/2
    turn.played.append(PlayedCard(card, outcome, passed_before))
    if not deck:  # TB-CL-2: every card left was passed during this turn
        end_turn(state, now_ms)


def end_turn(state: TabooState, now_ms: int) -> None:
    """Time is up (TB-PASS-4), no card is left, or the clue-giver is gone (TB-EDGE-2).

    The current card, if any, simply stays on top of the deck.
    """
    turn = state.turn
    team = state.teams[turn.team]
    team.play_ms += now_ms - (turn.started_ms or now_ms) - turn.paused_ms  # TB-CL-3
    team.turns += 1
    state.phase = Phase.RESULT
    state.deadline_ms = None


def correct(state: TabooState, index: int) -> None:
    """TB-TURN-7 / TB-CL-1 (the pass limit does not apply)."""
    played = state.turn.played[index]
    result = _NEXT_RESULT[played.result]
    if result is Result.PASSED and played.passed_before:
        result = Result.DISCARDED
    played.result = result


def confirm(state: TabooState) -> None:
    """Commit the turn result and announce the other team's turn (TB-TURN-8)."""
    turn = state.turn
    team = state.teams[turn.team]
    for played in turn.played:
        if played.result is Result.FOUND:
            team.found += 1
        elif played.result is Result.BUZZED:
            team.buzzed += 1
        elif played.result is Result.DISCARDED:
            team.discarded += 1
    for card in turn.pending_passes():  # TB-PASS-1: under the deck, back in a later turn
        team.deck.append(card)
        state.passed_once.add(card)
    if turn.clue_giver is not None:
        team.next_giver = (team.seats.index(turn.clue_giver) + 1) % len(team.seats)
    open_turn(state, (other_team(turn.team), turn.team), turn.number + 1)


def pause(state: TabooState, now_ms: int) -> None:
    """TB-DEV-2: the deadline stays stored but is not due while paused."""
    state.paused_at = now_ms


def resume(state: TabooState, now_ms: int) -> None:
    """TB-DEV-2: the deadline moves by the paused time, which is not play time (TB-CL-3)."""
    paused = now_ms - (state.paused_at if state.paused_at is not None else now_ms)
    state.paused_at = None
    if state.deadline_ms is not None:
        state.deadline_ms += paused
    if state.phase is Phase.PLAYING:
        state.turn.paused_ms += paused


def finish(state: TabooState) -> None:
    """TB-WIN-1: no deck has a playable card."""
    state.phase = Phase.OVER
    state.deadline_ms = None
    state.paused_at = None
    state.outcome = final_outcome(state)


def abandon(state: TabooState) -> None:
    """TB-EDGE-6: a team fell below 2 players: the game ends with no winner."""
    state.phase = Phase.OVER
    state.deadline_ms = None
    state.paused_at = None
    state.outcome = no_winner()
