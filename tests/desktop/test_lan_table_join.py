"""Join by QR from the TV (issue 12, PX-NET-2, PX-MODE-3): while a LAN game runs, the
hosting computer's table view shows the QR code of the phones' page (an IP address), the
short URL and the join code beside the game, covering none of it; the panel goes when
the room closes, never shows in one-screen play, and closing the windows never hangs the
Qt loop (a QR code whose height followed its width once froze it)."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from desktop.controller import GameStart
from desktop.fit_check import fit_problems
from desktop.gallery import SETTLE_PASSES
from desktop.gallery_support import sample_start
from desktop.main_window import MainWindow
from desktop.widgets.join_panel import JoinInfo, short_url
from net.client import Client
from store.packs import PackLibrary
from tests.desktop.lan_windows import click, close_all, host_room, table_display, window
from tests.helpers.qr_read import read_qr
from tests.helpers.qt_loop import qt_until, run_qt

PLAYERS = ["Bruno", "Chloé", "Dmitri", "Emma"]
TV = (1280, 720)


def _in_window(widget: QWidget) -> QRect:
    top_left = widget.mapTo(widget.window(), QPoint(0, 0))
    return QRect(top_left, widget.size())


async def _idle(passes: int = 1) -> None:
    """Return once the Qt loop has gone idle (about to block) ``passes`` times: layouts
    settle one level per pass, and a loop busy laying out forever (a size feedback)
    never gets there, so the wait fails. (Never ``processEvents()`` inside a coroutine:
    re-entering the qasync loop there lost socket events and hung the room.)"""
    for _ in range(passes):
        looks = iter((False, True))
        await qt_until(lambda looks=looks: next(looks), "the Qt loop to go idle")


async def _host_for_the_table_and_start(qtbot, library: PackLibrary, game: str,
                                        displays: list[MainWindow] | None = None):
    """Host for the table (this computer is the TV), four phones' worth of players join
    over the room's protocol (and ``displays``, if given, gets a computer that joined as
    a table display), Start: the table view opens full screen."""
    host = window(qtbot, library)
    lobby = await host_room(qtbot, host, game, None)
    hosted = host.lan.hosted
    players = [Client(hosted.host.address, name=name, reconnect=False) for name in PLAYERS]
    for player in players:
        await player.connect()
    if displays is not None:
        displays.append(await table_display(qtbot, library, hosted.address))
    await qt_until(lambda: len(hosted.lobby.seats) == len(PLAYERS), "every seat")
    if not lobby.start_button.isEnabled():  # Codenames: deal the spymasters
        click(qtbot, lobby.shuffle_button)
    await qt_until(lambda: lobby.start_button.isEnabled(), "Start enabled")
    click(qtbot, lobby.start_button)
    for tv in [host.table_window] + [d.table_window for d in displays or []]:
        await qt_until(lambda tv=tv: tv.isVisible() and tv.controller is not None,
                       "the table view")
    return host, players


@pytest.mark.parametrize("game", ["spyword", "taboo", "codenames"])
def test_the_hosts_table_view_shows_the_qr_code_during_each_game(qtbot, qapp, tmp_path,
                                                                 game) -> None:
    library = PackLibrary.load()
    quits = qapp.quitOnLastWindowClosed()
    qapp.setQuitOnLastWindowClosed(False)  # as the app does (desktop/app.py)

    async def scenario() -> None:
        host, players = await _host_for_the_table_and_start(qtbot, library, game)
        hosted = host.lan.hosted
        url, code = hosted.web_url, hosted.join_code
        assert url is not None and code is not None
        assert urlsplit(url).hostname == "127.0.0.1"  # an IP address, not a .local name
        tv = host.table_window
        tv.set_full_screen(False)
        tv.resize(*TV)
        await _idle(SETTLE_PASSES)
        assert (tv.width(), tv.height()) == TV  # the panel never grows the window
        table = tv.table
        assert table.view is not None and table.view["game"] == game
        panel = table.join_panel
        assert panel.isVisible() and panel.picture.isVisible()
        picture = tmp_path / "tv.png"
        assert tv.grab().save(str(picture))
        assert read_qr(picture) == url  # the whole window: what a phone sees on the TV
        assert panel.url.isVisible() and panel.url.text() == short_url(url)
        assert panel.code.isVisible() and panel.code.text().replace("\n", "-") == code
        assert fit_problems(table) == []  # nothing clipped, nothing overlapping
        panel_rect = _in_window(panel)
        assert tv.rect().contains(panel_rect)
        if game == "codenames":  # not one card covered
            cards = table.grid.cards
            assert len(cards) == 25
            assert not [c.index for c in cards if _in_window(c).intersects(panel_rect)]
        # The Window menu's toggle (a classroom): hidden, and kept hidden in the settings.
        tv.join_action.trigger()
        assert not panel.isVisibleTo(table) and host.app_settings.table_show_join is False
        tv.join_action.trigger()
        assert panel.isVisibleTo(table)
        # The host closes the room: the panel goes; every player is told.
        host.go_home(confirm=False)
        assert tv.join is None and not tv.table.join_panel.isVisibleTo(tv.table)
        for player in players:
            assert await player.wait_closed() == "room.closed"
        # Then one-screen play on this computer: a table view with no way to join.
        seats, settings, content = sample_start(game)
        host.start_game(GameStart(game, tuple(seats), settings, content, seed=4))
        assert tv.controller is host.controller and tv.table.view is not None
        assert tv.join is None and not tv.table.join_panel.isVisibleTo(tv.table)
        tv.close()
        host.close()
        await host.shutdown()
        await _idle()

    try:
        run_qt(qapp, scenario())
    finally:
        qapp.setQuitOnLastWindowClosed(quits)


def test_closing_the_table_view_and_the_host_window_mid_game_does_not_hang(qtbot, qapp
                                                                         ) -> None:
    library = PackLibrary.load()
    quits = qapp.quitOnLastWindowClosed()
    qapp.setQuitOnLastWindowClosed(False)

    async def scenario() -> None:
        displays: list[MainWindow] = []
        host, players = await _host_for_the_table_and_start(qtbot, library, "taboo",
                                                            displays)
        tv = host.table_window
        assert tv.isFullScreen() and tv.table.join_panel.isVisible()
        # Another computer on a TV, joined as a table display: the lobby message gives it
        # the phones' page too (issue 29: `lobby.web`), so a late phone joins from it.
        (display,) = displays
        panel = display.table_window.table.join_panel
        assert display.table_window.join == JoinInfo(host.lan.hosted.web_url,
                                                     host.lan.hosted.join_code)
        assert panel.isVisible() and panel.code.isVisible()
        assert panel.picture.isVisibleTo(panel) and panel.url.isVisibleTo(panel)
        await close_all([display])
        tv.close_action.trigger()  # Ctrl+W on the TV, the QR code showing
        await _idle()
        assert not tv.isVisible()
        host.close()  # the host's window, the room still open: the app quits
        await host.shutdown()
        await _idle()
        assert not host.isVisible() and host.lan is None
        for player in players:
            assert await player.wait_closed() == "room.closed"

    try:
        run_qt(qapp, scenario())
    finally:
        qapp.setQuitOnLastWindowClosed(quits)
