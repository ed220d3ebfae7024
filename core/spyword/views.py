"""What each seat may see (GUIDE §2: built field by field, never by deleting secrets).

* Table view (``seat=None``): public information only (PX-MODE-3); ``viewer`` is None.
* A player's view: the public part plus ``viewer``: their seat, their own card
  (SW-RND-1), their role only where the rules tell it (ghost always, spy with SW-SET-2,
  own role once eliminated: SW-GHOST-5), their own vote, and their private screen.
* After the game: everything (SW-END-1).

The players are listed under ``seats`` (index = seat number), as in every game's view.
The shape of each part is in `core.spyword.view_types`.
"""

from __future__ import annotations

from core.common import Outcome, OutcomeView
from core.spyword.settings import SpySettings
from core.spyword.state import Phase, Role, SpyState, VoteResult
from core.spyword.view_types import (
    SpyWordBallot,
    SpyWordCard,
    SpyWordEnd,
    SpyWordHistoryEntry,
    SpyWordPrivateScreen,
    SpyWordPublic,
    SpyWordPublicPrivateScreen,
    SpyWordSeat,
    SpyWordView,
    SpyWordViewer,
)


def build_view(state: SpyState, settings: SpySettings, seat: int | None,
               public: SpyWordPublic | None = None) -> SpyWordView:
    """``public`` may be passed in when already built for this state (it is shared)."""
    if public is None:
        public = build_public(state, settings)
    return {**public, "viewer": None if seat is None else _viewer(state, settings, seat)}


def build_public(state: SpyState, settings: SpySettings) -> SpyWordPublic:
    """The part of every view that the whole table may see."""
    over = state.phase is Phase.OVER
    return {
        "game": "spyword",
        "phase": state.phase.value,
        "round": state.round,
        "settings": settings.to_public(),
        "seats": [_seat(state, settings, p, over) for p in range(len(state.seats))],
        "speaking_order": list(state.speaking_order),
        "round_starter": state.round_starter,
        "host": state.host,
        "speakers": list(state.speakers),
        "current_speaker": state.current_speaker,
        "deadline_ms": state.deadline_ms,
        "tied": list(state.tied),
        "ballot": _ballot(state, settings),
        "history": [_history_entry(r, settings, over) for r in state.history],
        "eliminations": [e.copy() for e in state.eliminations],
        "private_screen": _public_private_screen(state, settings),
        # How the game ended, as in every game's view (`core.common.Outcome`); the end
        # screen's details (both words, every role, the guess) are under "end".
        "outcome": _outcome(state) if over else None,
        "end": _end(state) if over else None,
    }


def _outcome(state: SpyState) -> OutcomeView:
    # `finish` sets the reason whenever it ends the game: never None here.
    return Outcome(state.winner_side, tuple(state.winners), state.end_reason or "").to_dict()


def _role_public(state: SpyState, settings: SpySettings, seat: int, over: bool) -> str | None:
    """A player's role as the whole table may know it."""
    if over or (not state.alive[seat] and settings.reveal_eliminated_roles):
        return state.roles[seat].value  # SW-SET-3
    return None


def _seat(state: SpyState, settings: SpySettings, p: int, over: bool) -> SpyWordSeat:
    return {
        "seat": p,
        "name": state.seats[p],
        "in_game": state.alive[p],
        "left": state.left[p],
        "connected": state.connected[p],
        "seen_card": state.seen_card[p],
        "role": _role_public(state, settings, p, over),
    }


def _ballot(state: SpyState, settings: SpySettings) -> SpyWordBallot | None:
    ballot = state.ballot
    if ballot is None:
        return None
    pending = [v for v in ballot.voters if v not in ballot.votes]
    return {
        "kind": ballot.kind,
        "voters": list(ballot.voters),
        "candidates": list(ballot.candidates),
        "pass_allowed": ballot.pass_allowed,
        # Who has voted is public; for whom stays secret until the vote closes (SW-VOTE-2).
        "voted": [v for v in ballot.voters if v in ballot.votes],
        "current_voter": None if settings.several_devices else (pending[0] if pending else None),
    }


def _history_entry(result: VoteResult, settings: SpySettings, over: bool) -> SpyWordHistoryEntry:
    totals: dict[int | None, int] = {}
    for target in result.votes.values():
        totals[target] = totals.get(target, 0) + 1
    pass_first = sorted(totals.items(), key=lambda item: (item[0] is not None, item[0] or 0))
    entry: SpyWordHistoryEntry = {
        "round": result.round,
        "kind": result.kind,
        "candidates": list(result.candidates),
        # SW-VOTE-10: open = who voted for whom; totals only = counts. Target None = Pass.
        "totals": [[target, n] for target, n in pass_first],
        "votes": None,
        "eliminated": result.eliminated,
        "passed": result.passed,
        "tied": list(result.tied),
        "drawn": result.drawn,
    }
    if settings.vote_result == "open":
        entry["votes"] = [[voter, target] for voter, target in sorted(result.votes.items())]
    return entry


def _public_private_screen(state: SpyState,
                           settings: SpySettings) -> SpyWordPublicPrivateScreen | None:
    """Everyone sees *who* is on a private screen; what it is only when roles are revealed."""
    if state.phase is not Phase.PRIVATE:
        return None
    seat = state.private_seat
    assert seat is not None
    ghost_known = settings.reveal_eliminated_roles and state.roles[seat] is Role.GHOST
    return {"seat": seat, "ghost_guessing": True if ghost_known else None}


def _viewer(state: SpyState, settings: SpySettings, seat: int) -> SpyWordViewer:
    role = state.roles[seat]
    card: SpyWordCard | None = None
    if role is Role.CITIZEN:
        card = state.citizen_card.to_dict()
    elif role is Role.SPY:
        card = state.spy_card.to_dict()
    eliminated = not state.alive[seat]
    told_role = None
    if role is Role.GHOST or eliminated or state.phase is Phase.OVER:
        told_role = role.value
    elif role is Role.SPY and settings.spy_knows_role:  # SW-SET-2
        told_role = Role.SPY.value
    ballot = state.ballot
    private: SpyWordPrivateScreen | None = None
    if state.phase is Phase.PRIVATE and state.private_seat == seat:
        private = {"kind": "guess" if role is Role.GHOST else "role", "role": role.value}
    return {
        "seat": seat,
        "name": state.seats[seat],
        "card": card,
        "role": told_role,
        "in_game": state.alive[seat],
        # SW-RND-6: the word can be looked at again during clues and discussion.
        "may_review_word": state.alive[seat] and state.phase in (
            Phase.CLUES, Phase.DUEL_CLUES, Phase.DISCUSSION),
        # Their vote in the open ballot: a seat, None for Pass; "voted" tells them apart
        # from no vote yet.
        "voted": ballot is not None and seat in ballot.votes,
        "vote": None if ballot is None else ballot.votes.get(seat),
        "private_screen": private,
    }


def _end(state: SpyState) -> SpyWordEnd:
    """SW-END-1: winning side, both words, every role, the guess (vote history is above)."""
    return {
        "side": state.winner_side,
        "winners": list(state.winners),
        "reason": state.end_reason,
        "category": state.category,
        "citizen_card": state.citizen_card.to_dict(),
        "spy_card": state.spy_card.to_dict(),
        "roles": [r.value for r in state.roles],
        "ghost_guess": state.ghost_guess,
        "ghost_guess_correct": state.ghost_guess_correct,
    }
