"""Phones follow a hand-over (issue 14, PX-NET-5): the host leaves mid-game and its
standby, a table display's computer, hosts the game on; each phone's page opens the
standby's page by itself (announced in the lobby, its port reserved since the start),
carrying its seat in the address's fragment, and lands back on its own seat there.
Real chromium pages against real hosts on loopback (`tests.web.phones`).
"""

from __future__ import annotations

from typing import Any

from net.client import Client
from net.host import Host
from net.protocol import TABLE
from tests.helpers.idle_loop import run_idle, until
from tests.net.test_whole_games import FAST_RECONNECT, LOOPBACK, pack_content
from tests.web.phones import PAGE_WAIT_MS, PhoneRoom, chromium, start
from tests.web.test_phone_games import library

__all__ = ["library"]


def test_phones_follow_the_game_to_the_standby(library):
    async def scenario() -> None:
        async with chromium() as browser:
            room = PhoneRoom("codenames", library=library, seed=5,
                             content=pack_content("codenames", library, 5))
            await room.open()
            taken: list[Host] = []
            assert room.host.address is not None
            table = Client(room.host.address, role=TABLE, room_id=room.host.room_id,
                           limits=FAST_RECONNECT, standby={"interface": LOOPBACK},
                           on_event=lambda e: e.kind == "host" and taken.append(e.value))
            try:
                await table.connect()
                phones = [await room.phone(browser, name) for name in ("Ann", "Ben")]
                await room.add_bots(2, seed=5)
                await start(room, 4)
                standby = table.standby
                await until(lambda: standby is not None and standby.copy is not None
                            and room.host.runtime.standby_web is not None, "a standby")
                web = f"http://{LOOPBACK}:{standby.web_port}/"
                assert room.host.runtime.standby_web == web
                for phone in phones:  # every page knows where the standby is
                    await phone.page.wait_for_function(
                        "(web) => window.PalabreApp.lobby.standby_web === web", arg=web,
                        timeout=PAGE_WAIT_MS)
                seats = [phone.seat for phone in phones]
                assert await room.host.hand_over()
                await until(lambda: taken, "the standby hosting")
                new = taken[0]
                for phone, seat in zip(phones, seats, strict=True):
                    await phone.page.wait_for_url(web, timeout=PAGE_WAIT_MS)
                    await phone.wait_welcomed(0)
                    assert await phone.page_seat() == seat  # the same seat, on the new host
                    view: dict[str, Any] | None = await phone.page_view()
                    assert view is not None and view["game"] == "codenames"
                    assert "#seat=" not in phone.page.url  # the token left the address
                await until(lambda: all(new.seat_connection_open(s) for s in seats),
                            "the phones on the new host")
                assert all(new.room.seats[s].web for s in seats)
                assert new.room.epoch == 1
                assert not any(phone.errors for phone in phones)
            finally:
                await table.close()
                for new in taken:
                    await new.close()
                await room.close()

    run_idle(scenario())
