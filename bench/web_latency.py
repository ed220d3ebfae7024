"""Web transport latency: N WebSocket clients (the phones' protocol, no browser) against N
TCP clients, on the same host code, at the same action rate, in one run.

    .venv/bin/python bench/web_latency.py                    # N = 40, 500 actions, 2 rounds
    .venv/bin/python bench/web_latency.py --clients 40 --actions 1000 --rounds 3

The method is `bench/closed_loop_latency.py`'s (its host, game, pacing, warm-up and latency
definition are imported, not copied): a host process (this script with ``--serve N``: a
`MeasuredHost` and a `net.web.WebServer` on loopback) and a client process with N lean
connections. Each round measures the TCP clients, then the WebSocket clients, each time
with a fresh host: Taboo, min(N, 10) players and the rest table displays; after one
turn the clue-giver sends ``correct`` actions paced at 100/s, each one a full broadcast.
Latency: from just before the action's frame is written to the moment the last of the N
connections has read and decoded that change's ``view``. A WebSocket client is as lean as
a TCP one: aiohttp's client, frames in binary messages, msgpack decode, no schema check.
Printed: p50/p95/p99/max per transport and round, and the ratio of the WebSocket p99 to
the TCP p99 (aim: at most 1.5 at N = 40). Results: docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))
import closed_loop_latency as host_latency  # noqa: E402  (the TCP method, for both)

from net.protocol import frame, pack_body  # noqa: E402
from net.tuning import WebGateLimits  # noqa: E402
from net.web import WS_PATH, WebLimits, WebServer  # noqa: E402

Bench = host_latency.Bench
DEFAULT_CLIENTS = 40
DEFAULT_ROUNDS = 2
TRANSPORTS = ("tcp", "websocket")


async def serve(clients: int, actions: int) -> None:
    """`host_latency.serve`, plus the web transport on the same loop."""
    original_open = host_latency.MeasuredHost.open

    async def open_with_web(self: Any, *args: Any, **kwargs: Any) -> tuple[str, int]:
        address = await original_open(self, *args, **kwargs)
        # Every client on one loopback address: no per-address socket cap.
        self.web = WebServer(self, WebLimits(gate=WebGateLimits(per_address=10_000,
                                                                total=10_000)))
        port = await self.web.open("127.0.0.1", 0)
        print(json.dumps({"web_port": port}), flush=True)
        return address

    host_latency.MeasuredHost.open = open_with_web  # type: ignore[method-assign]
    await host_latency.serve(clients, actions)


class WebReceiver(host_latency.Receiver):
    """One lean WebSocket connection: `host_latency.Receiver`'s frame handling, read
    from binary messages and written with aiohttp."""

    def __init__(self, index: int, ws: aiohttp.ClientWebSocketResponse, bench: Any) -> None:
        super().__init__(index, None, None, bench)  # type: ignore[arg-type]
        self.ws = ws
        self.sending: set[asyncio.Task[None]] = set()

    def send(self, message: dict[str, Any]) -> None:
        # aiohttp writes an uncompressed frame at the task's first step: order is kept.
        task = asyncio.ensure_future(self.ws.send_bytes(frame(pack_body(message))))
        self.sending.add(task)
        task.add_done_callback(self.sending.discard)

    async def run(self) -> None:
        async for message in self.ws:
            if message.type is aiohttp.WSMsgType.BINARY:
                self.received(message.data, time.perf_counter())


async def measure(clients: int, actions: int, transport: str) -> dict[str, Any]:
    host = subprocess.Popen([sys.executable, __file__, "--serve", str(clients),
                             "--actions", str(actions)], stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    web_port = json.loads(host.stdout.readline())["web_port"]
    info = json.loads(host.stdout.readline())
    bench = Bench(clients)
    receivers: list[Any] = []
    tasks = []
    session = aiohttp.ClientSession()
    try:
        tables = max(0, clients - host_latency.MAX_PLAYERS)
        for index in range(clients):  # tables first: the last player's ready starts
            player = index >= tables
            hello = host_latency.hello_map(info["room"], index, player)
            bench.joined.clear()
            if transport == "tcp":
                receiver: Any = await host_latency.connect(
                    bench, (info["host"], info["port"]), info["room"], index, player)
            else:
                ws = await session.ws_connect(f"ws://127.0.0.1:{web_port}{WS_PATH}")
                receiver = WebReceiver(index, ws, bench)
                receiver.send(hello)
            tasks.append(asyncio.ensure_future(receiver.run()))
            await asyncio.wait_for(bench.joined.wait(), host_latency.WAIT_S)
            receivers.append(receiver)
            if receiver.seat is not None:
                receiver.send({"type": "ready", "ready": True})
        latency = await host_latency.play(bench, receivers, actions)
    finally:
        for receiver in receivers:
            if transport == "tcp":
                receiver.writer.close()
            else:
                await receiver.ws.close()
        host.send_signal(signal.SIGINT)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await session.close()
    host.stdout.readline()  # the host's CPU figures (host_latency reports them)
    host.wait(timeout=host_latency.WAIT_S)
    return {"transport": transport, "clients": clients, "actions": actions,
            "latency_ms": latency}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=DEFAULT_CLIENTS)
    parser.add_argument("--actions", type=int, default=host_latency.DEFAULT_ACTIONS)
    parser.add_argument("--rounds", type=int, default=DEFAULT_ROUNDS)
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.serve, args.actions))
        return
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; "
          f"{host_latency.GAME}, {host_latency.ACTIONS_PER_S:.0f} actions/s, "
          f"{args.actions} measured actions, N = {args.clients}")
    print(f"{'round':>5} {'transport':>9} | latency ms  p50    p95    p99    max")
    p99s: dict[str, list[float]] = {name: [] for name in TRANSPORTS}
    for number in range(1, args.rounds + 1):
        for transport in TRANSPORTS:
            lat = asyncio.run(measure(args.clients, args.actions, transport))["latency_ms"]
            p99s[transport].append(lat["p99"])
            print(f"{number:>5} {transport:>9} |           {lat['p50']:6.2f} {lat['p95']:6.2f}"
                  f" {lat['p99']:6.2f} {lat['max']:6.2f}", flush=True)
    tcp = sum(p99s["tcp"]) / len(p99s["tcp"])
    web = sum(p99s["websocket"]) / len(p99s["websocket"])
    print(f"mean p99: tcp {tcp:.2f} ms, websocket {web:.2f} ms; ratio {web / tcp:.2f}"
          f" (aim: at most 1.5)")


if __name__ == "__main__":
    main()
