"""What the host's journal costs per change: the whole-file write it used to do, beside the
appended entry it does now (issue 30), in the same run; and the standby's copy, whole per
change as it was, beside the base and sealed entries it is now.

    .venv/bin/python bench/journal.py              # one seeded game of each kind + a long Taboo
    .venv/bin/python bench/journal.py --seeds 3

Plays one seeded random game of each kind (`tests.helpers.random_play`, the games the
journal tests use) on a live session, as a host does, and after every change:

* ``whole`` (before issue 30, still how a base is written): `net.journal.snapshot` (with
  `Session.digest`) and `Journal.write`, the whole file atomically (two fsyncs), all of it
  on the event loop before any device was told;
* ``prepare`` (now, on the event loop): `Journal.prepare`, the change's entry as bytes;
* ``commit`` (now, on the journal's thread, `net.journal_writer`): `Journal.commit`, the
  append and one `fdatasync`; the devices are told when it is done;
* ``copy_whole`` (the baseline, before issue 30's copy: `whole_copy` below, kept here
  only): `Host.saved` (a snapshot with `Session.digest`) and the whole journal sealed and
  cut in chunks, after every change, on the event loop;
* ``copy`` (now): `net.standby_copy.CopyMaker.next`, the change's sealed entry (or, now
  and then, a new base), on the event loop.

Besides the four games, a long Taboo game (`tests.net.test_standby_copy.long_taboo`, 677
actions: the game whose whole copies grew past 8 KB each).

Prints, per game, CPU (``time.process_time``) and wall (``time.perf_counter``) per change,
mean / p50 / p99, the copy's characters per change (mean, the largest after the first
base, and in all over the game) and the ratios whole / prepare and copy_whole / copy.
Dated, with the load average. Results: docs/performance.md ("The journal per change").
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import statistics
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

# Measure this checkout's code, whatever checkout the venv was installed from.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.record import GameRecord  # noqa: E402
from core.session import Session  # noqa: E402
from net.journal import Journal, restore, snapshot  # noqa: E402
from net.room import Room  # noqa: E402
from net.room_key import RoomKey, seal  # noqa: E402
from net.standby_copy import CopyMaker, HeldCopy  # noqa: E402
from tests.net.test_journal import GAMES, finished_record  # noqa: E402
from tests.net.test_standby_copy import long_taboo  # noqa: E402

STEPS = ("whole", "prepare", "commit", "copy_whole", "copy")


def whole_copy(room: Room, key: RoomKey, seq: int) -> tuple[str, ...]:
    """The baseline: the standby's copy as it was before issue 30 (`pack_copy` of
    `Host.saved()` after every change): the whole journal, compressed, sealed, chunked."""
    saved = snapshot(room, clock_ms=seq, seq=seq, port=4747)
    data = {**saved.to_dict(), "token_key": None}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    sealed = seal(key, zlib.compress(text.encode("utf-8"), 6),
                  f"palabre journal|{room.room_id}|{key.epoch}|{seq}".encode())
    packed = base64.b64encode(sealed).decode("ascii")
    return tuple(packed[i:i + 4096] for i in range(0, len(packed), 4096))


def measure(game: str, seed: int, folder: Path) -> dict[str, object]:
    record, room = long_taboo(seed) if game == "taboo-long" else finished_record(game, seed)
    return measure_record(f"{game}-{seed}", record, room, folder)


def measure_record(name: str, record: GameRecord, room: Room,
                   folder: Path) -> dict[str, object]:
    before = Journal(folder / f"{name}-whole.journal.json")
    now = Journal(folder / f"{name}-log.journal.json")
    key = RoomKey.fresh(1, room.token_key)
    maker, held = CopyMaker(room.room_id), HeldCopy(room.room_id)
    cpu: dict[str, list[float]] = {step: [] for step in STEPS}
    wall: dict[str, list[float]] = {step: [] for step in STEPS}
    chars: dict[str, list[int]] = {"copy_whole": [], "copy": []}
    entry_chars: list[int] = []  # the copy's pieces that are entries, not bases

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
        chunks = timed("copy_whole", whole_copy, room, key, seq)
        chars["copy_whole"].append(sum(map(len, chunks)))
        pieces = timed("copy", maker.next, room, key, clock_ms=seq, seq=seq, port=4747)
        chars["copy"].append(sum(len(c) for piece in pieces for c in piece.chunks))
        if pieces[0].piece:
            entry_chars.append(chars["copy"][-1])
        for piece in pieces:  # the standby's side, not timed: it checks the copy is whole
            held.take(piece.seq, piece.base, piece.piece, piece.parts, key.epoch, 1,
                      piece.chunks)
    assert saved is not None
    assert restore(now.load()).session.digest() == live.digest()  # the log holds the game
    assert restore(held.open(key)).session.digest() == live.digest()  # so does the copy
    mean = {step: {kind: statistics.fmean(values[step]) for kind, values in
                   (("cpu", cpu), ("wall", wall))} for step in STEPS}
    return {"changes": len(record.actions) + 1,
            "copy_chars": {step: {"mean": round(statistics.fmean(values)),
                                  "max_after_first": max(values[1:]),
                                  "game_total": sum(values)}
                           for step, values in chars.items()},
            "copy_entry_chars_max": max(entry_chars),
            "copy_bases": len(chars["copy"]) - len(entry_chars),
            "file_bytes": {"whole": before.path.stat().st_size,
                           "log": now.path.stat().st_size},
            **{f"{step}_cpu_ms": _spread(cpu[step]) for step in STEPS},
            **{f"{step}_wall_ms": _spread(wall[step]) for step in STEPS},
            "loop_cpu_ratio_whole_over_prepare": round(
                mean["whole"]["cpu"] / mean["prepare"]["cpu"], 1),
            "loop_wall_ratio_whole_over_prepare": round(
                mean["whole"]["wall"] / mean["prepare"]["wall"], 1),
            "wall_ratio_whole_over_commit": round(
                mean["whole"]["wall"] / mean["commit"]["wall"], 2),
            "copy_cpu_ratio_whole_over_now": round(
                mean["copy_whole"]["cpu"] / mean["copy"]["cpu"], 1),
            "copy_chars_ratio_whole_over_now": round(
                sum(chars["copy_whole"]) / sum(chars["copy"]), 1)}


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
        for game in [*sorted(GAMES), "taboo-long"]:
            for seed in range(args.seeds) if game != "taboo-long" else [2]:
                print(json.dumps({"game": game, "seed": seed,
                                  **measure(game, seed, Path(folder))}), flush=True)


if __name__ == "__main__":
    main()
