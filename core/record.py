"""The game record: rules version + settings + seats + seed + content + timed actions.

Replaying a record rebuilds the identical state (GUIDE §2): that one property
gives replays, bug reports, golden tests and reconnect snapshots. Records are
plain JSON; `store.records` writes them to disk.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

RECORD_FORMAT = 1


class RecordError(ValueError):
    """A record file that cannot be read: names the problem."""


@dataclass(slots=True)
class TimedAction:
    at_ms: int
    actor: int | None
    action: dict[str, Any]

    def to_list(self) -> list[Any]:
        return [self.at_ms, self.actor, self.action]


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

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "rules_version": self.rules_version,
            "settings": self.settings,
            "seats": list(self.seats),
            "seed": self.seed,
            "content": self.content,
            "started_ms": self.started_ms,
            "actions": [a.to_list() for a in self.actions],
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("record: top level is not an object")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"record: unsupported format {data.get('format')!r}")
        try:
            actions = [TimedAction(int(t), a, dict(act)) for t, a, act in data["actions"]]
            return cls(
                game=str(data["game"]),
                rules_version=str(data["rules_version"]),
                settings=dict(data["settings"]),
                seats=[str(s) for s in data["seats"]],
                seed=int(data["seed"]),
                content=data["content"],
                started_ms=int(data["started_ms"]),
                actions=actions,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"record: malformed ({exc})") from exc

    def dumps(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            return cls.from_dict(json.loads(text))
        except json.JSONDecodeError as exc:
            raise RecordError(f"record: not JSON ({exc})") from exc
