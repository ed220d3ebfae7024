"""Issue 24's "Done when": a seat keeps its identity. Seats are removed from the middle of
a lobby (a player leaves, the host kicks one), a game is played, the room is handed over
to the standby, seats are removed again on the new host, and a second game is played:
every device (app clients over TCP, a phone over the web transport's WebSocket, the
hosting computer's own seat, the standby) still acts for its own player, checked by name
and token, in all three games (PX-NET-4, PX-NET-5, PX-NET-6).
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import pytest

from core import registry
from net.bots import Bot, close_bots, join_bots, play_bots
from net.client import Client
from net.host import Host
from net.protocol import TABLE
from net.web import WebServer
from net.web_link import websocket_opener
from tests.helpers.fake_clock import FakeClock
from tests.helpers.idle_loop import run_idle, until
from tests.net.test_standby import HOST_LIMITS, LIMITS, WAIT_S, LocalPlayer
from tests.net.test_whole_games import (
    LOOPBACK,
    actions_applied,
    advance_if_idle,
    library,
    pack_content,
    waiting_for_a_timer,
)

__all__ = ["library"]  # the module-scoped pack library fixture

#: Who sits where, in joining order: ``Gone 1`` leaves and ``Gone 2`` is kicked before
#: the first game (seats in the middle), ``Bob`` is kicked before the second.
TCP_NAMES = ("Ann", "Gone 1", "Bob", "Gone 2", "Cat", "Dan", "Eve")
PHONE_NAME = "Pip"
HOST_NAME = "Hostie"


def check_own_seats(host: Host, players: dict[str, Client]) -> None:
    """Each client's seat id names its own player's seat (name and token), and in a game
    its game seat is that seat too."""
    room = host.room
    for name, client in players.items():
        assert client.seat is not None
        seat = room.seat(client.seat)
        assert (seat.name, seat.token) == (name, client.token), name
        index = room.index_of(client.seat)
        assert client.lobby is not None and client.game_seat == index, name
        assert client.lobby.seats[index].name == name


async def drive(host: Host, clock: FakeClock, bots: list[Bot]) -> list[dict[str, Any] | None]:
    """Play the bots to the end, the fake clock jumping to a deadline when only a timer
    can move the game on."""
    playing = asyncio.ensure_future(play_bots(bots))
    try:
        while not playing.done():
            advance_if_idle(host, clock)
            seen = actions_applied(host)
            await until(lambda seen=seen: playing.done() or waiting_for_a_timer(host)
                        or actions_applied(host) != seen, "the game to move on", WAIT_S)
    finally:
        if not playing.done():
            playing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await playing
    return playing.result()


def check_final_views(host: Host, bots: list[Bot]) -> None:
    """Every bot ended with its own seat's view of the game (PX-NET-6)."""
    session = host.session
    assert session is not None and session.outcome() is not None
    for bot in bots:
        index = host.room.index_of(bot.seat)
        assert host.room.seats[index].name == bot.name
        final = dict(bot.final_view or {})
        final.pop("now_ms", None)
        assert final == session.view(index), bot.name


@pytest.mark.parametrize("game", sorted(registry.GAMES))
def test_removed_seats_and_a_hand_over_leave_every_device_on_its_own_seat(
        game: str, library: Any, tmp_path: Path) -> None:
    async def scenario() -> None:
        clock = FakeClock()
        host = Host(game, room_name="Ids", language="en", seed=24, clock=clock,
                    content=pack_content(game, library, 24), limits=HOST_LIMITS,
                    records_dir=tmp_path / "old-host")
        address = await host.open(LOOPBACK, 0)
        web = WebServer(host)
        opener = websocket_opener(await web.open(LOOPBACK, 0))
        me = host.runtime.join(HOST_NAME, local=True)  # the hosting window's seat
        new_host: list[Host] = []
        standby = Client(address, role=TABLE, room_id=host.room_id, limits=LIMITS,
                         on_event=lambda e: new_host.append(e.value) if e.kind == "host" else None,
                         standby={"interface": LOOPBACK, "host_options": {
                             "records_dir": tmp_path / "new-host", "limits": HOST_LIMITS,
                             "clock": clock}})
        await standby.connect()
        bots: list[Bot] = []
        local: LocalPlayer | None = None
        try:
            bots = await join_bots(address, 3, seed=1, room_id=host.room_id, limits=LIMITS,
                                   names=TCP_NAMES[:3])
            bots += await join_bots(address, 1, seed=2, room_id=host.room_id, limits=LIMITS,
                                    names=[PHONE_NAME], opener=opener)
            bots += await join_bots(address, 4, seed=3, room_id=host.room_id, limits=LIMITS,
                                    names=TCP_NAMES[3:])
            by_name = {bot.name: bot for bot in bots}
            # -- Seats removed from the middle of the lobby --
            await by_name["Gone 1"].close()  # a plain bye: leaves
            host.runtime.kick(by_name["Gone 2"].seat)
            bots = [bot for bot in bots if not bot.name.startswith("Gone")]
            names = [HOST_NAME, "Ann", "Bob", PHONE_NAME, "Cat", "Dan", "Eve"]
            await until(lambda: all(b.client.lobby is not None and len(b.client.lobby.seats)
                                    == len(names) for b in bots), "the lobby after", WAIT_S)
            assert [seat.name for seat in host.room.seats] == names
            assert host.room.seat(me).name == HOST_NAME and host.room.host_seat == me
            assert [bot.seat for bot in bots] == [1, 3, 4, 6, 7, 8]  # ids never renumbered
            check_own_seats(host, {bot.name: bot.client for bot in bots})
            # -- Game 1, on the first host --
            host.runtime.arrange()
            host.runtime.start()
            local = LocalPlayer(host, host.runtime.game_seat(me), seed=4)
            local._on_view(host.runtime.view(local.seat))
            assert host.room.seats[local.seat].name == HOST_NAME
            await drive(host, clock, bots)
            check_final_views(host, bots)
            check_own_seats(host, {bot.name: bot.client for bot in bots})
            await until(lambda: host.standby_address is not None, "a standby", WAIT_S)
            # -- The hand-over: the hosting computer's player leaves, as its window does;
            # the phone page follows a hand-over by itself (tests/web), this one leaves --
            local.stop()
            local = None
            host.runtime.leave(me)
            phone = by_name[PHONE_NAME]
            await phone.close()
            bots.remove(phone)
            assert await host.hand_over()
            await until(lambda: bool(new_host), "the standby took over", WAIT_S)
            new = new_host[0]
            await until(lambda: all(new.seat_connection_open(bot.seat) for bot in bots),
                        "every device on the new host", WAIT_S)
            check_own_seats(new, {bot.name: bot.client for bot in bots})
            # -- Play again on the new host, a seat removed from the middle first --
            new.runtime.new_game()
            host_gone = [seat.name for seat in new.room.seats]
            assert host_gone == ["Ann", "Bob", "Cat", "Dan", "Eve"]
            bob = by_name["Bob"]
            new.runtime.kick(bob.seat)
            bots.remove(bob)
            await until(lambda: all(b.client.lobby is not None and not b.client.lobby.started
                                    and len(b.client.lobby.seats) == 4 for b in bots),
                        "the second lobby", WAIT_S)
            check_own_seats(new, {bot.name: bot.client for bot in bots})
            new.runtime.arrange()
            new.runtime.start()
            await until(lambda: all(b.client.view is not None and b.client.lobby is not None
                                    and b.client.lobby.started
                                    and b.client.view.view.get("outcome") is None
                                    for b in bots), "game 2's first views", WAIT_S)
            await drive(new, clock, bots)
            check_final_views(new, bots)
            check_own_seats(new, {bot.name: bot.client for bot in bots})
        finally:
            if local is not None:
                local.stop()
            await close_bots(bots)
            await standby.close()
            for taken in new_host:
                await taken.close()
            await host.close()
            await web.close()

    run_idle(scenario())
