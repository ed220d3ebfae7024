"""Phones of the field rig: Debian's chromium run on a machine of the rig (``ip netns
exec``: a wrapper is its executable, so Playwright drives it through its pipe as usual,
while its network is that machine's only), one browser context per phone, as
`tests.web.phones` does on loopback. `play` plays the phone's seat from its own page:
it reads the page's view, picks one of the seat's legal actions as the bots do
(`net.bots.choose_action`) and taps its control (`tests.web.phones.tap`), then waits for
the page to draw a newer change. Nothing polls: each wait is one of the page's own
events, bounded."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, async_playwright
from playwright.async_api import Error as PageError

from net.bots import choose_action, is_over
from tests.field.rig import Machine
from tests.web.phones import CHROMIUM, CHROMIUM_ARGS, PAGE_WAIT_MS, PHONE, Phone, tap

#: A game a phone plays across the rig ends within this (a stuck game fails here).
GAME_WAIT_MS = 150_000
#: After a tap, the page shows the change it made within this, else the phone looks again.
TAP_WAIT_MS = 5_000


@contextlib.asynccontextmanager
async def chromium_on(machine: Machine, folder: Path) -> AsyncIterator[Browser]:
    wrapper = folder / f"chromium-{machine.netns}"
    wrapper.write_text(f'#!/bin/sh\nexec ip netns exec {machine.netns} {CHROMIUM} "$@"\n')
    wrapper.chmod(0o755)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(wrapper),
                                                   args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            await browser.close()


async def join(browser: Browser, url: str, name: str, room_code: str | None = None) -> Phone:
    """A phone that opens ``url`` (typed, as a person reads it off the TV), gives the
    ``room_code`` when the page asks for it (issue 29), joins as ``name``, says ready."""
    context = await browser.new_context(viewport=PHONE, device_scale_factor=1,
                                        has_touch=True, is_mobile=True)
    page = await context.new_page()
    phone = Phone(name, context, page)
    page.on("pageerror", lambda error: phone.errors.append(str(error)))
    await page.goto(url, timeout=PAGE_WAIT_MS)
    await page.wait_for_selector("#name, #room-code", timeout=PAGE_WAIT_MS)
    if await page.locator("#room-code").count():
        assert room_code is not None, "the page asks for a room code the host did not print"
        await page.fill("#room-code", room_code)
        await page.click("#code-go")
    await page.fill("#name", name, timeout=PAGE_WAIT_MS)
    await page.click("#join", timeout=PAGE_WAIT_MS)
    await page.click("#ready", timeout=PAGE_WAIT_MS)
    phone.seat = await phone.page_seat()
    return phone


async def drawn(phone: Phone) -> tuple[dict[str, Any] | None, int]:
    """The page's view and the change it belongs to, read at once (read one after the
    other, a change in between would pair a view with a later number: the phone would
    wait for a change after its own turn, which never comes)."""
    view, seq = await phone.page.evaluate(
        "[window.PalabreApp.view, window.PalabreApp.seq || 0]")
    return view, int(seq)


async def play(phone: Phone, seed: int) -> dict[str, Any]:
    """Play ``phone``'s seat through its page until its view shows the game over."""
    rng = random.Random(seed)
    await phone.page.wait_for_function("() => window.PalabreApp.view", timeout=GAME_WAIT_MS)
    while True:
        view, seen = await drawn(phone)
        if view is not None and is_over(view):
            return view
        action = None if view is None else choose_action(view, rng)
        newer = "(seq) => (window.PalabreApp.seq || 0) > seq"
        if action is None:
            await phone.page.wait_for_function(newer, arg=seen, timeout=GAME_WAIT_MS)
            continue
        with contextlib.suppress(PageError):  # the control went meanwhile, or the tap
            await tap(phone.page, action)    # was refused: look again
            await phone.page.wait_for_function(newer, arg=seen, timeout=TAP_WAIT_MS)
