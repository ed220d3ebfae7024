"""Drive the Spy Word screen like the players do: clicks and key presses only."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QWidget

from desktop.controller import GameStart, LocalController
from desktop.gallery_support import sample_start
from desktop.spyword.screen import SpyWordScreen
from desktop.spyword.ui import bind
from tests.desktop.support import FakeClock


def start_game(qtbot, settings=None, seed=4):
    """A bound screen on a one-device game of the six sample players."""
    seats, defaults, content = sample_start("spyword")
    clock = FakeClock()
    controller = LocalController.start(
        GameStart("spyword", tuple(seats), {**defaults, **(settings or {})}, content, seed),
        clock=clock)
    screen = SpyWordScreen()
    qtbot.addWidget(screen)
    screen.set_clock(controller.now_ms)
    bind(screen, controller)
    controller.views_changed.connect(lambda: screen.set_views(controller.device_views()))
    screen.resize(1100, 760)
    screen.show()
    screen.set_views(controller.device_views())
    return screen, controller, content["pair"]


def visible_text(root: QWidget) -> str:
    """Every text a player can read on screen now (visible labels, buttons, fields)."""
    parts = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or not root.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            parts.append(widget.text())
    return "\n".join(parts)


def click(qtbot, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def press(widget: QWidget, key: Qt.Key, text: str = "") -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                 text))


def type_text(widget: QWidget, text: str) -> None:
    """Key events carrying the text (qtbot.keyClicks aborts on some accents: GUIDE §6)."""
    for char in text:
        press(widget, Qt.Key.Key_unknown, char)


def focused(qtbot) -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget
