"""Phones join a room hosted by the app (issue 12, PX-MODE-2, PX-NET-2): the host
window's lobby shows a QR code holding the phones' URL (an IP address, not a ``.local``
name), the URL beside it and the join code above; a phone that opens that URL joins the
same room over the web transport, on the app's own qasync loop."""

from __future__ import annotations

from urllib.parse import urlsplit

import aiohttp
from PySide6.QtWidgets import QApplication

from net.client import Client
from net.web_link import websocket_opener
from store.packs import PackLibrary
from tests.desktop.lan_windows import host_room, window
from tests.helpers.qr_read import read_qr
from tests.helpers.qt_loop import qt_until, run_qt


def test_a_phone_joins_the_apps_room_from_the_lobby_qr_code(qtbot, qapp, tmp_path) -> None:
    library = PackLibrary.load()
    quits = qapp.quitOnLastWindowClosed()
    qapp.setQuitOnLastWindowClosed(False)  # as the app does (desktop/app.py): one window here

    async def scenario() -> None:
        host = window(qtbot, library)
        lobby = await host_room(qtbot, host, "taboo", "Alice")
        hosted = host.lan.hosted
        url = hosted.web_url
        assert url is not None and urlsplit(url).hostname == "127.0.0.1"
        assert lobby.web_label.isVisible() and lobby.web_label.text() == url
        assert lobby.code_label.text() == hosted.join_code
        QApplication.processEvents()
        picture = tmp_path / "qr.png"
        assert lobby.qr.grab().save(str(picture))
        decoded = read_qr(picture)
        assert decoded == url
        async with aiohttp.ClientSession() as session, \
                session.get(url + "room.json") as response:  # what the page asks first
            room = await response.json()
        assert room["room"] == hosted.host.room_id and room["game"] == "taboo"
        port = urlsplit(url).port
        assert port is not None
        phone = Client(hosted.host.address, name="Zoé", room_id=room["room"],
                       opener=websocket_opener(port))
        await phone.connect()
        await qt_until(lambda: [s.name for s in hosted.lobby.seats] == ["Alice", "Zoé"],
                       "the phone in the host's lobby")
        await phone.close()
        host.close()
        await host.shutdown()

    try:
        run_qt(qapp, scenario())
    finally:
        qapp.setQuitOnLastWindowClosed(quits)
