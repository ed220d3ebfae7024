"""Who may act (CN-SET-1, CN-CLUE-1, CN-2P-2), the same in both modes.

* The active team's spymaster gives the clue and, in the cooperative variants, covers an
  opponent word after the team's turn. A spymaster never guesses or ends a turn.
* Any guesser of the active team may guess or end the turn; no captain is needed. In the
  competitive three-player variant the single guesser plays for whichever team is active.
* One device: the app passes the seat of whoever holds the device, so a guess or an end
  of turn is accepted from any non-spymaster seat of the active team, and the spymaster
  seat may do only what a spymaster may do. Several devices: each seat acts for itself,
  under the same rule.
* Seats that left the game may do nothing; a disconnected seat keeps its role and acts
  again once reconnected. Those checks, common to every game, are `core.game.Game`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from core.codenames.settings import Settings
from core.codenames.state import Phase, State
from core.common import SeatId
from core.errors import NotAllowed, WrongPhase


def check_phase(state: State, phase: Phase) -> None:
    if state.phase is not phase:
        raise WrongPhase(f"codenames.phase.not_{phase}", phase=str(state.phase))


def check_active_spymaster(settings: Settings, state: State, actor: SeatId) -> None:
    role = settings.roles[actor]
    if not role.spymaster:
        raise NotAllowed("codenames.actor.not_spymaster", seat=actor)
    if role.team is not state.active_team:
        raise NotAllowed("codenames.actor.not_your_turn", seat=actor)


def check_active_guesser(settings: Settings, state: State, actor: SeatId) -> None:
    role = settings.roles[actor]
    if role.spymaster:
        raise NotAllowed("codenames.actor.spymaster_cannot_guess", seat=actor)
    if not role.guesses_for(state.active_team):
        raise NotAllowed("codenames.actor.not_your_turn", seat=actor)


def may_give_clue(settings: Settings, state: State, seat: SeatId) -> bool:
    return _allowed(check_active_spymaster, settings, state, seat, Phase.CLUE)


def may_cover(settings: Settings, state: State, seat: SeatId) -> bool:
    return _allowed(check_active_spymaster, settings, state, seat, Phase.COVER)


def may_guess(settings: Settings, state: State, seat: SeatId) -> bool:
    return _allowed(check_active_guesser, settings, state, seat, Phase.GUESS)


#: `check_active_spymaster` or `check_active_guesser`: raises `NotAllowed` or returns.
SeatCheck = Callable[[Settings, State, SeatId], None]


def _allowed(check: SeatCheck, settings: Settings, state: State, seat: SeatId,
             phase: Phase) -> bool:
    if state.phase is not phase or state.left[seat]:
        return False
    try:
        check(settings, state, seat)
    except NotAllowed:
        return False
    return True
