"""Issue 28, screens that fit: the main window opens sized to its screen (remembered per
screen, clamped when the screen shrank), a page's primary action stays in view outside its
scrolling content, a new screen opens scrolled to the top, and the layout check fails on a
planted off-screen button (PX-A11Y-1)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QBoxLayout, QLabel, QPushButton, QWidget

from desktop.fit_check import primary_problems
from desktop.widgets.basics import (
    PRIMARY,
    PageScroller,
    ReflowLayout,
    big_button,
    page_actions,
    page_layout,
)
from desktop.window_place import SCREEN_SHARE, clamped, first_geometry, opening_geometry

FULL_HD = QRect(0, 0, 1920, 1040)  # a 1920×1080 screen less a 40 px task bar


def test_first_window_takes_most_of_the_screen_centred():
    place = first_geometry(FULL_HD)
    assert place.size() == QSize(round(1920 * SCREEN_SHARE), round(1040 * SCREEN_SHARE))
    assert abs(place.center().x() - FULL_HD.center().x()) <= 1
    assert abs(place.center().y() - FULL_HD.center().y()) <= 1
    on_a_second_screen = first_geometry(QRect(1920, 0, 3840, 2160))
    assert FULL_HD.intersected(on_a_second_screen).isEmpty()


def test_remembered_place_is_kept_or_clamped_into_the_screen():
    kept = QRect(100, 50, 1200, 800)
    assert opening_geometry(FULL_HD, kept) == kept
    assert opening_geometry(FULL_HD, None) == first_geometry(FULL_HD)
    # Left on a 4K screen, reopened on a 1366×768 one: no larger than it, inside it.
    small = QRect(0, 0, 1366, 728)
    place = clamped(QRect(2000, 1500, 3000, 1900), small)
    assert small.contains(place) and place.size() == small.size()
    moved = clamped(QRect(-300, 600, 800, 400), small)
    assert small.contains(moved) and moved.size() == QSize(800, 400)


def test_window_place_is_remembered_per_screen(app_settings):
    app_settings.remember_window_place("HDMI-1@1920x1080", QRect(10, 20, 1500, 900))
    app_settings.remember_window_place("eDP-1@1366x768", QRect(0, 0, 1200, 700))
    assert app_settings.window_place("HDMI-1@1920x1080") == QRect(10, 20, 1500, 900)
    assert app_settings.window_place("eDP-1@1366x768") == QRect(0, 0, 1200, 700)
    assert app_settings.window_place("DP-2@3840x2160") is None


def test_main_window_opens_on_its_screen_and_reopens_where_left(qtbot, app_settings):
    from desktop.main_window import MainWindow
    from desktop.window_place import screen_key

    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    available = window.screen().availableGeometry()  # the offscreen screen: 800×800
    first = first_geometry(available)
    assert window.geometry().topLeft() == first.topLeft()
    assert window.height() == first.height()
    assert window.width() == max(first.width(), window.minimumWidth())  # 900 px at least
    left = QRect(available.x(), available.y() + 50, available.width(), 700)
    window.setGeometry(left)
    window.close()
    assert app_settings.window_place(screen_key(window.screen())) == left
    again = MainWindow(app_settings)
    qtbot.addWidget(again)
    assert again.geometry() == left


def _tall_page() -> tuple[QWidget, QPushButton]:
    """A page whose content is far taller than its window, its button in the actions."""
    page = QWidget()
    layout = page_layout(page)
    for index in range(40):
        layout.addWidget(QLabel(f"line {index}", page))
    start = big_button(page)
    start.setText("Start")
    page_actions(page).addWidget(start)
    return page, start


def test_primary_action_stays_in_view_below_tall_content(qtbot):
    page, start = _tall_page()
    qtbot.addWidget(page)
    page.resize(640, 360)
    page.show()
    qtbot.waitExposed(page)
    assert start.objectName() == PRIMARY
    assert primary_problems(page, PRIMARY) == []
    assert page.rect().contains(QRect(start.mapTo(page, start.rect().topLeft()),
                                      start.size()))


def test_new_screen_opens_scrolled_to_the_top(qtbot):
    page, _start = _tall_page()
    qtbot.addWidget(page)
    page.resize(640, 360)
    page.show()
    scroller = page.findChild(PageScroller)
    scroller.verticalScrollBar().setValue(scroller.verticalScrollBar().maximum())
    assert scroller.verticalScrollBar().value() > 0
    page.hide()  # another screen of the stack is shown, then this one again
    page.show()
    assert scroller.verticalScrollBar().value() == 0


def test_planted_off_screen_button_fails_the_layout_check(qtbot):
    """A primary button in the scrolling content, below the fold: the check names it."""
    page = QWidget()
    layout = page_layout(page)
    for index in range(40):
        layout.addWidget(QLabel(f"line {index}", page))
    planted = big_button(page)
    planted.setText("Start")
    layout.addWidget(planted)  # in the content, not the action area
    qtbot.addWidget(page)
    page.resize(640, 360)
    page.show()
    problems = primary_problems(page, PRIMARY)
    assert len(problems) == 1 and "'Start'" in problems[0]
    # Outside a window with no scroll area at all, too.
    bare = QWidget()
    button = big_button(bare)
    button.setText("Go")
    button.setGeometry(10, 400, 120, 40)  # below a 300 px high window
    qtbot.addWidget(bare)
    bare.resize(300, 300)
    bare.show()
    assert "outside the 300x300 window" in primary_problems(bare, PRIMARY)[0]
    assert primary_problems(bare, "nothing-named-so") == ["no primary action "
                                                          "'nothing-named-so' shown"]
    assert primary_problems(bare, "none: a display") == []


def _two_columns(one_column_from: int | None = None) -> tuple[QWidget, ReflowLayout]:
    holder = QWidget()
    columns = ReflowLayout(holder, one_column_from=one_column_from)
    columns.setContentsMargins(0, 0, 0, 0)
    for _ in range(2):
        box = QWidget(holder)
        box.setMinimumSize(300, 100)
        columns.addWidget(box)
    return holder, columns


def test_reflow_layout_stacks_columns_when_they_do_not_fit(qtbot):
    """Issue 28 (the home screen scrolled sideways at 200 % German): two 300 px columns
    stand side by side in 700 px, one under the other in 400 px, and the layout never
    asks for more than its widest column."""
    holder, columns = _two_columns()
    qtbot.addWidget(holder)
    assert columns.minimumSize().width() == 300
    columns.setGeometry(QRect(0, 0, 700, 300))
    assert columns.direction() == QBoxLayout.Direction.LeftToRight
    columns.setGeometry(QRect(0, 0, 400, 300))
    assert columns.direction() == QBoxLayout.Direction.TopToBottom
    assert columns.minimumSize() == QSize(300, 200 + columns.spacing())
    columns.setGeometry(QRect(0, 0, 700, 300))
    assert columns.direction() == QBoxLayout.Direction.LeftToRight


def test_reflow_layout_is_one_column_at_large_text(qtbot):
    from desktop.qt_app import application
    from desktop.theme import DEFAULT_SCALE, DEFAULT_THEME, apply_theme

    holder, columns = _two_columns(one_column_from=150)
    qtbot.addWidget(holder)
    columns.setGeometry(QRect(0, 0, 900, 300))
    assert columns.direction() == QBoxLayout.Direction.LeftToRight
    apply_theme(application([]), DEFAULT_THEME, 200)
    try:
        columns.setGeometry(QRect(0, 0, 900, 300))
        assert columns.direction() == QBoxLayout.Direction.TopToBottom
    finally:
        apply_theme(application([]), DEFAULT_THEME, DEFAULT_SCALE)
