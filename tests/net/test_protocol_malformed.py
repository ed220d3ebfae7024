"""A table of malformed input: each gets its coded `ProtocolError` and a close (GUIDE §5,
after qutebrowser's ``test_invalid_data``), and the connection refuses anything further."""

from __future__ import annotations

import struct
from dataclasses import dataclass

import msgpack
import pytest

from net.protocol import (
    MAX_DEPTH,
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    Bye,
    Connection,
    FrameReader,
    Ping,
    ProtocolError,
    Refused,
    State,
)
from tests.net.conftest import (
    TOKEN,
    ConnectionPair,
    body_frame,
    hello,
    raw_frame,
    welcome,
)

HELLO = hello().to_map()
WELCOME = welcome().to_map()
PING = {"type": "ping", "nonce": 1}


def action(value: object) -> bytes:
    return raw_frame({"type": "action", "id": 1, "action": value})


def nested_lists(depth: int) -> bytes:
    return b"\x91" * depth + b"\xc0"


def nested_maps(depth: int) -> dict:
    value: dict = {}
    for level in range(depth - 1):
        value = {f"k{level}": value}
    return value


def with_field(base: dict, name: str, raw_value: bytes) -> bytes:
    """A frame of ``base`` plus one field whose msgpack bytes are given as is."""
    body = msgpack.packb(base, use_bin_type=True)
    count = len(base) + 1
    assert count < 16 and body[0] == 0x80 | len(base)
    return body_frame(bytes([0x80 | count]) + body[1:] + msgpack.packb(name) + raw_value)


HUGE = struct.pack(">I", 10**8)
EXT_1 = b"\xd4\x01\x00"
TIMESTAMP = b"\xd6\xff\x00\x00\x00\x01"
BAD_UTF8 = b"\xa2\xff\xfe"


@dataclass(frozen=True)
class Case:
    name: str
    data: bytes
    code: str
    #: Who receives it: a fresh host, a host after the handshake, a client awaiting the
    #: welcome, or a client after the handshake.
    at: str = "host_open"


CASES = [
    # Framing.
    Case("length over the cap", struct.pack(">I", MAX_FRAME_BYTES + 1), "protocol.frame_too_large",
         "host_new"),
    Case("length 2**32-1", b"\xff\xff\xff\xff", "protocol.frame_too_large", "host_new"),
    Case("length over the cap, body following", struct.pack(">I", 10**6) + b"\x80" * 5000,
         "protocol.frame_too_large"),
    Case("zero length", b"\x00\x00\x00\x00", "protocol.empty_frame", "host_new"),
    # msgpack.
    Case("reserved byte 0xc1", body_frame(b"\xc1"), "protocol.bad_msgpack", "host_new"),
    Case("body shorter than its object", body_frame(b"\x82\xa4type"), "protocol.bad_msgpack"),
    Case("two objects in one body", body_frame(msgpack.packb(PING) + b"\xc0"),
         "protocol.bad_msgpack"),
    Case("10**8-item array header", body_frame(b"\xdd" + HUGE), "protocol.bad_msgpack"),
    Case("10**8-item map header", body_frame(b"\xdf" + HUGE), "protocol.bad_msgpack"),
    Case("10**8-byte string header", body_frame(b"\xdb" + HUGE + b"abc"), "protocol.bad_msgpack"),
    Case("10**8-item array in a field", with_field(PING, "x", b"\xdd" + HUGE),
         "protocol.bad_msgpack"),
    Case("array over the item limit", action([0] * 1025), "protocol.bad_msgpack"),
    Case("deep nesting beyond msgpack's stack", body_frame(nested_lists(5000)),
         "protocol.too_deep"),
    Case("deep nesting beyond MAX_DEPTH", action({"a": msgpack.unpackb(nested_lists(20))}),
         "protocol.too_deep"),
    Case("deep nesting of maps", raw_frame(PING | {"x": nested_maps(MAX_DEPTH)}),
         "protocol.too_deep"),
    Case("invalid UTF-8 value", with_field(PING, "x", BAD_UTF8), "protocol.bad_utf8"),
    Case("invalid UTF-8 key", body_frame(b"\x81" + BAD_UTF8 + b"\x01"), "protocol.bad_utf8"),
    Case("extension type", with_field(PING, "x", EXT_1), "protocol.extension"),
    Case("extension as a key", body_frame(b"\x81" + EXT_1 + b"\x01"), "protocol.extension"),
    Case("timestamp extension", with_field(PING, "x", TIMESTAMP), "protocol.extension"),
    Case("int map key", raw_frame({1: "ping"}), "protocol.bad_msgpack"),
    Case("nil map key inside an action", action_bytes := body_frame(
        b"\x83" + msgpack.packb("type") + msgpack.packb("action") + msgpack.packb("id") + b"\x01"
        + msgpack.packb("action") + b"\x81\xc0\x01"), "protocol.bad_msgpack"),
    Case("binary map key", body_frame(b"\x81\xc4\x00\x01"), "protocol.bad_type"),
    Case("binary value", raw_frame(PING | {"nonce": b"\x01"}), "protocol.bad_type"),
    Case("float value", raw_frame(PING | {"nonce": 1.0}), "protocol.bad_type"),
    Case("float deep in an action", action({"type": "clue", "n": [1.5]}), "protocol.bad_type"),
    Case("int beyond 2**53 in an action", action({"n": 2**60}), "protocol.out_of_range"),
    Case("text over MAX_TEXT_CHARS", action({"word": "x" * 4097}), "protocol.out_of_range"),
    Case("key over MAX_KEY_CHARS", action({"k" * 65: 1}), "protocol.out_of_range"),
    # Message schemas.
    Case("not a map", raw_frame(["ping", 1]), "protocol.not_a_map", "host_new"),
    Case("a bare string", raw_frame("hello"), "protocol.not_a_map"),
    Case("no type", raw_frame({"nonce": 1}), "protocol.missing_field"),
    Case("type not a string", raw_frame({"type": 1, "nonce": 1}), "protocol.bad_type"),
    Case("unknown type", raw_frame({"type": "teleport"}), "protocol.unknown_type"),
    Case("unknown type before hello", raw_frame({"type": "hola"}), "protocol.unknown_type",
         "host_new"),
    Case("missing field", raw_frame({k: v for k, v in HELLO.items() if k != "app"}),
         "protocol.missing_field", "host_new"),
    Case("missing nullable field", raw_frame({k: v for k, v in HELLO.items() if k != "token"}),
         "protocol.missing_field", "host_new"),
    Case("extra field", raw_frame(HELLO | {"admin": True}), "protocol.extra_field", "host_new"),
    Case("extra field in ping", raw_frame(PING | {"at": 5}), "protocol.extra_field"),
    Case("version as a string", raw_frame(HELLO | {"protocol": "1"}), "protocol.bad_type",
         "host_new"),
    Case("null where required", raw_frame(HELLO | {"app": None}), "protocol.bad_type",
         "host_new"),
    Case("bool for an int", raw_frame(PING | {"nonce": True}), "protocol.bad_type"),
    Case("int for a bool", raw_frame({"type": "ready", "ready": 1}), "protocol.bad_type"),
    Case("list for a map", raw_frame({"type": "action", "id": 1, "action": []}),
         "protocol.bad_type"),
    Case("negative nonce", raw_frame(PING | {"nonce": -1}), "protocol.out_of_range"),
    Case("nonce over 32 bits", raw_frame(PING | {"nonce": 2**32}), "protocol.out_of_range"),
    Case("empty name", raw_frame(HELLO | {"name": ""}), "protocol.out_of_range", "host_new"),
    Case("name too long", raw_frame(HELLO | {"name": "A" * 25}), "protocol.out_of_range",
         "host_new"),
    Case("name with a line break", raw_frame(HELLO | {"name": "Ann\nBob"}),
         "protocol.out_of_range", "host_new"),
    Case("unknown role", raw_frame(HELLO | {"role": "admin"}), "protocol.out_of_range",
         "host_new"),
    Case("short token", raw_frame(HELLO | {"token": "abc"}), "protocol.out_of_range", "host_new"),
    Case("room id with a space", raw_frame(HELLO | {"room": "a b"}), "protocol.out_of_range",
         "host_new"),
    Case("team not an identifier", raw_frame({"type": "team", "team": "Red!", "role": None}),
         "protocol.out_of_range"),
    Case("seat out of range", raw_frame(WELCOME | {"seat": -1}), "protocol.out_of_range",
         "client_joining"),
    Case("lobby seat missing a field", raw_frame({
        "type": "lobby", "room": "a1b2c", "name": "R", "game": "taboo", "language": "fr",
        "settings": {}, "seats": [{"name": "Ann", "team": None, "role": None, "ready": True}],
        "locked": False, "started": False, "host_seat": None, "join_code": None}),
         "protocol.missing_field", "client_open"),
    Case("code not dotted", raw_frame({"type": "error", "code": "oops", "details": {},
                                       "id": None}), "protocol.out_of_range", "client_open"),
    # Versions and handshake.
    Case("hello of another version", raw_frame(HELLO | {"protocol": PROTOCOL_VERSION + 1}),
         "protocol.version_mismatch", "host_new"),
    Case("hello of version 0 with other fields", raw_frame({"type": "hello", "protocol": 0}),
         "protocol.version_mismatch", "host_new"),
    Case("welcome of another version", raw_frame(WELCOME | {"protocol": 99}),
         "protocol.version_mismatch", "client_joining"),
    Case("player hello without a name", raw_frame(HELLO | {"name": None}),
         "protocol.bad_handshake", "host_new"),
    Case("table hello with a token", raw_frame(HELLO | {"role": "table", "token": TOKEN}),
         "protocol.bad_handshake", "host_new"),
    Case("welcome with a seat and no token", raw_frame(WELCOME | {"token": None}),
         "protocol.bad_handshake", "client_joining"),
    # Messages in the wrong state or direction.
    Case("ready before hello", raw_frame({"type": "ready", "ready": True}),
         "protocol.unexpected", "host_new"),
    Case("second hello", raw_frame(HELLO), "protocol.unexpected"),
    Case("a host message sent to the host", raw_frame({"type": "kicked", "code": "room.kicked"}),
         "protocol.unexpected"),
    Case("view before welcome", raw_frame({"type": "view", "seq": 0, "view": {}, "events": [],
                                           "epoch": 0}),
         "protocol.unexpected", "client_joining"),
    Case("second welcome", raw_frame(WELCOME), "protocol.unexpected", "client_open"),
    Case("a client message sent to a client", raw_frame({"type": "ready", "ready": True}),
         "protocol.unexpected", "client_open"),
]


def receiver(at: str) -> tuple[ConnectionPair, Connection]:
    pair = ConnectionPair()
    if at == "host_new":
        return pair, pair.host
    pair.to_host(hello())
    if at == "client_joining":
        return pair, pair.client
    pair.to_client(welcome())
    return pair, pair.host if at == "host_open" else pair.client


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_malformed_input_gets_its_code_and_a_close(case):
    pair, connection = receiver(case.at)
    with pytest.raises(ProtocolError) as err:
        connection.receive_data(case.data)
    assert err.value.code == case.code, err.value.details
    assert connection.state is State.CLOSED and connection.wants_close
    assert connection.close_code == case.code
    # It refuses anything further, both ways.
    for attempt in (lambda: connection.receive_data(case.data),
                    lambda: connection.receive_data(raw_frame(PING)),
                    lambda: connection.send(Ping(nonce=1))):
        with pytest.raises(ProtocolError) as again:
            attempt()
        assert again.value.code == "protocol.closed"
    # The farewell tells the peer why: a refusal before the welcome, else a bye.
    peer = pair.client if connection is pair.host else pair.host
    if case.at == "host_new":
        pair.client.send(hello())
        assert peer.receive_data(err.value.farewell) == [Refused(
            protocol=PROTOCOL_VERSION, code=case.code, text=refusal_text(case.code))]
    else:
        assert peer.receive_data(err.value.farewell) == [Bye(code=case.code)]


def refusal_text(code: str) -> str:
    if code == "protocol.version_mismatch":
        return "This room uses another version of Palabre."
    return "The host could not understand this client (protocol error)."


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_malformed_input_byte_by_byte_gives_the_same_code(case):
    _pair, connection = receiver(case.at)
    with pytest.raises(ProtocolError) as err:
        for index in range(len(case.data)):
            connection.receive_data(case.data[index:index + 1])
    assert err.value.code == case.code
    assert connection.wants_close


def test_nesting_up_to_max_depth_is_accepted():
    _pair, connection = receiver("host_open")
    # The message is depth 1, "x" holds MAX_DEPTH - 1 nested maps.
    assert connection.receive_data(raw_frame({"type": "action", "id": 1,
                                              "action": nested_maps(MAX_DEPTH - 1)}))


def test_every_protocol_code_is_exercised():
    from net.protocol import PROTOCOL_ERROR_CODES

    covered = {case.code for case in CASES}
    # Covered elsewhere: truncated (end of file inside a frame), closed (after a close).
    assert covered | {"protocol.truncated", "protocol.closed"} == set(PROTOCOL_ERROR_CODES)


def test_length_is_checked_before_any_body_byte_is_kept():
    reader = FrameReader()
    with pytest.raises(ProtocolError) as err:
        next(reader.feed(struct.pack(">I", 10**9)), None)
    assert err.value.code == "protocol.frame_too_large"
    assert err.value.details == {"size": 10**9, "max": MAX_FRAME_BYTES}


def test_a_prefix_alone_is_reported_as_partial():
    reader = FrameReader()
    assert list(reader.feed(b"\x00\x00")) == [] and reader.buffered_bytes == 2
    assert list(reader.feed(b"\x00\x02\x80")) == [] and reader.buffered_bytes == 5
    assert list(reader.feed(b"\x80")) == [b"\x80\x80"] and reader.buffered_bytes == 0


def test_truncated_frame_stays_buffered_and_is_reported_as_partial():
    pair, connection = receiver("host_open")
    data = raw_frame(PING)
    assert connection.receive_data(data[:-1]) == []
    assert connection.buffered_bytes == len(data) - 1
    assert connection.state is State.OPEN and not connection.wants_close
    # The transport times it out (PARTIAL_FRAME_TIMEOUT_S) with a close naming the reason.
    assert pair.client.receive_data(connection.close("net.partial_frame_timeout")) == [
        Bye(code="net.partial_frame_timeout")]


def test_a_good_frame_before_a_bad_one_in_the_same_chunk_is_refused_with_it():
    _pair, connection = receiver("host_open")
    with pytest.raises(ProtocolError) as err:
        connection.receive_data(raw_frame(PING) + body_frame(b"\xc1"))
    assert err.value.code == "protocol.bad_msgpack" and connection.wants_close
