"""`palabre replay FILE`: outcome and event log from a saved record (issue 2, item 7)."""

from __future__ import annotations

import json

from core.record import GameRecord
from core.session import Session
from core.spyword.state import Role
from desktop.cli import main
from store.records import load, save
from tests.core.spyword.conftest import reveal_all, seats_with, start, to_vote, vote_all


def finished_game():
    session = start(4, seed=5)
    spy = seats_with(session, Role.SPY)[0]
    reveal_all(session)
    to_vote(session)
    other = next(s for s in range(4) if s != spy)
    vote_all(session, lambda v: spy if v != spy else other)
    return session, spy


def test_replay_prints_outcome_and_readable_log(tmp_path, capsys):
    session, spy = finished_game()
    path = tmp_path / "game.json"
    save(session.record, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    names = session.record.seats
    assert "Outcome: citizens (spyword.end.all_impostors_out)" in out
    assert f"eliminated (seat={names[spy]}, how=vote)" in out
    assert out.count("got_it") == 4
    assert "game_over" in out


def test_replay_json_is_machine_readable(tmp_path, capsys):
    session, spy = finished_game()
    path = tmp_path / "game.json"
    save(session.record, path)
    assert main(["replay", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"]["side"] == "citizens"
    assert len(data["log"]) == len(session.record.actions)
    assert data["log"][-1]["events"][-1]["type"] == "game_over"


def test_saved_record_round_trips_and_replays_identically(tmp_path):
    session, _ = finished_game()
    path = tmp_path / "game.json"
    save(session.record, path)
    loaded = load(path)
    assert loaded == session.record
    assert Session.replay(loaded).game.snapshot() == session.game.snapshot()


def test_broken_files_get_a_clear_error(tmp_path, capsys):
    cases = {
        "missing.json": None,
        "notjson.json": b"{nope",
        "latin1.json": "{\"game\": \"caf\xe9\"}".encode("latin-1"),
        "wrongformat.json": b'{"format": 99}',
        "fields.json": b'{"format": 1, "game": "spyword"}',
    }
    for name, data in cases.items():
        path = tmp_path / name
        if data is not None:
            path.write_bytes(data)
        assert main(["replay", str(path)]) == 1
        err = capsys.readouterr().err
        assert err.startswith("palabre replay: ") and len(err.strip().splitlines()) == 1, err


def test_a_record_that_does_not_replay_is_named(tmp_path, capsys):
    session, _ = finished_game()
    record = GameRecord.loads(session.record.dumps())
    record.actions.append(record.actions[-1])  # a vote after the game ended
    path = tmp_path / "tampered.json"
    save(record, path)
    assert main(["replay", str(path)]) == 1
    assert "does not replay (game.over)" in capsys.readouterr().err


def test_a_vote_for_pass_reads_pass(tmp_path, capsys):
    # SW-VOTE-1, SW-VOTE-4: a vote for Pass has no target (None), shown as "Pass".
    session = start(4, seed=5, allow_pass=True)
    reveal_all(session)
    to_vote(session)
    vote_all(session, lambda v: None)
    path = tmp_path / "pass.json"
    save(session.record, path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    voter = session.record.actions[-1].actor
    assert f"voted (seat={session.record.seats[voter]}, target=Pass)" in out
    assert "vote_passed" in out


def test_a_record_of_other_rules_is_refused_with_both_versions(tmp_path, capsys):
    session, _ = finished_game()
    session.record.rules_version = "spyword-0"
    path = tmp_path / "old.json"
    save(session.record, path)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "rules version 'spyword-0'" in err and "'spyword-1'" in err


def test_replay_shows_when_the_game_was_played(tmp_path, capsys):
    session, _ = finished_game()
    session.record.started_at = "2026-12-01T19:30:00.000Z"
    save(session.record, tmp_path / "game.json")
    assert main(["replay", str(tmp_path / "game.json")]) == 0
    assert "Played: 2026-12-01T19:30:00.000Z" in capsys.readouterr().out
