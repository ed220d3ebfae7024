"""Issue 28 on the setup screen: typing a class list at the player limit keeps the
roster (Enter never reaches "Remove selected"), and profiles travel with their names to
the next game (PX-PROF-1, PX-PROF-2)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.progress.avatars import AVATARS
from desktop.screens.setup import SetupScreen
from store.profiles import ProfileStore


def setup(qtbot, app_settings, game="spyword", profiles=None) -> SetupScreen:
    screen = SetupScreen(game, (), app_settings, profiles=profiles)
    qtbot.addWidget(screen)
    screen.show()
    return screen


def test_thirty_names_typed_at_the_limit_keep_the_roster(qtbot, app_settings):
    app_settings.last_players = ["Ana", "Ben", "Cleo"]
    screen = setup(qtbot, app_settings)
    limit = screen.model.player_range()[1]
    screen.name_edit.setFocus()
    for number in range(30):  # a class list, typed name, Enter, name, Enter...
        qtbot.keyClicks(screen.name_edit, f"Pupil{number}")
        qtbot.keyClick(screen.name_edit, Qt.Key.Key_Return)
    assert len(screen.model.players) == limit  # full, and nobody removed
    assert screen.model.players[:3] == ["Ana", "Ben", "Cleo"]
    assert screen.name_edit.isEnabled() and screen.focusWidget() is screen.name_edit
    assert screen.roster_note.text() == f"The game is full ({limit} players)."
    assert screen.name_edit.text() == f"Pupil{29}"  # the name typed last is not lost
    qtbot.keyClicks(screen.name_edit, "x")
    assert screen.roster_note.text() == ""  # typing clears the stale message


def test_profiles_travel_with_their_names_to_the_next_setup(qtbot, app_settings, tmp_path):
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    ann = store.create("Ann", AVATARS[0])
    gone = store.create("Gus", AVATARS[1])
    app_settings.remember_players(["Ann", "Cy", "Gus", "Dan"], [ann.id, None, gone.id, None])
    store.delete(gone.id)
    screen = setup(qtbot, app_settings, profiles=store)
    assert screen.model.players == ["Ann", "Cy", "Gus", "Dan"]
    assert screen.model.profiles == [ann.id, None, None, None]  # a deleted one drops
    assert screen.profile_box.findText("Ann") < 0  # seated already: not offered again
    cy = store.create("Cy", AVATARS[2])
    screen.refresh()
    screen.profile_box.setCurrentIndex(screen.profile_box.findText("Cy"))
    screen.seat_profile_button.click()  # Cy's profile joins the name, no second "Cy"
    assert screen.model.players == ["Ann", "Cy", "Gus", "Dan"]
    assert screen.model.profiles == [ann.id, cy.id, None, None]
    screen.model.check()  # no duplicate name refused: Start would be allowed


def test_names_set_alone_keep_no_old_profiles(app_settings):
    app_settings.remember_players(["Ann", "Cy"], ["p1", None])
    assert app_settings.last_profiles == ["p1", None]
    app_settings.last_players = ["Bo", "Cy", "Di"]
    assert app_settings.last_profiles == [None, None, None]
