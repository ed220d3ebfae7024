"""Scores and the winner (TB-PTS-*, TB-WIN-3, TB-WIN-4)."""

from __future__ import annotations

from core.common import Outcome
from core.taboo.constants import TEAMS
from core.taboo.state import Result, TabooState

# Stable outcome reasons for the UI to translate.
REASON_POINTS = "taboo.end.points"  # TB-WIN-3
REASON_PLAY_TIME = "taboo.end.play_time"  # TB-WIN-4
REASON_DRAW = "taboo.end.draw"  # TB-WIN-4: equal points and equal play time
REASON_TEAM_TOO_SMALL = "taboo.end.team_too_small"  # TB-EDGE-6


def team_score(state: TabooState, team: str) -> int:
    """TB-PTS-1/2: found cards minus buzzed cards; passes and discards count 0."""
    found, buzzed = state.teams[team].found, state.teams[team].buzzed
    if state.turn_live(team):
        results = [p.result for p in state.turn.played]
        found += results.count(Result.FOUND)
        buzzed += results.count(Result.BUZZED)
    return found - buzzed


def final_outcome(state: TabooState) -> Outcome:
    """TB-WIN-3: most points; TB-WIN-4: then the shortest play time; then a draw."""
    red, blue = TEAMS
    scores = {team: team_score(state, team) for team in TEAMS}
    if scores[red] != scores[blue]:
        return _win(state, max(TEAMS, key=scores.__getitem__), REASON_POINTS)
    times = {team: state.teams[team].play_ms for team in TEAMS}
    if times[red] != times[blue]:
        return _win(state, min(TEAMS, key=times.__getitem__), REASON_PLAY_TIME)
    return Outcome(None, (), REASON_DRAW)


def no_winner() -> Outcome:
    return Outcome(None, (), REASON_TEAM_TOO_SMALL)


def _win(state: TabooState, team: str, reason: str) -> Outcome:
    winners = tuple(s for s in state.teams[team].seats if not state.left[s])
    return Outcome(team, winners, reason)
