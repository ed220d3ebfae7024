"""Issue 26: an uncaught exception is logged and shown (what happened, the log's path, a
copy button), and the app keeps running (PX-DIST-2)."""

from __future__ import annotations

import asyncio
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton, QWidget

from desktop.crash_report import CrashDialog, CrashReporter
from store import app_log


@pytest.fixture
def logged():
    path = app_log.start_logging("palabre")
    assert path is not None
    yield path
    app_log.stop_logging()


@pytest.fixture
def window(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    return widget


@pytest.fixture
def reporter(window, logged):
    installed = CrashReporter(lambda: window, logged).install()
    yield installed
    installed.uninstall()


def broken_slot() -> None:
    raise RuntimeError("the deck is empty")


@pytest.mark.qt_no_exception_capture  # the exception must reach our sys.excepthook
def test_an_exception_in_a_slot_writes_the_log_and_shows_the_dialog(qtbot, window, logged,
                                                                    reporter):
    button = QPushButton("Deal", window)
    button.clicked.connect(broken_slot)
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))
    with qtbot.waitSignal(reporter.sig_shown, timeout=5000) as shown:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = shown.args[0]
    assert isinstance(dialog, CrashDialog)
    assert dialog in QApplication.topLevelWidgets() and dialog.isVisible()
    assert dialog.parent() is window
    assert "RuntimeError: the deck is empty" in dialog.message.text()
    assert str(logged) in dialog.where.text()
    text = logged.read_text(encoding="utf-8")
    assert "ERROR desktop.crash_report: uncaught exception" in text
    assert "in broken_slot" in text and "RuntimeError: the deck is empty" in text
    dialog.copy.click()
    copied = QGuiApplication.clipboard().text()
    assert "in broken_slot" in copied and str(logged) in copied
    assert dialog.copy.text() == "Copied"
    # The app runs on: the button still works, and a second error joins the same dialog.
    with qtbot.waitSignal(reporter.sig_shown, timeout=5000) as again:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert again.args[0] is dialog and len(clicks) == 2
    assert "2 errors so far" in dialog.message.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not dialog.isVisible()


def test_a_thread_exception_is_shown_on_the_gui_thread(qtbot, reporter, logged):
    def work() -> None:
        raise ValueError("bad frame")

    with qtbot.waitSignal(reporter.sig_shown, timeout=5000) as shown:
        thread = threading.Thread(target=work, name="decoder")
        thread.start()
        thread.join(timeout=5)
    assert "ValueError: bad frame" in shown.args[0].message.text()
    assert "uncaught exception in thread decoder" in logged.read_text(encoding="utf-8")


def test_an_asyncio_task_exception_is_reported(qtbot, reporter, logged):
    async def failing() -> None:
        raise KeyError("seat")

    loop = asyncio.new_event_loop()
    try:
        loop.set_exception_handler(reporter.loop_exception)
        with qtbot.waitSignal(reporter.sig_shown, timeout=5000) as shown:
            loop.call_soon(loop.call_exception_handler,
                           {"message": "Task exception was never retrieved",
                            "exception": KeyError("seat")})
            loop.run_until_complete(asyncio.sleep(0))
    finally:
        loop.close()
    assert "KeyError: 'seat'" in shown.args[0].message.text()
    assert "asyncio: Task exception was never retrieved" in logged.read_text(encoding="utf-8")


def test_ctrl_c_keeps_pythons_handling(reporter, monkeypatch):
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(reporter, "_previous_hook", lambda kind, *_: seen.append(kind))
    reporter.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert seen == [KeyboardInterrupt] and reporter.dialog is None
