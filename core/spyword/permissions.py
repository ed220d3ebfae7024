"""Who may do what, when: Spy Word's own refusals, checked before any change.

One device (PX-MODE-1): the device goes round. "Got it" is tapped by the seat whose card
is shown; clue hand-over and "Go to vote" by any seat still playing (SW-RND-5); votes one
at a time, by the voter whose turn it is (SW-VOTE-2).
Several devices: each seat acts for itself; clue hand-over by the speaker; "Go to vote"
by the host only; votes all at once, timed (SW-EDGE-1).

The checks every game makes (game over, who acts, seat known and present, timeouts) are
made before these by `core.game.Game.apply`. Each ``check_*`` raises a coded `RuleError`
or returns; `legal_actions` lists the actions that pass them, so the two never disagree.
"""

from __future__ import annotations

from core.actions import Action
from core.errors import InvalidAction, NotAllowed, WrongPhase
from core.spyword.actions import (
    MAX_GUESS_LEN,
    ClueGiven,
    GhostGuess,
    GotIt,
    GoToVote,
    SeenRole,
    Vote,
)
from core.spyword.settings import SpySettings
from core.spyword.state import Phase, Role, SpyState

CLUE_PHASES = (Phase.CLUES, Phase.DUEL_CLUES)
VOTE_PHASES = (Phase.VOTE, Phase.DUEL_VOTE)


def may_see_card(state: SpyState, seat: int) -> bool:
    return not state.seen_card[seat] and not state.left[seat]


def may_hand_over(state: SpyState, settings: SpySettings, seat: int) -> bool:
    """SW-RND-4: the speaker on several devices; one device: anyone still playing."""
    return seat == state.current_speaker if settings.several_devices else state.alive[seat]


def may_end_discussion(state: SpyState, settings: SpySettings, seat: int) -> bool:
    """SW-RND-5: only the host on several devices; one device: anyone still playing."""
    return seat == state.host if settings.several_devices else state.alive[seat]


def voters_now(state: SpyState, settings: SpySettings) -> list[int]:
    """Who may vote at this moment: everyone at once, or the next one on one device."""
    ballot = state.ballot
    if ballot is None:
        return []
    pending = [v for v in ballot.voters if v not in ballot.votes]
    if settings.several_devices:
        return [v for v in pending if state.connected[v]]
    return pending[:1]  # SW-VOTE-2: one at a time, nobody skips


def legal_actions(state: SpyState, settings: SpySettings, seat: int) -> list[Action]:
    phase = state.phase
    if phase is Phase.REVEAL:
        return [GotIt()] if may_see_card(state, seat) else []
    if phase in CLUE_PHASES:
        return [ClueGiven()] if may_hand_over(state, settings, seat) else []
    if phase is Phase.DISCUSSION:
        return [GoToVote()] if may_end_discussion(state, settings, seat) else []
    if phase in VOTE_PHASES:
        ballot = state.ballot
        if ballot is None or seat not in voters_now(state, settings):
            return []
        votes: list[Action] = [Vote(t) for t in ballot.candidates if t != seat]
        return votes + ([Vote(None)] if ballot.pass_allowed else [])
    if phase is Phase.PRIVATE and seat == state.private_seat:
        return [GhostGuess("")] if state.roles[seat] is Role.GHOST else [SeenRole()]
    return []


def require_phase(state: SpyState, *phases: Phase) -> None:
    if state.phase not in phases:
        raise WrongPhase(f"spyword.phase.not_{phases[0].value}", phase=state.phase.value)


def check_got_it(state: SpyState, seat: int) -> None:
    require_phase(state, Phase.REVEAL)
    if state.seen_card[seat]:
        raise InvalidAction("spyword.card.already_seen")


def check_clue_given(state: SpyState, settings: SpySettings, seat: int) -> None:
    require_phase(state, *CLUE_PHASES)
    if not may_hand_over(state, settings, seat):
        raise NotAllowed("spyword.clue.not_your_turn")


def check_go_to_vote(state: SpyState, settings: SpySettings, seat: int) -> None:
    require_phase(state, Phase.DISCUSSION)
    if not may_end_discussion(state, settings, seat):
        raise NotAllowed("spyword.discussion.host_only" if settings.several_devices
                         else "spyword.discussion.spectator")


def check_vote(state: SpyState, settings: SpySettings, seat: int, target: int | None) -> None:
    """SW-VOTE-1/2/6: for another player still in the running, or Pass (``None``)."""
    require_phase(state, *VOTE_PHASES)
    ballot = state.ballot
    assert ballot is not None
    if seat not in ballot.voters:
        raise NotAllowed("spyword.vote.not_a_voter")
    if seat in ballot.votes:
        raise NotAllowed("spyword.vote.already_voted")  # SW-VOTE-2: cannot be changed
    if seat not in voters_now(state, settings):
        raise NotAllowed("spyword.vote.not_your_turn")
    if target is None:
        if not ballot.pass_allowed:
            raise InvalidAction("spyword.vote.pass_not_allowed")  # SW-VOTE-6
    elif target == seat:
        raise InvalidAction("spyword.vote.self")  # SW-VOTE-1
    elif target not in ballot.candidates:
        raise InvalidAction("spyword.vote.bad_target", target=target)


def check_ghost_guess(state: SpyState, seat: int, text: str) -> None:
    require_phase(state, Phase.PRIVATE)
    if seat != state.private_seat or state.roles[seat] is not Role.GHOST:
        raise NotAllowed("spyword.guess.not_the_ghost")
    if not text.strip() or len(text) > MAX_GUESS_LEN:
        raise InvalidAction("spyword.guess.empty_or_long", max=MAX_GUESS_LEN)


def check_seen_role(state: SpyState, seat: int) -> None:
    require_phase(state, Phase.PRIVATE)
    if seat != state.private_seat or state.roles[seat] is Role.GHOST:
        raise NotAllowed("spyword.private.not_yours")
