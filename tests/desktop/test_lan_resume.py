"""The app reopens the room it was hosting after a crash (issue 14): the journal it kept
is offered on the home screen of the next window, and reopening it brings the game back
where it was, on the same port, while every client window rejoins its seat by itself.

The crash is `LanRoom.abort`: the host's connections reset, no goodbye, no journal write
after it (a process killed mid-game; the real SIGKILL is in
`tests/net/test_resume_process.py`).
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from desktop import content
from net.client_state import ClientState
from net.runtime import NOW_KEY
from store.packs import PackLibrary
from tests.desktop.lan_windows import Room, click, open_room, synced, window
from tests.desktop.support import widget_texts
from tests.helpers.qt_loop import qt_until, run_qt


def test_the_host_window_crashes_and_the_next_one_reopens_the_room(qtbot, qapp):
    async def scenario() -> None:
        names = ["Alice", "Bruno", "Chloé", "Dmitri", "Emma"]
        room = await open_room(qtbot, "spyword", names)
        for seat in range(5):  # everyone looks at their card (SW-RND-1)
            page = room.screen(seat).reveal_page
            qtbot.mousePress(page.hold.hold_button, Qt.MouseButton.LeftButton)
            qtbot.mouseRelease(page.hold.hold_button, Qt.MouseButton.LeftButton)
            click(qtbot, page.got_it)
            await room.step(f"seat {seat} saw their card")
        speaker = room.view()["current_speaker"]
        click(qtbot, room.screen(speaker).round_page.main_button)
        await room.step("the first clue")
        before = {seat: room.view(seat) for seat in range(5)}
        digest, seq, port = room.runtime.session.digest(), room.runtime.seq, \
            room.host.lan.hosted.address.rsplit(":", 1)[1]

        crashed = room.host
        await crashed.lan.hosted.lan.abort()
        crashed.lan = None  # the process is gone: nothing of it closes anything
        crashed.close()
        remote = [*room.clients, room.display]
        await qt_until(lambda: all(w.lan.remote.state is ClientState.RECONNECTING
                                   for w in remote), "every client reconnecting")
        assert all(w.banner.isVisible() for w in remote)

        # The app starts again: its home screen offers the room back.
        again = window(qtbot, PackLibrary.load())
        bar = again.resume_bar
        assert bar.isVisible()
        shown = widget_texts(bar)
        assert "stopped unexpectedly" in shown and "spy word" in shown
        assert all(name.casefold() in shown for name in names)
        click(qtbot, bar.reopen_button)
        await qt_until(lambda: again.lan is not None and again.lan.hosted is not None
                       and again.game_screen is not None, "the game back in the host window")
        hosted = again.lan.hosted
        assert hosted.address.rsplit(":", 1)[1] == port  # the same port: devices find it
        runtime = hosted.host.runtime
        assert runtime.session.digest() == digest and runtime.seq == seq
        assert hosted.host.room.epoch == 1
        # Its next game (Play again) can be drawn: the journal keeps this game's content,
        # not its packs, so the reopened room draws from this computer's packs in the
        # room's language (it had none: the next Start was refused, content.no_pack).
        assert hosted.packs and {p.language for p in hosted.packs} == {"en"}
        drawn = content.build_content("spyword", hosted.packs, hosted.app_settings,
                                      random.Random(1))
        assert drawn["pair"]
        await qt_until(lambda: all(w.lan.remote.state is ClientState.OPEN for w in remote),
                       "every client back", timeout=30)
        await qt_until(lambda: synced(remote, runtime.seq), "every window up to date")
        for seat, win in enumerate([again, *room.clients]):  # each screen where it was
            shown = win.controller.device_views().table
            assert {k: v for k, v in shown.items() if k != NOW_KEY} == before[seat]
        assert not any(w.banner.isVisible() for w in remote)
        # The game goes on: the next speaker gives their clue.
        resumed = Room(again, room.clients, room.display)
        speaker = resumed.view()["current_speaker"]
        click(qtbot, resumed.screen(speaker).round_page.main_button)
        await resumed.step("the next clue")
        assert not bar.isVisible()
        await resumed.close()

    run_qt(qapp, scenario())
