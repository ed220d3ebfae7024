"""The host's window quits mid-game and the room's standby, the table display's window,
hosts the game on (issue 14, PX-NET-5): every other window follows it by itself, each
screen where it was, and the game goes on. Real windows over loopback
(`tests.desktop.lan_windows`); the network cases are in `tests/net/test_standby.py`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.widgets.connection import HOSTING, MOVED
from net.client import ClientState
from net.runtime import NOW_KEY
from tests.desktop.lan_windows import click, open_room, synced
from tests.desktop.support import widget_texts
from tests.helpers.qt_loop import qt_until, run_qt


def test_the_host_quits_and_the_table_display_hosts_the_game_on(qtbot, qapp):
    async def scenario() -> None:
        names = ["Alice", "Bruno", "Chloé", "Dmitri", "Emma"]
        room = await open_room(qtbot, "spyword", names)
        host = room.host.lan.hosted.host
        display = room.display
        # The table display stands by (a table display first: it holds no secret worth
        # cheating for), listening since the start, with the journal.
        await qt_until(lambda: host.standby_address is not None
                       and display.lan.remote.client.standby.saved is not None,
                       "the table display standing by")
        for seat in range(2):
            page = room.screen(seat).reveal_page
            qtbot.mousePress(page.hold.hold_button, Qt.MouseButton.LeftButton)
            qtbot.mouseRelease(page.hold.hold_button, Qt.MouseButton.LeftButton)
            click(qtbot, page.got_it)
            await room.step(f"seat {seat} saw their card")
        before = {seat: room.view(seat) for seat in range(1, 5)}
        digest, seq = host.session.digest(), room.runtime.seq

        room.host.close()  # Alice quits: her window closes mid-game
        await room.host.shutdown()
        await qt_until(lambda: display.lan.hosted is not None
                       and display.table_window.controller is not None
                       and display.table_window.controller.runtime is not None,
                       "the table display hosting the game")
        new = display.lan.hosted.host
        assert new.room.epoch == 1 and new.session.digest() == digest
        assert display.banner.notice == HOSTING and display.banner.isVisible()
        assert "hosts the game now" in widget_texts(display.banner)
        await qt_until(lambda: all(w.lan.remote.state is ClientState.OPEN
                                   and w.lan.remote.client.epoch == 1 for w in room.clients),
                       "every player on the new host")
        await qt_until(lambda: synced(room.clients, new.runtime.seq), "every window up to date")
        assert new.runtime.seq >= seq
        for seat, win in enumerate(room.clients, start=1):  # each screen where it was
            assert win.banner.notice == MOVED and win.banner.isVisible()
            shown = {k: v for k, v in win.controller.device_views().table.items()
                     if k != NOW_KEY}
            assert {k: v for k, v in shown.items() if k != "seats"} == \
                {k: v for k, v in before[seat].items() if k != "seats"}
        # The game goes on from the new host: the others look at their cards.
        for seat in range(2, 5):
            page = room.clients[seat - 1].game_screen.reveal_page
            qtbot.mousePress(page.hold.hold_button, Qt.MouseButton.LeftButton)
            qtbot.mouseRelease(page.hold.hold_button, Qt.MouseButton.LeftButton)
            click(qtbot, page.got_it)
            mark = new.runtime.seq
            await qt_until(lambda mark=mark: new.runtime.seq > mark, f"seat {seat}'s card")
        await qt_until(lambda: new.session.view(None)["phase"] == "clues", "the clue round")
        for win in [*room.clients, display]:
            win.close()
            await win.shutdown()

    run_qt(qapp, scenario())
