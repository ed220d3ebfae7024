"""The web transport (net/web.py) against a real host on loopback: phones' WebSocket
players join the same room as TCP players (same seats, lobby, views, limits, tokens,
refusals: PX-NET-2, PX-NET-4, PX-NET-6); the HTTP side serves its own files only; bad
input and floods are refused clearly and change nothing in the game.

Whole games with bots over the WebSocket and the secrets canary on every WebSocket
message are in `test_canary.py` (its ``web`` rows) and `test_whole_games.play_room`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import struct
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from core.side_colours import SIDE_COLOURS
from net.client import Client
from net.host import Host
from net.lan_room import LanRoom
from net.protocol import PROTOCOL_VERSION, FrameReader, unpack_body
from net.protocol.limits import MAX_FRAME_BYTES
from net.tuning import HostLimits
from net.web import FILES, NOT_BINARY, WEB_DIR, WS_PATH, WebLimits, WebServer, load_files
from net.web_link import websocket_opener
from store.packs import PackLibrary
from tests.net.conftest import (
    FAST_CLIENT,
    LOOPBACK,
    hello_frame,
    join,
    make_host,
    raw_frame,
    until,
)


@contextlib.asynccontextmanager
async def served(host: Host, limits: WebLimits | None = None) -> AsyncIterator[
        tuple[Host, WebServer]]:
    """``host`` listening on loopback with its web transport; both closed after."""
    await host.open(LOOPBACK, 0)
    web = WebServer(host, limits)
    await web.open(LOOPBACK, 0)
    try:
        yield host, web
    finally:
        await host.close()
        await web.close()


def two_player(library: PackLibrary) -> Host:
    return make_host("codenames", library, settings={"variant": "two_player"})


async def web_join(host: Host, web: WebServer, name: str, **options: Any) -> Client:
    """A player over the WebSocket: the app's own client, through the web transport."""
    assert web.port is not None
    options.setdefault("limits", FAST_CLIENT)
    return await join(host, name, opener=websocket_opener(web.port), **options)


class RawSocket:
    """A bare WebSocket to /ws that sends anything and decodes the frames it gets."""

    def __init__(self, session: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse):
        self.session, self.ws = session, ws

    @classmethod
    async def open(cls, web: WebServer, **headers: str) -> RawSocket:
        session = aiohttp.ClientSession()
        try:
            ws = await session.ws_connect(f"ws://{LOOPBACK}:{web.port}{WS_PATH}",
                                          headers=headers)
        except BaseException:
            await session.close()
            raise
        return cls(session, ws)

    async def messages(self) -> list[dict[str, Any]]:
        """Every frame the host sends until it closes the WebSocket."""
        reader, out = FrameReader(), []
        async with asyncio.timeout(10):
            async for message in self.ws:
                if message.type is aiohttp.WSMsgType.BINARY:
                    out += [unpack_body(body) for body in reader.feed(message.data)]
        return out

    async def answer_challenge(self) -> list[dict[str, Any]]:
        """Answer the ping that comes after a new seat's welcome (issue 25: the round trip
        that keeps the seat); the frames up to it."""
        reader, out = FrameReader(), []
        async with asyncio.timeout(10):
            async for message in self.ws:
                if message.type is aiohttp.WSMsgType.BINARY:
                    out += [unpack_body(body) for body in reader.feed(message.data)]
                if out and out[-1]["type"] == "ping":
                    await self.ws.send_bytes(raw_frame({"type": "pong",
                                                        "nonce": out[-1]["nonce"]}))
                    return out
        raise AssertionError("closed before the host's ping")

    async def close(self) -> None:
        await self.ws.close()
        await self.session.close()


async def http_raw(web: WebServer, request: bytes) -> tuple[int, bytes]:
    """Send raw bytes as an HTTP request (no client-side path clean-up); status, body."""
    reader, writer = await asyncio.open_connection(LOOPBACK, web.port)
    writer.write(request)
    await writer.drain()
    async with asyncio.timeout(10):
        data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), body


def get(web: WebServer, path: str, host: str | None = None) -> bytes:
    """A GET of ``path`` naming the room's address in ``Host`` (or ``host``)."""
    host = host if host is not None else f"{LOOPBACK}:{web.port}"
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode()


# -- One room, two transports ------------------------------------------------------------------
def test_web_and_tcp_players_share_the_lobby_and_the_game(netrun, library) -> None:
    # PX-NET-2: a phone's seat is a seat like any other: same lobby, same game.
    async def scenario() -> None:
        async with served(two_player(library)) as (host, web):
            phone = await web_join(host, web, "Phone")
            desk = await join(host, "Desk")
            await phone.ready()
            await until(lambda: desk.lobby is not None and desk.lobby.seats[0].ready)
            assert [s.name for s in phone.lobby.seats] == ["Phone", "Desk"]
            assert phone.seat == 0 and phone.token is not None
            host.runtime.arrange()
            host.runtime.start()
            await until(lambda: phone.view is not None and desk.view is not None)
            # PX-NET-6: each gets its own seat's view, as over TCP.
            assert phone.view.view == {**host.session.view(0), "now_ms": phone.view.view["now_ms"]}
            assert desk.view.view["viewer"]["seat"] == 1
            await phone.close()
            await desk.close()

    netrun(scenario())


def test_a_web_player_rejoins_its_seat_with_its_token(netrun, library) -> None:
    # PX-NET-4 over the WebSocket: a cut socket, then the same seat and the current view.
    async def scenario() -> None:
        async with served(two_player(library)) as (host, web):
            phone = await web_join(host, web, "Phone")
            desk = await join(host, "Desk")
            host.runtime.arrange()
            host.runtime.start()
            await until(lambda: phone.view is not None)
            seat, token = phone.seat, phone.token
            phone.drop_connection()
            await until(lambda: not host.room.seats[seat].connected)
            await until(lambda: host.room.seats[seat].connected and phone.state.value == "open")
            assert (phone.seat, phone.token) == (seat, token)
            assert host.session.view(None)["seats"][seat]["connected"]
            again = Client(host.address, name="Someone else", token=token, room_id=host.room_id,
                           opener=websocket_opener(web.port), limits=FAST_CLIENT)
            await again.connect()  # a token, not a name, picks the seat
            assert again.seat == seat
            await until(lambda: phone.close_code == "room.replaced")
            await again.close()
            await desk.close()

    netrun(scenario())


def test_same_refusal_codes_over_the_websocket(netrun, library) -> None:
    # Refusals are the host's, whatever the transport: a name taken, a bad token.
    async def scenario() -> None:
        async with served(make_host("taboo", library)) as (host, web):
            first = await web_join(host, web, "Ann")
            for name, token, code in [("ann", None, "join.name_taken"),
                                      ("Bob", "B" * 22, "join.bad_token")]:
                sock = await RawSocket.open(web)
                await sock.ws.send_bytes(hello_frame(host.room_id, name=name, token=token))
                frames = await sock.messages()
                assert [f["type"] for f in frames] == ["refused"] and frames[0]["code"] == code
                await sock.close()
            assert [s.name for s in host.room.seats] == ["Ann"]
            await first.close()

    netrun(scenario())


def test_websocket_requests_share_the_rate_limit(netrun, library) -> None:
    async def scenario() -> None:
        limits = HostLimits(action_rate_per_s=1, action_burst=3)
        async with served(make_host("taboo", library, limits=limits)) as (host, web):
            phone = await web_join(host, web, "Ann")
            for _ in range(6):
                phone.send_action({"type": "go"})
            await until(lambda: len(phone.errors) == 6)
            codes = [e.code for e in phone.errors]
            assert codes == ["room.not_started"] * 3 + ["room.rate_limited"] * 3
            await phone.close()

    netrun(scenario())


# -- Bad input over the WebSocket ---------------------------------------------------------------
BAD_MESSAGES = [
    ("text", "hello", NOT_BINARY),
    ("bytes", b"\x00\x00\x00\x05\xc1\xc1\xc1\xc1\xc1", "protocol.bad_msgpack"),
    ("bytes", struct.pack(">I", MAX_FRAME_BYTES + 1), "protocol.frame_too_large"),
    ("bytes", struct.pack(">I", 0), "protocol.empty_frame"),
    ("bytes", raw_frame([1, 2, 3]), "protocol.not_a_map"),
    ("bytes", raw_frame({"type": "hello", "protocol": PROTOCOL_VERSION}),
     "protocol.missing_field"),
    ("bytes", raw_frame({"type": "action", "id": 1, "action": {}}), "protocol.unexpected"),
]


@pytest.mark.parametrize(("kind", "data", "code"), BAD_MESSAGES)
def test_bad_websocket_messages_are_refused_and_change_nothing(netrun, library, kind: str,
                                                               data: Any, code: str) -> None:
    async def scenario() -> None:
        async with served(two_player(library)) as (host, web):
            a, b = await web_join(host, web, "Ann"), await join(host, "Bob")
            host.runtime.arrange()
            host.runtime.start()
            await until(lambda: a.view is not None and b.view is not None)
            before = (host.session.game.snapshot(), host.room.lobby(host.join_code))
            sock = await RawSocket.open(web)
            if kind == "text":
                await sock.ws.send_str(data)
            else:
                await sock.ws.send_bytes(data)
            frames = await sock.messages()
            assert [f["type"] for f in frames] == ["refused"] and frames[0]["code"] == code
            await sock.close()
            assert (host.session.game.snapshot(), host.room.lobby(host.join_code)) == before
            assert host.seat_connection_open(0) and host.seat_connection_open(1)
            await a.close()
            await b.close()

    netrun(scenario())


def test_an_oversized_websocket_message_is_refused_before_it_is_kept(netrun, library) -> None:
    # One byte more than a whole frame: aiohttp closes with 1009 (message too big).
    async def scenario() -> None:
        async with served(make_host("taboo", library)) as (host, web):
            ann = await web_join(host, web, "Ann")
            sock = await RawSocket.open(web)
            await sock.ws.send_bytes(hello_frame(host.room_id, name="Big"))
            frames = await sock.answer_challenge()
            await until(lambda: len(host.room.seats) == 2 and host.unanswered_seats == 0)
            before = host.room.lobby(host.join_code)
            await sock.ws.send_bytes(b"\x00" * (MAX_FRAME_BYTES + 5))
            frames += await sock.messages()
            assert sock.ws.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
            assert [f["type"] for f in frames][:2] == ["welcome", "lobby"]
            await until(lambda: not host.room.seats[1].connected)  # a drop keeps the seat
            lobby = host.room.lobby(host.join_code)
            assert [s.name for s in lobby.seats] == [s.name for s in before.seats]
            assert ann.state.value == "open"
            await sock.close()
            await ann.close()

    netrun(scenario())


def test_another_sites_page_cannot_open_the_websocket(netrun, library) -> None:
    async def scenario() -> None:
        async with served(make_host("taboo", library)) as (host, web):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await RawSocket.open(web, Origin="http://evil.example")
            assert refused.value.status == 403
            assert host.connections == 0

    netrun(scenario())


# -- HTTP: its own files only -------------------------------------------------------------------
def test_serves_exactly_its_own_files(netrun, library) -> None:
    async def scenario() -> None:
        async with served(make_host("spyword", library)) as (host, web), \
                aiohttp.ClientSession() as session:
            base = f"http://{LOOPBACK}:{web.port}"
            shipped = load_files()  # the files on disk, wire.js with the version written in
            for name, kind in FILES.items():
                async with session.get(f"{base}/{name}") as response:
                    assert response.status == 200 and response.content_type == kind
                    body = await response.read()  # aiohttp un-gzips it
                    if name == "texts.json":  # one language: the room's
                        assert json.loads(body) == {"en": json.loads(shipped[name])["en"]}
                    else:
                        assert body == shipped[name]
                    assert response.headers["X-Content-Type-Options"] == "nosniff"
            async with session.get(f"{base}/") as response:
                assert (await response.read()) == (WEB_DIR / "index.html").read_bytes()
            async with session.get(f"{base}/room.json") as response:
                room = await response.json()
            assert room == {"room": host.room_id, "name": "Test room", "game": "spyword",
                            "language": "en", "protocol": PROTOCOL_VERSION,
                            "app": host.app_version, "code": None, "rooms": [],
                            "colours": {side: fill for side, (fill, _) in SIDE_COLOURS.items()},
                            "ports": []}  # issue 29: no room code, no port list here
            async with session.post(f"{base}/", data=b"x") as response:
                assert response.status == 405
            async with session.get(f"{base}/picture/1F34E.svg") as response:
                assert response.status == 200 and response.content_type == "image/svg+xml"
                assert (await response.read()).startswith(b"<svg")

    netrun(scenario())


TRAVERSALS = ["/../net/host.py", "/%2e%2e/%2e%2e/pyproject.toml", "/..%2f..%2fpyproject.toml",
              "/web_client/app.js", "//etc/passwd", "/app.js/../../web.py", "/.%2E/web.py",
              "/msgpack.LICENSE.txt", "/web.py", "/%00", "/app.js%00.html", "/./",
              "/static/", "/net/", "/....//....//etc/passwd", "/" + "a" * 3000,
              "/picture/..%2f..%2fweb.svg", "/picture/NOPE.svg", "/picture/1F34E.svg/..",
              "/picture/", "/picture/1F34E"]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_unknown_paths_and_traversal_are_refused(netrun, library, path: str) -> None:
    async def scenario() -> None:
        async with served(make_host("spyword", library)) as (host, web):
            before = host.room.lobby(host.join_code)
            status, body = await http_raw(web, get(web, path))
            assert status in (400, 404, 414, 431), (path, status)
            for secret in (b"import ", b"root:", b"[project]", b"<html"):
                assert secret not in body
            assert host.room.lobby(host.join_code) == before

    netrun(scenario())


def test_a_request_flood_gets_429_and_changes_nothing(netrun, library) -> None:
    async def scenario() -> None:
        limits = WebLimits(http_rate_per_s=1.0, http_burst=5)
        async with served(two_player(library), limits) as (host, web):
            a, b = await join(host, "Ann"), await join(host, "Bob")
            host.runtime.arrange()
            host.runtime.start()
            before = host.session.game.snapshot()
            statuses = [(await http_raw(web, get(web, "/")))[0] for _ in range(20)]
            assert statuses[:5] == [200] * 5  # the burst (the page itself needs a few)
            assert statuses.count(429) >= 14
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await RawSocket.open(web)  # the WebSocket's upgrade counts too
            assert refused.value.status == 429
            assert host.session.game.snapshot() == before and host.connections == 2
            await a.close()
            await b.close()

    netrun(scenario())


# -- Opened and closed with the room ------------------------------------------------------------
def test_lan_room_serves_phones_and_stops_when_the_room_closes(netrun, library) -> None:
    async def scenario() -> None:
        host = make_host("taboo", library)
        lan = LanRoom(host, interface=LOOPBACK, advertise=False, web_port=0)
        await lan.open()
        web = lan.web
        assert web is not None and web.port is not None
        assert lan.web_url == f"http://{LOOPBACK}:{web.port}/"  # an IP address, not .local
        phone = await web_join(host, web, "Phone")
        port = web.port
        await lan.close()
        await until(lambda: phone.close_code is not None)
        assert phone.close_code == "room.closed"
        with pytest.raises(OSError):
            await asyncio.open_connection(LOOPBACK, port)

    netrun(scenario())


def test_the_phone_page_says_the_app_version_of_the_package():
    """Issue 26: one version source. The hello's ``app`` is the package's version, written
    into wire.js as it is served (the file on disk holds only the mark)."""
    from store.version import app_version

    wire = load_files()["wire.js"].decode("utf-8")
    assert f'const APP_VERSION = "{app_version()}";' in wire
    assert "@APP_VERSION@" in (WEB_DIR / "wire.js").read_text(encoding="utf-8")


def test_the_phone_page_speaks_the_protocol_version_of_this_host():
    """PX-NET-3: the page's hello carries the version the host speaks (one number, kept
    in step: a bump of `PROTOCOL_VERSION` must bump the page too)."""
    from net.web import WEB_DIR

    wire = (WEB_DIR / "wire.js").read_text(encoding="utf-8")
    assert f"const PROTOCOL_VERSION = {PROTOCOL_VERSION};" in wire


@pytest.mark.parametrize("size", [0, 125, 126, 65_535, 65_536])
def test_a_frame_written_straight_to_the_socket_is_the_frame_aiohttp_writes(netrun, size):
    """Issue 30: `WebSocketStream.write` frames a view itself when nothing waits; each
    length form (7-bit, 16-bit, 64-bit) is byte for byte aiohttp's own frame."""
    from aiohttp import WSMsgType
    from aiohttp._websocket.writer import WebSocketWriter

    from net.web import binary_frame

    class Sink:
        def __init__(self) -> None:
            self.data = b""

        def write(self, data: bytes) -> None:
            self.data += data

        def is_closing(self) -> bool:
            return False

        def writelines(self, chunks) -> None:  # type: ignore[no-untyped-def]
            self.data += b"".join(chunks)

    payload = bytes(range(256)) * (size // 256) + bytes(size % 256)

    async def aiohttp_frame() -> bytes:
        sink = Sink()
        protocol = type("Protocol", (), {"_paused": False})()
        await WebSocketWriter(protocol, sink).send_frame(payload, WSMsgType.BINARY)  # type: ignore[arg-type]
        return sink.data

    assert binary_frame(payload) == netrun(aiohttp_frame())
