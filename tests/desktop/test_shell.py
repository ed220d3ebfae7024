"""The app shell: one main window, a stack of screens, home → setup → game → end → home."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop import games
from desktop.app import create_main_window
from desktop.screens.home import HomeScreen
from desktop.screens.setup import SetupScreen
from tests.desktop.support import RAW_UI, FakeClock, RawGameScreen, play_to_end


def open_window(qtbot, app_settings):
    window = create_main_window(QApplication.instance(), app_settings)
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)  # a top-level window of its own
    window.show()
    return window


def test_starts_on_home_with_title_and_keyboard_focus(qtbot, app_settings):
    window = open_window(qtbot, app_settings)
    assert window.windowTitle() == "Palabre"
    assert isinstance(window.stack.currentWidget(), HomeScreen)
    assert window.focusWidget() is window.home.cards["spyword"].play_button


def test_whole_navigation_home_setup_game_end_home(qtbot, app_settings, monkeypatch):
    games.register_ui("spyword", RAW_UI)
    app_settings.last_players = ["Ana", "Ben", "Cleo", "Dan", "Eve"]
    window = open_window(qtbot, app_settings)
    qtbot.mouseClick(window.home.cards["spyword"].play_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.stack.currentWidget(), SetupScreen)
    assert window.focusWidget() is window.setup.start_button  # Enter starts at once
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    screen = window.stack.currentWidget()
    assert isinstance(screen, RawGameScreen) and screen is window.game_screen
    assert window.windowTitle() == "Palabre: Spy Word"
    assert screen.phase.text() == "reveal"
    assert set(screen.views.seats) == set(range(5))  # one device: every seat's view
    assert window.table_window.controller is window.controller
    assert app_settings.recent_pairs  # the pair is remembered for the next games
    clock = FakeClock(window.controller.now_ms())
    window.controller.set_clock(clock)
    play_to_end(window.controller, clock, screen.sig_action.emit)
    assert screen.phase.text() == "over" and screen.home_button.isVisible()
    qtbot.mouseClick(screen.home_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home
    assert window.controller is None and window.windowTitle() == "Palabre"


def test_play_again_returns_to_setup_with_the_same_players(qtbot, app_settings):
    games.register_ui("taboo", RAW_UI)
    app_settings.last_players = ["Ana", "Ben", "Cleo", "Dan"]
    window = open_window(qtbot, app_settings)
    window.open_setup("taboo")
    window.setup.start()
    window.game_screen.sig_play_again.emit()
    assert isinstance(window.stack.currentWidget(), SetupScreen)
    assert window.setup.model.players == ["Ana", "Ben", "Cleo", "Dan"]
    assert window.controller is None


def test_back_from_setup_goes_home(qtbot, app_settings):
    window = open_window(qtbot, app_settings)
    window.open_setup("codenames")
    qtbot.mouseClick(window.setup.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home


def test_language_is_applied_live_and_saved(qtbot, app_settings):  # PX-I18N-1
    window = open_window(qtbot, app_settings)
    try:
        window.home.language_box.activated.emit(window.home.language_box.findData("es"))
        assert app_settings.language == "es"
        assert window.home.cards["spyword"].play_button.text() == "Jugar"
        assert window.game_menu.title() == "&Partida"
    finally:
        window.set_language("en")


def test_ui_scale_and_theme_are_applied_and_saved(qtbot, app_settings):  # PX-A11Y-1
    window = open_window(qtbot, app_settings)
    app_settings.theme = "dark"  # saved first, so one restyle applies both
    try:
        window.home.scale_box.activated.emit(window.home.scale_box.findData(150))
        assert (app_settings.ui_scale, app_settings.theme) == (150, "dark")
        sheet = QApplication.instance().styleSheet()
        assert "font-size: 26px" in sheet  # 17 px at 150 %
        assert "#17191E" in sheet  # the dark window colour
    finally:
        app_settings.theme = "light"
        window.set_scale(100)


def test_setup_packs_follow_the_room_language(qtbot, app_settings):  # PX-I18N-1
    app_settings.language = "it"
    window = open_window(qtbot, app_settings)
    try:
        window.open_setup("spyword")
        assert window.setup.packs and all(p.language == "it" for p in window.setup.packs)
    finally:
        window.set_language("en")


def test_f1_shows_the_rules_of_the_game_on_screen(qtbot, app_settings, monkeypatch):
    """Finding 10: Help › How to play this game, on F1, from a game screen only."""
    shown = []
    monkeypatch.setattr("desktop.screens.dialogs.HelpDialog.exec",
                        lambda dialog: shown.append((dialog.game, dialog.title.text())))
    games.register_ui("codenames", RAW_UI)
    app_settings.last_players = ["Ana", "Ben", "Cleo", "Dan"]
    window = open_window(qtbot, app_settings)
    assert not window.rules_action.isEnabled()  # home: no game, no rules to show
    assert window.rules_action.shortcut().toString() == "F1"
    assert window.rules_action in window.help_menu.actions()
    window.open_setup("codenames")
    window.setup.start()
    assert window.rules_action.isEnabled()
    with qtbot.waitActive(window):  # shortcuts go to the active window
        window.activateWindow()
    qtbot.keyClick(window.game_screen, Qt.Key.Key_F1)
    assert shown == [("codenames", "How to play Codenames")]
