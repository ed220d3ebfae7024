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
        LobbySeat(name="Ann", team="red", role="spymaster", ready=True, connected=True),
        LobbySeat(name="Bérénice 🎲", team="blue", role=None, ready=False, connected=False),
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
        GameError(code="codenames.guess.not_your_turn", details={"seat": 1}, id=7),
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
