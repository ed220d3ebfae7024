"""Counting a vote: SW-VOTE-3..9, SW-EDGE-2, SW-CL-1. Pure: no state, no randomness.

A random draw is *requested* (``draw_among``); the game draws with its own RNG.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from core.spyword.state import Ballot


@dataclass(frozen=True, slots=True)
class Tally:
    eliminated: int | None = None
    passed: bool = False
    tied: tuple[int, ...] = ()
    duel: bool = False  # go to a duel among `tied`
    draw_among: tuple[int, ...] = ()  # eliminate one of these at random


def tally(ballot: Ballot, *, tie_rule: str) -> Tally:
    counts = Counter(ballot.votes.values())
    pass_votes = counts.pop(None, 0)  # a vote for Pass has no target
    if not ballot.votes:
        # SW-EDGE-2 (SW-CL-1 beats Pass): nobody voted -> everyone ties at 0 -> draw.
        # SW-VOTE-8: a duel nobody could vote in is a draw among the tied.
        return Tally(tied=tuple(ballot.candidates), draw_among=tuple(ballot.candidates))
    top = max(counts.values(), default=0)
    if ballot.pass_allowed and pass_votes >= top:  # SW-VOTE-4
        return Tally(passed=True)
    leaders = tuple(c for c in ballot.candidates if counts.get(c, 0) == top)
    if len(leaders) == 1:  # SW-VOTE-3, SW-VOTE-5
        return Tally(eliminated=leaders[0])
    if ballot.kind == "duel" or tie_rule == "draw":  # SW-VOTE-8, SW-VOTE-9
        return Tally(tied=leaders, draw_among=leaders)
    return Tally(tied=leaders, duel=True)  # SW-VOTE-7
