"""What the host's journal costs per change, as it is written today (issue 30, "before").

    .venv/bin/python bench/journal.py              # one seeded game of each kind
    .venv/bin/python bench/journal.py --seeds 3

Plays one seeded random game of each kind (`tests.helpers.random_play`, the games the
journal tests use), then, for every change of that game, does what `Host._changed` does
after it: `net.journal.snapshot` (with `Session.digest`), `Journal.write` (the whole file,
atomically, two fsyncs) and `pack_copy` (the standby's sealed copy). Prints, per game, the
CPU (``time.process_time``) and wall (``time.perf_counter``) per change of each step and
the copy's size at the game's end. "Journal off" costs none of it: these figures are what
the journal adds to each change on the host's event loop. Dated, with the load average.
Results: docs/performance.md ("The journal per change").
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
from net.journal import Journal, pack_copy, snapshot  # noqa: E402
from net.room_key import RoomKey  # noqa: E402
from tests.net.test_journal import GAMES, finished_record  # noqa: E402

STEPS = ("digest", "snapshot", "write", "copy")


def measure(game: str, seed: int, folder: Path) -> dict[str, object]:
    record, room = finished_record(game, seed)
    journal = Journal(folder / f"{game}-{seed}.journal.json")
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

    for upto in range(len(record.actions) + 1):
        room.session = Session.replay(record, upto=upto)
        timed("digest", room.session.digest)
        saved = timed("snapshot", snapshot, room, clock_ms=0, seq=upto, port=4747)
        timed("write", journal.write, saved)
        chunks = timed("copy", pack_copy, saved, key, room.room_id)
    return {"changes": len(record.actions) + 1, "copy_chars": sum(map(len, chunks)),
            "copy_chunks": len(chunks),
            **{f"{step}_cpu_ms": _spread(cpu[step]) for step in STEPS},
            **{f"{step}_wall_ms": _spread(wall[step]) for step in STEPS},
            "total_cpu_ms_mean": round(sum(statistics.fmean(cpu[s]) for s in STEPS
                                           if s != "digest"), 3),
            "total_wall_ms_mean": round(sum(statistics.fmean(wall[s]) for s in STEPS
                                            if s != "digest"), 3)}


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
