"""Issue 26 (PX-DIST-2): the app's own wiring, on the real main window: a deliberate
exception in a slot shows the crash dialog over it, and a second start raises it."""

from __future__ import annotations

import asyncio
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.app import create_main_window
from desktop.app_guard import AppGuard
from desktop.single_instance import SingleInstance
from store import app_log


@pytest.mark.qt_no_exception_capture  # the exception must reach the app's sys.excepthook
def test_the_main_window_gets_crash_reports_and_raise_requests(qtbot, qapp):
    log_path = app_log.start_logging("palabre")
    guard = AppGuard()
    loop = asyncio.new_event_loop()
    try:
        assert guard.claim() and sys.excepthook == guard.reporter.excepthook
        window = create_main_window(qapp)
        qtbot.addWidget(window)

        guard.watch(window)

        async def watch() -> None:
            guard.watch_loop()

        loop.run_until_complete(watch())
        assert loop.get_exception_handler() == guard.reporter.loop_exception
        window.showMinimized()
        button = QPushButton("Deal", window.home)

        def deal() -> None:
            raise LookupError("no pack for this language")

        button.clicked.connect(deal)
        with qtbot.waitSignal(guard.reporter.sig_shown, timeout=5000) as shown:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        dialog = shown.args[0]
        assert dialog.parent() is window and dialog.isVisible()
        assert "LookupError: no pack for this language" in dialog.message.text()
        assert str(log_path) in dialog.where.text()
        assert "no pack for this language" in log_path.read_text(encoding="utf-8")
        dialog.close()
        with qtbot.waitSignal(guard.instance.sig_raise, timeout=5000):
            assert not SingleInstance().claim()  # a second start
        assert window.isVisible() and not window.isMinimized()
    finally:
        guard.release()
        loop.close()
        app_log.stop_logging()
    assert sys.excepthook != guard.reporter.excepthook
