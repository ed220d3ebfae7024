"""The web transport: phones join the room from a browser served by the host (aiohttp).

While a room is open, `WebServer` serves the phone page (the files of `net/web_client/`,
read once at start, nothing else: no path reaches the disk, no listing) and a WebSocket
endpoint at ``/ws``. Each WebSocket is one more connection of the SAME `Host`, through
the seam both transports share (`Host.serve(reader, writer)`): the same admission, seats,
lobby, per-seat views, tokens, limits, rate limits and refusal codes as TCP.

On the wire a WebSocket carries exactly the TCP byte stream, cut into binary messages:
each message holds whole frames (4-byte big-endian length + one msgpack map,
``docs/protocol.md``); the page sends one frame per message. So the sans-I/O
`net.protocol.Connection` checks a browser's bytes exactly as it checks a desktop's.
What only a WebSocket can get wrong is refused here: a text message closes the
connection with ``net.not_binary`` (a coded `refused`/`bye`, as any bad frame), a message
larger than one whole frame is refused by aiohttp with close code 1009 (message too
big) before it is kept, invalid UTF-8 in a text message with 1007, an unmasked frame with
1002 (`net.web_gate`), a handshake of a version other than 13 with HTTP 426. WebSocket
pings and pongs spend the connection's one budget, as the protocol's own pings do
(`Host.spend`). HTTP requests are rate-limited per address (429).

Every socket of the port passes `net.web_gate` first (per-address and total caps, a
header and an idle timeout), and every request must name this machine in ``Host``
(and ``Origin``, when a browser sends one): an address of its own, ``localhost`` or its
mDNS name, with the port (421 for another ``Host``, 403 for another ``Origin``), so a
page of another site whose name was rebound to this address (DNS rebinding) reads
nothing and never joins.

Runs on the loop that runs the host (plain asyncio or qasync)::

    web = WebServer(host)
    await web.open("0.0.0.0", 0)        # web.port; the phone URL is http://<lan ip>:<port>/
    ...
    await web.close()                    # after host.close(): every page got its goodbye
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import logging
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from core.side_colours import SIDE_COLOURS
from net.discovery.network import machine_addresses
from net.file_limit import raise_file_limit
from net.host import Host
from net.protocol import PROTOCOL_VERSION, ProtocolError
from net.protocol.limits import LENGTH_PREFIX_BYTES, MAX_FRAME_BYTES
from net.tuning import TokenBucket, WebGateLimits
from net.web_assets import TEXTS_FILE, accepts_gzip, build_assets, texts_name
from net.web_gate import WebGate
from store.openmoji import picture_svg
from store.resources import web_client_dir
from store.version import app_version

log = logging.getLogger(__name__)
#: aiohttp logs every unreadable request with a traceback; anyone on the LAN can send
#: those (they get their 400 anyway), so they never reach the host's terminal.
_QUIET = logging.getLogger(__name__ + ".requests")
_QUIET.setLevel(logging.CRITICAL)

#: The page's files: shipped as package data beside this module (`store.resources`).
WEB_DIR = web_client_dir()
#: The files served, by URL name, with their content type: nothing else is ever read.
FILES: dict[str, str] = {
    "index.html": "text/html",
    "app.js": "text/javascript",
    "games.js": "text/javascript",
    "wire.js": "text/javascript",
    "view.js": "text/javascript",
    "msgpack.min.js": "text/javascript",
    "sha256.min.js": "text/javascript",
    "texts.json": "application/json",
    "style.css": "text/css",
    "icon.svg": "image/svg+xml",
}
INDEX = "index.html"
WS_PATH = "/ws"
ROOM_PATH = "/room.json"
#: A host that took over from its standby shows its credential here (issue 25): the old
#: host's page checks it (SHA-256 against ``lobby.standby_proof``) before it moves there.
PROOF_PATH = "/proof.json"
#: The hosting computer's profiles a browser player may play with (PX-PROF-4).
PROFILES_PATH = "/profiles.json"
#: OpenMoji pictures (a Spy Word card's), by file stem: only names OpenMoji ships.
PICTURE_PATH = "/picture/"
#: The code that closes a WebSocket which sent a text message.
NOT_BINARY = "net.not_binary"
#: Close code of the WebSocket after the host closed the connection (RFC 6455).
WS_NORMAL_CLOSE = 1000
#: The only WebSocket version (RFC 6455); a handshake asking another gets HTTP 426.
WS_VERSION = "13"
#: Names of this machine a request may carry in ``Host`` besides its addresses.
LOCAL_NAMES = frozenset({"localhost"})
#: The machine's addresses are looked up again on a ``Host`` they lack (a new Wi-Fi
#: address), at most this often.
ADDRESS_REFRESH_S = 1.0
#: Largest file served (checked when the files are read at start).
MAX_FILE_BYTES = 512 * 1024
#: The port the web page is tried on first, so its URL stays the same from room to room.
DEFAULT_WEB_PORT = 8077


#: The ports a phone page is tried on, in turn, before any free one: a few, so a page whose
#: host came back on another of them (its port taken meanwhile) finds it (issue 29).
WEB_PORTS = tuple(range(DEFAULT_WEB_PORT, DEFAULT_WEB_PORT + 5))


def web_ports(port: int | None = None, *, first: int | None = None,
              candidates: tuple[int, ...] = WEB_PORTS) -> list[int]:
    """The ports to try for a phone page, in turn: ``port`` when one is asked for, else
    ``first`` (a resumed room's old port), then ``candidates``, then any free port (0)."""
    if port is not None:
        return [port]
    ordered = [first] if first else []
    ordered += [candidate for candidate in candidates if candidate != first]
    return [*ordered, 0]
_HEADERS = {
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    # connect-src http: the page asks the standby's page for its proof before it moves
    # there (issue 25); it fetches nothing else
    "Content-Security-Policy": ("default-src 'self'; connect-src 'self' http:; "
                                "img-src 'self' data:;"
                                " style-src 'self'; script-src 'self'; frame-ancestors 'none'"),
}


@dataclass(frozen=True, slots=True)
class WebLimits:
    #: The largest WebSocket message: one whole frame.
    max_message_bytes: int = MAX_FRAME_BYTES + LENGTH_PREFIX_BYTES
    max_file_bytes: int = MAX_FILE_BYTES
    #: HTTP requests per second per address (sustained, burst), the WebSocket's included.
    http_rate_per_s: float = 20.0
    http_burst: int = 60
    #: Addresses whose request bucket is remembered (the oldest is forgotten first).
    max_tracked_addresses: int = 1024
    #: Request line and header field sizes (no request needs more).
    max_line_bytes: int = 2048
    max_field_bytes: int = 4096
    #: How long a closing WebSocket waits for the browser's close frame.
    close_timeout_s: float = 2.0
    #: The sockets' caps and timeouts (`net.web_gate`).
    gate: WebGateLimits = WebGateLimits()


def _split_authority(authority: str) -> tuple[str, str]:
    """``Host`` as (name, port): "a.local:8077", "[fe80::1]:8077", "::1" (no port)."""
    if authority.startswith("["):
        name, _, rest = authority[1:].partition("]")
        return name, rest[1:] if rest.startswith(":") else ""
    if authority.count(":") == 1:
        name, _, port = authority.partition(":")
        return name, port
    return authority, ""


#: Where wire.js takes the app's version: one source, the package's (`store.version`).
VERSION_FILE = "wire.js"
VERSION_MARK = b"@APP_VERSION@"


def load_files(folder: Path | None = None, limit: int = MAX_FILE_BYTES) -> dict[str, bytes]:
    """The page's files (from `WEB_DIR` by default), read once: raises `OSError` when one
    is missing or too large (a broken installation, found when the room opens rather than
    on a phone)."""
    files = {}
    for name in FILES:
        data = ((folder or WEB_DIR) / name).read_bytes()
        if name == VERSION_FILE:
            data = data.replace(VERSION_MARK, app_version().encode("ascii"))
        if len(data) > limit:
            raise OSError(f"web client file too large: {name} ({len(data)} bytes)")
        files[name] = data
    return files


def binary_frame(data: bytes) -> bytes:
    """A server's unmasked, uncompressed, final binary WebSocket frame (RFC 6455 §5.2)."""
    size = len(data)
    if size < 126:
        header = bytes((0x82, size))
    elif size < 1 << 16:
        header = bytes((0x82, 126)) + size.to_bytes(2, "big")
    else:
        header = bytes((0x82, 127)) + size.to_bytes(8, "big")
    return header + data


class WebSocketStream:
    """One browser's WebSocket as the host's `Reader` and `Writer` (`Host.serve`).

    A write goes straight to the socket when nothing waits before it; else it is queued
    and sent in order by `pump` (aiohttp's send is a coroutine, the host's write is not);
    the queue plus the socket's buffer is the connection's output queue, so the host's cap
    and stalled-reader timeout apply to browsers too. Frames are never compressed
    (``compress=False``), so one written here is the frame aiohttp would write."""

    #: The host marks the seat as played from the phone page (`net.room.Seat.web`).
    is_web = True

    def __init__(self, ws: web.WebSocketResponse, request: web.Request) -> None:
        self._ws = ws
        self._request = request
        self._queue: collections.deque[bytes] = collections.deque()
        self._queued = 0
        self._more = asyncio.Event()
        self._empty = asyncio.Event()
        self._empty.set()
        self._closing = False
        self.transport = self  # `Peer.buffered` and the stalled-reader abort look here
        #: Spends one frame of the connection's budget: True while within it (the host
        #: sets it, `Host.serve`); a WebSocket ping over it gets no pong.
        self.spend: Any = None

    # -- Reader ---------------------------------------------------------------------------
    async def read(self, n: int) -> bytes:
        while True:
            message = await self._ws.receive()
            if message.type is WSMsgType.BINARY:
                data: bytes = message.data
                if data:
                    return data
            elif message.type is WSMsgType.TEXT:
                raise ProtocolError(NOT_BINARY)
            elif message.type in (WSMsgType.PING, WSMsgType.PONG):
                # Control frames cost the budget the protocol's own pings cost.
                within = self.spend is None or self.spend()
                if message.type is WSMsgType.PING and within and not self._closing:
                    with contextlib.suppress(ConnectionError, RuntimeError):
                        await self._ws.pong(message.data)
            else:  # CLOSE, CLOSING, CLOSED, ERROR (1009 message too big...): the end
                return b""

    # -- Writer ---------------------------------------------------------------------------
    def write(self, data: bytes) -> None:
        if self._closing:
            raise ConnectionResetError("websocket closing")
        transport = self._request.transport
        if (not self._queue and not self._ws.closed and transport is not None
                and not transport.is_closing() and not transport.get_write_buffer_size()):
            # Nothing waits (all sent, the socket's buffer empty): the frame goes out now,
            # without waking the pump (issue 30: one task step per frame cost the host
            # ~1 ms of CPU per change at 64 phones). Anything else queues, in order.
            transport.write(binary_frame(data))
            return
        self._queue.append(data)
        self._queued += len(data)
        self._empty.clear()
        self._more.set()

    async def drain(self) -> None:
        await self._empty.wait()

    def close(self) -> None:
        self._closing = True
        self._more.set()

    def get_write_buffer_size(self) -> int:
        transport = self._request.transport
        return self._queued + (transport.get_write_buffer_size() if transport else 0)

    def abort(self) -> None:
        self._closing = True
        self._queue.clear()
        self._queued = 0
        self._empty.set()
        self._more.set()
        if self._request.transport is not None:
            self._request.transport.abort()

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        transport = self._request.transport
        return transport.get_extra_info(name, default) if transport else default

    async def pump(self) -> None:
        """Send the queued messages in order; once closed, the rest, then a close frame."""
        try:
            while True:
                while self._queue:
                    data = self._queue.popleft()
                    self._queued -= len(data)
                    await self._ws.send_bytes(data)
                self._empty.set()
                if self._closing:
                    break
                self._more.clear()
                await self._more.wait()
        except (ConnectionError, RuntimeError):
            self._closing = True
        finally:
            self._queue.clear()
            self._queued = 0
            self._empty.set()
            with contextlib.suppress(Exception):
                await self._ws.close(code=WS_NORMAL_CLOSE)


class WebServer:
    """The phone page and the WebSocket endpoint of one `Host`."""

    def __init__(self, host: Host, limits: WebLimits | None = None,
                 files: dict[str, bytes] | None = None) -> None:
        self.host = host
        self.limits = limits or WebLimits()
        self.files = files if files is not None else load_files(limit=self.limits.max_file_bytes)
        #: What goes on the wire: gzipped once, with ETags, the texts one language each.
        self.assets = build_assets(self.files)
        self.port: int | None = None
        #: The ports this room's page may be served on (`web_ports`), told in /room.json:
        #: a page that lost its host looks for it there (a resume on another port).
        self.ports: tuple[int, ...] = ()
        self._runner: web.AppRunner | None = None
        self._server: asyncio.Server | None = None
        self.gate = WebGate(self.limits.gate)
        #: Host names a request may carry (lower case, no port): this machine's.
        self.names: set[str] = set(LOCAL_NAMES)
        self._names_at = -ADDRESS_REFRESH_S
        self._buckets: collections.OrderedDict[str, TokenBucket] = collections.OrderedDict()
        self._pumps: set[asyncio.Task[None]] = set()

    async def open(self, interface: str, port: int = 0,
                   sock: socket.socket | None = None) -> int:
        """Listen on ``interface``:``port`` (0: any free port), or on ``sock``, a socket
        bound and listening already (a standby reserves its port at the game's start);
        returns the port. Raises `OSError` when the port cannot be had."""
        app = web.Application(client_max_size=1024, middlewares=[self._guard])
        app.router.add_get("/", self._index)
        app.router.add_get(WS_PATH, self._websocket)
        app.router.add_get(ROOM_PATH, self._room)
        app.router.add_get(PROOF_PATH, self._proof)
        app.router.add_get(PICTURE_PATH + "{stem}.svg", self._picture)
        app.router.add_get(PROFILES_PATH, self._profiles)
        app.router.add_get("/{name}", self._file)
        raise_file_limit()
        runner = web.AppRunner(app, handle_signals=False, access_log=None, logger=_QUIET,
                               shutdown_timeout=self.limits.close_timeout_s,
                               max_line_size=self.limits.max_line_bytes,
                               max_field_size=self.limits.max_field_bytes,
                               keepalive_timeout=self.limits.gate.idle_timeout_s)
        await runner.setup()
        own = None
        try:
            if sock is None:
                family = socket.AF_INET6 if ":" in interface else socket.AF_INET
                sock = own = socket.create_server((interface, port), family=family)
            assert runner.server is not None
            # Not an aiohttp site: every socket goes through the gate first.
            self._server = await asyncio.get_running_loop().create_server(
                self.gate.factory(runner.server), sock=sock)
        except BaseException:
            if own is not None:
                own.close()
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = int(sock.getsockname()[1])
        if interface not in ("", "0.0.0.0", "::"):
            self.names.add(interface.lower())
        self._refresh_names()
        return self.port

    def allow_name(self, name: str) -> None:
        """Accept ``name`` (this machine's mDNS name, "palabre-1a2b.local.") in ``Host``."""
        self.names.add(name.lower().rstrip("."))

    def _refresh_names(self) -> None:
        """This machine's addresses and host name (a router's DNS may know it by it)."""
        self._names_at = asyncio.get_running_loop().time()
        hostname = socket.gethostname().lower()
        self.names |= {address.lower() for address in machine_addresses()}
        self.names |= {hostname, f"{hostname}.local"}

    def names_this_host(self, authority: str) -> bool:
        """Whether ``authority`` (a ``Host`` header: "name:port", "[v6]:port") is this
        machine's web page: one of its names, with its port."""
        name, port = _split_authority(authority)
        name = name.lower().rstrip(".")
        if port != str(self.port) and not (port == "" and self.port == 80):
            return False
        if name in self.names:
            return True
        if asyncio.get_running_loop().time() - self._names_at >= ADDRESS_REFRESH_S:
            self._refresh_names()
        return name in self.names

    async def close(self) -> None:
        """Stop listening; the pages still connected get their close frame."""
        runner, self._runner = self._runner, None
        server, self._server = self._server, None
        if server is not None:
            server.close()
        if runner is not None:
            await runner.cleanup()
        self.gate.close_all()
        if server is not None:
            await server.wait_closed()
        if self._pumps:
            await asyncio.gather(*self._pumps, return_exceptions=True)

    # -- HTTP --------------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """This machine named in ``Host`` and ``Origin`` (421 otherwise: DNS rebinding;
        any ``Origin`` may read the public ``/proof.json``),
        then a per-address rate limit (a flood gets 429, the game never hears of it)."""
        if not self.names_this_host(request.headers.get("Host", "")):
            return web.Response(status=421, text="421: not this room's address\n",
                                headers=_HEADERS)
        origin = request.headers.get("Origin")
        # public to any page: the old host's page asks a new host for its proof, and a page
        # whose host came back on another port looks for its room there (issue 29)
        public = request.path in (PROOF_PATH, ROOM_PATH)
        if origin is not None and not public and not (origin.startswith("http://")
                                       and self.names_this_host(origin[len("http://"):])):
            return web.Response(status=403, text="403: another site's page\n",
                                headers=_HEADERS)  # it may not read or play this room
        address = request.remote or "?"
        now = asyncio.get_running_loop().time()
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = TokenBucket(self.limits.http_rate_per_s, self.limits.http_burst, now)
            self._buckets[address] = bucket
            if len(self._buckets) > self.limits.max_tracked_addresses:
                self._buckets.popitem(last=False)
        if not bucket.take(now):
            return web.Response(status=429, text="429: too many requests\n", headers=_HEADERS)
        sock = self.gate.socket_of(request.transport)
        if sock is not None:
            sock.request_started()
        try:
            response: web.StreamResponse = await handler(request)
        except web.HTTPException as err:
            return web.Response(status=err.status, text=f"{err.status}: {err.reason}\n",
                                headers={**_HEADERS, **err.headers})
        finally:
            if sock is not None:
                sock.request_done()
        return response

    def _serve(self, request: web.Request, name: str, content_type: str) -> web.Response:
        """A file gzipped when the browser takes it, ``304`` (no body) when the browser's
        copy is this one: ``no-cache`` makes it ask each time, the ETag makes asking cheap."""
        asset = self.assets[name]
        headers = {**_HEADERS, "ETag": asset.etag, "Vary": "Accept-Encoding"}
        if asset.matches(request.headers.get("If-None-Match")):
            return web.Response(status=304, headers=headers)
        body = asset.body
        if asset.gzipped is not None and accepts_gzip(request.headers.get("Accept-Encoding", "")):
            body, headers["Content-Encoding"] = asset.gzipped, "gzip"
        return web.Response(body=body, content_type=content_type, headers=headers)

    async def _index(self, request: web.Request) -> web.Response:
        return self._serve(request, INDEX, FILES[INDEX])

    async def _file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in self.files:
            raise web.HTTPNotFound()
        if name == TEXTS_FILE:  # one language: the one asked for, else the room's
            language = request.query.get("lang") or self.host.room.language
            name = texts_name(language)
            if name not in self.assets:  # a language the page has no texts in: English
                name = texts_name("en")
            return self._serve(request, name, FILES[TEXTS_FILE])
        return self._serve(request, name, FILES[name])

    async def _picture(self, request: web.Request) -> web.Response:
        """A picture of the public OpenMoji set (`store.openmoji`: a name is looked up
        among the names it ships, never joined to a path as given)."""
        try:
            svg = picture_svg(request.match_info["stem"])
        except KeyError:
            raise web.HTTPNotFound() from None
        return web.Response(body=svg, content_type="image/svg+xml", headers=_HEADERS)

    async def _room(self, request: web.Request) -> web.Response:
        """What the page needs before it joins (all public, as the mDNS advert)."""
        room = self.host.room
        runtime = self.host.runtime
        here = {"code": runtime.room_code, "name": room.name, "game": room.game,
                "url": runtime.lobby_web} if runtime.room_code else None
        body = {"room": room.room_id, "name": room.name, "game": room.game,
                "language": room.language, "protocol": PROTOCOL_VERSION,
                "app": self.host.app_version,
                # issue 29: the four-letter code a phone types, the rooms this computer
                # hosts (the page's code step), the app's side colours
                "code": runtime.room_code, "rooms": [here] if here else [],
                "colours": {side: fill for side, (fill, _text) in SIDE_COLOURS.items()},
                "ports": list(self.ports)}
        return web.Response(text=json.dumps(body), content_type="application/json",
                            headers={**_HEADERS, "Access-Control-Allow-Origin": "*"})

    async def _proof(self, request: web.Request) -> web.Response:
        """Who hosts and, for a host that took over from its standby, its credential
        (public once it hosts). Any page may read it: the old host's page asks."""
        host = self.host
        body = {"room": host.room_id, "epoch": host.room.epoch, "proof": host.proof}
        return web.Response(text=json.dumps(body), content_type="application/json",
                            headers={**_HEADERS, "Access-Control-Allow-Origin": "*"})

    async def _profiles(self, request: web.Request) -> web.Response:
        """The hosting computer's profiles (names, avatars, titles, who plays which) and
        the avatars a new one may take: what the page's profile choice shows."""
        return web.Response(text=json.dumps(self.host.runtime.profile_list()),
                            content_type="application/json", headers=_HEADERS)

    # -- WebSocket ---------------------------------------------------------------------------
    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        # (Host and Origin were checked by `_guard`: another site's page never gets here.)
        if request.headers.get("Sec-WebSocket-Version", WS_VERSION) != WS_VERSION:
            raise web.HTTPUpgradeRequired(headers={"Sec-WebSocket-Version": WS_VERSION})
        ws = web.WebSocketResponse(max_msg_size=self.limits.max_message_bytes,
                                   compress=False, timeout=self.limits.close_timeout_s,
                                   autoping=False)
        await ws.prepare(request)
        sock = self.gate.socket_of(request.transport)
        if sock is not None:
            sock.became_websocket()
        stream = WebSocketStream(ws, request)
        pump = asyncio.get_running_loop().create_task(stream.pump())
        self._pumps.add(pump)
        pump.add_done_callback(self._pumps.discard)
        try:
            await self.host.serve(stream, stream)
        finally:
            stream.close()
            await asyncio.shield(pump)
        return ws
