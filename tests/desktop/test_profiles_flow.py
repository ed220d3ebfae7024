"""Profiles in the app (PX-PROF-1..3, -5): seating profiles on one device, a whole game
that gives them XP and titles shown with the end screen, the classroom setting, the
profile screens, and a damaged profiles file that gets the recovery path."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from core.progress.avatars import AVATARS
from desktop import games
from desktop.app import create_main_window
from desktop.main_window import MainWindow
from desktop.profile_open import FRESH, RESTORE, WITHOUT, open_profiles
from desktop.screens.profiles import ProfilesScreen
from store import profile_backup
from store.profile_db import ProfilesDamaged
from store.profiles import ProfileStore
from tests.desktop.support import RAW_UI, FakeClock, play_to_end


def window_with(qtbot, app_settings, store: ProfileStore) -> MainWindow:
    window = create_main_window(QApplication.instance(), app_settings)
    window.profiles = store
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)
    window.show()
    return window


def seat(window: MainWindow, name: str) -> None:
    box = window.setup.profile_box
    box.setCurrentIndex(box.findText(name))
    window.setup.seat_profile_button.click()


def play_game(window: MainWindow) -> None:
    screen = window.game_screen
    clock = FakeClock(window.controller.now_ms())
    window.controller.set_clock(clock)
    play_to_end(window.controller, clock, screen.sig_action.emit)


def test_seated_profiles_get_the_game(qtbot, app_settings, tmp_path):
    # PX-PROF-1: each player picks their profile when seated; PX-PROF-2: the finished game
    # gives XP and statistics; the end shows XP and the titles earned.
    games.register_ui("spyword", RAW_UI)
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    ann = store.create("Ann", AVATARS[0])
    bea = store.create("Bea", AVATARS[1])
    app_settings.last_players = ["Cy", "Dan", "Eve"]
    window = window_with(qtbot, app_settings, store)
    window.open_setup("spyword")
    assert window.setup.profile_box.count() == 3  # the hint and two profiles
    seat(window, "Ann")
    seat(window, "Bea")
    assert window.setup.model.players[-2:] == ["Ann", "Bea"]
    assert window.setup.profile_box.count() == 1  # both seated: nobody left to pick
    window.setup.start()
    play_game(window)
    banner = window.progress_banner
    assert banner.isVisible() and [p.name for p, _ in banner.entries] == ["Ann", "Bea"]
    for profile, applied in banner.entries:
        stats = store.get(profile.id).stats
        assert stats.get("spyword.played") == 1 and stats.xp == applied.xp > 0
        assert "sw_played_1" in applied.new_titles
    texts = " ".join(w.text() for w in banner.findChildren(type(window.setup.status)))
    assert f"Ann: +{banner.entries[0][1].xp} XP" in texts and "New Recruit" in texts
    record = window.controller.runtime.session.record
    assert record.identities == [None, None, None, ann.id, bea.id]
    window.go_home(confirm=False)
    assert not banner.isVisible()


def ann_plays_a_game(qtbot, app_settings, tmp_path) -> tuple[MainWindow, ProfileStore]:
    """Ann, with a profile, and three players without one play a Spy Word game."""
    games.register_ui("spyword", RAW_UI)
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    store.create("Ann", AVATARS[0])
    app_settings.last_players = ["Cy", "Dan", "Eve"]
    window = window_with(qtbot, app_settings, store)
    window.open_setup("spyword")
    seat(window, "Ann")
    window.setup.start()
    play_game(window)
    return window, store


def test_classroom_hides_xp_and_titles(qtbot, app_settings, tmp_path):
    app_settings.classroom = True
    window, store = ann_plays_a_game(qtbot, app_settings, tmp_path)
    assert window.progress_banner.entries and not window.progress_banner.isVisible()
    assert store.profiles()[0].stats.get("spyword.played") == 1  # statistics still kept
    screen = ProfilesScreen(store, app_settings)
    qtbot.addWidget(screen)
    page = screen.open_profile(store.profiles()[0].id)
    assert page.tabs.count() == 1  # statistics only: no titles
    assert not page.card.level.isVisibleTo(page) and page.xp_bar.isHidden()


def test_choosing_an_earned_title(qtbot, app_settings, tmp_path):
    # PX-PROF-3: a player picks the title shown under their name on their card.
    _, store = ann_plays_a_game(qtbot, app_settings, tmp_path)
    screen = ProfilesScreen(store, app_settings)
    qtbot.addWidget(screen)
    page = screen.open_profile(store.profiles()[0].id)
    page.tabs.setCurrentIndex(1)
    screen.page.title_buttons["sw_played_1"].click()
    assert store.profiles()[0].title == "sw_played_1"
    assert screen.page.card.title.text() == "New Recruit"


def test_a_damaged_file_gets_the_recovery_path(tmp_path):
    # PX-PROF-5: quick_check at start; the newest good backup is offered; the app goes on
    # in every case (restore, start fresh, or without profiles).
    path = tmp_path / "profiles.sqlite"
    store = ProfileStore.open(path)
    store.create("Ann", AVATARS[0])
    good = store.backup_now()
    store.close()
    path.write_bytes(b"\x00" * 4096)
    asked: list[ProfilesDamaged] = []

    def answer(choice: str):
        def ask(damaged: ProfilesDamaged) -> str:
            asked.append(damaged)
            return choice
        return ask

    assert open_profiles(path, answer(WITHOUT)) is None
    assert asked[-1].backup == good and path.read_bytes() == b"\x00" * 4096  # untouched
    restored = open_profiles(path, answer(RESTORE))
    assert restored is not None and [p.name for p in restored.profiles()] == ["Ann"]
    restored.close()
    path.write_bytes(b"\x00" * 4096)
    for backup in profile_backup.backups(path.parent / "backups"):
        backup.write_bytes(b"broken")
    fresh = open_profiles(path, answer(FRESH))
    assert asked[-1].backup is None and fresh is not None and fresh.profiles() == []
    assert any(p.name.startswith("profiles.sqlite.damaged-") for p in Path(tmp_path).iterdir())
