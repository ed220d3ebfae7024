"""Record format 2 (issue 10): a wall-clock start, action times relative to it, a rules
version checked on replay, an identity slot per seat; format 1 files still replay.
PX-PROF-5: a finished game is kept as its record."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from core.record import RECORD_FORMAT, GameRecord, RecordError, RulesVersionError
from core.session import Session
from store.records import load, save
from tests.core.spyword.conftest import reveal_all, start

STARTED_AT = "2026-12-01T19:30:00.000Z"


def played_session() -> Session:
    session = start(5, seed=3, mode="several_devices")
    session.record.started_at = STARTED_AT
    reveal_all(session, now=1_250)
    for _ in range(3):
        session.tick(session.game.next_deadline())
    return session


def format_1(record: GameRecord) -> dict:
    """The layout written before format 2: absolute times, names only, no wall clock."""
    return {"format": 1, "game": record.game, "rules_version": record.rules_version,
            "settings": record.settings, "seats": list(record.seats), "seed": record.seed,
            "content": record.content, "started_ms": record.started_ms,
            "actions": [[a.at_ms, a.actor, a.action] for a in record.actions]}


def test_format_2_keeps_the_wall_clock_start_and_times_relative_to_it():
    session = played_session()
    data = session.record.to_dict()
    assert data["format"] == RECORD_FORMAT == 2
    assert data["started_at"] == STARTED_AT
    assert data["clock_ms"] == session.record.started_ms
    first = session.record.actions[0]
    assert data["actions"][0] == [first.at_ms - session.record.started_ms, first.actor,
                                  first.action]
    assert all(after >= 0 for after, _, _ in data["actions"])
    assert data["seats"][0] == {"name": session.record.seats[0], "identity": None}


def test_format_2_round_trips_and_replays_to_the_same_state(tmp_path):
    session = played_session()
    session.record.identities = [{"profile": "p-1"}, None, None, None, None]
    save(session.record, tmp_path / "game.json")
    loaded = load(tmp_path / "game.json")
    assert loaded == session.record
    assert loaded.identity(0) == {"profile": "p-1"} and loaded.identity(1) is None
    assert Session.replay(loaded).game.snapshot() == session.game.snapshot()


def test_a_format_1_record_still_replays():
    session = played_session()
    old = GameRecord.loads(json.dumps(format_1(session.record)))
    assert old.started_at is None and old.identities is None
    assert old.actions == session.record.actions
    assert Session.replay(old).game.snapshot() == session.game.snapshot()


def test_replaying_under_other_rules_is_refused_clearly():
    session = played_session()
    session.record.rules_version = "spyword-0"
    with pytest.raises(RulesVersionError) as err:
        Session.replay(session.record)
    assert "'spyword-0'" in str(err.value) and "spyword-1" in str(err.value)
    assert isinstance(err.value, RecordError)  # the replay tool's error path catches it


@pytest.mark.parametrize("change", [
    lambda d: d.update(format=3),
    lambda d: d.pop("clock_ms"),
    lambda d: d.update(seats=["Alice"]),  # format 2 seats are objects
    lambda d: d["actions"].append([5, "Alice", {"type": "timeout"}]),
])
def test_a_malformed_record_names_the_problem(change):
    data = played_session().record.to_dict()
    change(data)
    with pytest.raises(RecordError) as err:
        GameRecord.from_dict(data)
    assert str(err.value).startswith("record: ")


def test_a_room_started_game_carries_a_real_wall_clock_start():
    from net.room import Room
    from net.runtime import RoomRuntime
    from store.packs import PackLibrary
    from tests.net.conftest import content_for

    room = Room("spyword", "Room", "en")
    for name in ("Ann", "Bob", "Cid", "Dee"):
        room.join(name)
    runtime = RoomRuntime(room, clock=lambda: 5_000, scheduler=lambda *_: None,  # type: ignore[arg-type,return-value]
                          content=content_for("spyword", PackLibrary.load()), seed=1)
    before = datetime.now().astimezone()
    session = runtime.start()
    started = datetime.fromisoformat(session.record.started_at.replace("Z", "+00:00"))
    assert abs((started - before).total_seconds()) < 60
    assert session.record.to_dict()["clock_ms"] == 5_000
