"""Who may do what, when: every refusal of the Taboo core, checked before any change.

`check` raises a coded `RuleError` or returns; it never changes the state.
`legal_actions` computes the same answers directly (no exception per candidate); the
tests check it against `check` run on every `candidate_actions` item.

Several devices: the clue-giver taps Go, Found and Pass and corrects the turn
result (TB-DEV-3/4); any connected seat of the other team may Buzz!; the
clue-giver confirms the result, or anyone once the clue-giver is gone (TB-EDGE-4).
One device (TB-DEV-1/2): whoever holds the device acts for the table, so the
core accepts these actions from any seat still in the game.
"""

from __future__ import annotations

from collections.abc import Callable

from core.actions import Action
from core.common import Mode, SeatId
from core.errors import InvalidAction, NotAllowed, WrongPhase
from core.taboo.actions import Buzz, Confirm, Correct, Found, Go, Pass, Pause, Resume
from core.taboo.constants import PASSES_PER_TURN
from core.taboo.settings import TabooSettings
from core.taboo.state import Phase, TabooState


def check(state: TabooState, settings: TabooSettings, actor: SeatId, action: Action) -> None:
    """A seat's action, after `core.game.Game.check_common` (game running, a seat of this
    game, present and connected). Session actions need no more checks than those."""
    if state.paused_at is not None and not isinstance(action, Resume):
        raise WrongPhase("taboo.turn.paused")
    checker = _CHECKS[type(action)]
    checker(state, settings, actor, action)


def _several(settings: TabooSettings) -> bool:
    return settings.mode is Mode.SEVERAL_DEVICES


def _phase(state: TabooState, phase: Phase, action: Action) -> None:
    if state.phase is not phase:
        raise WrongPhase(f"taboo.phase.not_{phase}", phase=str(state.phase))


def _clue_giver_only(state: TabooState, settings: TabooSettings, actor: int,
                     action: Action) -> None:
    if _several(settings) and actor != state.turn.clue_giver:
        raise NotAllowed(f"taboo.{action.KIND}.not_clue_giver")


def _current_card(state: TabooState, action: Found | Pass | Buzz) -> None:
    """TB-TURN-5: a tap names its card (by how many cards of the turn were played before
    it); a late second tap on a card no longer counts."""
    if action.played != len(state.turn.played):
        raise InvalidAction("taboo.card.not_current", played=action.played)


def _check_go(state: TabooState, settings: TabooSettings, actor: int,
              action: Go) -> None:
    _phase(state, Phase.READY, action)
    if state.turn.clue_giver is None:
        raise NotAllowed("taboo.go.nobody_connected")
    _clue_giver_only(state, settings, actor, action)


def _check_found(state: TabooState, settings: TabooSettings, actor: int,
                 action: Found | Pass) -> None:
    _phase(state, Phase.PLAYING, action)
    _clue_giver_only(state, settings, actor, action)
    _current_card(state, action)


def _check_pass(state: TabooState, settings: TabooSettings, actor: int,
                action: Pass) -> None:
    _check_found(state, settings, actor, action)
    if state.turn.passes >= PASSES_PER_TURN:  # TB-TURN-4, TB-PASS-3
        raise InvalidAction("taboo.pass.limit", limit=PASSES_PER_TURN)


def _check_buzz(state: TabooState, settings: TabooSettings, actor: int,
                action: Buzz) -> None:
    _phase(state, Phase.PLAYING, action)
    if _several(settings) and settings.teams[actor] == state.turn.team:
        raise NotAllowed("taboo.buzz.own_team")  # TB-SET-6: the other team buzzes
    _current_card(state, action)


def _check_correct(state: TabooState, settings: TabooSettings, actor: int,
                   action: Correct) -> None:
    _phase(state, Phase.RESULT, action)
    _clue_giver_only(state, settings, actor, action)  # TB-DEV-4, TB-EDGE-4
    if not 0 <= action.index < len(state.turn.played):
        raise InvalidAction("taboo.correct.unknown_card", index=action.index)


def _check_confirm(state: TabooState, settings: TabooSettings, actor: int,
                   action: Confirm) -> None:
    _phase(state, Phase.RESULT, action)
    giver = state.turn.clue_giver
    if giver is not None and state.present(giver):  # TB-EDGE-4: else anyone may
        _clue_giver_only(state, settings, actor, action)


def _check_pause(state: TabooState, settings: TabooSettings, actor: int,
                 action: Pause) -> None:
    if _several(settings):
        raise NotAllowed("taboo.pause.one_device_only")  # TB-DEV-2
    if state.phase not in (Phase.COUNTDOWN, Phase.PLAYING):
        raise WrongPhase("taboo.phase.not_playing", phase=str(state.phase))


def _check_resume(state: TabooState, settings: TabooSettings, actor: int,
                  action: Resume) -> None:
    if _several(settings):
        raise NotAllowed("taboo.resume.one_device_only")
    if state.paused_at is None:
        raise WrongPhase("taboo.resume.not_paused")


_CHECKS: dict[type[Action], Callable[..., None]] = {
    Go: _check_go,
    Found: _check_found,
    Pass: _check_pass,
    Buzz: _check_buzz,
    Correct: _check_correct,
    Confirm: _check_confirm,
    Pause: _check_pause,
    Resume: _check_resume,
}


def candidate_actions(state: TabooState) -> list[Action]:
    """The seat actions that could be legal now, before the seat checks (a short list:
    running `check` on each gives `legal_actions`; the tests compare the two)."""
    if state.phase is Phase.OVER:
        return []
    if state.paused_at is not None:
        return [Resume()]
    played = len(state.turn.played)
    by_phase: dict[Phase, Callable[[], list[Action]]] = {
        Phase.READY: lambda: [Go()],
        Phase.COUNTDOWN: lambda: [Pause()],
        Phase.PLAYING: lambda: [Found(played), Pass(played), Buzz(played), Pause()],
        Phase.RESULT: lambda: [*(Correct(i) for i in range(played)), Confirm()],
    }
    return by_phase[state.phase]()


def legal_actions(state: TabooState, settings: TabooSettings, seat: SeatId) -> list[Action]:
    """Exactly the `candidate_actions` that `check` accepts from ``seat`` (after
    `check_common`), computed directly: a view lists them after every change, and
    raising and catching a refusal per candidate was a quarter of a broadcast's CPU."""
    several = _several(settings)
    if state.phase is Phase.OVER:
        return []
    if state.paused_at is not None:
        return [] if several else [Resume()]
    giver = state.turn.clue_giver
    gives_clues = not several or seat == giver
    played = len(state.turn.played)
    phase = state.phase
    legal: list[Action] = []
    if phase is Phase.READY:
        if giver is not None and gives_clues:
            legal.append(Go())
    elif phase is Phase.COUNTDOWN:
        if not several:
            legal.append(Pause())
    elif phase is Phase.PLAYING:
        if gives_clues:
            legal.append(Found(played))
            if state.turn.passes < PASSES_PER_TURN:
                legal.append(Pass(played))
        if not (several and settings.teams[seat] == state.turn.team):
            legal.append(Buzz(played))
        if not several:
            legal.append(Pause())
    elif phase is Phase.RESULT:
        if gives_clues:
            legal.extend(Correct(index) for index in range(played))
        if gives_clues or giver is None or not state.present(giver):
            legal.append(Confirm())
    return legal
