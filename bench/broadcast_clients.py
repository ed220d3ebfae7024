"""The client side of `bench/host_latency.py`: lean connections, spread over processes.

A *plan* names every connection of a run: its index (the order the host sees them
attach in), whether it is a player or a table display, its transport (TCP, or a
WebSocket as `bench/web_latency.py` connects: aiohttp's client, frames in binary
messages) and the client process that holds it. Process 0 is the bench's own (it holds
every player: the driver sends their actions); the others are this script run as a
worker (``python bench/broadcast_clients.py``), told what to do by JSON lines on stdin.

A connection is lean: frame reader and msgpack decode, a pong to each ping, no schema
check, the arrival time (``time.monotonic``: CLOCK_MONOTONIC, the same clock in every
process on Linux) and seq of every view it gets. The same connections serve the host
(a protocol hello) and the twin (`bench/broadcast_server.py`: a ``twin`` hello naming
the connection's index).

At the end each process answers, for every seq of the measured range, the moment the
LAST of its connections held a view with seq >= it; the bench takes the latest over the
processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's code

import aiohttp  # noqa: E402
import msgpack  # noqa: E402

from net.protocol import PLAYER, TABLE, FrameReader, Hello, frame, pack_body  # noqa: E402
from net.web import WS_PATH  # noqa: E402

APP = "0.1.0"
WAIT_S = 60.0
TRANSPORTS = ("tcp", "ws", "mixed")
#: Connections per client process by default, and the most processes.
PER_PROCESS = 64
MAX_PROCESSES = 4


@dataclass(frozen=True)
class Spec:
    """One connection of the plan."""

    index: int
    player: bool
    ws: bool
    process: int


def default_processes(clients: int) -> int:
    return max(1, min(MAX_PROCESSES, math.ceil(clients / PER_PROCESS)))


def plan(clients: int, players: int, transport: str, processes: int) -> list[Spec]:
    """Tables first, players last (the last player's ready starts the game). Indices are
    cut into contiguous blocks: processes 1.. take the first blocks (tables only), process
    0 the last one, which holds every player and at least one table when there is one."""
    tables = clients - players
    processes = max(1, min(processes, tables + 1))
    share = math.ceil(clients / processes)
    own = max(players + min(1, tables), clients - share * (processes - 1))
    rest = clients - own
    sizes = [rest // (processes - 1) + (1 if p < rest % (processes - 1) else 0)
             for p in range(processes - 1)] if processes > 1 else []
    owner: list[int] = []
    for p, size in enumerate(sizes, start=1):
        owner += [p] * size
    owner += [0] * own
    return [Spec(index=i, player=i >= tables,
                 ws=transport == "ws" or (transport == "mixed" and i % 2 == 1),
                 process=owner[i]) for i in range(clients)]


class Applied:
    """The highest seq any connection of this process holds (the host applied it)."""

    def __init__(self) -> None:
        self.seq = 0
        self.event = asyncio.Event()

    def saw(self, seq: int) -> None:
        if seq > self.seq:
            self.seq = seq
            self.event.set()

    async def reach(self, seq: int) -> None:
        async with asyncio.timeout(WAIT_S):
            while self.seq < seq:
                self.event.clear()
                await self.event.wait()


@dataclass(eq=False)
class Receiver:
    """One lean connection (TCP; `WebReceiver` for a WebSocket)."""

    spec: Spec
    applied: Applied
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    seat: int | None = None
    view: dict[str, Any] | None = None
    lobby: dict[str, Any] | None = None
    #: Seq and arrival time (``time.monotonic``) of every view, in order.
    seqs: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    welcomed: asyncio.Event = field(default_factory=asyncio.Event)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    frames: FrameReader = field(default_factory=FrameReader)
    #: Decode whole messages (the driver reads its views and lobby); else only the few
    #: top-level fields the bench needs (`lean`: the view itself is skipped, not built).
    full: bool = True

    def send(self, message: dict[str, Any]) -> None:
        assert self.writer is not None
        self.writer.write(frame(pack_body(message)))

    def received(self, data: bytes, now: float) -> None:
        for body in self.frames.feed(data):
            message = msgpack.unpackb(body, raw=False) if self.full else lean(body)
            kind = message["type"]
            if kind == "view":
                if self.full:
                    self.view = message["view"]
                self.seqs.append(message["seq"])
                self.times.append(now)
                self.changed.set()
                self.applied.saw(message["seq"])
            elif kind == "lobby":
                self.lobby = message
            elif kind == "welcome":
                self.seat = message["seat"]
                self.welcomed.set()
            elif kind == "ping":
                self.send({"type": "pong", "nonce": message["nonce"]})
            elif kind in ("error", "bye", "refused"):
                self.errors.append(f"{kind} {message.get('code')}")

    async def connect(self, target: dict[str, Any], session: aiohttp.ClientSession) -> None:
        self.reader, self.writer = await asyncio.open_connection(target["host"],
                                                                 target["port"])

    async def run(self) -> None:
        assert self.reader is not None
        while data := await self.reader.read(65536):
            self.received(data, time.monotonic())

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()

    @property
    def last_seq(self) -> int:
        return self.seqs[-1] if self.seqs else -1


class WebReceiver(Receiver):
    """One lean WebSocket connection (aiohttp's client, frames in binary messages)."""

    ws: aiohttp.ClientWebSocketResponse | None = None
    sending: set[asyncio.Task[None]]

    def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        # aiohttp writes an uncompressed frame at the task's first step: order is kept.
        task = asyncio.ensure_future(self.ws.send_bytes(frame(pack_body(message))))
        self.sending.add(task)
        task.add_done_callback(self.sending.discard)

    async def connect(self, target: dict[str, Any], session: aiohttp.ClientSession) -> None:
        self.sending = set()
        self.ws = await session.ws_connect(
            f"ws://{target['host']}:{target['web_port']}{WS_PATH}", autoping=False,
            max_msg_size=0, compress=0)

    async def run(self) -> None:
        assert self.ws is not None
        async for message in self.ws:
            if message.type is aiohttp.WSMsgType.BINARY:
                self.received(message.data, time.monotonic())

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


#: The top-level fields a lean connection reads.
LEAN_KEYS = frozenset({"type", "seq", "nonce", "code", "seat"})


def lean(body: bytes) -> dict[str, Any]:
    """The `LEAN_KEYS` of one message map; the rest is skipped unbuilt (~7x faster than
    decoding a 2 KB view whole)."""
    unpacker = msgpack.Unpacker(raw=False)
    unpacker.feed(body)
    out = {}
    for _ in range(unpacker.read_map_header()):
        key = unpacker.unpack()
        if key in LEAN_KEYS:
            out[key] = unpacker.unpack()
        else:
            unpacker.skip()
    return out


def hello_map(room: str, index: int, player: bool) -> dict[str, Any]:
    """The protocol's own hello (it follows the protocol's version and fields)."""
    return Hello(app=APP, room=room, role=PLAYER if player else TABLE,
                 name=f"P{index}" if player else None).to_map()


class Pool:
    """The connections of one process."""

    def __init__(self, specs: list[Spec]) -> None:
        self.specs = specs
        self.applied = Applied()
        self.receivers: list[Receiver] = []
        self.tasks: list[asyncio.Task[Any]] = []
        self.session: aiohttp.ClientSession | None = None

    async def open(self, target: dict[str, Any]) -> None:
        """Open every connection in index order, each welcomed before the next (so the
        host attaches them in that order). ``target``: host, port, web_port, and room
        (None: the twin, greeted with the connection's index)."""
        self.session = aiohttp.ClientSession()
        watched = any(spec.process for spec in self.specs)  # a worker: no driver
        for spec in self.specs:
            cls = WebReceiver if spec.ws else Receiver
            # the driver reads the players' views and one table display's
            receiver = cls(spec, self.applied, full=spec.player or not watched)
            watched = watched or not spec.player
            await receiver.connect(target, self.session)
            self.tasks.append(asyncio.ensure_future(receiver.run()))
            self.receivers.append(receiver)
            if target["room"] is None:
                receiver.send({"type": "twin", "index": spec.index})
            else:
                receiver.send(hello_map(target["room"], spec.index, spec.player))
            await asyncio.wait_for(receiver.welcomed.wait(), WAIT_S)
            if spec.player and target["room"] is not None:
                receiver.send({"type": "ready", "ready": True})

    async def held(self, first: int, last: int) -> dict[str, Any]:
        """Wait until every connection holds seq >= ``last``; then, for every seq s in
        first..last, the moment the last connection held a view with seq >= s."""
        async def reach(receiver: Receiver) -> None:
            while receiver.last_seq < last:
                receiver.changed.clear()
                await receiver.changed.wait()

        try:
            await asyncio.wait_for(asyncio.gather(*(reach(r) for r in self.receivers)),
                                   WAIT_S)
        except TimeoutError:
            behind = [(r.spec.index, r.last_seq, r.errors) for r in self.receivers
                      if r.last_seq < last][:5]
            raise RuntimeError(f"connections behind seq {last}: {behind}") from None
        latest = [0.0] * (last - first + 1)
        for receiver in self.receivers:
            seqs, times = receiver.seqs, receiver.times
            k = 0
            for s in range(first, last + 1):
                while seqs[k] < s:
                    k += 1
                if times[k] > latest[s - first]:
                    latest[s - first] = times[k]
        return {"held": latest, "errors": sum((r.errors for r in self.receivers), []),
                "views": sum(len(r.seqs) for r in self.receivers)}

    async def close(self) -> None:
        for receiver in self.receivers:
            with contextlib.suppress(TimeoutError, ConnectionError, RuntimeError):
                await asyncio.wait_for(receiver.close(), 2.0)
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        if self.session is not None:
            await self.session.close()


class Workers:
    """Processes 1..P-1 of a plan, from the bench's process."""

    def __init__(self, specs: list[Spec]) -> None:
        self.by_process: dict[int, list[Spec]] = {}
        for spec in specs:
            if spec.process:
                self.by_process.setdefault(spec.process, []).append(spec)
        self.procs: dict[int, asyncio.subprocess.Process] = {}

    async def start(self) -> None:
        for number, specs in sorted(self.by_process.items()):
            self.procs[number] = await asyncio.create_subprocess_exec(
                sys.executable, __file__, json.dumps([spec.__dict__ for spec in specs]),
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)

    async def ask(self, number: int, command: dict[str, Any]) -> dict[str, Any]:
        proc = self.procs[number]
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write((json.dumps(command) + "\n").encode())
        await proc.stdin.drain()
        line = await asyncio.wait_for(proc.stdout.readline(), 2 * WAIT_S)
        if not line:
            raise RuntimeError(f"client process {number} ended (see its stderr)")
        answer: dict[str, Any] = json.loads(line)
        if "failed" in answer:
            raise RuntimeError(f"client process {number}: {answer['failed']}")
        return answer

    async def open(self, target: dict[str, Any]) -> None:
        """Each process in turn, in index order (process 0 opens after them)."""
        for number in sorted(self.procs):
            await self.ask(number, {"cmd": "open", "target": target})

    async def held(self, first: int, last: int) -> list[dict[str, Any]]:
        return list(await asyncio.gather(*(
            self.ask(number, {"cmd": "held", "first": first, "last": last})
            for number in sorted(self.procs))))

    async def close(self) -> None:
        for proc in self.procs.values():
            if proc.returncode is None and proc.stdin is not None:
                proc.stdin.close()
        for proc in self.procs.values():
            try:
                await asyncio.wait_for(proc.wait(), 10)
            except TimeoutError:
                proc.kill()
                await proc.wait()


async def worker(specs: list[Spec]) -> None:
    """A client process: commands on stdin, one JSON answer per line on stdout."""
    pool = Pool(specs)
    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    try:
        while line := await stdin.readline():
            command = json.loads(line)
            try:
                if command["cmd"] == "open":
                    await pool.open(command["target"])
                    answer: dict[str, Any] = {"ok": True}
                else:
                    answer = await pool.held(command["first"], command["last"])
            except Exception as err:  # noqa: BLE001 (told to the bench, which stops)
                answer = {"failed": f"{type(err).__name__}: {err}"}
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
    finally:
        await pool.close()


if __name__ == "__main__":
    logging.getLogger("asyncio").setLevel(logging.ERROR)  # writes after the server closed
    asyncio.run(worker([Spec(**spec) for spec in json.loads(sys.argv[1])]))
