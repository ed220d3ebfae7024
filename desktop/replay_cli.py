"""``palabre replay FILE``: a saved game's outcome and event log, for people or machines."""

from __future__ import annotations

import json
import sys
from typing import Any

from core.errors import RuleError
from core.game import Event
from core.record import GameRecord, RecordError, TimedAction
from core.session import Session
from store.records import load

# Event fields that hold seat numbers, shown as player names.
SEAT_FIELDS = ("seat", "by", "target", "winners", "speakers", "tied", "candidates", "votes",
               "giver", "guesser", "team_seats")
# Fields whose seat may be None for a vote for Pass (Spy Word, SW-VOTE-1).
PASS_FIELDS = ("target", "votes")
PASS = "Pass"


def clock(ms: int) -> str:
    seconds = max(ms, 0) // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def name_seats(value: Any, seats: list[str], none: str | None = None) -> Any:
    """Seat numbers -> names, inside ints, lists and {voter: target} maps; ``None`` ->
    ``none`` when given (a vote's target None is Pass)."""
    def one(x: Any) -> Any:
        if x is None and none is not None:
            return none
        if isinstance(x, bool) or not isinstance(x, int):
            return x
        return seats[x] if 0 <= x < len(seats) else x

    if isinstance(value, dict):
        return {one(k): one(v) for k, v in value.items()}
    if isinstance(value, list):
        return [one(x) for x in value]
    return one(value)


def describe_event(event: Event, seats: list[str]) -> str:
    """``type (key=value, ...)`` with seat numbers shown as names; actions read the same."""
    parts = []
    for key, value in event.items():
        if key == "type":
            continue
        none = PASS if key in PASS_FIELDS else None
        shown = name_seats(value, seats, none) if key in SEAT_FIELDS else value
        parts.append(f"{key}={shown}")
    return f"{event['type']}" + (f" ({', '.join(parts)})" if parts else "")


def describe_actor(timed: TimedAction, seats: list[str]) -> str:
    return "session" if timed.actor is None else seats[timed.actor]


def replay_log(record: GameRecord) -> tuple[Session, list[tuple[TimedAction, list[Event]]]]:
    log: list[tuple[TimedAction, list[Event]]] = []
    return Session.replay(record, log=log), log


def run_replay(path: str, *, as_json: bool) -> int:
    try:
        record = load(path)
        session, log = replay_log(record)
    except (OSError, RecordError) as exc:
        print(f"palabre replay: {exc}", file=sys.stderr)
        return 1
    except RuleError as exc:
        print(f"palabre replay: {path}: the record does not replay ({exc.code})", file=sys.stderr)
        return 1
    outcome = session.outcome()
    if as_json:
        print(json.dumps({
            "game": record.game,
            "rules_version": record.rules_version,
            "started_at": record.started_at,
            "seats": record.seats,
            "outcome": None if outcome is None else outcome.to_dict(),
            "log": [{"at_ms": t.at_ms - record.started_ms, "actor": t.actor,
                     "action": t.action, "events": events} for t, events in log],
        }, ensure_ascii=False, indent=1))
        return 0
    seats = record.seats
    print(f"{record.game} ({record.rules_version}), {len(seats)} players: {', '.join(seats)}")
    if record.started_at is not None:
        print(f"Played: {record.started_at}")
    if outcome is None:
        print("Outcome: not finished")
    else:
        winners = ", ".join(seats[w] for w in outcome.winners) or "nobody"
        print(f"Outcome: {outcome.side or 'no winner'} ({outcome.reason}); winners: {winners}")
    print()
    for timed, events in log:
        print(f"[{clock(timed.at_ms - record.started_ms)}] "
              f"{describe_actor(timed, seats)}: {describe_event(timed.action, seats)}")
        for event in events:
            print(f"          {describe_event(event, seats)}")
    return 0
