"""The connection state machine, paired in memory: handshake, every message both ways in
any chunking, the state table, closing, version checks on both sides (PX-NET-3)."""

from __future__ import annotations

import pytest

from net.protocol import (
    CLIENT,
    HOST,
    MESSAGE_TYPES,
    PEER_CLOSED,
    PLAYER,
    PROTOCOL_VERSION,
    RECEIVES,
    SENDS,
    TABLE,
    Bye,
    ChooseTeam,
    Connection,
    GameView,
    Hello,
    Kicked,
    Ping,
    PlayAction,
    Pong,
    ProtocolError,
    Ready,
    Refused,
    State,
    Welcome,
    new_token,
    refusal,
    same_token,
)
from tests.net.conftest import (
    CLOSING_FROM_CLIENT,
    CLOSING_FROM_HOST,
    ROOM,
    ConnectionPair,
    byte_by_byte,
    client_messages,
    feed,
    hello,
    host_messages,
    random_chunks,
    raw_frame,
    welcome,
    whole,
)

CHUNKERS = [whole, byte_by_byte, *(random_chunks(seed) for seed in range(6))]


@pytest.mark.parametrize("chunker", CHUNKERS)
def test_whole_conversation_arrives_intact_in_any_chunking(chunker):
    pair = ConnectionPair()
    assert pair.to_host(hello(), chunker) == [hello()]
    assert pair.host.state is State.AWAIT_WELCOME and pair.client.state is State.AWAIT_WELCOME
    assert pair.to_client(welcome(), chunker) == [welcome()]
    assert pair.host.state is State.OPEN and pair.client.state is State.OPEN
    for message in client_messages():
        assert pair.to_host(message, chunker) == [message]
    for message in host_messages():
        assert pair.to_client(message, chunker) == [message]
    assert pair.host.buffered_bytes == 0 and pair.client.buffered_bytes == 0
    assert pair.to_host(Bye(code="client.quit"), chunker) == [Bye(code="client.quit")]
    assert pair.client.wants_close and pair.host.wants_close
    assert pair.host.close_code == "client.quit"


@pytest.mark.parametrize("chunker", CHUNKERS)
def test_many_messages_in_one_stream(chunker):
    pair = ConnectionPair().handshake()
    messages = host_messages() * 5
    stream = b"".join(pair.host.send(message) for message in messages)
    assert feed(pair.client, stream, chunker) == messages


def test_partial_frame_is_buffered_and_reported_until_complete(open_pair):
    data = open_pair.host.send(GameView(seq=1, view={"phase": "clue"}))
    assert open_pair.client.receive_data(data[:3]) == []
    assert open_pair.client.buffered_bytes == 3
    assert open_pair.client.receive_data(data[3:-1]) == []
    assert open_pair.client.buffered_bytes == len(data) - 1
    assert open_pair.client.state is State.OPEN and not open_pair.client.wants_close
    assert open_pair.client.receive_data(data[-1:]) == [GameView(seq=1, view={"phase": "clue"})]
    assert open_pair.client.buffered_bytes == 0


def test_table_display_handshake_has_no_seat_nor_token(table_pair):
    assert table_pair.host.joined_as == TABLE and table_pair.client.seat is None
    assert table_pair.client.welcome.token is None
    view = GameView(seq=3, view={"table": True})
    assert table_pair.to_client(view) == [view]
    assert table_pair.to_host(Ping(nonce=1)) == [Ping(nonce=1)]


@pytest.mark.parametrize("message", [Ready(ready=True), ChooseTeam(team="red"),
                                     PlayAction(id=1, action={"type": "end_turn"})])
def test_table_display_cannot_play(table_pair, message):
    assert not table_pair.client.can_send(type(message))
    with pytest.raises(ProtocolError) as err:
        table_pair.client.send(message)
    assert err.value.code == "protocol.unexpected"
    assert table_pair.client.state is State.OPEN  # a refused send sends nothing
    # A client that ignores the rule is refused by the host, which closes.
    with pytest.raises(ProtocolError) as err:
        table_pair.host.receive_data(raw_frame(message.to_map()))
    assert err.value.code == "protocol.unexpected" and table_pair.host.wants_close


def test_player_welcome_gives_seat_and_token(open_pair):
    assert open_pair.client.seat == 0 and open_pair.host.seat == 0
    assert open_pair.client.welcome.token == open_pair.host.welcome.token
    assert open_pair.host.joined_as == PLAYER and open_pair.host.hello.name == "Ann"


def test_tokens_are_128_bit_and_compared_safely():
    tokens = {new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(token) >= 22 for token in tokens)
    token = tokens.pop()
    assert same_token(token, token) and not same_token(token, tokens.pop())
    assert not same_token(None, token) and not same_token(token, None)
    welcome(token=token)  # a fresh token is a valid welcome token


def test_send_order_follows_the_state_table(pair):
    with pytest.raises(ProtocolError) as err:
        pair.client.send(Ready(ready=True))  # before hello
    assert err.value.code == "protocol.unexpected"
    with pytest.raises(ProtocolError) as err:
        pair.host.send(GameView(seq=0, view={}))  # before welcome
    assert err.value.code == "protocol.unexpected"
    with pytest.raises(ProtocolError):
        pair.host.send(welcome())  # before any hello
    pair.to_host(hello())
    with pytest.raises(ProtocolError):
        pair.client.send(hello())  # twice
    assert pair.client.state is State.AWAIT_WELCOME and pair.host.state is State.AWAIT_WELCOME


@pytest.mark.parametrize(("role", "state"), sorted(SENDS))
def test_can_send_matches_the_tables(role, state):
    connection = Connection(role)
    connection.state = state
    for name, cls in MESSAGE_TYPES.items():
        assert connection.can_send(cls) == (name in SENDS[(role, state)])
        peer = CLIENT if role == HOST else HOST
        assert name not in SENDS[(role, state)] or role in cls.SENDERS
        assert name not in RECEIVES[(role, state)] or peer in cls.SENDERS


def test_every_message_type_has_a_sender_and_a_receiver():
    for name, cls in MESSAGE_TYPES.items():
        assert cls.SENDERS, name
        assert any(name in allowed for allowed in SENDS.values())
        assert any(name in allowed for allowed in RECEIVES.values())


def test_refused_closes_both_sides(pair):
    pair.to_host(hello())
    received = pair.to_client(refusal("room.full"))
    assert received == [Refused(code="room.full", text="This room is full.")]
    assert pair.client.wants_close and pair.client.close_code == "room.full"
    assert pair.host.wants_close


def test_host_may_refuse_before_reading_the_hello(pair):
    data = pair.host.send(refusal("room.full"))
    pair.client.send(hello())
    assert feed(pair.client, data)[0].code == "room.full"
    assert pair.client.wants_close


def test_refused_text_defaults():
    assert refusal("protocol.bad_type").text.startswith("The host could not understand")
    assert refusal("room.whatever").text == "The host refused the connection."
    assert refusal("room.locked", "Fermé").text == "Fermé"


@pytest.mark.parametrize("message", CLOSING_FROM_HOST)
def test_closing_messages_from_host(open_pair, message):
    assert open_pair.to_client(message) == [message]
    assert open_pair.client.wants_close and open_pair.host.wants_close
    assert open_pair.client.close_code == message.code
    for connection in (open_pair.client, open_pair.host):
        with pytest.raises(ProtocolError) as err:
            connection.send(Ping(nonce=1))
        assert err.value.code == "protocol.closed"


@pytest.mark.parametrize("message", CLOSING_FROM_CLIENT)
def test_closing_messages_from_client(open_pair, message):
    assert open_pair.to_host(message) == [message]
    assert open_pair.host.wants_close
    with pytest.raises(ProtocolError) as err:
        open_pair.host.receive_data(b"\x00")
    assert err.value.code == "protocol.closed"


def test_bytes_after_a_closing_message_are_ignored(open_pair):
    stream = open_pair.host.send(Kicked()) + b"\xff\xff\xff\xff garbage"
    assert open_pair.client.receive_data(stream) == [Kicked()]
    assert open_pair.client.close_code == "room.kicked"


def test_client_may_leave_before_welcome(pair):
    pair.to_host(hello())
    assert pair.to_host(Bye()) == [Bye()]
    assert pair.host.wants_close and pair.host.close_code is None


def test_close_returns_a_last_frame_naming_the_reason(open_pair):
    data = open_pair.host.close("net.peer_silent")
    assert open_pair.host.wants_close and open_pair.host.close_code == "net.peer_silent"
    assert open_pair.client.receive_data(data) == [Bye(code="net.peer_silent")]
    assert open_pair.host.close() == b""  # already closed: nothing more to say


def test_close_refuses_a_code_that_is_not_dotted(open_pair):
    with pytest.raises(ProtocolError) as err:
        open_pair.client.close("Timeout!")
    assert err.value.code == "protocol.out_of_range"
    assert open_pair.client.state is State.OPEN


def test_host_closing_before_welcome_sends_a_refusal(pair):
    pair.to_host(hello())
    data = pair.host.close()
    [message] = pair.client.receive_data(data)
    assert isinstance(message, Refused) and message.code == "room.closed"


def test_clean_end_of_file(open_pair):
    assert open_pair.client.receive_data(b"") == []
    assert open_pair.client.wants_close and open_pair.client.close_code == PEER_CLOSED


def test_end_of_file_inside_a_frame_is_truncated(open_pair):
    data = open_pair.host.send(Pong(nonce=9))
    open_pair.client.receive_data(data[:-2])
    with pytest.raises(ProtocolError) as err:
        open_pair.client.receive_data(b"")
    assert err.value.code == "protocol.truncated" and err.value.farewell == b""
    assert open_pair.client.wants_close


def test_constructor_refuses_unknown_role():
    with pytest.raises(ValueError):
        Connection("server")


# -- Versions (PX-NET-3: an incompatible version gets a clear message on both sides) -----

def test_host_refuses_another_version_clearly(pair):
    newer = {**hello().to_map(), "protocol": PROTOCOL_VERSION + 1, "avatar": "🦊"}
    with pytest.raises(ProtocolError) as err:
        pair.host.receive_data(raw_frame(newer))
    assert err.value.code == "protocol.version_mismatch"
    assert err.value.details == {"ours": PROTOCOL_VERSION, "theirs": PROTOCOL_VERSION + 1}
    assert pair.host.wants_close
    # The client (as if it spoke the newer version) reads a refusal naming the host's version.
    pair.client.send(hello())
    [refused] = pair.client.receive_data(err.value.farewell)
    assert refused == Refused(protocol=PROTOCOL_VERSION, code="protocol.version_mismatch",
                              text="This room uses another version of Palabre.")
    assert pair.client.close_code == "protocol.version_mismatch"


def test_client_reads_a_refusal_from_a_newer_host(pair):
    pair.client.send(hello())
    data = raw_frame({"type": "refused", "protocol": PROTOCOL_VERSION + 1,
                      "code": "protocol.version_mismatch", "text": "Update Palabre."})
    [refused] = pair.client.receive_data(data)
    assert refused.protocol == PROTOCOL_VERSION + 1 and pair.client.wants_close


def test_client_refuses_a_welcome_of_another_version(pair):
    pair.to_host(hello())
    other = {**welcome().to_map(), "protocol": PROTOCOL_VERSION + 1, "motd": "hi"}
    with pytest.raises(ProtocolError) as err:
        pair.client.receive_data(raw_frame(other))
    assert err.value.code == "protocol.version_mismatch"
    assert pair.client.wants_close
    assert pair.host.receive_data(err.value.farewell) == [Bye(code="protocol.version_mismatch")]


# -- The welcome must answer the hello (a client never lands in another room) ------------

@pytest.mark.parametrize(("role", "sent_welcome"), [
    (PLAYER, welcome(room="zzzzz")),
    (PLAYER, welcome(seat=None)),
    (TABLE, welcome(seat=1)),
])
def test_welcome_must_answer_the_hello(role, sent_welcome):
    pair = ConnectionPair()
    pair.to_host(hello(role))
    with pytest.raises(ProtocolError) as err:  # the host never sends it...
        pair.host.send(sent_welcome)
    assert err.value.code == "protocol.bad_handshake"
    assert pair.host.state is State.AWAIT_WELCOME
    with pytest.raises(ProtocolError) as err:  # ...and a client refuses it from a bad host
        pair.client.receive_data(raw_frame(sent_welcome.to_map()))
    assert err.value.code == "protocol.bad_handshake" and pair.client.wants_close


def test_client_without_expected_room_accepts_the_hosts_room():
    pair = ConnectionPair()
    pair.to_host(hello(room=None))
    assert pair.to_client(welcome(room="other")) == [welcome(room="other")]
    assert pair.client.welcome.room == "other" != ROOM


def test_rejoin_hello_carries_the_token(pair):
    token = new_token()
    assert pair.to_host(hello(token=token)) == [hello(token=token)]
    assert same_token(pair.host.hello.token, token)


def test_outgoing_message_is_validated_and_nothing_changes(open_pair):
    with pytest.raises(ProtocolError) as err:
        open_pair.host.send(GameView(seq=1, view={"score": 1.5}))  # floats never travel
    assert err.value.code == "protocol.bad_type"
    with pytest.raises(ProtocolError) as err:
        open_pair.client.send(PlayAction(id=-1, action={}))
    assert err.value.code == "protocol.out_of_range"
    with pytest.raises(ProtocolError) as err:
        open_pair.host.send(GameView(seq=1, view={"big": "x" * 70_000}))
    assert err.value.code == "protocol.out_of_range"
    assert open_pair.host.state is State.OPEN and open_pair.client.state is State.OPEN


def test_outgoing_frame_over_the_cap_is_refused(open_pair):
    view = {f"k{i}": "é" * 4000 for i in range(20)}
    with pytest.raises(ProtocolError) as err:
        open_pair.host.send(GameView(seq=1, view=view))
    assert err.value.code == "protocol.frame_too_large"
    assert open_pair.host.state is State.OPEN


def test_roles_are_the_two_ends():
    assert {HOST, CLIENT} == {role for role, _ in SENDS}
    assert isinstance(hello(), Hello) and isinstance(welcome(), Welcome)
