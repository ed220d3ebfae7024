"""The hosting window is loud about a journal it cannot write (issue 27): the first
failed write shows "This room is no longer crash-safe: <reason>" on the hosting window;
after a crash, the reopened room says how many changes its journal could not hold; a
journal too damaged to reopen is named on the home screen, with a fresh start.

The folder fault is at the I/O boundary (`tests.helpers.disk_faults`); the crash is
`LanRoom.abort` (as in test_lan_resume.py).
"""

from __future__ import annotations

import pytest

from net.journal import Journal
from store import paths
from store.packs import PackLibrary
from tests.desktop.lan_windows import click, close_all, host_room, window
from tests.desktop.support import widget_texts
from tests.helpers.disk_faults import make_read_only
from tests.helpers.qt_loop import qt_until, run_qt


def test_the_hosting_window_says_when_its_room_is_no_longer_crash_safe(qtbot, qapp):
    library = PackLibrary.load()

    async def scenario() -> None:
        win = window(qtbot, library)
        await host_room(qtbot, win, "codenames", "Alice")
        hosted = win.lan.hosted
        assert not win.crash_banner.isVisible()
        runtime = hosted.host.runtime
        with pytest.MonkeyPatch.context() as disk:  # the folder read-only for a while
            make_read_only(disk, hosted.journal.path.parent)
            runtime.set_ready(hosted.seat, True)  # changes the journal cannot hold
            runtime.set_ready(hosted.seat, False)
            await hosted.host.journal_written()  # on the journal's thread, then told here
        assert win.crash_banner.isVisible()
        shown = widget_texts(win.crash_banner)
        assert "no longer crash-safe" in shown and "its folder cannot be written" in shown
        assert Journal(hosted.journal.path).load().unsaved == 2  # noted for a resume

        await hosted.lan.abort()  # the app crashes now
        win.lan = None
        win.close()
        again = window(qtbot, library)
        click(qtbot, again.resume_bar.reopen_button)
        await qt_until(lambda: again.lan is not None and again.lan.hosted is not None,
                       "the room reopened")
        assert again.crash_banner.isVisible()
        assert "the last 2 changes could not be saved" in widget_texts(again.crash_banner)
        click(qtbot, again.crash_banner.ok_button)
        assert not again.crash_banner.isVisible()
        await close_all([again])

    run_qt(qapp, scenario())


def test_a_damaged_journal_is_named_and_the_app_starts_fresh(qtbot, qapp):
    """Any changed byte of a journal is named (journal.checksum); the home screen says
    so and its one choice sets the file aside."""
    library = PackLibrary.load()

    async def scenario() -> None:
        win = window(qtbot, library)
        await host_room(qtbot, win, "spyword", "Alice")
        path = win.lan.hosted.journal.path
        await win.lan.hosted.lan.abort()
        win.lan = None
        win.close()
        damaged = bytearray(path.read_bytes())
        damaged[len(damaged) // 2] ^= 0x04
        path.write_bytes(bytes(damaged))
        again = window(qtbot, library)
        bar = again.resume_bar
        assert bar.isVisible() and not bar.reopen_button.isVisible()
        assert "journal.checksum" in widget_texts(bar)
        click(qtbot, bar.forget_button)
        assert not bar.isVisible()
        assert [p.name.split(".damaged-")[0] for p in paths.user_journals_dir().iterdir()] \
            == [path.name]  # kept aside for a bug report, no longer offered
        assert window(qtbot, library).resume_bar.isHidden()

    run_qt(qapp, scenario())
