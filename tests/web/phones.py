"""Real phones for the tests: Debian's chromium, driven by Playwright (never
``playwright install``: no browser is downloaded), against a real host on loopback.

A `PhoneRoom` is a `Host` + `WebServer` on 127.0.0.1 with the fake game clock of the
loopback tests; each `Phone` is its own browser context (its own localStorage, so its
own seat token) at a phone's size, 390×844. `play` runs a game to its end: TCP bots play
their seats by themselves, and each phone plays its seat through its page only: the
harness picks one of the seat's legal actions (as the bots do, free text filled),
waits for the page to show the view it belongs to, and taps the control that sends it
(a button, a grid card, a text field). When only a timer can move the game on, the
clock jumps to the deadline, as in `tests/net/test_whole_games.py`. Nothing polls: the
harness waits on the host's loop (`until`) and on the page's own events (Playwright's
waits).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Page, Playwright, async_playwright
from playwright.async_api import TimeoutError as PageTimeout

from net.bots import Bot, choose_action, close_bots, join_bots, play_bots
from net.headless import AutoStart
from net.host import Host
from net.web import WebServer
from store.packs import PackLibrary
from store.profiles import ProfileStore
from tests.helpers.idle_loop import until
from tests.net.test_whole_games import (
    FAST_RECONNECT,
    LOOPBACK,
    GameClock,
    actions_applied,
    advance_if_idle,
    waiting_for_a_timer,
)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
#: Generous: a page that needs this long is stuck, not slow.
PAGE_WAIT_MS = 10_000
GAME_TIMEOUT_S = 120.0


@contextlib.asynccontextmanager
async def chromium() -> Any:
    async with async_playwright() as playwright:
        browser = await launch(playwright)
        try:
            yield browser
        finally:
            await browser.close()


async def launch(playwright: Playwright) -> Browser:
    return await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


@dataclass
class Phone:
    name: str
    context: BrowserContext
    page: Page
    #: Errors the page's JavaScript threw (a test fails on any).
    errors: list[str] = field(default_factory=list)
    seat: int | None = None

    async def screen(self) -> str:
        return await self.page.get_attribute("#app", "data-screen") or ""

    async def wait_screen(self, name: str) -> None:
        await self.page.wait_for_selector(f'#app[data-screen="{name}"]', timeout=PAGE_WAIT_MS)

    async def wait_seq(self, seq: int) -> None:
        """Until the page has drawn the view of change ``seq`` (or a later one)."""
        await self.page.wait_for_function("(seq) => (window.PalabreApp.seq || 0) >= seq",
                                          arg=seq, timeout=PAGE_WAIT_MS)

    async def page_seat(self) -> int | None:
        seat: int | None = await self.page.evaluate("window.PalabreApp.seat")
        return seat

    async def page_view(self) -> dict[str, Any] | None:
        view: dict[str, Any] | None = await self.page.evaluate("window.PalabreApp.view")
        return view

    async def welcomes(self) -> int:
        """How many times this page was welcomed into the room since it loaded."""
        count: int = await self.page.evaluate("window.PalabreApp.welcomes || 0")
        return count

    async def wait_welcomed(self, more_than: int) -> None:
        await self.page.wait_for_function(
            "(n) => (window.PalabreApp.welcomes || 0) > n && window.PalabreApp.status === 'open'",
            arg=more_than, timeout=PAGE_WAIT_MS)

    async def cut_socket(self) -> None:
        """The phone's network drops (the page reconnects by itself)."""
        await self.page.evaluate("window.PalabreApp.wire.socket.close()")

    async def close(self) -> None:
        await self.context.close()


class PhoneRoom:
    def __init__(self, game: str, *, language: str = "en", settings: dict[str, Any] | None = None,
                 content: Any = None, library: PackLibrary | None = None, seed: int = 1,
                 room_name: str = "Salon", profiles: ProfileStore | None = None) -> None:
        """``profiles``: the hosting computer's profiles (the phones may play with one)."""
        self.clock = GameClock()
        self.host = Host(game, room_name=room_name, language=language, settings=settings or {},
                         content=content, library=library, seed=seed, clock=self.clock,
                         profiles=profiles)
        self.web = WebServer(self.host)
        self.phones: list[Phone] = []
        self.bots: list[Bot] = []
        self.rng = random.Random(seed)

    async def open(self) -> None:
        await self.host.open(LOOPBACK, 0)
        await self.web.open(LOOPBACK, 0)

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.web.port}/"

    async def phone(self, browser: Browser, name: str) -> Phone:
        """A new phone that opens the room's page and joins with ``name``."""
        context = await browser.new_context(viewport=PHONE, device_scale_factor=1,
                                            has_touch=True, is_mobile=True)
        page = await context.new_page()
        phone = Phone(name, context, page)
        page.on("pageerror", lambda error: phone.errors.append(str(error)))
        await page.goto(self.url)
        await page.fill("#name", name, timeout=PAGE_WAIT_MS)
        await page.click("#join", timeout=PAGE_WAIT_MS)
        await page.wait_for_selector("#ready", timeout=PAGE_WAIT_MS)
        phone.seat = await phone.page_seat()
        self.phones.append(phone)
        return phone

    async def add_bots(self, count: int, seed: int = 0) -> None:
        assert self.host.address is not None
        self.bots += await join_bots(self.host.address, count, seed=seed,
                                     room_id=self.host.room_id, limits=FAST_RECONNECT)

    async def close(self) -> None:
        await close_bots(self.bots)
        for phone in self.phones:
            await phone.close()
        await self.host.close()
        await self.web.close()


#: ``during(room, phone, view)``: called before a phone acts on ``view`` (sleep tests,
#: screenshots); it may return False to skip the action this time.
During = Callable[["PhoneRoom", Phone, dict[str, Any]], Awaitable[bool | None]]


async def start(room: PhoneRoom, players: int) -> None:
    """Every phone says ready through its page; the host starts once ``players`` are."""
    autostart = AutoStart(room.host, players, report=lambda line: None)
    try:
        for phone in room.phones:
            await phone.page.click("#ready", timeout=PAGE_WAIT_MS)
        await until(lambda: autostart.started.is_set(), "the game to start", GAME_TIMEOUT_S)
    finally:
        autostart.close()
    for phone in room.phones:  # the arranging moved no one: seats are fixed from now on
        phone.seat = await phone.page_seat()


async def play(room: PhoneRoom, during: During | None = None) -> None:
    """Play the started game to its end (bots by themselves, phones through their pages)."""
    host = room.host
    bots = asyncio.ensure_future(play_bots(room.bots))
    try:
        async with asyncio.timeout(GAME_TIMEOUT_S):
            while host.session is not None and host.session.outcome() is None:
                advance_if_idle(host, room.clock)
                seen = actions_applied(host)
                acted = False
                for phone in room.phones:
                    acted |= await play_one(room, phone, during)
                if not acted:
                    await until(lambda seen=seen: host.session.outcome() is not None
                                or actions_applied(host) != seen or waiting_for_a_timer(host),
                                "the game to move on", GAME_TIMEOUT_S)
            await bots
    finally:
        if not bots.done():
            bots.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await bots


async def play_one(room: PhoneRoom, phone: Phone, during: During | None) -> bool:
    """One action of ``phone``'s seat through its page; False when it has none."""
    host = room.host
    if phone.seat is None or host.session is None or host.session.outcome() is not None:
        return False
    view = host.runtime.view(phone.seat)
    if during is not None:  # with or without an action to take (a guesser's sleep)
        await phone.wait_seq(host.runtime.seq)
        if await during(room, phone, view) is False:
            return False
        view = host.runtime.view(phone.seat)
    action = choose_action(view, room.rng)
    if action is None:
        return False
    before = actions_applied(host)
    try:
        await phone.wait_seq(host.runtime.seq)
        if host.runtime.view(phone.seat) != view:
            return True  # the game moved on meanwhile: look again
        await tap(phone.page, action)
    except PageTimeout:
        if host.runtime.view(phone.seat) == view:
            raise  # the page never showed the control for a legal action
        return True
    await until(lambda: actions_applied(host) != before or host.runtime.view(phone.seat) != view
                or bool(host.session and host.session.outcome()), "the tap to arrive")
    return True


async def tap(page: Page, action: dict[str, Any]) -> None:
    """Send ``action`` the way a player does: by its control on the page."""
    kind = action["type"]
    wait = {"timeout": PAGE_WAIT_MS}
    if kind == "vote":
        target = "pass" if action["target"] is None else str(action["target"])
        await page.click(f'button[data-target="{target}"]', **wait)
        await page.click("#send-vote", **wait)  # issue 29: select, then confirm
    elif kind in ("guess", "cover"):
        await page.click(f'button.cell[data-card="{action["card"]}"]', **wait)
        await page.click("#send-card", **wait)
    elif kind == "correct":
        await page.click(f'button.row-result[data-index="{action["index"]}"]', **wait)
    elif kind == "ghost_guess":
        await page.fill("#guess", action["text"], **wait)
        await page.click("#act-ghost_guess", **wait)
    elif kind == "clue" and "number" in action:
        await page.fill("#clue-word", action["word"], **wait)
        await page.select_option("#clue-number", str(action["number"]), **wait)
        await page.click("#act-clue", **wait)
    else:
        await page.click(f"#act-{kind}", **wait)


async def shoot(phone: Phone, folder: Path, label: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{label}.png"
    await phone.page.screenshot(path=str(path), full_page=True)
    return path
