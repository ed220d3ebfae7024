"""The drivers of `bench/host_latency.py`: who sends what, and when.

Every action has a **scheduled** send time: the k-th action of a segment is due at the
segment's start + k / rate (open loop: a late host does not slow the schedule down; the
actions it delayed go out back to back once it lets them). Latency counts from that
scheduled time. A segment is one game: Spy Word and Codenames games end, and the host's
next game (not measured) starts a new segment.

The drivers write a *script* as they go (who sent which change, whether it waited for
the previous one, where a game restarted), and the twin run plays the same script with
``trigger`` frames instead of actions: the same connections, the same schedule, the same
waits.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from dataclasses import asdict, dataclass
from typing import Any

from broadcast_clients import WAIT_S, Pool, Receiver
from broadcast_server import SEED, SETTINGS, content_for

from core.session import Session
from net.bots import choose_action

WARMUP_ACTIONS = 20
#: A send more than this after its scheduled time counts as late (the client loop's
#: timer alone is up to ~1 ms late: epoll's timeout is in whole milliseconds).
LATE_MS = 2.0


@dataclass
class Step:
    conn: int
    seq: int
    measured: bool
    #: It waited until the previous change was applied (another seat than the last).
    order_wait: bool
    #: The first action of a game: the schedule starts again.
    new_segment: bool
    #: After it, the game ended: wait (closed loop) until the next game's seq.
    after: int | None = None
    scheduled: float = 0.0
    sent: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Driver:
    """Sends each step at its scheduled time (and marks the measured phase's start)."""

    def __init__(self, pool: Pool, rate: float, server_pid: int) -> None:
        self.pool = pool
        self.period = 1 / rate
        self.server_pid = server_pid
        self.steps: list[Step] = []
        self.start = 0.0
        self.count = 0
        self.marked = False
        self.by_index = {r.spec.index: r for r in pool.receivers}

    def segment(self) -> None:
        self.start = time.monotonic()
        self.count = 0

    async def step(self, receiver: Receiver, seq: int, message: dict[str, Any], *,
                   order_wait: bool, measured: bool) -> Step:
        scheduled = self.start + self.count * self.period
        new_segment = self.count == 0
        self.count += 1
        delay = scheduled - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        if order_wait:  # two sockets are not ordered with each other
            await self.pool.applied.reach(seq - 1)
        if measured and not self.marked:
            self.marked = True
            os.kill(self.server_pid, signal.SIGUSR1)
        sent = time.monotonic()
        receiver.send(message)
        step = Step(conn=receiver.spec.index, seq=seq, measured=measured,
                    order_wait=order_wait, new_segment=new_segment, scheduled=scheduled,
                    sent=sent)
        self.steps.append(step)
        return step


async def until(receiver: Receiver, test: Any) -> None:
    """Wait (closed loop: the setup and the restarts, never a measured action)."""
    async with asyncio.timeout(WAIT_S):
        while receiver.view is None or not test(receiver.view):
            receiver.changed.clear()
            await receiver.changed.wait()


class Ids:
    def __init__(self) -> None:
        self.last = 0

    def action(self, action: dict[str, Any]) -> dict[str, Any]:
        self.last += 1
        return {"type": "action", "id": self.last, "action": action}


def seat_receivers(driver: Driver, lobby: dict[str, Any]) -> list[Receiver]:
    """The connection of each game seat (its place in the lobby's seats)."""
    by_id = {r.seat: r for r in driver.pool.receivers if r.seat is not None}
    return [by_id[seat["id"]] for seat in lobby["seats"]]


async def drive_taboo(driver: Driver, actions: int) -> None:
    """One turn to the Turn result screen (closed loop, not measured), then the
    clue-giver cycles a card's result with ``correct`` (TB-TURN-7), open loop."""
    receivers = driver.pool.receivers
    first = next((r for r in receivers if not r.spec.player), receivers[-1])
    await until(first, lambda view: view.get("turn") is not None)
    assert first.lobby is not None
    giver = seat_receivers(driver, first.lobby)[first.view["turn"]["clue_giver"]]  # type: ignore[index]
    ids = Ids()
    giver.send(ids.action({"type": "go"}))
    await until(giver, lambda view: view["phase"] == "playing")  # the real 3-2-1
    for played in range(SETTINGS["taboo"]["cards_per_team"]):
        giver.send(ids.action({"type": "found", "played": played}))
        await until(giver, lambda view, p=played: view["turn"]["played"] > p)
    await until(giver, lambda view: view["phase"] == "result")
    seq = giver.last_seq
    driver.segment()
    for number in range(WARMUP_ACTIONS + actions):
        seq += 1
        await driver.step(giver, seq, ids.action({"type": "correct", "index": number % 15}),
                          order_wait=False, measured=number >= WARMUP_ACTIONS)


async def drive_replica(game: str, driver: Driver, actions: int) -> None:
    """Whole games, again and again: a replica `Session` (same settings, names, seed and
    content as the host's) says who acts next, without waiting for any view; before an
    action from another seat than the previous one, the driver waits until the host has
    applied the previous one (else it may read the later action first and refuse it)."""
    content = content_for(game)
    receivers = driver.pool.receivers
    table = next((r for r in receivers if not r.spec.player), receivers[-1])
    rng = random.Random(SEED)
    ids = Ids()
    number = 0
    total = WARMUP_ACTIONS + actions
    await until(table, lambda view: view.get("phase") != "over")
    while number < total:
        lobby = table.lobby
        assert lobby is not None
        seats = seat_receivers(driver, lobby)
        names = [seat["name"] for seat in lobby["seats"]]
        replica = Session.start(game, lobby["settings"], names, SEED, content, 0)
        seq = table.last_seq
        now = 0
        last_seat: int | None = None
        driver.segment()
        while replica.outcome() is None and number < total:
            acting = [s for s in range(len(names)) if replica.game.legal_actions(s)]
            if not acting:
                raise RuntimeError(f"{game}: the replica waits for a timer")
            seat = rng.choice(acting)
            action = choose_action(replica.view(seat), rng)
            assert action is not None
            now += 1
            try:
                replica.act_dict(seat, action, now)
            except Exception:  # noqa: BLE001 (a clue word the rules refuse: pick again)
                continue
            seq += 1
            step = await driver.step(seats[seat], seq, ids.action(action),
                                     order_wait=seat != last_seat,
                                     measured=number >= WARMUP_ACTIONS)
            last_seat = seat
            number += 1
        if replica.outcome() is not None:  # the host starts the next game: not measured
            final = seq
            try:
                await until(table, lambda view, s=final: table.last_seq > s
                            and view.get("phase") != "over")
            except TimeoutError:
                raise RuntimeError(
                    f"{game}: no next game; expected seq > {final}, table at "
                    f"{table.last_seq}; errors {[r.errors for r in receivers if r.errors]}"
                ) from None
            step.after = table.last_seq


async def replay(driver: Driver, script: list[Step]) -> None:
    """The twin run: the host run's script, a ``trigger`` frame for each action."""
    driver.pool.applied.saw(script[0].seq - 1)  # the setup: the twin does not replay it
    for planned in script:
        if planned.new_segment:
            driver.segment()
        await driver.step(driver.by_index[planned.conn], planned.seq,
                          {"type": "trigger", "seq": planned.seq},
                          order_wait=planned.order_wait, measured=planned.measured)
        if planned.after is not None:
            await driver.pool.applied.reach(planned.after)
            driver.steps[-1].after = planned.after
