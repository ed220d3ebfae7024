"""The uniform vocabulary every game implements (GUIDE §2, after OpenSpiel).

A `Game` object owns one game's state. Its contract:

* ``Game.setup(settings, seats, rng, content, now_ms)`` builds a new game or
  raises `SetupError`.
* ``legal_actions(seat)`` lists the actions ``seat`` may take now (``None`` =
  the session: timeouts and connection events). Free-text actions (a clue, a
  ghost's guess) appear once with an empty text: any text is accepted there.
* ``apply(actor, action, now_ms)`` validates first, then changes the state and
  returns events; an illegal action raises a `RuleError` and changes nothing.
* ``view(seat)`` is what that seat may see, built field by field from plain
  values (dicts, lists, str, int, bool, None) so it can go over the network
  as is. ``view(None)`` is the table view: public information only.
* ``next_deadline()`` is the time in ms at which the session must feed a
  `Timeout`, or ``None``. The core never reads a clock.
* ``outcome()`` is ``None`` until the game is over.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from core.actions import SESSION_ACTIONS, Action, ActionCodec
from core.common import Mode, Outcome, SeatId

Event = dict[str, Any]
View = dict[str, Any]


class Game(ABC):
    NAME: ClassVar[str]
    RULES_VERSION: ClassVar[str]
    #: The game's own action classes; session actions are added by `codec()`.
    ACTIONS: ClassVar[tuple[type[Action], ...]]

    mode: Mode

    @classmethod
    @abstractmethod
    def setup(
        cls,
        settings: dict[str, Any],
        seats: Sequence[str],
        rng: random.Random,
        content: Any,
        now_ms: int,
    ) -> Game: ...

    @abstractmethod
    def legal_actions(self, seat: SeatId | None) -> list[Action]: ...

    @abstractmethod
    def apply(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]: ...

    @abstractmethod
    def view(self, seat: SeatId | None) -> View: ...

    @abstractmethod
    def next_deadline(self) -> int | None: ...

    @abstractmethod
    def outcome(self) -> Outcome | None: ...

    @abstractmethod
    def snapshot(self) -> Any:
        """A comparable value holding the whole state (tests: unchanged after a refusal,
        identical after replay). Includes the RNG state."""

    @classmethod
    def codec(cls) -> ActionCodec:
        return ActionCodec.of((*cls.ACTIONS, *SESSION_ACTIONS))  # built once per class
