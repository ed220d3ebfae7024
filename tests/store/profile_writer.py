"""A writer process for the profile store's crash and concurrency tests.

``python -m tests.store.profile_writer DB RECORDS FIRST COUNT [--slow]`` applies games
FIRST..FIRST+COUNT-1 (game ``i`` is base record ``i % len(RECORDS)`` with its own
``started_at``, hence its own game id) to every profile in DB, seat ``s`` played by
profile ``s``; it prints ``ready`` once the store is open and ``ack I`` after each game's
commit returned. ``--slow`` does some arithmetic between the profile updates of one
transaction, so that a kill lands inside a transaction more often (no sleep).
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path

from core.record import GameRecord
from store import profiles as pr


def game(records: list[GameRecord], i: int) -> GameRecord:
    base = records[i % len(records)]
    return replace(base, started_at=f"2026-12-{1 + i // 1440 % 28:02}T"
                                    f"{i // 60 % 24:02}:{i % 60:02}:00.000Z")


def load_records(path: Path) -> list[GameRecord]:
    return [GameRecord.from_dict(d) for d in json.loads(path.read_text(encoding="utf-8"))]


def main(argv: list[str]) -> None:
    db, records_file, first, count = Path(argv[0]), Path(argv[1]), int(argv[2]), int(argv[3])
    records = load_records(records_file)
    store = pr.ProfileStore.open(db)
    if "--slow" in argv:
        apply_one = pr.ProfileStore._apply_one
        rng = random.Random()

        def slow(self, *args):  # type: ignore[no-untyped-def]
            sum(i * i for i in range(rng.randrange(200_000)))
            return apply_one(self, *args)
        pr.ProfileStore._apply_one = slow  # type: ignore[method-assign]
    ids = [p.id for p in store.profiles()]
    print("ready", flush=True)
    for i in range(first, first + count):
        record = game(records, i)
        store.apply_game(record, {seat: ids[seat] for seat in range(len(record.seats))})
        print(f"ack {i}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
