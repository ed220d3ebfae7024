"""The Qt application: settings, language, theme, then the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from desktop.i18n import Translations
from desktop.main_window import MainWindow
from desktop.settings import APPLICATION, ORGANIZATION, AppSettings
from desktop.theme import apply_theme

__all__ = ["MainWindow", "create_main_window", "run_app"]


def create_main_window(app: QApplication, app_settings: AppSettings | None = None
                       ) -> MainWindow:
    """Settings, translations and look applied to ``app``, and a main window on top."""
    app_settings = app_settings or AppSettings()
    translations = Translations(app)
    translations.switch(app_settings.language)
    apply_theme(app, app_settings.theme, app_settings.ui_scale)
    return MainWindow(app_settings, translations)


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    window = create_main_window(app)
    window.show()
    return app.exec()
