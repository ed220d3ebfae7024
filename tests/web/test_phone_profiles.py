"""Phones play with profiles kept on the hosting computer (PX-PROF-4, PX-PROF-3), in a
real browser page: a phone picks an existing profile, another makes one with a picture;
the lobby shows a chosen title under the name; at the end the host has recorded the game
for both, once."""

from __future__ import annotations

import json
from typing import Any

from core.progress.avatars import AVATARS
from desktop.web_texts import TEXTS_FILE
from store.packs import PackLibrary
from store.profiles import ProfileStore
from tests.helpers.idle_loop import until
from tests.store.profile_games import finished_records
from tests.web.phones import PAGE_WAIT_MS, PhoneRoom
from tests.web.test_phone_games import library, with_browser

__all__ = ["library"]  # the module's fixture, shared
TITLE = "sw_played_1"


def test_phones_pick_or_make_a_profile_on_the_host(library: PackLibrary, tmp_path) -> None:
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    nina = store.create("Nina", AVATARS[3])
    store.apply_game(finished_records()[0], {0: nina.id})  # earns TITLE
    nina = store.edit(nina.id, title=TITLE)

    async def scenario(browser: Any) -> None:
        room = PhoneRoom("spyword", language="fr", library=library, profiles=store)
        await room.open()
        try:
            first = await room.phone(browser, "Nina")
            second = await room.phone(browser, "Omar")
            # Nina picks her profile from the host's list.
            await first.page.click(f'button.profile[data-profile="{nina.id}"]',
                                   timeout=PAGE_WAIT_MS)
            await until(lambda: room.host.room.seats[0].identity == nina.id, "Nina's pick")
            # Omar makes one, with a picture; his name is his seat's.
            await second.page.click(f'button.avatar[data-avatar="{AVATARS[5]}"]',
                                    timeout=PAGE_WAIT_MS)
            await until(lambda: room.host.room.seats[1].identity is not None, "Omar's pick")
            omar = store.get(room.host.room.seats[1].identity or "")
            assert (omar.name, omar.avatar) == ("Omar", AVATARS[5])
            # PX-PROF-3: Nina's title in the room's language, under her name, on the phones
            served = json.loads(TEXTS_FILE.read_text(encoding="utf-8"))  # from the .ts files
            shown = served["fr"][f"title.{TITLE}"]
            await second.page.wait_for_selector(f'.players .title:text-is("{shown}")',
                                                timeout=PAGE_WAIT_MS)
            # A profile someone plays is not offered to the others.
            assert await second.page.locator(
                f'button.profile[data-profile="{nina.id}"]').count() == 0
            assert await first.page.locator("button.profile.on").count() == 1
            await room.add_bots(2, seed=3)
            room.host.runtime.start()
            await until(lambda: all(b.client.view is not None for b in room.bots), "the game")
            for bot in room.bots:  # fewer than 4 players: the game is over (SW-EDGE-4)
                await bot.close()
            await until(lambda: room.host.session is not None
                        and room.host.session.outcome() is not None, "the game over")
            assert store.applied_games(nina.id) == 2  # her game before, and this one
            assert store.applied_games(omar.id) == 1
            assert store.get(nina.id).stats.get("spyword.played") == 2  # one before
            assert store.get(omar.id).stats.get("spyword.played") == 1
            assert not first.errors and not second.errors
        finally:
            await room.close()

    with_browser(scenario)
