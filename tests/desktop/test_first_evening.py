"""Issue 28's first evening, through the real app window and the real game screens: a
family with four profiles plays Spy Word, Around the Word and Codenames in a row. Each
setup seats the same profiles again by itself (no duplicate names, Start allowed), each
finished game gives each profile its XP once (PX-PROF-2), the table view opened mid-turn
leaves the keyboard to the game, and the window closed mid-game asks first; once
reopened, the next setup still has everyone with their profile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.progress.avatars import AVATARS
from desktop.main_window import MainWindow
from store.packs import PackLibrary
from store.profiles import ProfileStore
from tests.desktop.support import FakeClock, play_to_end
from tests.desktop.taboo.support import STEP_MS, fire_deadline

FAMILY = ("Mum", "Léa", "Tom", "Zoé")


@pytest.fixture(scope="module")
def library() -> PackLibrary:
    return PackLibrary.load()  # the installed packs, read once for both windows


def app_window(qtbot, app_settings, store: ProfileStore, library: PackLibrary) -> MainWindow:
    window = MainWindow(app_settings, library=library, profiles=store)
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)
    window.show()
    window.activateWindow()
    QApplication.processEvents()  # the activation (offscreen: at once, no wait)
    assert QApplication.activeWindow() is window
    return window


def set_up(window: MainWindow, game: str, ids: list[str]) -> None:
    """Home → the game's setup: the family is there, each with their profile."""
    window.go_home(confirm=False)
    window.home.cards[game].play_button.click()
    setup = window.setup
    assert setup is not None and setup.game == game
    assert setup.model.players == list(FAMILY) and setup.model.profiles == ids
    assert setup.error is None and setup.start_button.isEnabled()


def play(window: MainWindow, seed: int, avoid: tuple[str, ...] = ()) -> None:
    controller = window.controller
    clock = FakeClock(controller.now_ms())
    controller.set_clock(clock)
    window.game_screen.set_clock(clock)
    play_to_end(controller, clock, controller.act, seed=seed, avoid=avoid)


def xp_and_games(store: ProfileStore, ids: list[str]) -> list[tuple[int, int]]:
    return [(store.get(pid).stats.xp, store.get(pid).stats.get("all.played")) for pid in ids]


def test_a_first_evening_of_three_games_with_the_same_profiles(qtbot, app_settings, tmp_path,
                                                               questions, library):
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    ids = [store.create(name, AVATARS[i]).id for i, name in enumerate(FAMILY)]
    window = app_window(qtbot, app_settings, store, library)
    # The first setup: the stand-ins go, each player seats their own profile (PX-PROF-1).
    window.home.cards["spyword"].play_button.click()
    setup = window.setup
    setup.player_list.selectAll()
    setup.remove_button.click()
    for name in FAMILY:
        setup.profile_box.setCurrentIndex(setup.profile_box.findText(name))
        setup.seat_profile_button.click()
    assert setup.model.players == list(FAMILY) and setup.model.profiles == ids
    gained: list[int] = [0] * len(ids)

    def finish(seed: int, avoid: tuple[str, ...] = ()) -> None:
        before = xp_and_games(store, ids)
        play(window, seed, avoid)
        applied = window.controller.progress()
        assert sorted(a.profile_id for a in applied.values()) == sorted(ids)
        by_profile = {a.profile_id: a.xp for a in applied.values()}
        after = xp_and_games(store, ids)
        for index, pid in enumerate(ids):  # this game's XP, once; one game more
            assert after[index] == (before[index][0] + by_profile[pid], before[index][1] + 1)
            gained[index] += by_profile[pid]
        assert [p.name for p, _ in window.progress_banner.entries] == list(FAMILY)

    # 1. Spy Word.
    setup.start_button.click()
    finish(seed=5)

    # 2. Around the Word: the table view opened mid-turn keeps the keyboard here.
    set_up(window, "taboo", ids)
    window.setup.model.set_value("cards_per_team", 15)
    window.setup.refresh()
    window.setup.start_button.click()
    screen = window.game_screen
    clock = FakeClock(window.controller.now_ms())
    window.controller.set_clock(clock)
    screen.set_clock(clock)
    qtbot.mouseClick(screen.ready.go_button, Qt.MouseButton.LeftButton)
    fire_deadline(window.controller, clock)
    assert screen.stack.currentWidget() is screen.play
    window.table_action.trigger()  # Ctrl+T during the turn
    QApplication.processEvents()
    assert window.table_window.isVisible() and QApplication.activeWindow() is window
    assert screen.stack.currentWidget() is screen.play  # not paused (TB-DEV-2)
    clock.now += STEP_MS
    qtbot.keyClick(screen.play.buttons["found"], "f")  # the clue-giver's next key
    assert window.controller.table_view()["turn"]["played"] == 1
    finish(seed=6, avoid=("pause", "correct"))

    # 3. Codenames: the window closed mid-game asks first; No keeps the game.
    set_up(window, "codenames", ids)
    window.setup.start_button.click()
    assert window.game_running()
    questions.answer = False
    window.close()
    assert window.isVisible() and window.game_running()
    questions.answer = True
    window.close()
    assert not window.isVisible() and len(questions.asked) == 2
    assert xp_and_games(store, ids) == [(xp, 2) for xp in gained]  # a lost game gives none

    # Reopened: the same family, the same profiles; this time the game is finished.
    window = app_window(qtbot, app_settings, store, library)
    set_up(window, "codenames", ids)
    window.setup.start_button.click()
    finish(seed=7)
    assert xp_and_games(store, ids) == [(xp, 3) for xp in gained]
    for pid in ids:
        stats = store.get(pid).stats
        assert [stats.get(f"{game}.played") for game in ("spyword", "taboo", "codenames")] \
            == [1, 1, 1]
