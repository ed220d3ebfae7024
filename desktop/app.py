"""The Qt application: settings, language, theme, then the main window.

One event loop, one thread (GUIDE §6): `run_app` runs asyncio on the Qt loop (qasync), so
the LAN host, clients and mDNS (`net/`) run beside the widgets with no polling. The app
quits when the main window closes, after its rooms and connections are closed cleanly.

The window is made and painted before asyncio and qasync are imported (~50 ms of
imports, issue 30): the home screen needs neither, and the player sees it sooner.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from desktop import startup_probe
from desktop.app_guard import AppGuard
from desktop.i18n import Translations
from desktop.main_window import MainWindow
from desktop.profile_open import open_profiles
from desktop.qt_app import application
from desktop.settings import APPLICATION, ORGANIZATION, AppSettings
from desktop.theme import apply_theme
from desktop.widgets.wheel_guard import guard_wheel
from store.resources import app_icon

__all__ = ["APP_ICON", "MainWindow", "create_main_window", "run_app"]

APP_ICON = app_icon()


def create_main_window(app: QApplication, app_settings: AppSettings | None = None,
                       open_store: bool = False) -> MainWindow:
    """Settings, translations and look applied to ``app``, and a main window on top;
    ``open_store``: open (and check) the profiles first (PX-PROF-5)."""
    app_settings = app_settings or AppSettings()
    translations = Translations(app)
    translations.switch(app_settings.language)
    apply_theme(app, app_settings.theme, app_settings.ui_scale)
    profiles = open_profiles() if open_store else None
    return MainWindow(app_settings, translations, profiles=profiles)


def run_app(argv: list[str] | None = None) -> int:
    app = application(argv or sys.argv)
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    app.setDesktopFileName("palabre")  # Wayland: the window's icon and name from palabre.desktop
    app.setWindowIcon(QIcon(str(APP_ICON)))
    # The loop must not stop under a pending future when a dialog's window closes.
    app.setQuitOnLastWindowClosed(False)
    guard = AppGuard()
    if not guard.claim():  # another window runs for this user: it comes to the front
        return 0

    try:
        window = create_main_window(app, open_store=True)
        guard.watch(window)  # crash reports, and a second start raises this window
        closed_before_loop: list[bool] = []  # closed while the loop's modules load
        window.sig_closed.connect(lambda: closed_before_loop.append(True))
        startup_probe.install(window)  # bench/startup.py only (PALABRE_STARTUP_PROBE)
        window.show()
        app.processEvents()  # the first paint, before the event loop's modules load
        app.processEvents()  # what the paint posted (the start-up probe's report)
        guard_wheel(app, window)  # after the first paint: it costs a call for every event
        import asyncio

        import qasync

        closed = asyncio.Event()
        window.sig_closed.connect(closed.set)
        if closed_before_loop:
            closed.set()

        async def main() -> int:
            guard.watch_loop()  # the loop's exceptions reported too
            await closed.wait()
            await window.shutdown()
            return 0

        exit_code: int = qasync.run(main())  # qasync is untyped: its run returns Any
    finally:
        guard.release()
    return exit_code
