"""LAN play inside the app (issue 11, PX-MODE-2, PX-NET-1..4, PX-NET-6): real main windows
in one process over loopback, on one qasync loop (as the app runs): a host window, client
windows and a table display, driven through their widgets.

Waits are on conditions checked once per Qt loop iteration (`tests.helpers.qt_loop`), no
polling, no sleeps.
"""

from __future__ import annotations

from desktop.net_texts import net_text
from net.client_state import ClientState
from store.packs import PackLibrary
from tests.desktop.lan_windows import click, host_room, join_room, window
from tests.desktop.support import widget_texts
from tests.helpers.qt_loop import qt_until, run_qt


def test_refusals_kick_lock_reconnect_and_a_second_game(qtbot, qapp):
    """PX-NET-2 (code, address), PX-NET-4 (a cut connection rejoins its own seat), the
    join refusals (name taken, locked, playing already, no answer), kick, lock, and
    another game in the same room."""
    library = PackLibrary.load()

    async def scenario() -> None:
        host = window(qtbot, library)
        lobby = await host_room(qtbot, host, "spyword", "Alice")
        address = host.lan.hosted.address
        wins = [window(qtbot, library) for _ in range(4)]
        for win, name in zip(wins, ("Bruno", "Chloé", "Dmitri", "Emma"), strict=True):
            await join_room(qtbot, win, address, name)
        late = window(qtbot, library)
        await join_room(qtbot, late, address, "bruno")  # the one name rule: taken
        assert late.lan.join_screen.isVisible()
        assert net_text("join.name_taken") in widget_texts(late.lan.join_screen) or \
            net_text("join.name_taken").casefold() in widget_texts(late.lan.join_screen)
        # Kick Emma: her window says so.
        await qt_until(lambda: (4, "kick") in lobby.row_buttons, "Emma's row")
        click(qtbot, lobby.row_buttons[(4, "kick")])
        await qt_until(lambda: wins[3].banner.isVisible(), "Emma's banner")
        assert net_text("room.kicked").casefold() in widget_texts(wins[3].banner)
        # Lock: a new player is refused with the reason.
        click(qtbot, lobby.lock_button)
        await qt_until(lambda: host.lan.hosted.lobby.locked, "locked")
        late.lan.join_screen.name_edit.clear()
        await join_room(qtbot, late, address, "Farid")
        assert net_text("room.locked").casefold() in widget_texts(late.lan.join_screen)
        click(qtbot, lobby.lock_button)
        await qt_until(lambda: not host.lan.hosted.lobby.locked, "unlocked")
        # Nobody answers at a closed port.
        nowhere = window(qtbot, library)
        await join_room(qtbot, nowhere, "127.0.0.1:9", "Gus")
        assert net_text("client.unreachable").casefold() in widget_texts(
            nowhere.lan.join_screen)
        # Start; a latecomer is refused: playing already.
        await qt_until(lambda: lobby.start_button.isEnabled(), "Start enabled")
        click(qtbot, lobby.start_button)
        players = [host, *wins[:3]]
        await qt_until(lambda: all(w.game_screen is not None for w in players), "the game")
        await join_room(qtbot, late, address, "Farid")
        assert net_text("room.started").casefold() in widget_texts(late.lan.join_screen)
        # A cut connection: the window reconnects by itself to its own seat.
        bruno = wins[0]
        seat = bruno.controller.seat
        bruno.controller.client.drop_connection()
        await qt_until(lambda: bruno.controller.state is ClientState.RECONNECTING,
                       "reconnecting")
        await qt_until(lambda: bruno.controller.state is ClientState.OPEN, "reconnected")
        assert bruno.controller.seat == seat
        assert bruno.game_screen is not None
        # Everyone leaves the game but two: it ends (SW-EDGE-3); then the same room plays
        # again with the same players.
        runtime = host.lan.hosted.host.runtime
        for leaver in wins[1:3]:
            leaver.go_home(confirm=False)
        await qt_until(lambda: runtime.session.outcome() is not None, "the game over")
        host.lan.play_again()
        await qt_until(lambda: host.stack.currentWidget() is host.lan.lobby_screen,
                       "back in the lobby")
        await qt_until(lambda: bruno.stack.currentWidget() is bruno.lan.lobby_screen,
                       "Bruno back in the lobby")
        assert [s.name for s in host.lan.hosted.lobby.seats] == ["Alice", "Bruno"]
        for win in (host, *wins, late, nowhere):
            win.close()
            await win.shutdown()

    run_qt(qapp, scenario())
