"""PX-PROF-5: a finished game is never lost and never counted twice.

* A writer process killed (SIGKILL) at random moments while it applies finished games:
  after each kill the database passes ``integrity_check``, every game the writer
  acknowledged (its commit had returned) is there for all of its profiles, no game is
  there for only some of them, and no game is counted twice. 200 kills in the soak run,
  10 in the default one.
* Two processes writing to the same profiles at once never corrupt them or lose a game.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from core.progress.avatars import AVATARS
from core.progress.facts import facts_of, game_id
from store.profiles import ProfileStore
from tests.store.profile_games import SEATS, finished_records, write_records
from tests.store.profile_writer import game

ROOT = Path(__file__).resolve().parents[2]


def writer(db: Path, records: Path, first: int, count: int, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.profile_writer", str(db), str(records),
         str(first), str(count), *extra],
        cwd=ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})


def setup_store(tmp_path: Path) -> tuple[Path, Path, list[str]]:
    db = tmp_path / "profiles.sqlite"
    store = ProfileStore.open(db)
    ids = [store.create(f"P{i}", AVATARS[i]).id for i in range(SEATS)]
    store.close()
    return db, write_records(tmp_path / "records.json"), ids


def check_database(db: Path, ids: list[str], acked: set[int]) -> set[int]:
    """integrity_check passes; each game is there for all its profiles or none; every
    acknowledged game is there; statistics count each game once. Returns the games there."""
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        rows = conn.execute("SELECT game_id, profile_id FROM applied").fetchall()
    finally:
        conn.close()
    by_game: dict[str, set[str]] = {}
    for gid, pid in rows:
        by_game.setdefault(gid, set()).add(pid)
    assert all(pids == set(ids) for pids in by_game.values()), "a game half applied"
    records = finished_records()
    # Writers apply games in order, each from the last one there, so the games there are
    # a run from 0 that may reach past the last acknowledged one (a killed writer's
    # commit that returned after the test stopped reading its acks).
    bound = max(acked, default=-1) + 3 + len(by_game)
    present = {i for i in range(bound) if game_id(game(list(records), i)) in by_game}
    assert len(present) == len(by_game), "a game there that no writer was given"
    assert acked <= present, f"acknowledged games lost: {sorted(acked - present)}"
    store = ProfileStore.open(db)
    try:
        for seat, pid in enumerate(ids):
            stats = store.get(pid).stats
            assert stats.get("all.played") == len(by_game) == store.applied_games(pid)
            wins = sum(facts_of(game(list(records), i))[seat].won for i in present)
            assert stats.get("all.won") == wins
    finally:
        store.close()
    return present


def kill_at_random_moments(tmp_path: Path, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    db, records, ids = setup_store(tmp_path)
    acked: set[int] = set()
    next_game = 0
    for _ in range(kills):
        proc = writer(db, records, next_game, 1_000, "--slow")
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        for _ in range(rng.randrange(3)):  # let 0-2 games through, then kill mid-stream
            line = proc.stdout.readline().split()
            acked.add(int(line[1]))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        present = check_database(db, ids, acked)
        # The next writer starts again at the first game that may be missing, and
        # re-applies the one before it (a no-op: no game is counted twice).
        next_game = max(0, max(present, default=-1))


def test_killed_writer_loses_no_acknowledged_game(tmp_path):
    # PX-PROF-5
    kill_at_random_moments(tmp_path, kills=10, seed=1)


@pytest.mark.soak
def test_killed_writer_200_times(tmp_path):
    # PX-PROF-5, issue 15 "Done when": 200 SIGKILLs at random moments.
    kill_at_random_moments(tmp_path, kills=200, seed=2)


def test_two_processes_write_at_once(tmp_path):
    # Issue 15: two app windows on the same profiles never corrupt them. Two writers apply
    # overlapping games at once: every game once, nothing lost, integrity intact.
    db, records, ids = setup_store(tmp_path)
    a = writer(db, records, 0, 30)
    b = writer(db, records, 15, 30)
    out_a, _ = a.communicate()
    out_b, _ = b.communicate()
    assert a.returncode == b.returncode == 0
    acked = {int(line.split()[1]) for line in (out_a + out_b).splitlines()
             if line.startswith("ack")}
    assert acked == set(range(45))
    assert check_database(db, ids, acked) >= acked
