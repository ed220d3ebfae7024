"""A game is one plug-in (issue 24): the test-only game, registered only through its
descriptor and its desktop traits, is offered on the home screen and plays a whole game
on one screen, real widgets offscreen: home → setup → game → end → home."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.desktop.test_shell import open_window
from tests.helpers.plugin_game import NAME, registered
from tests.helpers.plugin_game.desktop import RaceScreen


@pytest.fixture
def race():
    with registered(desktop=True):
        yield NAME


def test_the_plugin_game_plays_a_whole_game_on_one_screen(qtbot, app_settings, race):
    app_settings.last_players = ["Ana", "Ben", "Cleo"]
    window = open_window(qtbot, app_settings)
    card = window.home.cards[race]
    assert card.tagline.text() == "Add one or two: reach ten first."
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    setup = window.setup
    assert setup.model.players == ["Ana", "Ben", "Cleo"]
    assert setup.model.values == {"target": 10}  # its own setting, from its traits
    assert setup.chosen_packs()  # the Codenames word packs, as its descriptor says
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    screen = window.game_screen
    assert isinstance(screen, RaceScreen) and window.stack.currentWidget() is screen
    assert window.windowTitle() == "Palabre: Race to ten"
    assert app_settings.recent_words  # its words kind remembers the words drawn
    players = []
    while window.controller.outcome() is None:
        assert screen.status.text().endswith(" plays")
        players.append(screen.turn)
        qtbot.mouseClick(screen.step_buttons[2], Qt.MouseButton.LeftButton)
    assert players == [0, 1, 2, 0, 1]  # five steps of 2 reach 10: Ben's last one
    assert screen.status.text() == "Ben won" and screen.home_button.isVisible()
    qtbot.mouseClick(screen.home_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home
