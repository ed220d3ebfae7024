"""Drivers for the Around the Word screen tests: a game run by a `LocalController` on a
fake clock, the screen fed as the main window feeds it, and helpers to press its keys,
click its buttons and fire the controller's deadline timer (never a real 60 s wait)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from core.taboo.constants import PACK_SIZE
from desktop.controller import GameStart, LocalController
from desktop.gallery_support import sample_start
from desktop.taboo.screen import TabooScreen
from desktop.taboo.ui import UI
from tests.desktop.support import FakeClock

STEP_MS = 1_000  # time between two taps
NAMES = ("Ana", "Ben", "Cleo", "Dan")
TEAMS = ["red", "blue", "red", "blue"]


def canary_content() -> dict:
    """60 cards whose words cannot occur in any UI text: a leak check by substring."""
    return {"cards": [{"word": f"qzword{n}x",
                       "forbidden": [f"qzban{n}x{k}" for k in "abcde"]}
                      for n in range(PACK_SIZE)]}


def start_controller(clock: FakeClock, tmp_path, cards_per_team: int = 15,
                     seed: int = 5, content: dict | None = None) -> LocalController:
    if content is None:
        _, _, content = sample_start("taboo")
    settings = {"mode": "one_device", "cards_per_team": cards_per_team, "teams": TEAMS}
    return LocalController.start(GameStart("taboo", NAMES, settings, content, seed),
                                 clock=clock, records_dir=tmp_path)


def open_screen(qtbot, controller: LocalController, clock: FakeClock) -> TabooScreen:
    """The screen as `MainWindow.start_game` sets it up."""
    screen = UI.create_screen(None)
    qtbot.addWidget(screen)
    screen.set_clock(clock)
    UI.bind(screen, controller)
    controller.views_changed.connect(lambda: screen.set_views(controller.device_views()))
    screen.set_views(controller.device_views())
    screen.resize(1100, 760)
    screen.show()
    return screen


def fire_deadline(controller: LocalController, clock: FakeClock) -> None:
    """Let the clock reach the next deadline and run the controller's timer."""
    clock.now = controller.deadline_ms
    controller.scheduler.timer.timeout.emit()


def click(qtbot, button: QAbstractButton, clock: FakeClock | None = None) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    if clock is not None:
        clock.now += STEP_MS
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def key(qtbot, widget: QWidget, letter: str, clock: FakeClock | None = None) -> None:
    if clock is not None:
        clock.now += STEP_MS
    qtbot.keyClick(widget, letter)


def texts(widget: QWidget, visible_only: bool = True) -> list[str]:
    """The texts of a widget's labels and buttons, with their accessible names and tips."""
    found = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if visible_only and child is not widget and not child.isVisibleTo(widget):
            continue
        if isinstance(child, QLabel | QAbstractButton):
            found += [child.text(), child.accessibleName(), child.toolTip()]
    return [text for text in found if text]
