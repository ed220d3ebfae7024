"""Core common pieces: action codec, record, session, time as data (GUIDE §2)."""

from __future__ import annotations

import pytest

from core.actions import ActionCodec, Disconnect, Leave, Timeout
from core.errors import InvalidAction, RuleError, SetupError, TooEarly
from core.record import GameRecord, RecordError
from core.registry import game_class, game_names
from core.session import Session
from core.spyword.actions import SPYWORD_ACTIONS, GhostGuess, GotIt, Vote
from core.spyword.game import SpyWord
from store.records import load, save
from tests.core.spyword.conftest import PAIR, reveal_all, start


@pytest.fixture
def codec() -> ActionCodec:
    return SpyWord.codec()


def test_codec_round_trips_every_action(codec):
    for action in (GotIt(), Vote(3), Vote(None), GhostGuess("pomme"), Timeout(), Leave(2),
                   Disconnect(0)):
        assert codec.decode(action.to_dict()) == action


@pytest.mark.parametrize("data", [
    [], "vote", {"target": 1}, {"type": "explode"}, {"type": "vote"},
    {"type": "vote", "target": 1, "extra": 2}, {"type": "vote", "target": "1"},
    {"type": "vote", "target": True}, {"type": "vote", "target": 1.0},
    {"type": "ghost_guess", "text": None},
])
def test_codec_refuses_anything_else_with_a_code(codec, data):
    with pytest.raises(InvalidAction) as err:
        codec.decode(data)
    assert err.value.code.startswith("action.")


def test_codec_refuses_duplicate_kinds():
    with pytest.raises(ValueError):
        ActionCodec((*SPYWORD_ACTIONS, GotIt))


def test_registry_knows_the_games_and_refuses_others():
    assert "spyword" in game_names()
    assert game_class("spyword") is SpyWord
    with pytest.raises(SetupError) as err:
        game_class("chess")
    assert err.value.code == "game.unknown"


def test_refused_action_is_not_recorded_and_changes_nothing():
    session = start(5)
    before = session.game.snapshot()
    with pytest.raises(RuleError):
        session.act(0, Vote(1), 5)
    assert session.record.actions == [] and session.game.snapshot() == before


def test_record_replays_to_the_same_state_at_every_step(tmp_path):
    session = start(6, seed=11, mode="several_devices")
    reveal_all(session, now=100)
    for _ in range(4):
        session.tick(session.game.next_deadline())
    path = tmp_path / "r.json"
    save(session.record, path)
    record = load(path)
    assert record.rules_version == SpyWord.RULES_VERSION and record.seed == 11
    for upto in range(len(record.actions) + 1):
        partial = Session.replay(record, upto=upto)
        assert len(partial.record.actions) == upto
    assert Session.replay(record).game.snapshot() == session.game.snapshot()


def test_time_is_data_tick_feeds_due_timeouts_only():
    session = start(5, mode="several_devices")
    reveal_all(session, now=0)
    deadline = session.game.next_deadline()
    assert session.tick(deadline - 1) == [] and session.game.state.speaker_pos == 0
    with pytest.raises(TooEarly):
        session.act(None, Timeout(), deadline - 1)
    session.tick(deadline + 30_000 * 2)  # three deadlines passed: three hand-overs
    assert session.game.state.speaker_pos == 3
    assert [a.at_ms for a in session.record.actions[-3:]] == [
        deadline, deadline + 30_000, deadline + 60_000]


def test_seed_never_in_a_view():
    session = Session.start("spyword", {}, ["A", "B", "C", "D"], 987654321, PAIR, 0)
    assert "987654321" not in str(session.view(None)) + str(session.view(0))


def test_broken_record_names_the_problem(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": 1, "game": "spyword", "actions": [[1, 2]]}')
    with pytest.raises(RecordError) as err:
        load(path)
    assert str(path) in str(err.value) and "malformed" in str(err.value)
    with pytest.raises(RecordError):
        GameRecord.loads("[]")


def test_atomic_save_keeps_the_old_file_whole_on_failure(tmp_path, monkeypatch):
    session = start(4)
    path = tmp_path / "keep.json"
    save(session.record, path)
    original = path.read_text()
    session.act(0, GotIt(), 1)

    def explode(*_args, **_kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("store.records.os.replace", explode)
    with pytest.raises(OSError):
        save(session.record, path)
    assert path.read_text() == original
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]  # no temp file left
