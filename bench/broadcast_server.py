"""The server processes of `bench/host_latency.py`: the host, and its bare twin.

    python bench/broadcast_server.py host GAME --clients N --rate R --journal on|off \
        --record FILE
    python bench/broadcast_server.py twin --record FILE --triggers FILE

**host**: one asyncio `net.host.Host` on loopback TCP with a `net.web.WebServer` beside
it on the same loop (a real room's two transports), real clock. With ``--journal on``
it keeps a `net.journal.Journal` in a temporary folder (`Host.keep_journal`), as every
real room does. Every byte the host writes to a connection passes a thin recording
writer that appends (the room's change seq, the connection's index, the bytes) to a
list; on SIGINT the list goes to ``--record`` (msgpack; each distinct bytes object once).

**twin**: an asyncio server with the same two transports (asyncio streams for TCP;
aiohttp's server with `net.web.WebSocketStream`, the host's own WebSocket writer, for
WebSockets) and no room: each connection names its index, and each ``trigger`` frame
(seq s) makes it write to every connection exactly the bytes the host wrote to that
connection for change s and the changes that followed before the next action (a game's
restart), in the host's order. Same bytes, same connections, same trigger schedule.

Both: SIGUSR1 and SIGUSR2 mark the start and the end of the measured phase; the
process's whole CPU time (``resource.getrusage``, user + system) between the marks is
printed on SIGINT with the change seq at each mark. With ``BENCH_PROFILE=PATH`` in the
environment the server runs under cProfile and leaves ``PATH.host`` / ``PATH.twin``
(read them with `pstats`; the figures are then not the bench's).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import random
import resource
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's code

import msgpack  # noqa: E402
from aiohttp import web  # noqa: E402

from net.content import draw_content  # noqa: E402
from net.host import Host  # noqa: E402
from net.journal import Journal  # noqa: E402
from net.protocol import FrameReader, frame, pack_body  # noqa: E402
from net.tuning import HostLimits, WebGateLimits  # noqa: E402
from net.web import WS_PATH, WebLimits, WebServer, WebSocketStream  # noqa: E402
from store.packs import PackLibrary  # noqa: E402

GAMES = ("taboo", "spyword", "codenames")
PLAYERS = {"taboo": 10, "spyword": 12, "codenames": 16}
SETTINGS: dict[str, dict[str, Any]] = {
    "taboo": {"cards_per_team": 15},
    "spyword": {"spies": 2, "ghost": False, "discussion_s": None},
    "codenames": {"variant": "classic", "turn_timer_s": None},
}
SEED = 1


def content_for(game: str) -> Any:
    """The same fixed content in every process (drawn from the English packs, seeded)."""
    return draw_content(game, "en", PackLibrary.load(), random.Random(SEED), ())


def cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class Marks:
    """The measured phase: CPU and wall time (and a seq) at SIGUSR1 and SIGUSR2."""

    def __init__(self, seq: Any, size: Any = lambda: 0) -> None:
        self.seq = seq
        self.size = size
        self.marks: list[dict[str, float]] = []
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGUSR1, self.mark)
        loop.add_signal_handler(signal.SIGUSR2, self.mark)

    def mark(self) -> None:
        self.marks.append({"cpu_s": cpu_s(), "wall_s": time.monotonic(), "seq": self.seq(),
                           "size": self.size()})

    def report(self) -> dict[str, Any]:
        if len(self.marks) < 2:
            return {"marks": self.marks}
        start, end = self.marks[0], self.marks[-1]
        return {"cpu_s": end["cpu_s"] - start["cpu_s"], "wall_s": end["wall_s"] - start["wall_s"],
                "seq_start": start["seq"], "seq_end": end["seq"]}


class RecordingWriter:
    """A connection's writer that logs every write (seq, index, bytes) first."""

    def __init__(self, inner: Any, index: int, log: list[tuple[int, int, bytes]],
                 seq: Any) -> None:
        self._inner = inner
        self._index = index
        self._log = log
        self._seq = seq

    def write(self, data: bytes) -> None:
        self._log.append((self._seq(), self._index, data))
        self._inner.write(data)

    def __getattr__(self, name: str) -> Any:  # transport, drain, close, get_extra_info...
        return getattr(self._inner, name)


class BenchHost(Host):
    """Starts the game once every connection is in and every player ready, starts the
    next game at each game over, records what it writes and what the journal costs."""

    def __init__(self, *args: Any, clients: int, players: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.clients, self.players = clients, players
        self.log: list[tuple[int, int, bytes]] = []
        self.attached = 0
        self.journal_cpu_ms: list[tuple[int, float, float]] = []
        self.starting = self.restarting = False

    def seq(self) -> int:
        return self.runtime.seq

    def attach(self, writer: Any, address: str = "") -> Any:
        recording = RecordingWriter(writer, self.attached, self.log, self.seq)
        self.attached += 1
        return super().attach(recording, address)

    def _changed(self) -> None:
        if self._writer is None:
            super()._changed()
            return
        c0, w0 = time.process_time(), time.perf_counter()
        super()._changed()
        self.journal_cpu_ms.append((self.runtime.seq, (time.process_time() - c0) * 1000,
                                    (time.perf_counter() - w0) * 1000))

    def lobby_changed(self) -> None:
        super().lobby_changed()
        lobby = self.runtime.lobby()
        ready = sum(1 for seat in lobby.seats if seat.ready)
        if (not lobby.started and not self.starting and ready == self.players
                and self.connections >= self.clients):
            self.starting = True
            asyncio.get_running_loop().call_soon(self._start)

    def _start(self) -> None:
        self.runtime.arrange()
        self.runtime.start()

    def game_changed(self) -> None:
        super().game_changed()
        session = self.room.session
        if session is not None and session.outcome() is not None and not self.restarting:
            self.restarting = True  # the next game, same seats
            asyncio.get_running_loop().call_soon(self._restart)

    def _restart(self) -> None:
        self.restarting = False
        self.runtime.new_game()
        self.runtime.start()


def dump(log: list[tuple[int, int, bytes]], path: Path) -> None:
    """The log with each distinct bytes object once (shared frames: every table display
    got the very same object)."""
    numbers: dict[int, int] = {}
    frames: list[bytes] = []
    entries = []
    for seq, index, data in log:
        number = numbers.get(id(data))
        if number is None:
            number = numbers[id(data)] = len(frames)
            frames.append(data)
        entries.append((seq, index, number))
    path.write_bytes(msgpack.packb({"frames": frames, "entries": entries}))


async def serve_host(game: str, clients: int, rate: float, journal: bool,
                     record: Path) -> None:
    players = min(clients, PLAYERS[game])
    # For the measurement only: one connection sends every action (twice the rate), every
    # client on one loopback address, more than the room's 64 connections when asked.
    limits = HostLimits(action_rate_per_s=2 * rate, action_burst=int(rate),
                        max_connections=max(64, clients + 8), max_tables_per_address=10_000,
                        max_seats_per_address=10_000)
    host = BenchHost(game, room_name="Bench", language="en", settings=SETTINGS[game],
                     content=content_for(game), seed=SEED, limits=limits, clients=clients,
                     players=players)
    address = await host.open("127.0.0.1", 0)
    webserver = WebServer(host, WebLimits(http_rate_per_s=10_000, http_burst=10_000,
                                          gate=WebGateLimits(per_address=10_000,
                                                             total=10_000)))
    web_port = await webserver.open("127.0.0.1", 0)
    folder = tempfile.TemporaryDirectory(prefix="palabre-bench-")
    if journal:  # as every real room: written after every change, before anyone is told
        host.keep_journal(Journal(Path(folder.name) / f"{host.room_id}.journal.json"))
    marks = Marks(host.seq, lambda: len(host.log))
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
    print(json.dumps({"host": address[0], "port": address[1], "web_port": web_port,
                      "room": host.room_id}), flush=True)
    await stop.wait()
    report = marks.report()
    if "seq_start" in report:
        inside = [(cpu, wall) for seq, cpu, wall in host.journal_cpu_ms
                  if report["seq_start"] < seq <= report["seq_end"]]
        if inside:
            walls = sorted(wall for _, wall in inside)
            report["journal"] = {"writes": len(inside),
                                 "cpu_ms_mean": sum(c for c, _ in inside) / len(inside),
                                 "wall_ms_mean": sum(walls) / len(walls),
                                 "wall_ms_p99": walls[min(len(walls) - 1,
                                                          round(0.99 * (len(walls) - 1)))]}
    journal_file = Path(folder.name) / f"{host.room_id}.journal.json"
    if journal_file.exists():
        report["journal_bytes"] = journal_file.stat().st_size  # at the end: the largest
    # What came after the measured phase (the clients leaving) is not the twin's to send.
    dump(host.log[:marks.marks[-1]["size"]] if marks.marks else [], record)
    await host.close()
    await webserver.close()
    folder.cleanup()
    print(json.dumps({**report, "dropped": dropped, "attached": host.attached}), flush=True)


async def serve_twin(record: Path, triggers: Path) -> None:
    """Replays the host's bytes: per trigger seq, what each connection got for it."""
    data = msgpack.unpackb(record.read_bytes(), raw=False)
    frames: list[bytes] = data["frames"]
    actions: list[int] = sorted(json.loads(triggers.read_text()))
    # Every frame written at seq s goes with the latest action seq <= s (a game's restart
    # goes with the game's last action); what came before the first action was setup.
    batches: dict[int, list[tuple[int, int]]] = {seq: [] for seq in actions}
    import bisect
    for seq, index, number in data["entries"]:
        at = bisect.bisect_right(actions, seq) - 1
        if at >= 0:
            batches[actions[at]].append((index, number))
    writers: dict[int, Any] = {}
    state = {"next": 0, "seq": 0, "bytes": 0}
    pending: set[int] = set()

    def replay(seq: int) -> None:
        pending.add(seq)
        while state["next"] < len(actions) and actions[state["next"]] in pending:
            due = actions[state["next"]]
            pending.discard(due)
            state["next"] += 1
            state["seq"] = due
            for index, number in batches[due]:
                writer = writers.get(index)
                if writer is not None:
                    writer.write(frames[number])
                    state["bytes"] += len(frames[number])

    def on_frames(chunk: bytes, reader: FrameReader, greet: Any) -> None:
        for body in reader.feed(chunk):
            message = msgpack.unpackb(body, raw=False)
            kind = message.get("type")
            if kind == "trigger":
                replay(message["seq"])
            elif kind == "twin":
                greet(message["index"])

    async def on_tcp(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        frames_in = FrameReader()

        def greet(index: int) -> None:
            writers[index] = writer
            writer.write(frame(pack_body({"type": "welcome", "seat": None})))

        try:
            while chunk := await reader.read(65536):
                on_frames(chunk, frames_in, greet)
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            writer.close()

    async def on_ws(request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, compress=False, autoping=False)
        await ws.prepare(request)
        stream = WebSocketStream(ws, request)
        pump = asyncio.ensure_future(stream.pump())
        frames_in = FrameReader()

        def greet(index: int) -> None:
            writers[index] = stream
            stream.write(frame(pack_body({"type": "welcome", "seat": None})))

        try:
            while chunk := await stream.read(65536):
                on_frames(chunk, frames_in, greet)
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            stream.close()
            await asyncio.shield(pump)
        return ws

    server = await asyncio.start_server(on_tcp, "127.0.0.1", 0)
    app = web.Application()
    app.router.add_get(WS_PATH, on_ws)
    runner = web.AppRunner(app, handle_signals=False, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    web_port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]  # noqa: SLF001
    marks = Marks(lambda: state["seq"])
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGINT, stop.set)
    host, port = server.sockets[0].getsockname()[:2]
    print(json.dumps({"host": host, "port": port, "web_port": web_port, "room": None}),
          flush=True)
    await stop.wait()
    report = {**marks.report(), "bytes_written": state["bytes"]}
    server.close()
    for writer in writers.values():
        writer.close()
    await runner.cleanup()
    print(json.dumps(report), flush=True)


def main() -> None:
    # the clients close first at the end: asyncio's "socket.send() raised exception."
    logging.getLogger("asyncio").setLevel(logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("role", choices=("host", "twin"))
    parser.add_argument("game", nargs="?", choices=GAMES)
    parser.add_argument("--clients", type=int)
    parser.add_argument("--rate", type=float)
    parser.add_argument("--journal", choices=("on", "off"), default="on")
    parser.add_argument("--record", type=Path, required=True)
    parser.add_argument("--triggers", type=Path)
    args = parser.parse_args()
    if args.role == "host":
        work = serve_host(args.game, args.clients, args.rate, args.journal == "on",
                          args.record)
    else:
        work = serve_twin(args.record, args.triggers)
    profile = os.environ.get("BENCH_PROFILE")  # a cProfile of the server, to read with pstats
    if profile:
        import cProfile
        with cProfile.Profile() as profiler:
            asyncio.run(work)
        profiler.dump_stats(f"{profile}.{args.role}")
    else:
        asyncio.run(work)


if __name__ == "__main__":
    main()
