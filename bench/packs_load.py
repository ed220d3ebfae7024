"""Loading the built-in packs against parsing them (issue 30: "pack loading ≤ 1.5× parsing").

    python -m bench.packs_load [--runs 7]

Each run is a fresh process (nothing cached in memory), CPU time (``time.process_time``)
of three things, each in its own process:

* ``parse``: every built-in pack file read and parsed by ``tomllib`` (the floor: the
  bytes must be read and parsed at least once);
* ``load, first start``: `store.packs.PackLibrary.load()` with an empty cache folder (each
  file validated, the cache written);
* ``load``: the same with the cache the first start wrote (every later start).

The ratio is each median over ``parse``'s, in the same run. User packs: none (a fresh
data folder), as on a first start; a user's own packs are validated at every start.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_PARSE = """
import time, tomllib
from store import paths
start = time.process_time()
files = sorted(paths.builtin_packs_dir().rglob("*.toml"))
for path in files:
    tomllib.loads(path.read_text(encoding="utf-8"))
print(time.process_time() - start, len(files))
"""
_LOAD = """
import time
from store.packs import PackLibrary
start = time.process_time()
library = PackLibrary.load()
print(time.process_time() - start, len(library.valid))
"""


def _run(code: str, data: Path) -> tuple[float, int]:
    env = {**os.environ, "PALABRE_DATA_DIR": str(data)}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), int(out[1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    rows: dict[str, list[float]] = {"parse": [], "load, first start": [], "load": []}
    count = 0
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            data = Path(folder)
            rows["parse"].append(_run(_PARSE, data)[0])
            first, count = _run(_LOAD, data)
            rows["load, first start"].append(first)
            rows["load"].append(_run(_LOAD, data)[0])
    floor = statistics.median(rows["parse"])
    print(f"packs: {count} built-in packs, {args.runs} runs, load average "
          f"{os.getloadavg()[0]:.2f}")
    print(f"{'':20} {'CPU ms min':>10} {'median':>8} {'max':>8} {'x parse':>8}")
    for name, values in rows.items():
        median = statistics.median(values)
        print(f"{name:20} {min(values) * 1000:10.1f} {median * 1000:8.1f} "
              f"{max(values) * 1000:8.1f} {median / floor:8.2f}")
    print(json.dumps({name: statistics.median(v) for name, v in rows.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
