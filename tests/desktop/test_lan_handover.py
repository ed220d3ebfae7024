"""The hosting computer (here the TV, hosting for the table) quits mid-game and the
room's standby, the second table display's window, hosts the game on (issue 14,
PX-NET-5): every player's window follows it by itself, each screen where it was, and the
game goes on. Real windows over loopback
(`tests.desktop.lan_windows`); the network cases are in `tests/net/test_standby.py`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.widgets.connection import HOSTING, MOVED
from net.client_state import ClientState
from net.runtime import NOW_KEY
from store.packs import PackLibrary
from tests.desktop.lan_windows import (
    click,
    close_all,
    host_room,
    join_room,
    synced,
    table_display,
    window,
)
from tests.desktop.support import widget_texts
from tests.helpers.qt_loop import qt_until, run_qt


def see_card(qtbot, win) -> None:
    page = win.game_screen.reveal_page
    qtbot.mousePress(page.hold.hold_button, Qt.MouseButton.LeftButton)
    qtbot.mouseRelease(page.hold.hold_button, Qt.MouseButton.LeftButton)
    click(qtbot, page.got_it)


def test_the_host_quits_and_the_table_display_hosts_the_game_on(qtbot, qapp):
    async def scenario() -> None:
        library = PackLibrary.load()
        tv = window(qtbot, library)  # the computer on the TV hosts for the table
        lobby = await host_room(qtbot, tv, "spyword", None)
        address = tv.lan.hosted.address
        names = ["Bruno", "Chloé", "Dmitri", "Emma"]
        players = [window(qtbot, library) for _ in names]
        for win, name in zip(players, names, strict=True):
            await join_room(qtbot, win, address, name)
        display = await table_display(qtbot, library, address)  # a second screen
        await qt_until(lambda: len(tv.lan.hosted.lobby.seats) == 4, "every seat")
        await qt_until(lambda: lobby.start_button.isEnabled(), "Start enabled")
        click(qtbot, lobby.start_button)
        await qt_until(lambda: all(w.game_screen is not None for w in players), "every screen")
        host = tv.lan.hosted.host
        runtime = host.runtime
        # The other table display stands by (a table display first: it holds no secret
        # worth cheating for), listening since the start, with the (sealed) journal.
        await qt_until(lambda: host.standby_address is not None
                       and display.lan.remote.client.standby.copy is not None,
                       "the table display standing by")
        for seat in range(2):
            see_card(qtbot, players[seat])
            mark = runtime.seq
            await qt_until(lambda mark=mark: runtime.seq > mark
                           and synced(players, runtime.seq), f"seat {seat} saw their card")
        before = {seat: runtime.view(seat) for seat in range(4)}
        digest, seq = host.session.digest(), runtime.seq

        tv.close()  # the TV computer quits mid-game
        await tv.shutdown()
        await qt_until(lambda: display.lan.hosted is not None
                       and display.table_window.controller is not None
                       and display.table_window.controller.runtime is not None,
                       "the table display hosting the game")
        new = display.lan.hosted.host
        assert new.room.epoch == 1 and new.session.digest() == digest
        assert display.banner.notice == HOSTING and display.banner.isVisible()
        assert "hosts the game now" in widget_texts(display.banner)
        await qt_until(lambda: all(w.lan.remote.state is ClientState.OPEN
                                   and w.lan.remote.client.epoch == 1 for w in players),
                       "every player on the new host", timeout=5)
        await qt_until(lambda: synced(players, new.runtime.seq), "every window up to date")
        assert new.runtime.seq >= seq
        for seat, win in enumerate(players):  # each screen where it was
            assert win.banner.notice == MOVED and win.banner.isVisible()
            shown = win.controller.device_views().table
            assert {k: v for k, v in shown.items() if k != NOW_KEY} == before[seat]
        # The game goes on from the new host: the others look at their cards.
        for seat in range(2, 4):
            see_card(qtbot, players[seat])
            mark = new.runtime.seq
            await qt_until(lambda mark=mark: new.runtime.seq > mark, f"seat {seat}'s card")
        await qt_until(lambda: new.session.view(None)["phase"] == "clues", "the clue round")
        await close_all([display, *players])

    run_qt(qapp, scenario())
