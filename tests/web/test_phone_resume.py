"""Issue 29: after a crash, "Reopen the room" brings the phones back even when the phone
page's old port was taken meanwhile. The journal keeps the page's port; the resumed host
tries it first, then the next of its ports (`net.web.WEB_PORTS`, listed in /room.json);
each phone's page, retrying, finds its room there and moves with its seat. Until they
are back, the host lists them as absent."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from net.host import Host
from net.journal import Journal
from net.lan_room import LanRoom
from store.packs import PackLibrary
from tests.helpers.idle_loop import until
from tests.web.phones import LOOPBACK, PAGE_WAIT_MS, PhoneRoom, start
from tests.web.test_phone_games import library, with_browser

__all__ = ["library"]  # the module's fixture, shared


def free_ports(count: int) -> tuple[int, ...]:
    """Ports free on loopback now (each bound, read and released)."""
    sockets = [socket.socket() for _ in range(count)]
    try:
        for sock in sockets:
            sock.bind((LOOPBACK, 0))
        return tuple(sock.getsockname()[1] for sock in sockets)
    finally:
        for sock in sockets:
            sock.close()


async def _refuse(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.close()  # whatever took the old port: not a Palabre page


def test_phones_come_back_after_a_crash_when_their_page_port_was_taken(
        library: PackLibrary, tmp_path) -> None:
    async def scenario(browser: Any) -> None:
        ports = free_ports(3)
        room = PhoneRoom("spyword", library=library, settings={"spies": 1, "ghost": False},
                         seed=4)
        lan = LanRoom(room.host, interface=LOOPBACK, advertise=False, web_candidates=ports)
        await lan.open()
        assert lan.web is not None and lan.web.port == ports[0]
        room.web = lan.web  # the phones open this room's page
        journal = Journal(tmp_path / "room.journal.json")
        room.host.keep_journal(journal)
        blocker: asyncio.Server | None = None
        resumed: LanRoom | None = None
        try:
            phones = [await room.phone(browser, name) for name in ("Ana", "Ben")]
            await room.add_bots(2, seed=4)
            await start(room, 4)
            seats = [phone.seat for phone in phones]
            for phone in phones:
                await phone.wait_screen("spyword-reveal")
            await lan.abort()  # the crash: no goodbye, no write after it
            blocker = await asyncio.start_server(_refuse, LOOPBACK, ports[0])
            saved = journal.load()
            assert saved.web_port == ports[0]
            host = Host.resume(saved)
            resumed = LanRoom(host, interface=LOOPBACK, port=saved.port or 0,
                              advertise=False, web_port_first=saved.web_port,
                              web_candidates=ports)
            await resumed.open()
            assert resumed.web is not None and resumed.web.port == ports[1]
            absent = {seat.id for seat in host.room.seats if not seat.connected}
            assert set(seats) <= absent  # the host lists the phones as offline
            await until(lambda: all(host.room.seat(seat).connected for seat in seats),
                        "both phones back in their seats", timeout=PAGE_WAIT_MS / 1000 * 3)
            for phone, seat in zip(phones, seats, strict=True):
                await phone.page.wait_for_function(
                    "(port) => location.port === String(port)", arg=ports[1],
                    timeout=PAGE_WAIT_MS)
                assert await phone.page_seat() == seat
                await phone.wait_screen("spyword-reveal")
                assert not phone.errors, phone.errors
        finally:
            for phone in room.phones:
                await phone.close()
            room.phones.clear()
            from net.bots import close_bots

            await close_bots(room.bots)
            if resumed is not None:
                await resumed.close()
            if blocker is not None:
                blocker.close()
                await blocker.wait_closed()

    with_browser(scenario)
