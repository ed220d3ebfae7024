"""Issue 24's probed seat bug, through real windows over loopback
(`tests.desktop.lan_windows`): a player's laptop (no table display in the room) stands by,
the hosting window quits mid-game and the laptop hosts the game on (PX-NET-5, TB-EDGE-5);
the old host's player keeps their seat offline (issue 28) until the new host removes it;
a player leaves, the game ends (TB-EDGE-6), the new host presses Play again and the
vacated seats are removed from the lobby, so every later seat's place shifts. The new
hosting window's `HostedRoom.seat` is a seat id: it still names its own player, and so does
every other window's client, by name and by token; the next game shows each window its
own player. (A seat that was an index named another player here.)
"""

from __future__ import annotations

from desktop.main_window import MainWindow
from net.client_state import ClientState
from store.packs import PackLibrary
from tests.desktop.lan_windows import (
    click,
    close_all,
    controller_of,
    host_room,
    join_room,
    synced,
    window,
)
from tests.helpers.qt_loop import qt_until, run_qt

NAMES = ["Ana", "Bruno", "Chloé", "Dmitri", "Emma"]
GINA = "Gina"  # joins, leaves the lobby (ids and places part), joins again later
TEAMS = {"Ana": "red", "Bruno": "red", "Chloé": "red",
         "Dmitri": "blue", "Emma": "blue", GINA: "blue"}


def own_player(win: MainWindow) -> str:
    """The name of the player this window's game screen is for (the view's own seat)."""
    view = controller_of(win).device_views().table
    return view["seats"][view["viewer"]["seat"]]["name"]


def test_the_new_hosting_window_follows_its_seat_id_after_play_again(qtbot, qapp):
    async def scenario() -> None:
        library = PackLibrary.load()
        host = window(qtbot, library)
        lobby = await host_room(qtbot, host, "taboo", NAMES[0])  # seat id 0, first
        address = host.lan.hosted.address
        hosted = host.lan.hosted
        gina = window(qtbot, library)
        await join_room(qtbot, gina, address, GINA)  # seat id 1 ...
        await qt_until(lambda: len(hosted.lobby.seats) == 2, "Gina's seat")
        gina.go_home(confirm=False)  # ... removed from the lobby: ids and places part
        await qt_until(lambda: len(hosted.lobby.seats) == 1, "Gina gone")
        others = [window(qtbot, library) for _ in NAMES[1:]]
        for win, name in zip(others, NAMES[1:], strict=True):
            await join_room(qtbot, win, address, name)
        await join_room(qtbot, gina, address, GINA)
        players = {name: win for name, win in zip([*NAMES[1:], GINA], [*others, gina],
                                                  strict=True)}
        windows = {NAMES[0]: host, **players}
        await qt_until(lambda: len(hosted.lobby.seats) == 6, "every seat")
        room = hosted.host.runtime.room
        for seat in list(room.seats):  # the host's lobby power: three against three
            hosted.move(seat.id, TEAMS[seat.name], None)
        assert [s.id for s in room.seats] == [0, 2, 3, 4, 5, 6]  # no id 1 any more
        await qt_until(lambda: lobby.start_button.isEnabled(), "Start enabled")
        click(qtbot, lobby.start_button)
        await qt_until(lambda: all(w.game_screen is not None for w in windows.values()),
                       "every screen")

        # The laptop with the lowest seat stands by (no table display in the room).
        old = hosted.host
        await qt_until(lambda: old.standby_address is not None and any(
            w.lan.remote.client.standby is not None
            and w.lan.remote.client.standby.copy is not None for w in players.values()),
            "a player's laptop standing by")
        laptop = next(w for w in players.values() if w.lan.remote.client.standby is not None
                      and w.lan.remote.client.standby.address == old.standby_address)
        assert laptop is players["Bruno"] and laptop.lan.remote.seat == 2  # place 1

        ana_token = room.seat(0).token
        host.close()  # the hosting window quits mid-game: the laptop hosts the game on
        await host.shutdown()
        await qt_until(lambda: laptop.lan.hosted is not None
                       and laptop.lan.hosted.controller is not None, "the laptop hosting")
        new = laptop.lan.hosted.host
        remote = {name: w for name, w in players.items() if w is not laptop}
        await qt_until(lambda: all(w.lan.remote.state is ClientState.OPEN
                                   and w.lan.remote.client.epoch == 1 for w in remote.values()),
                       "every player on the new host", timeout=5)
        await qt_until(lambda: synced(list(remote.values()), new.runtime.seq),
                       "every window up to date")
        assert new.session.outcome() is None
        # Issue 28: Ana (the old host's player) did not leave: her seat waits, offline,
        # rejoinable with its token from any device; the new host removes it.
        ana = new.runtime.room.seats[0]
        assert ana.name == "Ana" and not ana.vacated and not ana.connected
        assert new.runtime.room.seat_of_token(ana_token) == ana.id  # PX-NET-4 (its hash,
        # issue 25: the new host never had the token)
        new.runtime.kick(ana.id)
        assert new.runtime.was_kicked(ana_token)  # refused room.kicked (issue 28)
        assert new.session.outcome() is None  # red still has Bruno and Chloé

        # Chloé leaves: red falls below two players, the game ends with no winner.
        leaver = remote.pop("Chloé")
        leaver.go_home(confirm=False)
        await leaver.shutdown()
        await qt_until(lambda: new.session.outcome() is not None, "the game over")
        again = laptop.game_screen.end.again_button
        await qt_until(lambda: again.isVisible(), "the laptop's end screen")
        click(qtbot, again)  # Play again: the lobby, without Ana's and Chloé's seats
        moved = laptop.lan.hosted
        await qt_until(lambda: moved.lobby is not None and not moved.lobby.started
                       and len(moved.lobby.seats) == 4, "the new lobby")
        await qt_until(lambda: all(w.lan.remote.lobby is not None
                                   and len(w.lan.remote.lobby.seats) == 4
                                   and not w.lan.remote.lobby.started
                                   for w in remote.values()), "every window's lobby")

        room = new.runtime.room
        assert [s.name for s in room.seats] == ["Bruno", "Dmitri", "Emma", GINA]
        # The new hosting window's seat is Bruno's id; his place is where the id is now.
        assert moved.seat == 2 and room.seat(moved.seat).name == "Bruno"
        place = room.index_of(moved.seat)
        assert place == 0 and moved.lobby.seats[place].id == moved.seat
        assert moved.lobby.seats[place].name == "Bruno"
        for name, win in remote.items():  # every client's seat id: its own player
            client = win.lan.remote.client
            assert room.seat(client.seat).name == name
            assert client.token == room.seat(client.seat).token

        # The next game: each window's screen is for its own player.
        click(qtbot, laptop.lan.lobby_screen.shuffle_button)
        start = laptop.lan.lobby_screen.start_button
        await qt_until(lambda: start.isEnabled(), "Start enabled again")
        click(qtbot, start)
        await qt_until(lambda: moved.controller is not None
                       and all(w.game_screen is not None and w.controller is not None
                               and w.controller.game_seat is not None
                               for w in remote.values()), "every screen again")
        await qt_until(lambda: synced(list(remote.values()), new.runtime.seq),
                       "every window on the new game")
        assert moved.controller.played == (room.index_of(moved.seat),)
        assert own_player(laptop) == "Bruno"
        for name, win in remote.items():
            assert win.controller.game_seat == room.index_of(win.controller.seat)
            assert own_player(win) == name
        await close_all([laptop, *remote.values()])

    run_qt(qapp, scenario())
