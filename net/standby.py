"""The standby host (issue 14: the game survives its host).

While a game runs, the host names one desktop device in the room its **standby**: it
holds a copy of the room's journal in memory (never shown), and takes over as the host
when the host leaves (a `take_over` message) or is lost (no host for
`ClientLimits.take_over_after_s`, and a majority of the devices lost it too). Every
device learns where the standby listens from the lobby (``lobby.standby``), and goes there
when its host is gone. Protocol: ``docs/protocol.md`` ("Standby and hand-over").

`choose_standby` is the one rule of who stands by. `Standby` is a device's side: it
listens from the start of the game (a firewall prompt comes then, not at the worst
moment), answers the host's test connection and the hellos of devices that lost the
host with ``refused standby.waiting`` (a hello with a share of the room key is that
device's vote), keeps the sealed copy of the journal, and becomes a `Host` when the time
comes.

Issue 25: the copy is sealed under a room key this device does not have (it can read
nothing of it: no secret, no token). It gets the key with ``take_over``, or rebuilds it
from the shares of the devices that lost the host: as many as the majority rule asks
(the copy's ``threshold``), and a key from fewer does not open the copy. Once the host,
it reveals the key's credential (``welcome.proof``) so that devices trust it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import Callable
from typing import Any

from net.host import Host
from net.journal import JournalError, Saved
from net.protocol import (
    HOST,
    Connection,
    Hello,
    JournalCopy,
    KeyShareValue,
    ProtocolError,
    StandbyDigest,
    refusal,
)
from net.room_key import RoomKey, SealError, combine
from net.standby_copy import HeldCopy
from net.tuning import READ_CHUNK_BYTES, ClientLimits

log = logging.getLogger(__name__)

#: What a standby answers every hello while the host is still the host.
WAITING = "standby.waiting"
class Standby:
    """A device ready to become the host. ``seat``: this device's seat id (None: a table
    display); ``on_host(host)``: called once, when it has become the host (serving on the
    standby's own listener); ``host_options``: passed to `Host.resume` (records folder,
    limits...) and ``host_class`` (a test's tapped host); ``identity``: this device's
    player's profile on this computer, which the game counts for once it hosts."""

    def __init__(self, *, room_id: str, seat: int | None, limits: ClientLimits | None = None,
                 interface: str = "0.0.0.0", port: int = 0,
                 on_host: Callable[[Host], None] | None = None,
                 host_options: dict[str, Any] | None = None,
                 host_class: type[Host] = Host, identity: str | None = None) -> None:
        self.room_id = room_id
        self.seat = seat
        self.limits = limits or ClientLimits()
        self.interface = interface
        self.port = port
        self.on_host = on_host
        self.host_options = dict(host_options or {})
        self.host_class = host_class
        self.identity = identity
        #: The phone page's port, reserved from the start (its socket listens, unserved,
        #: until the take-over: a phone that comes early waits in the queue).
        self.web_port: int | None = None
        self._web_sock: socket.socket | None = None
        #: The phone page it serves once it is the host (`net.web.WebServer`).
        self.web: Any = None
        self.web_opened: asyncio.Future[Any] | None = None
        #: The sealed journal copy: a base and its entries (None: none yet, or dismissed).
        self.copy: HeldCopy | None = None
        #: The journal, opened once this device has the key (at the take-over).
        self.saved: Saved | None = None
        #: Where the host announced this standby (None: not the standby now).
        self.address: str | None = None
        self.host: Host | None = None
        #: Pieces of the copy received.
        self.copies = 0
        #: Share index -> (when its device last told it lost the host, its share). A device
        #: retries at least every `ClientLimits.reconnect_max_delay_s`: an older vote is
        #: one that found its host again, and no longer counts.
        self.votes: dict[int, tuple[float, bytes]] = {}
        self._server: asyncio.Server | None = None
        self._lost_since: float | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._deadline_passed = False
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closed = False

    # -- Listening --------------------------------------------------------------------------
    def stopped(self) -> bool:
        """`stop` was called: this device no longer stands by."""
        return self._closed

    async def open(self) -> int:
        """Listen now (raises `OSError`); returns the port."""
        if self.stopped():
            raise OSError("the standby is closed")
        server = await asyncio.start_server(self._on_connect, self.interface, self.port)
        if self.stopped():  # stopped while it opened: never leave a listener behind
            server.close()
            raise OSError("the standby is closed")
        self._server = server
        self.port = int(self._server.sockets[0].getsockname()[1])
        self._web_sock = _reserve_web_port(self.interface)
        self.web_port = None if self._web_sock is None else int(
            self._web_sock.getsockname()[1])
        return self.port

    async def _on_connect(self, reader: asyncio.StreamReader,
                          writer: asyncio.StreamWriter) -> None:
        if self.host is not None:
            await self.host.serve(reader, writer)
            return
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            conn = Connection(HOST)
            hello = await self._read_hello(conn, reader)
            if hello is not None and hello.share is not None:
                self._vote(hello.share)
            with contextlib.suppress(Exception):
                writer.write(conn.send(refusal(WAITING)))
                await writer.drain()
        finally:
            with contextlib.suppress(Exception):
                writer.close()
            if task is not None:
                self._tasks.discard(task)

    async def _read_hello(self, conn: Connection,
                          reader: asyncio.StreamReader) -> Hello | None:
        try:
            async with asyncio.timeout(self.limits.handshake_timeout_s):
                while True:
                    data = await reader.read(READ_CHUNK_BYTES)
                    for message in conn.receive_data(data):
                        if isinstance(message, Hello):
                            return message
                    if not data or conn.wants_close:
                        return None
        except (TimeoutError, ProtocolError, ConnectionError, OSError):
            return None

    # -- The journal copy --------------------------------------------------------------------
    def on_copy(self, message: JournalCopy) -> StandbyDigest | None:
        """Keep one piece of the host's sealed journal; return the hash chain over what it
        holds when it is worth checking (`HeldCopy.take`), to send back (None otherwise)."""
        self.address = message.address
        if self.copy is None:
            self.copy = HeldCopy(self.room_id)
        epoch = self.copy.key_epoch
        chain = self.copy.take(message.seq, message.base, message.piece, message.parts,
                               message.key_epoch, message.threshold, message.chunks)
        if epoch is not None and self.copy.key_epoch != epoch:
            self.votes.clear()  # shares of another key epoch open nothing now
        self.copies += 1
        if chain is None:
            return None
        return StandbyDigest(seq=message.seq, base=message.base, piece=message.piece,
                             digest=chain)

    def dismiss(self) -> None:
        """The host named another standby: forget the copy."""
        self.copy = None
        self.address = None
        self.host_back()

    # -- Losing the host ---------------------------------------------------------------------
    def host_lost(self) -> None:
        """The connection to the host is gone (not a hand-over): after
        `ClientLimits.take_over_after_s`, take over if a majority lost it too."""
        if self._lost_since is not None or self.host is not None:
            return
        loop = asyncio.get_running_loop()
        self._lost_since = loop.time()
        self._deadline_passed = False
        self._deadline = loop.call_later(self.limits.take_over_after_s, self._deadline_reached)

    def host_back(self) -> None:
        """The host answered again before the deadline: it keeps its role."""
        self._lost_since = None
        self.votes.clear()
        self._deadline_passed = False
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _deadline_reached(self) -> None:
        self._deadline = None
        self._deadline_passed = True
        self._take_over_if_majority()

    def _vote(self, share: KeyShareValue) -> None:
        copy = self.copy
        if copy is None or copy.key_epoch is None or share.epoch != copy.key_epoch:
            return
        self.votes[share.index] = (asyncio.get_running_loop().time(), bytes.fromhex(share.share))
        self._take_over_if_majority()

    def fresh_votes(self) -> dict[int, bytes]:
        """The shares of the devices that told they lost the host recently (`votes`)."""
        limits = self.limits
        fresh = 2 * limits.reconnect_max_delay_s + limits.connect_timeout_s
        now = asyncio.get_running_loop().time()
        return {index: share for index, (when, share) in self.votes.items()
                if now - when <= fresh}

    def _take_over_if_majority(self) -> None:
        copy = self.copy
        if not self._deadline_passed or self.host is not None or copy is None:
            return
        shares = self.fresh_votes()
        if copy.threshold == 0 or len(shares) < copy.threshold:
            log.info("standby: host lost, but not by a majority yet (%d of %d shares)",
                     len(shares), copy.threshold)
            return
        log.info("standby: the host is lost for a majority (%d shares): taking over",
                 len(shares))
        try:
            material = combine(sorted(shares.items()))
        except (SealError, ValueError) as err:
            log.error("standby: the shares do not combine: %s", err)
            return
        self.take_over(material.hex())

    # -- Becoming the host -------------------------------------------------------------------
    def take_over(self, key: str | None) -> Host | None:
        """Become the host of the journal's room, on this listener, with the room key's
        material ``key`` (hex: from `take_over`, or rebuilt from shares); None without a
        journal it opens or a listener."""
        if self.host is not None:
            return self.host
        copy = self.copy
        epoch = None if copy is None else copy.key_epoch
        if copy is None or epoch is None or self._server is None or key is None:
            log.error("standby: cannot take over: %s",
                      "not listening" if self._server is None else "no journal or no key")
            return None
        try:
            room_key = RoomKey.from_material(epoch, bytes.fromhex(key))
            self.saved = copy.open(room_key)
        except (ValueError, JournalError) as err:
            log.error("standby: cannot take over: the copy does not open: %s", err)
            return None
        local = frozenset() if self.seat is None else frozenset({self.seat})
        identities = {} if self.seat is None or self.identity is None else {
            self.seat: self.identity}
        try:
            host = self.host_class.resume(self.saved, local=local, identities=identities,
                                          **self.host_options)
        except JournalError as err:
            log.error("standby: cannot take over: %s", err)
            return None
        host.proof = room_key.credential()
        host.listen_on(self._server)
        self.host = host
        self.web_opened = asyncio.get_running_loop().create_task(self._serve_web(host))
        self.host_back()
        if self.on_host is not None:
            self.on_host(host)
        return host

    async def _serve_web(self, host: Host) -> Any:
        """The phone page on the reserved port (None without one, or when it fails)."""
        sock, self._web_sock = self._web_sock, None
        if sock is None:
            return None
        from net.web import WebServer

        web = WebServer(host)
        try:
            await web.open(self.interface, sock=sock)
        except OSError as err:
            log.warning("standby: no phone page: %s", err)
            sock.close()
            return None
        except asyncio.CancelledError:  # the device closed meanwhile: no socket left open
            sock.close()
            raise
        self.web = web
        host.on_stopped.append(web.close)  # the page closes with its host
        return web

    def stop(self) -> None:
        """Stop listening now (a host it became closes itself: `Host.close`)."""
        self._closed = True
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        if self.host is None and self._server is not None:
            self._server.close()
        if self._web_sock is not None:
            self._web_sock.close()
            self._web_sock = None
        for task in list(self._tasks):
            task.cancel()

    async def close(self) -> None:
        """`stop`, and wait until every socket of it is closed."""
        self.stop()
        if self.host is None and self._server is not None:
            await self._server.wait_closed()
        await asyncio.gather(*self._tasks, return_exceptions=True)


def _reserve_web_port(interface: str) -> socket.socket | None:
    """A listening socket for the phone page: the usual port if free, else any."""
    from net.web import web_ports

    for port in web_ports():
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((interface, port))
            sock.listen(64)
        except OSError:
            sock.close()
            continue
        sock.setblocking(False)
        return sock
    return None
