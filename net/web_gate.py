"""Who may hold a socket of the web port, and for how long (issue 25, PX-NET-9).

The TCP port's `net.admission` counts handshakes; the web port is plain HTTP first, so a
device could hold a thousand sockets without ever saying a word (1,100 idle sockets from
one address used up the process's files; desktop joins, rejoins and page loads failed).
`WebGate` wraps aiohttp's protocol factory and rules every socket before aiohttp sees it:

* **Caps**: at most `WebGateLimits.per_address` sockets from one address, and
  `WebGateLimits.total` in all. A newcomer over its address's cap closes that
  address's oldest idle socket (no request in flight, not a WebSocket: a browser's
  spare keep-alive ones), and one over the total cap the oldest idle socket of the
  address holding the most idle ones, so a flood of idle sockets costs its own address
  and never keeps a phone's page load out; with nothing idle to close, the newcomer is
  closed at once.
* **Timeouts**: a socket must send a whole request head within
  `WebGateLimits.header_timeout_s` of connecting (slow headers), and a keep-alive socket
  that sends nothing for `WebGateLimits.idle_timeout_s` after its last response is
  closed. A WebSocket leaves both to the host (`HostLimits`: handshake, silence).
* **RFC 6455 masking** (section 5.1: every client frame is masked; a server MUST close
  on an unmasked one): once a socket is a WebSocket, `MaskedFrames` follows the frame
  headers of what it sends and the first unmasked frame closes it with code 1002.

The gate never reads a clock of its own: the loop's time, on the loop that serves.
"""

from __future__ import annotations

import asyncio
import logging
import struct
from collections import Counter
from collections.abc import Callable
from typing import Any

from net.tuning import WebGateLimits

log = logging.getLogger(__name__)

#: WebSocket close code for a protocol error (RFC 6455 section 7.4.1).
WS_PROTOCOL_ERROR = 1002


class MaskedFrames:
    """Follows the frame headers of a client's WebSocket bytes (RFC 6455 5.2): `feed`
    returns False at the first frame whose MASK bit is clear. Payloads are skipped, not
    kept or unmasked (aiohttp does that)."""

    def __init__(self) -> None:
        self._head = bytearray()
        self._skip = 0

    def _head_bytes(self) -> int:
        """Bytes of the current frame's header, as far as the bytes so far tell."""
        if len(self._head) < 2:
            return 2
        length7 = self._head[1] & 0x7F
        extended = 2 if length7 == 126 else 8 if length7 == 127 else 0
        return 2 + extended + 4  # a client frame always has its 4-byte mask key

    def feed(self, data: bytes) -> bool:
        at = 0
        while at < len(data):
            if self._skip:
                step = min(self._skip, len(data) - at)
                self._skip -= step
                at += step
                continue
            want = self._head_bytes() - len(self._head)
            self._head += data[at:at + want]
            at += min(want, len(data) - at)
            if len(self._head) >= 2 and not self._head[1] & 0x80:
                return False
            if len(self._head) == self._head_bytes():
                length7 = self._head[1] & 0x7F
                if length7 == 126:
                    self._skip = struct.unpack_from("!H", self._head, 2)[0]
                elif length7 == 127:
                    self._skip = struct.unpack_from("!Q", self._head, 2)[0]
                else:
                    self._skip = length7
                self._head.clear()
        return True


class GuardedSocket(asyncio.Protocol):
    """One socket of the web port: aiohttp's own protocol inside, the gate's rules around."""

    def __init__(self, gate: WebGate, inner: asyncio.Protocol) -> None:
        self.gate = gate
        self.inner = inner
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.opened_at = 0.0
        self.requests = 0
        self.in_flight = 0
        self.last_done = 0.0
        self.frames: MaskedFrames | None = None
        self.admitted = False
        #: Refused an unmasked frame: nothing more reaches aiohttp.
        self.blocked = False
        self._timer: asyncio.TimerHandle | None = None

    @property
    def idle(self) -> bool:
        return self.in_flight == 0 and self.frames is None

    # -- asyncio.Protocol -------------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if peer else ""
        self.opened_at = self.gate.now()
        if not self.gate.admit(self):
            transport.abort()
            return
        self.admitted = True
        self.inner.connection_made(transport)
        self._arm(self.gate.limits.header_timeout_s)

    def data_received(self, data: bytes) -> None:
        if not self.admitted or self.blocked:
            return
        if self.frames is not None and not self.frames.feed(data):
            self.refuse_frame()
            return
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.admitted else None

    def connection_lost(self, exc: Exception | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self.gate.release(self)
        if self.admitted:
            self.admitted = False
            self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.admitted:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.admitted:
            self.inner.resume_writing()

    # -- What the web server tells the gate ---------------------------------------------------
    def request_started(self) -> None:
        self.requests += 1
        self.in_flight += 1

    def request_done(self) -> None:
        self.in_flight -= 1
        self.last_done = self.gate.now()

    def became_websocket(self) -> None:
        """From now on a WebSocket: its frames are checked, the host times it."""
        self.frames = MaskedFrames()
        if self._timer is not None:
            self._timer.cancel()

    def refuse_frame(self) -> None:
        """An unmasked client frame: close code 1002, then the socket."""
        self.blocked = True  # aiohttp hears of it as a lost connection, nothing more
        if self.transport is not None:
            self.transport.write(struct.pack("!BBH", 0x88, 2, WS_PROTOCOL_ERROR))
            self.transport.close()

    def close(self) -> None:
        if self.transport is not None:
            self.transport.abort()

    # -- Timeouts ------------------------------------------------------------------------------
    def _arm(self, delay: float) -> None:
        self._timer = asyncio.get_running_loop().call_later(max(delay, 0.0), self._check)

    def _check(self) -> None:
        self._timer = None
        if self.frames is not None or self.transport is None or self.transport.is_closing():
            return
        limits = self.gate.limits
        if self.in_flight:
            self._arm(limits.idle_timeout_s)
            return
        deadline = (self.opened_at + limits.header_timeout_s if self.requests == 0
                    else self.last_done + limits.idle_timeout_s)
        left = deadline - self.gate.now()
        if left <= 0:
            self.close()
        else:
            self._arm(left)


class WebGate:
    """The caps and timeouts of every socket of one web port (see the module)."""

    def __init__(self, limits: WebGateLimits | None = None) -> None:
        self.limits = limits or WebGateLimits()
        self._open: dict[asyncio.BaseTransport, GuardedSocket] = {}
        #: Sockets refused or evicted so far (tests and the benchmark read it).
        self.refused = 0

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    def factory(self, inner: Callable[[], Any]) -> Callable[[], GuardedSocket]:
        """The protocol factory for `loop.create_server`: ``inner``'s protocols, guarded."""
        return lambda: GuardedSocket(self, inner())

    def socket_of(self, transport: asyncio.BaseTransport | None) -> GuardedSocket | None:
        return self._open.get(transport) if transport is not None else None

    @property
    def sockets(self) -> int:
        return len(self._open)

    def admit(self, sock: GuardedSocket) -> bool:
        """Whether ``sock`` may stay (closing an idle one to make room if need be)."""
        own = [other for other in self._open.values() if other.address == sock.address]
        if len(own) >= self.limits.per_address:
            victim = next((other for other in own if other.idle), None)
        elif len(self._open) >= self.limits.total:
            victim = self._heaviest_idle()
        else:
            victim = sock
        if victim is not sock:
            self.refused += 1
            if victim is None:
                return False
            self.release(victim)
            victim.close()
        assert sock.transport is not None
        self._open[sock.transport] = sock
        return True

    def _heaviest_idle(self) -> GuardedSocket | None:
        """The oldest idle socket of the address holding the most idle ones, if any."""
        idle = [sock for sock in self._open.values() if sock.idle]
        if not idle:
            return None
        by_address = Counter(sock.address for sock in idle)
        heaviest = max(by_address.values())
        return next(sock for sock in idle if by_address[sock.address] == heaviest)

    def release(self, sock: GuardedSocket) -> None:
        if sock.transport is not None and self._open.get(sock.transport) is sock:
            del self._open[sock.transport]

    def close_all(self) -> None:
        for sock in list(self._open.values()):
            sock.close()
