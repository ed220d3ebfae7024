"""Session events: disconnections, reconnections and departures (SW-EDGE-3..6, SW-CL-2).

Runs after `core.game.Game.check_common` accepted the event (a seat of this game, not gone;
connection events on several devices only, and only when they change something).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.game import Event
from core.spyword import settings as cfg
from core.spyword.phases import (
    after_elimination,
    check_winner,
    eliminate,
    end_events,
    finish,
    ghost_is_guessing,
    maybe_close_vote,
    maybe_end_reveal,
    next_round,
    next_speaker,
)
from core.spyword.state import Phase, SpyState, VoteResult

if TYPE_CHECKING:
    from core.spyword.game import SpyWord


def connection(game: SpyWord, seat: int, connected: bool, now: int) -> list[Event]:
    s = game.state
    s.connected[seat] = connected
    events: list[Event] = [{"type": "reconnected" if connected else "disconnected",
                            "seat": seat}]
    if seat == s.host and s.phase is not Phase.OVER:  # SW-EDGE-5: back within 2 minutes?
        s.host_away_deadline_ms = None if connected else now + cfg.HOST_AWAY_MS
    elif connected and _host_waits_for_anyone(s):  # the first one back takes the role
        events.append({"type": "host_passed", "from": s.host, "to": seat})
        s.host = seat
    # SW-EDGE-6: timers do not wait; but nobody waits for a card or vote they can't give.
    if not connected and s.phase is Phase.REVEAL:
        events += maybe_end_reveal(game, now)
    elif not connected and s.phase in (Phase.VOTE, Phase.DUEL_VOTE):
        events += maybe_close_vote(game, now)
    return events


def host_away_too_long(game: SpyWord) -> list[Event]:
    """SW-EDGE-5 (second part): the host was not back within 2 minutes: the role passes to
    the next connected player (with a profile first)."""
    s = game.state
    s.host_away_deadline_ms = None
    was = s.host
    s.host = s.next_host(was, game.settings.profiles, connected_only=True)
    if s.host == was:  # nobody connected to take it: it waits for someone's return
        return []
    return [{"type": "host_passed", "from": was, "to": s.host}]


def _host_waits_for_anyone(s: SpyState) -> bool:
    """The host stayed away past the count with nobody connected to take the role."""
    return (s.phase is not Phase.OVER and not s.connected[s.host] and not s.left[s.host]
            and s.host_away_deadline_ms is None)


def leave(game: SpyWord, seat: int, now: int) -> list[Event]:
    """SW-EDGE-3/4: leaving counts as elimination; a ghost who leaves gets no guess."""
    s = game.state
    was_in_game = s.alive[seat]
    # The eliminated ghost is typing its guess and someone else leaves: that departure
    # decides nothing yet, since a right guess still wins (SW-GHOST-1/3); the winner is
    # checked after the guess (SW-WIN-1), not now.
    guess_pending = ghost_is_guessing(game) and s.private_seat != seat
    s.left[seat] = True
    s.connected[seat] = False
    events: list[Event] = [{"type": "left", "seat": seat}]
    if seat == s.host:  # SW-EDGE-5 (first part): the host role passes at once
        s.host = s.next_host(seat, game.settings.profiles)
        # Nobody connected to take it: the disconnected heir gets the 2-minute count, as a
        # host who lost the connection would (else an unlimited discussion waits forever).
        away = s.host != seat and not s.connected[s.host]
        s.host_away_deadline_ms = now + cfg.HOST_AWAY_MS if away else None
    if was_in_game:
        eliminate(game, seat, "left")
        events.append({"type": "eliminated", "seat": seat, "how": "left"})
    if not guess_pending and check_winner(game):  # a departure that decides a winner wins
        return events + end_events(game)
    if sum(not gone for gone in s.left) < cfg.MIN_PLAYERS:  # SW-EDGE-4
        finish(game, None, [], "spyword.end.too_few_players")
        return events + end_events(game)
    return events + _repair_after_leave(game, seat, was_in_game, now)


def _repair_after_leave(game: SpyWord, seat: int, was_in_game: bool, now: int) -> list[Event]:
    s = game.state
    if s.phase is Phase.REVEAL:
        return maybe_end_reveal(game, now)
    if s.phase is Phase.PRIVATE and s.private_seat == seat:
        return after_elimination(game, now)
    if not was_in_game:
        return []
    if s.phase is Phase.DUEL_CLUES and seat in s.tied:
        return _duel_candidate_left(game, seat, now)
    if s.phase in (Phase.CLUES, Phase.DUEL_CLUES):
        # SW-CL-2: a player who left is skipped at once (later speakers are skipped
        # by `next_speaker`, which passes over players no longer in the game).
        return next_speaker(game, now) if s.current_speaker == seat else []
    if s.phase in (Phase.VOTE, Phase.DUEL_VOTE):
        ballot = s.ballot
        assert ballot is not None
        if s.phase is Phase.DUEL_VOTE and seat in ballot.candidates:
            return _duel_candidate_left(game, seat, now)
        # Votes by or for the departed player no longer count.
        ballot.votes.pop(seat, None)
        ballot.votes = {v: t for v, t in ballot.votes.items() if t != seat}
        if seat in ballot.voters:
            ballot.voters.remove(seat)
        if seat in ballot.candidates:
            ballot.candidates.remove(seat)
        return maybe_close_vote(game, now)
    return []


def _duel_candidate_left(game: SpyWord, seat: int, now: int) -> list[Event]:
    """A tied player left: that departure is this vote's elimination (decided here)."""
    s = game.state
    s.history.append(VoteResult(s.round, "duel", {}, list(s.tied), seat, False,
                                list(s.tied), False))
    s.ballot = None
    s.tied = []
    return next_round(game, now)
