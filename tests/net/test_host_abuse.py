"""The LAN host under abuse (issue 13; PX-NET-2, PX-NET-4, PX-NET-6, SW-EDGE-6): each of
the six findings reproduced against a real host over loopback, and shown fixed — with the
attack running, new players join, a cut player rejoins with its token, and a bot game
completes.

Attackers connect from other loopback addresses (127.0.0.2...: Linux routes all of
127/8 to the loopback interface), the honest players from 127.0.0.1, as on a LAN where
each device has its own address. Timeouts are shortened through `HostLimits`; nothing
waits on a timer of its own (`until` looks again only when the loop did something).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from typing import Any

import pytest

from net.client import Client, ClientError
from net.headless import AutoStart
from net.host import Host
from net.protocol import TABLE, Refused, Welcome
from net.room import RoomError
from net.tuning import HostLimits
from store.packs import PackLibrary
from tests.net.conftest import (
    LOOPBACK,
    RawPeer,
    content_for,
    hello_frame,
    join,
    make_host,
    raw_frame,
    until,
)
from tests.net.test_whole_games import check_played, play_room, run_idle

SHORT = 0.2


async def open_from(host: Host, source: str, receive_buffer: int | None = None) -> RawPeer:
    """A raw connection to ``host`` from the loopback address ``source``."""
    assert host.address is not None
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    try:
        sock.bind((source, 0))
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, host.address)
        reader, writer = await asyncio.open_connection(sock=sock)
    except BaseException:  # cancelled or refused mid-way: no socket left behind
        sock.close()
        raise
    return RawPeer(reader, writer)


class Attack:
    """Background sockets against a host, reopened whenever the host drops them."""

    def __init__(self) -> None:
        self.tasks: list[asyncio.Task[Any]] = []
        self.raws: set[RawPeer] = set()
        self.opened = 0
        self.refusals: list[str] = []

    async def open(self, host: Host, source: str, receive_buffer: int | None = None) -> RawPeer:
        raw = await open_from(host, source, receive_buffer)
        self.raws.add(raw)
        self.opened += 1
        return raw

    def silent(self, host: Host, source: str, sockets: int) -> None:
        """``sockets`` connections from ``source`` that never say a word."""
        for _ in range(sockets):
            self.tasks.append(asyncio.ensure_future(self._silent(host, source)))

    async def _silent(self, host: Host, source: str) -> None:
        while True:
            raw = await self.open(host, source)
            try:
                for message in await raw.messages(timeout=30):
                    if isinstance(message, Refused):
                        self.refusals.append(message.code)
            except ConnectionError:
                pass
            finally:
                raw.writer.transport.abort()
                self.raws.discard(raw)

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        for raw in self.raws:
            raw.writer.transport.abort()
        await asyncio.sleep(0)  # let the aborted transports finish closing


def attacked_host(limits: HostLimits, start_attack: Any) -> type[Host]:
    """A `Host` class for `play_room` that runs ``start_attack(host, attack)`` as soon as
    it listens and stops the attack when it closes."""

    class AttackedHost(Host):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, limits=limits, **kwargs)
            self.attack = Attack()
            self.drop_codes: list[str | None] = []

        def _drop(self, peer: Any, code: str | None, farewell: bytes = b"") -> None:
            if not peer.closed:
                self.drop_codes.append(code)
            super()._drop(peer, code, farewell)

        async def open(self, *args: Any, **kwargs: Any) -> tuple[str, int]:
            address = await super().open(*args, **kwargs)
            await start_attack(self, self.attack)
            return address

        async def close(self) -> None:
            await self.attack.stop()
            await super().close()

    return AttackedHost


def cut_once(after_actions: int) -> Any:
    """A `play_room` ``during`` hook: cut one bot's socket once the game has applied
    ``after_actions`` actions; the bot rejoins with its token (PX-NET-4)."""
    cut: list[int] = []

    def during(host: Host, clients: list[Client]) -> None:
        session = host.session
        if not cut and session is not None and len(session.record.actions) >= after_actions:
            cut.append(1)
            clients[0].drop_connection()

    during.cut = cut  # type: ignore[attr-defined]
    return during


# -- 1. Admission starvation ------------------------------------------------------------------
def test_silent_handshakes_from_one_address_cannot_lock_out_a_join_or_a_rejoin(netrun, library):
    async def scenario():
        host = make_host("spyword", library, limits=HostLimits(handshake_timeout_s=30))
        await host.open(LOOPBACK, 0)
        attack = Attack()
        attack.silent(host, "127.0.0.2", host.limits.max_pending)  # 8 wanted, 4 allowed
        await until(lambda: attack.refusals.count("room.busy") >= 4, "its own extra refused")
        assert host.admission.pending == host.limits.max_pending_per_address
        ann = await join(host, "Ann")
        token = ann.token
        ann.drop_connection()  # PX-NET-4: the cut player comes back with its token
        await until(lambda: ann.state.value == "open" and host.seat_connection_open(0),
                    "Ann back in her seat")
        assert ann.seat == 0 and ann.token == token
        bob = await join(host, "Bob")
        assert bob.seat == 1
        await attack.stop()
        for client in (ann, bob):
            await client.close()
        await host.close()

    netrun(scenario())


def test_a_bot_game_completes_while_silent_handshakes_churn_from_many_addresses():
    # Every handshake slot held by silent sockets from two addresses, each dropped after
    # 0.2 s and reopened at once: the bots still join, one rejoins after a cut, and the
    # game ends. The attackers, not the room, pay: their oldest handshakes are evicted.
    limits = HostLimits(handshake_timeout_s=SHORT)

    async def start(host: Host, attack: Attack) -> None:
        for source in ("127.0.0.2", "127.0.0.3"):
            attack.silent(host, source, limits.max_pending_per_address)
        await until(lambda: host.admission.pending == limits.max_pending, "slots all held")

    during = cut_once(after_actions=2)
    played = run_idle(play_room("spyword", 4, content=_spyword_content(), seed=3,
                                host_class=attacked_host(limits, start), during=during))
    check_played(played)
    assert during.cut, "a bot was cut and rejoined"
    assert played.host.attack.refusals.count("room.busy") > 0  # evicted to make room


def _spyword_content() -> dict[str, Any]:
    return content_for("spyword", PackLibrary.load())


# -- 2. Table-display flood ---------------------------------------------------------------------
def test_table_displays_cannot_fill_the_room_and_a_token_rejoin_is_never_full(netrun, library):
    async def scenario():
        # Spy Word seats 12: 20 connections leave 8 for table displays, 4 per address.
        limits = HostLimits(max_connections=20)
        host = make_host("spyword", library, limits=limits)
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        codes: list[str] = []
        displays = []
        for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4"):
            for _ in range(5):
                raw = await open_from(host, source)
                await raw.send(hello_frame(host.room_id, role=TABLE))
                answer = await raw.next_message()
                codes.append("welcome" if isinstance(answer, Welcome) else answer.code)
                displays.append(raw)
        assert codes.count("welcome") == 8
        assert codes[:5] == ["welcome"] * 4 + ["room.tables.full"]  # per address
        assert codes.count("room.tables.full") == 7
        assert host.admission.tables == 8
        ann.drop_connection()
        await until(lambda: host.seat_connection_open(0), "Ann rejoined with her token")
        bob = await join(host, "Bob")
        assert bob.seat == 1
        for raw in displays:
            await raw.close()
        await ann.close()
        await bob.close()
        await host.close()

    netrun(scenario())


def test_a_bot_game_completes_beside_a_display_flood():
    limits = HostLimits(max_connections=24)

    async def start(host: Host, attack: Attack) -> None:
        for index in range(6):
            for _ in range(limits.max_tables_per_address + 1):
                raw = await attack.open(host, f"127.0.0.{10 + index}")
                await raw.send(hello_frame(host.room_id, role=TABLE))
                attack.tasks.append(asyncio.ensure_future(raw.messages(timeout=60)))
        await until(lambda: host.admission.tables == 24 - host.room.max_seats, "displays in")

    during = cut_once(after_actions=3)
    # tables=0: every display slot is the attacker's; players never needed one.
    played = run_idle(play_room("spyword", 5, content=_spyword_content(), seed=4, tables=0,
                                host_class=attacked_host(limits, start), during=during))
    check_played(played)
    assert during.cut


# -- 3. Ghost seats in the lobby ----------------------------------------------------------------
def test_lobby_seats_of_players_who_are_gone_are_released_after_the_grace_period(
        netrun, library):
    async def scenario():
        host = make_host("spyword", library, limits=HostLimits(lobby_seat_grace_s=SHORT))
        await host.open(LOOPBACK, 0)
        lobbies = []
        host.runtime.watch_lobby(lobbies.append)
        cut = []
        # A dozen devices that joined (a full round trip each), then were cut, fill the
        # room (from two addresses: one holds at most `max_seats_per_address` seats).
        for index in range(host.room.max_seats):
            raw = await open_from(host, f"127.0.0.{2 + index % 2}")
            await raw.send(hello_frame(host.room_id, name=f"Ghost {index}"))
            assert isinstance(await raw.next_message(), Welcome)
            await raw.answer_challenge()
            cut.append(raw)
        await until(lambda: host.unanswered_seats == 0, "every seat kept")
        with pytest.raises(ClientError) as full:
            await join(host, "Late")
        assert full.value.code == "room.full"
        for raw in cut:
            await raw.close()
        await until(lambda: any(seat.release_in_ms is not None
                                for seat in lobbies[-1].seats), "the host sees the countdown")
        countdown = [seat.release_in_ms for seat in lobbies[-1].seats
                     if seat.release_in_ms is not None]
        assert all(0 < ms <= SHORT * 1000 for ms in countdown)
        await until(lambda: not host.room.seats, "every ghost seat released")
        late = await join(host, "Late")
        assert late.seat == len(cut)  # a new id: ids are never reused
        await late.close()
        await host.close()

    netrun(scenario())


def test_a_player_back_within_the_grace_period_keeps_the_seat_and_kick_releases_at_once(
        netrun, library):
    async def scenario():
        host = make_host("spyword", library, limits=HostLimits(lobby_seat_grace_s=600))
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        ghost = await join(host, "Ghost")
        ann.drop_connection()
        await until(lambda: host.runtime.release_in().keys() == {0}, "Ann counting down")
        await until(lambda: host.seat_connection_open(0) and host.room.seats[0].connected,
                    "Ann back")
        assert host.runtime.release_in() == {}
        assert [seat.name for seat in host.room.seats] == ["Ann", "Ghost"]
        await ghost.close(leave=False)  # gone, the seat kept for a rejoin
        await until(lambda: host.runtime.release_in().keys() == {1}, "Ghost counting down")
        host.runtime.kick(1)  # the host's kick releases the seat without waiting
        assert [seat.name for seat in host.room.seats] == ["Ann"]
        assert host.runtime.release_in() == {}
        await ann.close()
        await host.close()

    netrun(scenario())


# -- 4. Absent players get no role ---------------------------------------------------------------
def test_no_spymaster_role_goes_to_a_disconnected_player_and_the_autostart_deals_around_it(
        netrun, library):
    async def scenario():
        host = make_host("codenames", library)
        await host.open(LOOPBACK, 0)
        clients = [await join(host, name) for name in ("Ann", "Bob", "Cy", "Dee", "Eve")]
        host.runtime.arrange()
        masters = [i for i, seat in enumerate(host.room.seats) if seat.role == "spymaster"]
        gone = masters[0]
        await clients[gone].close(leave=False)
        await until(lambda: not host.room.seats[gone].connected, "a spymaster is gone")
        with pytest.raises(RoomError) as absent:
            host.runtime.start()  # the game would wait for them in the clue phase forever
        assert absent.value.code == "room.seat.absent"
        lines: list[str] = []
        autostart = AutoStart(host, 4, lines.append)
        for index, client in enumerate(clients):
            if index != gone:
                await client.ready()
        await autostart.started.wait()
        seats = host.room.seats
        assert seats[gone].role is None and not seats[gone].connected
        assert all(seat.connected for seat in seats if seat.role == "spymaster")
        assert sum(seat.role == "spymaster" for seat in seats) == 2
        autostart.close()
        for index, client in enumerate(clients):
            if index != gone:
                await client.close()
        await host.close()

    netrun(scenario())


# -- 5. Ping flood --------------------------------------------------------------------------------
PINGS = 20_000


def test_a_ping_flood_is_dropped_at_once_and_a_bot_game_completes():
    async def start(host: Host, attack: Attack) -> None:
        raw = await attack.open(host, "127.0.0.2", receive_buffer=4096)
        await raw.send(hello_frame(host.room_id, role=TABLE))
        assert isinstance(await raw.next_message(), Welcome)
        ping = raw_frame({"type": "ping", "nonce": 1})

        async def flood() -> None:
            with contextlib.suppress(ConnectionError):
                for _ in range(PINGS // 1000):  # never reads a reply
                    await raw.send(ping * 1000)
            attack.refusals.append("sent")

        attack.tasks.append(asyncio.ensure_future(flood()))
        await until(lambda: host.connections == 0, "the flooder dropped")

    played = run_idle(play_room("spyword", 4, content=_spyword_content(), seed=5,
                                host_class=attacked_host(HostLimits(), start)))
    check_played(played)
    assert played.host.drop_codes[0] == "net.flood"


def test_a_flooder_s_address_is_refused_for_the_cooldown_and_others_are_not(netrun, library):
    async def scenario():
        host = make_host("spyword", library, limits=HostLimits(flood_cooldown_s=600))
        await host.open(LOOPBACK, 0)
        raw = await open_from(host, "127.0.0.2")
        await raw.send(hello_frame(host.room_id, role=TABLE))
        assert isinstance(await raw.next_message(), Welcome)
        with contextlib.suppress(ConnectionError):
            await raw.send(raw_frame({"type": "ping", "nonce": 1}) * 1000)
        await until(lambda: host.connections == 0, "the flooder dropped")
        again = await open_from(host, "127.0.0.2")
        got = await again.messages()
        assert [m.code for m in got] == ["room.busy"]  # its address cools down
        ann = await join(host, "Ann")  # another address is welcome
        assert ann.seat == 0
        for peer in (raw, again):
            await peer.close()
        await ann.close()
        await host.close()

    netrun(scenario())


def test_a_client_that_does_not_read_its_replies_is_dropped_without_waiting(netrun, library):
    async def scenario():
        # A budget large enough never to trip the flood rule: the full output queue does.
        limits = HostLimits(action_rate_per_s=1e9, action_burst=10**9, socket_send_buffer=4096,
                            output_queue_bytes=4096, stalled_reader_timeout_s=600)
        host = make_host("spyword", library, limits=limits)
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        raw = await open_from(host, "127.0.0.2", receive_buffer=4096)
        await raw.send(hello_frame(host.room_id, role=TABLE))
        assert isinstance(await raw.next_message(), Welcome)
        ping = raw_frame({"type": "ping", "nonce": 1})
        with contextlib.suppress(ConnectionError):
            for _ in range(50):
                await raw.send(ping * 1000)
        await until(lambda: host.connections == 1, "the deaf client dropped")
        assert host.seat_connection_open(0)
        await raw.close()
        await ann.close()
        await host.close()

    netrun(scenario())


# -- 6. Names that lie -----------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "code"), [
    ("\u0410nn", "join.name_taken"),       # Cyrillic A
    ("A\u200bnn", "join.name_taken"),      # zero-width space
    ("\u202eAnn", "join.name_taken"),      # right-to-left override
    ("\ufeff\u200b\u2060", "join.bad_name"),  # invisible only
])
def test_a_name_that_poses_as_another_player_is_refused(netrun, library, name, code):
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        raw = await open_from(host, "127.0.0.2")
        await raw.send(hello_frame(host.room_id, name=name))
        got = await raw.messages()
        assert got == [Refused(code=code, text=got[0].text)]
        assert [seat.name for seat in host.room.seats] == ["Ann"]
        await raw.close()
        await ann.close()
        await host.close()

    netrun(scenario())


def test_a_name_is_shown_without_its_invisible_characters(netrun, library):
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        bob = await join(host, "B\u200bo\u202eb\ufeff")
        await until(lambda: bob.lobby is not None, "lobby")
        assert [seat.name for seat in bob.lobby.seats] == ["Bob"]
        with pytest.raises(ClientError) as taken:
            await join(host, "BOB")
        assert taken.value.code == "join.name_taken"
        await bob.close()
        await host.close()

    netrun(scenario())
