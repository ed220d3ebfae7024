"""Closed-loop host broadcast latency (the first method; `bench/host_latency.py` is now
open-loop, issue 13): kept because `bench/web_latency.py` compares the web transport
with TCP by this method, both in the same run. Closed-loop: each action waits for the
previous view, so above ~10 ms it lowers its own rate; read its figures as a ratio.

    .venv/bin/python bench/closed_loop_latency.py                  # N = 4, 12, 40, 100
    .venv/bin/python bench/closed_loop_latency.py --clients 40 --actions 1000

Two processes, as on a real LAN: the host (this script with ``--serve N``, one asyncio
`net.host.Host`) and the clients (this script's main process: N connections). The game
is Taboo (at most 10 players): min(N, 10) connections are players, the rest table
displays. The clue-giver plays one turn to its Turn result screen (TB-TURN-7), then
cycles a card's result with ``correct`` actions paced at 100/s: each one changes every
seat's view and the table view, so each action is one full broadcast to N connections.

Latency: from just before the action's frame is written to the moment the last of the N
connections has read and decoded the `view` frame of that change (matched by ``seq``);
both ends in one process, on ``time.perf_counter``. The clients are lean (frame reader and
msgpack decode, no schema check) so the client side does not hide the host's cost.
Host CPU: ``time.process_time`` around each broadcast (`Host._push_views`) in the host.

The host process raises two limits for the measurement only: the per-connection action
rate (100/s is above a player's 20/s) and, for N = 100, the 64-connection room cap.
Results and method: docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import msgpack

from net.host import Host
from net.protocol import PLAYER, TABLE, FrameReader, Hello, frame, pack_body
from net.tuning import HostLimits
from store.packs import PackLibrary


def hello_map(room: str, index: int, player: bool) -> dict[str, Any]:
    """The hello of connection ``index``, a player or a table display (the protocol's own
    message, so a new protocol version needs no change here)."""
    return Hello(app=APP, room=room, role=PLAYER if player else TABLE,
                 name=f"P{index}" if player else None).to_map()


GAME = "taboo"
MAX_PLAYERS = 10
CARDS_PER_TEAM = 15
DEFAULT_SIZES = (4, 12, 40, 100)
DEFAULT_ACTIONS = 500
ACTIONS_PER_S = 100.0
WARMUP_ACTIONS = 20
APP = "0.1.0"
WAIT_S = 60.0
#: Pauses between connections while joining: the host takes 8 handshakes at a time.
JOIN_BATCH = 8
PERCENTILES = (50, 95, 99)


# -- Host process ---------------------------------------------------------------------------------
class MeasuredHost(Host):
    """Records the CPU time of every broadcast of views (not the one-peer resyncs)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.broadcast_cpu_s: list[float] = []

    def _push_views(self, only: Any = None) -> None:
        if only is not None:
            super()._push_views(only)
            return
        start = time.process_time()
        super()._push_views()
        self.broadcast_cpu_s.append(time.process_time() - start)


async def serve(clients: int, actions: int) -> None:
    players = min(clients, MAX_PLAYERS)
    limits = HostLimits(action_rate_per_s=10 * ACTIONS_PER_S, action_burst=1000,
                        max_connections=max(64, clients + JOIN_BATCH),
                        max_seats_per_address=10_000)  # every client on one loopback address
    library = PackLibrary.load()
    host = MeasuredHost(GAME, room_name="Bench", language="en",
                        settings={"cards_per_team": CARDS_PER_TEAM}, library=library,
                        seed=1, limits=limits)
    address = await host.open("127.0.0.1", 0)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGINT, stop.set)

    def on_lobby(lobby: Any) -> None:
        ready = sum(1 for seat in lobby.seats if seat.ready)
        if not lobby.started and ready == players and host.connections == clients:
            loop.call_soon(host.start)

    host.runtime.watch_lobby(on_lobby)
    print(json.dumps({"host": address[0], "port": address[1], "room": host.room_id}),
          flush=True)
    await stop.wait()
    cpu = host.broadcast_cpu_s[-actions:]  # the measured phase's broadcasts
    print(json.dumps({"broadcasts": len(host.broadcast_cpu_s),
                      "cpu_ms": summary([c * 1000 for c in cpu])}), flush=True)
    await host.close()


# -- Client process -------------------------------------------------------------------------------
def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {}

    def pct(p: int) -> float:
        return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]

    return {"mean": statistics.fmean(ordered), **{f"p{p}": pct(p) for p in PERCENTILES},
            "max": ordered[-1]}


@dataclass
class Receiver:
    """One lean connection: writes frames, reads and decodes every frame it gets."""

    index: int
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    bench: Bench
    seat: int | None = None
    view: dict[str, Any] | None = None
    frames: FrameReader = field(default_factory=FrameReader)

    def send(self, message: dict[str, Any]) -> None:
        self.writer.write(frame(pack_body(message)))

    async def run(self) -> None:
        while data := await self.reader.read(65536):
            self.received(data, time.perf_counter())

    def received(self, data: bytes, now: float) -> None:
        """Decode the frames in ``data`` (read at ``now``); also `bench/web_latency.py`'s."""
        for body in self.frames.feed(data):
            message = msgpack.unpackb(body, raw=False)
            kind = message["type"]
            if kind == "view":
                self.view = message["view"]
                self.bench.seen(message["seq"], now)
            elif kind == "welcome":
                self.seat = message["seat"]
                self.bench.joined.set()
            elif kind == "ping":
                self.send({"type": "pong", "nonce": message["nonce"]})


class Bench:
    def __init__(self, clients: int) -> None:
        self.clients = clients
        self.sent_at: dict[int, float] = {}
        self.arrivals: dict[int, list[float]] = {}
        self.latencies_ms: list[float] = []
        self.views: dict[int, asyncio.Event] = {}
        self.joined = asyncio.Event()

    def seen(self, seq: int, now: float) -> None:
        times = self.arrivals.setdefault(seq, [])
        times.append(now)
        if len(times) == self.clients:
            self.views.setdefault(seq, asyncio.Event()).set()
            if seq in self.sent_at:
                self.latencies_ms.append((now - self.sent_at.pop(seq)) * 1000)

    async def all_have(self, seq: int) -> None:
        await asyncio.wait_for(self.views.setdefault(seq, asyncio.Event()).wait(), WAIT_S)


async def connect(bench: Bench, address: tuple[str, int], room: str, index: int,
                  player: bool) -> Receiver:
    reader, writer = await asyncio.open_connection(*address)
    receiver = Receiver(index, reader, writer, bench)
    bench.joined.clear()
    receiver.send(hello_map(room, index, player))
    return receiver


async def measure(clients: int, actions: int) -> dict[str, Any]:
    host = subprocess.Popen([sys.executable, __file__, "--serve", str(clients),
                             "--actions", str(actions)],
                            stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    info = json.loads(host.stdout.readline())
    address = (info["host"], info["port"])
    bench = Bench(clients)
    receivers: list[Receiver] = []
    tasks = []
    try:
        tables = max(0, clients - MAX_PLAYERS)
        for index in range(clients):  # tables first: the last player's ready starts
            receiver = await connect(bench, address, info["room"], index, index >= tables)
            tasks.append(asyncio.ensure_future(receiver.run()))
            await asyncio.wait_for(bench.joined.wait(), WAIT_S)
            receivers.append(receiver)
            if receiver.seat is not None:
                receiver.send({"type": "ready", "ready": True})
        latency = await play(bench, receivers, actions)
    finally:
        host.send_signal(signal.SIGINT)
        for receiver in receivers:
            receiver.writer.close()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    stats = json.loads(host.stdout.readline())
    host.wait(timeout=WAIT_S)
    return {"clients": clients, "players": min(clients, MAX_PLAYERS),
            "tables": max(0, clients - MAX_PLAYERS), "actions": actions,
            "latency_ms": latency, "host_cpu_per_broadcast_ms": stats["cpu_ms"]}


async def play(bench: Bench, receivers: list[Receiver], actions: int) -> dict[str, float]:
    loop = asyncio.get_running_loop()
    end = loop.time() + WAIT_S
    while not all(r.view for r in receivers):
        if loop.time() > end:
            raise TimeoutError("the game did not start")
        await asyncio.sleep(0.01)
    giver_seat = receivers[0].view["turn"]["clue_giver"]  # type: ignore[index]
    giver = next(r for r in receivers if r.seat == giver_seat)
    counter = [0]

    async def act(action: dict[str, Any]) -> None:
        counter[0] += 1
        before = max(bench.arrivals, default=0)
        giver.send({"type": "action", "id": counter[0], "action": action})
        await bench.all_have(before + 1)

    await act({"type": "go"})
    while giver.view["phase"] != "playing":  # type: ignore[index]
        await asyncio.sleep(0.05)  # the real 3-2-1 countdown (TB-TURN-2)
    for played in range(CARDS_PER_TEAM):
        await act({"type": "found", "played": played})
    assert giver.view["phase"] == "result"  # type: ignore[index]
    period = 1 / ACTIONS_PER_S
    start = loop.time()
    for number in range(WARMUP_ACTIONS + actions):
        await asyncio.sleep(max(0.0, start + number * period - loop.time()))
        measured = number >= WARMUP_ACTIONS
        if number == WARMUP_ACTIONS:
            bench.latencies_ms.clear()
        counter[0] += 1
        seq = max(bench.arrivals, default=0) + 1
        if measured:
            bench.sent_at[seq] = time.perf_counter()
        giver.send({"type": "action", "id": counter[0],
                    "action": {"type": "correct", "index": number % CARDS_PER_TEAM}})
        # paced, not lock-step: wait only when a view is overdue, so seqs stay in order
        await bench.all_have(seq)
    return summary(bench.latencies_ms)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, action="append")
    parser.add_argument("--actions", type=int, default=DEFAULT_ACTIONS)
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help="one JSON line per size")
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.serve, args.actions))
        return
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; "
          f"{GAME}, {ACTIONS_PER_S:.0f} actions/s, {args.actions} measured actions")
    print(f"{'N':>4} {'players':>7} {'tables':>6} | latency ms  p50    p95    p99    max"
          f" | host CPU/broadcast ms  p50    p95   mean")
    for clients in args.clients or DEFAULT_SIZES:
        result = asyncio.run(measure(clients, args.actions))
        if args.json:
            print(json.dumps(result))
            continue
        lat, cpu = result["latency_ms"], result["host_cpu_per_broadcast_ms"]
        print(f"{clients:>4} {result['players']:>7} {result['tables']:>6} |"
              f"           {lat['p50']:6.2f} {lat['p95']:6.2f} {lat['p99']:6.2f}"
              f" {lat['max']:6.2f} |                    {cpu['p50']:6.3f} {cpu['p95']:6.3f}"
              f" {cpu['mean']:6.3f}", flush=True)


if __name__ == "__main__":
    main()
