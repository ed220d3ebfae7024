"""A game is one plug-in (issue 24): the test-only game, which has no phone renderer of its
own, plays a whole game on two real phone pages (chromium) through the page's generic
renderer: the seats, whose turn it is, and the view's actions as buttons."""

from __future__ import annotations

import random
from typing import Any

from tests.helpers.idle_loop import run_idle, until
from tests.helpers.plugin_game import NAME, registered
from tests.net.test_whole_games import actions_applied
from tests.web.phones import PAGE_WAIT_MS, PhoneRoom, chromium, start


async def two_phones_play(browser: Any) -> tuple[dict[str, Any], list[str]]:
    room = PhoneRoom(NAME, settings={"target": 10}, seed=3)
    await room.open()
    try:
        phones = [await room.phone(browser, name) for name in ("Ana", "Ben")]
        for phone in phones:  # no team to choose in this game's lobby
            assert await phone.page.locator("button.team").count() == 0
        await start(room, 2)
        host, rng = room.host, random.Random(3)
        while host.session is not None and host.session.outcome() is None:
            view = host.runtime.view(host.session.game.turn)
            phone = next(p for p in phones if p.seat == view["viewer"]["seat"])
            await phone.wait_seq(host.runtime.seq)
            index = rng.randrange(len(view["actions"]))  # "add · 1" or "add · 2"
            label = await phone.page.text_content(f"#act-{index}", timeout=PAGE_WAIT_MS)
            assert label == f"add · {view['actions'][index]['amount']}"
            before = actions_applied(host)
            await phone.page.click(f"#act-{index}", timeout=PAGE_WAIT_MS)
            await until(lambda before=before: actions_applied(host) != before, "the tap")
        outcomes = []
        for phone in phones:
            await phone.wait_screen("generic-over")
            assert await phone.page.text_content("p.sub") == NAME  # no text names it
            outcomes.append(await phone.page.text_content("#outcome") or "")
            assert not phone.errors, phone.errors
        assert host.session is not None
        return host.session.view(None), outcomes
    finally:
        await room.close()


def test_the_plugin_game_plays_a_whole_game_on_phones_through_the_generic_renderer():
    async def main() -> tuple[dict[str, Any], list[str]]:
        async with chromium() as browser:
            return await two_phones_play(browser)

    with registered():
        final, outcomes = run_idle(main())
    assert final["total"] == 10
    winner = final["seats"][final["outcome"]["winners"][0]]["name"]
    assert outcomes == [f"{winner} · race.target"] * 2
