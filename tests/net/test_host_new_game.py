"""Another game in the same room with the same players (issue 11): after a game over the
host takes everyone back to the lobby; seats, tokens and connections stay, players who
left are gone, and the next game starts like the first."""

from __future__ import annotations

from net.room import Room, RoomError
from tests.helpers.idle_loop import until
from tests.net.conftest import LOOPBACK, content_for, join, make_host


def test_new_game_keeps_connected_seats_and_their_views_follow(netrun, library):
    async def scenario():
        host = make_host("taboo", library, content=content_for("taboo", library))
        await host.open(LOOPBACK, 0)
        clients = [await join(host, name) for name in ("Ann", "Bob", "Cid", "Dee", "Eve")]
        host.runtime.arrange()
        host.runtime.start()
        await until(lambda: all(c.view is not None for c in clients), "views of game 1")
        session = host.session
        for seat in (2, 3, 4):  # Cid leaves, then others, until the game ends (TB-EDGE-2..4)
            if session.outcome() is None:
                host.runtime.leave(seat)
        assert session.outcome() is not None
        stayed = [(seat.name, seat.token) for seat in host.room.seats if not seat.vacated]
        host.runtime.new_game()
        assert [(seat.name, seat.token) for seat in host.room.seats] == stayed
        assert host.session is None and not host.room.seats[0].vacated
        await until(lambda: clients[0].lobby is not None and not clients[0].lobby.started
                    and len(clients[0].lobby.seats) == len(stayed), "Ann sees the lobby again")
        for name in ("Fay", "Gus"):
            clients.append(await join(host, name))
        host.runtime.arrange()
        second = host.runtime.start(content_for("taboo", library, seed=2))
        assert second is not session
        await until(lambda: clients[0].view is not None
                    and clients[0].view.view["viewer"]["seat"] == 0
                    and clients[-1].view is not None
                    and clients[-1].view.view["viewer"]["seat"] == len(stayed) + 1,
                    "views of game 2")
        names = [seat.name for seat in host.room.seats]
        playing = [c for c in clients if c.name in names]
        await until(lambda: all(c.view.view["viewer"]["seat"] == names.index(c.name)
                                for c in playing), "each device on its own seat")
        for client in clients:
            await client.close()
        await host.close()

    netrun(scenario())


def test_a_running_game_cannot_go_back_to_the_lobby(library):
    room = Room("spyword", "Room", "en")
    for name in ("A", "B", "C", "D"):
        room.join(name)
    try:
        room.end_game()
    except RoomError as err:
        assert err.code == "room.not_started"
    room.start(1, content_for("spyword", library), 0)
    try:
        room.end_game()
    except RoomError as err:
        assert err.code == "room.game_running"
    else:
        raise AssertionError("a running game went back to the lobby")
