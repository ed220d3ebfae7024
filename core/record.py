"""The game record: rules version + settings + seats + seed + content + timed actions.

Replaying a record rebuilds the identical state (GUIDE §2): that one property
gives replays, bug reports, golden tests and reconnect snapshots. Records are
plain JSON; `store.records` writes them to disk.

Format 2 (written since the one room runtime; format 1 files still load):

* ``started_at``: the wall-clock start (ISO 8601, UTC), so a record replayed on
  another computer (a standby host, a profile) still knows when it was played;
* ``clock_ms``: the runtime's clock at the start, the base of every deadline;
* ``actions``: ``[after_ms, actor, action]``, times relative to the start;
* ``seats``: ``{"name", "identity"}`` per seat: ``identity`` is a slot for a player's
  profile (None until profiles fill it).

In memory, `TimedAction.at_ms` stays on the runtime's clock (``clock_ms + after_ms``),
the time the game itself was given; only the file stores times relative to the start.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from core.errors import CodedError

RECORD_FORMAT = 2
#: Formats this version reads (1: absolute times, names only, no wall clock).
READABLE_FORMATS = (1, 2)


#: `RecordError`'s code: the message names the problem.
RECORD_UNREADABLE = "record.unreadable"


class RecordError(CodedError, ValueError):
    """A record file that cannot be read: the message names the problem."""

    def __init__(self, message: str, code: str = RECORD_UNREADABLE) -> None:
        super().__init__(code)
        self.args = (message,)  # the message names the problem


class RulesVersionError(RecordError):
    """A record made under other rules than this Palabre's: replaying it could differ."""

    def __init__(self, game: str, recorded: str, current: str) -> None:
        super().__init__(f"record: made with rules version {recorded!r} of {game}, "
                         f"this Palabre plays version {current!r}", "record.rules_version")
        self.recorded = recorded
        self.current = current


@dataclass(slots=True)
class TimedAction:
    #: The runtime's clock when the action was applied (the record's ``clock_ms`` base).
    at_ms: int
    actor: int | None
    action: dict[str, Any]


@dataclass(slots=True)
class GameRecord:
    game: str
    rules_version: str
    settings: dict[str, Any]
    seats: list[str]
    seed: int
    content: Any
    started_ms: int
    actions: list[TimedAction] = field(default_factory=list)
    #: Wall-clock start (ISO 8601 UTC), None for a format-1 record.
    started_at: str | None = None
    #: Per seat: the player's profile identity, None until profiles fill it.
    identities: list[Any] | None = None

    def identity(self, seat: int) -> Any:
        return None if self.identities is None else self.identities[seat]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "rules_version": self.rules_version,
            "started_at": self.started_at,
            "clock_ms": self.started_ms,
            "settings": self.settings,
            "seats": [{"name": name, "identity": self.identity(seat)}
                      for seat, name in enumerate(self.seats)],
            "seed": self.seed,
            "content": self.content,
            "actions": [[a.at_ms - self.started_ms, a.actor, a.action] for a in self.actions],
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("record: top level is not an object")
        version = data.get("format")
        if version not in READABLE_FORMATS:
            raise RecordError(f"record: unsupported format {version!r}")
        try:
            if version == 1:
                start = int(data["started_ms"])
                names = [str(s) for s in data["seats"]]
                identities = None
                offset = 0  # format 1 times are already on the runtime's clock
            else:
                start = int(data["clock_ms"])
                names = [str(s["name"]) for s in data["seats"]]
                identities = [s.get("identity") for s in data["seats"]]
                if all(identity is None for identity in identities):
                    identities = None
                offset = start
            actions = [TimedAction(offset + int(t), _actor(a), dict(act))
                       for t, a, act in data["actions"]]
            started_at = data.get("started_at")
            return cls(
                game=str(data["game"]),
                rules_version=str(data["rules_version"]),
                settings=dict(data["settings"]),
                seats=names,
                seed=int(data["seed"]),
                content=data["content"],
                started_ms=start,
                actions=actions,
                started_at=None if started_at is None else str(started_at),
                identities=identities,
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"record: malformed ({exc!r})") from exc

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            return cls.from_dict(json.loads(text))
        except json.JSONDecodeError as exc:
            raise RecordError(f"record: not JSON ({exc})") from exc


def _actor(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"actor {value!r} is not a seat number")
    return value
