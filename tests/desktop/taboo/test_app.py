"""Around the Word inside the app: setup → the game screen, the table view window, refusal
codes translated in the status bar, languages switched live."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from desktop.app import create_main_window
from desktop.i18n import LANGUAGES
from desktop.taboo.screen import TabooScreen
from desktop.taboo.table import TabooTableWidget
from desktop.taboo.texts import refusal_text
from tests.desktop.support import FakeClock, legal_moves
from tests.desktop.taboo.support import STEP_MS, fire_deadline

REFUSAL_CODES = (
    "taboo.turn.paused", "taboo.pass.limit", "taboo.card.not_current", "game.over",
    "taboo.go.nobody_connected", "taboo.buzz.own_team", "taboo.correct.unknown_card",
    "taboo.pause.one_device_only", "taboo.resume.not_paused", "game.seat.disconnected",
    "game.seat.left", "game.seat.unknown", "game.connection.one_device",
    "taboo.found.not_clue_giver", "taboo.phase.not_result", "action.unknown_type",
)


def open_game(qtbot, app_settings):
    app_settings.last_players = ["Ana", "Ben", "Cleo", "Dan"]
    window = create_main_window(QApplication.instance(), app_settings)
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)
    window.show()
    window.open_setup("taboo")
    window.setup.model.set_value("cards_per_team", 15)  # TB-OPT-1
    window.setup.refresh()
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    return window


def test_setup_starts_the_taboo_screen_and_its_table_view(qtbot, app_settings):
    window = open_game(qtbot, app_settings)
    screen = window.game_screen
    assert isinstance(screen, TabooScreen) and window.stack.currentWidget() is screen
    assert isinstance(window.table_window.table, TabooTableWidget)
    assert window.windowTitle() == "Palabre: Around the Word"
    assert screen.stack.currentWidget() is screen.ready
    assert screen.ready.scores.teams["red"].details.text() == "15 cards left"
    clock = FakeClock(window.controller.now_ms())
    window.controller.set_clock(clock)
    screen.set_clock(clock)
    qtbot.keyClick(screen.ready.go_button, Qt.Key.Key_Space)  # keyboard: Go!
    assert screen.stack.currentWidget() is screen.countdown
    assert window.table_window.table.beat.text() == "3"  # followed live
    fire_deadline(window.controller, clock)
    assert screen.stack.currentWidget() is screen.play
    window.controller.act(0, {"type": "confirm"})  # refused by the core
    assert window.statusBar().currentMessage() == "Not possible at this moment of the game."
    window.go_home(confirm=False)  # TB-DEV-2: quitting keeps no result
    assert window.controller is None


def test_the_game_pauses_when_the_main_window_loses_the_focus(qtbot, app_settings):
    window = open_game(qtbot, app_settings)  # TB-DEV-2: the top-level window is watched
    screen = window.game_screen
    clock = FakeClock(window.controller.now_ms())
    window.controller.set_clock(clock)
    screen.set_clock(clock)
    qtbot.mouseClick(screen.ready.go_button, Qt.MouseButton.LeftButton)
    fire_deadline(window.controller, clock)
    clock.now += STEP_MS  # the team hears the clue
    qtbot.keyClick(screen.play.buttons["found"], "f")  # keyboard: Found
    assert window.controller.table_view()["turn"]["played"] == 1
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
    assert screen.stack.currentWidget() is screen.paused
    assert window.table_window.table.status.text() == "Paused"
    qtbot.mouseClick(screen.paused.resume_button, Qt.MouseButton.LeftButton)
    assert screen.stack.currentWidget() is screen.play


def test_every_refusal_code_has_its_own_text():
    texts = {code: refusal_text(code) for code in REFUSAL_CODES}
    assert all(texts.values())
    assert texts["taboo.pass.limit"] == "No passes left in this turn."
    assert texts["taboo.found.not_clue_giver"] == "Only the clue-giver can do that."
    assert refusal_text("spyword.vote.phase") is None  # not ours


def test_every_code_the_core_raises_in_a_game_is_translated(qtbot, tmp_path):
    """Random illegal actions from a real game: each refusal maps to a specific text."""
    from tests.desktop.taboo.support import start_controller

    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    codes = set()
    controller.refused.connect(lambda action_id, code: codes.add(code))
    kinds = ("go", "found", "pass", "buzz", "correct", "confirm", "pause", "resume")
    for _ in range(40):
        for kind in kinds:
            fields = {"index": 99} if kind == "correct" else (
                {"played": 99} if kind in ("found", "pass", "buzz") else {})
            controller.act(0, {"type": kind, **fields})
        moves = legal_moves(controller.session)
        if moves:
            controller.act(*moves[-1])
        elif controller.deadline_ms is not None:
            fire_deadline(controller, clock)
    generic = refusal_text("taboo.unknown")
    assert codes
    for code in codes:
        assert refusal_text(code) not in (None, generic), code


def test_the_screen_switches_language_live(qtbot, translations, tmp_path):  # PX-I18N-1
    from tests.desktop.taboo.support import open_screen, start_controller

    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    screen = open_screen(qtbot, controller, clock)
    english = screen.ready.go_button.text(), screen.ready.giver.text()
    for language in LANGUAGES:
        if language == "en":
            continue
        translations.switch(language)
        assert (screen.ready.go_button.text(), screen.ready.giver.text()) != english
        assert refusal_text("taboo.pass.limit") != "No passes left in this turn."
    translations.switch("en")
    assert (screen.ready.go_button.text(), screen.ready.giver.text()) == english



def test_the_keys_follow_the_language(qtbot, translations, tmp_path):  # PX-A11Y-1
    from tests.desktop.taboo.support import open_screen, start_controller

    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    screen = open_screen(qtbot, controller, clock)
    translations.switch("de")
    qtbot.keyClick(screen.ready.go_button, Qt.Key.Key_Return)
    fire_deadline(controller, clock)
    found = screen.play.buttons["found"]
    assert found.text() == "✔ Gefunden   [G]"
    clock.now += STEP_MS
    qtbot.keyClick(found, "g")  # G for Gefunden
    qtbot.keyClick(found, "f")  # F means nothing in German
    assert controller.table_view()["turn"]["played"] == 1
    assert screen.play.passes.text() == "Passen: noch 3 von 3"


def test_clicking_the_table_view_window_does_not_pause(qtbot, app_settings):
    """Finding 5 (TB-DEV-2): the focus moving to Palabre's own table view window is not
    the players looking away; moving to anything else still pauses."""
    window = open_game(qtbot, app_settings)
    screen = window.game_screen
    clock = FakeClock(window.controller.now_ms())
    window.controller.set_clock(clock)
    screen.set_clock(clock)
    qtbot.mouseClick(screen.ready.go_button, Qt.MouseButton.LeftButton)
    fire_deadline(window.controller, clock)
    window.table_window.open()
    with qtbot.waitActive(window.table_window):  # Qt: the new one is active, then…
        window.table_window.activateWindow()
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))  # …the old one
    assert screen.stack.currentWidget() is screen.play
    assert window.controller.table_view()["paused"] is False
    window.table_window.close()  # the focus leaves Palabre: no window of ours is active
    assert not isinstance(QApplication.activeWindow(), type(window.table_window))
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
    assert screen.stack.currentWidget() is screen.paused


def test_a_new_card_ignores_a_double_tap_and_a_held_key(qtbot, tmp_path):
    """Finding 6 (TB-TURN-6: a new card after every action): a tap within CARD_GUARD_MS
    of the card's appearance, or a key's auto-repeat, marks nothing."""
    from PySide6.QtGui import QKeyEvent

    from desktop.taboo.widgets import CARD_GUARD_MS
    from tests.desktop.taboo.support import open_screen, start_controller

    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    screen = open_screen(qtbot, controller, clock)
    qtbot.mouseClick(screen.ready.go_button, Qt.MouseButton.LeftButton)
    fire_deadline(controller, clock)
    found = screen.play.buttons["found"]
    qtbot.mouseClick(found, Qt.MouseButton.LeftButton)  # the card just appeared
    assert controller.table_view()["turn"]["played"] == 0
    clock.now += CARD_GUARD_MS
    qtbot.mouseClick(found, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(found, Qt.MouseButton.LeftButton)  # the double tap's second half
    assert controller.table_view()["turn"]["played"] == 1
    clock.now += CARD_GUARD_MS
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F, Qt.KeyboardModifier.NoModifier,
                     "f", True)  # autorepeat
    QApplication.sendEvent(screen, held)
    assert controller.table_view()["turn"]["played"] == 1
    qtbot.keyClick(screen, "f")
    assert controller.table_view()["turn"]["played"] == 2


def test_found_pass_and_buzz_look_different(qtbot, tmp_path):
    """Finding 6 (PX-A11Y-1): three buttons that differ by style and by sign."""
    from tests.desktop.taboo.support import open_screen, start_controller

    clock = FakeClock()
    screen = open_screen(qtbot, start_controller(clock, tmp_path), clock)
    buttons = screen.play.buttons.values()
    assert len({button.property("role") for button in buttons}) == 3
    assert len({button.text().split()[0] for button in buttons}) == 3
