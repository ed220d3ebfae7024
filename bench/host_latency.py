"""Host broadcast latency, open loop, for all three games, beside a bare broadcast.

    .venv/bin/python bench/host_latency.py                       # every game, N = 16, 64
    .venv/bin/python bench/host_latency.py --game codenames --clients 64 --runs 3
    .venv/bin/python bench/host_latency.py --game taboo --clients 64 --flood

Two processes, as on a real LAN: the host (this script with ``--serve``: one asyncio
`net.host.Host`, real clock) and the clients (this script's main process: N lean
connections: frame reader and msgpack decode, pong to pings, no schema check).

**Open loop.** Actions are sent on a fixed schedule (``--rate``, default 100/s) whatever
the views do: a slow host makes latency grow instead of quietly lowering the rate. The
achieved rate is reported. The latency of action k (change ``seq`` s) is the time from
just before its frame is written until the LAST connection holds a view with seq >= s (a
connection whose view did not change gets no frame; the next one covers it).

**Games and views.** Every player seat has its own view (its ``viewer``), so the players
are distinct views; the rest of the N connections are table displays:

* Taboo (at most 10 players): one turn is played to its Turn result screen (closed loop,
  not measured), then the clue-giver cycles a card's result with ``correct`` (TB-TURN-7);
* Spy Word (12 players) and Codenames (16 players, classic): whole games, again and
  again. The client process plays a replica `Session` of the same game (same settings,
  names, seed and content as the host) to know each next legal action and its seat
  without waiting for any view (`net.bots.choose_action` on the replica's view); when a
  game ends the host starts the next one (the wait for its first view is not measured).
  Two sockets are not ordered with each other: before an action from another seat than
  the previous action's, the driver waits until some connection holds the previous
  change (else the host may read the later action first and refuse it). That wait is the
  one closed-loop part: the achieved rate shows what it costs.

**Bare broadcast baseline**, in the same run: an asyncio server that, for each trigger
frame, packs one map as large as the game's table view and writes it to the same N
connections with the same framing. ``ratio`` = the host's p99 / the baseline's p99.

**Flood** (``--flood``): during the whole measured phase one more connection (a table
display) sends pings as fast as it can and never reads, and reconnects at once each time
the host drops it; the normal clients' latency is measured meanwhile, with the number of
floods, how many the host ended with ``net.flood`` and the median time until the drop.

Several runs (``--runs``, default 3) per case; min/median/max of p50 and p99 over runs; the
machine's load average (``/proc/loadavg``: other processes share the cores) before and
after. For the measurement only the host raises the per-connection action budget to
2× the rate (one connection sends every action) and the per-address display cap
(everything comes from 127.0.0.1). Results and method: docs/performance.md.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import msgpack

from core.session import Session
from net.bots import choose_action
from net.content import draw_content
from net.host import Host
from net.protocol import PLAYER, TABLE, FrameReader, Hello, frame, pack_body
from net.tuning import HostLimits
from store.packs import PackLibrary

GAMES = ("taboo", "spyword", "codenames")
PLAYERS = {"taboo": 10, "spyword": 12, "codenames": 16}
SETTINGS: dict[str, dict[str, Any]] = {
    "taboo": {"cards_per_team": 15},
    "spyword": {"spies": 2, "ghost": False, "discussion_s": None},
    "codenames": {"variant": "classic", "turn_timer_s": None},
}
DEFAULT_SIZES = (16, 64)
DEFAULT_ACTIONS = 500
DEFAULT_RATE = 100.0
DEFAULT_RUNS = 3
WARMUP_ACTIONS = 20
SEED = 1
APP = "0.1.0"


def hello_map(room: str, index: int, player: bool) -> dict[str, Any]:
    """The hello of connection ``index`` (the protocol's own message: it follows the
    protocol's version and fields)."""
    return Hello(app=APP, room=room, role=PLAYER if player else TABLE,
                 name=f"P{index}" if player else None).to_map()
WAIT_S = 60.0
PERCENTILES = (50, 99)
FLOOD_PINGS_PER_WRITE = 500
#: The flooder's pause after a refusal (its address cooling down) before it tries again.
REFUSED_RETRY_S = 0.01


def content_for(game: str) -> Any:
    """The same fixed content in both processes (drawn from the English packs, seeded)."""
    return draw_content(game, "en", PackLibrary.load(), random.Random(SEED), ())


# -- Host process ---------------------------------------------------------------------------
async def serve(game: str, clients: int, rate: float) -> None:
    players = min(clients, PLAYERS[game])
    limits = HostLimits(action_rate_per_s=2 * rate, action_burst=int(rate),
                        max_connections=max(64, clients + 8), max_tables_per_address=10_000,
                        max_seats_per_address=10_000)  # every client on one loopback address
    host = Host(game, room_name="Bench", language="en", settings=SETTINGS[game],
                content=content_for(game), seed=SEED, limits=limits)
    address = await host.open("127.0.0.1", 0)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGINT, stop.set)
    dropped: list[str | None] = []
    real_drop = host._drop  # noqa: SLF001 (the bench reports why connections close)

    def drop(peer: Any, code: str | None, farewell: bytes = b"") -> None:
        if not peer.closed:
            dropped.append(code)
        real_drop(peer, code, farewell)

    host._drop = drop  # type: ignore[method-assign]  # noqa: SLF001

    starting = [False]

    def start() -> None:
        host.runtime.arrange()
        host.runtime.start()

    def on_lobby(lobby: Any) -> None:
        ready = sum(1 for seat in lobby.seats if seat.ready)
        if (not lobby.started and not starting[0] and ready == players
                and host.connections >= clients):
            starting[0] = True
            loop.call_soon(start)

    restarting = [False]

    def restart() -> None:
        restarting[0] = False
        host.runtime.new_game()
        host.runtime.start()

    def on_view(view: dict[str, Any]) -> None:
        if view.get("phase") == "over" and not restarting[0]:  # the next game, same seats
            restarting[0] = True
            loop.call_soon(restart)

    host.runtime.watch_lobby(on_lobby)
    host.runtime.watch_view(None, on_view)
    print(json.dumps({"host": address[0], "port": address[1], "room": host.room_id}),
          flush=True)
    await stop.wait()
    print(json.dumps({"dropped": dropped}), flush=True)
    await host.close()


async def serve_bare(clients: int, payload_bytes: int) -> None:
    """The baseline: per trigger frame, one packed map of ``payload_bytes`` to N peers."""
    writers: list[asyncio.StreamWriter] = []
    seq = [0]
    padding = "x" * max(0, payload_bytes - 40)

    async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writers.append(writer)
        frames = FrameReader()
        try:
            while data := await reader.read(65536):
                for _ in frames.feed(data):
                    seq[0] += 1
                    data_out = frame(pack_body({"type": "view", "seq": seq[0],
                                                "view": {"padding": padding}}))
                    for peer in writers:
                        if not peer.is_closing():
                            peer.write(data_out)
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            writers.remove(writer)
            writer.close()

    server = await asyncio.start_server(on_connect, "127.0.0.1", 0)
    host, port = server.sockets[0].getsockname()[:2]
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGINT, stop.set)
    print(json.dumps({"host": host, "port": port, "room": None}), flush=True)
    await stop.wait()
    server.close()


# -- Client process -------------------------------------------------------------------------
def percentile(values: list[float], p: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class Applied:
    """The highest change seq any connection has seen: the host has applied it."""

    seq = 0
    event = asyncio.Event()

    @classmethod
    def saw(cls, seq: int) -> None:
        if seq > cls.seq:
            cls.seq = seq
            cls.event.set()

    @classmethod
    async def reach(cls, seq: int) -> None:
        async with asyncio.timeout(WAIT_S):
            while cls.seq < seq:
                cls.event.clear()
                await cls.event.wait()


@dataclass
class Receiver:
    """One lean connection: writes frames, reads and decodes every frame it gets."""

    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    seat: int | None = None
    view: dict[str, Any] | None = None
    lobby: dict[str, Any] | None = None
    #: (seq, arrival time) of every view, in order.
    arrivals: list[tuple[int, float]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    welcomed: asyncio.Event = field(default_factory=asyncio.Event)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    frames: FrameReader = field(default_factory=FrameReader)

    def send(self, message: dict[str, Any]) -> None:
        self.writer.write(frame(pack_body(message)))

    async def run(self) -> None:
        while data := await self.reader.read(65536):
            now = time.perf_counter()
            for body in self.frames.feed(data):
                message = msgpack.unpackb(body, raw=False)
                kind = message["type"]
                if kind == "view":
                    self.view = message["view"]
                    self.arrivals.append((message["seq"], now))
                    self.changed.set()
                    Applied.saw(message["seq"])
                elif kind == "lobby":
                    self.lobby = message
                elif kind == "welcome":
                    self.seat = message["seat"]
                    self.welcomed.set()
                elif kind == "ping":
                    self.send({"type": "pong", "nonce": message["nonce"]})
                elif kind == "error":
                    self.errors.append(message["code"])


async def open_receivers(address: tuple[str, int], room: str | None, clients: int,
                         players: int) -> tuple[list[Receiver], list[asyncio.Task[Any]]]:
    receivers, tasks = [], []
    tables = clients - players
    for index in range(clients):  # tables first: the last player's ready starts the game
        reader, writer = await asyncio.open_connection(*address)
        receiver = Receiver(reader, writer)
        tasks.append(asyncio.ensure_future(receiver.run()))
        receivers.append(receiver)
        if room is None:
            continue
        player = index >= tables
        receiver.send(hello_map(room, index, player))
        await asyncio.wait_for(receiver.welcomed.wait(), WAIT_S)
        if player:
            receiver.send({"type": "ready", "ready": True})
    return receivers, tasks


async def until(receiver: Receiver, test: Any) -> None:
    """Wait (closed loop: the setup, never the measured phase) until ``test(view)``."""
    async with asyncio.timeout(WAIT_S):
        while receiver.view is None or not test(receiver.view):
            receiver.changed.clear()
            await receiver.changed.wait()


class Schedule:
    """Open loop: the k-th measured send is due at start + k / rate."""

    def __init__(self, rate: float) -> None:
        self.period = 1 / rate
        self.start = 0.0
        self.count = 0

    #: Set at the first measured send (the flood starts then).
    measuring = asyncio.Event()

    async def next(self) -> None:
        loop = asyncio.get_running_loop()
        if self.count == 0:
            self.start = loop.time()
            Schedule.measuring.set()
        due = self.start + self.count * self.period
        self.count += 1
        await asyncio.sleep(max(0.0, due - loop.time()))


def latencies(receivers: list[Receiver], sent: dict[int, float]) -> list[float]:
    """Per sent seq: until the last connection held a view with seq >= it (ms)."""
    seqs = [[s for s, _ in r.arrivals] for r in receivers]
    out = []
    for seq, at in sent.items():
        last = 0.0
        for receiver, received in zip(receivers, seqs, strict=True):
            index = bisect.bisect_left(received, seq)
            if index == len(received):
                break
            last = max(last, receiver.arrivals[index][1])
        else:
            out.append((last - at) * 1000)
    return out


async def drive_taboo(receivers: list[Receiver], actions: int, rate: float,
                      sent: dict[int, float]) -> None:
    first = receivers[0]
    await until(first, lambda view: view.get("turn") is not None)
    giver_seat = first.view["turn"]["clue_giver"]  # type: ignore[index]
    giver = next(r for r in receivers if r.seat == giver_seat)
    ids = iter(range(1, 10**9))
    giver.send({"type": "action", "id": next(ids), "action": {"type": "go"}})
    await until(giver, lambda view: view["phase"] == "playing")  # the real 3-2-1
    for played in range(SETTINGS["taboo"]["cards_per_team"]):
        giver.send({"type": "action", "id": next(ids),
                    "action": {"type": "found", "played": played}})
        await until(giver, lambda view, p=played: view["turn"]["played"] > p)
    await until(giver, lambda view: view["phase"] == "result")
    seq = giver.arrivals[-1][0]
    schedule = Schedule(rate)
    for number in range(WARMUP_ACTIONS + actions):
        await schedule.next()
        seq += 1
        if number >= WARMUP_ACTIONS:
            sent[seq] = time.perf_counter()
        giver.send({"type": "action", "id": next(ids),
                    "action": {"type": "correct", "index": number % 15}})


async def drive_replica(game: str, receivers: list[Receiver], actions: int, rate: float,
                        sent: dict[int, float], waits: list[int]) -> None:
    """Whole games: a replica session says who acts next, without waiting for views,
    except before an action from another seat than the previous one: then until the host
    has applied the previous action (``waits`` counts them)."""
    content = content_for(game)
    by_seat = {r.seat: r for r in receivers if r.seat is not None}
    table = next((r for r in receivers if r.seat is None), receivers[0])
    rng = random.Random(SEED)
    ids = iter(range(1, 10**9))
    schedule = Schedule(rate)
    number = 0
    while number < WARMUP_ACTIONS + actions:
        await until(table, lambda view: view.get("phase") != "over")  # a game is on
        lobby = table.lobby
        assert lobby is not None
        names = [seat["name"] for seat in lobby["seats"]]
        replica = Session.start(game, lobby["settings"], names, SEED, content, 0)
        seq = max(s for s, _ in table.arrivals)
        now = 0
        last_seat: int | None = None
        while replica.outcome() is None and number < WARMUP_ACTIONS + actions:
            seats = [s for s in range(len(names)) if replica.game.legal_actions(s)]
            if not seats:
                raise RuntimeError(f"{game}: the replica waits for a timer")
            seat = rng.choice(seats)
            action = choose_action(replica.view(seat), rng)
            assert action is not None
            now += 1
            try:
                replica.act_dict(seat, action, now)
            except Exception:  # noqa: BLE001 (a clue word the rules refuse: pick again)
                continue
            await schedule.next()
            if seat != last_seat:  # causal order across sockets (see the module's doc)
                await Applied.reach(seq)
                waits[0] += 1
            last_seat = seat
            seq += 1
            if number >= WARMUP_ACTIONS:
                sent[seq] = time.perf_counter()
            by_seat[seat].send({"type": "action", "id": next(ids), "action": action})
            number += 1
        if replica.outcome() is not None:  # the host starts the next game: not measured
            final = seq
            try:
                await until(table, lambda view, s=final: table.arrivals[-1][0] > s
                            and view.get("phase") != "over")
            except TimeoutError:
                raise RuntimeError(f"{game}: no next game; expected seq > {final}, table at "
                                   f"{table.arrivals[-1][0]} phase {table.view['phase']}; "
                                   f"errors {[r.errors for r in receivers if r.errors]}"
                                   ) from None
            schedule = Schedule(rate)


async def flood(address: tuple[str, int], room: str) -> None:
    """The flooder process (another device): a table display that floods pings without
    reading, reconnecting each time the host drops it; on SIGINT it prints the seconds
    until each drop."""
    ping = frame(pack_body({"type": "ping", "nonce": 1})) * FLOOD_PINGS_PER_WRITE
    episodes: list[float] = []
    refusals = 0
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGINT, lambda: (
        print(json.dumps({"floods": episodes, "refused": refusals}), flush=True),
        os._exit(0)))
    while True:
        try:
            reader, writer = await asyncio.open_connection(*address)
            writer.write(frame(pack_body(hello_map(room, 0, False))))
            answer = await reader.read(65536)  # the welcome (the protocol wants it first)
        except (ConnectionError, OSError):
            continue
        if b"refused" in answer:  # its address cools down: try again (not a busy loop:
            refusals += 1         # it shares the bench's two cores)
            writer.close()
            await asyncio.sleep(REFUSED_RETRY_S)
            continue
        start = time.perf_counter()
        try:
            while True:
                writer.write(ping)
                await writer.drain()
        except (ConnectionError, OSError):
            episodes.append(time.perf_counter() - start)
        writer.close()


async def start_flooder(address: tuple[str, int], room: str) -> subprocess.Popen[str]:
    """The flooder in its own process from the first measured send on (it would steal
    the measuring process's CPU otherwise)."""
    await Schedule.measuring.wait()
    return subprocess.Popen([sys.executable, __file__, "--flooder", address[0],
                             str(address[1]), room], stdout=subprocess.PIPE, text=True)


async def measure(game: str, clients: int, actions: int, rate: float,
                  with_flood: bool) -> dict[str, Any]:
    host = subprocess.Popen([sys.executable, __file__, "--serve", game, "--clients",
                             str(clients), "--rate", str(rate)],
                            stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    info = json.loads(host.stdout.readline())
    address = (info["host"], info["port"])
    receivers: list[Receiver] = []
    tasks: list[asyncio.Task[Any]] = []
    sent: dict[int, float] = {}
    waits = [0]
    Applied.seq, Applied.event = 0, asyncio.Event()
    Schedule.measuring = asyncio.Event()
    flood_task = None
    try:
        players = min(clients, PLAYERS[game])
        receivers, tasks = await open_receivers(address, info["room"], clients, players)
        if with_flood:
            flood_task = asyncio.ensure_future(start_flooder(address, info["room"]))
        if game == "taboo":
            await drive_taboo(receivers, actions, rate, sent)
        else:
            await drive_replica(game, receivers, actions, rate, sent, waits)
        sending_s = max(sent.values()) - min(sent.values())
        last_seq = max(sent)
        await asyncio.wait_for(asyncio.gather(*(
            until(r, lambda view, r=r: r.arrivals[-1][0] >= last_seq) for r in receivers)),
            WAIT_S)
        view_bytes = len(pack_body(receivers[0].view))
    finally:
        host.send_signal(signal.SIGINT)
        for receiver in receivers:
            receiver.writer.close()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    dropped = json.loads(host.stdout.readline())["dropped"]
    host.wait(timeout=WAIT_S)
    values = latencies(receivers, sent)
    result = {"game": game, "clients": clients, "players": players,
              "achieved_rate": (len(sent) - 1) / sending_s if sending_s else 0.0,
              "p50": percentile(values, 50), "p99": percentile(values, 99),
              "max": max(values), "view_bytes": view_bytes,
              "errors": sum(len(r.errors) for r in receivers), "seat_switch_waits": waits[0]}
    if flood_task is not None:
        flooder = await flood_task
        flooder.send_signal(signal.SIGINT)
        assert flooder.stdout is not None
        report = json.loads(flooder.stdout.readline())
        flooder.wait(timeout=WAIT_S)
        episodes = report["floods"]
        result["flood_refused"] = report["refused"]
        result["floods"] = len(episodes)
        result["floods_dropped_net_flood"] = dropped.count("net.flood")
        result["flood_ms_until_dropped_median"] = (
            statistics.median(episodes) * 1000 if episodes else None)
    return result


async def measure_bare(clients: int, actions: int, rate: float,
                       view_bytes: int) -> dict[str, Any]:
    server = subprocess.Popen([sys.executable, __file__, "--bare", str(view_bytes),
                               "--clients", str(clients)], stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    info = json.loads(server.stdout.readline())
    receivers, tasks = await open_receivers((info["host"], info["port"]), None, clients, 0)
    sent: dict[int, float] = {}
    try:
        await asyncio.sleep(0.2)  # every connection accepted
        schedule = Schedule(rate)
        for number in range(WARMUP_ACTIONS + actions):
            await schedule.next()
            if number >= WARMUP_ACTIONS:
                sent[number + 1] = time.perf_counter()
            receivers[0].send({"type": "ping", "nonce": number})
        await asyncio.wait_for(asyncio.gather(*(
            until(r, lambda view, r=r: r.arrivals[-1][0] >= max(sent)) for r in receivers)),
            WAIT_S)
    finally:
        for receiver in receivers:
            receiver.writer.close()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        server.send_signal(signal.SIGINT)
        server.wait(timeout=WAIT_S)
    values = latencies(receivers, sent)
    return {"p50": percentile(values, 50), "p99": percentile(values, 99), "max": max(values)}


def load() -> str:
    try:
        with open("/proc/loadavg", encoding="ascii") as stream:
            return " ".join(stream.read().split()[:3])
    except OSError:
        return "?"


def spread(values: list[float]) -> str:
    return f"{min(values):6.2f} {statistics.median(values):6.2f} {max(values):6.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--clients", type=int, action="append")
    parser.add_argument("--actions", type=int, default=DEFAULT_ACTIONS)
    parser.add_argument("--rate", type=float, default=DEFAULT_RATE)
    parser.add_argument("--runs", type=int, default=DEFAULT_RUNS)
    parser.add_argument("--flood", action="store_true",
                        help="one more connection floods pings without reading")
    parser.add_argument("--serve", choices=GAMES, help=argparse.SUPPRESS)
    parser.add_argument("--bare", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--flooder", nargs=3, help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help="one JSON line per run")
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.serve, args.clients[0], args.rate))
        return
    if args.flooder:
        host, port, room = args.flooder
        asyncio.run(flood((host, int(port)), room))
        return
    if args.bare is not None:
        asyncio.run(serve_bare(args.clients[0], args.bare))
        return
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, load average "
          f"{load()}; open loop at {args.rate:.0f} actions/s, {args.actions} measured "
          f"actions, {args.runs} runs{', one client flooding pings' if args.flood else ''}")
    print(f"{'game':>9} {'N':>3} {'pl':>3} | rate/s | host p50 min med max | host p99 min"
          f" med max | bare p99 min med max | p99 ratio med | load")
    for game in args.game or GAMES:
        for clients in args.clients or DEFAULT_SIZES:
            runs, bares = [], []
            before = load()
            for _ in range(args.runs):
                run = asyncio.run(measure(game, clients, args.actions, args.rate, args.flood))
                bare = asyncio.run(measure_bare(clients, args.actions, args.rate,
                                                run["view_bytes"]))
                runs.append(run)
                bares.append(bare)
                if args.json:
                    print(json.dumps({**run, "bare": bare, "load": load()}), flush=True)
            ratios = [r["p99"] / b["p99"] for r, b in zip(runs, bares, strict=True)]
            flood_note = ""
            if args.flood:
                flood_note = (" | floods (dropped net.flood, median ms to drop, reconnects "
                              "refused) " + " ".join(
                                  f"{r['floods']}({r['floods_dropped_net_flood']},"
                                  f"{r['flood_ms_until_dropped_median'] or 0:.0f},"
                                  f"{r['flood_refused']})" for r in runs))
            print(f"{game:>9} {clients:>3} {runs[0]['players']:>3} |"
                  f" {statistics.median(r['achieved_rate'] for r in runs):6.1f} |"
                  f" {spread([r['p50'] for r in runs])} | {spread([r['p99'] for r in runs])} |"
                  f" {spread([b['p99'] for b in bares])} | {statistics.median(ratios):5.2f}"
                  f" | {before} -> {load()}{flood_note}", flush=True)


if __name__ == "__main__":
    main()
