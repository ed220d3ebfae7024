"""The game record: rules version + settings + seats + seed + content + timed actions.

Replaying a record rebuilds the identical state (GUIDE §2): that one property
gives replays, bug reports, golden tests and reconnect snapshots. Records are
plain JSON; `save` writes atomically so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
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


def save(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(record.dumps())
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: str | os.PathLike[str]) -> GameRecord:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8 text") from exc
    try:
        return GameRecord.loads(text)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from exc
