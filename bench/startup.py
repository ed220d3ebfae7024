"""Start-up: time from process start to the first window painted, CPU and memory then.

    python bench/startup.py [--runs 5] [--platform xcb|offscreen] [--frozen dist/palabre/palabre]
                            [--before DIR]   # DIR: an older checkout (git archive REV)

Three programs, each started ``--runs`` times cold and ``--runs`` times warm:

* ``bare``: a bare PySide6 window of the same size (bench/bare_window.py), the baseline;
* ``source``: ``python -m desktop.cli``, the app from this checkout;
* ``frozen``: the standalone bundle (installer/build.py), when it has been built;
* ``before`` (with ``--before DIR``): ``python -m desktop.cli`` from another checkout, to
  compare a change (bench/run_with_probe.py adds the probe that tree may lack).

Each process writes, at its window's first paint (`desktop.startup_probe`), the wall
clock, its CPU time and its peak RSS, then closes. Wall time is counted from just before
the bench launches the process. **Warm**: after one uncounted start, so the files are in
the page cache. **Cold**: before each start, the program's files (the virtualenv and the
standard library, or the bundle folder) are dropped from the page cache with
``posix_fadvise(DONTNEED)`` (only those files: the machine's other work keeps its cache).
Windows are real X11 windows under a private Xvfb (``xcb``, the default when Xvfb is
installed) or offscreen. Settings and data go to a temporary folder; Python writes its
bytecode cache as it does for a user (``PYTHONDONTWRITEBYTECODE`` is dropped). Results: min, median
and max per program, and each median's ratio to the bare window's.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "dist" / "palabre" / "palabre"
DISPLAY_NUMBER = 87
XVFB_WAIT_S = 10.0
RUN_TIMEOUT_S = 60.0


def evict(folders: list[Path]) -> int:
    """Drop every file under ``folders`` from the page cache; the number of files."""
    count = 0
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file() and not path.is_symlink():
                try:
                    fd = os.open(path, os.O_RDONLY)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                    count += 1
                finally:
                    os.close(fd)
    return count


def python_folders() -> list[Path]:
    paths = {Path(sysconfig.get_paths()[key]).resolve() for key in ("stdlib", "purelib",
                                                                    "platlib")}
    return sorted(paths) + [ROOT / "core", ROOT / "store", ROOT / "net", ROOT / "desktop"]


def start_xvfb() -> subprocess.Popen[bytes]:
    socket = Path(f"/tmp/.X11-unix/X{DISPLAY_NUMBER}")
    xvfb = subprocess.Popen(["Xvfb", f":{DISPLAY_NUMBER}", "-screen", "0", "1280x900x24",
                             "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + XVFB_WAIT_S
    while not socket.exists():  # a bench, not a test: a bounded wait for the server
        if xvfb.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("Xvfb did not start")
        time.sleep(0.05)
    return xvfb


def run_once(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """One start: the probe's record, with ``wall_s`` counted from the launch."""
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "probe.jsonl"
        run_env = {**env, "PALABRE_STARTUP_PROBE": str(probe),
                   "XDG_CONFIG_HOME": str(Path(scratch) / "config"),
                   "PALABRE_DATA_DIR": str(Path(scratch) / "data")}
        launched = time.time()
        subprocess.run(command, env=run_env, check=True, timeout=RUN_TIMEOUT_S,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        record = json.loads(probe.read_text().splitlines()[0])
    record["wall_s"] = record.pop("shown_at") - launched
    return record


def measure(command: list[str], env: dict[str, str], runs: int, cold_folders: list[Path]
            ) -> dict[str, list[dict[str, float]]]:
    results: dict[str, list[dict[str, float]]] = {"cold": [], "warm": []}
    for _ in range(runs):
        evict(cold_folders)
        results["cold"].append(run_once(command, env))
    run_once(command, env)  # warm-up, not counted
    for _ in range(runs):
        results["warm"].append(run_once(command, env))
    return results


def summary(records: list[dict[str, float]], key: str) -> tuple[float, float, float]:
    values = [r[key] for r in records]
    return min(values), statistics.median(values), max(values)


def report(all_results: dict[str, dict[str, list[dict[str, float]]]]) -> None:
    print(f"{'program':<8} {'start':<5} {'first window s (min/median/max)':<32} "
          f"{'CPU s (median)':>14} {'peak RSS MiB':>13} {'× bare: time':>13} "
          f"{'CPU':>6} {'RSS':>6}")
    for name, results in all_results.items():
        for mode, records in results.items():
            low, mid, high = summary(records, "wall_s")
            cpu = summary(records, "cpu_s")[1]
            rss = summary(records, "rss_mib")[1]
            bare = all_results["bare"][mode]
            ratios = [mid / summary(bare, "wall_s")[1], cpu / summary(bare, "cpu_s")[1],
                      rss / summary(bare, "rss_mib")[1]]
            print(f"{name:<8} {mode:<5} {low:>9.3f} {mid:>9.3f} {high:>9.3f}      "
                  f"{cpu:>14.3f} {rss:>13.1f} {ratios[0]:>13.2f} {ratios[1]:>6.2f} "
                  f"{ratios[2]:>6.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", choices=("xcb", "offscreen"),
                        default="xcb" if shutil.which("Xvfb") else "offscreen")
    parser.add_argument("--frozen", type=Path, default=FROZEN)
    parser.add_argument("--before", type=Path, help="an older checkout to compare with")
    parser.add_argument("--only", action="append",
                        choices=("bare", "before", "source", "frozen"))
    args = parser.parse_args(argv)
    # PYTHONDONTWRITEBYTECODE (set on these machines) would recompile every module of the
    # checkout at each start: a user's Python caches the bytecode, so the bench does too.
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM",
                          "PYTHONDONTWRITEBYTECODE")}
    xvfb = None
    if args.platform == "xcb":
        xvfb = start_xvfb()
        env["DISPLAY"] = f":{DISPLAY_NUMBER}"
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    here = {"PYTHONPATH": str(ROOT)}
    programs = {"bare": ([sys.executable, str(ROOT / "bench" / "bare_window.py")],
                         python_folders(), here),
                "source": ([sys.executable, "-m", "desktop.cli"], python_folders(), here)}
    if args.before:
        programs["before"] = ([sys.executable, str(ROOT / "bench" / "run_with_probe.py")],
                              [*python_folders(), args.before],
                              {"PYTHONPATH": str(args.before.resolve())})
    if args.frozen.is_file():
        programs["frozen"] = ([str(args.frozen)], [args.frozen.parent], {})
    wanted = ["bare", *(args.only or programs)]
    print(f"start-up, {args.runs} runs cold and warm each, platform {args.platform}, "
          f"{os.cpu_count()} CPUs, Python {sys.version.split()[0]}")
    try:
        results = {}
        for name in dict.fromkeys(wanted):
            if name in programs:
                command, folders, extra = programs[name]
                results[name] = measure(command, {**env, **extra}, args.runs, folders)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    report(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
