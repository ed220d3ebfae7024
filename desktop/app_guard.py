"""What the window's process adds around `desktop.app.run_app` (issue 26): one window per
user (`single_instance`) and a crash report for every uncaught exception
(`crash_report`). `AppGuard.claim` before the window (from then on, exceptions are
reported: opening the profiles included), `AppGuard.watch` once it exists."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.crash_report import CrashReporter
from desktop.single_instance import SingleInstance, bring_to_front
from store import app_log


class AppGuard:
    def __init__(self) -> None:
        self.instance = SingleInstance()
        self.window: QWidget | None = None
        self.reporter = CrashReporter(lambda: self.window, app_log.current_log_file())

    def claim(self) -> bool:
        """False: another window runs for this user (asked to come to the front). True:
        this is the one, and uncaught exceptions are reported from now on."""
        if not self.instance.claim():
            return False
        self.reporter.install()
        return True

    def watch(self, window: QWidget) -> None:
        """Crash dialogs over ``window``; a later start raises it."""
        self.window = window
        self.instance.sig_raise.connect(lambda: bring_to_front(window))

    def watch_loop(self) -> None:
        """The running asyncio loop's exceptions reported too (called from inside it)."""
        import asyncio  # after the first paint (desktop.app)

        asyncio.get_running_loop().set_exception_handler(self.reporter.loop_exception)

    def release(self) -> None:
        self.reporter.uninstall()
        self.instance.release()
