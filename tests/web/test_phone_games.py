"""Whole games with phones: real browser pages (chromium) playing through the page a
real host serves on loopback, with TCP bots in the other seats (PX-MODE-2, PX-NET-2).

The whole games are soak tests (a few seconds each: ``pytest -m soak tests/web``); the
other tests run in the README's command. Each phone taps the controls of its own screen
only; at the end every phone shows the game's outcome, "Play again" brings them back to
the lobby, and no page ever threw an error. The sleep tests put a phone to sleep (a
reload, a cut socket) mid-vote and mid-Taboo-turn: it lands back on its own seat and the
current screen (PX-NET-4); one back in the foreground or back online rejoins at once.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from store.packs import PackLibrary
from tests.helpers.idle_loop import run_idle
from tests.web.phones import PAGE_WAIT_MS, Phone, PhoneRoom, chromium, play, start

#: Well under the shortest delay of the back-off set above: only the event can explain it.
WAKE_MS = 5_000

Scenario = Callable[[Any], Awaitable[Any]]


@pytest.fixture(scope="module")
def library() -> PackLibrary:
    return PackLibrary.load()


def with_browser(scenario: Scenario) -> Any:
    async def main() -> Any:
        async with chromium() as browser:
            return await scenario(browser)

    return run_idle(main())


async def whole_game(browser: Any, library: PackLibrary, game: str, players: int, phones: int,
                     settings: dict[str, Any], seed: int) -> Any:
    room = PhoneRoom(game, settings=settings, library=library, seed=seed)
    await room.open()
    try:
        for index in range(phones):
            await room.phone(browser, f"Phone {index + 1}")
        await room.add_bots(players - phones, seed=seed)
        await start(room, players)
        await play(room)
        for phone in room.phones:
            await phone.wait_screen(f"{game}-over")
            assert await phone.page.text_content("#outcome")
        assert room.host.session is not None
        outcome = room.host.session.outcome()
        room.host.runtime.new_game()  # "Play again": the same room, back to its lobby
        for phone in room.phones:
            await phone.wait_screen("lobby")
            assert await phone.page_seat() is not None
            assert not phone.errors, phone.errors
        return outcome
    finally:
        await room.close()


@pytest.mark.soak
@pytest.mark.parametrize(("game", "players", "phones", "settings", "seed"), [
    ("spyword", 5, 2, {"spies": 1, "ghost": True}, 3),
    ("taboo", 4, 2, {"cards_per_team": 15}, 4),
    ("codenames", 4, 2, {"variant": "classic"}, 5),
])
def test_a_whole_game_with_two_phones_and_bots(library: PackLibrary, game: str, players: int,
                                               phones: int, settings: dict[str, Any],
                                               seed: int) -> None:
    outcome = with_browser(lambda browser: whole_game(browser, library, game, players, phones,
                                                      settings, seed))
    assert outcome is not None


def sleeper(kind: str, when: Callable[[dict[str, Any], Phone], bool], screen: str,
            check: Callable[[dict[str, Any], dict[str, Any]], None] | None = None):
    """A `play` hook that puts one phone to sleep the first time ``when(view, phone)``,
    then checks it came back to its seat and to ``screen`` with the host's view."""
    done: list[int] = []

    async def during(room: PhoneRoom, phone: Phone, view: dict[str, Any]) -> bool | None:
        if done or not when(view, phone):
            return None
        done.append(phone.seat or 0)
        host = room.host
        seat = phone.seat
        if kind == "reload":
            await phone.page.reload()
            await phone.wait_welcomed(0)  # a new page, welcomed back by its kept token
        else:
            welcomed = await phone.welcomes()
            await phone.cut_socket()
            await phone.wait_welcomed(welcomed)
        await phone.wait_screen(screen)
        await phone.wait_seq(host.runtime.seq)
        assert await phone.page_seat() == seat  # PX-NET-4: the same seat
        shown = await phone.page_view()
        assert shown is not None and seat is not None
        now = shown.pop("now_ms")
        assert shown == host.runtime.view(seat) and isinstance(now, int)
        if check is not None:
            check(shown, view)
        return None

    during.done = done  # type: ignore[attr-defined]
    return during


async def all_phones(browser: Any, library: PackLibrary, game: str, players: int,
                     settings: dict[str, Any], seed: int, hooks: list[Any]) -> None:
    room = PhoneRoom(game, settings=settings, library=library, seed=seed)
    await room.open()
    try:
        for index in range(players):
            await room.phone(browser, f"Phone {index + 1}")
        await start(room, players)

        async def during(room: PhoneRoom, phone: Phone, view: dict[str, Any]) -> bool | None:
            for hook in hooks:
                await hook(room, phone, view)
            return None

        await play(room, during)
        for phone in room.phones:
            await phone.wait_screen(f"{game}-over")
            assert not phone.errors, phone.errors
    finally:
        await room.close()


def test_a_phone_that_sleeps_mid_vote_gets_its_vote_back(library: PackLibrary) -> None:
    # SW-VOTE, PX-NET-4: reloaded before voting, then a cut socket: same seat, same vote.
    def voting(view: dict[str, Any], phone: Phone) -> bool:
        return view["phase"] == "vote" and any(a["type"] == "vote" for a in view["actions"])

    def still_open(shown: dict[str, Any], before: dict[str, Any]) -> None:
        assert shown["ballot"] == before["ballot"]

    reload = sleeper("reload", voting, "spyword-vote", still_open)
    cut = sleeper("cut", lambda view, phone: voting(view, phone) and bool(reload.done)
                  and phone.seat != reload.done[0], "spyword-vote", still_open)
    with_browser(lambda browser: all_phones(browser, library, "spyword", 4, {}, 8,
                                            [reload, cut]))
    assert reload.done and cut.done


def test_a_phone_that_sleeps_mid_taboo_turn_gets_its_screen_back(library: PackLibrary) -> None:
    # TB-DEV-3, PX-NET-4: the other team's phone (card and Buzz!) reloads, a guesser's
    # socket drops, mid-turn: each is back on its own screen of the same turn.
    def playing(role: str) -> Callable[[dict[str, Any], Phone], bool]:
        return lambda view, phone: (view["phase"] == "playing"
                                    and view["viewer"]["role"] == role)

    def same_card(shown: dict[str, Any], before: dict[str, Any]) -> None:
        assert shown["card"]["word"] == before["card"]["word"]

    watcher = sleeper("reload", playing("watcher"), "taboo-watcher", same_card)
    guesser = sleeper("cut", playing("guesser"), "taboo-guesser")
    with_browser(lambda browser: all_phones(browser, library, "taboo", 4,
                                            {"cards_per_team": 15}, 9, [watcher, guesser]))
    assert watcher.done and guesser.done


@pytest.mark.parametrize("event", ["visibilitychange", "online"])
def test_a_phone_back_in_the_foreground_reconnects_at_once(library: PackLibrary,
                                                           event: str) -> None:
    # PX-NET-4: a phone whose next retry is far off (its back-off at the longest, at
    # least 7.5 s) rejoins as soon as the page is visible again or the network is back.
    async def scenario(browser: Any) -> None:
        room = PhoneRoom("taboo", library=library)
        await room.open()
        try:
            phone = await room.phone(browser, "Zoé")
            welcomed = await phone.welcomes()
            await phone.page.evaluate("""() => {
                const wire = window.PalabreApp.wire;
                wire.attempt = 10;               // the next delay: 7.5 to 15 s
                wire.socket.close();
            }""")
            await phone.page.wait_for_function(
                "() => window.PalabreApp.status === 'retrying'", timeout=PAGE_WAIT_MS)
            target = "document" if event == "visibilitychange" else "window"
            await phone.page.evaluate(f"() => {target}.dispatchEvent(new Event('{event}'))")
            await phone.page.wait_for_function(
                "(n) => window.PalabreApp.welcomes > n && window.PalabreApp.status === 'open'",
                arg=welcomed, timeout=WAKE_MS)
            assert await phone.page_seat() == 0 and room.host.room.seats[0].connected
            assert not phone.errors, phone.errors
        finally:
            await room.close()

    with_browser(scenario)


def test_a_kicked_phone_and_a_closed_room_say_so(library: PackLibrary) -> None:
    # The host's final codes reach the page as its own words (PX-I18N-1: the room's
    # language, here French), and a kicked phone forgets its seat token.
    async def scenario(browser: Any) -> None:
        room = PhoneRoom("taboo", language="fr", library=library)
        await room.open()
        texts = web_texts_of("fr")
        try:
            kicked = await room.phone(browser, "Zoé")
            other = await room.phone(browser, "Yann")
            room.host.runtime.kick(0)
            await kicked.wait_screen("closed")
            assert await kicked.page.text_content(".problem") == texts["code.room.kicked"]
            assert await kicked.page.evaluate("Object.keys(localStorage).length") == 0
            await room.host.close()
            await other.wait_screen("closed")
            assert await other.page.text_content(".problem") == texts["code.room.closed"]
            assert not kicked.errors and not other.errors
        finally:
            await room.close()

    with_browser(scenario)


def web_texts_of(language: str) -> dict[str, str]:
    import json

    from net.web import WEB_DIR

    texts: dict[str, str] = json.loads((WEB_DIR / "texts.json").read_text("utf-8"))[language]
    return texts
