"""The field rig's numbers (issue 27): action→view latency over the Wi-Fi profile, and how
long a take-over takes when the host's cable is pulled. Needs root (`tests.field.rig`).

    sudo .venv/bin/python -m bench.field [--games 6] [--takeovers 3]

**Latency.** Each game is a Codenames room: a headless host on one machine, two machines
of two bot players each (`tests.field.device players`, think 0.3 s), all on the Wi-Fi
profile (each frame to or from a machine on Wi-Fi delayed 30 ms ± 15 ms, one draw per
frame, and 2 % lost: a round trip has ~60 ms of delay). Per action: from just before the
bot sends it to the view of that change arriving back at the same bot (`time.perf_counter`
in that process).
The same games without the Wi-Fi profile are the baseline. Prints count, p50, p90, p99, max.

**Take-over.** A host, a table display standing by, two machines of two bots; once the
standby holds the game, the host's cable is pulled. Measured from the pull (the bench
process reads each device's lines as they come): the standby hosting, and every bot
back on its seat there (``epoch 1``). The devices use `tests.field.device.FIELD_LIMITS`
(silence noticed after 6 s, the take-over 8 s after that); the app's defaults put the
take-over two minutes after the host is lost, so read these figures as the protocol's
cost on top of those deadlines. Prints min / median / max.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.field.lan import GAME_S, host_on, players_on, seats_of, table_on  # noqa: E402
from tests.field.rig import Field, unavailable  # noqa: E402

THINK = ("--think", "0.3")


def one_game(seed: int, wifi: bool) -> list[float]:
    with Field(3, wifi=wifi) as lan:
        hosting, first, second = lan.machines
        host, code = host_on(hosting, "codenames", "--seed", str(seed))
        devices = [players_on(first, code, 2, "--seed", str(seed), *THINK),
                   players_on(second, code, 2, "--seed", str(seed + 500), *THINK)]
        host.wait_for("game started with 4 players")
        latencies: list[float] = []
        for device in devices:
            latencies += json.loads(device.wait_for(r"^latencies (.*)$", timeout=GAME_S)
                                    .group(1))
        return latencies


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    cut = statistics.quantiles(ordered, n=100, method="inclusive")
    return (f"n={len(ordered)}  p50 {cut[49]:.0f} ms  p90 {cut[89]:.0f} ms  "
            f"p99 {cut[98]:.0f} ms  max {ordered[-1]:.0f} ms")


def one_takeover(seed: int) -> tuple[float, float]:
    with Field(4, wifi=True) as lan:
        hosting, showing, first, second = lan.machines
        host, code = host_on(hosting, "codenames", "--seed", str(seed))
        table = table_on(showing, code)
        devices = [players_on(first, code, 2, "--think", "1.0"),
                   players_on(second, code, 2, "--seed", "2", "--think", "1.0")]
        seats = [seats_of(device) for device in devices]
        host.wait_for("game started with 4 players")
        table.wait_for("standby holds the game")
        lan.unplug(hosting)
        pulled = time.monotonic()
        table.wait_for(r"became host \(epoch 1\)", timeout=GAME_S)
        hosting_s = time.monotonic() - pulled
        for device, its in zip(devices, seats, strict=True):
            for seat in its:
                device.wait_for(rf"^seat {seat} epoch 1$", timeout=GAME_S)
        return hosting_s, time.monotonic() - pulled


def spread(values: list[float]) -> str:
    return (f"{min(values):.1f} s / {statistics.median(values):.1f} s / "
            f"{max(values):.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--takeovers", type=int, default=3)
    args = parser.parse_args()
    if (reason := unavailable()) is not None:
        print(f"bench.field: {reason}", file=sys.stderr)
        return 1
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for wifi in (False, True):
        latencies = [ms for seed in range(args.games) for ms in one_game(seed + 1, wifi)]
        label = "Wi-Fi profile" if wifi else "no conditions"
        print(f"action->view, {label}: {percentiles(latencies)}")
    runs = [one_takeover(seed + 1) for seed in range(args.takeovers)]
    print(f"host's cable pulled -> the standby hosting: {spread([r[0] for r in runs])}"
          " (min / median / max)")
    print(f"host's cable pulled -> every bot on its seat there: {spread([r[1] for r in runs])}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
