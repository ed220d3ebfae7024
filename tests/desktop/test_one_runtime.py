"""One runtime for every mode (GUIDE §1, PX-MODE-4): the same seeded game played on one
device (`LocalController`, in-process transport) and over loopback TCP (`net.host.Host`,
one `Client` per seat and a table display) gives identical records, identical refusals
and identical views, seat by seat and for the table, after every step.

Both runtimes run on fake clocks moved together; a step waits for the host's runtime to
report the change (a listener) and for every client to receive the view the one-device
runtime shows. Nothing polls: waits are on events, bounded by a timeout that only a
divergence reaches.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from core.actions import Action
from desktop.controller import GameStart, LocalController
from net.client import Client, ClientEvent
from net.host import Host
from net.protocol import TABLE
from net.tuning import HostLimits
from store.packs import PackLibrary
from tests.helpers.random_play import default_text_filler
from tests.net.conftest import FakeClock, content_for

LOOPBACK = "127.0.0.1"
START_MS = 1_000_000
#: A step that needs this long has diverged: the expected view never arrives.
STEP_TIMEOUT_S = 5.0
MAX_STEPS = 1500
#: A script acts faster than any player: the host's rate limit is not under test here.
NO_RATE_LIMIT = HostLimits(action_rate_per_s=1e6, action_burst=10**6)

GAMES = [
    ("spyword", 6, {"ghost": True, "discussion_s": 60}, 3),
    ("taboo", 4, {"cards_per_team": 15}, 5),
    ("codenames", 4, {"variant": "classic", "turn_timer_s": 60}, 8),
    ("codenames", 3, {"variant": "three_competitive"}, 10),
]


class Watched:
    """A client and an event set at each of its events (views, errors)."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.changed = asyncio.Event()

    def on_event(self, event: ClientEvent) -> None:
        self.changed.set()

    async def until(self, holds: Any, what: str) -> None:
        try:
            async with asyncio.timeout(STEP_TIMEOUT_S):
                while not holds():
                    self.changed.clear()
                    await self.changed.wait()
        except TimeoutError:
            raise AssertionError(f"{what}: never arrived") from None


class HostChanges:
    """A runtime listener: counts the game changes of the host's runtime."""

    def __init__(self) -> None:
        self.count = 0
        self.event = asyncio.Event()

    def lobby_changed(self) -> None:
        pass

    def game_changed(self) -> None:
        self.count += 1
        self.event.set()

    async def reach(self, count: int) -> None:
        async with asyncio.timeout(STEP_TIMEOUT_S):
            while self.count < count:
                self.event.clear()
                await self.event.wait()


async def connect(host: Host, **options: Any) -> Watched:
    assert host.address is not None
    watched: Watched
    client = Client(host.address, room_id=host.room_id, reconnect=False,
                    on_event=lambda event: watched.on_event(event), **options)
    watched = Watched(client)
    await client.connect()
    return watched


def illegal_for(options: list[tuple[int, Action]], n: int,
                rng: random.Random) -> tuple[int, Action] | None:
    """A legal action of some seat, sent by a seat that may not take it."""
    legal = set(options)
    wrong = [(seat, action) for _, action in options for seat in range(n)
             if (seat, action) not in legal
             and not any(getattr(action, f) == "" for f in action.__dataclass_fields__)]
    return rng.choice(wrong) if wrong else None


async def play_both(game: str, players: int, options: dict[str, Any], seed: int,
                    library: PackLibrary, records_dir: Any) -> tuple[LocalController, Host]:
    content = content_for(game, library, seed)
    host_clock, local_clock = FakeClock(START_MS), FakeClock(START_MS)
    host = Host(game, room_name="Same game", language="en", settings=options,
                content=content, seed=seed, clock=host_clock,
                limits=NO_RATE_LIMIT)
    await host.open(LOOPBACK, 0)
    changes = HostChanges()
    host.runtime.add_listener(changes)
    seats = [await connect(host, name=f"Player {i + 1}") for i in range(players)]
    table = await connect(host, role=TABLE)
    host.runtime.arrange()
    host.runtime.start()
    names = tuple(seat.name for seat in host.room.seats)
    controller = LocalController.start(
        GameStart(game, names, host.room.settings(), content, seed),
        clock=local_clock, records_dir=records_dir)
    refusals: dict[int, str] = {}
    controller.refused.connect(refusals.__setitem__)
    rng = random.Random(seed)
    try:
        for step in range(MAX_STEPS):
            await same_views(controller, seats, table, step)
            session = controller.session
            if session.outcome() is not None:
                break
            choices = [(seat, action) for seat in range(players)
                       for action in session.game.legal_actions(seat)]
            deadline = session.game.next_deadline()
            if deadline is not None and (not choices or rng.random() < 0.1):
                host_clock.now = local_clock.now = max(local_clock.now, deadline)
                before = changes.count
                controller.runtime.check_deadlines()
                host.check_deadlines()
                assert changes.count > before, f"step {step}: the host fed no timeout"
                continue
            assert choices, f"step {step}: stuck"
            now = local_clock.now + rng.randint(0, 3000)
            if deadline is not None:
                now = max(min(now, deadline - 1), local_clock.now)
            host_clock.now = local_clock.now = now
            if step % 4 == 0 and (wrong := illegal_for(choices, players, rng)):
                seat, action = wrong
                local_id = controller.act(seat, action.to_dict())
                assert local_id in refusals, f"step {step}: {action} by {seat} accepted"
                await same_refusal(seats[seat], action.to_dict(), refusals[local_id], step)
            seat, action = rng.choice(choices)
            data = default_text_filler(action, rng).to_dict()
            before = changes.count
            local_id = controller.act(seat, data)
            if local_id in refusals:  # a random text the rules refuse (a clue on the grid)
                await same_refusal(seats[seat], data, refusals[local_id], step)
                continue
            await seats[seat].client.act(data)
            await changes.reach(before + 1)
        else:
            raise AssertionError("the game did not end")
    finally:
        for watched in (*seats, table):
            await watched.client.close(leave=False)
        await host.close()
        controller.close()
    return controller, host


async def same_views(controller: LocalController, seats: list[Watched], table: Watched,
                     step: int) -> None:
    """Every client holds, byte for byte, the view the one-device runtime shows its seat
    (and the table display the table view), ``now_ms`` included."""
    views = controller.device_views()
    for seat, watched in enumerate(seats):
        expected = views.seats[seat]
        await watched.until(lambda w=watched, e=expected: w.client.view is not None
                            and w.client.view.view == e, f"step {step}: seat {seat}'s view")
    await table.until(lambda: table.client.view is not None
                      and table.client.view.view == views.table, f"step {step}: table view")


async def same_refusal(watched: Watched, data: dict[str, Any], code: str, step: int) -> None:
    """What one device refused is refused over the LAN too, with the same code, tied to
    the action that was sent."""
    client = watched.client
    sent = len(client.errors)
    action_id = await client.act(data)
    await watched.until(lambda: len(client.errors) > sent, f"step {step}: the refusal")
    error = client.errors[-1]
    assert (error.id, error.code) == (action_id, code)


def comparable(record: dict[str, Any]) -> dict[str, Any]:
    """A record without its wall-clock start (the two games start at different times)."""
    return {key: value for key, value in record.items() if key != "started_at"}


@pytest.mark.parametrize(("game", "players", "options", "seed"), GAMES)
def test_one_device_and_loopback_play_the_same_game(qapp, tmp_path, game, players, options,
                                                    seed):
    library = PackLibrary.load()
    controller, host = asyncio.run(play_both(game, players, options, seed, library, tmp_path))
    assert host.session is not None and controller.session.outcome() is not None
    local, remote = controller.session.record, host.session.record
    assert len(local.actions) > 20, "too short a game to compare"
    assert comparable(local.to_dict()) == comparable(remote.to_dict())
    assert controller.session.game.snapshot() == host.session.game.snapshot()
    assert controller.saved_path is not None and controller.saved_path.exists()
