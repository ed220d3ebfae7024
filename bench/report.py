"""Run the host broadcast bench's standard cases and rewrite its docs section (issue 30).

    PYTHONPATH=. .venv/bin/python bench/report.py              # ~10 min on a quiet 2-core box
    .venv/bin/python bench/report.py --from bench/results/host_latency.json   # no rerun
    .venv/bin/python bench/report.py --only 256 --merge        # redo the 256 cases only

Runs `bench/host_latency.py --json` for each standard case (64 connections: every game,
TCP and WebSocket, journal on and off, ``--runs`` runs; 256 connections: every game, TCP,
journal on and off, ``--runs-256`` runs), keeps every line it printed in
``bench/results/host_latency.json``, then rewrites the "Host broadcast latency" section of
``docs/performance.md`` from that file alone: every figure there comes from it, dated,
with the load average and the other work measured during its case.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "host_latency.py"
RESULTS = ROOT / "bench" / "results" / "host_latency.json"
DOC = ROOT / "docs" / "performance.md"
TITLE = "## Host broadcast latency (`bench/host_latency.py`)"
GAME_NAMES = {"taboo": "Taboo", "spyword": "Spy Word", "codenames": "Codenames"}
#: The aims (issues 7 and 13): p99 at most this, and at most this many times the twin's.
AIM_P99_MS = 20.0
AIM_RATIO = 3.0


def cases(runs: int, runs_256: int, only: str | None) -> list[list[str]]:
    out = []
    if only in (None, "64"):
        out.append(["--clients", "64", "--transport", "tcp", "--transport", "ws", "--journal",
                    "both", "--runs", str(runs)])
    if only in (None, "256"):
        out.append(["--clients", "256", "--transport", "tcp", "--journal", "both",
                    "--runs", str(runs_256)])
    return out


def key(row: dict[str, Any]) -> tuple[Any, ...]:
    return (row["game"], row["clients"], row["transport"], row["journal"])


def measure(args: argparse.Namespace) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    runs: list[dict[str, Any]] = []
    started = datetime.now(UTC)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for case in cases(args.runs, args.runs_256, args.only):
        command = [sys.executable, str(BENCH), *case, "--json", "--settle", str(args.settle),
                   "--retry-disturbed", str(args.retry_disturbed)]
        if args.actions is not None:
            command += ["--actions", str(args.actions)]
        print("$", " ".join(command[1:]), flush=True)
        with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as proc:
            assert proc.stdout is not None
            for line in proc.stdout:
                if not line.startswith("{"):
                    print(line, end="", flush=True)
                    continue
                item = json.loads(line)
                if item.pop("row", False):
                    rows.append(item)
                    print(f"  {item['game']} N={item['clients']} {item['transport']} journal "
                          f"{'on' if item['journal'] else 'off'}: host p99 "
                          f"{statistics.median(item['host_p99']):.1f} ms, ratio "
                          f"{item['p99_ratio']:.2f}", flush=True)
                else:
                    item.pop("run", None)
                    runs.append(item)
        if proc.returncode:
            raise SystemExit(f"{BENCH.name} failed ({proc.returncode})")
    return {"started": started.isoformat(timespec="minutes"),
            "ended": datetime.now(UTC).isoformat(timespec="minutes"),
            "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                        "system": f"{platform.system()} {platform.release()}"},
            "command": " ".join(["bench/report.py", *sys.argv[1:]]).strip(),
            "settle": args.settle, "retry_disturbed": args.retry_disturbed,
            "rows": rows, "runs": runs}


# -- The section ------------------------------------------------------------------------------
def ms(values: list[float]) -> str:
    """Median, and (min–max) when there are several runs."""
    med = statistics.median(values)
    if len(values) == 1:
        return f"{med:.1f}"
    return f"{med:.1f} ({min(values):.1f}–{max(values):.1f})"


def on_off(row: dict[str, Any]) -> str:
    return "on" if row["journal"] else "off"


def row_line(row: dict[str, Any]) -> str:
    journal = (f"{row['journal_wall_ms']:.1f} / {row['journal_wall_p99_ms']:.1f}"
               f" ({row['journal_bytes'] / 1024:.0f} KB)" if row["journal"] else "–")
    return (f"| {GAME_NAMES[row['game']]} | {row['clients']} | {row['transport']} | "
            f"{on_off(row)} | {row['date'][5:]} | {row['load_before'].split()[0]} → "
            f"{row['load_after'].split()[0]} | {row['other_cores_before']:.2f} / "
            f"{statistics.median(row['other_cores']):.2f}"
            f"{f' ({n} set aside)' if (n := row.get('set_aside')) else ''} | "
            f"{row['achieved_rate']:.0f} | {statistics.median(row['late']):.0f} | "
            f"{ms(row['host_p50'])} | {ms(row['host_p99'])} | {ms(row['twin_p99'])} | "
            f"**{row['p99_ratio']:.2f}** | {row['host_cpu_ms']:.2f} | {row['twin_cpu_ms']:.2f} | "
            f"{row['cpu_ratio']:.1f} | {journal} |")


def find(rows: list[dict[str, Any]], **where: Any) -> dict[str, Any] | None:
    return next((r for r in rows if all(r[k] == v for k, v in where.items())), None)


def transport_table(rows: list[dict[str, Any]]) -> list[str]:
    out = ["| game | journal | host p99 TCP ms | host p99 WS ms | **WS / TCP** | "
           "twin p99 TCP ms | twin p99 WS ms | twin WS / TCP | host CPU ms/change TCP → WS |",
           "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    for row in rows:
        if row["transport"] != "tcp":
            continue
        ws = find(rows, game=row["game"], clients=row["clients"], journal=row["journal"],
                  transport="ws")
        if ws is None:
            continue
        host_tcp, host_ws = (statistics.median(r["host_p99"]) for r in (row, ws))
        twin_tcp, twin_ws = (statistics.median(r["twin_p99"]) for r in (row, ws))
        out.append(f"| {GAME_NAMES[row['game']]} | {on_off(row)} | {host_tcp:.1f} | "
                   f"{host_ws:.1f} | **{host_ws / host_tcp:.2f}** | {twin_tcp:.1f} | "
                   f"{twin_ws:.1f} | {twin_ws / twin_tcp:.2f} | {row['host_cpu_ms']:.2f} → "
                   f"{ws['host_cpu_ms']:.2f} |")
    return out if len(out) > 2 else []


def readings(rows: list[dict[str, Any]]) -> list[str]:
    """What the figures say, worked out from them (so a rerun cannot contradict it)."""
    out = []
    off = [r for r in rows if not r["journal"] and r["clients"] == 64 and r["transport"] == "tcp"]
    if off:
        parts = ", ".join(f"{GAME_NAMES[r['game']]} {statistics.median(r['host_p99']):.1f} ms"
                          f" ({r['p99_ratio']:.2f}× its twin)" for r in off)
        met = [r for r in off if r["p99_ratio"] <= AIM_RATIO
               and statistics.median(r["host_p99"]) <= AIM_P99_MS]
        out.append(f"- **Journal off, 64 TCP connections**: host p99 {parts}. "
                   f"{len(met)} of {len(off)} games meet the aim (p99 ≤ {AIM_P99_MS:.0f} ms "
                   f"and ≤ {AIM_RATIO:.0f}× the twin).")
    on = [r for r in rows if r["journal"] and r["transport"] == "tcp"]
    pairs = [(r, find(rows, game=r["game"], clients=r["clients"], transport="tcp",
                      journal=False)) for r in on]
    pairs = [(r, o) for r, o in pairs if o is not None]
    if pairs:
        parts = ", ".join(
            f"{GAME_NAMES[r['game']]} N={r['clients']}: p99 "
            f"{statistics.median(o['host_p99']):.0f} → {statistics.median(r['host_p99']):.0f} "
            f"ms, {r['achieved_rate']:.0f} actions/s, journal "
            f"{r['journal_wall_ms']:.1f} ms wall per change (p99 {r['journal_wall_p99_ms']:.0f})"
            for r, o in pairs)
        worst = max(r["journal_wall_ms"] for r, _ in pairs)
        best = min(r["journal_wall_ms"] for r, _ in pairs)
        ratios = [statistics.median(r["host_p99"]) / statistics.median(o["host_p99"])
                  for r, o in pairs]
        out.append(f"- **Journal on** (as every real room runs), off → on: {parts}. The "
                   "journal (issue 30: `Journal.prepare` makes the change's entry on the event "
                   "loop; the journal's thread appends it and flushes it, `fdatasync`; every "
                   "frame of the change is held until then, `net/journal_writer.py`) takes "
                   f"{best:.1f}–{worst:.1f} ms of wall per change here (against 10 ms between "
                   "changes), off the loop: host p99 journal on / off "
                   f"{min(ratios):.1f}–{max(ratios):.1f}×. Its CPU: host CPU per change "
                   + ", ".join(f"{o['host_cpu_ms']:.2f} → {r['host_cpu_ms']:.2f} ms"
                               for r, o in pairs) + ".")
    transports = [(r, find(rows, game=r["game"], clients=r["clients"], journal=r["journal"],
                           transport="ws")) for r in rows if r["transport"] == "tcp"]
    transports = [(r, w) for r, w in transports if w is not None]
    if transports:
        ratios = [statistics.median(w["host_p99"]) / statistics.median(r["host_p99"])
                  for r, w in transports if not r["journal"]]
        if ratios:
            extra = [(w["host_cpu_ms"] - r["host_cpu_ms"], w["twin_cpu_ms"] - r["twin_cpu_ms"])
                     for r, w in transports if not r["journal"]]
            out.append(f"- **WebSocket against TCP** (journal off): host p99 WS / TCP "
                       f"{min(ratios):.2f}–{max(ratios):.2f} (aim of issue 12: ≤ 1.5). A "
                       f"WebSocket costs the host {min(h for h, _ in extra):.2f}–"
                       f"{max(h for h, _ in extra):.2f} ms more CPU per change than TCP, its "
                       f"twin (the same `WebSocketStream` and aiohttp writer) "
                       f"{min(t for _, t in extra):.2f}–{max(t for _, t in extra):.2f} ms: "
                       "the rest is the host's own, per connection (a frame goes straight "
                       "to the socket when nothing waits before it, issue 30; before, each "
                       "one woke the stream's pump and the host's drain loop).")
    big = [r for r in rows if r["clients"] >= 128]
    if big:
        parts = []
        for r in big:
            small = find(rows, game=r["game"], clients=64, transport=r["transport"],
                         journal=r["journal"])
            growth = (f", host CPU per change {small['host_cpu_ms']:.2f} at 64 → "
                      f"{r['host_cpu_ms']:.2f}" if small is not None else "")
            parts.append(f"{GAME_NAMES[r['game']]} journal {on_off(r)}: host p99 "
                         f"{statistics.median(r['host_p99']):.0f} ms, twin "
                         f"{statistics.median(r['twin_p99']):.0f} ms{growth}")
        noisy = [r for r in big if statistics.median(r["twin_p99"]) > AIM_P99_MS]
        out.append(f"- **{big[0]['clients']} connections** ({big[0]['client_procs']} client "
                   "processes on the same 2 cores; beyond the room's 64): " + "; ".join(parts)
                   + "." + (" Where the twin's own p99 is above "
                            f"{AIM_P99_MS:.0f} ms ("
                            + ", ".join(f"{GAME_NAMES[r['game']]} {on_off(r)}" for r in noisy)
                            + ") the clients and the machine set the tail as much as the "
                            "host: read the ratio and the CPU per change there."
                            if noisy else ""))
    walls = [r for r in rows if r["journal"]]
    if walls:
        out.append("- The journal rows follow the disk: its wall p99 per change ranged "
                   f"{min(r['journal_wall_p99_ms'] for r in walls):.0f}–"
                   f"{max(r['journal_wall_p99_ms'] for r in walls):.0f} ms across the cases "
                   "(fsync on the shared machine's virtual disk), and a host that falls "
                   "behind stays behind until the load lets it catch up: compare a row's "
                   "p99 with its journal column, not with another row's.")
    busy = [r for r in rows if statistics.median(r["other_cores"]) > 0.5]
    if busy:
        out.append("- **Disturbed**: other work used more than 0.5 of the 2 cores during "
                   + ", ".join(f"{GAME_NAMES[r['game']]} N={r['clients']} {r['transport']} "
                               f"{on_off(r)}" for r in busy)
                   + ": those rows say as much about the machine as about the host.")
    late = [r for r in rows if statistics.median(r["late"]) > 0.05 * r["actions"]]
    if late:
        out.append("- **Late sends** (more than 2 ms after their scheduled time; counted in "
                   "the latency): " + ", ".join(
                       f"{GAME_NAMES[r['game']]} N={r['clients']} {r['transport']} "
                       f"{on_off(r)} {statistics.median(r['late']):.0f}/{r['actions']}"
                       for r in late)
                   + ". In Spy Word and Codenames an action from another seat waits for the "
                   "previous change, so a host that is behind delays the next sends too"
                   + ("; Taboo never waits, so its late sends are the client process itself "
                      "not getting a core in time (see *other cores*)."
                      if any(r["game"] == "taboo" for r in late) else "."))
    errors = [r for r in rows if r["errors"]]
    if errors:
        out.append("- **Errors seen by the clients**: " + ", ".join(
            f"{GAME_NAMES[r['game']]} N={r['clients']} {r['transport']} {on_off(r)}: "
            f"{r['errors']} ({', '.join(r['error_codes'])})" for r in errors) + ".")
    else:
        out.append("- No client saw an error, refusal or goodbye in any run (no action "
                   "refused: the replicas never diverged).")
    gaps = [r for r in rows if r["no_view_share"] > 0]
    if gaps:
        out.append("- Some changes left some views unchanged (no frame; the connection's "
                   "next view counts): " + ", ".join(
                       f"{GAME_NAMES[r['game']]} {r['no_view_share']:.1%}" for r in gaps) + ".")
    return out


def section(data: dict[str, Any]) -> str:
    rows = data["rows"]
    machine = data["machine"]
    commits = sorted({r["commit"] for r in rows})
    sizes = sorted({r["game"]: r["view_bytes"] for r in rows}.items())
    runs = sorted({r["runs"] for r in rows})
    lines = [
        TITLE,
        "",
        "<!-- Written by bench/report.py from bench/results/host_latency.json: change the "
        "script or rerun it, do not edit by hand. -->",
        "",
        "**Question.** When one player acts, how long until every connected device holds the "
        "new view, and what does the host process spend per change, beside a bare server "
        "that sends the very same bytes? Aims (issues 7, 13): p99 ≤ 20 ms at 40–64 "
        "connections and ≤ 3× the bare twin; WebSocket p99 ≤ 1.5× TCP (issue 12).",
        "",
        "**Method** (issue 30; the docstrings of `bench/host_latency.py` and its "
        "`broadcast_*.py` modules have the details):",
        "",
        "- **Processes**: the host (`net.host.Host` with its `net.web.WebServer` on one asyncio "
        "loop, loopback, real clock) and the N lean client connections (frame reader, "
        "msgpack, pong; only the driver's connections decode views whole) in one client "
        "process per 64 connections (at most 4). Every player seat has its own view; the "
        "other connections are table displays. Taboo: 10 players, one turn to the Turn "
        "result screen, then the clue-giver cycles `correct`. Spy Word (12 players) and "
        "Codenames (16, classic): whole games again and again from a replica `Session`.",
        "- **Open loop from the schedule**: action k of a game is due at its start + k / 100 s; "
        "latency = the moment the last of the N connections holds a view with seq ≥ the "
        "action's change, minus the *scheduled* time. Spy Word and Codenames change seat at "
        "almost every action; two sockets are not ordered, so before an action from another "
        "seat the driver waits until the previous change is applied: the wait counts in the "
        "latency, the schedule does not move; *late* = sent more than 2 ms after its time.",
        "- **Journal on** (as every real room: `Host.keep_journal`, a `net.journal.Journal` "
        "in a temporary folder on the machine's ext4 disk) and **off**, each with its own "
        "twin, the two interleaved run by run. No standby device: a real room with one "
        "also seals one entry of its copy per change (`net.standby_copy`, see \"The "
        "journal per change\").",
        "- **The bare twin**: the host process logs every byte it writes to each connection "
        "with its change (a thin writer wrapper: one list append per write, counted in "
        "the host's figures); the twin server (asyncio streams, and aiohttp with the "
        "host's own `WebSocketStream`; no room) gets the same N connections "
        "in the same client processes and, at each action's scheduled time, a trigger from "
        "the same connection with the same waits, and writes each connection exactly the "
        "bytes the host wrote it for that change. **ratio** = host p99 / twin p99.",
        "- **CPU per change**: the server process's whole CPU (`getrusage`, user + system) "
        "over the measured phase / the host's changes in it (restarts of a game included).",
        f"- {'/'.join(str(n) for n in sorted({r['actions'] for r in rows}))} measured "
        "actions after 20 warm-up, at 100 actions/s; runs per case: "
        + " or ".join(str(n) for n in runs) + " (median, and min–max over runs). "
        "*other cores*: CPU the rest of the machine used during the case (`/proc/stat` "
        "minus the bench's own processes), in cores; the load average includes the bench "
        "itself (about 2 while it runs). Before each case the bench waits up to "
        f"{data.get('settle', 0):.0f} s for the rest of the machine to be under 0.3 cores "
        "(*other before*: what it was when the case started), and a run during which "
        "other work used more than 0.5 cores (host or twin part) is measured again, up to "
        f"{data.get('retry_disturbed', 0)} times: a row keeps the first undisturbed attempt "
        "or else the last one, and says how many it *set aside* (every attempt is in the "
        "JSON).",
        "",
        "**Regenerate**: `PYTHONPATH=. .venv/bin/python bench/report.py` (about 10 minutes; "
        "reruns every case and rewrites this section), or `bench/report.py --from "
        "bench/results/host_latency.json` to rewrite it from the saved figures. One case "
        "by hand: `bench/host_latency.py --game codenames --clients 64 --transport ws`.",
        "",
        f"**Machine and run**: {machine['cores']} cores (shared with other work), "
        f"{machine['system']}, CPython {machine['python']}; measured {data['started'][:16]}"
        f" – {data['ended'][11:16]} UTC at commit {', '.join(commits)} (`{data['command']}`)"
        ". View sizes (a table "
        "display's frame): " + ", ".join(f"{GAME_NAMES[g]} {b / 1024:.1f} KB" for g, b in sizes)
        + ".",
        "",
        "| game | N | transport | journal | measured (UTC) | load 1-min before → after | "
        "other cores before / during | achieved actions/s | late sends | host p50 ms | "
        "host p99 ms | twin p99 ms | p99 ratio | host CPU ms/change | twin CPU ms/change | "
        "CPU ratio | journal ms wall per change, mean / p99 (file at end) |",
        "|---|---:|---|---|---|---|---:|---:|---:|---|---|---|---:|---:|---:|---:|---|",
        *(row_line(row) for row in rows),
        "",
    ]
    table = transport_table(rows)
    if table:
        lines += ["**WebSocket against TCP** (same runs as above, N = 64):", "", *table, ""]
    lines += ["**Reading.**", "", *readings(rows), "",
              "Earlier figures of this section (issue 7's closed loop, issue 13's open loop "
              "without the journal, counted from the actual send) came from methods that "
              "hid queueing and the journal; they are withdrawn (git history has them).", ""]
    return "\n".join(lines)


def rewrite(doc: Path, text: str) -> None:
    content = doc.read_text(encoding="utf-8")
    start = content.index(TITLE)
    end = content.find("\n## ", start + len(TITLE))
    end = len(content) if end < 0 else end + 1
    doc.write_text(content[:start] + text + "\n" + content[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="source", type=Path,
                        help="rewrite the section from this saved JSON, measure nothing")
    parser.add_argument("--runs", type=int, default=2, help="runs per 64-connection case")
    parser.add_argument("--runs-256", type=int, default=1)
    parser.add_argument("--only", choices=("64", "256"), help="measure only these cases")
    parser.add_argument("--merge", action="store_true",
                        help="keep the saved figures of the cases not measured now")
    parser.add_argument("--retry-disturbed", type=int, default=2, metavar="N",
                        help="measure a run again (up to N times) when other work used more "
                        "than half a core meanwhile")
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--settle", type=float, default=60.0, metavar="SECONDS",
                        help="before each case, wait up to this long for a quiet machine")
    parser.add_argument("--actions", type=int, help="measured actions per run (a quick try)")
    args = parser.parse_args()
    if args.source is not None:
        data = json.loads(args.source.read_text(encoding="utf-8"))
    else:
        data = measure(args)
        if args.merge and args.out.exists():
            old = json.loads(args.out.read_text(encoding="utf-8"))
            fresh = {key(row) for row in data["rows"]}
            data["rows"] = [row for row in old["rows"] if key(row) not in fresh] + data["rows"]
            data["rows"].sort(key=lambda r: (r["clients"], list(GAME_NAMES).index(r["game"]),
                                             r["transport"] != "tcp", not r["journal"]))
            data["runs"] = [run for run in old["runs"] if key(run) not in fresh] + data["runs"]
            data["started"] = min(old["started"], data["started"])
            data["ended"] = max(old["ended"], data["ended"])
            data["command"] = f"{old['command']}; {data['command']}"
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"figures: {args.out}")
    rewrite(DOC, section(data))
    print(f"rewrote {DOC.relative_to(ROOT)}: {TITLE[3:]}")


if __name__ == "__main__":
    main()
