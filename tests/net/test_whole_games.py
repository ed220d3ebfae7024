"""Whole games of all three games on loopback: a host on 127.0.0.1, bots over TCP, a table
display; every game reaches its outcome and every bot and the table see the final view.

Timers: the host's game clock is a `GameClock` that moves only when the harness says so.
Bots act at once (no think delay); when no seat has anything left to do but a deadline is
set (Taboo's 3-2-1 countdown, a Spy Word discussion whose host seat cannot end it...),
the harness jumps the clock to that deadline and lets the host feed the timeout. No test
waits for a game timer, and the harness does not poll: it looks again only when the loop
has done something and is idle (`tests.helpers.idle_loop`). `play_room` is shared with
the canary test; run it with `run_idle`.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from core.codenames.words import draw_grid_words
from core.spyword.draw import draw_pair
from net.bots import Bot, bot_names, close_bots, is_over, join_bots, play_bots
from net.client import Client
from net.headless import AutoStart
from net.host import NOW_KEY, Host
from net.protocol import TABLE
from net.tuning import ClientLimits
from store.packs import PackLibrary
from tests.helpers.fake_clock import FakeClock
from tests.helpers.idle_loop import run_idle, until

LOOPBACK = "127.0.0.1"
#: Generous: a game that needs this long is stuck, not slow.
GAME_TIMEOUT_S = 30.0
FAST_RECONNECT = ClientLimits(reconnect_first_delay_s=0.01, reconnect_max_delay_s=0.05)
#: The host's clock (ms): moves only when the harness jumps to a deadline.
GameClock = FakeClock


@dataclass
class Played:
    host: Host
    bots: list[Bot]
    tables: list[Client]
    finals: list[dict[str, Any] | None]
    clock_jumps: int = 0
    #: Each bot's client close code when the game ended (None: still connected).
    close_codes: list[str | None] = field(default_factory=list)


def without_now(view: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if view is None else {k: v for k, v in view.items() if k != NOW_KEY}


def waiting_for_a_timer(host: Host) -> bool:
    """No seat may act (else the bots will) and a deadline is set."""
    session = host.session
    if session is None or session.outcome() is not None:
        return False
    game = session.game
    if any(game.legal_actions(seat) for seat in range(len(host.room.seats))):
        return False
    return game.next_deadline() is not None


def advance_if_idle(host: Host, clock: GameClock) -> bool:
    """Jump to the next deadline when only a timer can move the game on: True if so."""
    if not waiting_for_a_timer(host):
        return False
    assert host.session is not None
    deadline = host.session.game.next_deadline()
    assert deadline is not None
    clock.now = max(clock.now, deadline)
    host.check_deadlines()
    return True


def actions_applied(host: Host) -> int:
    return len(host.session.record.actions) if host.session is not None else 0


async def play_room(game: str, players: int, *, settings: dict[str, Any] | None = None,
                    content: Any, seed: int, tables: int = 1,
                    host_class: type[Host] = Host,
                    during: Callable[[Host, list[Client]], Any] | None = None,
                    web: int = 0, profiles: bool = False,
                    standby: str | None = None) -> Played:
    """Open a host, join ``players`` bots and ``tables`` table displays, start, and play
    to the end. ``during(host, clients)`` (the bots' clients, then the table displays')
    is called after every action the host applies (to cut sockets...). The first ``web``
    bots join over the web transport's WebSocket (`net.web`), the others over TCP;
    ``profiles``: those say they keep a profile (they get each finished game's `result`,
    PX-PROF-4); ``standby`` (issue 25): who offers to stand by, "table" (the table
    displays), "player" (the first TCP bot: the lowest seat) or "web" (the first web bot),
    None: nobody."""
    clock = GameClock()
    host = host_class(game, room_name="Loopback", language="en", settings=settings or {},
                      content=content, seed=seed, clock=clock)
    address = await host.open(LOOPBACK, 0)
    web_server = None
    if web:
        from net.web import WebServer
        from net.web_link import websocket_opener

        web_server = WebServer(host)
        opener = websocket_opener(await web_server.open(LOOPBACK, 0))
    bots: list[Bot] = []
    displays: list[Client] = []
    autostart = AutoStart(host, players, report=lambda line: None)
    try:
        for _ in range(tables):
            display = Client(address, role=TABLE, room_id=host.room_id, limits=FAST_RECONNECT,
                             standby={"interface": LOOPBACK} if standby == "table" else None)
            await display.connect()
            displays.append(display)
        names = bot_names(players)
        if web:
            bots = await join_bots(address, web, seed=seed, room_id=host.room_id,
                                   limits=FAST_RECONNECT, names=names[:web], opener=opener)
        bots += await join_bots(address, players - web, seed=seed + 500 * bool(web),
                                room_id=host.room_id, profile=profiles,
                                limits=FAST_RECONNECT, names=names[web:])
        if standby in ("player", "web"):  # a device that stands by from the game's start
            bots[web if standby == "player" else 0].client._standby_options = {
                "interface": LOOPBACK}
        async with asyncio.timeout(GAME_TIMEOUT_S):
            await autostart.started.wait()
            played = Played(host, bots, displays, [])
            playing = asyncio.ensure_future(play_bots(bots))
            try:
                while not playing.done():
                    played.clock_jumps += advance_if_idle(host, clock)
                    if during is not None:
                        during(host, [bot.client for bot in bots] + displays)
                    seen = actions_applied(host)
                    await until(lambda seen=seen: playing.done() or waiting_for_a_timer(host)
                                or actions_applied(host) != seen, "the game to move on",
                                GAME_TIMEOUT_S)
            finally:
                if not playing.done():
                    playing.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await playing
            played.finals = playing.result()
            played.close_codes = [bot.client.close_code for bot in bots]
            final_table = without_now(host.session.view(None)) if host.session else None
            await until(lambda: all(without_now(d.view.view if d.view else None) == final_table
                                    for d in displays), "the final table view", GAME_TIMEOUT_S)
        return played
    finally:
        autostart.close()
        await close_bots(bots)
        for display in displays:
            await display.close()
        await host.close()
        if web_server is not None:
            await web_server.close()


# -- Content ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def library() -> PackLibrary:
    return PackLibrary.load()


def pack_content(game: str, library: PackLibrary, seed: int) -> Any:
    rng = random.Random(seed)
    if game == "spyword":
        pairs = [p.to_dict() for pack in library.packs("spyword", "en") for p in pack.pairs]
        return draw_pair(pairs, [], rng)
    if game == "codenames":
        return {"words": draw_grid_words([list(p.words) for p in library.packs("codenames", "en")],
                                         [], rng)}
    return {"cards": [c.to_dict() for c in library.packs("taboo", "en")[0].cards]}


def check_played(played: Played) -> None:
    """The outcome is reached; every bot and table display holds the final view."""
    session = played.host.session
    assert session is not None and session.outcome() is not None
    for bot, final, code in zip(played.bots, played.finals, played.close_codes, strict=True):
        assert bot.seat is not None
        assert is_over(final), f"{bot.name} did not see the end"
        assert without_now(final) == session.view(bot.seat)
        assert code is None  # still connected at the end: no protocol error
    for display in played.tables:
        assert display.view is not None
        assert without_now(display.view.view) == session.view(None)  # PX-MODE-3


# -- Spy Word, several devices ------------------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), [(4, 1), (5, 2), (6, 3), (8, 4)])
def test_spyword_whole_game_with_bots(players: int, seed: int, library: PackLibrary) -> None:
    # PX-MODE-2, SW-END-1: the game ends and every device gets the end view.
    played = run_idle(play_room("spyword", players, seed=seed,
                                   content=pack_content("spyword", library, seed)))
    check_played(played)
    end = played.finals[0]["end"]
    assert end["side"] in ("citizens", "spies", "ghost") or end["winners"]


def test_spyword_with_a_ghost(library: PackLibrary) -> None:
    # SW-ROLE-5, SW-GHOST-1: a ghost in the game, whose guess a bot fills with any word.
    settings = {"spies": 1, "ghost": True, "discussion_s": 60}
    played = run_idle(play_room("spyword", 7, settings=settings, seed=11,
                                   content=pack_content("spyword", library, 11)))
    check_played(played)
    assert "ghost" in played.finals[0]["end"]["roles"]


# -- Taboo ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), [(4, 5), (5, 6), (6, 7)])
def test_taboo_whole_game_with_bots(players: int, seed: int, library: PackLibrary) -> None:
    # TB-WIN-1: every deck played out; the 3-2-1 countdowns ran on the host's clock.
    played = run_idle(play_room("taboo", players, settings={"cards_per_team": 15},
                                   seed=seed, content=pack_content("taboo", library, seed)))
    check_played(played)
    assert played.clock_jumps >= 2  # at least one countdown per team
    assert played.finals[0]["outcome"] is not None


# -- Codenames -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "players", "seed"), [
    ("classic", 4, 8), ("classic", 6, 9), ("two_player", 2, 10),
    ("three_coop", 3, 12), ("three_competitive", 3, 13),
])
def test_codenames_whole_game_with_bots(variant: str, players: int, seed: int,
                                        library: PackLibrary) -> None:
    # CN-SET-1, CN-2P-1, CN-3P-1/2: the headless host arranges the spymasters; bot clues
    # pass clue validation (CN-CLUE-2) or are replaced after a coded refusal.
    played = run_idle(play_room("codenames", players, settings={"variant": variant},
                                   seed=seed, content=pack_content("codenames", library, seed)))
    check_played(played)
    final = played.finals[0]
    assert final["key"] is not None  # the end view shows the whole key
    assert final["clue_log"], "a spymaster bot gave at least one valid clue"
    for bot in played.bots:
        assert not [code for code in bot.stats.errors if code.startswith("protocol.")]
