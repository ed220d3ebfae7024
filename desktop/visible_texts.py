"""The texts a window shows: what its visible labels and buttons say.

Used where something must check what reached the screen, not what the code meant to put
there: the self-test's glyph check (`desktop.self_test`) and the start-up probe's record
(`desktop.startup_probe`: CI's French start reads it).
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def visible_texts(window: QWidget) -> list[str]:
    """The non-empty texts of ``window``'s visible labels and buttons, in widget order."""
    widgets: list[QLabel | QAbstractButton] = [*window.findChildren(QLabel),
                                                *window.findChildren(QAbstractButton)]
    return [widget.text() for widget in widgets
            if widget.text() and widget.isVisibleTo(window)]
