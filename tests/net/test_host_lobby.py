"""Host handshake, refusals and lobby over loopback: join, teams, ready, kick, lock, start
(PX-NET-3, PX-NET-4, TB-OPT-4)."""

from __future__ import annotations

import base64

import pytest

from net.client import Client, ClientError
from net.client_state import ClientState
from net.joincode import encode_join_code
from net.protocol import PROTOCOL_VERSION, TABLE, GameView, Lobby, Refused, Welcome
from net.room import RoomError
from net.tuning import HostLimits
from tests.net.conftest import (
    FAST_CLIENT,
    LOOPBACK,
    RawPeer,
    Recorder,
    hello_frame,
    join,
    make_host,
    until,
)


def test_player_and_table_join_and_everyone_sees_the_lobby(netrun, library):
    async def scenario():
        host = make_host("taboo", library)
        await host.open(LOOPBACK, 0)
        lobbies = []
        host.runtime.watch_lobby(lobbies.append)
        ann = await join(host, "Ann")
        table = Client(host.address, role=TABLE, room_id=host.room_id, limits=FAST_CLIENT)
        welcome = await table.connect()
        assert welcome.seat is None and welcome.token is None
        assert ann.seat == 0 and ann.welcome.room == host.room_id
        # A token of at least 128 bits, url-safe base64.
        assert len(base64.urlsafe_b64decode(ann.token + "==")) >= 16
        await until(lambda: table.lobby is not None and len(table.lobby.seats) == 1)
        assert table.lobby.seats[0].name == "Ann" and table.lobby.seats[0].connected
        assert ann.token not in repr(table.lobby) and ann.token not in repr(lobbies)
        assert host.tables == 1
        await table.close()
        await ann.close()
        await host.close()

    netrun(scenario())


def test_join_by_join_code_checks_the_room(netrun, library):  # PX-NET-2
    async def scenario():
        host = make_host("spyword", library)
        _, port = await host.open(LOOPBACK, 0)
        assert host.join_code == encode_join_code(LOOPBACK, port, host.room_id)
        bob = Client(host.join_code, name="Bob", limits=FAST_CLIENT)
        assert (await bob.connect()).room == host.room_id
        other_room = "fffff" if host.room_id != "fffff" else "00000"
        stray = Client(encode_join_code(LOOPBACK, port, other_room), name="Cy",
                       limits=FAST_CLIENT)
        with pytest.raises(ClientError) as refused:
            await stray.connect()
        assert refused.value.code == "room.wrong"
        assert stray.state is ClientState.CLOSED and stray.close_code == "room.wrong"
        assert [s.name for s in host.room.seats] == ["Bob"]
        await bob.close()
        await host.close()

    netrun(scenario())


@pytest.mark.parametrize(("hello", "code"), [
    (lambda room: hello_frame(room, protocol=PROTOCOL_VERSION + 1),
     "protocol.version_mismatch"),  # PX-NET-3
    (lambda room: hello_frame("zzzzz"), "room.wrong"),
    (lambda room: hello_frame(room, token="A" * 22), "join.bad_token"),
    (lambda room: hello_frame(room, name="  "), "join.bad_name"),
])
def test_refusals_carry_their_code_and_no_state(netrun, library, hello, code):
    async def scenario():
        host = make_host("codenames", library)
        await host.open(LOOPBACK, 0)
        me = host.runtime.join("Host", local=True)
        raw = await RawPeer.open(host)
        await raw.send(hello(host.room_id))
        got = await raw.messages()
        assert len(got) == 1 and isinstance(got[0], Refused) and got[0].code == code
        assert host.room.seats[me].name == "Host" and len(host.room.seats) == 1
        await raw.close()
        await host.close()

    netrun(scenario())


def test_full_room_locked_room_and_started_room_refuse_new_players(netrun, library):
    async def scenario():
        host = make_host("codenames", library, limits=HostLimits(max_connections=2))
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        host.runtime.lock()
        with pytest.raises(ClientError) as locked:
            await join(host, "Bob")
        assert locked.value.code == "room.locked"
        host.runtime.lock(False)
        bob = await join(host, "Bob")
        with pytest.raises(ClientError) as full:
            await join(host, "Cy")
        assert full.value.code == "room.full"
        await bob.close()
        await until(lambda: host.connections == 1, "bob gone")
        with pytest.raises(ClientError) as taken:
            await join(host, "ANN")  # names are compared without case
        assert taken.value.code == "join.name_taken"
        await ann.close()
        await host.close()

    netrun(scenario())


def test_when_every_handshake_slot_is_held_the_oldest_silent_one_makes_room(netrun, library):
    """PX-NET-2 (issue 13): a newcomer never waits behind silent handshakes; the oldest
    pending connection is refused ``room.busy`` instead."""
    async def scenario():
        host = make_host("spyword", library, limits=HostLimits(max_pending=3))
        await host.open(LOOPBACK, 0)
        silent = [await RawPeer.open(host) for _ in range(3)]
        await until(lambda: host.connections == 3, "three pending")
        extra = await RawPeer.open(host)
        got = await silent[0].messages()
        assert [type(m) for m in got] == [Refused] and got[0].code == "room.busy"
        await extra.send(hello_frame(host.room_id, name="Late"))
        assert isinstance(await extra.next_message(), Welcome)
        for raw in [*silent, extra]:
            await raw.close()
        await host.close()

    netrun(scenario())


def test_taboo_lobby_teams_ready_kick_and_start(netrun, library):  # TB-OPT-4
    async def scenario():
        host = make_host("taboo", library)
        await host.open(LOOPBACK, 0)
        me = host.runtime.join("Host", local=True)
        names = ["Ann", "Bob", "Cy"]
        recorders = [Recorder() for _ in names]
        clients = [await join(host, name, on_event=rec) for name, rec in zip(names, recorders,
                                                                            strict=True)]
        # A new player joins the smaller team: red, blue, red, blue.
        assert [s.team for s in host.room.seats] == ["red", "blue", "red", "blue"]
        await clients[0].choose_team("red")
        await clients[1].ready(True)
        await until(lambda: clients[2].lobby.seats[1].team == "red"
                    and clients[2].lobby.seats[2].ready, "lobby update")
        await clients[0].choose_team("purple")
        await until(lambda: clients[0].errors, "refusal")
        assert clients[0].errors[-1].code == "room.team.unknown"
        # Kick Cy (seat 3): Cy's connection is told and closed, the token is dropped.
        cy_token = clients[2].token
        host.runtime.kick(3)
        assert await clients[2].wait_closed() == "room.kicked"
        with pytest.raises(ClientError) as old:
            await join(host, "Cy", token=cy_token)
        assert old.value.code == "room.kicked"  # issue 28: a kicked player stays out
        with pytest.raises(ClientError) as again:
            await join(host, "cy")  # under the same name either
        assert again.value.code == "room.kicked"
        with pytest.raises(RoomError):
            host.runtime.kick(me)  # the host's own seat is not kicked
        dan = await join(host, "Dan")
        assert host.room.seats[3].team == "blue"  # the smaller team
        await dan.choose_team("red")
        await until(lambda: host.room.seats[3].team == "red", "dan red")
        await dan.choose_team("blue")
        await until(lambda: host.room.seats[3].team == "blue", "dan blue")
        host.runtime.choose_team(1, "blue")
        host.runtime.start()
        await until(lambda: all(c.view is not None for c in (clients[0], clients[1], dan)),
                    "views")
        assert clients[0].view.view["viewer"]["seat"] == 1 and dan.view.view["viewer"]["seat"] == 3
        assert clients[0].lobby.started
        with pytest.raises(ClientError):
            await join(host, "Eve")  # the game runs: no new player
        await clients[1].ready(False)
        await until(lambda: clients[1].errors, "started refusal")
        assert clients[1].errors[-1].code == "room.started"
        for client in (clients[0], clients[1], dan):
            await client.close()
        await host.close()

    netrun(scenario())


def test_before_start_a_leaving_player_frees_the_seat_and_the_others_keep_their_ids(
        netrun, library):
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        ann, bob, cy = [await join(host, name) for name in ("Ann", "Bob", "Cy")]
        await ann.close()  # a plain bye: leaves
        await until(lambda: [s.name for s in host.room.seats] == ["Bob", "Cy"], "ann left")
        await until(lambda: cy.lobby is not None and len(cy.lobby.seats) == 2, "lobby")
        assert (bob.seat, cy.seat) == (1, 2)  # their ids: never renumbered
        assert (bob.game_seat, cy.game_seat) == (0, 1)  # their places in the lobby
        await cy.act({"type": "got_it"})
        await until(lambda: cy.errors, "not started")
        assert cy.errors[-1].code == "room.not_started"
        await bob.close()
        await cy.close()
        await host.close()

    netrun(scenario())


def test_table_display_gets_public_view_and_lobby_only(netrun, library):  # PX-MODE-3
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        for name in ("A", "B", "C", "D"):
            host.runtime.join(name, local=True)
        raw = await RawPeer.open(host)
        await raw.send(hello_frame(host.room_id, role=TABLE))
        assert isinstance(await raw.next_message(), Welcome)
        assert isinstance(await raw.next_message(), Lobby)
        host.runtime.start()
        lobby = await raw.next_message()
        assert isinstance(lobby, Lobby) and lobby.started
        view = await raw.next_message()
        assert isinstance(view, GameView)
        table_view = host.session.view(None)
        assert {k: v for k, v in view.view.items() if k != "now_ms"} == table_view
        await raw.close()
        await host.close()

    netrun(scenario())
