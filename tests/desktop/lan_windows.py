"""Driving real main windows through a LAN room over loopback, as players do.

Every window is a `MainWindow` of its own (one per computer), all in one process on one
qasync loop (`tests.helpers.qt_loop.run_qt`), as the app runs: the host's window hosts
the room through Home → Host a room, the others join through Home → Join a room.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.main_window import MainWindow
from desktop.screens.lobby import LobbyScreen
from desktop.settings import AppSettings
from store.packs import PackLibrary
from tests.desktop.codenames.drive import send_text
from tests.helpers.qt_loop import qt_until

LOOPBACK = "127.0.0.1"


def window(qtbot, library: PackLibrary, advertise: bool = False, clock=None) -> MainWindow:
    """A computer's main window; ``clock``: the time base of the games it hosts."""
    # As the app (`desktop.app`): the Qt loop goes on when a window closes; each test
    # ends its own scenario (a closing host window may still hand its game over).
    QApplication.instance().setQuitOnLastWindowClosed(False)
    options = {} if clock is None else {"lan_clock": clock}
    win = MainWindow(AppSettings(), library=library, lan_interface=LOOPBACK,
                     lan_advertise=advertise, **options)
    qtbot.addWidget(win)
    win.show()
    return win


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


async def host_room(qtbot, win: MainWindow, game: str, name: str | None,
                    settings: dict | None = None, room_name: str | None = None) -> LobbyScreen:
    """Home → Host a room → (host and play as ``name`` | host for the table), the game's
    ``settings`` picked in their drop-downs → lobby."""
    click(qtbot, win.home.cards[game].host_button)
    setup = win.lan.host_setup
    if room_name is not None:
        setup.room_edit.clear()
        send_text(setup.room_edit, room_name)
    for key, value in (settings or {}).items():
        combo = setup.settings_card.inputs[key]
        index = combo.findData(value)
        assert index >= 0, (key, value)
        combo.setCurrentIndex(index)
        combo.activated.emit(index)  # as a user's pick
    if name is None:
        setup.table_radio.setChecked(True)
    else:
        setup.play_radio.setChecked(True)
        setup.name_edit.clear()
        send_text(setup.name_edit, name)
    click(qtbot, setup.open_button)
    await qt_until(lambda: win.lan.hosted is not None and win.stack.currentWidget()
                   is win.lan.lobby_screen, "the host's lobby")
    return win.lan.lobby_screen


def open_join(qtbot, win: MainWindow):
    if win.lan is None or win.lan.join_screen is None or not win.lan.join_screen.isVisible():
        click(qtbot, win.home.join_button)
    return win.lan.join_screen


def fill_join(screen, name: str | None) -> None:
    if name is None:
        screen.table_radio.setChecked(True)
    else:
        screen.player_radio.setChecked(True)
        screen.name_edit.clear()
        send_text(screen.name_edit, name)


async def join_room(qtbot, win: MainWindow, target: str, name: str | None,
                    by: str = "address") -> None:
    """Home → Join a room → (a player named ``name`` | a table display) by code/address."""
    screen = open_join(qtbot, win)
    fill_join(screen, name)
    edit, button = ((screen.code_edit, screen.code_button) if by == "code"
                    else (screen.address_edit, screen.address_button))
    edit.clear()
    send_text(edit, target)
    click(qtbot, button)
    await win.lan.settled()


async def table_display(qtbot, library: PackLibrary, address: str) -> MainWindow:
    """A computer on the TV that joined as a table display."""
    display = window(qtbot, library)
    await join_room(qtbot, display, address, None)
    return display


async def close_all(windows) -> None:
    """Close every window, the first (the host's) last: a host leaving mid-game while
    others are still in the room would hand the game over to them."""
    for win in reversed(windows):
        win.close()
        await win.shutdown()


def controller_of(win: MainWindow):
    return win.controller or win.table_window.controller


def synced(remote: list[MainWindow], seq: int) -> bool:
    """Every remote window has the host's view of change ``seq``."""
    return all(controller_of(w).seq == seq for w in remote)


class Room:
    """A room over loopback: the host's window (it plays seat 0), the clients' windows
    and a table display. `step` waits until a click has gone round: the host's runtime
    took it and every remote window has the new view (the host's own window is fed by
    the runtime directly)."""

    def __init__(self, host: MainWindow, clients: list[MainWindow], display: MainWindow):
        self.host, self.clients, self.display = host, clients, display
        self.players = [host, *clients]
        self.runtime = host.lan.hosted.host.runtime
        self.seq = self.runtime.seq

    def screen(self, seat: int):
        return self.players[seat].game_screen

    def view(self, seat: int | None = None) -> dict:
        return self.runtime.view(seat)

    async def step(self, what: str) -> None:
        await qt_until(lambda: self.runtime.seq > self.seq, what)
        self.seq = self.runtime.seq
        await qt_until(lambda: synced([*self.clients, self.display], self.seq),
                       f"{what}: every window")

    async def close(self) -> None:
        await close_all([*self.players, self.display])


async def open_room(qtbot, game: str, names: list[str], settings: dict | None = None,
                    shuffle: bool = False, clock=None,
                    library: PackLibrary | None = None) -> Room:
    """The host hosts and plays as ``names[0]``, a window joins for each other name, a
    table display joins; the host shuffles (deals roles) if asked, and starts."""
    library = library or PackLibrary.load()
    host = window(qtbot, library, clock=clock)
    lobby = await host_room(qtbot, host, game, names[0], settings)
    address = host.lan.hosted.address
    clients = [window(qtbot, library) for _ in names[1:]]
    for win, name in zip(clients, names[1:], strict=True):
        await join_room(qtbot, win, address, name)
    display = await table_display(qtbot, library, address)
    await qt_until(lambda: len(host.lan.hosted.lobby.seats) == len(names), "every seat")
    if shuffle:
        click(qtbot, lobby.shuffle_button)
    await qt_until(lambda: lobby.start_button.isEnabled(), "Start enabled")
    click(qtbot, lobby.start_button)
    room = Room(host, clients, display)
    await qt_until(lambda: all(w.game_screen is not None for w in room.players),
                   "every screen")
    await qt_until(lambda: display.table_window.controller is not None
                   and display.table_window.isVisible(), "the table display")
    return room
