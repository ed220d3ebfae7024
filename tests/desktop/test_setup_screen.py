"""The setup screen: players, teams, settings with allowed values only, refusals, Start."""

import random

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from core.session import Session
from desktop import games
from desktop.screens.setup import SetupScreen
from store.packs import PackLibrary
from tests.desktop.support import RAW_UI

LIBRARY = PackLibrary.load()


def make_setup(qtbot, app_settings, game, players):
    app_settings.last_players = players
    screen = SetupScreen(game, LIBRARY.packs(game, "en"), app_settings, rng=random.Random(5))
    qtbot.addWidget(screen)
    screen.show()
    return screen


def type_text(widget, text):
    """GUIDE §6: QKeyEvents carrying the text, not keyClicks (which aborts on é)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                     char))


def combo_values(combo: QComboBox):
    return [combo.itemData(i) for i in range(combo.count())]


def test_add_a_player_with_an_accented_name(qtbot, app_settings):
    screen = make_setup(qtbot, app_settings, "spyword", ["Ana", "Ben", "Cleo", "Dan"])
    type_text(screen.name_edit, "Zoé")
    qtbot.mouseClick(screen.add_button, Qt.MouseButton.LeftButton)
    assert screen.model.players[-1] == "Zoé"
    assert screen.player_list.item(4).text() == "Zoé"
    assert screen.players_count.text() == "5 players (4–12)"


def test_remove_and_rename_players(qtbot, app_settings):
    screen = make_setup(qtbot, app_settings, "spyword", ["Ana", "Ben", "Cleo", "Dan", "Eve"])
    screen.player_list.setCurrentRow(1)
    qtbot.mouseClick(screen.remove_button, Qt.MouseButton.LeftButton)
    assert screen.model.players == ["Ana", "Cleo", "Dan", "Eve"]
    screen.player_list.item(0).setText("Anaïs")
    assert screen.model.players[0] == "Anaïs"


def test_settings_offer_only_the_allowed_values(qtbot, app_settings):  # SW-SET-*, SW-ROLE-5
    screen = make_setup(qtbot, app_settings, "spyword", ["Ana", "Ben", "Cleo", "Dan"])
    spies = screen.setting_inputs["spies"]
    ghost = screen.setting_inputs["ghost"]
    assert combo_values(spies) == [1] and not spies.isEnabled()
    assert isinstance(ghost, QCheckBox) and not ghost.isEnabled()  # no ghost under 5
    assert combo_values(screen.setting_inputs["discussion_s"]) == [60, 90, 120, None]
    assert screen.setting_inputs["discussion_s"].currentData() == 90
    for name in ("Eve", "Fay", "Gus", "Hal", "Ivy"):
        screen.model.add_player(name)
    screen.refresh()
    assert combo_values(spies) == [1, 2, 3] and spies.currentData() == 2  # SW-ROLE-7
    assert ghost.isEnabled() and ghost.isChecked()


def test_a_refusal_is_shown_translated_and_start_is_disabled(qtbot, app_settings):
    games.register_ui("spyword", RAW_UI)
    screen = make_setup(qtbot, app_settings, "spyword", ["Ana", "Ben", "Cleo"])
    assert screen.status.text() == "Spy Word needs 4 to 12 players."
    assert not screen.start_button.isEnabled()
    screen.model.add_player("Dan")
    screen.refresh()
    assert screen.status.text() == "" and screen.start_button.isEnabled()


def test_taboo_tap_a_name_to_move_and_shuffle(qtbot, app_settings):  # TB-OPT-3
    screen = make_setup(qtbot, app_settings, "taboo", ["Ana", "Ben", "Cleo", "Dan"])
    assert screen.model.teams == ["red", "blue", "red", "blue"]
    screen.team_buttons[0].click()
    assert screen.model.teams[0] == "blue"
    assert "Each team needs at least 2 players" in screen.status.text()
    screen.shuffle_button.click()
    assert sorted(screen.model.teams) == ["blue", "blue", "red", "red"]
    assert combo_values(screen.setting_inputs["cards_per_team"]) == [15, 20, 30]
    assert screen.setting_inputs["cards_per_team"].currentText() == "30 cards (about 9 min)"


def test_codenames_variant_changes_roles_and_player_limits(qtbot, app_settings):
    screen = make_setup(qtbot, app_settings, "codenames", ["Ana", "Ben", "Cleo", "Dan"])
    variant = screen.setting_inputs["variant"]
    variant.setCurrentIndex(combo_values(variant).index("two_player"))
    variant.activated.emit(variant.currentIndex())
    assert screen.model.players == ["Ana", "Ben"] and not screen.add_button.isEnabled()
    assert set(screen.spymaster_boxes) == {"red"}
    assert screen.status.text() == ""


def test_unregistered_game_cannot_start_and_says_so(qtbot, app_settings):
    games.register_ui("taboo", None)
    screen = make_setup(qtbot, app_settings, "taboo", ["Ana", "Ben", "Cleo", "Dan"])
    assert not screen.start_button.isEnabled()
    assert "not ready yet" in screen.not_ready.text()


def test_start_builds_content_the_core_accepts(qtbot, app_settings):  # PX-PACK-1
    for game, players in (("spyword", ["Ana", "Ben", "Cleo", "Dan"]),
                          ("taboo", ["Ana", "Ben", "Cleo", "Dan"]),
                          ("codenames", ["Ana", "Ben", "Cleo", "Dan"])):
        games.register_ui(game, RAW_UI)
        screen = make_setup(qtbot, app_settings, game, players)
        with qtbot.waitSignal(screen.sig_start) as started:
            qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
        start = started.args[0]
        assert start.game == game and list(start.seats) == players
        session = Session.start(game, start.settings, list(start.seats), start.seed,
                                start.content, 0)
        assert session.outcome() is None
    assert len(start.content["words"]) == 25


def test_first_run_names_replace_the_numbered_stand_ins(qtbot, app_settings):
    """Finding 4: five names typed on the first run make five players, not nine, and
    the Spy Word settings stay those of five players (1 spy, no ghost)."""
    screen = SetupScreen("spyword", LIBRARY.packs("spyword", "en"), app_settings,
                         rng=random.Random(5))
    qtbot.addWidget(screen)
    assert screen.model.players == ["Player 1", "Player 2", "Player 3", "Player 4"]
    for name in ("Zoé", "Jürgen", "Ana", "Ben", "Cleo"):
        type_text(screen.name_edit, name)
        qtbot.mouseClick(screen.add_button, Qt.MouseButton.LeftButton)
    assert screen.model.players == ["Zoé", "Jürgen", "Ana", "Ben", "Cleo"]
    assert screen.model.values["spies"] == 1 and not screen.model.values["ghost"]


def test_several_selected_players_are_removed_at_once(qtbot, app_settings):
    screen = make_setup(qtbot, app_settings, "spyword",
                        ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"])
    for row in (1, 3, 4):
        screen.player_list.item(row).setSelected(True)
    qtbot.mouseClick(screen.remove_button, Qt.MouseButton.LeftButton)
    assert screen.model.players == ["Ana", "Cleo", "Fay"]


def _tab_chain(screen):
    stops, widget = [], screen.back_button
    while True:
        stops.append(widget)
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible()
                   and widget.isEnabled()):
            widget = widget.nextInFocusChain()
        if widget is screen.back_button or len(stops) > 100:
            return stops


def test_tab_follows_the_screen_and_every_stop_can_show_focus(qtbot, app_settings):
    """Finding 11 (PX-A11Y-1): Back, players, teams, settings, packs, Start in that order;
    no scroll area as an invisible stop."""
    screen = make_setup(qtbot, app_settings, "codenames",
                        ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"])
    screen._move(0)  # the team buttons are remade: they must stay in their place
    QApplication.processEvents()  # new children show on the next turn of the loop
    chain = _tab_chain(screen)
    position = {id(widget): index for index, widget in enumerate(chain)}
    team_buttons = list(screen.team_buttons.values())
    ordered = [screen.back_button, screen.player_list, screen.remove_button,
               team_buttons[0], team_buttons[-1], screen.shuffle_button,
               *screen.spymaster_boxes.values(), screen.setting_inputs["variant"],
               screen.start_button]
    missing = [widget.accessibleName() or widget.text() for widget in ordered
               if id(widget) not in position]
    assert missing == []
    assert [position[id(w)] for w in ordered] == sorted(position[id(w)] for w in ordered)
    assert all(type(widget).__name__ != "QScrollArea" for widget in chain)
