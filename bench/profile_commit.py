"""How long applying one finished game to its profiles takes (PX-PROF-5).

``python -m bench.profile_commit [GAMES]`` (from the repository root) applies GAMES
finished four-player games (real records; each its own game id) to four profiles in a
fresh database in a temporary folder, and prints percentiles of the whole `apply_game`
call (replaying the record for its facts + the durable ``synchronous=FULL`` transaction),
and of the facts alone, so the commit's share shows; and what a device that joined
records for its player from the host's `result` (`apply_result`: one profile, no replay,
the same durable transaction, PX-PROF-4). Results: docs/performance.md.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from core.progress.avatars import AVATARS
from core.progress.facts import facts_of, game_id
from store.profiles import ProfileStore
from tests.store.profile_games import finished_records
from tests.store.profile_writer import game


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    q = statistics.quantiles(ordered, n=100)
    return f"p50 {q[49]:.2f} ms, p90 {q[89]:.2f} ms, p99 {q[98]:.2f} ms, max {ordered[-1]:.2f} ms"


def main(argv: list[str]) -> None:
    count = int(argv[0]) if argv else 300
    records = list(finished_records())
    with tempfile.TemporaryDirectory() as folder:
        store = ProfileStore.open(Path(folder) / "profiles.sqlite")
        ids = [store.create(f"P{i}", AVATARS[i]).id for i in range(4)]
        device = ProfileStore.open(Path(folder) / "device.sqlite")
        mine = device.create("Me", AVATARS[0]).id
        whole, facts, results = [], [], []
        for i in range(count):
            record = game(records, i)
            start = time.perf_counter()
            facts_of(record)
            middle = time.perf_counter()
            store.apply_game(record, dict(enumerate(ids)))
            end = time.perf_counter()
            facts.append((middle - start) * 1000)
            whole.append((end - middle) * 1000)
            seat_facts, gid = facts_of(record)[1], game_id(record)  # what `result` carries
            start = time.perf_counter()
            device.apply_result(gid, mine, seat_facts)
            results.append((time.perf_counter() - start) * 1000)
        store.close()
        device.close()
    print(f"{count} games, 4 profiles each")
    print(f"apply_game (facts + durable commit): {percentiles(whole)}")
    print(f"facts_of alone (replay of the record): {percentiles(facts)}")
    print(f"apply_result (a device, one profile, durable commit): {percentiles(results)}")


if __name__ == "__main__":
    main(sys.argv[1:])
