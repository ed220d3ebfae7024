"""What one finished game meant for each seat (`GameFacts`), read from its record.

The record is the one source every mode shares (one device, host, a device that joined):
`facts_of` replays it and watches the game as it goes (a Taboo turn's cards exist only
until the turn is confirmed), so every device that holds the record reaches the same
facts. `game_id` names a finished game the same way everywhere: applying a game to a
profile twice is a no-op because its id is already there.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from core import registry
from core.actions import Action
from core.common import Outcome
from core.errors import CodedError
from core.game import Game
from core.record import GameRecord
from core.session import Session

BAD_FACTS = "progress.bad_facts"


class ProgressError(CodedError, ValueError):
    """A record that cannot count for progress (``code``: stable, for the UI)."""


@dataclass(frozen=True, slots=True)
class GameFacts:
    """One seat's part in a finished game: everything statistics and XP are made from."""

    game: str
    seat: int
    #: Spy Word: citizen/spy/ghost; Codenames: spymaster/guesser; Taboo: None (everyone
    #: gives clues in turn).
    role: str | None
    won: bool
    #: Left before the end: the game counts as played and lost, and gives no XP.
    left: bool
    #: Counters this game adds (``{"cards_found": 7}``), and bests it may raise.
    adds: dict[str, int] = field(default_factory=dict)
    bests: dict[str, int] = field(default_factory=dict)
    #: The day the game was played (``YYYY-MM-DD`` UTC), None for an old record.
    day: str | None = None


#: Keys of a `GameFacts` plain map (`facts_to_plain`), and the bounds a received one keeps.
_FACT_KEYS = frozenset({"game", "seat", "role", "won", "left", "adds", "bests", "day"})
MAX_FACT_VALUE = 10_000
_MAX_FACT_KEY_CHARS = 32
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_KEY = re.compile(r"[a-z][a-z0-9_]*")


def facts_to_plain(facts: GameFacts) -> dict[str, object]:
    """One seat's facts as plain values (what a host sends that seat's device,
    PX-PROF-4): the seat's own part in a finished game, nothing of anyone else's."""
    return {"game": facts.game, "seat": facts.seat, "role": facts.role, "won": facts.won,
            "left": facts.left, "adds": dict(facts.adds), "bests": dict(facts.bests),
            "day": facts.day}


def facts_from_plain(data: object) -> GameFacts:
    """`facts_to_plain`'s map back, checked field by field (it came from another
    computer); anything else raises `ProgressError` ``progress.bad_facts``."""
    if not isinstance(data, dict) or set(data) != _FACT_KEYS:
        raise ProgressError(BAD_FACTS)
    game, seat, role, day = data["game"], data["seat"], data["role"], data["day"]
    ok = (registry.is_game(game) and type(seat) is int and 0 <= seat < 64
          and (role is None or (isinstance(role, str) and _KEY.fullmatch(role) is not None))
          and type(data["won"]) is bool and type(data["left"]) is bool
          and (day is None or (isinstance(day, str) and _DAY.fullmatch(day) is not None)))
    if not ok:
        raise ProgressError(BAD_FACTS)
    return GameFacts(game, seat, role, data["won"], data["left"], _counters(data["adds"]),
                     _counters(data["bests"]), day)


def _counters(value: object) -> dict[str, int]:
    if not isinstance(value, dict) or len(value) > _MAX_FACT_KEY_CHARS:
        raise ProgressError(BAD_FACTS)
    for key, count in value.items():
        if not (isinstance(key, str) and len(key) <= _MAX_FACT_KEY_CHARS
                and _KEY.fullmatch(key) and type(count) is int
                and 0 <= count <= MAX_FACT_VALUE):
            raise ProgressError(BAD_FACTS)
    return dict(value)


def game_id(record: GameRecord) -> str:
    """A finished game's id: the same on every device that holds its record. The seats'
    identities are left out (each device fills in only its own players)."""
    data = record.to_dict()
    data["seats"] = [seat["name"] for seat in data["seats"]]
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def facts_of(record: GameRecord) -> list[GameFacts]:
    """Each seat's facts, in seat order; a game that is not over raises `ProgressError`."""
    watcher_path = registry.descriptor(record.game).facts_watcher \
        if registry.is_game(record.game) else None
    if watcher_path is None:
        raise ProgressError("progress.unknown_game")
    observe: Callable[[], FactsWatcher] = registry.load(watcher_path)
    session = Session.replay(record, upto=0)
    codec = type(session.game).codec()
    watcher = observe()
    for timed in record.actions:
        action = codec.decode(timed.action)
        watcher.before(session.game, action)
        session.act(timed.actor, action, timed.at_ms)
    outcome = session.outcome()
    if outcome is None:
        raise ProgressError("progress.not_over")
    day = record.started_at[:10] if record.started_at else None
    return [_with_day(f, day) for f in watcher.facts(session.game, outcome)]


def _with_day(facts: GameFacts, day: str | None) -> GameFacts:
    return GameFacts(facts.game, facts.seat, facts.role, facts.won, facts.left,
                     facts.adds, facts.bests, day)


class FactsWatcher:
    """Reads one finished game's facts while its record replays (a descriptor names
    its game's watcher class, `core.registry.GameDescriptor.facts_watcher`)."""

    def before(self, game: Game, action: Action) -> None:
        """Called before each replayed action."""

    def facts(self, game: Game, outcome: Outcome) -> list[GameFacts]:
        raise NotImplementedError


