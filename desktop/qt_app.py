"""The running `QApplication`, typed as one.

``QApplication.instance()`` is typed `QCoreApplication` (PySide6's stub: the base class's
static method); palabre only ever makes a `QApplication`.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtWidgets import QApplication


def application(argv: list[str]) -> QApplication:
    """The running QApplication, made with ``argv`` when there is none yet."""
    app = QApplication.instance()
    if app is None:
        return QApplication(argv)
    return cast(QApplication, app)
