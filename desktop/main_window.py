"""The main window: one `QStackedWidget` of screens and the navigation between them.

home → setup → game (its own end screen) → home or setup again; LAN play (`LanFlow`):
home → host setup or join → lobby → game → lobby again or home. The game page holds the
game's registered `GameScreen`, fed by a `Controller`: `LocalController` on one device or
for the host's own seat, `NetController` on a device that joined (PX-MODE-4). A connection
banner above the screens shows a LAN connection's trouble.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop import games, questions
from desktop.clock import Clock, monotonic_ms
from desktop.i18n import Translations
from desktop.qt_app import application
from desktop.screens.base import GameScreen
from desktop.screens.home import HomeScreen
from desktop.settings import AppSettings
from desktop.sound import SoundPlayer
from desktop.theme import apply_theme
from desktop.widgets.absent import AbsentPlayersBar
from desktop.widgets.connection import ConnectionBanner
from desktop.widgets.crash_safety import CrashSafetyBanner
from desktop.widgets.progress_banner import ProgressBanner
from desktop.widgets.resume import ResumeBar
from desktop.window_place import opening_geometry, screen_key
from net.interfaces import ANY_INTERFACE
from store import paths
from store.profiles import ProfileError, ProfileStore

# What the first window does not show loads on first use (docs/performance.md, "Start-up"):
# the setup screen, the game controller and the rules behind it, the dialogs, LAN play,
# the profile and pack maker screens, the journals of rooms to resume, the table view
# window (made when first opened or followed) and the packs (read when setup needs them).
if TYPE_CHECKING:
    from desktop.controller import Controller, GameStart
    from desktop.lan_flow import LanFlow
    from desktop.screens.pack_maker import PackMakerScreen
    from desktop.screens.profiles import ProfilesScreen
    from desktop.screens.setup import SetupScreen
    from desktop.table_view import TableViewWindow
    from net.journal import Journal, JournalError, Saved
    from store.packs import PackLibrary

def rooms_to_resume() -> tuple[list[tuple[Journal, Saved]], list[tuple[Journal, JournalError]]]:
    """The rooms a crash left behind (their journals), newest first, and the journals too
    damaged to reopen (each with its coded error); the journal code loads only when there
    is a journal to read."""
    folder = paths.user_journals_dir()
    try:
        if not folder.is_dir() or not any(folder.iterdir()):
            return [], []
    except OSError:
        return [], []
    from net.journal import scan

    return scan(folder)


MIN_SIZE = QSize(900, 640)
STATUS_MESSAGE_MS = 6000


class MainWindow(QMainWindow):
    #: The window closed: the app's loop shuts the LAN down (`shutdown`), then quits.
    sig_closed = Signal()

    def __init__(self, app_settings: AppSettings | None = None,
                 translations: Translations | None = None,
                 library: PackLibrary | None = None, lan_interface: str = ANY_INTERFACE,
                 lan_advertise: bool = True, lan_clock: Clock = monotonic_ms,
                 profiles: ProfileStore | None = None) -> None:
        """``lan_interface``/``lan_advertise``: where LAN rooms listen and whether they
        use mDNS (tests keep both on loopback); ``lan_clock``: the time base of the games
        this window hosts (tests move a fake one); ``profiles``: the players' profiles
        (`desktop.profile_open` opens them at start; None: play without)."""
        super().__init__()
        self.profiles = profiles
        self.profiles_screen: ProfilesScreen | None = None
        app_settings = app_settings or AppSettings()
        self.app_settings = app_settings
        self.translations = translations
        self._library = library
        self.controller: Controller | None = None
        self.setup: SetupScreen | None = None
        self.game_screen: GameScreen | None = None
        self.game: str | None = None
        self._table_window: TableViewWindow | None = None  # `table_window`, made when needed
        self.lan: LanFlow | None = None
        self._closing_lans: list[LanFlow] = []  # left, their goodbyes still on the loop
        self.lan_interface = lan_interface
        self.lan_advertise = lan_advertise
        self.lan_clock = lan_clock
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.banner = ConnectionBanner(central)
        self.banner.sig_home.connect(self.go_home_now)
        self.absent_bar = AbsentPlayersBar(central)  # the hosting window's LAN games
        self.crash_banner = CrashSafetyBanner(central)  # the hosting window's journal
        self.resume_bar = ResumeBar(central)  # after a crash: reopen the hosted room
        self.resume_bar.sig_reopen.connect(self.reopen_room)
        self.resume_bar.sig_forget.connect(self.forget_room)
        self._resumable: list[tuple[Journal, Saved]]
        self._damaged_rooms: list[tuple[Journal, JournalError]]
        self._resumable, self._damaged_rooms = rooms_to_resume()
        self.stack = QStackedWidget(central)
        self.progress_banner = ProgressBanner(central)
        column.addWidget(self.banner)
        column.addWidget(self.crash_banner)
        column.addWidget(self.absent_bar)
        column.addWidget(self.resume_bar)
        column.addWidget(self.progress_banner)
        column.addWidget(self.stack, 1)  # each page scrolls itself (`page_layout`)
        self.setCentralWidget(central)
        self.sound = SoundPlayer(app_settings, parent=self)  # cues follow the game's views
        self.home = HomeScreen(app_settings.language, app_settings.theme,
                               app_settings.ui_scale, self, app_settings.sound_volume)
        self.stack.addWidget(self.home)
        self._connect_home()
        self._build_menus()
        self._place_on_screen()
        self.retranslate_ui()
        self.show_screen(self.home)

    def _place_on_screen(self) -> None:
        """Open sized to this screen's free area, or where the window was left on it."""
        screen = self.screen()
        available = screen.availableGeometry()
        self.setMinimumSize(MIN_SIZE.boundedTo(available.size()))
        remembered = self.app_settings.window_place(screen_key(screen))
        self.setGeometry(opening_geometry(available, remembered))

    def _remember_place(self) -> None:
        place = self.normalGeometry() if self.isFullScreen() else self.geometry()
        self.app_settings.remember_window_place(screen_key(self.screen()), place)

    @property
    def library(self) -> PackLibrary:
        if self._library is None:
            from store.packs import PackLibrary

            self._library = PackLibrary.load()
        return self._library

    @property
    def table_window(self) -> TableViewWindow:
        """The table view window, made the first time it is opened or given a game to
        follow: a one-device game being played is followed at once, as it would have been
        from its start."""
        if self._table_window is None:
            from desktop.table_view import TableViewWindow

            self._table_window = TableViewWindow(self.app_settings)
            if self.lan is None and self.controller is not None:
                self._table_window.attach(self.controller)
        return self._table_window

    def _detach_table(self) -> None:
        """The table view back to its idle picture (nothing to do if never made)."""
        if self._table_window is not None:
            self._table_window.attach(None)

    # -- menus and texts --------------------------------------------------------------
    def _build_menus(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.home_action = self._action(self.game_menu, QKeySequence("Ctrl+H"),
                                        lambda: self.go_home(confirm=True))
        self.profiles_action = self._action(self.game_menu, QKeySequence("Ctrl+P"),
                                            self.open_profiles)
        self.quit_action = self._action(self.game_menu, QKeySequence.StandardKey.Quit,
                                        self.close)
        self.view_menu = self.menuBar().addMenu("")
        self.table_action = self._action(self.view_menu, QKeySequence("Ctrl+T"),
                                         self.open_table_view)
        self.full_action = self._action(self.view_menu, QKeySequence(Qt.Key.Key_F11),
                                        self.toggle_full_screen)
        self.help_menu = self.menuBar().addMenu("")
        # F1 from any game screen: the rules of the game being played (finding 10).
        self.rules_action = self._action(self.help_menu, QKeySequence(Qt.Key.Key_F1),
                                         self.show_game_help)
        self.about_action = self._action(self.help_menu, None, self.show_about)

    def _action(self, menu: QMenu, shortcut: QKeySequence | QKeySequence.StandardKey | None,
                slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def retranslate_ui(self) -> None:
        name = games.title(self.game) if self.game else None
        self.setWindowTitle(self.tr("Palabre: {game}").format(game=name) if name
                            else self.tr("Palabre"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.home_action.setText(self.tr("Back to the &home screen"))
        self.profiles_action.setText(self.tr("&Profiles…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.table_action.setText(self.tr("Open the &table view window"))
        self.full_action.setText(self.tr("&Full screen"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Palabre"))
        self.rules_action.setText(self.tr("How to play &this game"))
        self.rules_action.setEnabled(self.game is not None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- navigation -------------------------------------------------------------------
    def _offer_resume(self) -> None:
        on_home = self.stack.currentWidget() is self.home
        self.resume_bar.offer(self._resumable[0][1] if self._resumable and on_home else None)
        if on_home and not self._resumable and self._damaged_rooms:
            self.resume_bar.offer_damaged(self._damaged_rooms[0][1].code)

    def reopen_room(self) -> None:
        """Reopen the room a crash left (its journal): the devices rejoin their seats."""
        if not self._resumable:
            return
        _journal, saved = self._resumable.pop(0)
        lan = self._new_lan()
        lan.spawn(lan.resume(saved))
        self._offer_resume()

    def forget_room(self) -> None:
        """Forget the room offered; a damaged journal is set aside (kept for a bug
        report): the app starts fresh."""
        if self._resumable:
            journal, _saved = self._resumable.pop(0)
            journal.discard()
        elif self._damaged_rooms:
            damaged, _error = self._damaged_rooms.pop(0)
            damaged.set_aside()
        self._offer_resume()

    def show_screen(self, screen: QWidget) -> None:
        self.stack.setCurrentWidget(screen)
        self._offer_resume()  # on the home screen only
        focus = getattr(screen, "default_focus", lambda: None)()
        (focus or screen).setFocus(Qt.FocusReason.OtherFocusReason)

    def _connect_home(self) -> None:
        self.home.sig_play.connect(self.open_setup)
        self.home.sig_host.connect(self.open_host_setup)
        self.home.sig_join.connect(self.open_join)
        self.home.sig_make_pack.connect(self.open_pack_maker)
        self.home.sig_help.connect(self.show_help)
        self.home.sig_about.connect(self.show_about)
        self.home.sig_table_view.connect(self.open_table_view)
        self.home.sig_language.connect(self.set_language)
        self.home.sig_theme.connect(self.set_theme)
        self.home.sig_scale.connect(self.set_scale)
        self.home.sig_volume.connect(self.set_volume)

    def add_screen(self, screen: QWidget) -> None:
        if self.stack.indexOf(screen) < 0:
            self.stack.addWidget(screen)

    # -- LAN play -----------------------------------------------------------------------
    def _new_lan(self) -> LanFlow:
        from desktop.lan_flow import LanFlow

        self._end_game()
        self.lan = LanFlow(self, self.lan_interface, self.lan_advertise, self.lan_clock)
        return self.lan

    def open_host_setup(self, game: str) -> None:
        self._new_lan().open_host_setup(game)

    def open_join(self) -> None:
        self._new_lan().open_join()

    def follow_on_table(self, controller: Controller, full_screen: bool) -> None:
        """Show ``controller``'s table view in the table view window (the TV)."""
        self.table_window.attach(controller)
        self.table_window.open()
        if full_screen:
            self.table_window.set_full_screen(True)

    def drop_game(self) -> None:
        """Take the game screen away (the LAN room stays: back to its lobby)."""
        self._drop_game_screen()
        self._detach_table()

    def go_home_now(self) -> None:
        self.go_home(confirm=False)

    async def shutdown(self) -> None:
        """Close the LAN room or connection cleanly (the app's loop awaits this)."""
        if self.lan is not None:
            lan, self.lan = self.lan, None
            await lan.shutdown()
        for lan in self._closing_lans:
            await lan.settled()
        self._closing_lans.clear()

    def open_pack_maker(self) -> None:
        """The pack maker; a saved or deleted pack reloads the library for setup."""
        from desktop.screens.pack_maker import PackMakerScreen

        screen = PackMakerScreen(self.app_settings.language, self)
        screen.sig_back.connect(lambda: self._close_pack_maker(screen))
        screen.sig_changed.connect(self.reload_packs)
        self.add_screen(screen)
        self.show_screen(screen)

    def _close_pack_maker(self, screen: PackMakerScreen) -> None:
        self.show_screen(self.home)
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def reload_packs(self) -> None:
        self._library = None  # read again, with the user's new or deleted pack

    def open_setup(self, game: str) -> None:
        from desktop.content import broken_packs_for, packs_for
        from desktop.screens.setup import SetupScreen

        language = self.app_settings.language
        setup = SetupScreen(
            game, packs_for(self.library, game, language), self.app_settings,
            self, profiles=self.profiles,
            broken=broken_packs_for(self.library, game, language))
        self._replace_setup(setup)
        self.show_screen(setup)

    def _replace_setup(self, screen: SetupScreen) -> None:
        if self.setup is not None:
            self.stack.removeWidget(self.setup)
            self.setup.deleteLater()
        self.setup = screen
        self.stack.addWidget(screen)
        screen.sig_back.connect(lambda: self.go_home(confirm=False))
        screen.sig_start.connect(self.start_game)
        screen.sig_profiles.connect(self.open_profiles)

    def start_game(self, start: GameStart) -> None:
        """Start a one-device game; a refusal from the rules shows on the setup screen."""
        from core.errors import SetupError
        from desktop import content
        from desktop.controller import LocalController
        from desktop.screens.setup_texts import refusal_text

        if games.game_ui(start.game) is None:
            return
        try:
            controller = LocalController.start(start, parent=self, profiles=self.profiles)
        except SetupError as exc:
            if self.setup is not None:
                self.setup.status.setText(refusal_text(exc))
            return
        content.remember_content(start.game, start.content, self.app_settings)
        self.app_settings.remember_players(list(start.seats), list(start.identities))
        self._end_game()
        self.show_game(controller, lambda: self.play_again(start.game))
        if self._table_window is not None:  # else it follows this game when made
            self._table_window.attach(controller)

    def show_game(self, controller: Controller, play_again: Callable[[], None],
                  go_home: Callable[[], None] | None = None) -> GameScreen | None:
        """Show ``controller``'s game in this window with the game's screen: one device
        and LAN play alike (PX-MODE-4). The end screen's buttons call ``play_again`` and
        ``go_home`` (default: back to the home screen)."""
        ui = games.game_ui(controller.game_name)
        if ui is None:
            return None
        self._drop_game_screen()
        self.controller = controller
        self.game = controller.game_name
        screen: GameScreen = ui.create_screen(self)
        screen.set_clock(controller.now_ms)
        ui.bind(screen, controller)
        controller.views_changed.connect(self._push_views)
        controller.refused.connect(self._show_refusal)
        controller.finished.connect(self._show_progress)
        controller.progressed.connect(self._show_progress)
        screen.sig_home.connect(go_home or (lambda: self.go_home(confirm=False)))
        screen.sig_play_again.connect(play_again)
        self.game_screen = screen
        self.stack.addWidget(screen)
        self._push_views()
        self.retranslate_ui()
        self.show_screen(screen)
        return screen

    def play_again(self, game: str) -> None:
        self._end_game()
        self.open_setup(game)

    def _push_views(self) -> None:
        if self.controller is not None and self.game_screen is not None:
            views = self.controller.device_views()
            self.game_screen.set_views(views)
            self.sound.follow(views.table)

    def _show_refusal(self, action_id: int, code: str) -> None:
        ui = games.game_ui(self.game) if self.game else None
        text = ui.refusal_text(code) if ui is not None else None
        self.statusBar().showMessage(text or self.tr("Not allowed now."), STATUS_MESSAGE_MS)

    def game_running(self) -> bool:
        return self.controller is not None and self.controller.outcome() is None

    def go_home(self, confirm: bool = True) -> None:
        if confirm and self.game_running() and not questions.ask(
                self, self.tr("Leave the game?"), self._leaving_text()):
            return
        self._end_game()
        self.show_screen(self.home)

    def _leaving_text(self, closing: bool = False) -> str:
        """What leaving the running game does to it, from this window."""
        hosted = self.lan.hosted if self.lan is not None else None
        if hosted is not None and hosted.host.standby_address is not None:
            text = self.tr("The game goes on without this computer: another device hosts "
                           "it from now on, and your seat waits for you to join again.")
        elif self.lan is not None and hosted is None:
            text = self.tr("You leave the game in progress; the others play on.")
        else:
            text = self.tr("The game in progress will be lost.")
        return text + " " + (self.tr("Close Palabre?") if closing else self.tr("Leave it?"))

    def _end_game(self) -> None:
        """Leave the game and its LAN room: controller, table view, game screen."""
        controller = self.controller
        self._drop_game_screen()
        self.sound.follow(None)
        self._detach_table()
        if self.lan is not None:  # the flow owns its controllers and screens
            lan, self.lan = self.lan, None
            lan.leave()
            self._closing_lans.append(lan)
            for screen in (lan.lobby_screen, lan.join_screen, lan.host_setup):
                if screen is not None:
                    self.stack.removeWidget(screen)
                    screen.deleteLater()
        elif controller is not None:
            controller.close()
            controller.deleteLater()

    def _show_progress(self) -> None:
        """PX-PROF-2: XP and titles the finished game gave, above the end screen."""
        if self.controller is None or self.profiles is None:
            return
        entries = []
        for applied in self.controller.progress().values():
            try:
                entries.append((self.profiles.get(applied.profile_id), applied))
            except ProfileError:
                continue
        self.progress_banner.show_progress(entries, self.app_settings.classroom)

    def open_profiles(self) -> None:
        if self.profiles_screen is None:
            from desktop.screens.profiles import ProfilesScreen

            self.profiles_screen = ProfilesScreen(self.profiles, self.app_settings, self)
            self.profiles_screen.sig_back.connect(self._close_profiles)
            self.stack.addWidget(self.profiles_screen)
        self._profiles_back_to = self.stack.currentWidget()
        self.profiles_screen.refresh()
        self.show_screen(self.profiles_screen)

    def _close_profiles(self) -> None:
        back = getattr(self, "_profiles_back_to", None)
        if back is self.setup and self.setup is not None:
            self.setup.refresh()  # a profile made meanwhile can be seated
        self.show_screen(back if back is not None and back is not self.profiles_screen
                         else self.home)

    def _drop_game_screen(self) -> None:
        self.progress_banner.show_progress([], self.app_settings.classroom)
        if self.controller is not None:
            self.controller.finished.disconnect(self._show_progress)
            self.controller.progressed.disconnect(self._show_progress)
            self.controller.views_changed.disconnect(self._push_views)
            self.controller.refused.disconnect(self._show_refusal)
            self.controller = None
        if self.game_screen is not None:
            self.stack.removeWidget(self.game_screen)
            self.game_screen.deleteLater()
        self.game_screen = None
        self.game = None
        self.retranslate_ui()

    # -- look and language ------------------------------------------------------------
    def set_language(self, language: str) -> None:
        self.app_settings.language = language
        if self.translations is not None:
            self.translations.switch(language)

    def set_theme(self, theme: str) -> None:
        self.app_settings.theme = theme
        apply_theme(application([]), theme, self.app_settings.ui_scale)

    def set_volume(self, volume: int) -> None:
        self.app_settings.sound_volume = volume

    def set_scale(self, scale: int) -> None:
        self.app_settings.ui_scale = scale
        apply_theme(application([]), self.app_settings.theme, scale)

    # -- windows and dialogs ----------------------------------------------------------
    def open_table_view(self) -> None:
        self.table_window.open()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def show_about(self) -> None:
        from desktop.screens.dialogs import AboutDialog

        AboutDialog(self).exec()

    def show_help(self, game: str) -> None:
        from desktop.screens.dialogs import HelpDialog

        HelpDialog(game, self).exec()

    def show_game_help(self) -> None:
        """The rules of the game on screen (a Taboo turn pauses while they are read: the
        dialog takes the focus, TB-DEV-2)."""
        if self.game is not None:
            self.show_help(self.game)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        # Every way of closing comes here (title bar, Alt+F4, Ctrl+Q, the menu): a game
        # in progress asks first, like Home does (issue 28).
        if self.game_running() and not questions.ask(
                self, self.tr("Close Palabre?"), self._leaving_text(closing=True)):
            event.ignore()
            return
        if self.lan is None:
            self._end_game()
        if self._table_window is not None:
            self._table_window.close()
        self._remember_place()
        self.app_settings.sync()
        super().closeEvent(event)
        self.sig_closed.emit()
