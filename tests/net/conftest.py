"""Shared pieces of the protocol tests: a client/host `Connection` pair in memory (after
h11's ``ConnectionPair``), raw frames built without validation, and one valid message of
every type."""

from __future__ import annotations

import random
import struct
from collections.abc import Callable, Iterator

import msgpack
import pytest

from net.protocol import (
    CLIENT,
    HOST,
    PLAYER,
    PROTOCOL_VERSION,
    TABLE,
    Bye,
    ChooseTeam,
    Connection,
    GameError,
    GameView,
    Hello,
    Kicked,
    Lobby,
    LobbySeat,
    Message,
    Ping,
    PlayAction,
    Pong,
    Ready,
    Refused,
    Welcome,
)

APP = "0.1.0"
ROOM = "a1b2c"
TOKEN = "AAAAAAAAAAAAAAAAAAAAAA"

Chunker = Callable[[bytes], Iterator[bytes]]


def raw_frame(value: object) -> bytes:
    """A frame of any msgpack value, bypassing every check (to build bad input)."""
    body = msgpack.packb(value, use_bin_type=True)
    return struct.pack(">I", len(body)) + body


def body_frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def whole(data: bytes) -> Iterator[bytes]:
    yield data


def byte_by_byte(data: bytes) -> Iterator[bytes]:
    for index in range(len(data)):
        yield data[index:index + 1]


def random_chunks(seed: int) -> Chunker:
    def chunks(data: bytes) -> Iterator[bytes]:
        rng = random.Random(seed)
        pos = 0
        while pos < len(data):
            size = rng.choice((1, 2, 3, 5, 7, 64, 300, 4096))
            yield data[pos:pos + size]
            pos += size
    return chunks


def feed(connection: Connection, data: bytes, chunker: Chunker = whole) -> list[Message]:
    received: list[Message] = []
    for chunk in chunker(data):
        received.extend(connection.receive_data(chunk))
    return received


def hello(role: str = PLAYER, **fields: object) -> Hello:
    base: dict[str, object] = {"app": APP, "room": ROOM, "role": role,
                               "name": "Ann" if role == PLAYER else None}
    return Hello(**{**base, **fields})


def welcome(seat: int | None = 0, **fields: object) -> Welcome:
    base: dict[str, object] = {"app": APP, "room": ROOM, "seat": seat,
                               "token": TOKEN if seat is not None else None}
    return Welcome(**{**base, **fields})


class ConnectionPair:
    """A client and a host connection wired to each other in memory."""

    def __init__(self) -> None:
        self.client = Connection(CLIENT)
        self.host = Connection(HOST)

    def to_host(self, message: Message, chunker: Chunker = whole) -> list[Message]:
        return feed(self.host, self.client.send(message), chunker)

    def to_client(self, message: Message, chunker: Chunker = whole) -> list[Message]:
        return feed(self.client, self.host.send(message), chunker)

    def handshake(self, role: str = PLAYER) -> ConnectionPair:
        assert self.to_host(hello(role)) == [hello(role)]
        seat = 0 if role == PLAYER else None
        assert self.to_client(welcome(seat)) == [welcome(seat)]
        return self


def lobby() -> Lobby:
    seats = (
        LobbySeat(id=0, name="Ann", team="red", role="spymaster", ready=True, connected=True),
        LobbySeat(id=3, name="Bérénice 🎲", team="blue", role=None, ready=False, connected=False),
    )
    return Lobby(room=ROOM, name="Salon d'Ann", game="codenames", language="fr",
                 settings={"mode": "several_devices", "variant": "classic",
                           "roles": [{"team": "red", "spymaster": True}],
                           "turn_timer_s": None},
                 seats=seats, locked=False, started=True, host_seat=0, join_code="KX7-4QM-P9T")


def game_view() -> GameView:
    view = {"phase": "guess", "deadline_ms": 1_060_000, "words": ["île", "fée"] * 12 + ["ok"],
            "revealed": [None] * 25, "clue": {"word": "Ñu", "number": 2},
            "seats": [{"name": "Ann", "team": "red"}], "over": False}
    return GameView(seq=42, view=view, events=({"type": "clue", "word": "Ñu", "number": 2},))


#: One valid message of every type, sent by the side that may send it, in state OPEN.
def client_messages() -> list[Message]:
    return [
        Ready(ready=True), ChooseTeam(team="blue", role="spymaster"), ChooseTeam(team=None),
        PlayAction(id=7, action={"type": "guess", "card": 3}),
        PlayAction(id=8, action={"type": "clue", "word": "Ñu", "number": 2}),
        Ping(nonce=0), Pong(nonce=2**32 - 1),
    ]


def host_messages() -> list[Message]:
    return [
        lobby(), game_view(),
        GameError(code="codenames.actor.not_your_turn", details={"seat": 1}, id=7),
        GameError(code="room.not_host"), Ping(nonce=123), Pong(nonce=5),
    ]


CLOSING_FROM_HOST: list[Message] = [Kicked(), Kicked(code="room.kicked_by_host"), Bye(),
                                    Bye(code="room.closed")]
CLOSING_FROM_CLIENT: list[Message] = [Bye(), Bye(code="client.quit")]
REFUSALS: list[Message] = [Refused(code="room.full", text="This room is full.")]


@pytest.fixture
def pair() -> ConnectionPair:
    return ConnectionPair()


@pytest.fixture
def open_pair() -> ConnectionPair:
    return ConnectionPair().handshake()


@pytest.fixture
def table_pair() -> ConnectionPair:
    return ConnectionPair().handshake(TABLE)


# -- Host and client tests (net/host.py, net/client.py) ----------------------------------------
# Loopback only; every scenario runs under `netrun`, which fails on tasks left running.

import asyncio  # noqa: E402
import contextlib  # noqa: E402
from collections.abc import Awaitable  # noqa: E402
from typing import Any  # noqa: E402

from core.codenames.words import draw_grid_words  # noqa: E402
from core.spyword.draw import draw_pair  # noqa: E402
from net.client import Client, ClientEvent  # noqa: E402
from net.host import Host  # noqa: E402
from net.protocol import FrameReader, message_from_map, unpack_body  # noqa: E402
from net.tuning import ClientLimits  # noqa: E402
from store.packs import PackLibrary  # noqa: E402
from tests.helpers.fake_clock import FakeClock  # noqa: E402
from tests.helpers.idle_loop import WAIT_S, run_idle, until  # noqa: E402, F401 (for tests)

#: Generous: a scenario that needs this long is stuck, not slow.
SCENARIO_TIMEOUT_S = 30.0
#: How long tasks still running after a scenario may take to end before they count as leaked.
LEAK_GRACE_S = 0.5
LOOPBACK = "127.0.0.1"
FAST_CLIENT = ClientLimits(reconnect_first_delay_s=0.01, reconnect_max_delay_s=0.05,
                           reconnect_jitter=0.5)


@pytest.fixture
def netrun() -> Callable[..., Any]:
    """Run a coroutine on a fresh `IdleLoop`; fail if it leaves tasks behind.
    ``limit``: the scenario's time limit; None for a scenario bounded by its work (a
    fixed amount of it, each of its waits bounded), which a loaded machine only slows."""

    def runner(scenario: Awaitable[Any], limit: float | None = SCENARIO_TIMEOUT_S) -> Any:
        async def main() -> Any:
            async with asyncio.timeout(limit):
                result = await scenario
            current = asyncio.current_task()
            others = {t for t in asyncio.all_tasks() if t is not current}
            if others:  # let cancelled tasks finish their last steps
                await asyncio.wait(others, timeout=LEAK_GRACE_S)
            leaked = [t for t in others if not t.done()]
            assert not leaked, f"leaked tasks: {leaked}"
            return result

        return run_idle(main())

    return runner


@pytest.fixture(scope="session")
def library() -> PackLibrary:
    return PackLibrary.load()


def content_for(game: str, library: PackLibrary, seed: int = 1) -> Any:
    rng = random.Random(seed)
    if game == "spyword":
        pairs = [p.to_dict() for pack in library.packs("spyword", "en") for p in pack.pairs]
        return draw_pair(pairs, [], rng)
    if game == "codenames":
        return {"words": draw_grid_words([p.words for p in library.packs("codenames", "en")],
                                         [], rng)}
    return {"cards": [c.to_dict() for c in library.packs("taboo", "en")[0].cards]}


def make_host(game: str, library: PackLibrary, **options: Any) -> Host:
    options.setdefault("content", content_for(game, library))
    options.setdefault("seed", 7)
    options.setdefault("clock", FakeClock())
    return Host(game, room_name="Test room", language="en", **options)


async def join(host: Host, name: str, **options: Any) -> Client:
    assert host.address is not None
    options.setdefault("limits", FAST_CLIENT)
    client = Client(host.address, name=name, room_id=host.room_id, **options)
    await client.connect()
    return client


class Recorder:
    """Every event a client gets, in order."""

    def __init__(self) -> None:
        self.events: list[ClientEvent] = []

    def __call__(self, event: ClientEvent) -> None:
        self.events.append(event)

    def of(self, kind: str) -> list[Any]:
        return [e.value for e in self.events if e.kind == kind]


class RawPeer:
    """A bare TCP connection to the host that sends any bytes and decodes what comes back
    without a protocol state machine (to act as a broken or hostile client)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self._frames = FrameReader()

    @classmethod
    async def open(cls, host: Host, receive_buffer: int | None = None) -> RawPeer:
        assert host.address is not None
        if receive_buffer is None:
            reader, writer = await asyncio.open_connection(*host.address)
            return cls(reader, writer)
        import socket

        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, host.address)
        reader, writer = await asyncio.open_connection(sock=sock)
        return cls(reader, writer)

    async def send(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def messages(self, timeout: float = WAIT_S) -> list[Message]:
        """Every message until the host closes the connection."""
        out: list[Message] = []
        while True:
            async with asyncio.timeout(timeout):
                data = await self.reader.read(65536)
            if not data:
                return out
            for body in self._frames.feed(data):
                out.append(message_from_map(unpack_body(body)))

    async def next_message(self, timeout: float = WAIT_S) -> Message | None:
        while True:
            async with asyncio.timeout(timeout):
                data = await self.reader.read(1)
            if not data:
                return None
            for body in self._frames.feed(data):
                return message_from_map(unpack_body(body))

    async def answer_challenge(self, timeout: float = WAIT_S) -> None:
        """Answer the ping a new seat's welcome comes with (the round trip that keeps the
        seat, issue 25), reading what comes before it."""
        while True:
            message = await self.next_message(timeout)
            assert message is not None, "closed before the host's ping"
            if isinstance(message, Ping):
                await self.send(raw_frame({"type": "pong", "nonce": message.nonce}))
                return

    async def close(self) -> None:
        self.writer.close()
        with contextlib.suppress(Exception):
            await self.writer.wait_closed()


def hello_frame(room: str | None, role: str = PLAYER, name: str | None = "Raw",
                token: str | None = None, protocol: int | None = None) -> bytes:
    fields: dict[str, object] = {"type": "hello", "protocol": protocol or PROTOCOL_VERSION,
                                 "app": APP, "room": room, "role": role,
                                 "name": name if role == PLAYER else None, "token": token,
                                 "profile": False, "title": None, "avatar": None, "share": None,
                                 "probe": False}
    return raw_frame(fields)

