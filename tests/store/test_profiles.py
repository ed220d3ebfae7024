"""Profiles in SQLite (PX-PROF-1, -2, -5): creating and editing, applying finished games
once, migrations from the first schema, damaged files and backups."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from core.progress.avatars import AVATARS
from core.progress.facts import ProgressError, facts_of
from core.progress.stats import Stats
from core.progress.titles import BY_ID
from core.session import Session
from store import profile_backup as backup
from store import profile_db as db
from store.profiles import ProfileError, ProfileStore
from tests.core.spyword.conftest import NAMES, PAIR
from tests.store.profile_games import SEATS, finished_records


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "profiles" / "profiles.sqlite"


def new_store(path: Path, clock: FakeClock, n: int = SEATS) -> tuple[ProfileStore, list[str]]:
    store = ProfileStore.open(path, clock=clock)
    ids = [store.create(f"Player {i}", AVATARS[i]).id for i in range(n)]
    return store, ids


def all_seats(ids: list[str]) -> dict[int, str]:
    return dict(enumerate(ids))


def test_create_and_edit(path, clock):
    # PX-PROF-1: a profile has a name, an avatar, a chosen title and statistics.
    store = ProfileStore.open(path, clock=clock)
    anne = store.create("  Anne   Marie ", AVATARS[3])
    assert (anne.name, anne.avatar, anne.title, anne.stats) == ("Anne Marie", AVATARS[3],
                                                                None, Stats())
    for name, code in (("", "profile.name.empty"), ("   ", "profile.name.empty"),
                       ("anne-marie", "profile.name.taken")):
        with pytest.raises(ProfileError) as err:
            store.create(name, AVATARS[0])
        assert err.value.code == code
    with pytest.raises(ProfileError) as err:
        store.create("Bob", "not-an-avatar")
    assert err.value.code == "profile.avatar.unknown"
    renamed = store.edit(anne.id, name="Anne", avatar=AVATARS[5])
    assert (renamed.name, renamed.avatar) == ("Anne", AVATARS[5])
    with pytest.raises(ProfileError) as err:  # a title must be earned first
        store.edit(anne.id, title="sw_streak_35")
    assert err.value.code == "profile.title.not_earned"
    assert [p.name for p in store.profiles()] == ["Anne"]
    store.close()
    assert ProfileStore.open(path, clock=clock).get(anne.id).name == "Anne"


def test_a_finished_game_counts_once(path, clock):
    # PX-PROF-2: every finished game awards XP and updates statistics on each player's
    # profile; applying the same game again (a second window, a rejoin) is a no-op.
    store, ids = new_store(path, clock)
    record = finished_records()[0]
    facts = facts_of(record)
    first = store.apply_game(record, all_seats(ids))
    for seat, pid in enumerate(ids):
        profile = store.get(pid)
        assert profile.stats.get("spyword.played") == 1
        assert profile.stats.get("spyword.won") == int(facts[seat].won)
        assert profile.stats.xp == first[seat].xp > 0
        assert not first[seat].already
        assert "sw_played_1" in first[seat].new_titles
    again = store.apply_game(replace(record, identities=ids), all_seats(ids))
    assert all(a.already for a in again.values())
    assert [a.xp for a in again.values()] == [a.xp for a in first.values()]
    assert [store.get(pid).stats for pid in ids] == [p.stats for p in store.profiles()]
    assert all(store.get(pid).stats.get("all.played") == 1 for pid in ids)
    assert store.applied_games(ids[0]) == 1


def test_only_the_seats_with_a_profile_count(path, clock):
    store, ids = new_store(path, clock, n=1)
    store.apply_game(finished_records()[1], {2: ids[0]})
    assert store.get(ids[0]).stats.get("taboo.played") == 1


def test_an_unfinished_game_changes_nothing(path, clock):
    store, ids = new_store(path, clock)
    running = Session.start("spyword", {"mode": "one_device"}, NAMES[:4], 1, PAIR, 0).record
    with pytest.raises(ProgressError):
        store.apply_game(running, all_seats(ids))
    assert all(p.stats == Stats() for p in store.profiles())


def test_a_title_earned_can_be_chosen(path, clock):
    store, ids = new_store(path, clock, n=1)
    store.apply_game(finished_records()[0], {0: ids[0]})
    chosen = store.edit(ids[0], title="sw_played_1")
    assert chosen.title_row is BY_ID["sw_played_1"]
    assert store.edit(ids[0], title="").title is None


def test_deleting_a_profile_removes_its_games(path, clock):
    store, ids = new_store(path, clock, n=2)
    store.apply_game(finished_records()[0], {0: ids[0], 1: ids[1]})
    store.delete(ids[0])
    assert [p.id for p in store.profiles()] == [ids[1]] and store.applied_games(ids[0]) == 0
    assert store.applied_games(ids[1]) == 1
    with pytest.raises(ProfileError) as err:
        store.get(ids[0])
    assert err.value.code == "profile.unknown"


def v1_database(path: Path) -> None:
    """A database as the first schema version wrote it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = db.connect(path)
    db.migrate(conn, lambda v: None, upto=1)
    stats = Stats({"spyword.played": 3, "all.played": 3}, xp=60).to_json()
    conn.execute("INSERT INTO profiles VALUES ('p1', 'Old Timer', ?, ?, '2026-01-01')",
                 (AVATARS[0], stats))
    conn.execute("INSERT INTO applied VALUES ('g1', 'p1', '2026-01-01')")
    conn.close()


def test_migration_from_the_first_schema_version(path, clock):
    # PX-PROF-5: an older file is migrated with its data, after a backup of it as it was.
    v1_database(path)
    store = ProfileStore.open(path, clock=clock)
    old = store.get("p1")
    assert (old.name, old.title, old.stats.get("spyword.played"), old.stats.xp) == (
        "Old Timer", None, 3, 60)
    assert store.applied_games("p1") == 1
    conn = sqlite3.connect(path)
    assert db.version(conn) == db.SCHEMA_VERSION == 2
    conn.close()
    before = [b for b in backup.backups(store.backups_dir) if "-v1" in b.name]
    assert len(before) == 1
    kept = sqlite3.connect(before[0])
    assert db.version(kept) == 1
    assert kept.execute("SELECT name FROM profiles").fetchall() == [("Old Timer",)]
    kept.close()
    store.apply_game(finished_records()[0], {0: "p1"})  # the migrated store works on
    assert store.get("p1").stats.get("spyword.played") == 4


def test_a_newer_file_is_refused_clearly(path, clock):
    store, _ = new_store(path, clock)
    store._conn.execute("PRAGMA user_version=99")
    store.close()
    with pytest.raises(db.ProfilesTooNew) as err:
        ProfileStore.open(path, clock=clock)
    assert err.value.code == "profiles.too_new" and "newer Palabre" in str(err.value)


def damage(path: Path) -> None:
    """Overwrite the middle of the file (and drop the WAL): pages no longer check."""
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    data = bytearray(path.read_bytes())
    data[100:len(data) - 100] = b"\xa5" * (len(data) - 200)
    path.write_bytes(bytes(data))


def test_damaged_file_without_backup(path, clock):
    # PX-PROF-5: a damaged file is a clear error (no crash, nothing deleted); starting
    # fresh keeps the damaged file aside.
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(db.ProfilesDamaged) as err:
        ProfileStore.open(path, clock=clock)
    assert err.value.code == "profiles.damaged" and err.value.backup is None
    aside = ProfileStore.start_fresh(path, clock)
    assert aside is not None and aside.read_bytes().startswith(b"this is not")
    assert ProfileStore.open(path, clock=clock).profiles() == []


def test_damaged_file_offers_the_newest_good_backup(path, clock):
    # PX-PROF-5: quick_check at start; the newest backup that opens and checks is
    # offered (a newer broken one is passed over); restoring it brings the profiles back.
    store, ids = new_store(path, clock)
    store.apply_game(finished_records()[0], all_seats(ids))
    good = store.backup_now()
    assert good is not None
    clock.now += timedelta(hours=1)
    broken = store.backup_now()
    assert broken is not None
    broken.write_bytes(b"garbage" * 500)
    store.apply_game(finished_records()[1], all_seats(ids))  # newer than the good backup
    store.close()
    damage(path)
    with pytest.raises(db.ProfilesDamaged) as err:
        ProfileStore.open(path, clock=clock)
    assert err.value.backup == good
    aside = ProfileStore.restore(path, good, clock)
    assert aside is not None and aside.exists()
    back = ProfileStore.open(path, clock=clock)
    assert [p.id for p in back.profiles()] == ids
    assert back.get(ids[0]).stats.get("spyword.played") == 1
    assert back.get(ids[0]).stats.get("taboo.played") == 0  # played after the backup


def test_backups_when_changed_at_most_every_30_minutes(path, clock):
    # Issue 15: backups when something changed, at most every 30 minutes.
    store, ids = new_store(path, clock)
    count = len(backup.backups(store.backups_dir))
    assert count == 1  # the new file's first state
    records = finished_records()
    store.apply_game(records[0], all_seats(ids))
    assert len(backup.backups(store.backups_dir)) == count  # 0 minutes later
    clock.now += timedelta(minutes=29)
    store.apply_game(records[1], all_seats(ids))
    assert len(backup.backups(store.backups_dir)) == count
    clock.now += timedelta(minutes=1)
    assert store.maybe_backup() is not None  # changed, and 30 minutes since the last
    clock.now += timedelta(hours=2)
    assert store.maybe_backup() is None  # nothing changed since
    for i in range(backup.KEEP + 3):  # old backups are pruned, the newest kept
        clock.now += timedelta(minutes=31)
        store.apply_game(records[(i + 2) % len(records)], all_seats(ids))
    kept = backup.backups(store.backups_dir)
    assert len(kept) == backup.KEEP and all(backup.is_good(b) for b in kept)


def test_a_backup_that_fails_to_open_never_replaces_a_good_one(path, clock, monkeypatch):
    store, ids = new_store(path, clock)
    before = backup.backups(store.backups_dir)
    monkeypatch.setattr(backup, "is_good", lambda p: False)  # every new copy "fails"
    for i in range(backup.KEEP + 2):
        clock.now += timedelta(hours=1)
        store.apply_game(finished_records()[i], all_seats(ids))
        assert store.backup_now() is None
    assert backup.backups(store.backups_dir) == before
    assert not [p for p in store.backups_dir.iterdir() if p.name.endswith(".tmp")]


def test_backups_leave_no_side_files(path, clock):
    # PX-PROF-5, issue 26: each backup left a `.tmp-wal`/`.tmp-shm` pair (a WAL-mode copy
    # checked read-only); a backup is one plain file, and checking or restoring one adds
    # nothing beside it. Pairs left by older releases go at the next backup.
    store, ids = new_store(path, clock)
    stale = [store.backups_dir / ".profiles-20261101-120000-000000.sqlite.tmp-wal",
             store.backups_dir / ".profiles-20261101-120000-000000.sqlite.tmp-shm",
             store.backups_dir / "profiles-20261101-120000-000000.sqlite-shm"]
    for side in stale:
        side.write_bytes(b"")
    for i in range(3):
        clock.now += timedelta(minutes=31)
        store.apply_game(finished_records()[i], all_seats(ids))
    made = backup.backups(store.backups_dir)
    assert len(made) == 4
    assert sorted(p.name for p in store.backups_dir.iterdir()) == sorted(p.name for p in made)
    assert backup.newest_good(store.backups_dir) == made[0]
    store.close()
    damage(path)
    ProfileStore.restore(path, made[0], clock)
    assert sorted(p.name for p in store.backups_dir.iterdir()) == sorted(p.name for p in made)
    back = ProfileStore.open(path, clock=clock)
    assert [p.id for p in back.profiles()] == ids
    back.close()
