"""What the host's journal costs per change: the whole-file write it used to do, beside the
appended entry it does now (issue 30), in the same run.

    .venv/bin/python bench/journal.py              # one seeded game of each kind
    .venv/bin/python bench/journal.py --seeds 3

Plays one seeded random game of each kind (`tests.helpers.random_play`, the games the
journal tests use) on a live session, as a host does, and after every change:

* ``whole`` (before issue 30, still how a base is written): `net.journal.snapshot` (with
  `Session.digest`) and `Journal.write`, the whole file atomically (two fsyncs), all of it
  on the event loop before any device was told;
* ``prepare`` (now, on the event loop): `Journal.prepare`, the change's entry as bytes;
* ``commit`` (now, on the journal's thread, `net.journal_writer`): `Journal.commit`, the
  append and one `fdatasync`; the devices are told when it is done;
* ``copy``: `pack_copy`, the standby's sealed copy (only with a standby).

Prints, per game, CPU (``time.process_time``) and wall (``time.perf_counter``) per change,
mean / p50 / p99, and the ratios whole / prepare (what the loop is spared). Dated, with
the load average. Results: docs/performance.md ("The journal per change").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

# Measure this checkout's code, whatever checkout the venv was installed from.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.session import Session  # noqa: E402
from net.journal import Journal, pack_copy, restore, snapshot  # noqa: E402
from net.room_key import RoomKey  # noqa: E402
from tests.net.test_journal import GAMES, finished_record  # noqa: E402

STEPS = ("whole", "prepare", "commit", "copy")


def measure(game: str, seed: int, folder: Path) -> dict[str, object]:
    record, room = finished_record(game, seed)
    before = Journal(folder / f"{game}-{seed}-whole.journal.json")
    now = Journal(folder / f"{game}-{seed}-log.journal.json")
    key = RoomKey.fresh(1, room.token_key)
    cpu: dict[str, list[float]] = {step: [] for step in STEPS}
    wall: dict[str, list[float]] = {step: [] for step in STEPS}
    chunks: tuple[str, ...] = ()

    def timed(step: str, work: Callable[..., Any], *args: Any, **options: Any) -> Any:
        c0, w0 = time.process_time(), time.perf_counter()
        result = work(*args, **options)
        cpu[step].append((time.process_time() - c0) * 1000)
        wall[step].append((time.perf_counter() - w0) * 1000)
        return result

    def whole(seq: int) -> Any:
        saved = snapshot(room, clock_ms=seq, seq=seq, port=4747)
        before.write(saved)
        return saved

    room.session = live = Session.replay(record, upto=0)
    codec = type(live.game).codec()
    for seq in range(len(record.actions) + 1):
        if seq:
            timed_action = record.actions[seq - 1]
            live.act(timed_action.actor, codec.decode(timed_action.action), timed_action.at_ms)
        saved = timed("whole", whole, seq)
        pending = timed("prepare", now.prepare, room, clock_ms=seq, seq=seq, port=4747)
        timed("commit", now.commit, pending)
        chunks = timed("copy", pack_copy, saved, key, room.room_id)
    assert restore(now.load()).session.digest() == live.digest()  # the log holds the game
    mean = {step: {kind: statistics.fmean(values[step]) for kind, values in
                   (("cpu", cpu), ("wall", wall))} for step in STEPS}
    return {"changes": len(record.actions) + 1, "copy_chars": sum(map(len, chunks)),
            "file_bytes": {"whole": before.path.stat().st_size,
                           "log": now.path.stat().st_size},
            **{f"{step}_cpu_ms": _spread(cpu[step]) for step in STEPS},
            **{f"{step}_wall_ms": _spread(wall[step]) for step in STEPS},
            "loop_cpu_ratio_whole_over_prepare": round(
                mean["whole"]["cpu"] / mean["prepare"]["cpu"], 1),
            "loop_wall_ratio_whole_over_prepare": round(
                mean["whole"]["wall"] / mean["prepare"]["wall"], 1),
            "wall_ratio_whole_over_commit": round(
                mean["whole"]["wall"] / mean["commit"]["wall"], 2)}


def _spread(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"mean": round(statistics.fmean(values), 3),
            "p50": round(ordered[len(ordered) // 2], 3),
            "p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1, help="games of each kind")
    args = parser.parse_args()
    print(json.dumps({"date": datetime.now(UTC).isoformat(timespec="seconds"),
                      "loadavg": [round(x, 2) for x in os.getloadavg()]}))
    with tempfile.TemporaryDirectory() as folder:
        for game in sorted(GAMES):
            for seed in range(args.seeds):
                print(json.dumps({"game": game, "seed": seed,
                                  **measure(game, seed, Path(folder))}), flush=True)


if __name__ == "__main__":
    main()
