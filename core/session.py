"""One authority for every mode (GUIDE §1): a `Session` owns a game and its record.

One device: the desktop runs a session in process. Several devices: the host
runs the same session and sends each seat its view. Screens never know which.
Every accepted action is appended to the record with its time, so replaying
the record rebuilds the same state.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from typing import Any

from core import registry
from core.actions import Action, Timeout
from core.common import Outcome, SeatId
from core.game import Event, Game, View
from core.record import GameRecord, RulesVersionError, TimedAction


class Session:
    def __init__(self, game: Game, record: GameRecord) -> None:
        self.game = game
        self.record = record
        self.codec = type(game).codec()
        #: The views of the state as it is, by seat (None: the table): a change's journal
        #: digest and its broadcast read the same views, built once. Every change goes
        #: through `act`, which empties it; a view is to be read, never changed.
        self._views: dict[SeatId | None, View] = {}

    @classmethod
    def start(
        cls,
        game_name: str,
        settings: dict[str, Any],
        seats: Sequence[str],
        seed: int,
        content: Any,
        now_ms: int,
        started_at: str | None = None,
    ) -> Session:
        """``started_at``: the wall-clock start the record keeps (the runtime gives it)."""
        game_cls = registry.game_class(game_name)
        game = game_cls.setup(settings, seats, random.Random(seed), content, now_ms)
        record = GameRecord(
            game=game_name,
            rules_version=game_cls.RULES_VERSION,
            settings=dict(settings),
            seats=list(seats),
            seed=seed,
            content=content,
            started_ms=now_ms,
            started_at=started_at,
        )
        return cls(game, record)

    @classmethod
    def replay(cls, record: GameRecord, upto: int | None = None,
               log: list[tuple[TimedAction, list[Event]]] | None = None) -> Session:
        """Rebuild a session from its record (optionally only the first ``upto`` actions).

        When ``log`` is given, each replayed action is appended with its events. A record
        made under another rules version raises `RulesVersionError`.
        """
        game_cls = registry.game_class(record.game)
        if record.rules_version != game_cls.RULES_VERSION:
            raise RulesVersionError(record.game, record.rules_version, game_cls.RULES_VERSION)
        game = game_cls.setup(
            record.settings, record.seats, random.Random(record.seed), record.content,
            record.started_ms,
        )
        codec = game_cls.codec()
        replayed = GameRecord(**{**record_fields(record), "actions": []})
        session = cls(game, replayed)
        for timed in record.actions[:upto]:
            events = session.act(timed.actor, codec.decode(timed.action), timed.at_ms)
            if log is not None:
                log.append((timed, events))
        return session

    def act(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        """Apply one action; a refusal raises `RuleError` and records nothing."""
        events = self.game.apply(actor, action, now_ms)
        self._views.clear()
        self.record.actions.append(TimedAction(now_ms, actor, action.to_dict()))
        return events

    def act_dict(self, actor: SeatId | None, data: object, now_ms: int) -> list[Event]:
        """Same as `act` for an action that arrives as a plain map (network, record)."""
        return self.act(actor, self.codec.decode(data), now_ms)

    def tick(self, now_ms: int) -> list[Event]:
        """Feed every timeout that is due at ``now_ms`` (the host's timer calls this)."""
        events: list[Event] = []
        while self.game.outcome() is None:
            deadline = self.game.next_deadline()
            if deadline is None or deadline > now_ms:
                break
            events += self.act(None, Timeout(), deadline)
        return events

    def view(self, seat: SeatId | None) -> View:
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.game.view(seat)
        return view

    def seats(self) -> range:
        return range(len(self.record.seats))

    def outcome(self) -> Outcome | None:
        return self.game.outcome()

    def digest(self) -> str:
        """A fingerprint of the whole game state: every seat's view and the table view,
        canonically serialised and hashed. Two sessions with the same digest show every
        device the same thing (a resumed host checks itself against its journal)."""
        views = [self.view(None), *(self.view(seat) for seat in self.seats())]
        text = json.dumps(views, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                          default=list)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def record_fields(record: GameRecord) -> dict[str, Any]:
    return {name: getattr(record, name) for name in GameRecord.__slots__}
