"""Screenshots of the phone page at 390×844, every screen of the three games, in a
language: ``python -m tests.web.shots OUT [--lang fr ...]`` (default: all five).

Real games on loopback (tests/web/phones.py), every seat a phone: the first time a
phone shows a screen (``#app[data-screen]``) it is shot, and again with its secret held
(the Spy Word card held, the key toggled on). Files: ``OUT/<lang>/<screen>.png``, plus the
join screen, a refused name and the lobby. Look at them after changing the page.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from desktop.i18n import LANGUAGES
from store.packs import PackLibrary
from tests.helpers.idle_loop import run_idle
from tests.web.phones import PAGE_WAIT_MS, Phone, PhoneRoom, chromium, play, shoot, start

#: (game, players, settings, seed): games whose phones show every screen of the game.
GAMES: list[tuple[str, int, dict[str, Any], int]] = [
    ("spyword", 7, {"spies": 1, "ghost": True}, 11),
    ("taboo", 4, {"cards_per_team": 15}, 12),
    ("codenames", 4, {"variant": "classic"}, 13),
]
HOLDS = ("#hold-word",)
#: The spymaster's key: a toggle (issue 29).
TOGGLES = ("#toggle-key",)


async def shots_in(language: str, out: Path, library: PackLibrary) -> list[Path]:
    folder = out / language
    taken: list[Path] = []
    async with chromium() as browser:
        for game, players, settings, seed in GAMES:
            room = PhoneRoom(game, language=language, settings=settings, library=library,
                             seed=seed, room_name="Salon")
            await room.open()
            seen: set[str] = set()

            async def during(room: PhoneRoom, phone: Phone, view: dict[str, Any],
                             seen: set[str] = seen) -> None:
                screen = await phone.screen()
                if screen in seen:
                    return
                seen.add(screen)
                taken.append(await shoot(phone, folder, screen))
                for hold in HOLDS:
                    if await phone.page.query_selector(hold) is not None:
                        await phone.page.dispatch_event(hold, "pointerdown")
                        taken.append(await shoot(phone, folder, f"{screen}-held"))
                        await phone.page.dispatch_event(hold, "pointerup")
                for toggle in TOGGLES:
                    if await phone.page.query_selector(toggle) is not None:
                        await phone.page.click(toggle)
                        taken.append(await shoot(phone, folder, f"{screen}-held"))
                        await phone.page.click(toggle)

            try:
                first = await room.phone(browser, "Zoé")
                if game == "spyword":
                    await lobby_shots(room, browser, first, folder, taken)
                for index in range(2, players + 1):
                    await room.phone(browser, f"Phone {index}")
                await start(room, players)
                await play(room, during)
                for phone in room.phones:
                    await phone.wait_screen(f"{game}-over")
                    assert not phone.errors, phone.errors
                await during(room, room.phones[0], {})
                await during(room, room.phones[-1], {})
            finally:
                await room.close()
    return taken


async def lobby_shots(room: PhoneRoom, browser: Any, first: Phone, folder: Path,
                      taken: list[Path]) -> None:
    """The join screen, a name already taken, and the lobby."""
    taken.append(await shoot(first, folder, "lobby"))
    context = await browser.new_context(viewport={"width": 390, "height": 844})
    page = await context.new_page()
    other = Phone("zoe", context, page)
    await page.goto(room.url)
    await page.wait_for_selector("#join", timeout=PAGE_WAIT_MS)
    taken.append(await shoot(other, folder, "join"))
    await page.fill("#name", "zoé")
    await page.click("#join")
    await page.wait_for_selector(".problem", timeout=PAGE_WAIT_MS)
    taken.append(await shoot(other, folder, "join-name-taken"))
    await context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", action="append", choices=LANGUAGES)
    args = parser.parse_args(argv)
    library = PackLibrary.load()
    for language in args.lang or LANGUAGES:
        paths = run_idle(shots_in(language, args.out, library))
        print(f"{language}: {len(paths)} screenshots in {args.out / language}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
