"""Taboo ("Around the Word"): the rules core behind `core.game.Game`.

Flow of a turn: Ready (who plays, who gives clues) -> Go -> 3-2-1 countdown
(a deadline) -> 60 s of play (a deadline) -> Turn result (corrections, then
Confirm) -> the next team's Ready. The session feeds `Timeout` at each deadline.

Who may act (see `core.taboo.checks`):

* Several devices: the clue-giver taps Go, Found and Pass and corrects the turn
  result; any connected seat of the other team may tap Buzz!; the clue-giver
  confirms the result, or anyone once the clue-giver is disconnected or gone.
* One device: the device passes from hand to hand and the core cannot know who
  holds it, so it accepts Go, Found, Pass, Buzz!, corrections, Confirm, Pause
  and Resume from any seat still in the game. Views per seat still follow the
  roles; the desktop decides which seat's view to show. Pause/Resume exist only
  in this mode (TB-DEV-2); connection events are refused (there is no network),
  but a player may leave.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from core.actions import Action, Disconnect, Leave, Reconnect, Timeout
from core.common import Outcome, SeatId
from core.game import Event, Game, View, plain_view
from core.taboo import presence, turns
from core.taboo.actions import (
    TABOO_ACTIONS,
    Buzz,
    Confirm,
    Correct,
    Found,
    Go,
    Pass,
    Pause,
    Resume,
)
from core.taboo.cards import Card, deal_decks, parse_content
from core.taboo.checks import check, legal_actions
from core.taboo.constants import TEAMS
from core.taboo.lobby import other_team
from core.taboo.settings import TabooSettings, parse_settings
from core.taboo.state import Phase, Result, TabooState, TeamState, Turn, snapshot
from core.taboo.views import SharedParts, build_view


class Taboo(Game):
    NAME: ClassVar[str] = "taboo"
    RULES_VERSION: ClassVar[str] = "1"
    ACTIONS: ClassVar[tuple[type[Action], ...]] = TABOO_ACTIONS

    def __init__(self, settings: TabooSettings, names: tuple[str, ...],
                 cards: tuple[Card, ...], rng: random.Random, state: TabooState) -> None:
        self.settings = settings
        self.mode = settings.mode
        self.names = names
        self.cards = cards
        self.rng = rng
        self.state = state

    @classmethod
    def setup(cls, settings: dict[str, Any], seats: Sequence[str], rng: random.Random,
              content: Any, now_ms: int) -> Taboo:
        parsed = parse_settings(settings, seats)
        cards = parse_content(content)
        decks = deal_decks(rng, parsed.cards_per_team, len(cards))  # TB-SET-3
        starting = rng.choice(TEAMS)  # TB-SET-4
        teams = {team: TeamState(parsed.members(team), decks[team]) for team in TEAMS}
        state = TabooState(
            phase=Phase.READY,
            teams=teams,
            turn=Turn(number=0, team=starting, clue_giver=None, order=()),
            connected=[True] * len(seats),
            left=[False] * len(seats),
        )
        turns.open_turn(state, (starting, other_team(starting)), 1)
        return cls(parsed, tuple(seats), cards, rng, state)

    def _legal_actions(self, seat: SeatId) -> list[Action]:
        return legal_actions(self.state, self.settings, seat)

    def _apply(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        if actor is not None:
            check(self.state, self.settings, actor, action)
        return self._change(action, now_ms)

    def _presence(self) -> tuple[Sequence[bool], Sequence[bool]]:
        return self.state.left, self.state.connected

    def _change(self, action: Action, now_ms: int) -> list[Event]:
        state = self.state
        event: Event = {"type": action.KIND}
        if isinstance(action, Go):
            turns.start_countdown(state, now_ms)
        elif isinstance(action, Timeout):
            if state.phase is Phase.COUNTDOWN:
                turns.start_play(state, now_ms)
            else:
                turns.end_turn(state, now_ms)  # TB-PASS-4: the current card stays on top
        elif isinstance(action, Found | Pass | Buzz):
            result = {Found: Result.FOUND, Pass: Result.PASSED, Buzz: Result.BUZZED}
            turns.resolve_card(state, result[type(action)], now_ms)
        elif isinstance(action, Correct):
            turns.correct(state, action.index)
        elif isinstance(action, Confirm):
            turns.confirm(state)
        elif isinstance(action, Pause):
            turns.pause(state, now_ms)
        elif isinstance(action, Resume):
            turns.resume(state, now_ms)
        elif isinstance(action, Disconnect):
            presence.disconnect(state, action.seat, now_ms)
        elif isinstance(action, Reconnect):
            presence.reconnect(state, action.seat)
        elif isinstance(action, Leave):
            presence.leave(state, action.seat, now_ms)
        event["phase"] = str(state.phase)
        if state.outcome is not None:
            event["outcome"] = state.outcome.to_dict()
        return [event]

    def _view(self, seat: SeatId | None) -> View:
        shared = self._shared_parts(self.state, lambda: SharedParts(self))
        return plain_view(build_view(self, seat, shared))

    def next_deadline(self) -> int | None:
        if self.state.paused_at is not None or self.state.phase is Phase.OVER:
            return None
        return self.state.deadline_ms

    def outcome(self) -> Outcome | None:
        return self.state.outcome

    def snapshot(self) -> Any:
        return snapshot(self.state), self.rng.getstate()
