"""Host broadcast latency, open loop, all three games, beside a bare twin (issue 30).

    PYTHONPATH=. .venv/bin/python bench/host_latency.py                 # every game, N = 64
    .venv/bin/python bench/host_latency.py --game codenames --clients 256 --transport ws
    .venv/bin/python bench/host_latency.py --journal off --runs 1 --json

Processes, as on a LAN (each its own core share): the **host** (`bench/broadcast_server.py
host`: one `net.host.Host`, TCP and the web transport on one loop, real clock, and with
``--journal on``, the default, a `net.journal.Journal` in a temporary folder as every real
room keeps), and the **clients**: N lean connections (`bench/broadcast_clients.py`) in
``--client-procs`` processes (default one per 64 connections, at most 4), so the clients
do not measure themselves. ``--transport tcp|ws|mixed``: every connection over TCP, over
a WebSocket (the phone page's transport), or every other one over each.

**Open loop, counted from the schedule.** Every action has a scheduled send time (the
k-th of a game at its start + k / ``--rate``, default 100/s); the latency of an action is
the moment the LAST of the N connections holds a view with seq >= the action's change,
minus that SCHEDULED time, so a host that delays the sends pays for it (no coordinated
omission). Spy Word and Codenames change seat at almost every action, and two sockets
are not ordered with each other: before an action from another seat than the previous
one the driver waits until the host has applied the previous one; the wait is counted
(the schedule does not move), and the achieved rate and the actions sent late (more than
1 ms after their time) are printed. Games and views: every player its own view (Taboo 10
players, `correct` cycled on the Turn result screen; Spy Word 12 and Codenames 16 players,
whole games again and again, from a replica `Session`); the rest are table displays.

**The bare twin.** The host process records every byte it writes to each connection,
with the change it belongs to. The twin (`bench/broadcast_server.py twin`: the same two
transports, no room) then gets the very same N connections (same transports, same
client processes) and the same script: at each action's scheduled time a ``trigger``
frame from the same connection, with the same waits, and it writes to each connection
exactly the bytes the host wrote for that change. **ratio** = host p99 / twin p99; and
the host's CPU per change against the twin's.

**CPU per change**: the server process's whole CPU time (``getrusage``: user + system)
between the first measured scheduled send and the last view held, divided by the host's
changes in that time (its own count; restarts of a game included), for the host and for
its twin alike.

``--journal both`` (the default) measures each case with the journal on, then off, each
with its own twin. Several runs (``--runs``, default 3): min / median / max over runs;
the load average (``/proc/loadavg``) before and after each case. For the measurement
only the host raises the per-connection action budget (one connection sends every
Taboo action), the per-address caps (every client is on 127.0.0.1) and, above 56, the
room's 64 connections. Results and method: docs/performance.md (``bench/report.py``
rewrites its "Host broadcast latency" section).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's code

import msgpack  # noqa: E402
from broadcast_clients import (  # noqa: E402
    TRANSPORTS,
    WAIT_S,
    Pool,
    Workers,
    default_processes,
    plan,
)
from broadcast_drivers import (  # noqa: E402
    LATE_MS,
    WARMUP_ACTIONS,
    Driver,
    Step,
    drive_replica,
    drive_taboo,
    replay,
)
from broadcast_server import GAMES, PLAYERS  # noqa: E402

SERVER = str(Path(__file__).resolve().parent / "broadcast_server.py")
DEFAULT_CLIENTS = (64,)
DEFAULT_ACTIONS = 500
DEFAULT_RATE = 100.0
DEFAULT_RUNS = 3
#: ``--settle``: the rest of the machine counts as quiet under this many cores...
QUIET_CORES = 0.3
#: ...sampled over this long.
SAMPLE_S = 2.0
#: ``--retry-disturbed``: a run during which other work used more than this many cores
#: (in its host or its twin part) is measured again.
DISTURBED_CORES = 0.5


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def busy_s() -> float:
    """CPU seconds the whole machine has spent busy (``/proc/stat``: all but idle and
    iowait), since boot."""
    with open("/proc/stat", encoding="ascii") as stream:
        fields = [int(x) for x in stream.readline().split()[1:]]
    return (sum(fields[:8]) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def own_s() -> float:
    """CPU seconds of this process and of its children that ended (servers, workers)."""
    me, children = (resource.getrusage(who) for who in (resource.RUSAGE_SELF,
                                                           resource.RUSAGE_CHILDREN))
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


async def read_line(proc: asyncio.subprocess.Process) -> dict[str, Any]:
    assert proc.stdout is not None
    line = await asyncio.wait_for(proc.stdout.readline(), 2 * WAIT_S)
    if not line:
        raise RuntimeError("the server process ended (see its stderr)")
    answer: dict[str, Any] = json.loads(line)
    return answer


def achieved_rate(steps: list[Step]) -> float:
    """Measured actions per second while sending, one game (segment) at a time."""
    count, seconds = 0, 0.0
    group: list[Step] = []
    for step in [*steps, None]:
        if step is None or step.new_segment:
            if len(group) >= 2:
                count += len(group) - 1
                seconds += group[-1].sent - group[0].sent
            group = []
        if step is not None and step.measured:
            group.append(step)
    return count / seconds if seconds else 0.0


def record_summary(path: Path, steps: list[Step], clients: int) -> dict[str, Any]:
    """What the host sent per measured change: bytes, and the share of (change,
    connection) pairs that got no view (their view did not change)."""
    data = msgpack.unpackb(path.read_bytes(), raw=False)
    frames = data["frames"]
    kinds = [msgpack.unpackb(f[4:], raw=False).get("type") for f in frames]
    measured = {step.seq for step in steps if step.measured}
    got: dict[int, set[int]] = {seq: set() for seq in measured}
    sent_bytes = 0
    table_bytes = 0
    for seq, index, number in data["entries"]:
        if seq in got:
            sent_bytes += len(frames[number])
            if kinds[number] == "view":
                got[seq].add(index)
                if index == 0:
                    table_bytes = len(frames[number])
    start = min(step.seq for step in steps)
    replay_bytes = sum(len(frames[number]) for seq, _, number in data["entries"]
                       if seq >= start)
    pairs = len(measured) * clients
    missing = sum(clients - len(indices) for indices in got.values())
    return {"bytes_per_change": sent_bytes / len(measured), "view_bytes": table_bytes,
            "no_view_share": missing / pairs, "distinct_frames": len(frames),
            "replay_bytes": replay_bytes}


async def run(game: str, clients: int, rate: float, actions: int, transport: str,
              processes: int, journal: bool, folder: Path,
              twin_of: dict[str, Any] | None = None) -> dict[str, Any]:
    """One run against the host (``twin_of`` None) or against the twin of a host run."""
    players = min(clients, PLAYERS[game])
    specs = plan(clients, players, transport, processes)
    record = folder / "record.msgpack" if twin_of is None else Path(twin_of["record"])
    if twin_of is None:
        command = [SERVER, "host", game, "--clients", str(clients), "--rate", str(rate),
                   "--journal", "on" if journal else "off", "--record", str(record)]
    else:
        triggers = folder / "triggers.json"
        triggers.write_text(json.dumps([step["seq"] for step in twin_of["script"]]))
        command = [SERVER, "twin", "--record", str(record), "--triggers", str(triggers)]
    busy0, own0, wall0 = busy_s(), own_s(), time.monotonic()
    server = await asyncio.create_subprocess_exec(sys.executable, *command,
                                                  stdout=asyncio.subprocess.PIPE)
    workers = Workers(specs)
    pool = Pool([spec for spec in specs if spec.process == 0])
    try:
        target = await read_line(server)
        await workers.start()
        await workers.open(target)
        await pool.open(target)
        driver = Driver(pool, rate, server.pid)
        if twin_of is not None:
            await replay(driver, [Step(**step) for step in twin_of["script"]])
        elif game == "taboo":
            await drive_taboo(driver, actions)
        else:
            await drive_replica(game, driver, actions)
        measured = [step for step in driver.steps if step.measured]
        first, last = measured[0].seq, measured[-1].seq
        answers = [await pool.held(first, last), *await workers.held(first, last)]
        server.send_signal(signal.SIGUSR2)
    finally:
        if server.returncode is None:
            server.send_signal(signal.SIGINT)
        await pool.close()
        await workers.close()
    report = await read_line(server)
    await asyncio.wait_for(server.wait(), WAIT_S)
    # what other work on the machine took meanwhile, in cores (the bench's own excluded)
    others = (busy_s() - busy0 - (own_s() - own0)) / (time.monotonic() - wall0)
    held = [max(answer["held"][s] for answer in answers) for s in range(last - first + 1)]
    values = [(held[step.seq - first] - step.scheduled) * 1000 for step in measured]
    lags = [(step.sent - step.scheduled) * 1000 for step in measured]
    changes = report["seq_end"] - report["seq_start"]
    if twin_of is not None:
        changes = twin_of["changes"]
        if report["bytes_written"] != twin_of["replay_bytes"]:
            raise RuntimeError(f"the twin wrote {report['bytes_written']} bytes, the host "
                               f"{twin_of['replay_bytes']}")
    result: dict[str, Any] = {
        "game": game, "clients": clients, "players": players, "transport": transport,
        "journal": journal, "server": "host" if twin_of is None else "twin",
        "client_procs": len({spec.process for spec in specs}), "rate": rate,
        "actions": len(measured), "achieved_rate": achieved_rate(driver.steps),
        "late": sum(1 for lag in lags if lag > LATE_MS), "lag_p99_ms": percentile(lags, 99),
        "lag_max_ms": max(lags),
        "order_waits": sum(1 for step in measured if step.order_wait),
        "p50": percentile(values, 50), "p99": percentile(values, 99), "max": max(values),
        "changes": changes, "cpu_s": report["cpu_s"],
        "cpu_ms_per_change": report["cpu_s"] * 1000 / changes,
        "other_cores": max(0.0, others),
        "errors": sum(len(answer["errors"]) for answer in answers),
        "error_codes": sorted({code for answer in answers for code in answer["errors"]})[:5],
    }
    if twin_of is None:
        result["script"] = [step.to_dict() for step in driver.steps]
        result["record"] = str(record)
        result["dropped"] = report["dropped"]
        result["journal_stats"] = report.get("journal")
        if result["journal_stats"] is not None:
            result["journal_stats"]["bytes"] = report.get("journal_bytes")
        result.update(record_summary(record, driver.steps, clients))
        if report["seq_end"] < last:  # (a refused action: the connections never get there)
            raise RuntimeError(f"the host is at seq {report['seq_end']}, the driver at {last}")
    return result


def spread(values: list[float]) -> str:
    return f"{min(values):6.2f} {statistics.median(values):6.2f} {max(values):6.2f}"


def commit() -> str:
    """The checkout measured (``+`` when it has changes not committed)."""
    here = Path(__file__).resolve().parent.parent
    try:
        sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=here, check=True,
                             capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=here, check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "?"
    return sha + ("+" if dirty.strip() else "")


def summary(game: str, clients: int, transport: str, journal: bool,
            pairs: list[tuple[dict[str, Any], dict[str, Any]]], before: str,
            date: str) -> dict[str, Any]:
    """One row: the runs of a case, each host run with its twin."""
    hosts = [h for h, _ in pairs]
    twins = [t for _, t in pairs]
    return {
        "game": game, "clients": clients, "players": hosts[0]["players"],
        "transport": transport, "journal": journal, "runs": len(pairs),
        "client_procs": hosts[0]["client_procs"],
        "achieved_rate": statistics.median(h["achieved_rate"] for h in hosts),
        "late": [h["late"] for h in hosts], "order_waits": hosts[0]["order_waits"],
        "actions": hosts[0]["actions"],
        "host_p50": [h["p50"] for h in hosts], "host_p99": [h["p99"] for h in hosts],
        "host_max": [h["max"] for h in hosts],
        "twin_p50": [t["p50"] for t in twins], "twin_p99": [t["p99"] for t in twins],
        "p99_ratio": statistics.median(h["p99"] / t["p99"] for h, t in pairs),
        "host_cpu_ms": statistics.median(h["cpu_ms_per_change"] for h in hosts),
        "twin_cpu_ms": statistics.median(t["cpu_ms_per_change"] for t in twins),
        "cpu_ratio": statistics.median(h["cpu_ms_per_change"] / t["cpu_ms_per_change"]
                                       for h, t in pairs),
        "journal_wall_ms": statistics.median(h["journal_stats"]["wall_ms_mean"]
                                             for h in hosts) if journal else None,
        "journal_wall_p99_ms": max(h["journal_stats"]["wall_ms_p99"]
                                   for h in hosts) if journal else None,
        "view_bytes": hosts[0]["view_bytes"], "bytes_per_change": hosts[0]["bytes_per_change"],
        "no_view_share": hosts[0]["no_view_share"],
        "errors": sum(h["errors"] + t["errors"] for h, t in pairs),
        "error_codes": sorted({c for h, t in pairs for c in h["error_codes"] + t["error_codes"]}),
        "date": date, "commit": commit(),
        "other_cores": [h["other_cores"] for h in hosts],
        "journal_bytes": max(h["journal_stats"]["bytes"] for h in hosts) if journal else None,
        "load_before": before, "load_after": load(),
    }


HEADER = (f"{'game':>9} {'N':>3} {'tr':>5} {'jrnl':>4} | rate/s late | host p50 min med max"
          f" | host p99 min med max | twin p99 min med max | p99 ratio | CPU ms/change host"
          f" twin ratio | other cores | load")


def line(row: dict[str, Any]) -> str:
    return (f"{row['game']:>9} {row['clients']:>3} {row['transport']:>5} "
            f"{'on' if row['journal'] else 'off':>4} | {row['achieved_rate']:6.1f} "
            f"{statistics.median(row['late']):4.0f} | {spread(row['host_p50'])} | "
            f"{spread(row['host_p99'])} | {spread(row['twin_p99'])} | {row['p99_ratio']:9.2f}"
            f" | {row['host_cpu_ms']:6.2f} {row['twin_cpu_ms']:5.2f} {row['cpu_ratio']:5.2f}"
            f" | {statistics.median(row['other_cores']):4.2f}"
            f" | {row['load_before']} -> {row['load_after']}")


async def settle(limit_s: float) -> float:
    """Wait (at most ``limit_s``) until the rest of the machine uses under
    `QUIET_CORES`, sampled over `SAMPLE_S`; returns the last sample, in cores."""
    deadline = time.monotonic() + limit_s
    while True:
        busy0, own0 = busy_s(), own_s()
        await asyncio.sleep(SAMPLE_S)
        others = max(0.0, (busy_s() - busy0 - (own_s() - own0)) / SAMPLE_S)
        if others < QUIET_CORES or time.monotonic() >= deadline:
            return others


async def case(game: str, clients: int, transport: str, journals: list[bool], args: Any,
               emit: Any) -> list[dict[str, Any]]:
    processes = args.client_procs or default_processes(clients)
    pairs: dict[bool, list[tuple[dict[str, Any], dict[str, Any]]]] = {j: [] for j in journals}
    quiet = await settle(args.settle)
    before = load()
    date = datetime.now(UTC).strftime("%Y-%m-%d %H:%M")
    set_aside = {j: 0 for j in journals}
    for _ in range(args.runs):
        for journal in journals:  # interleaved: both rows see the same load
            for attempt in range(1 + args.retry_disturbed):
                with tempfile.TemporaryDirectory(prefix="palabre-bench-") as name:
                    folder = Path(name)
                    host = await run(game, clients, args.rate, args.actions, transport,
                                     processes, journal, folder)
                    twin = await run(game, clients, args.rate, args.actions, transport,
                                     processes, journal, folder, twin_of=host)
                for item in (host, twin):
                    item.pop("script", None)
                disturbed = max(host["other_cores"], twin["other_cores"]) > DISTURBED_CORES
                last = attempt == args.retry_disturbed
                emit({"run": True, **{k: v for k, v in host.items() if k != "record"},
                      "twin": twin, "load": load(), "kept": not disturbed or last})
                if not disturbed or last:
                    pairs[journal].append((host, twin))
                    break
                set_aside[journal] += 1
    rows = [summary(game, clients, transport, journal, pairs[journal], before, date)
            for journal in journals]
    for row in rows:
        row["set_aside"] = set_aside[row["journal"]]
    for row in rows:
        row["other_cores_before"] = quiet
    return rows


async def main_async(args: Any) -> None:
    journals = {"both": [True, False], "on": [True], "off": [False]}[args.journal]

    def emit(item: dict[str, Any]) -> None:
        if args.json:
            print(json.dumps(item), flush=True)

    print(f"# machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, load "
          f"{load()}; open loop at {args.rate:.0f} actions/s, {args.actions} measured "
          f"actions (+{WARMUP_ACTIONS} warm-up), {args.runs} runs", flush=True)
    if not args.json:
        print(HEADER, flush=True)
    for game in args.game or GAMES:
        for clients in args.clients or DEFAULT_CLIENTS:
            for transport in args.transport or ["tcp"]:
                for row in await case(game, clients, transport, journals, args, emit):
                    if args.json:
                        print(json.dumps({"row": True, **row}), flush=True)
                    else:
                        print(line(row), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--clients", type=int, action="append")
    parser.add_argument("--transport", choices=TRANSPORTS, action="append")
    parser.add_argument("--journal", choices=("both", "on", "off"), default="both")
    parser.add_argument("--actions", type=int, default=DEFAULT_ACTIONS)
    parser.add_argument("--rate", type=float, default=DEFAULT_RATE)
    parser.add_argument("--runs", type=int, default=DEFAULT_RUNS)
    parser.add_argument("--client-procs", type=int,
                        help="client processes (default: one per 64 connections, at most 4)")
    parser.add_argument("--settle", type=float, default=0.0, metavar="SECONDS",
                        help="before each case, wait up to this long for the rest of the "
                        f"machine to use under {QUIET_CORES} cores")
    parser.add_argument("--retry-disturbed", type=int, default=0, metavar="N",
                        help="measure a run again, up to N times, when other work used more "
                        f"than {DISTURBED_CORES} cores meanwhile (kept runs and set-aside "
                        "ones are counted)")
    parser.add_argument("--json", action="store_true",
                        help="one JSON line per run and per row")
    logging.getLogger("asyncio").setLevel(logging.ERROR)  # writes after a server closed
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
