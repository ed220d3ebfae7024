"""Golden playthroughs: record every view of a scripted whole game, compare it to a file.

A `Playthrough` names a game, its settings, seats, seed and fixed content, and a
script: a function that drives a `Session` (the same helpers the scripted tests use).
`record` runs the script in a `GoldenSession`, which notes, after the setup and after
every action (timeouts fed by ``tick`` included), the action, its events, the outcome,
the table view and every seat's view.

The file (``data/<name>.jsonl``, JSON lines, one object a line) holds:

* line 1, the header: name, what the game covers, rule IDs, rules version, settings,
  seats, seed, content, start time;
* then for each step: one line ``{"step": n, "actor", "action", "at_ms", "events",
  "outcome"}`` (step 0 is the setup), one line for the table view (``"seat": null``) and
  one line per seat (``"seat": s``).

Views are written as changes, so the file reads as a log and a regenerated file's diff
shows what moved. The table view is whole at step 0 (``"view"``); at later steps its
line lists only the top-level keys whose value changed since the previous step
(``"changed"``). A seat's line lists only the top-level keys where the seat's view
differs from the table view of the same step (``"vs_table"``: its card, role, legal
actions...), or says ``"as at the previous step"`` when that part did not change.
``"absent"``, when present, names keys a view lacks. Every view is rebuilt exactly from
these lines, and the comparison is on whole views.

`first_difference` compares a fresh recording with a loaded file and names the first
step, action and viewer that differ, with a short path-by-path diff.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core import registry
from core.actions import Action
from core.common import SeatId
from core.errors import RuleError
from core.game import Event
from core.session import Session

DATA = Path(__file__).resolve().parent / "data"
START_MS = 1_000_000
#: At most this many differing paths are listed in a failure message.
MAX_DIFF_LINES = 8
AS_BEFORE = "as at the previous step"
REGEN_HINT = ("if the rules changed on purpose, regenerate with "
              "`python -m tests.core.golden.regen {name}` and review the diff")


@dataclass(frozen=True)
class Playthrough:
    name: str
    game: str
    about: str
    rules: tuple[str, ...]
    settings: dict[str, Any]
    seats: list[str]
    seed: int
    content: Any
    script: Callable[[Session], None]

    @property
    def path(self) -> Path:
        return DATA / f"{self.name}.jsonl"


@dataclass
class Step:
    """One step of a playthrough: what happened, then what everyone sees."""

    head: dict[str, Any]
    table: dict[str, Any]
    seats: list[dict[str, Any]] = field(default_factory=list)

    def label(self) -> str:
        if self.head["step"] == 0:
            return "step 0 (setup)"
        actor = "session" if self.head["actor"] is None else f"seat {self.head['actor']}"
        action = json.dumps(self.head["action"], ensure_ascii=False)
        return f"step {self.head['step']} ({actor}: {action} at {self.head['at_ms']} ms)"


@dataclass
class Recording:
    header: dict[str, Any]
    steps: list[Step]
    #: Why the script stopped before the end (a fresh recording only).
    error: str | None = None
    refused: str | None = None


def plain(value: Any) -> Any:
    """The JSON form of a value (tuples become lists), as read back from a file."""
    return json.loads(json.dumps(value, ensure_ascii=False))


class GoldenSession(Session):
    """A `Session` noting every view after every accepted action (``tick`` goes through
    `act`, so every timeout is a step too)."""

    steps: list[Step]
    refused: str | None = None

    def note(self, head: dict[str, Any]) -> None:
        outcome = self.outcome()
        head["outcome"] = None if outcome is None else outcome.to_dict()
        self.steps.append(Step(plain(head), plain(self.view(None)),
                               [plain(self.view(seat)) for seat in self.seats()]))

    def act(self, actor: SeatId | None, action: Action, now_ms: int) -> list[Event]:
        try:
            events = super().act(actor, action, now_ms)
        except RuleError as err:
            who = "session" if actor is None else f"seat {actor}"
            self.refused = (f"{who}'s {json.dumps(action.to_dict(), ensure_ascii=False)} at "
                            f"{now_ms} ms was refused: {err.code}")
            raise
        self.note({"step": len(self.steps), "actor": actor, "action": action.to_dict(),
                   "at_ms": now_ms, "events": events})
        return events


def header_of(playthrough: Playthrough) -> dict[str, Any]:
    header: dict[str, Any] = plain({
        "playthrough": playthrough.name, "about": playthrough.about,
        "rules": list(playthrough.rules), "game": playthrough.game,
        "rules_version": registry.game_class(playthrough.game).RULES_VERSION,
        "settings": playthrough.settings, "seats": playthrough.seats,
        "seed": playthrough.seed, "content": playthrough.content, "started_ms": START_MS,
    })
    return header


def record(playthrough: Playthrough) -> Recording:
    session = GoldenSession.start(playthrough.game, playthrough.settings, playthrough.seats,
                                  playthrough.seed, playthrough.content, START_MS)
    assert isinstance(session, GoldenSession)
    session.steps = []
    session.note({"step": 0, "actor": None, "action": None, "at_ms": START_MS, "events": []})
    error = None
    try:
        playthrough.script(session)
    except Exception as exc:  # a rule change can break the script: report it as a step
        error = session.refused or f"the script failed: {exc!r}"
    else:
        if session.outcome() is None:
            error = "the script ended before the game did"
    return Recording(header_of(playthrough), session.steps, error)


# The file ----------------------------------------------------------------------------------

def _line(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def _delta(base: dict[str, Any], view: dict[str, Any]) -> dict[str, Any]:
    """The top-level keys of ``view`` whose value differs from ``base``'s (``"changed"``),
    plus the keys of ``base`` that ``view`` lacks (``"absent"``, only when there are some)."""
    out: dict[str, Any] = {"changed": {key: value for key, value in view.items()
                                       if key not in base or base[key] != value}}
    absent = [key for key in base if key not in view]
    if absent:
        out["absent"] = absent
    return out


def _undelta(base: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """``base`` with ``delta`` applied (unchanged values are shared with ``base``)."""
    view = {key: value for key, value in base.items() if key not in delta.get("absent", [])}
    view.update(delta["changed"])
    return view


def dumps(recording: Recording) -> str:
    lines = [_line(recording.header)]
    previous: Step | None = None
    for step in recording.steps:
        n = step.head["step"]
        lines.append(_line(step.head))
        if previous is None:
            lines.append(_line({"step": n, "seat": None, "view": step.table}))
        else:
            lines.append(_line({"step": n, "seat": None, **_delta(previous.table, step.table)}))
        for seat, view in enumerate(step.seats):
            own = _delta(step.table, view)
            if previous is not None and own == _delta(previous.table, previous.seats[seat]):
                lines.append(_line({"step": n, "seat": seat, "vs_table": AS_BEFORE}))
            else:
                lines.append(_line({"step": n, "seat": seat, "vs_table": own}))
        previous = step
    return "".join(lines)


def loads(text: str) -> Recording:
    lines = [json.loads(line) for line in text.splitlines() if line.strip()]
    header, steps = lines[0], []
    own: dict[int, dict[str, Any]] = {}  # each seat's last "vs_table"
    for entry in lines[1:]:
        if "seat" not in entry:
            steps.append(Step(entry, {}))
        elif entry["seat"] is None:
            step = steps[-1]
            step.table = entry["view"] if "view" in entry else _undelta(steps[-2].table, entry)
        else:
            seat, delta = entry["seat"], entry["vs_table"]
            own[seat] = own[seat] if delta == AS_BEFORE else delta
            steps[-1].seats.append(_undelta(steps[-1].table, own[seat]))
    return Recording(header, steps)


def load(playthrough: Playthrough) -> Recording:
    return loads(playthrough.path.read_text(encoding="utf-8"))


def save(playthrough: Playthrough) -> Recording:
    recording = record(playthrough)
    if recording.error is not None:
        raise RuntimeError(f"golden {playthrough.name}: after step "
                           f"{len(recording.steps) - 1}: {recording.error}")
    DATA.mkdir(exist_ok=True)
    playthrough.path.write_text(dumps(recording), encoding="utf-8")
    return recording


# The comparison ----------------------------------------------------------------------------

_MISSING = object()


def diff_paths(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Every differing leaf as ``path: file <value> != now <value>``."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        out: list[str] = []
        for key in [*expected, *(k for k in actual if k not in expected)]:
            out += diff_paths(expected.get(key, _MISSING), actual.get(key, _MISSING),
                              f"{path}.{key}" if path else str(key))
        return out
    if isinstance(expected, list) and isinstance(actual, list):
        out = []
        for i in range(max(len(expected), len(actual))):
            out += diff_paths(expected[i] if i < len(expected) else _MISSING,
                              actual[i] if i < len(actual) else _MISSING, f"{path}[{i}]")
        return out
    if expected == actual and type(expected) is type(actual):
        return []
    return [f"{path or '<view>'}: file {_short(expected)} != now {_short(actual)}"]


def _short(value: Any) -> str:
    if value is _MISSING:
        return "<missing>"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."


def _report(name: str, where: str, what: str, lines: list[str]) -> str:
    shown = lines[:MAX_DIFF_LINES]
    more = len(lines) - len(shown)
    body = "".join(f"\n    {line}" for line in shown)
    tail = f"\n    ... and {more} more" if more > 0 else ""
    hint = REGEN_HINT.format(name=name)
    return f"golden {name}: {where}: {what} differs:{body}{tail}\n  ({hint})"


def first_difference(expected: Recording, actual: Recording) -> str | None:
    """The first difference between a golden file and a fresh recording, or None."""
    name = expected.header.get("playthrough", "?")
    header = diff_paths(expected.header, actual.header)
    if header:
        return _report(name, "header", "the game's definition", header)
    for want, got in zip(expected.steps, actual.steps, strict=False):
        where = want.label()
        head = diff_paths(want.head, got.head)
        if head:
            return _report(name, where, "the step (action, time, events or outcome)", head)
        table = diff_paths(want.table, got.table)
        if table:
            return _report(name, where, "the table view (seat None)", table)
        if len(want.seats) != len(got.seats):
            return _report(name, where, "the number of seats",
                           [f"file {len(want.seats)} != now {len(got.seats)}"])
        for seat, (view_want, view_got) in enumerate(zip(want.seats, got.seats, strict=True)):
            seat_diff = diff_paths(view_want, view_got)
            if seat_diff:
                return _report(name, where, f"the view of seat {seat}", seat_diff)
    if actual.error is not None:
        last = min(len(expected.steps), len(actual.steps)) - 1
        return _report(name, f"after step {last}", "the playthrough", [actual.error])
    if len(expected.steps) != len(actual.steps):
        last = min(len(expected.steps), len(actual.steps)) - 1
        return _report(name, f"after step {last}", "the number of steps",
                       [f"file {len(expected.steps)} != now {len(actual.steps)}"])
    return None
