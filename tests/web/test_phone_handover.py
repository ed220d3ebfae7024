"""Phones follow a hand-over (issue 14, PX-NET-5): the host leaves mid-game and its
standby, a table display's computer, hosts the game on; each phone's page opens the
standby's page by itself (announced in the lobby, its port reserved since the start),
carrying its seat in the address's fragment, and lands back on its own seat there —
only once that page proved it is the standby (issue 25, PX-NET-7: the SHA-256 of its
`/proof.json` credential is the lobby's `standby_proof`). Real chromium pages against
real hosts on loopback (`tests.web.phones`).
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


def test_phones_keep_their_token_from_a_standby_without_the_proof(library):
    """The named standby turns hostile: a page at its phone address shows a made-up
    credential. The host then says `room.moved`: each page asks for the proof,
    finds it wrong, stays where it is (`room.unproven`) and never opens the fake page
    (where its token would go)."""
    async def scenario() -> None:
        from aiohttp import web

        async with chromium() as browser:
            room = PhoneRoom("codenames", library=library, seed=6,
                             content=pack_content("codenames", library, 6))
            await room.open()
            asked: list[str] = []
            runner: web.AppRunner | None = None
            assert room.host.address is not None
            table = Client(room.host.address, role=TABLE, room_id=room.host.room_id,
                           limits=FAST_RECONNECT, standby={"interface": LOOPBACK})
            try:
                await table.connect()
                phones = [await room.phone(browser, name) for name in ("Ann", "Ben")]
                await room.add_bots(2, seed=6)
                await start(room, 4)
                await until(lambda: room.host.runtime.standby_web is not None, "a standby")
                for phone in phones:
                    await phone.page.wait_for_function(
                        "() => !!window.PalabreApp.lobby.standby_proof", timeout=PAGE_WAIT_MS)
                # the standby turns hostile: a fake page takes its phone address
                # (on the very socket the standby reserved: a closed port could be taken
                # by another process before the fake binds it)
                standby = table.standby
                reserved, standby._web_sock = standby._web_sock, None
                assert reserved is not None

                async def proof(request: web.Request) -> web.Response:
                    asked.append(request.path)
                    return web.json_response({"room": room.host.room_id, "epoch": 9,
                                              "proof": "ab" * 32},
                                             headers={"Access-Control-Allow-Origin": "*"})

                async def page(request: web.Request) -> web.Response:
                    asked.append(request.path)
                    return web.Response(text="<html>fake</html>", content_type="text/html")
                app = web.Application()
                app.router.add_get("/proof.json", proof)
                app.router.add_get("/", page)
                runner = web.AppRunner(app)
                await runner.setup()
                await web.SockSite(runner, reserved).start()
                urls = [phone.page.url for phone in phones]
                await room.host.step_aside()  # every connection gets `bye room.moved`
                await until(lambda: len(asked) >= len(phones), "every page asking for the proof")
                for phone in phones:
                    await phone.page.wait_for_function("() => window.PalabreApp.unproven",
                                                       timeout=PAGE_WAIT_MS)
                assert [phone.page.url for phone in phones] == urls  # nobody moved
                assert asked and set(asked) == {"/proof.json"}  # the fake page never opened
            finally:
                if runner is not None:
                    await runner.cleanup()
                await table.close()
                await room.close()

    run_idle(scenario())
