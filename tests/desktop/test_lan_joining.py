"""Joining a LAN room from the app's windows (issue 11, PX-NET-1..3): by the live list
(real mDNS on 127.0.0.1), by join code, the refusals a join screen explains (full room,
another version), and the host closing the room while every client plays.

Real main windows on one qasync loop over loopback, as in `test_lan_windows`.
"""

from __future__ import annotations

import asyncio
import secrets

from PySide6.QtCore import Qt

from desktop.net_texts import incompatible_room_text, net_text
from net.client import Client
from net.client_state import ClientState
from net.discovery import RoomAdvertiser
from net.protocol import PROTOCOL_VERSION
from store.packs import PackLibrary
from tests.desktop.lan_windows import (
    LOOPBACK,
    click,
    fill_join,
    host_room,
    join_room,
    open_join,
    open_room,
    window,
)
from tests.desktop.support import widget_texts
from tests.helpers.qt_loop import qt_until, run_qt
from tests.net.conftest import raw_frame


def list_item(screen, text: str):
    """The join list's row whose text holds ``text`` (rooms of other runs may be listed)."""
    for row in range(screen.room_list.count()):
        item = screen.room_list.item(row)
        if text in item.text():
            return item
    return None


def test_join_by_the_list_and_by_code_and_other_versions_greyed(qtbot, qapp):
    """PX-NET-1: the room appears in the list by itself (mDNS), with its game, language
    and players, and is joined from it; a room of another version is listed greyed with
    the reason and cannot be chosen; PX-NET-2: the join code works as well."""
    library = PackLibrary.load()
    room_name = f"Salon {secrets.token_hex(3)}"
    newer_name = f"Newer {secrets.token_hex(3)}"

    async def scenario() -> None:
        host = window(qtbot, library, advertise=True)
        lobby = await host_room(qtbot, host, "taboo", "Alice", room_name=room_name)
        newer = RoomAdvertiser(name=newer_name, game="taboo", language="en", players=2,
                               room_id="0ffff", port=9, protocol_version=PROTOCOL_VERSION + 1,
                               interfaces=[LOOPBACK])
        await newer.start()
        try:
            guest = window(qtbot, library, advertise=True)
            screen = open_join(qtbot, guest)
            await qt_until(lambda: list_item(screen, room_name) is not None
                           and list_item(screen, newer_name) is not None, "both rooms listed")
            ours = list_item(screen, room_name)
            assert "Around the Word · English · 1 player" in ours.text()
            theirs = list_item(screen, newer_name)
            assert incompatible_room_text(PROTOCOL_VERSION + 1) in theirs.text()
            assert not theirs.flags() & Qt.ItemFlag.ItemIsEnabled  # greyed, not choosable
            screen.room_list.setCurrentItem(ours)
            fill_join(screen, "Bruno")
            click(qtbot, screen.join_room_button)
            await guest.lan.settled()
            await qt_until(lambda: guest.stack.currentWidget() is guest.lan.lobby_screen,
                           "Bruno's lobby")
            # By code, from a computer that does not browse (multicast blocked).
            third = window(qtbot, library)
            await join_room(qtbot, third, host.lan.hosted.join_code, "Chloé", by="code")
            await qt_until(lambda: [s.name for s in host.lan.hosted.lobby.seats]
                           == ["Alice", "Bruno", "Chloé"], "three seats")
            assert "chloé" in widget_texts(lobby) and "bruno" in widget_texts(lobby)
        finally:
            await newer.close()
        for win in (host, guest, third):  # last: closing the last window quits the loop
            win.close()
            await win.shutdown()

    run_qt(qapp, scenario())


def test_a_full_room_and_another_version_are_explained(qtbot, qapp):
    """The join screen's messages: a full room (TB-SET-1: 10 players at most) and a host
    of another version (PX-NET-3: a clear message on both sides)."""
    library = PackLibrary.load()

    async def scenario() -> None:
        host = window(qtbot, library)
        await host_room(qtbot, host, "taboo", "Alice")
        address = host.lan.hosted.address
        others = [Client(address, name=f"Player {n}") for n in range(9)]
        for client in others:
            await client.connect()
        late = window(qtbot, library)
        await join_room(qtbot, late, address, "Zoé")
        assert net_text("room.full").casefold() in widget_texts(late.lan.join_screen)

        async def newer_host(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
            await reader.read(65536)  # the hello; answered as a newer Palabre would
            writer.write(raw_frame({"type": "refused", "protocol": PROTOCOL_VERSION + 1,
                                    "code": "protocol.version_mismatch",
                                    "text": "This room uses another version of Palabre."}))
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(newer_host, LOOPBACK, 0)
        port = server.sockets[0].getsockname()[1]
        await join_room(qtbot, late, f"{LOOPBACK}:{port}", "Zoé")
        assert net_text("protocol.version_mismatch").casefold() in widget_texts(
            late.lan.join_screen)
        server.close()
        await server.wait_closed()
        for client in others:
            await client.close()
        for win in (host, late):
            win.close()
            await win.shutdown()

    run_qt(qapp, scenario())


def test_the_host_closing_the_room_ends_every_client_cleanly(qtbot, qapp):
    """The host leaves mid-game (home, confirmed): every client window, players and the
    table display, says the host closed the room and offers the way home; no task is
    left running (run_qt checks)."""

    async def scenario() -> None:
        room = await open_room(qtbot, "spyword", ["Alice", "Bruno", "Chloé", "Dmitri"])
        room.host.go_home(confirm=False)
        remote = [*room.clients, room.display]
        await qt_until(lambda: all(w.banner.isVisible() for w in remote), "every banner")
        for win in remote:
            assert net_text("room.closed").casefold() in widget_texts(win.banner)
            assert win.banner.home_button.isVisible()
            controller = win.lan.remote
            assert controller.state is ClientState.CLOSED
            click(qtbot, win.banner.home_button)
            assert win.stack.currentWidget() is win.home
        await room.close()

    run_qt(qapp, scenario())


def test_the_host_waits_for_a_gone_player_or_removes_them(qtbot, qapp):
    """Connection state on the host's window: a player whose computer went away is
    listed with the host's choices. Waiting keeps the seat (PX-NET-4: they come back to
    it); removing them makes them count as having left (SW-EDGE-3: eliminated)."""

    async def scenario() -> None:
        names = ["Alice", "Bruno", "Chloé", "Dmitri", "Emma"]
        room = await open_room(qtbot, "spyword", names)
        bar = room.host.absent_bar
        assert not bar.isVisible()
        gone = room.clients[1]  # Chloé's laptop closes: no goodbye, the seat is kept
        gone.close()
        await gone.shutdown()
        await qt_until(lambda: bar.isVisible() and 2 in bar.remove_buttons, "Chloé absent")
        assert "chloé lost the connection" in widget_texts(bar)
        assert room.view()["seats"][2]["in_game"]  # waiting: still in the game
        click(qtbot, bar.remove_buttons[2])
        await qt_until(lambda: not bar.isVisible(), "the bar gone")
        assert not room.view()["seats"][2]["in_game"]  # SW-EDGE-3: counts as eliminated
        assert room.host.lan.hosted.host.room.seats[2].vacated
        room.players.remove(gone)
        room.clients.remove(gone)
        await room.close()

    run_qt(qapp, scenario())


def test_a_desktop_joins_by_the_four_letter_room_code_and_the_tv_lobby_shows_it(qtbot, qapp):
    """Issue 29: the host advertises a four-letter room code, shown big in its lobby and
    on its TV lobby; another computer types it (any case) and joins that room; a code no
    room has is named, with the long join code offered; the TV lobby lists the players
    as they join."""
    from desktop.table_lobby import TableLobby
    from net.room_code import is_room_code

    library = PackLibrary.load()
    room_name = f"Salon {secrets.token_hex(3)}"

    async def scenario() -> None:
        host = window(qtbot, library, advertise=True)
        lobby = await host_room(qtbot, host, "taboo", "Alice", room_name=room_name)
        hosted = host.lan.hosted
        await qt_until(lambda: hosted.lobby.room_code is not None, "the room code")
        code = hosted.lobby.room_code
        assert is_room_code(code) and code.lower() in widget_texts(lobby)
        tv = host.table_window.table
        assert isinstance(tv, TableLobby) and tv.code.text() == code
        guest = window(qtbot, library, advertise=True)
        screen = open_join(qtbot, guest)
        await qt_until(lambda: any(r.room_code == code for r in screen.rooms.values()),
                       "the room seen with its code")
        fill_join(screen, "Bruno")
        wrong = next(c for c in ("BCDF", "GHJK") if c != code)
        screen.code_edit.setText(wrong)
        click(qtbot, screen.code_button)
        assert wrong in screen.status.text() and "join code" in screen.status.text()
        screen.code_edit.setText(code.lower()[:2] + " " + code.lower()[2:])
        click(qtbot, screen.code_button)
        await guest.lan.settled()
        await qt_until(lambda: [s.name for s in hosted.lobby.seats] == ["Alice", "Bruno"],
                       "Bruno seated by the room code")
        await qt_until(lambda: [t.name.text() for t in tv.tiles if t.isVisibleTo(tv)]
                       == ["Alice", "Bruno"], "Bruno on the TV lobby")
        for win in (host, guest):
            win.close()
            await win.shutdown()

    run_qt(qapp, scenario())
