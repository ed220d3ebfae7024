"""Yes/No questions before something that cannot be undone (leave a game, close a hosting
window, remove a player): one function, so every such question looks the same and tests
answer it (`tests/desktop/conftest.py` puts its own answer here: a modal box would wait
forever offscreen)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """True when the user answers Yes (No is the default button: Enter does not agree)."""
    answer = QMessageBox.question(parent, title, text,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
