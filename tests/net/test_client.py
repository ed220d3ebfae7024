"""The client: clear coded errors (unreachable, no answer, version, wrong room, refused),
silence detection, reconnect with the token after cuts at several points (PX-NET-4), and
an old token after the seat is vacated gets no state at all."""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
from collections.abc import Awaitable, Callable

import pytest

from net.client import Client, ClientError
from net.client_state import ClientState
from net.host import NOW_KEY
from net.protocol import PROTOCOL_VERSION, GameView, Lobby, Refused
from net.tuning import ClientLimits
from tests.net.conftest import (
    FAST_CLIENT,
    LOOPBACK,
    TOKEN,
    RawPeer,
    Recorder,
    hello_frame,
    join,
    make_host,
    raw_frame,
    until,
)

SHORT = 0.3
Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


async def never() -> None:
    """Park a fake host's handler until the test cancels it (a host that stays silent)."""
    await asyncio.Event().wait()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return sock.getsockname()[1]


@contextlib.asynccontextmanager
async def fake_host(handler: Handler):
    """A bare server that answers as ``handler`` says (a silent or outdated host)."""
    tasks: set[asyncio.Task[None]] = set()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        tasks.add(asyncio.current_task())
        try:
            await handler(reader, writer)
        finally:
            writer.close()

    server = await asyncio.start_server(serve, LOOPBACK, 0)
    try:
        yield server.sockets[0].getsockname()[:2]
    finally:
        server.close()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await server.wait_closed()


def welcome_frame(room: str = "a1b2c", protocol: int = PROTOCOL_VERSION) -> bytes:
    return raw_frame({"type": "welcome", "protocol": protocol, "app": "0.1.0", "room": room,
                      "seat": 0, "token": TOKEN, "epoch": 0, "proof": None})


async def welcome_then_silence(reader: asyncio.StreamReader,
                               writer: asyncio.StreamWriter) -> None:
    await reader.read(65536)
    writer.write(welcome_frame())
    await never()


def test_nobody_listening_is_reported_unreachable(netrun):
    async def scenario():
        client = Client((LOOPBACK, free_port()), name="Ann", limits=FAST_CLIENT)
        with pytest.raises(ClientError) as failed:
            await client.connect()
        assert failed.value.code == "client.unreachable"
        assert client.state is ClientState.CLOSED

    netrun(scenario())


def test_a_host_that_never_answers_is_reported_instead_of_waiting_forever(netrun):
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await never()

    async def scenario():
        async with fake_host(silent) as address:
            client = Client(address, name="Ann", limits=ClientLimits(handshake_timeout_s=SHORT))
            with pytest.raises(ClientError) as failed:
                await client.connect()
            assert failed.value.code == "client.no_answer"

    netrun(scenario())


@pytest.mark.parametrize(("welcome", "code"), [
    (welcome_frame(protocol=9), "protocol.version_mismatch"),  # PX-NET-3, client side
    (welcome_frame(room="bbbbb"), "room.wrong"),  # the client's own check of the room
])
def test_the_client_checks_the_welcome_itself(netrun, welcome, code):
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(65536)
        writer.write(welcome)
        await writer.drain()
        await never()

    async def scenario():
        async with fake_host(answer) as address:
            client = Client(address, name="Ann", room_id="a1b2c", limits=FAST_CLIENT)
            with pytest.raises(ClientError) as failed:
                await client.connect()
            assert failed.value.code == code

    netrun(scenario())


def test_a_silent_host_is_detected_by_the_client(netrun):
    async def scenario():
        async with fake_host(welcome_then_silence) as address:
            states = Recorder()
            limits = ClientLimits(silence_timeout_s=SHORT, heartbeat_interval_s=0.05)
            client = Client(address, name="Ann", limits=limits, reconnect=False,
                            on_event=states)
            await client.connect()
            assert await client.wait_closed() == "net.peer_silent"
            assert states.of("state") == [ClientState.OPEN, ClientState.CLOSED]

    netrun(scenario())


def test_a_refusal_reaches_the_caller_with_the_hosts_code(netrun, library):
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        host.runtime.lock()
        client = Client(host.address, name="Ann", limits=FAST_CLIENT)
        with pytest.raises(ClientError) as refused:
            await client.connect()
        assert refused.value.code == "room.locked" and refused.value.details["text"]
        await host.close()

    netrun(scenario())


def strip(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != NOW_KEY}


def test_reconnect_after_cuts_at_several_points_gets_a_fresh_view(netrun, library):  # PX-NET-4
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        host.runtime.join("Host", local=True)
        recorder = Recorder()
        ann = await join(host, "Ann", on_event=recorder)
        others = [await join(host, name) for name in ("Bob", "Cy")]
        token = ann.token
        # Cut in the lobby: the seat is kept and rejoined with the same token.
        ann.drop_connection()
        await until(lambda: recorder.of("state")[-2:] == [ClientState.RECONNECTING,
                                                          ClientState.OPEN], "rejoined")
        assert ann.token == token and ann.seat == 1
        host.runtime.start()
        session = host.session
        await until(lambda: strip(ann.view.view) == session.view(1), "first view")
        # Cut during the reveal, after this client's own action, and mid-round.
        for _ in range(3):
            ann.drop_connection()
            await until(lambda: ann.state is ClientState.RECONNECTING, "noticed the cut")
            await until(lambda: ann.state is ClientState.OPEN, "reconnected")
            await until(lambda: strip(ann.view.view) == session.view(1), "fresh view")
            assert host.room.seats[1].connected
            if session.view(1)["actions"]:
                await ann.act(session.view(1)["actions"][0])
            for seat, client in ((0, None), (2, others[0]), (3, others[1])):
                actions = session.view(seat)["actions"]
                if actions and client is None:
                    host.runtime.act(seat, actions[0])
                elif actions:
                    await client.act(actions[0])
            await until(lambda: strip(ann.view.view) == session.view(1), "game goes on")
        assert session.view(1)["phase"] != "reveal"  # the game went on
        assert not ann.errors
        for client in (ann, *others):
            await client.close()
        await host.close()

    netrun(scenario())


def test_everyone_sees_a_disconnection_and_the_rejoin_gets_state_at_once(netrun, library):
    async def scenario():
        host = make_host("codenames", library)
        await host.open(LOOPBACK, 0)
        for name in ("H1", "H2", "H3"):
            host.runtime.join(name, local=True)
        host.runtime.choose_team(0, "red", "spymaster")
        host.runtime.choose_team(1, "red")
        host.runtime.choose_team(2, "blue", "spymaster")
        lost = await join(host, "Lost", reconnect=False)
        host.runtime.choose_team(3, "blue")
        table_views: list[dict] = []
        host.runtime.watch_view(None, table_views.append)
        host.runtime.start()
        await until(lambda: lost.view is not None, "view")
        token = lost.token
        lost.drop_connection()
        await until(lambda: host.room.seats[3].connected is False, "host noticed")
        assert table_views[-1]["seats"][3]["connected"] is False
        assert host.room.lobby().seats[3].connected is False
        rejoined = Recorder()
        back = Client(host.address, name="Lost", token=token, room_id=host.room_id,
                      limits=FAST_CLIENT, on_event=rejoined)
        assert (await back.connect()).seat == 3
        await until(lambda: rejoined.of("view"), "fresh view")
        assert strip(rejoined.of("view")[0].view) == host.session.view(3)
        assert table_views[-1]["seats"][3]["connected"] is True
        await back.close()
        await lost.close()
        await host.close()

    netrun(scenario())


def test_an_old_token_after_the_seat_is_vacated_gets_no_state(netrun, library):
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        for name in ("A", "B", "C"):
            host.runtime.join(name, local=True)
        leaver = await join(host, "Leaver")
        host.runtime.start()
        await until(lambda: leaver.view is not None, "view")
        token = leaver.token
        await leaver.close(leave=True)  # a plain bye: the seat is vacated (SW-EDGE-3)
        await until(lambda: host.room.seats[3].vacated, "vacated")
        assert host.session.view(None)["seats"][3]["left"] is True
        raw = await RawPeer.open(host)
        await raw.send(hello_frame(host.room_id, name="Leaver", token=token))
        got = await raw.messages()
        assert len(got) == 1 and isinstance(got[0], Refused)
        assert got[0].code == "join.bad_token"
        assert not any(isinstance(m, GameView | Lobby) for m in got)
        await raw.close()
        await host.close()

    netrun(scenario())


def test_cutting_sockets_at_random_points_of_a_game(netrun, library):  # PX-NET-4
    async def scenario():
        rng = random.Random(2024)
        host = make_host("codenames", library)
        await host.open(LOOPBACK, 0)
        clients = [await join(host, name) for name in ("Ann", "Bob", "Cy", "Dee")]
        for seat, (team, role) in enumerate([("red", "spymaster"), ("red", None),
                                             ("blue", "spymaster"), ("blue", None)]):
            host.runtime.choose_team(seat, team, role)
        host.runtime.start()
        session = host.session
        for _ in range(60):
            if session.outcome() is not None:
                break
            victim = rng.randrange(len(clients))
            if rng.random() < 0.5:
                clients[victim].drop_connection()
                await until(lambda v=victim: clients[v].state is ClientState.RECONNECTING)
            for seat, client in enumerate(clients):
                await until(lambda c=client, s=seat: c.state is ClientState.OPEN
                            and strip(c.view.view) == session.view(s), f"seat {seat} synced")
            movers = [s for s in session.seats() if session.view(s)["actions"]]
            seat = rng.choice(movers)
            actions = session.view(seat)["actions"]
            action = rng.choice(actions)
            if action["type"] == "clue":
                action = {**action, "word": "qwertzuiop", "number": 1}
            before = len(session.record.actions)
            await clients[seat].act(action)
            await until(lambda b=before: len(session.record.actions) > b, "applied")
        assert all(not client.errors for client in clients)
        for client in clients:
            await client.close()
        await host.close()

    netrun(scenario())
