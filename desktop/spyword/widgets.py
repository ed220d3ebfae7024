"""Small helpers shared by the Spy Word pages."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QWidget


def discard(widgets: Iterable[QWidget]) -> None:
    """Take rebuilt widgets off screen now (deleteLater waits for the event loop)."""
    for widget in widgets:
        widget.hide()
        widget.setParent(None)
        widget.deleteLater()
