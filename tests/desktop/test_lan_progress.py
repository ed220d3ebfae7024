"""Profiles in LAN play through real windows over loopback (PX-PROF-4, PX-PROF-3): every
computer has its own settings and its own SQLite profiles; the host plays with a profile
of its computer, two players join with profiles of theirs, one of them with a title.

At the end each computer's database has the game exactly once for its own player, with
the XP the game's record gives that seat; a computer whose app was closed before the end
records the game when its player joins again, and again only once when the result comes
a second time. The chosen title shows under the name in every lobby."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from core.progress.avatars import AVATARS
from core.progress.facts import facts_of
from core.progress.titles import BY_ID
from desktop.main_window import MainWindow
from desktop.settings import AppSettings
from desktop.title_texts import name as title_name
from store.packs import PackLibrary
from store.profiles import ProfileStore
from tests.desktop.lan_windows import LOOPBACK, click, join_room, open_join
from tests.desktop.support import widget_texts
from tests.helpers.qt_loop import qt_until, run_qt
from tests.store.profile_games import finished_records

TITLE = "sw_played_1"  # earned by a first finished game


class Computer:
    """One computer: its settings file and its profiles database (both kept when its app
    is closed and started again)."""

    def __init__(self, folder: Path, name: str, with_profile: bool = True) -> None:
        folder.mkdir(parents=True)
        self.settings_file = str(folder / "settings.ini")
        self.store = ProfileStore.open(folder / "profiles.sqlite")
        self.profile = self.store.create(name, AVATARS[0]) if with_profile else None
        self.name = name

    def window(self, qtbot, library: PackLibrary) -> MainWindow:
        settings = AppSettings(QSettings(self.settings_file, QSettings.Format.IniFormat))
        win = MainWindow(settings, library=library, lan_interface=LOOPBACK,
                         lan_advertise=False,
                         profiles=self.store if self.profile is not None else None)
        qtbot.addWidget(win)
        win.show()
        return win

    def pick_profile(self, box) -> None:
        if self.profile is not None:
            box.setCurrentIndex(box.findData(self.profile.id))

    def games(self) -> int:
        assert self.profile is not None
        return self.store.applied_games(self.profile.id)


def earn_title(computer: Computer) -> None:
    """A first finished game on this computer earns `TITLE`, which the player picks."""
    assert computer.profile is not None
    record = finished_records()[0]
    computer.store.apply_game(record, {0: computer.profile.id})
    computer.profile = computer.store.edit(computer.profile.id, title=TITLE)


async def join_with_profile(qtbot, win: MainWindow, computer: Computer, code: str) -> None:
    """Home → Join a room, this computer's profile picked, by the room's join code (which
    names the room: a seat kept for it is rejoined)."""
    screen = open_join(qtbot, win)
    computer.pick_profile(screen.profile_box)
    if computer.profile is not None:
        assert screen.name_edit.text() == computer.name  # the profile's name fills it in
    await join_room(qtbot, win, code, computer.name, by="code")


def test_each_computer_records_its_own_players_game_once(qtbot, qapp, tmp_path):
    """PX-PROF-4: Ann hosts and plays with her profile; Cleo (with a title) and Dan join
    with theirs, Eve and Fay without. Dan's app is closed during the game; Eve and Fay
    leave, so the game ends (SW-EDGE-4: fewer than 4 players). Cleo's and Ann's
    computers record it at once; Dan's when he joins again."""
    library = PackLibrary.load()
    ann, cleo, dan, eve, fay = (
        Computer(tmp_path / name, name, with_profile=name in ("Ann", "Cleo", "Dan"))
        for name in ("Ann", "Cleo", "Dan", "Eve", "Fay"))
    earn_title(cleo)
    cleo_before = cleo.store.get(cleo.profile.id).stats  # type: ignore[union-attr]

    async def scenario() -> None:
        host = ann.window(qtbot, library)
        click(qtbot, host.home.cards["spyword"].host_button)
        setup = host.lan.host_setup
        ann.pick_profile(setup.profile_box)  # and her name with it
        assert setup.name_edit.text() == "Ann" and setup.choice().profile == ann.profile
        click(qtbot, setup.open_button)
        await qt_until(lambda: host.lan.hosted is not None, "the room")
        lobby = host.lan.lobby_screen
        hosted = host.lan.hosted
        code = hosted.join_code
        assert code is not None
        windows = {}
        for computer in (cleo, dan, eve, fay):
            windows[computer.name] = win = computer.window(qtbot, library)
            await join_with_profile(qtbot, win, computer, code)
        await qt_until(lambda: len(hosted.lobby.seats) == 5, "every seat")
        # PX-PROF-3: Cleo's title, in her language, under her name in the lobbies
        title = title_name(BY_ID[TITLE]).casefold()  # as `widget_texts` gives texts
        assert [s.title for s in hosted.lobby.seats] == [None, TITLE, None, None, None]
        await qt_until(lambda: title in widget_texts(windows["Dan"].lan.lobby_screen),
                       "the title in a player's lobby")
        assert title in widget_texts(lobby)
        click(qtbot, lobby.start_button)
        runtime = hosted.host.runtime
        await qt_until(lambda: runtime.session is not None, "the game")
        assert runtime.session.game.settings.profiles == (0, 1, 2)  # SW-EDGE-5
        dan_window = windows.pop("Dan")
        dan_window.close()
        await dan_window.shutdown()  # the app quits: Dan's seat is kept for him
        assert dan_window.app_settings.seat_of_room(hosted.host.room_id) is not None
        await qt_until(lambda: not runtime.room.seats[2].connected, "Dan gone")
        for name in ("Eve", "Fay"):
            windows[name].go_home(confirm=False)  # leaves the room
        await qt_until(lambda: runtime.session.outcome() is not None, "the game over")
        await qt_until(lambda: cleo.games() == 2, "Cleo's computer records the game")
        facts = facts_of(runtime.session.record)
        # Each computer: the game once, with the XP the record gives that seat.
        check = ProfileStore.open(tmp_path / "check.sqlite")
        for seat, computer, base in ((0, ann, None), (1, cleo, cleo_before)):
            profile = computer.store.get(computer.profile.id)
            if base is None:
                assert computer.games() == 1
            expected = check.create(f"{computer.name} check", AVATARS[1])
            if base is not None:
                check.apply_game(finished_records()[0], {0: expected.id})
            check.apply_game(runtime.session.record, {seat: expected.id})
            assert check.get(expected.id).stats == profile.stats
            assert profile.stats.get("spyword.played") == (2 if base else 1)
            assert profile.stats.get("spyword.won") == int(facts[seat].won) + (
                base.get("spyword.won") if base else 0)
        cleo_window = windows["Cleo"]
        await qt_until(lambda: cleo_window.progress_banner.entries, "Cleo's end screen XP")
        [(shown, applied)] = cleo_window.progress_banner.entries
        assert shown.id == cleo.profile.id and applied.xp > 0 and not applied.already
        assert dan.games() == 0
        # Dan starts the app again and joins: his seat, and the game's result.
        dan_window = dan.window(qtbot, library)
        await join_with_profile(qtbot, dan_window, dan, code)
        await qt_until(lambda: dan.games() == 1, "Dan's computer records the game")
        assert dan_window.controller is not None and dan_window.controller.seat == 2
        await qt_until(lambda: dan_window.progress_banner.entries, "Dan's end screen XP")
        dan_stats = dan.store.get(dan.profile.id).stats
        dan_window.controller.client.drop_connection()  # the result comes once more...
        client = dan_window.controller.client
        await qt_until(lambda: len(client.results) == 2, "the result again at the rejoin")
        assert dan.games() == 1  # ...and is counted once
        assert dan.store.get(dan.profile.id).stats == dan_stats
        assert cleo.games() == 2 and ann.games() == 1
        for win in (host, dan_window, *windows.values()):
            win.close()
            await win.shutdown()

    run_qt(qapp, scenario())
