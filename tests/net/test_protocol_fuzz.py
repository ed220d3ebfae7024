"""10**5 seeded random and mutated frames (issue 7 "Done when"): bit flips, truncations,
random bytes, valid frames with mutated values, spliced frames, in random chunkings. The
connection never raises anything but a coded `ProtocolError` (and is then closed), and
whatever it accepts is a valid message."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import msgpack
import pytest

from net.protocol import (
    MAX_FRAME_BYTES,
    PROTOCOL_ERROR_CODES,
    Connection,
    Message,
    ProtocolError,
    State,
    message_from_map,
)
from tests.net.conftest import (
    CLOSING_FROM_CLIENT,
    CLOSING_FROM_HOST,
    REFUSALS,
    ConnectionPair,
    body_frame,
    client_messages,
    hello,
    host_messages,
    raw_frame,
    welcome,
)

CASES_PER_TARGET = 25_000  # four targets: 10**5 frames in all
FEW_OUTCOMES = 50  # each kind of outcome shows up at least this often per target

HELLO_BYTES = ConnectionPair().client.send(hello())


def host_new() -> Connection:
    return Connection("host")


def host_open() -> Connection:
    connection = Connection("host")
    connection.receive_data(HELLO_BYTES)
    connection.send(welcome())
    return connection


def client_joining() -> Connection:
    connection = Connection("client")
    connection.send(hello())
    return connection


def client_open() -> Connection:
    connection = client_joining()
    connection.receive_data(raw_frame(welcome().to_map()))
    return connection


#: target -> (a fresh connection, the valid messages it may receive)
TARGETS: dict[str, tuple[Callable[[], Connection], list[Message]]] = {
    "host_new": (host_new, [hello(), hello("table"), hello(room=None, token="T" * 22)]),
    "host_open": (host_open, [*client_messages(), *CLOSING_FROM_CLIENT]),
    "client_joining": (client_joining, [welcome(), *REFUSALS]),
    "client_open": (client_open, [*host_messages(), *CLOSING_FROM_HOST]),
}

ANY_VALID = [raw_frame(message.to_map()) for _, messages in TARGETS.values()
             for message in messages]

ODD_VALUES: list[object] = [
    None, True, False, 0, -1, 1, 2**31, 2**32, 2**53 + 1, -(2**63), 2**64 - 1, 1.5,
    float("nan"), "", "x", "é" * 30, "a\nb", "protocol", "room.full", b"", b"\x00\xff",
    [], [1, [2, [3]]], {}, {"type": "ping"}, {"": None}, list(range(40)),
    {"k": {"k": {"k": {"k": {"k": {"k": {"k": {"k": {"k": {"k": {"k": {"k": {"k": {
        "k": {"k": {"k": {"k": 1}}}}}}}}}}}}}}}}},
    msgpack.ExtType(5, b"ext"), msgpack.Timestamp(1, 2),
]


def mutate_value(data: dict, rng: random.Random) -> dict:
    """A copy of a message map with one field replaced, removed, added or renamed."""
    mutated = dict(data)
    name = rng.choice(sorted(mutated))
    roll = rng.random()
    if roll < 0.6:
        mutated[name] = rng.choice(ODD_VALUES)
    elif roll < 0.7:
        del mutated[name]
    elif roll < 0.8:
        mutated[rng.choice(["extra", "type", "protocol", name + "_"])] = rng.choice(ODD_VALUES)
    elif roll < 0.9 and isinstance(mutated[name], dict) and mutated[name]:
        inner = dict(mutated[name])
        inner[rng.choice(sorted(inner))] = rng.choice(ODD_VALUES)
        mutated[name] = inner
    else:
        mutated["type"] = rng.choice(sorted({"hello", "welcome", "view", "lobby", "bye",
                                             "ready", "ping", "kicked", "nope"}))
    return mutated


def flip_bits(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        index = rng.randrange(len(out))
        out[index] ^= 1 << rng.randrange(8)
    return bytes(out)


def random_input(valid: list[bytes], maps: list[dict], rng: random.Random) -> bytes:
    kind = rng.randrange(8)
    frame = rng.choice(valid)
    if kind == 0:
        return flip_bits(frame, rng)
    if kind == 1:
        return frame[:rng.randrange(len(frame))]
    if kind == 2:
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 40)))
    if kind == 3:
        body = bytes(rng.randrange(256) for _ in range(rng.randint(1, 40)))
        return body_frame(body)
    if kind == 4:
        return raw_frame(mutate_value(rng.choice(maps), rng))
    if kind == 5:
        index = rng.randrange(len(frame))
        return frame[:index] + bytes([rng.randrange(256)]) * rng.randint(0, 3) + frame[index + 1:]
    if kind == 6:
        return frame + flip_bits(rng.choice(valid), rng)
    return rng.choice(ANY_VALID)  # valid, but maybe not for this side or state


def split(data: bytes, rng: random.Random) -> list[bytes]:
    if len(data) < 2 or rng.random() < 0.5:
        return [data]
    cuts = sorted(rng.sample(range(1, len(data)), min(len(data) - 1, rng.randint(1, 4))))
    return [data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)], strict=True)]


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_random_and_mutated_frames_only_raise_protocol_errors(target):
    make, messages = TARGETS[target]
    maps = [message.to_map() for message in messages]
    valid = [raw_frame(data) for data in maps]
    rng = random.Random(f"fuzz/{target}")
    outcomes: Counter[str] = Counter()
    for _case in range(CASES_PER_TARGET):
        connection = make()
        chunks = split(random_input(valid, maps, rng), rng)
        if rng.random() < 0.2:
            chunks.append(b"")  # the peer closes
        try:
            for chunk in chunks:
                for message in connection.receive_data(chunk):
                    # Anything accepted is a valid message that survives a round trip.
                    assert message_from_map(message.to_map()) == message
                    outcomes["accepted"] += 1
        except ProtocolError as err:
            assert err.code in PROTOCOL_ERROR_CODES
            assert connection.state is State.CLOSED
            assert isinstance(err.farewell, bytes) and len(err.farewell) < MAX_FRAME_BYTES
            outcomes[err.code] += 1
            continue
        if connection.buffered_bytes:
            outcomes["partial"] += 1
    assert outcomes["accepted"] >= FEW_OUTCOMES
    assert outcomes["partial"] >= FEW_OUTCOMES
    assert outcomes["protocol.bad_msgpack"] >= FEW_OUTCOMES
    assert outcomes["protocol.frame_too_large"] >= FEW_OUTCOMES
    # Mutated values reach the schema checks, not just the msgpack decoder.
    schema_codes = {"protocol.bad_type", "protocol.out_of_range", "protocol.missing_field",
                    "protocol.extra_field", "protocol.unexpected", "protocol.extension"}
    assert all(outcomes[code] >= FEW_OUTCOMES for code in schema_codes), outcomes
