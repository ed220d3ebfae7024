"""Host limits with shortened timeouts (passed as `HostLimits`, never waited for real): a
client that stops reading, stalled headers and partial frames, silence, handshake time,
the action rate limit and heartbeats."""

from __future__ import annotations

import asyncio
import contextlib
import socket

import pytest

from net.protocol import (
    Bye,
    FrameReader,
    Lobby,
    Message,
    Ping,
    Refused,
    Welcome,
    message_from_map,
    unpack_body,
)
from net.tuning import ClientLimits, HostLimits
from tests.helpers.idle_loop import WAIT_S
from tests.net.conftest import (
    LOOPBACK,
    RawPeer,
    Recorder,
    hello_frame,
    join,
    make_host,
    raw_frame,
    until,
)

SHORT = 0.3
#: A big lobby (a long setting value) fills a queue in few messages.
PADDING = {"padding": "x" * 4000}
LOBBY_CHANGES = 240
CATCH_UP_EVERY = 20


def test_a_client_that_stops_reading_is_dropped_without_slowing_another(netrun, library):
    async def scenario():
        limits = HostLimits(stalled_reader_timeout_s=SHORT, socket_send_buffer=4096)
        host = make_host("spyword", library, limits=limits, settings=PADDING)
        await host.open(LOOPBACK, 0)
        frozen = await RawPeer.open(host, receive_buffer=4096)
        await frozen.send(hello_frame(host.room_id, name="Frozen"))
        await frozen.answer_challenge()  # its seat is kept; then it stops reading
        recorder = Recorder()
        reader = await join(host, "Reader", on_event=recorder)
        await until(lambda: recorder.of("lobby"), "first lobby")
        first = len(recorder.of("lobby"))
        for change in range(1, LOBBY_CHANGES + 1):
            host.runtime.lock(change % 2 == 1)
            if change % CATCH_UP_EVERY == 0:
                await until(lambda c=change: len(recorder.of("lobby")) >= first + c,
                            "the reader keeps up")
        # The reader got every lobby, in order (one more when the frozen client is
        # dropped, showing it disconnected); the frozen client was dropped.
        await until(lambda: len(recorder.of("lobby")) >= first + LOBBY_CHANGES, "all")
        locks = [lobby.locked for lobby in recorder.of("lobby")[first - 1:]]
        toggles = [a for a, b in zip(locks, [None, *locks][:-1], strict=True) if a != b]
        assert toggles == [change % 2 == 1 for change in range(LOBBY_CHANGES + 1)]
        assert len(recorder.of("lobby")) <= first + LOBBY_CHANGES + 1
        await until(lambda: not host.seat_connection_open(0), "frozen client dropped")
        assert host.connections == 1 and not host.room.seats[0].connected
        await until(lambda: reader.lobby.seats[0].connected is False, "the reader is told")
        await frozen.close()
        await reader.close()
        await host.close()

    netrun(scenario())


@pytest.mark.parametrize("after_hello", [False, True])
@pytest.mark.parametrize("partial", [b"\x00\x00", b"\x00\x00\x00\x10\x81"])
def test_a_stalled_header_or_partial_frame_is_closed(netrun, library, after_hello, partial):
    async def scenario():
        host = make_host("taboo", library, limits=HostLimits(partial_frame_timeout_s=SHORT))
        await host.open(LOOPBACK, 0)
        raw = await RawPeer.open(host)
        if after_hello:
            await raw.send(hello_frame(host.room_id))
        await raw.send(partial)
        got = await raw.messages()
        last = got[-1]
        assert isinstance(last, Bye if after_hello else Refused)
        assert last.code == "net.partial_frame"
        await raw.close()
        await host.close()

    netrun(scenario())


async def socket_messages(sock: socket.socket) -> list[Message]:
    """Every message until the host closes ``sock`` or resets it. Read from the socket
    itself: after a reset the kernel still gives what came before it (a stream reader
    raises first, and what it holds unread is lost)."""
    loop, frames, out = asyncio.get_running_loop(), FrameReader(), []
    while True:
        try:
            async with asyncio.timeout(WAIT_S):
                data = await loop.sock_recv(sock, 65536)
        except ConnectionResetError:
            return out
        if not data:
            return out
        out += [message_from_map(unpack_body(body)) for body in frames.feed(data)]


def test_a_slow_drip_of_bytes_does_not_keep_a_partial_frame_open(netrun, library):
    async def scenario():
        host = make_host("taboo", library, limits=HostLimits(partial_frame_timeout_s=SHORT))
        await host.open(LOOPBACK, 0)
        loop = asyncio.get_running_loop()
        with socket.socket() as sock:
            sock.setblocking(False)
            await loop.sock_connect(sock, host.address)
            await loop.sock_sendall(sock, hello_frame(host.room_id))
            await loop.sock_sendall(sock, b"\x00\x00\x10\x00")  # a 4 KiB frame, never whole
            reading = asyncio.ensure_future(socket_messages(sock))

            async def drip():
                # Until the host has closed: a drip byte it has not read when it closes
                # makes its kernel send a reset (read above without losing the bye).
                while not reading.done() and host.connections:
                    with contextlib.suppress(OSError):  # the host closed meanwhile
                        await loop.sock_sendall(sock, b"\x80")
                    await asyncio.sleep(SHORT / 10)

            await drip()
            got = await reading
        assert got[-1] == Bye(code="net.partial_frame")
        await host.close()

    netrun(scenario())


def test_a_silent_player_is_dropped_and_marked_disconnected(netrun, library):
    async def scenario():
        limits = HostLimits(silence_timeout_s=SHORT, heartbeat_interval_s=SHORT / 3)
        host = make_host("spyword", library, limits=limits)
        await host.open(LOOPBACK, 0)
        for name in ("A", "B", "C"):
            host.runtime.join(name, local=True)
        watcher = await join(host, "Watcher", limits=ClientLimits(heartbeat_interval_s=0.05))
        silent = await RawPeer.open(host)
        await silent.send(hello_frame(host.room_id, name="Silent"))
        await until(lambda: len(host.room.seats) == 5, "silent joined")
        host.runtime.start()
        got = await silent.messages()  # never answers the host's pings
        assert isinstance(got[0], Welcome) and any(isinstance(m, Ping) for m in got)
        assert got[-1] == Bye(code="net.peer_silent")
        # Everyone sees who is disconnected: lobby and views (SW-EDGE-6 keeps the seat).
        await until(lambda: watcher.lobby.seats[4].connected is False, "lobby shows it")
        await until(lambda: watcher.view.view["seats"][4]["connected"] is False, "view")
        assert watcher.state == "open"  # the watcher's heartbeats kept it alive
        await silent.close()
        await watcher.close()
        await host.close()

    netrun(scenario())


def test_a_connection_that_never_says_hello_is_refused(netrun, library):
    async def scenario():
        host = make_host("spyword", library, limits=HostLimits(handshake_timeout_s=SHORT))
        await host.open(LOOPBACK, 0)
        raw = await RawPeer.open(host)
        got = await raw.messages()
        assert got == [Refused(code="net.handshake_timeout",
                               text="The host refused the connection.")]
        await raw.close()
        await host.close()

    netrun(scenario())


def test_requests_beyond_the_rate_limit_are_refused_not_applied(netrun, library):
    async def scenario():
        limits = HostLimits(action_rate_per_s=0.001, action_burst=3)
        host = make_host("spyword", library, limits=limits)
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        for ready in (True, False, True, False, True):
            await ann.ready(ready)
        await until(lambda: len(ann.errors) == 2, "two refusals")
        assert {e.code for e in ann.errors} == {"room.rate_limited"}
        await until(lambda: host.room.seats[0].ready is True, "third request applied")
        await ann.close()
        await host.close()

    netrun(scenario())


def test_host_pings_and_a_frame_of_any_kind_is_a_sign_of_life(netrun, library):
    async def scenario():
        limits = HostLimits(heartbeat_interval_s=0.05, silence_timeout_s=SHORT)
        host = make_host("spyword", library, limits=limits)
        await host.open(LOOPBACK, 0)
        raw = await RawPeer.open(host)
        await raw.send(hello_frame(host.room_id, name="Pinger"))
        pings = 0
        while pings < 12:  # several silence timeouts long, answering every ping
            message = await raw.next_message()
            if isinstance(message, Ping):
                pings += 1
                await raw.send(raw_frame({"type": "pong", "nonce": message.nonce}))
            assert not isinstance(message, Bye)
        assert host.room.seats[0].connected and host.connections == 1
        assert isinstance(host.room.lobby(), Lobby)
        await raw.close()
        await host.close()

    netrun(scenario())
