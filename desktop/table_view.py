"""The table view window (PX-MODE-3): a second top-level window for a TV or projector.

It renders ONLY the table view, ``view(None)``, through the game's registered `TableWidget`
(`desktop.games.GameUi.table_widget`), or `FallbackTableWidget` while a game has none. The
user picks the screen it sits on (menu Screen) and can make it full screen (F11); it
follows the game live through the controller's ``views_changed`` signal. Its sizes follow
the window (`TableWidget`: a 720p projector, a 1080p or a 4K TV are all filled, type
readable from 4 m), whatever the app's text size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeyEvent, QKeySequence, QScreen
from PySide6.QtWidgets import QApplication, QMainWindow, QVBoxLayout, QWidget

from core.progress.titles import title
from desktop import games
from desktop.profile_texts import title_name
from desktop.screens.base import TableWidget, View
from desktop.settings import AppSettings
from desktop.table_lobby import TableLobby
from desktop.theme import set_role
from desktop.widgets.basics import label
from desktop.widgets.countdown import Countdown
from desktop.widgets.join_panel import JoinInfo

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from desktop.clock import Clock
    from desktop.gallery_registry import GalleryState
    from net.protocol import Lobby

if TYPE_CHECKING:  # the controller (and the rules behind it) loads with the first game
    from desktop.controller import Controller

WINDOW_SIZE = (1280, 720)
MARGIN_PX = 64  # at 1920×1080 (`TableWidget.px`)


class FallbackTableWidget(TableWidget):
    """For a game with no table widget yet: its name, its players and the timer.

    Reads only names and the deadline from the view, which are public in every game.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "table")
        layout = QVBoxLayout(self)
        self.layout_ = layout
        layout.addStretch(1)
        self.title = label(self, "table-title", centred=True)
        self.players = label(self, "table-big", centred=True)
        self.countdown = Countdown(self, role="table-title")
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.countdown.set_deadline(None)
        for widget in (self.title, self.players, self.countdown):
            layout.addWidget(widget)
        layout.addStretch(1)
        layout.addWidget(self.join_panel, 0, Qt.AlignmentFlag.AlignHCenter)
        self.retranslate_ui()

    def apply_unit(self, unit: float) -> None:
        margin = self.px(MARGIN_PX)
        self.layout_.setContentsMargins(margin, margin, margin, margin)

    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        self.countdown.set_clock(clock)

    def retranslate_ui(self) -> None:
        if self.view is None:
            self.title.setText(self.tr("Palabre"))
            self.players.setText(self.tr("The game will show here once it starts."))

    def render_view(self, view: View) -> None:
        game = view.get("game")
        self.title.setText(games.title(game) if isinstance(game, str) and game in games.GAMES
                           else self.tr("Palabre"))
        people = view.get("seats") or []
        self.players.setText("  ·  ".join(str(p.get("name", "")) for p in people))
        deadline = view.get("deadline_ms")
        self.countdown.set_deadline(deadline if isinstance(deadline, int) else None)


def table_widget_class(game: str | None) -> type[TableWidget]:
    """The registry: a game's own table widget, or the fallback."""
    ui = games.game_ui(game) if game else None
    if ui is not None and ui.table_widget is not None:
        return ui.table_widget
    return FallbackTableWidget


class TableViewWindow(QMainWindow):
    def __init__(self, app_settings: AppSettings, parent: QWidget | None = None) -> None:
        # A top-level window of its own (no parent): it can sit on another screen.
        super().__init__(None)
        # Opening it (Ctrl+T mid-turn) never takes the keyboard from the game window:
        # the clue-giver's next key still reaches the game (issue 28).
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.app_settings = app_settings
        self.controller: Controller | None = None
        self.game: str | None = None
        self.join: JoinInfo | None = None  # the LAN room's, while this computer is in one
        self.table: TableWidget = FallbackTableWidget(self)
        self.setCentralWidget(self.table)
        self.resize(*WINDOW_SIZE)
        self.screen_menu = self.menuBar().addMenu("")
        self.screen_menu.aboutToShow.connect(self._fill_screen_menu)
        self.screen_group = QActionGroup(self)
        self.full_screen_action = QAction(self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen_action.toggled.connect(self.set_full_screen)
        self.join_action = QAction(self)  # a classroom may not want the QR code shown
        self.join_action.setCheckable(True)
        self.join_action.setChecked(app_settings.table_show_join)
        self.join_action.toggled.connect(self.set_show_join)
        self.close_action = QAction(self)
        self.close_action.setShortcut(QKeySequence.StandardKey.Close)
        self.close_action.triggered.connect(self.close)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.addAction(self.full_screen_action)
        self.view_menu.addAction(self.join_action)
        self.view_menu.addAction(self.close_action)
        self.addAction(self.full_screen_action)  # F11 works with the menu bar hidden too
        self._fill_screen_menu()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Palabre: table view"))
        self.screen_menu.setTitle(self.tr("&Screen"))
        self.view_menu.setTitle(self.tr("&Window"))
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.join_action.setText(self.tr("Show how to &join (QR code)"))
        self.close_action.setText(self.tr("&Close the table view"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- following a game -------------------------------------------------------------
    def attach(self, controller: Controller | None) -> None:
        """Follow ``controller``'s game (None: back to the idle picture)."""
        if self.controller is not None:
            self.controller.views_changed.disconnect(self.refresh)
        self.controller = controller
        game = controller.game_name if controller is not None else None
        if game != self.game or controller is None:
            self._set_table(table_widget_class(game)(self))
            self.game = game
        if controller is not None:
            self.table.set_clock(controller.now_ms)
            controller.views_changed.connect(self.refresh)
            self.refresh()

    def refresh(self) -> None:
        view = self.controller.table_view() if self.controller is not None else None
        if view is not None:
            self.show_view(view, self.controller.seat_titles() if self.controller else ())

    def show_lobby(self, lobby: Lobby, named_url: str | None = None) -> None:
        """A LAN room waiting for its game: the TV lobby (issue 29: players appear as they
        join; the room code, QR and address to join). A started room's game follows
        through `show_view`. ``named_url``: the page by the host's mDNS name (the host
        knows it; a table display does not)."""
        if lobby.started:
            return
        if not isinstance(self.table, TableLobby):
            self._set_table(TableLobby(self))
            self.game = None
        assert isinstance(self.table, TableLobby)
        self.table.show_joining(self.app_settings.table_show_join)
        self.table.show_lobby(lobby, named_url)

    def show_view(self, view: View, titles: tuple[str | None, ...] = ()) -> None:
        """Show a table view (``view(None)``): the only thing this window is ever given,
        with the seats' public title ids (PX-PROF-3; hidden in a classroom)."""
        if view.get("game") != self.game or isinstance(self.table, TableLobby):
            self._set_table(table_widget_class(view.get("game"))(self))
            self.game = view.get("game")
        shown = () if self.app_settings.classroom else titles
        self.table.set_titles(tuple(title_name(title(t)) for t in shown))
        self.table.set_view(view)

    # -- how to join --------------------------------------------------------------------
    def set_join(self, info: JoinInfo | None) -> None:
        """How to join the LAN room this computer is in (None: no room, one-screen play):
        shown beside the game unless the user hid it."""
        self.join = info
        self._show_join()

    def set_show_join(self, on: bool) -> None:
        self.app_settings.table_show_join = on
        if self.join_action.isChecked() != on:
            self.join_action.setChecked(on)
        self._show_join()

    def _show_join(self) -> None:
        self.table.show_join(self.join if self.app_settings.table_show_join else None)
        if isinstance(self.table, TableLobby):
            self.table.show_joining(self.app_settings.table_show_join)

    def _set_table(self, widget: TableWidget) -> None:
        old = self.table
        self.table = widget
        self._show_join()
        self.setCentralWidget(widget)  # deletes the old one
        del old

    # -- screens ----------------------------------------------------------------------
    def _fill_screen_menu(self) -> None:
        self.screen_menu.clear()
        for action in self.screen_group.actions():
            self.screen_group.removeAction(action)
        current = self.screen()
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            action = QAction(f"{screen.name()} ({size.width()}×{size.height()})", self)
            action.setCheckable(True)
            action.setChecked(screen is current)
            action.triggered.connect(lambda _=False, s=screen: self.place_on(s))
            self.screen_group.addAction(action)
            self.screen_menu.addAction(action)

    def place_on(self, screen: QScreen) -> None:
        """Move the window to ``screen`` (full screen stays full screen there)."""
        full = self.isFullScreen()
        if full:
            self.showNormal()
        self.setScreen(screen)
        area = screen.availableGeometry()
        self.move(area.topLeft())
        self.app_settings.table_screen = screen.name()
        if full:
            self.showFullScreen()

    def open(self) -> None:
        """Show the window on the screen used last time, if it is still connected."""
        wanted = self.app_settings.table_screen
        for screen in QGuiApplication.screens():
            if screen.name() == wanted:
                self.place_on(screen)
                break
        self._show_keeping_focus()

    def _show_keeping_focus(self) -> None:
        """Show and raise the window; the window that had the keyboard keeps it (not
        every platform honours WA_ShowWithoutActivating: offscreen does not)."""
        active = QApplication.activeWindow()
        self.show()
        self.raise_()
        if active is not None and active is not self:
            active.activateWindow()

    def open_on_tv(self, here: QScreen) -> None:
        """Host for the table: open full screen on the screen chosen last time if it is
        not ``here`` (the hosting window's), else on the largest other screen, else
        ``here`` (one screen: the hosting window goes behind it)."""
        screens = QGuiApplication.screens()
        chosen = next((s for s in screens if s.name() == self.app_settings.table_screen
                       and s is not here), None) or tv_screen(screens, here)
        self.place_on(chosen)
        self.set_full_screen(True)
        self.raise_()

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        self.menuBar().setVisible(not on)
        if self.full_screen_action.isChecked() != on:
            self.full_screen_action.setChecked(on)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.set_full_screen(False)
            return
        super().keyPressEvent(event)


def tv_screen(screens: Sequence[QScreen], here: QScreen) -> QScreen:
    """The largest screen other than ``here`` (by area), else ``here``."""
    others = [screen for screen in screens if screen is not here]
    if not others:
        return here
    return max(others, key=lambda s: s.geometry().width() * s.geometry().height())


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState, no_primary, tv_states
    from desktop.gallery_support import sample_settings, sample_table_view
    from desktop.screens.lobby import SAMPLE_CODE, SAMPLE_WEB_URL

    def idle() -> TableViewWindow:
        return TableViewWindow(sample_settings([]))

    def following(game: str, join: JoinInfo | None = None,
                  titles: tuple[str | None, ...] = ()) -> Callable[[], TableViewWindow]:
        def factory() -> TableViewWindow:
            window = TableViewWindow(sample_settings([]))
            window.set_join(join)
            window.show_view(sample_table_view(game), titles)
            return window
        return factory

    def lobby(game: str, players: int) -> Callable[[], TableViewWindow]:
        def factory() -> TableViewWindow:
            from core.progress.avatars import AVATARS
            from desktop.screens.lobby import sample_lobby

            names = ["Anna", "Bruno", "Chloé", "Dario", "Emma", "Farid"][:players]
            window = TableViewWindow(sample_settings([]))
            window.show_lobby(sample_lobby(
                game, names, host_plays=False,
                avatars={0: AVATARS[2], 1: AVATARS[7], 3: AVATARS[11]},
                room_code="KXBT", web=SAMPLE_WEB_URL), "http://palabre.local:8077/")
            return window
        return factory

    hosting = JoinInfo(SAMPLE_WEB_URL, SAMPLE_CODE)  # the hosting computer's table view
    shows = no_primary("the table view only shows the game")
    states = [GalleryState("table-idle", idle, primary=shows)]
    # issue 29: the TV lobby, four players joined (one without a profile picture)
    states += tv_states("table-lobby-codenames", lobby("codenames", 4))
    states.append(GalleryState("table-lobby-empty", lobby("spyword", 0), primary=shows))
    states += [GalleryState(f"table-{game}", following(game), primary=shows)
               for game in games.ORDER]
    for game in games.ORDER:  # a LAN game: how to join beside it, at every TV size
        states += tv_states(f"table-join-{game}", following(game, hosting))
    states.append(GalleryState("table-join-code-only-taboo",  # a client table display
                               following("taboo", JoinInfo(None, SAMPLE_CODE)),
                               primary=shows))
    states += [GalleryState(f"table-{game}-titles", following(game, titles=SAMPLE_TITLES),
                            primary=shows)
               for game in games.ORDER]
    return states


#: Titles of the sample players on the table (ids of `core.progress.titles`).
SAMPLE_TITLES = ("sw_streak_35", "tb_turn_8", None, "cn_master_1", None, "sw_ghost_1")
