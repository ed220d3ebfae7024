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

`Game.apply`, `Game.view` and `Game.legal_actions` are template methods: they make the
checks every game shares, in one place, then call the game's own `_apply`, `_view` and
`_legal_actions`. Their refusals carry ``game.*`` codes (`docs/protocol.md`, "Errors and
codes"); a game's own refusals are ``<game>.<subject>.<problem>``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, TypeVar, cast

from core.actions import SESSION_ACTIONS, Action, ActionCodec, Disconnect, Reconnect, Timeout
from core.common import Mode, Outcome, SeatId
from core.errors import InvalidAction, NotAllowed, TooEarly, WrongPhase

Event = dict[str, Any]
View = dict[str, Any]
_Parts = TypeVar("_Parts")


def plain_view(view: Mapping[str, object]) -> View:
    """A game's view, typed where it is built (a ``TypedDict`` per game, e.g.
    `core.spyword.view_types.SpyWordView`), as the plain dict the session, the runtime and
    the network pass around: the very same object, not a copy."""
    return cast(View, view)


class Game(ABC):
    NAME: ClassVar[str]
    RULES_VERSION: ClassVar[str]
    #: The game's own action classes; session actions are added by `codec()`.
    ACTIONS: ClassVar[tuple[type[Action], ...]]

    mode: Mode
    #: The state and the parts of its views that no seat changes (`_shared_parts`).
    _shared: tuple[object, Any] | None = None

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
    def _legal_actions(self, seat: SeatId) -> list[Action]:
        """The actions of a seat that may act at all (in the game, present, game running)."""

    @abstractmethod
    def _apply(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        """Apply an action that passed `check_common`: validate the game's own rules
        first, then change the state."""

    @abstractmethod
    def _view(self, seat: SeatId | None) -> View:
        """The view of a seat known to exist (or the table view), without ``actions``."""

    @abstractmethod
    def _presence(self) -> tuple[Sequence[bool], Sequence[bool]]:
        """``(left, connected)``: one flag per seat (their length is the seat count)."""

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

    # -- template methods: the checks every game makes, in one place ---------------------

    def legal_actions(self, seat: SeatId | None) -> list[Action]:
        """Nothing for the session, an unknown, gone or disconnected seat, or once over."""
        if seat is None or self.outcome() is not None or not self._may_act(seat):
            return []
        return self._legal_actions(seat)

    def apply(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        self.check_common(actor, action, now_ms)
        try:
            return self._apply(actor, action, now_ms)
        finally:
            self._shared = None  # a new state: its views' parts are built again

    def _shared_parts(self, state: object, build: Callable[[], _Parts]) -> _Parts:
        """``build()`` once per ``state``: the parts of the views that are the same for
        every seat (the grid, the seats, the histories), so a host sending a view to each
        seat builds and compares them once (issue 30). Built again after `apply` (which
        changes the state in place) and for another state object. Every view of the state
        then holds the very same objects: a view is read, never changed."""
        shared = self._shared
        if shared is None or shared[0] is not state:
            shared = self._shared = (state, build())
        return cast(_Parts, shared[1])

    def view(self, seat: SeatId | None) -> View:
        if seat is not None:
            self._check_seat(seat)
        view = self._view(seat)
        # What this seat may do now, so a screen or a bot needs no rules of its own.
        view["actions"] = [a.to_dict() for a in self.legal_actions(seat)]
        return view

    def check_common(self, actor: SeatId | None, action: Action, now_ms: int) -> None:
        """Refuse what no game accepts; changes nothing."""
        kind = action.KIND
        if not isinstance(action, (*self.ACTIONS, *SESSION_ACTIONS)):
            raise InvalidAction("action.unknown_type", type=kind)
        if self.outcome() is not None:
            raise WrongPhase("game.over")
        session_action = isinstance(action, SESSION_ACTIONS)
        if session_action != (actor is None):  # the session acts for no seat, a seat for itself
            raise NotAllowed("game.wrong_actor", type=kind)
        if actor is not None:
            self._check_seat(actor)
            left, connected = self._presence()
            if left[actor]:
                raise NotAllowed("game.seat.left", seat=actor)
            if not connected[actor]:
                raise NotAllowed("game.seat.disconnected", seat=actor)
        elif isinstance(action, Timeout):
            deadline = self.next_deadline()
            if deadline is None:
                raise WrongPhase("game.timeout.no_deadline")
            if now_ms < deadline:
                raise TooEarly("game.timeout.too_early", deadline_ms=deadline)
        else:  # Disconnect, Reconnect, Leave: about one seat
            seat = action.seat  # type: ignore[attr-defined]
            is_connection = isinstance(action, Disconnect | Reconnect)
            if is_connection and self.mode is Mode.ONE_DEVICE:
                raise NotAllowed("game.connection.one_device")  # nobody can disconnect
            left, connected = self._presence()
            if not 0 <= seat < len(left):
                raise InvalidAction("game.seat.unknown", seat=seat)
            if left[seat]:
                raise InvalidAction("game.seat.left", seat=seat)
            if is_connection and connected[seat] == isinstance(action, Reconnect):
                raise InvalidAction("game.connection.unchanged", seat=seat)

    def _check_seat(self, seat: SeatId) -> None:
        left, _ = self._presence()
        if type(seat) is not int or not 0 <= seat < len(left):
            raise NotAllowed("game.seat.unknown", seat=seat)

    def _may_act(self, seat: SeatId) -> bool:
        left, connected = self._presence()
        return (type(seat) is int and 0 <= seat < len(left) and not left[seat]
                and connected[seat])
