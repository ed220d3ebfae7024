"""Profiles never stop the app (issue 27): every error reading the file is the damaged
path (PX-PROF-5), a locked file never fails the start-up backup, a damaged statistics
row is named, a game that cannot be committed is queued and committed once, and the
real error is the one reported.

The app's own start with each of these files is in tests/desktop/test_profile_faults.py.
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from core.progress.avatars import AVATARS
from store import profile_db as db
from store.profiles import ProfileStore
from tests.helpers.disk_faults import fill, full_tmpfs
from tests.store.profile_games import finished_records
from tests.store.test_profiles import FakeClock, all_seats, new_store


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "profiles" / "profiles.sqlite"


def settled(path: Path) -> bytes:
    """The file with its WAL folded in (what a byte flip on disk would hit)."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return path.read_bytes()


def schema_offsets(path: Path, data: bytes) -> list[int]:
    """Where the schema text of every table lies in the file."""
    conn = sqlite3.connect(path)
    texts = [row[0].encode() for row in conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'table'")]
    conn.close()
    return sorted(offset for text in texts
                  for offset in range(data.index(text), data.index(text) + len(text)))


def test_every_flipped_schema_byte_is_the_damaged_path_or_harmless(path, clock):
    """Issue 27: one flipped byte of the schema text raised `UnicodeDecodeError` from
    ``PRAGMA journal_mode=WAL`` (exit 1). Over the whole schema text of both tables
    (every fifth byte, each turned to 0xFF): the file opens and reads, or the app gets
    `ProfilesDamaged` to offer its recovery; nothing else."""
    store, ids = new_store(path, clock, n=2)
    store.close()
    data = settled(path)
    outcomes = {"damaged": 0, "harmless": 0}
    for offset in schema_offsets(path, data)[::5]:
        damaged = bytearray(data)
        damaged[offset] = 0xFF
        path.write_bytes(bytes(damaged))
        try:
            reopened = ProfileStore.open(path, clock=clock)
        except db.ProfilesDamaged as err:
            assert err.problem
            outcomes["damaged"] += 1
            continue
        try:
            assert len(reopened.profiles()) == 2
            try:  # and a game still counts, or is queued with its reason: never a crash
                reopened.apply_game(finished_records()[0], {0: ids[0]})
            except db.ProfilesError as err:
                assert str(err)
            outcomes["harmless"] += 1
        finally:
            reopened.close()
    assert outcomes["damaged"] > 0, outcomes


def test_a_flipped_byte_that_decodes_badly_is_damage_not_a_crash(path, clock):
    store, _ids = new_store(path, clock, n=1)
    store.close()
    data = bytearray(settled(path))
    data[data.index(b"CREATE TABLE profiles") + 3] = 0xFF  # "CRE\xffTE": the seen case
    path.write_bytes(bytes(data))
    with pytest.raises(db.ProfilesDamaged) as err:
        ProfileStore.open(path, clock=clock)
    assert "UnicodeDecodeError" in err.value.problem or "malformed" in err.value.problem


def test_a_file_locked_by_another_program_while_a_backup_is_due_still_opens(path, clock,
                                                                            caplog):
    """Issue 27: ``database is locked`` from the start-up backup stopped the app. The
    backup waits briefly, is skipped and logged; the profiles open; it is made later."""
    store, ids = new_store(path, clock, n=2)
    store.close()
    clock.now += timedelta(hours=1)  # a backup is due: something changed, none taken yet
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another window writing
    try:
        with caplog.at_level(logging.ERROR, logger="store.profiles"):
            reopened = ProfileStore.open(path, clock=clock)
        assert [p.id for p in reopened.profiles()] == ids
        assert "backup not made or not recorded" in caplog.text and "locked" in caplog.text
    finally:
        other.execute("ROLLBACK")
        other.close()
    clock.now += timedelta(hours=1)
    assert reopened.maybe_backup() is not None  # the lock gone: taken at the next chance
    reopened.close()


def damage_stats(path: Path, profile_id: str, stats: bytes) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE profiles SET stats = CAST(? AS TEXT) WHERE id = ?", (stats, profile_id))
    conn.close()


@pytest.mark.parametrize("stats", [b'{"counters": {"x": 1}, "xp": 1', b'{"counters":[],"xp":0}',
                                   b'{"counters": {}, "xp": "\xff"}', b"null"])
def test_a_damaged_statistics_row_is_named_and_the_others_are_counted(path, clock, stats):
    """Issue 27: a damaged row passed ``quick_check``, then reading it raised
    (`JSONDecodeError`) in the Profiles screen and in the runtime. Now it is listed as
    damaged, its games are not counted (until its statistics are reset), the others'
    are."""
    store, ids = new_store(path, clock)
    damage_stats(path, ids[1], stats)
    listed = store.profiles()
    assert [p.damaged for p in listed] == [False, True, False, False]
    assert store.get(ids[1]).name == "Player 1"
    record = finished_records()[0]
    applied = store.apply_game(record, all_seats(ids))
    assert sorted(applied) == [0, 2, 3]
    assert store.applied_games(ids[1]) == 0 and store.applied_games(ids[0]) == 1
    reset = store.reset_stats(ids[1])
    assert not reset.damaged and reset.stats.xp == 0
    assert store.apply_game(record, all_seats(ids))[1].already is False
    assert store.apply_game(record, all_seats(ids))[1].already is True


def test_a_game_committed_during_a_lock_is_recorded_once_the_lock_is_gone(path, clock,
                                                                           monkeypatch):
    """Issue 27: a game that failed to commit (lock timeout) was never recorded. It is
    queued on disk, the error says what failed, and it is committed once (by its game
    id) when the file is free: by the next game, or the next start."""
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 50)  # the lock times out at once
    store, ids = new_store(path, clock, n=4)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    first, second = finished_records()[0], finished_records()[1]
    try:
        with pytest.raises(db.ProfilesError) as err:
            store.apply_game(first, all_seats(ids))
        assert err.value.code == "profiles.pending" and "locked" in str(err.value)
        assert len(store.pending()) == 1 and list(store.pending_dir.iterdir())
    finally:
        other.execute("ROLLBACK")
        other.close()
    store.apply_game(second, all_seats(ids))  # the next game commits the queued one first
    assert [store.applied_games(pid) for pid in ids] == [2, 2, 2, 2]
    assert store.pending() == [] and not list(store.pending_dir.iterdir())
    assert store.commit_pending() == 0
    assert store.apply_game(first, all_seats(ids))[0].already  # counted once
    xp = [p.stats.xp for p in store.profiles()]
    store.close()
    reopened = ProfileStore.open(path, clock=clock)
    assert [p.stats.xp for p in reopened.profiles()] == xp
    reopened.close()


def test_a_queued_game_is_committed_at_the_next_start(path, clock, monkeypatch):
    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 50)
    store, ids = new_store(path, clock, n=4)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(db.ProfilesError):
            store.apply_game(finished_records()[2], all_seats(ids))
    finally:
        other.execute("ROLLBACK")
        other.close()
    store.close()  # the app quits before another game
    reopened = ProfileStore.open(path, clock=clock)
    assert [reopened.applied_games(pid) for pid in ids] == [1, 1, 1, 1]
    assert reopened.pending() == []
    reopened.close()


def test_a_full_disk_reports_the_real_error_and_the_game_waits(tmp_path, clock):
    """Root only: the database on a tiny tmpfs, filled up. The error is the disk's
    (not the ``ROLLBACK``'s "no transaction is active"); the game is kept (in memory,
    the disk being full) and committed once space is free."""
    with full_tmpfs(tmp_path / "disk", size_kb=512) as disk:
        path = disk / "profiles" / "profiles.sqlite"
        store, ids = new_store(path, clock, n=4)
        store.create("Filler", AVATARS[5])
        fill(disk)
        with pytest.raises(db.ProfilesError) as err:
            for record in finished_records():  # until a page must grow
                store.apply_game(record, all_seats(ids))
        assert err.value.code == "profiles.pending"
        assert "full" in str(err.value) and "no transaction" not in str(err.value)
        assert len(store.pending()) == 1
        (disk / "filler").unlink()
        assert store.commit_pending() == 1 and store.pending() == []
        store.close()
