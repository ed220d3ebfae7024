"""Disconnects, reconnects and departures (TB-EDGE-1..4, TB-EDGE-6).

Runs after `core.taboo.checks` accepted the session action.
"""

from __future__ import annotations

from core.taboo import turns
from core.taboo.constants import MIN_TEAM_SIZE, TEAMS
from core.taboo.state import Phase, TabooState


def disconnect(state: TabooState, seat: int, now_ms: int) -> None:
    state.connected[seat] = False
    _after_absence(state, seat, now_ms)


def leave(state: TabooState, seat: int, now_ms: int) -> None:
    state.left[seat] = True
    for team in TEAMS:
        remaining = [s for s in state.teams[team].seats if not state.left[s]]
        if len(remaining) < MIN_TEAM_SIZE:  # TB-EDGE-6
            turns.abandon(state)
            return
    _after_absence(state, seat, now_ms)


def reconnect(state: TabooState, seat: int) -> None:
    state.connected[seat] = True
    if state.phase is Phase.READY and state.turn.clue_giver is None:
        turns.reopen_turn(state)  # a turn was waiting for someone to give clues


def _after_absence(state: TabooState, seat: int, now_ms: int) -> None:
    if seat != state.turn.clue_giver:
        return  # a pause (TB-DEV-2) goes on: the app is still in the background
    if state.paused_at is not None:
        turns.resume(state, now_ms)  # paused time stays out of play time (TB-CL-3)
    if state.phase in (Phase.READY, Phase.COUNTDOWN):
        turns.reopen_turn(state)  # TB-EDGE-1, TB-EDGE-3: next connected teammate, or the other team
    elif state.phase is Phase.PLAYING:
        turns.end_turn(state, now_ms)  # TB-EDGE-2: played cards count, current card on top
