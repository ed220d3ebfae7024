"""Issue 29, in a real browser page at 390×844: a phone joins by typing the four-letter
room code; the page patches itself (view.js), so a held word survives another player's
action; a vote and a Codenames guess need a confirm; a profile pick shows at once; long
Codenames words keep at least 12 px and stay inside their cards."""

from __future__ import annotations

from typing import Any

from core.progress.avatars import AVATARS
from store.packs import PackLibrary
from store.profiles import ProfileStore
from tests.helpers.idle_loop import until
from tests.web.phones import PAGE_WAIT_MS, PhoneRoom, start
from tests.web.test_phone_games import library, with_browser

__all__ = ["library"]  # the module's fixture, shared
CODE = "KXBT"
#: The smallest type a word of the grid may take on a phone (issue 29).
MIN_WORD_PX = 12.0


def test_a_phone_joins_by_typing_the_room_code(library: PackLibrary) -> None:
    async def scenario(browser: Any) -> None:
        room = PhoneRoom("taboo", library=library)
        await room.open()
        room.host.runtime.set_room_code(CODE)
        try:
            context = await browser.new_context(viewport={"width": 390, "height": 844})
            page = await context.new_page()
            await page.goto(room.url)  # typed, as http://palabre.local:8077: the code first
            await page.wait_for_selector("#room-code", timeout=PAGE_WAIT_MS)
            assert await page.locator("#name").count() == 0
            await page.fill("#room-code", "BBBB")
            await page.click("#code-go")
            problem = await page.wait_for_selector(".problem", timeout=PAGE_WAIT_MS)
            assert "BBBB" in (await problem.text_content() or "")
            await page.fill("#room-code", "kx-bt")  # case and dashes do not matter
            await page.click("#code-go")
            await page.fill("#name", "Ana", timeout=PAGE_WAIT_MS)
            await page.click("#join")
            await page.wait_for_selector("#ready", timeout=PAGE_WAIT_MS)
            assert [seat.name for seat in room.host.room.seats] == ["Ana"]
            # The QR code's address carries the code: a scan goes straight to the name.
            other = await browser.new_context(viewport={"width": 390, "height": 844})
            scanned = await other.new_page()
            await scanned.goto(room.url + "?code=" + CODE)
            await scanned.wait_for_selector("#name", timeout=PAGE_WAIT_MS)
            assert await scanned.locator("#room-code").count() == 0
            await other.close()
            await context.close()
        finally:
            await room.close()

    with_browser(scenario)


def _act_until(room: PhoneRoom, phase: str) -> None:
    """Play every seat's first action on the host (no vote) until the game is in ``phase``."""
    runtime = room.host.runtime
    for _ in range(200):
        session = room.host.session
        assert session is not None
        if runtime.view(None)["phase"] == phase:
            return
        for seat in range(len(room.host.room.seats)):
            actions = [a for a in runtime.view(seat).get("actions", []) if a["type"] != "vote"]
            if actions:
                runtime.act(seat, actions[0])
                break
        else:
            raise AssertionError(f"no action leads to {phase}")
    raise AssertionError(f"{phase} not reached")


def test_a_held_word_survives_another_players_tap_and_a_vote_needs_a_confirm(
        library: PackLibrary) -> None:
    async def scenario(browser: Any) -> None:
        room = PhoneRoom("spyword", library=library, settings={"spies": 1, "ghost": False},
                         seed=5)
        await room.open()
        try:
            phones = [await room.phone(browser, name) for name in ("Ana", "Ben", "Cleo", "Dan")]
            await start(room, 4)
            ana, ben = phones[0], phones[1]
            await ana.wait_screen("spyword-reveal")
            await ben.wait_screen("spyword-reveal")
            # Ana holds her word; the patch must keep the very button and box she holds.
            await ana.page.evaluate("window.heldButton = document.getElementById('hold-word')")
            await ana.page.dispatch_event("#hold-word", "pointerdown")
            assert await ana.page.is_visible("#my-word")
            await ben.page.click("#act-got_it", timeout=PAGE_WAIT_MS)
            await until(lambda: room.host.session is not None
                        and room.host.runtime.view(None)["seats"][1]["seen_card"],
                        "Ben's Got it")
            await ana.wait_seq(room.host.runtime.seq)
            assert await ana.page.evaluate(
                "document.getElementById('hold-word') === window.heldButton")
            assert await ana.page.is_visible("#my-word"), "the held word was hidden"
            await ana.page.dispatch_event("#hold-word", "pointerup")
            assert not await ana.page.is_visible("#my-word")
            # To the vote: a tap selects, only the confirm sends.
            _act_until(room, "vote")
            await ana.wait_seq(room.host.runtime.seq)
            target = next(a for a in room.host.runtime.view(0)["actions"]
                          if a["type"] == "vote" and a["target"] is not None)["target"]
            choice = f'button[data-target="{target}"]'
            await ana.page.click(choice, timeout=PAGE_WAIT_MS)
            await ana.page.wait_for_selector(f'{choice}[aria-pressed="true"]',
                                             timeout=PAGE_WAIT_MS)
            await ana.page.wait_for_selector("#send-vote:not([disabled])", timeout=PAGE_WAIT_MS)
            assert 0 not in room.host.runtime.view(None)["ballot"]["voted"]
            await ana.page.click("#send-vote")
            await until(lambda: 0 in room.host.runtime.view(None)["ballot"]["voted"],
                        "Ana's vote")
            assert not ana.errors and not ben.errors
        finally:
            await room.close()

    with_browser(scenario)


def test_a_profile_pick_shows_at_once_and_the_lobby_shows_its_picture(
        library: PackLibrary, tmp_path) -> None:
    store = ProfileStore.open(tmp_path / "profiles.sqlite")

    async def scenario(browser: Any) -> None:
        room = PhoneRoom("spyword", library=library, profiles=store)
        await room.open()
        try:
            ana = await room.phone(browser, "Ana")
            ben = await room.phone(browser, "Ben")
            await ana.page.click(f'button.avatar[data-avatar="{AVATARS[5]}"]',
                                 timeout=PAGE_WAIT_MS)
            # Shown as hers at once, then confirmed by the host's lobby (no reload).
            await ana.page.wait_for_selector('button.profile.on', timeout=PAGE_WAIT_MS)
            await until(lambda: room.host.room.seats[0].identity is not None, "Ana's profile")
            picture = f'.players img.avatar[src="picture/{AVATARS[5]}.svg"]'
            await ana.page.wait_for_selector(picture, timeout=PAGE_WAIT_MS)
            await ben.page.wait_for_selector(picture, timeout=PAGE_WAIT_MS)  # everyone's
            assert await ana.page.locator("button.profile.on").count() == 1
            assert await ana.page.locator("button.avatar").count() == 0  # none to make now
            names = await ben.page.eval_on_selector_all(
                "button.avatar", "nodes => nodes.map((n) => n.getAttribute('aria-label'))")
            assert len(names) == 12 and len(set(names)) == 12  # each picture its own name
        finally:
            await room.close()

    with_browser(scenario)


def test_long_codenames_words_keep_12_px_inside_their_cards(library: PackLibrary) -> None:
    words = sorted({word for pack in library.packs("codenames", "fr")
                    for word in pack.words}, key=len, reverse=True)[:25]
    assert len(max(words, key=len)) >= 12  # bibliothèque and the like

    async def scenario(browser: Any) -> None:
        room = PhoneRoom("codenames", language="fr", library=library,
                         settings={"variant": "classic"}, content={"words": words}, seed=3)
        await room.open()
        try:
            phone = await room.phone(browser, "Zoé")
            await room.add_bots(3, seed=3)
            await start(room, 4)
            await phone.page.wait_for_selector(".grid .cell", timeout=PAGE_WAIT_MS)
            cells = await phone.page.eval_on_selector_all(".grid .cell", """
            cells => cells.map((c) => {
                const word = c.querySelector('.w');
                return {text: word.textContent, px: parseFloat(getComputedStyle(word).fontSize),
                        over: c.scrollWidth > c.clientWidth + 1,
                        lines: Math.round(word.getBoundingClientRect().height
                                          / parseFloat(getComputedStyle(word).lineHeight))};
            })""")
            assert len(cells) == 25
            for cell in cells:
                assert cell["px"] >= MIN_WORD_PX, cell
                assert not cell["over"], cell
                assert cell["lines"] <= 2, cell
            assert not phone.errors
        finally:
            await room.close()

    with_browser(scenario)
