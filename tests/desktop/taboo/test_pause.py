"""TB-DEV-2: the game pauses when the window loses the focus or is minimised; the
"Paused" page hides the card and shows the stopped clock; Resume goes on."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QWindowStateChangeEvent
from PySide6.QtWidgets import QApplication

from tests.desktop.support import FakeClock
from tests.desktop.taboo.support import (
    click,
    fire_deadline,
    open_screen,
    start_controller,
)


def shown_card(screen):
    return screen.play.word.text(), [w.text() for w in screen.play.forbidden]


def playing(qtbot, tmp_path):
    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    screen = open_screen(qtbot, controller, clock)
    click(qtbot, screen.ready.go_button)
    fire_deadline(controller, clock)
    clock.now += 12_000
    return screen, controller, clock


def lose_focus(window):
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))


def test_losing_the_focus_pauses_the_turn_and_hides_the_card(qtbot, tmp_path):  # TB-DEV-2
    screen, controller, clock = playing(qtbot, tmp_path)
    word = screen.play.word.text()
    assert word
    lose_focus(screen.window())
    assert controller.table_view()["paused"] is True
    assert screen.stack.currentWidget() is screen.paused
    assert screen.paused.title.text() == "Paused"
    assert screen.paused.left.text() == "Time left: 0:48"
    assert shown_card(screen) == ("", [""] * 5)  # not even in a hidden widget
    assert not controller.scheduler.timer.isActive()  # the clock stands still
    clock.now += 300_000  # a long break costs no time
    assert screen.focusWidget() in (None, screen.paused.resume_button)
    click(qtbot, screen.paused.resume_button)
    assert controller.table_view()["paused"] is False
    assert screen.stack.currentWidget() is screen.play
    assert screen.play.word.text() == word
    assert screen.play.timer.text() == "0:48"


def test_minimising_the_window_pauses_the_turn(qtbot, tmp_path):  # TB-DEV-2
    screen, controller, _ = playing(qtbot, tmp_path)
    window = screen.window()
    window.setWindowState(Qt.WindowState.WindowMinimized)
    QApplication.sendEvent(window, QWindowStateChangeEvent(Qt.WindowState.WindowNoState))
    assert controller.table_view()["paused"] is True
    assert screen.stack.currentWidget() is screen.paused
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.keyClick(screen.paused.resume_button, Qt.Key.Key_Space)  # resume by keyboard
    assert controller.table_view()["paused"] is False


def test_the_countdown_pauses_too_but_not_the_announcement(qtbot, tmp_path):
    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    screen = open_screen(qtbot, controller, clock)
    lose_focus(screen.window())  # nothing runs yet: nothing to pause
    assert screen.stack.currentWidget() is screen.ready
    assert controller.table_view()["paused"] is False
    click(qtbot, screen.ready.go_button)
    lose_focus(screen.window())
    assert screen.stack.currentWidget() is screen.paused
    assert screen.paused.left.text() == "Time left: 0:03"
    click(qtbot, screen.paused.resume_button)
    assert screen.stack.currentWidget() is screen.countdown


def test_focus_loss_on_the_turn_result_changes_nothing(qtbot, tmp_path):
    screen, controller, clock = playing(qtbot, tmp_path)
    fire_deadline(controller, clock)
    assert screen.stack.currentWidget() is screen.result
    lose_focus(screen.window())
    assert screen.stack.currentWidget() is screen.result
