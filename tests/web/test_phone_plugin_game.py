"""A game is one plug-in (issue 24): the test-only game, which has no phone renderer of its
own, plays a whole game on a real phone page (chromium) through the page's generic
renderer (the seats, whose turn it is, and the view's actions as buttons) against a TCP
bot."""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any

from net.bots import play_bots
from tests.helpers.idle_loop import run_idle, until
from tests.helpers.plugin_game import NAME, registered
from tests.net.test_whole_games import actions_applied
from tests.web.phones import PAGE_WAIT_MS, PhoneRoom, chromium, start


async def a_phone_plays(browser: Any) -> tuple[dict[str, Any], str, int]:
    """One phone (through its page) against one TCP bot (by itself), to the end."""
    room = PhoneRoom(NAME, settings={"target": 10}, seed=3)
    await room.open()
    bots = None
    try:
        phone = await room.phone(browser, "Ana")
        assert await phone.page.locator("button.team").count() == 0  # no team to choose
        await room.add_bots(1, seed=3)
        await start(room, 2)
        host, rng = room.host, random.Random(3)
        bots = asyncio.ensure_future(play_bots(room.bots))
        taps = 0
        while host.session is not None and host.session.outcome() is None:
            before = actions_applied(host)
            view = host.runtime.view(phone.seat)
            if view["actions"]:
                await phone.wait_seq(host.runtime.seq)
                index = rng.randrange(len(view["actions"]))  # "add · 1" or "add · 2"
                label = await phone.page.text_content(f"#act-{index}", timeout=PAGE_WAIT_MS)
                assert label == f"add · {view['actions'][index]['amount']}"
                await phone.page.click(f"#act-{index}", timeout=PAGE_WAIT_MS)
                taps += 1
            await until(lambda before=before: actions_applied(host) != before, "a step")
        await bots
        await phone.wait_screen("generic-over")
        assert await phone.page.text_content("p.sub") == NAME  # no text names it
        outcome = await phone.page.text_content("#outcome") or ""
        assert not phone.errors, phone.errors
        assert host.session is not None
        return host.session.view(None), outcome, taps
    finally:
        if bots is not None and not bots.done():
            bots.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await bots
        await room.close()


def test_the_plugin_game_plays_a_whole_game_on_a_phone_through_the_generic_renderer():
    async def main() -> tuple[dict[str, Any], str, int]:
        async with chromium() as browser:
            return await a_phone_plays(browser)

    with registered():
        final, outcome, taps = run_idle(main())
    assert final["total"] == 10 and taps >= 2  # turns alternate: the phone played too
    winner = final["seats"][final["outcome"]["winners"][0]]["name"]
    assert outcome == f"{winner} · race.target"
