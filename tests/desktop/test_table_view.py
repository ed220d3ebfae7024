"""The table view window shows only the table view, follows the game live, and can be
placed on any screen, full screen (PX-MODE-3)."""

from PySide6.QtGui import QGuiApplication

from desktop import games
from desktop.controller import GameStart, LocalController
from desktop.gallery_support import sample_start
from desktop.screens.base import TableWidget
from desktop.table_view import FallbackTableWidget, TableViewWindow, table_widget_class
from tests.desktop.support import FakeClock, play_to_end, widget_texts

all_texts = widget_texts


def spyword_controller(clock):
    seats, settings, content = sample_start("spyword")
    controller = LocalController.start(
        GameStart("spyword", tuple(seats), settings, content, seed=4), clock=clock)
    return controller, content["pair"]


def secret_words(pair):
    return [pair["a"]["word"].casefold(), pair["b"]["word"].casefold()]


def test_a_spyword_table_view_shows_no_seats_word(qtbot, app_settings):  # PX-MODE-3
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    controller, pair = spyword_controller(FakeClock())
    window.show_view(controller.table_view())
    text = all_texts(window)
    assert "alice" in text  # it does show the public part
    for word in secret_words(pair):
        assert word not in text


def test_the_window_follows_a_whole_game_and_never_shows_a_secret(qtbot, app_settings):
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    clock = FakeClock()
    controller, pair = spyword_controller(clock)
    window.attach(controller)
    shown = []
    controller.views_changed.connect(lambda: shown.append(all_texts(window)))
    controller.act(0, {"type": "got_it"})
    assert window.table.view == controller.table_view()  # followed live
    play_to_end(controller, clock, controller.act, seed=8)
    assert len(shown) > 3
    for text in shown[:-1]:  # the end view shows both words by the rules (SW-END-1)
        for word in secret_words(pair):
            assert word not in text


def test_the_registry_gives_a_games_table_widget_or_the_fallback(qtbot):
    class Grid(TableWidget):
        pass

    assert table_widget_class("codenames") is FallbackTableWidget or games.game_ui("codenames")
    games.register_ui("codenames", games.GameUi(create_screen=None, bind=None,
                                                table_widget=Grid))
    assert table_widget_class("codenames") is Grid
    assert table_widget_class(None) is FallbackTableWidget


def test_screen_menu_lists_every_screen_and_places_the_window(qtbot, app_settings):
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    window.screen_menu.aboutToShow.emit()
    screens = QGuiApplication.screens()
    assert len(window.screen_menu.actions()) == len(screens)
    window.screen_menu.actions()[0].trigger()
    assert window.screen() is screens[0]
    assert app_settings.table_screen == screens[0].name()


def test_full_screen_toggles_and_hides_the_menu_bar(qtbot, app_settings):
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    window.open()
    window.full_screen_action.setChecked(True)
    assert window.isFullScreen() and not window.menuBar().isVisible()
    window.set_full_screen(False)
    assert not window.isFullScreen() and not window.full_screen_action.isChecked()


def test_the_table_view_uses_big_type(qtbot, app_settings):
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    assert window.table.property("role") == "table"
    assert window.table.title.property("role") == "table-title"


def test_one_device_table_view_shows_each_profiles_title_unless_a_classroom(
        qtbot, app_settings, tmp_path):
    """PX-PROF-3: the title a seated profile chose shows under its name on the table view
    (one device: the controller reads it from the profiles), in every game's table; a
    classroom (`AppSettings.classroom`) hides it."""
    from core.progress.avatars import AVATARS
    from core.progress.titles import BY_ID
    from desktop.title_texts import name as title_name
    from store.profiles import ProfileStore
    from tests.store.profile_games import finished_records

    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    alice = store.create("Alice", AVATARS[0])
    store.apply_game(finished_records()[0], {0: alice.id})  # earns its first title
    store.edit(alice.id, title="sw_played_1")
    shown = title_name(BY_ID["sw_played_1"]).casefold()
    for game in games.ORDER:
        seats, settings, content = sample_start(game)
        identities = (alice.id, *(None for _ in seats[1:]))
        controller = LocalController.start(
            GameStart(game, tuple(seats), settings, content, seed=4, identities=identities),
            clock=FakeClock(), profiles=store)
        assert controller.seat_titles()[:2] == ("sw_played_1", None)
        window = TableViewWindow(app_settings)
        qtbot.addWidget(window)
        window.attach(controller)
        if game == "taboo" and controller.table_view()["turn"]["clue_giver"] != 0:
            assert shown not in all_texts(window)  # only the clue-giver's title there
        else:
            assert shown in all_texts(window), game
        app_settings.classroom = True
        window.refresh()
        assert shown not in all_texts(window)
        app_settings.classroom = False
        controller.close()
