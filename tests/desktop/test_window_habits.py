"""Issue 28's window habits: the wheel scrolls pages, not drop-downs; closing a window
with a game running asks first, every way of closing (title bar, Alt+F4, Ctrl+Q, the menu
all end in `closeEvent`); the table view opens without taking the keyboard, and by itself
(full screen, on the largest other screen) when this computer hosts for the table."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox, QVBoxLayout, QWidget

from desktop import games
from desktop.lan import TABLE_ROLE
from desktop.main_window import MainWindow
from desktop.screens.host_setup import HostChoice
from desktop.table_view import tv_screen
from desktop.widgets.connection import HOSTING
from desktop.widgets.wheel_guard import guard_wheel
from tests.desktop.support import RAW_UI
from tests.helpers.qt_loop import run_qt


def wheel(widget: QWidget, steps: int = -1) -> None:
    """A wheel turn over ``widget`` (negative: towards the user, scrolling down)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_page_and_leaves_an_unfocused_drop_down_alone(qtbot, qapp):
    guard_wheel(qapp)
    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    page = QWidget()
    column = QVBoxLayout(page)
    combo, spin = QComboBox(page), QSpinBox(page)
    combo.addItems(["90 s", "60 s", "Unlimited"])
    spin.setValue(5)
    column.addWidget(combo)
    column.addWidget(spin)
    column.addSpacing(3000)  # a page taller than the window: it scrolls
    scroll.setWidget(page)
    scroll.resize(300, 200)
    scroll.show()
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus  # no focus by the wheel
    wheel(combo)
    wheel(spin.lineEdit())
    assert combo.currentIndex() == 0 and spin.value() == 5
    assert scroll.verticalScrollBar().value() > 0  # the page scrolled instead
    scroll.activateWindow()
    QApplication.processEvents()  # the activation (offscreen: at once, no wait)
    assert scroll.isActiveWindow()
    combo.setFocus()
    spin_before = spin.value()
    wheel(combo)  # a focused drop-down still answers the wheel
    assert combo.currentIndex() == 1 and spin.value() == spin_before


def running_window(qtbot, app_settings) -> MainWindow:
    games.register_ui("spyword", RAW_UI)
    app_settings.last_players = ["Ana", "Ben", "Cleo", "Dan"]
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.show()
    window.open_setup("spyword")
    window.setup.start()
    assert window.game_running()
    return window


def test_closing_mid_game_asks_first_every_way(qtbot, app_settings, questions):
    window = running_window(qtbot, app_settings)
    questions.answer = False
    window.close()  # the title bar, Alt+F4
    window.quit_action.trigger()  # Ctrl+Q, Game > Quit
    assert len(questions.asked) == 2 and window.isVisible() and window.game_running()
    title, text = questions.asked[0]
    assert title == "Close Palabre?" and text == ("The game in progress will be lost. "
                                                  "Close Palabre?")
    questions.answer = True
    closed: list[bool] = []
    window.sig_closed.connect(lambda: closed.append(True))
    window.close()
    assert closed and not window.isVisible()


def test_closing_with_no_game_running_asks_nothing(qtbot, app_settings, questions):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.show()
    window.close()
    assert questions.asked == [] and not window.isVisible()


def test_the_table_view_opens_without_taking_the_keyboard(qtbot, app_settings):
    window = running_window(qtbot, app_settings)
    qtbot.addWidget(window.table_window)
    window.activateWindow()
    QApplication.processEvents()
    assert QApplication.activeWindow() is window
    window.table_action.trigger()  # Ctrl+T mid-turn
    QApplication.processEvents()
    assert window.table_window.isVisible()
    assert QApplication.activeWindow() is window  # the next key still reaches the game


class FakeScreen:
    def __init__(self, width: int, height: int) -> None:
        self.size = (width, height)

    def geometry(self) -> Any:
        return QRect(0, 0, *self.size)


def test_the_tv_is_the_largest_other_screen_else_this_one():
    laptop, tv, monitor = FakeScreen(1920, 1080), FakeScreen(3840, 2160), FakeScreen(2560, 1440)
    assert tv_screen(cast(Any, [laptop, monitor, tv]), cast(Any, laptop)) is tv
    assert tv_screen(cast(Any, [laptop, monitor, tv]), cast(Any, tv)) is monitor
    assert tv_screen(cast(Any, [laptop]), cast(Any, laptop)) is laptop


def test_hosting_for_the_table_opens_the_table_view_full_screen(qtbot, qapp, app_settings):
    window = MainWindow(app_settings, lan_interface="127.0.0.1", lan_advertise=False)
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)
    window.show()
    packs = tuple(window.library.packs("taboo", "en"))
    choice = HostChoice(game="taboo", room_name="Room", role=TABLE_ROLE, player_name=None,
                        settings={}, packs=packs[:1])

    async def scenario() -> None:
        window.open_host_setup("taboo")
        assert window.lan is not None
        hosted = await window.lan.host(choice)
        assert hosted is not None
        assert window.table_window.isVisible() and window.table_window.isFullScreen()
        window.go_home(confirm=False)
        await window.shutdown()

    run_qt(qapp, scenario())


def test_the_standby_notice_leaves_with_the_room(qtbot, qapp, app_settings):
    window = MainWindow(app_settings, lan_interface="127.0.0.1", lan_advertise=False)
    qtbot.addWidget(window)
    window.show()

    async def scenario() -> None:
        window.open_join()
        window.banner.show_notice(HOSTING)  # this computer took the game over
        assert window.banner.isVisible()
        window.go_home(confirm=False)  # the game is over: home
        assert not window.banner.isVisible() and window.stack.currentWidget() is window.home
        await window.shutdown()

    run_qt(qapp, scenario())
