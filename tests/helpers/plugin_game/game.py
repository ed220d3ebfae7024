"""Race to ten's rules, on `core.game.Game`'s template (and its facts watcher)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from core.actions import Action, Disconnect, Leave, Reconnect
from core.common import Mode, Outcome, SeatId
from core.errors import InvalidAction, NotAllowed
from core.game import Event, Game, View
from core.progress.facts import FactsWatcher, GameFacts
from tests.helpers.plugin_game.rules import STEPS, parse_settings


@dataclass(frozen=True, slots=True)
class Add(Action):
    KIND: ClassVar[str] = "add"
    amount: int


class RaceGame(Game):
    NAME: ClassVar[str] = "race"
    RULES_VERSION: ClassVar[str] = "race-1"
    ACTIONS: ClassVar[tuple[type[Action], ...]] = (Add,)

    def __init__(self, mode: Mode, names: Sequence[str], target: int, word: str) -> None:
        self.mode = mode
        self.names = list(names)
        self.target = target
        self.word = word
        self.total = 0
        self.turn: int | None = 0
        self.steps = [0] * len(names)
        self.left = [False] * len(names)
        self.connected = [True] * len(names)
        self._outcome: Outcome | None = None

    @classmethod
    def setup(cls, settings: dict[str, Any], seats: Sequence[str], rng: random.Random,
              content: Any, now_ms: int) -> RaceGame:
        mode, target = parse_settings(settings, len(seats))
        words = list((content or {}).get("words") or ["race"])
        return cls(mode, seats, target, rng.choice(words))

    def _legal_actions(self, seat: SeatId) -> list[Action]:
        return [Add(step) for step in STEPS] if seat == self.turn else []

    def _apply(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        if isinstance(action, Add):
            if actor != self.turn:
                raise NotAllowed("race.not_your_turn", seat=actor)
            if action.amount not in STEPS:
                raise InvalidAction("race.bad_amount", amount=action.amount)
            assert actor is not None
            self.total = min(self.target, self.total + action.amount)
            self.steps[actor] += 1
            if self.total >= self.target:
                self._end((actor,), "race.target")
            else:
                self._pass_turn(actor)
            return [{"type": "added", "seat": actor, "total": self.total}]
        if isinstance(action, Leave):
            self.left[action.seat] = True
            staying = [s for s in range(len(self.names)) if not self.left[s]]
            if len(staying) == 1:
                self._end((staying[0],), "race.others_left")
            elif self.turn == action.seat:
                self._pass_turn(action.seat)
        elif isinstance(action, Disconnect | Reconnect):
            self.connected[action.seat] = isinstance(action, Reconnect)
        return []

    def _pass_turn(self, seat: int) -> None:
        count = len(self.names)
        self.turn = next(s % count for s in range(seat + 1, seat + count + 1)
                         if not self.left[s % count])

    def _end(self, winners: tuple[int, ...], reason: str) -> None:
        self._outcome = Outcome(None, winners, reason)
        self.turn = None

    def _view(self, seat: SeatId | None) -> View:
        viewer = None if seat is None else {"seat": seat, "name": self.names[seat]}
        return {
            "game": self.NAME, "mode": self.mode.value, "viewer": viewer,
            "seats": [{"name": name, "left": self.left[s], "connected": self.connected[s]}
                      for s, name in enumerate(self.names)],
            "phase": "over" if self._outcome else "playing", "word": self.word,
            "total": self.total, "target": self.target, "turn": self.turn,
            "deadline_ms": None,
            "outcome": self._outcome.to_dict() if self._outcome else None,
        }

    def _presence(self) -> tuple[Sequence[bool], Sequence[bool]]:
        return self.left, self.connected

    def next_deadline(self) -> int | None:
        return None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def snapshot(self) -> Any:
        return (self.total, self.turn, tuple(self.steps), tuple(self.left),
                tuple(self.connected), self._outcome)


class RaceWatcher(FactsWatcher):
    """The winner played "first" over the line; every seat counts its steps."""

    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        assert isinstance(game, RaceGame)
        return [GameFacts(game.NAME, seat, "first" if seat in outcome.winners else None,
                          seat in outcome.winners, game.left[seat],
                          {"steps": game.steps[seat]})
                for seat in range(len(game.names))]
