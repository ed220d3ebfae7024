"""The LAN host (asyncio streams): one room, one session, per-seat views out.

Usage (the desktop wires the same calls through qasync; the headless CLI and the bots
drive it from plain asyncio)::

    host = Host("taboo", room_name="Ann's room", language="en", library=PackLibrary.load())
    address = await host.open("0.0.0.0", 0)        # (host, port); host.join_code
    runtime = host.runtime                         # the room: every lobby command is its
    me = runtime.join("Ann", local=True)           # the host's own seat id (host_seat)
    runtime.watch_lobby(show_lobby)                # callbacks get each new `Lobby`...
    runtime.watch_view(0, show_view)               # ...and each new view of a game seat
    runtime.start()                                # builds the Session from the lobby
    runtime.act(runtime.game_seat(me), {"type": "go"})  # raises RuleError / RoomError
    await host.close()

Every change (an action, a timeout, a join, a disconnection) sends each connection what
it may see: its seat's ``session.view(seat)``, or ``view(None)`` for a table display,
never the state, and never a view identical to the last one it got. Timers: ONE
``loop.call_at`` aimed at the session's next deadline (`check_deadlines`).

The host only carries: it translates each message into a `RoomRuntime` call (a lobby
command names the connection's seat id) and sends what the runtime decided. The standby's
host side (choosing it, its journal copy, the hand-over, stepping down) is its
`StandbyKeeper` (`net.standby_host`).

Per connection: a sans-I/O `Connection` fed by a read loop that also enforces the
handshake, partial-frame and silence timeouts, and a drain task; writes go straight to
the transport, whose buffer is the bounded output queue (`HostLimits.output_queue_bytes`):
when it is full, views and lobbies for that client are skipped (it gets the latest once it
catches up) and a client whose buffer does not drain within the stall timeout is dropped.
Nothing a client sends can raise out of the host: protocol errors close that connection
with a coded `refused`/`bye`; rule refusals answer an `error` to that client only.

`serve(reader, writer)` serves one connection of any transport until it closes: the TCP
server calls it, and so does the web transport's WebSocket endpoint (`net.web`), so both
share admission, limits, tokens and refusals. Underneath, `attach` and `receive` are the
transport-independent entry points; an in-process transport (or a test) may call them
with any writer that has ``write``, ``drain`` and ``close``. Behaviour and codes:
``docs/protocol.md`` ("Host behaviour").
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import random
import re
import secrets
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from core.errors import RuleError
from core.session import Session
from net.admission import Admission
from net.feed import Feed
from net.file_limit import raise_file_limit
from net.joincode import JoinTargetError, encode_join_code
from net.journal import Journal, Saved, restore, snapshot
from net.journal_writer import JournalWriter
from net.protocol import (
    HOST,
    TABLE,
    Bye,
    ChooseTeam,
    Connection,
    GameError,
    GameResult,
    GameView,
    Hello,
    HostProfile,
    Kicked,
    Lobby,
    Message,
    Ping,
    PlayAction,
    Pong,
    ProtocolError,
    Ready,
    SharedPacker,
    StandbyDigest,
    StandbyReady,
    State,
    Welcome,
    message_from_map,
    refusal,
)
from net.protocol.limits import MAX_CODE_CHARS, MAX_NONCE
from net.protocol.values import check_plain
from net.room import Room, RoomError
from net.runtime import KICKED, NOW_KEY, RoomRuntime, Timer
from net.standby_host import StandbyKeeper
from net.tuning import HOST_DECODE_SLICE_BYTES, READ_CHUNK_BYTES, HostLimits, TokenBucket
from store import version
from store.packs import PackLibrary
from store.profiles import ProfileStore

log = logging.getLogger(__name__)

__all__ = ["NOW_KEY", "Host", "Peer", "Reader", "Writer", "error_message"]
#: Messages that do not change a connection's state, so one packed frame serves many peers.
SHARED_FRAMES = (GameView, Lobby)

# Why the host closes a connection (sent in the last `bye` or `refused`).
SILENT = "net.peer_silent"
PARTIAL_FRAME = "net.partial_frame"
HANDSHAKE_TIMEOUT = "net.handshake_timeout"
STALLED_READER = "net.stalled_reader"
CONNECTION_LOST = "net.connection_lost"
REPLACED = "room.replaced"
CLOSED = "room.closed"
BUSY = "room.busy"
FULL = "room.full"
FLOOD = "net.flood"
INTERNAL = "room.internal"
RATE_LIMITED = "room.rate_limited"
SEAT_LOCAL = "room.seat.local"
#: A probe hello was answered (issue 25): the connection ends there.
PROBED = "room.probed"
#: The room moved to the standby (a hand-over): reconnect there at once.
MOVED = "room.moved"
#: A request while the host hands the room over: it is not played here.
MOVING = "room.moving"
#: Code sent for a refusal whose own code does not fit the protocol's code pattern.
REFUSED_FALLBACK = "room.refused"
_CODE = re.compile(r"[a-z0-9_]+(?:\.[a-z0-9_]+)+")
#: Characters kept of a text in the details of an `error`.
_DETAIL_TEXT_CHARS = 200

Clock = Callable[[], int]
LobbyCallback = Callable[[Lobby], None]
ViewCallback = Callable[[dict[str, Any]], None]


def _reset(peer: Peer) -> None:
    """Cut ``peer``'s connection as a dead process's would be: no goodbye."""
    transport = getattr(peer.writer, "transport", None)
    if transport is not None:
        transport.abort()
    else:
        peer.writer.close()


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:  # not an IP address (an in-process transport's name)
        return False


def monotonic_ms() -> int:
    return int(asyncio.get_running_loop().time() * 1000)


def _call_later(delay_ms: int, callback: Callable[[], None]) -> Timer:
    """The runtime's scheduler on the asyncio loop."""
    return asyncio.get_running_loop().call_later(delay_ms / 1000, callback)


class Writer(Protocol):
    """Where a connection's bytes go (`asyncio.StreamWriter`, `net.web.WebSocketStream`).
    Optional: ``transport`` with ``get_write_buffer_size()`` and ``abort()`` (the output
    queue's size and a hard close), and ``get_extra_info("peername")``."""

    def write(self, data: bytes) -> None: ...

    async def drain(self) -> None: ...

    def close(self) -> None: ...


class Reader(Protocol):
    """Where a connection's bytes come from (`asyncio.StreamReader`, or a WebSocket's
    binary messages): ``b""`` at the end. It may raise `ProtocolError` for bad input
    the transport itself detects (a WebSocket text message): that closes the connection
    with the error's code, exactly as a bad frame does."""

    async def read(self, n: int) -> bytes: ...


class Peer:
    """One client connection as the host sees it."""

    def __init__(self, number: int, writer: Writer, now: float, limits: HostLimits) -> None:
        self.number = number
        self.conn = Connection(HOST)
        self.writer = writer
        #: Its transport, whose buffer is the output queue (None: an in-process writer).
        self.transport = getattr(writer, "transport", None)
        #: Bytes of frames held for it until the journal's entry is on disk: they count
        #: in its output queue (a disk that stalls must not grow the host's memory).
        self.held_bytes = 0
        #: The id of the seat it plays (None: a table display, or not joined).
        self.seat: int | None = None
        self.table = False
        self.closed = False
        self.accepted_at = now
        self.last_heard = now
        self.partial_since: float | None = None
        self.last_view: dict[str, Any] | None = None
        self.last_lobby: Lobby | None = None
        #: Something was skipped because the output queue was full: resend when drained.
        self.behind = False
        #: Joining: broadcasts pass it by (it gets its lobby, then its view, at the end).
        self.held = False
        self.wrote = asyncio.Event()
        #: Set once the connection is closed.
        self.gone = asyncio.Event()
        #: The one budget of everything it sends after the hello (requests and pings)...
        self.bucket = TokenBucket(limits.action_rate_per_s, limits.action_burst, now)
        #: ...and how far over it it may go before it is dropped (`net.flood`).
        self.strikes = TokenBucket(limits.action_rate_per_s, limits.flood_strikes, now)
        self.tasks: set[asyncio.Task[Any]] = set()
        #: The peer's address as the transport gave it (admission counts by it).
        self.address = ""
        #: Game ids of the `result`s this connection got (PX-PROF-4).
        self.results_sent: set[str] = set()
        #: The nonce of the ping sent with a new seat's welcome, until its pong comes
        #: back: a seat whose device never answered is not kept (issue 25).
        self.challenge: int | None = None

    @property
    def is_open(self) -> bool:
        return not self.closed and self.conn.state is State.OPEN

    def buffered(self) -> int:
        transport = self.transport
        return transport.get_write_buffer_size() if transport is not None else 0

    def __repr__(self) -> str:
        return f"<Peer {self.number} seat={self.seat} table={self.table}>"


class Host:
    """A `RoomRuntime` served over TCP: the connections (`Peer`) and their frames. Every
    rule of who sees what and when lives in the runtime; the host only carries it."""

    #: Check the game views the runtime built as plain values before packing them. Off:
    #: the runtime builds them from the core's typed views and every receiver validates
    #: what it gets (it was 40-60 % of a broadcast's CPU); the test suite turns it on.
    check_own_views = False

    def __init__(self, game: str, *, room_name: str, language: str,
                 settings: dict[str, Any] | None = None, library: PackLibrary | None = None,
                 content: Any = None, recent: tuple[str, ...] = (),
                 records_dir: Path | None = None, seed: int | None = None,
                 clock: Clock | None = None, limits: HostLimits | None = None,
                 room_id: str | None = None, app_version: str | None = None,
                 profiles: ProfileStore | None = None, show_titles: bool = True,
                 restored: Room | None = None) -> None:
        """``content``: fixed game content (else drawn from ``library`` at start, loading
        the installed packs if none is given); ``recent``: pair keys or grid words to
        avoid; ``seed``: the game's seed (else random); ``clock``: ms, the time base of
        every deadline (default: the loop's monotonic clock); ``profiles``: this
        computer's profiles (its own players', and browser players' picked there);
        ``show_titles``: False in a classroom (no title in any lobby); ``restored``: the
        room a journal saved (`resume`), served instead of a new one."""
        rng = random.Random(seed)
        room = restored or Room(game, room_name, language, settings, room_id, rng)
        room.show_titles = show_titles
        message_from_map(room.lobby().to_map())  # a bad name or language fails here
        self.limits = limits = limits or HostLimits()
        self.runtime = RoomRuntime(room, clock=clock or monotonic_ms, scheduler=_call_later,
                                   records_dir=records_dir, library=library, content=content,
                                   recent=recent, seed=seed, rng=rng, profiles=profiles,
                                   seat_grace_ms=round(limits.lobby_seat_grace_s * 1000))
        self.runtime.add_listener(self)
        #: Seat id -> the address of the device that last played it (the seat cap).
        self._seat_addresses: dict[int, str] = {}
        self.admission = Admission(
            max_connections=limits.max_connections, max_pending=limits.max_pending,
            max_pending_per_address=limits.max_pending_per_address,
            max_tables_per_address=limits.max_tables_per_address, seats=room.max_seats,
            flood_cooldown_s=limits.flood_cooldown_s)
        # pyproject's version by default, read when the first one is made (store.version)
        self.app_version = app_version or version.app_version()
        self.address: tuple[str, int] | None = None
        #: The phone page's port (`net.lan_room.LanRoom` sets it), kept in the journal.
        self.web_port: int | None = None
        self._peers: dict[int, Peer] = {}
        #: Seat id -> the connection playing it.
        self._seat_peers: dict[int, Peer] = {}
        #: Table displays connected.
        self.tables = 0
        self._next_peer = 0
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closing = False
        #: Frames packed during the current broadcast, by message (see `_encode`).
        self._frames: dict[int, tuple[Message, bytes]] = {}
        #: Packs a broadcast's frames, whose views share values, sharing their bytes.
        self._packer = SharedPacker()
        #: The view of each game seat the last broadcast sent (None: the table's).
        self._pushed: dict[int | None, dict[str, Any]] = {}
        self._feeds: list[Feed[tuple[str, Any]]] = []
        self._nonce = 0
        # -- The journal and the standby (issue 14) --
        #: Its thread, and the frames that wait for it (`net.journal_writer`).
        self._writer: JournalWriter | None = None
        self.runtime.journal = self._changed
        self.standby = StandbyKeeper(self)
        #: A host that took over from its standby: the credential of the room key it got
        #: (``welcome.proof``: devices check it before they send their tokens; issue 25).
        self.proof: str | None = None
        #: A host resumed from its journal asks the standby it had whether that one took
        #: over before it welcomes any token (`_confirm_still_host`); set once it asked.
        self.confirmed = asyncio.Event()
        self.confirmed.set()
        #: Called (awaited) once the host has stopped: what serves it and must close with it
        #: (the phone page a standby opened when it took over).
        self.on_stopped: list[Callable[[], Any]] = []

    # -- The journal (issue 14) ------------------------------------------------------------
    def keep_journal(self, journal: Journal) -> None:
        """Write ``journal`` after every change, before any device is told."""
        if self._writer is not None:
            self._writer.stop(release_held=True)
        self._writer = JournalWriter(journal, self._release)
        # The first base is written here and now: the caller reads `journal.failed` next.
        journal.change(self.room, **self.journal_fields())

    def journal_fields(self) -> dict[str, Any]:
        """What a journal entry holds besides the room (the file's, the standby's copy)."""
        port = None if self.address is None else int(self.address[1])
        return {"clock_ms": self.runtime.clock(), "seq": self.runtime.seq, "port": port,
                "standby": self.standby.record(), "web_port": self.web_port}

    async def journal_written(self) -> None:
        """Wait until every change so far is in the journal (and its frames are sent)."""
        if self._writer is not None:
            await self._writer.settle()

    @property
    def room(self) -> Room:
        """The room, to read (`RoomRuntime.room`): only the runtime changes it."""
        return self.runtime.room

    @property
    def closing(self) -> bool:
        return self._closing

    def saved(self) -> Saved:
        port = None if self.address is None else int(self.address[1])
        return snapshot(self.room, clock_ms=self.runtime.clock(), seq=self.runtime.seq,
                        port=port, standby=self.standby.record(), web_port=self.web_port)

    def _changed(self) -> None:
        """After every change, before any device is told: the journal's entry (written on
        its thread; every frame waits for it: `_send`), then the standby's copy."""
        if self._writer is not None:
            self._writer.submit(self._writer.journal.prepare(self.room,
                                                             **self.journal_fields()))
        self.standby.changed()

    @classmethod
    def resume(cls, saved: Saved, local: frozenset[int] | None = None,
               identities: dict[int, str] | None = None, **options: Any) -> Host:
        """A host for the room a journal saved: the same room id, seats and tokens (every
        remote seat waits for its device to rejoin), the game where it was, the clock
        going on from the journal's time. ``local``: the seats played on this computer
        when it did not write the journal (a standby taking over), ``identities`` their
        profiles on this computer (`restore`). Raises `JournalError`."""
        room = restore(saved, local, identities)
        base = monotonic_ms()
        options.setdefault("clock", lambda: saved.clock_ms + monotonic_ms() - base)
        host = cls(room.game, room_name=room.name, language=room.language,
                   room_id=room.room_id, restored=room, **options)
        host.runtime.resumed(saved.seq)
        if local is None and saved.standby is not None:  # this computer's own journal
            host.standby.resumed_from(saved.standby)
            host.confirmed.clear()
        return host

    # -- Serving ---------------------------------------------------------------------------
    @property
    def room_id(self) -> str:
        return self.room.room_id

    @property
    def session(self) -> Session | None:
        return self.room.session

    @property
    def join_code(self) -> str | None:
        return self.runtime.join_code

    @property
    def saved_path(self) -> Path | None:
        return self.runtime.saved_path

    @property
    def records_dir(self) -> Path | None:
        return self.runtime.records_dir

    async def open(self, interface: str = "127.0.0.1", port: int = 0,
                   join_host: str | None = None) -> tuple[str, int]:
        """Listen on ``interface``:``port`` (0: any free port). ``join_host`` is the IPv4
        address the join code carries (default: ``interface`` when it is one)."""
        raise_file_limit()  # every connection is a file (`net.file_limit`)
        return self.listen_on(await asyncio.start_server(self._on_connect, interface, port),
                              join_host)

    def listen_on(self, server: asyncio.Server, join_host: str | None = None) -> tuple[str, int]:
        """Serve on ``server``, already listening (`open`, or a standby's listener whose
        connections now go to `serve`); closing the host closes it."""
        self._server = server
        self.address = server.sockets[0].getsockname()[:2]
        with contextlib.suppress(JoinTargetError):
            self.runtime.set_join_code(encode_join_code(join_host or self.address[0],
                                                        self.address[1], self.room_id))
        self.spawn(self._heartbeats())
        if not self.confirmed.is_set():
            self.spawn(self._confirm_still_host())
        return self.address

    async def _confirm_still_host(self) -> None:
        """Resumed after a crash with a standby named: that standby may have taken over
        meanwhile. Step down if it proves it (`StandbyKeeper.replaced`); stay the host if
        it does not answer or cannot prove it. No token is welcomed before (issue 25)."""
        try:
            if await self.standby.replaced():
                await self.standby.step_down()
        finally:
            self.confirmed.set()

    async def close(self) -> None:
        """Say goodbye to every client, stop listening and end every task."""
        if self._writer is not None:  # what the devices were to see, then the goodbye
            await self._writer.settle()
            self._writer.stop(release_held=True)
        await self._stop(lambda peer: self._drop(peer, CLOSED))

    async def abort(self) -> None:
        """Stop as a crashed host process would: no goodbye, no more journal writes, every
        connection reset (the crash-and-resume tests)."""
        self.runtime.journal = None
        if self._writer is not None:  # what waited for the disk is never sent; what is
            self._writer.stop(release_held=False)  # being written ends first (one file)
            await self._writer.settle()
        await self._stop(_reset)

    async def _stop(self, end: Callable[[Peer], None]) -> None:
        """Stop listening, ``end`` every connection, and end every task."""
        if self._closing:
            return
        self._closing = True
        self.runtime.close()
        if self._server is not None:
            self._server.close()
        for feed in list(self._feeds):
            feed.close()
        tasks = set(self._tasks)
        for peer in list(self._peers.values()):
            tasks |= peer.tasks
            end(peer)
        current = asyncio.current_task()
        for task in tasks:
            if task is not current:
                task.cancel()
        await asyncio.gather(*(t for t in tasks if t is not current), return_exceptions=True)
        if self._server is not None:
            await self._server.wait_closed()
        for stopped in self.on_stopped:
            await stopped()

    def spawn(self, coroutine: Any, peer: Peer | None = None) -> asyncio.Task[Any]:
        """Run ``coroutine`` until it ends or the host (or ``peer``'s connection) closes."""
        task = asyncio.get_running_loop().create_task(coroutine)
        owner = peer.tasks if peer is not None else self._tasks
        owner.add(task)
        task.add_done_callback(owner.discard)
        return task

    async def _on_connect(self, reader: asyncio.StreamReader,
                          writer: asyncio.StreamWriter) -> None:
        if self.limits.socket_send_buffer is not None:
            sock = writer.get_extra_info("socket")
            if sock is not None:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF,
                                self.limits.socket_send_buffer)
        await self.serve(reader, writer)

    async def serve(self, reader: Reader, writer: Writer) -> None:
        """Serve one connection of any transport until it closes: the seam the TCP server
        and the WebSocket endpoint (`net.web`) share, so admission (per address too),
        limits, tokens and refusals are the same for both."""
        extra = getattr(writer, "get_extra_info", None)
        peername = extra("peername") if extra is not None else None
        peer = self.attach(writer, str(peername[0]) if peername else "")
        if peer is None:
            return
        if hasattr(reader, "spend"):  # a WebSocket's own pings and pongs (`net.web`)
            reader.spend = lambda: self.spend(peer)
        task = asyncio.current_task()
        if task is not None:
            peer.tasks.add(task)
        try:
            await self._read_loop(peer, reader)
        except asyncio.CancelledError:
            # The host closed this connection. asyncio's server reads the result of this
            # task in a callback, where a cancelled task would raise: end it normally.
            if not peer.closed:
                raise
        finally:
            if task is not None:
                peer.tasks.discard(task)

    def attach(self, writer: Writer, address: str = "") -> Peer | None:
        """A new connection from peer ``address`` (an IP; "" in process); None when
        refused at once (room closing; `net.admission`: too many handshakes from that
        address, the process's ceiling). When every handshake slot is held, the oldest
        handshake of the address holding the most is refused to make room."""
        now = asyncio.get_running_loop().time()
        self._next_peer += 1
        peer = Peer(self._next_peer, writer, now, self.limits)
        peer.address = address
        verdict = self.admission.connect(peer.number, address, now)
        code = CLOSED if self._closing else verdict.refuse
        if code is not None:
            self.admission.closed(peer.number)
            with contextlib.suppress(Exception):
                writer.write(peer.conn.send(refusal(code)))
                writer.close()
            return None
        evicted = self._peers.get(verdict.evict) if verdict.evict is not None else None
        if evicted is not None:
            self._refuse(evicted, BUSY)
        self._peers[peer.number] = peer
        self.spawn(self._drain_loop(peer), peer)
        return peer

    async def _read_loop(self, peer: Peer, reader: Reader) -> None:
        while not peer.closed:
            deadline, why = self._read_deadline(peer)
            try:
                async with asyncio.timeout_at(deadline):
                    data = await reader.read(READ_CHUNK_BYTES)
            except TimeoutError:
                self._drop(peer, why)
                return
            except (ConnectionError, OSError):
                self._drop(peer, CONNECTION_LOST)
                return
            except ProtocolError as err:  # bad input seen by the transport itself
                self._drop(peer, err.code)
                return
            self.receive(peer, data)

    def _read_deadline(self, peer: Peer) -> tuple[float, str]:
        limits = self.limits
        deadlines = [(peer.last_heard + limits.silence_timeout_s, SILENT)]
        if peer.partial_since is not None:
            deadlines.append((peer.partial_since + limits.partial_frame_timeout_s,
                              PARTIAL_FRAME))
        if peer.conn.state is not State.OPEN or peer.challenge is not None:
            deadlines.append((peer.accepted_at + limits.handshake_timeout_s,
                              HANDSHAKE_TIMEOUT))
        return min(deadlines)

    async def _drain_loop(self, peer: Peer) -> None:
        while not peer.closed:
            await peer.wrote.wait()
            peer.wrote.clear()
            try:
                async with asyncio.timeout(self.limits.stalled_reader_timeout_s):
                    await peer.writer.drain()
            except TimeoutError:
                self._drop(peer, STALLED_READER)
                return
            except (ConnectionError, OSError):
                self._drop(peer, CONNECTION_LOST)
                return
            if peer.behind and peer.is_open:
                peer.behind = False
                self._resync(peer)

    async def _heartbeats(self) -> None:
        while True:
            await asyncio.sleep(self.limits.heartbeat_interval_s)
            self._nonce = (self._nonce + 1) % (MAX_NONCE + 1)
            for peer in list(self._peers.values()):
                if peer.is_open:
                    self._send(peer, Ping(nonce=self._nonce))
            self.standby.heartbeat()

    # -- Bytes in ----------------------------------------------------------------------------
    def receive(self, peer: Peer, data: bytes) -> None:
        """Feed bytes read from ``peer`` (``b""``: it closed its side). Never raises.
        Decoded a slice at a time, so a flood is cut before all of a large read is."""
        for start in range(0, max(len(data), 1), HOST_DECODE_SLICE_BYTES):
            if peer.closed:
                return
            self._receive_slice(peer, data[start:start + HOST_DECODE_SLICE_BYTES])

    def _receive_slice(self, peer: Peer, data: bytes) -> None:
        if peer.closed:
            return
        now = asyncio.get_running_loop().time()
        peer.last_heard = now
        try:
            messages = peer.conn.receive_data(data)
        except ProtocolError as err:
            self._drop(peer, err.code, err.farewell)
            return
        if not self._handle_all(peer, messages):
            return
        if peer.conn.wants_close:
            self._drop(peer, peer.conn.close_code)
            return
        if peer.conn.buffered_bytes:
            peer.partial_since = peer.partial_since if peer.partial_since is not None else now
        else:
            peer.partial_since = None

    def _handle_all(self, peer: Peer, messages: list[Message]) -> bool:
        """Handle each message in turn; False as soon as one of them closed ``peer`` (the
        rest are then ignored)."""
        for message in messages:
            try:
                self._handle(peer, message)
            except Exception:
                log.exception("host: handling %s from %r failed", message.TYPE, peer)
                self._drop(peer, INTERNAL)
            if peer.closed:
                return False
        return True

    def _handle(self, peer: Peer, message: Message) -> None:
        if isinstance(message, Hello):
            self._on_hello(peer, message)
        elif not isinstance(message, Bye) and not self._within_budget(peer, message):
            return
        elif isinstance(message, Ping):
            self._send(peer, Pong(nonce=message.nonce))
        elif isinstance(message, Pong):
            if message.nonce == peer.challenge:
                peer.challenge = None  # the round trip is complete: the seat is kept
        elif isinstance(message, Bye):
            self._on_bye(peer, message)
        elif isinstance(message, Ready | ChooseTeam | PlayAction | HostProfile):
            self._on_request(peer, message)
        elif isinstance(message, StandbyReady):
            self.standby.on_ready(peer, message)
        elif isinstance(message, StandbyDigest):
            self.standby.on_digest(peer, message)
        # a pong needs nothing: any frame already counts as a sign of life

    def _on_hello(self, peer: Peer, hello: Hello) -> None:
        room = self.room
        seat: int | None = None
        rejoin = False
        try:
            if hello.room is not None and hello.room != room.room_id:
                raise RoomError("room.wrong")
            if hello.probe:  # who hosts, and its proof (issue 25): nothing more
                self._send(peer, Welcome(app=self.app_version, room=room.room_id, seat=None,
                                        token=None, epoch=room.epoch, proof=self.proof))
                self._drop(peer, PROBED)
                return
            if hello.role == TABLE:
                if room.locked:
                    raise RoomError("room.locked")
                display_cap = self.admission.check_table(peer.number)
                if display_cap is not None:
                    raise RoomError(display_cap)
            elif hello.token is not None:
                if (not self.confirmed.is_set() or self.standby.replaced_by is not None
                        or not self.standby.may_welcome_tokens()):
                    raise RoomError("room.busy")  # maybe no longer the host: not yet
                seat = room.seat_of_token(hello.token)
                if seat is None and self.runtime.was_kicked(hello.token):
                    raise RoomError(KICKED)
                if seat is None or room.seat(seat).local:
                    raise RoomError("join.bad_token")
                room.learn_token(seat, hello.token)  # a restored seat: its hash matched
                rejoin = True
            else:
                full = self.admission.check_join()
                if full is not None:
                    raise RoomError(full)
                try:
                    self.runtime.check_join(hello.name or "")  # a kicked player too
                except RoomError as err:  # full of seats never answered: one makes room
                    if err.code != FULL or not self._evict_unanswered(peer):
                        raise
                    self.runtime.check_join(hello.name or "")
                if self._seats_held_from(peer.address) >= self.limits.max_seats_per_address:
                    raise RoomError(BUSY)
        except RoomError as err:
            self._refuse(peer, err.code)
            return
        web = bool(getattr(peer.writer, "is_web", False))
        # Welcome, lobby, view, whatever the runtime tells everyone while the seat joins
        # (a rejoin mid-game changes the game first: its view would come before the lobby).
        peer.held = True
        if seat is None and hello.role != TABLE:
            seat = self.runtime.join(hello.name or "", profile=hello.profile, title=hello.title,
                                     web=web, avatar=hello.avatar)
        token = None if seat is None else room.seat(seat).token
        self.admission.opened(peer.number, table=seat is None)
        self._send(peer, Welcome(app=self.app_version, room=room.room_id, seat=seat,
                                token=token, epoch=room.epoch, proof=self.proof))
        if seat is None:
            peer.held = False
            peer.table = True
            self.tables += 1
            self._push_lobby(only=peer)
            self._push_views(only=peer)
            return
        peer.seat = seat
        self._seat_addresses[seat] = peer.address
        if not rejoin:  # a new seat is kept once its device answers a ping (below)
            peer.challenge = secrets.randbelow(MAX_NONCE + 1)
        old = self._seat_peers.get(seat)
        self._seat_peers[seat] = peer
        if old is not None and old is not peer:
            self._drop(old, REPLACED)  # no disconnection: the seat already has its new peer
        if rejoin:
            self.runtime.set_connected(seat, True, web)  # PX-NET-4
        peer.held = False
        self._push_lobby(only=peer)
        self._push_views(only=peer)
        self._push_results(only=peer)  # PX-PROF-4: a device back after the end
        if peer.challenge is not None:
            self._send(peer, Ping(nonce=peer.challenge))

    def _on_bye(self, peer: Peer, bye: Bye) -> None:
        """A plain bye (no code) from a player is leaving the room: the seat is vacated.
        Any other goodbye is a disconnection: the seat waits for its player."""
        seat = peer.seat
        if bye.code is None and seat is not None and self._seat_peers.get(seat) is peer:
            self.runtime.leave(seat)  # -> `seat_vacated`: the peer holds no seat now
        self._drop(peer, bye.code)

    def _evict_unanswered(self, newcomer: Peer) -> bool:
        """Close the oldest connection whose new seat never answered its ping (``room.busy``:
        its seat goes with it), so a room full of half-open hellos takes a real player.
        False when there is none."""
        waiting = [peer for peer in self._peers.values() if peer is not newcomer
                   and peer.seat is not None and peer.challenge is not None]
        if not waiting:
            return False
        self._refuse(min(waiting, key=lambda peer: peer.accepted_at), BUSY)
        return True

    def _seats_held_from(self, address: str) -> int:
        """Seats (connected or waiting for their player) last played from ``address``.
        This computer's own connections (in process "", loopback: its bots, its tests)
        have no cap: a hostile device on the network is never one of them."""
        if not address or _loopback(address):
            return 0
        return sum(1 for where in self._seat_addresses.values() if where == address)

    def spend(self, peer: Peer) -> bool:
        """One control frame of ``peer``'s transport (a WebSocket ping) spends its budget:
        True while within it (`_within_budget`)."""
        return not peer.closed and self._within_budget(peer, None)

    def _within_budget(self, peer: Peer, message: Message | None) -> bool:
        """Requests and control frames (ping, pong) spend one per-connection budget. Over
        it a request gets `error room.rate_limited`, a ping no pong; a connection that goes
        on sending over it is dropped at once (`net.flood`): a flood costs the room one
        read, not a core."""
        now = asyncio.get_running_loop().time()
        if peer.bucket.take(now):
            return True
        if not peer.strikes.take(now):
            self.admission.flooded(peer.number, peer.address, now)
            self._drop(peer, FLOOD)
        elif isinstance(message, Ready | ChooseTeam | PlayAction | HostProfile) \
                and peer.seat is not None:
            action_id = message.id if isinstance(message, PlayAction) else None
            self._send(peer, GameError(code=RATE_LIMITED, id=action_id))
        return False

    def _on_request(self, peer: Peer, message: Message) -> None:
        seat = peer.seat
        action_id = message.id if isinstance(message, PlayAction) else None
        if seat is None:
            return
        if self.standby.handing_over:
            self._send(peer, GameError(code=MOVING, id=action_id))
            return
        try:
            if isinstance(message, Ready):
                self.runtime.set_ready(seat, message.ready)
            elif isinstance(message, ChooseTeam):
                self.runtime.choose_team(seat, message.team, message.role)
            elif isinstance(message, PlayAction):
                self.runtime.act(self.runtime.game_seat(seat), message.action)
            elif isinstance(message, HostProfile):
                self.runtime.host_profile(seat, message.id, message.avatar)
        except (RoomError, RuleError) as err:
            self._send(peer, error_message(err.code, err.details, action_id))

    # -- Bytes out ---------------------------------------------------------------------------
    def send(self, peer: Peer, message: Message) -> bool:
        """Write ``message`` to ``peer`` (the standby keeper's way out); True when written."""
        return self._send(peer, message)

    def _send(self, peer: Peer, message: Message, skippable: bool = False) -> bool:
        """Write ``message`` to ``peer``; a ``skippable`` one (a view, a lobby) is skipped
        when the output queue is full. True when written."""
        if peer.closed or not peer.conn.can_send(type(message)):
            return False
        try:
            data = self._encode(peer, message)
        except ProtocolError as err:
            log.error("host: not sending an invalid %s to %r: %s", message.TYPE, peer, err)
            return False
        if peer.buffered() + peer.held_bytes + len(data) > self.limits.output_queue_bytes:
            if skippable:
                peer.behind = True
                if not peer.held_bytes:  # else `_release` wakes the drain loop
                    peer.wrote.set()  # the drain loop resends once the queue empties
            else:  # a reply it must get (a pong, an error) and it does not read: gone
                self._drop(peer, STALLED_READER)
            return False
        if self._writer is not None and self._writer.hold(peer, data):
            peer.held_bytes += len(data)
            return True  # sent once the change it shows is on disk
        return self._write(peer, data)

    def _write(self, peer: Peer, data: bytes) -> bool:
        try:
            peer.writer.write(data)
        except (ConnectionError, OSError, RuntimeError):
            self._drop(peer, CONNECTION_LOST)
            return False
        if peer.buffered():  # the transport sent it all at once: no drain to wait for
            peer.wrote.set()
        return True

    def _release(self, held: list[tuple[Peer, bytes]]) -> None:
        """The frames that waited for the journal, in the order they were sent."""
        for peer, data in held:
            peer.held_bytes -= len(data)
            if not peer.closed:
                self._write(peer, data)
                if peer.behind and not peer.held_bytes:
                    peer.wrote.set()  # skipped while held: the latest once it drains

    def _encode(self, peer: Peer, message: Message) -> bytes:
        """The frame for ``message``. A broadcast sends one lobby or view object per
        distinct view to many peers (every table display the same table view, every device
        of a seat its seat's view): pack each once, whatever the order of the peers, and
        the values the views share once for all of them (`SharedPacker`). Only for
        messages that leave the connection's state as it is."""
        shared = isinstance(message, SHARED_FRAMES)
        if shared and peer.conn.state is State.OPEN:
            cached = self._frames.get(id(message))
            if cached is not None and cached[0] is message:
                return cached[1]
        trusted = isinstance(message, GameView) and not self.check_own_views
        data = peer.conn.send(message, trusted=trusted,
                              packer=self._packer if shared else None)
        if shared:
            self._frames[id(message)] = (message, data)  # kept alive: its id stays its own
        return data

    def _forget_frames(self) -> None:
        """A new broadcast: its messages and their values are new."""
        self._frames.clear()
        self._packer.forget()

    def _refuse(self, peer: Peer, code: str) -> None:
        self._send(peer, refusal(code if _CODE.fullmatch(code) else REFUSED_FALLBACK))
        self._drop(peer, code)

    def _drop(self, peer: Peer, code: str | None, farewell: bytes = b"") -> None:
        """Close ``peer`` (writing a last `bye`/`refused` when one may still be sent)."""
        if peer.closed:
            return
        if peer.conn.state is not State.CLOSED:
            farewell = peer.conn.close(code)
        peer.closed = True
        peer.gone.set()
        self._peers.pop(peer.number, None)
        self.admission.closed(peer.number)
        with contextlib.suppress(Exception):
            if farewell:
                peer.writer.write(farewell)
            transport = getattr(peer.writer, "transport", None)
            if code == STALLED_READER and transport is not None:
                transport.abort()  # its buffer will never drain
            else:
                peer.writer.close()
        current = asyncio.current_task()
        for task in peer.tasks:
            if task is not current:
                task.cancel()
        if peer.table:
            self.tables -= 1
        self.standby.peer_gone(peer)
        seat = peer.seat
        if seat is None or self._seat_peers.get(seat) is not peer:
            return
        del self._seat_peers[seat]
        if self._closing:
            return
        if peer.challenge is not None and not self.room.started:
            self.runtime.leave(seat)  # its device never answered: nothing to keep (issue 25)
            return
        self.runtime.set_connected(seat, False)  # SW-EDGE-6, TB-EDGE-1..4

    def _resync(self, peer: Peer) -> None:
        peer.last_lobby = None
        peer.last_view = None
        self._push_lobby(only=peer)
        self._push_views(only=peer)

    # -- What the runtime decided, to each connection ------------------------------------------
    def lobby_changed(self) -> None:
        if self.room.session is None:  # back in the lobby: the next game's views are new
            self._pushed.clear()
            for peer in self._peers.values():
                peer.last_view = None
        self._push_lobby()

    def game_changed(self) -> None:
        self._push_views()
        self._push_results()

    def _push_results(self, only: Peer | None = None) -> None:
        """PX-PROF-4: each device that keeps its player's progress gets its own seat's
        result of every finished game of the room it has not had on this connection
        (applying one twice is a no-op on its side: the game id)."""
        for peer in [only] if only is not None else self._broadcast_peers():
            if not peer.is_open or peer.seat is None:
                continue
            for result in self.runtime.results_of(peer.seat):
                if result.game_id not in peer.results_sent and self._send(peer, GameResult(
                        game_id=result.game_id, seat=result.seat, facts=result.facts)):
                    peer.results_sent.add(result.game_id)

    def _push_lobby(self, only: Peer | None = None) -> None:
        self._forget_frames()
        lobby = self.runtime.lobby()
        for peer in [only] if only is not None else self._broadcast_peers():
            if peer.is_open and lobby != peer.last_lobby and self._send(peer, lobby, True):
                peer.last_lobby = lobby

    def _broadcast_peers(self) -> list[Peer]:
        return [peer for peer in self._peers.values() if not peer.held]

    def _push_views(self, only: Peer | None = None) -> None:
        """Each connection's view if it changed. A seat's view is built, compared with the
        one sent before and packed once per change, however many connections show it (a
        seat's devices, every table display)."""
        if self.room.session is None:
            return
        self._forget_frames()
        seats: dict[int | None, _SeatPush] = {}
        runtime = self.runtime
        now = runtime.now_ms()
        for peer in [only] if only is not None else self._broadcast_peers():
            if not peer.is_open or (peer.seat is None and not peer.table):
                continue
            index = None if peer.seat is None else runtime.game_seat(peer.seat)
            push = seats.get(index)
            if push is None:
                push = seats[index] = _SeatPush(runtime.view(index), self._pushed.get(index))
            last = peer.last_view
            if last is push.view:
                continue
            if last is push.before and last is not None:
                unchanged = push.unchanged()
            else:
                unchanged = push.view == last
            if unchanged:
                peer.last_view = push.view  # the same view: the next change compares once
                continue
            if push.message is None:
                push.message = GameView(seq=runtime.seq,
                                        view={**push.view, NOW_KEY: now},
                                        epoch=self.room.epoch)
            if self._send(peer, push.message, True):
                peer.last_view = push.view
        for index, push in seats.items():
            self._pushed[index] = push.view

    # -- The standby (issue 14: `net.standby_host`) -----------------------------------------------
    @property
    def standby_address(self) -> str | None:
        """Where the standby listens (None: no standby)."""
        return self.runtime.standby

    async def hand_over(self) -> bool:
        """Leave the room to the standby (`StandbyKeeper.hand_over`): every other device is
        told the room moved (``bye room.moved``) and goes there with its token. False
        (nothing done) without a standby."""
        return await self.standby.hand_over()

    def watch_step_down(self, callback: Callable[[str, int], None]) -> None:
        """Call ``callback(address, epoch)`` if this host finds the standby took over
        while it was cut off: it has stepped down (every connection got ``room.moved``)
        and its own players rejoin there with their seats' tokens."""
        self.standby.watch_step_down(callback)

    async def step_aside(self) -> None:
        """Another host has the room now: no more journal here (the new host's is the
        room's), and every connection is told the room moved (``bye room.moved``)."""
        self.runtime.journal = None
        if self._writer is not None:
            await self._writer.settle()
            self._writer.stop(release_held=True)
        await self._stop(lambda peer: self._drop(peer, MOVED))

    def check_deadlines(self) -> None:
        """Feed the timeouts due now (a test that moves a fake clock calls this)."""
        self.runtime.check_deadlines()

    def seat_vacated(self, seat: int, kicked: bool) -> None:
        """The runtime emptied seat id ``seat`` (a leave, a kick, a lobby seat released
        after its grace period): its connection, if any, no longer holds it (a kicked one
        is told, then closed). No other seat changes."""
        self._seat_addresses.pop(seat, None)
        peer = self._seat_peers.pop(seat, None)
        if peer is None:
            return
        peer.seat = None
        if kicked:
            self._send(peer, Kicked(code=KICKED))
            self._drop(peer, KICKED)

    # -- Shorthands of the runtime's lobby commands, for scripts and tests -------------------------
    def updates(self, seat: int | None = None, lobby: bool = True) -> Feed[tuple[str, Any]]:
        """An async iterator of ``("lobby", Lobby)`` and ``("view", view)`` for one seat
        (None: the table view); it ends when the host closes."""
        unsubscribes: list[Callable[[], None]] = []
        runtime = self.runtime

        def unsubscribe() -> None:
            for undo in unsubscribes:
                undo()
            self._feeds.remove(feed)

        feed: Feed[tuple[str, Any]] = Feed(on_close=unsubscribe)
        if lobby:
            unsubscribes.append(runtime.watch_lobby(lambda item: feed.put(("lobby", item))))
        unsubscribes.append(runtime.watch_view(seat, lambda item: feed.put(("view", item))))
        self._feeds.append(feed)
        return feed

    # -- Introspection (tests, the headless CLI, the benchmark) ----------------------------------
    @property
    def connections(self) -> int:
        return len(self._peers)

    @property
    def unanswered_seats(self) -> int:
        """New seats whose device has not answered the welcome's ping yet."""
        return sum(1 for peer in self._peers.values()
                   if peer.seat is not None and peer.challenge is not None)

    def peer(self, number: int) -> Peer | None:
        return self._peers.get(number)

    def seat_peer(self, seat: int) -> Peer | None:
        """The connection playing seat id ``seat`` (None: none)."""
        return self._seat_peers.get(seat)

    def seat_connection_open(self, seat: int) -> bool:
        """Whether seat id ``seat`` has an open connection."""
        peer = self._seat_peers.get(seat)
        return peer is not None and peer.is_open


class _SeatPush:
    """One seat's view in one broadcast: built, compared and packed once."""

    __slots__ = ("before", "message", "view", "_unchanged")

    def __init__(self, view: dict[str, Any], before: dict[str, Any] | None) -> None:
        self.view = view
        #: The view of this seat the broadcast before sent (or found unchanged).
        self.before = before
        self.message: GameView | None = None
        self._unchanged: bool | None = None

    def unchanged(self) -> bool:
        if self._unchanged is None:
            self._unchanged = self.view == self.before
        return self._unchanged


def error_message(code: str, details: dict[str, Any], action_id: int | None) -> GameError:
    """An `error` for a refusal, with details made plain (lists, short texts)."""
    if not _CODE.fullmatch(code) or len(code) > MAX_CODE_CHARS:
        code = REFUSED_FALLBACK
    plain = {str(key)[:64]: _plain(value) for key, value in details.items()}
    try:
        check_plain(plain, depth=2)
    except ProtocolError:
        plain = {}
    return GameError(code=code, details=plain, id=action_id)


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, str):
        return value[:_DETAIL_TEXT_CHARS]
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key)[:64]: _plain(item) for key, item in value.items()}
    return str(value)[:_DETAIL_TEXT_CHARS]
