"""A device of the field rig, run on one machine (``ip netns exec M python -m
tests.field.device …``): it says what happens to it, one line at a time, so the test
waits on its lines (`tests.helpers.processes.Running.wait_for`).

- ``players TARGET N``: N desktop clients played by bots (`net.bots.Bot`, the headless
  clients of the app's protocol), optionally standing by (``--standby``). They say ``seats [S, …]``
  once joined, then each its connection's changes (``seat S state reconnecting`` / ``open``,
  ``seat S host_lost True``, ``seat S moved ADDR``, ``seat S epoch E``), ``seat S knows the
  standby`` once a lobby named where the standby is, and at the end
  ``game over {…}`` and ``latencies [ms, …]``: for each action, from just before it is
  sent to the view of the change it made (the acting device's own view).
- ``table TARGET``: a table display that may stand by (a table display is the standby
  first); says ``standby holds the game``, ``became host (epoch E)`` and ``game over``.
- ``browse``: the LAN's room list (`net.discovery.RoomBrowser`): ``room NAME at ADDR:PORT``.
- ``fetch URL``: ``fetched STATUS BYTES`` (the phones' page seen from another machine).

Timings: `FIELD_LIMITS` (a host lost is noticed after 6 s of silence, the standby takes
over 8 s later); the app's defaults are minutes, which the field tests need not wait.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import time
import urllib.request
from typing import Any

from net.bots import Bot, close_bots, is_over
from net.client import Client, ClientEvent
from net.headless import describe_outcome, run_until_stopped
from net.protocol import TABLE
from net.tuning import ClientLimits

FIELD_LIMITS = ClientLimits(heartbeat_interval_s=2.0, silence_timeout_s=6.0,
                            reconnect_first_delay_s=0.5, reconnect_max_delay_s=2.0,
                            host_lost_warning_s=4.0, take_over_after_s=8.0)


def say(line: str) -> None:
    print(line, flush=True)


class FieldBot(Bot):
    """A bot that says what happens to its connection and times its actions."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.latencies_ms: list[float] = []
        self._sent_at: float | None = None
        self._knows_standby = False
        super().__init__(*args, **kwargs)

    def _new_client(self, name: str) -> Client:
        client = super()._new_client(name)
        act = client.act

        async def timed(action: dict[str, Any]) -> int:
            self._sent_at = time.perf_counter()
            return await act(action)

        client.act = timed  # type: ignore[method-assign]
        return client

    def _on_event(self, event: ClientEvent) -> None:
        seat = self.client.seat
        if event.kind == "view" and self._sent_at is not None:
            self.latencies_ms.append((time.perf_counter() - self._sent_at) * 1000)
            self._sent_at = None
        elif event.kind == "error":
            self._sent_at = None
        elif event.kind == "state":
            closed = f" ({self.client.close_code})" if event.value == "closed" else ""
            say(f"seat {seat} state {event.value}{closed}")
            welcome = self.client.welcome
            if event.value == "open" and welcome is not None:
                say(f"seat {seat} epoch {welcome.epoch}")
        elif event.kind in ("host_lost", "moved"):
            say(f"seat {seat} {event.kind} {event.value}")
        elif event.kind == "lobby" and not self._knows_standby \
                and self.client.standby_target is not None:
            self._knows_standby = True  # where to go if the host is lost
            say(f"seat {seat} knows the standby")
        super()._on_event(event)


async def players(args: argparse.Namespace, stop: asyncio.Event) -> int:
    standby = {"interface": args.standby} if args.standby else None
    bots: list[FieldBot] = []
    try:
        for index in range(args.count):  # one after the other, as `net.bots.join_bots`
            bot = FieldBot(args.target, f"{args.name} {index + 1}",
                           seed=args.seed * 1000 + index, think_s=args.think,
                           limits=FIELD_LIMITS, standby=standby)
            bots.append(bot)
            await bot.join()
        say(f"seats {json.dumps([bot.seat for bot in bots])}")
        finals = await until_stopped([bot.play() for bot in bots], stop)
        if finals is None:
            return 0
        if not all(finals):
            say("the host closed before the end of the game")
            return 1
        say(f"game over: {describe_outcome(finals[0] or {})}")
        latencies = [ms for bot in bots for ms in bot.latencies_ms]
        say(f"latencies {json.dumps([round(ms, 1) for ms in latencies])}")
        return 0
    finally:
        await close_bots(bots)


async def table(args: argparse.Namespace, stop: asyncio.Event) -> int:
    over = asyncio.Event()
    hosts: list[Any] = []
    said: list[bool] = []

    def on_event(event: ClientEvent) -> None:
        standby = client.standby
        if not said and standby is not None and standby.copy is not None:
            said.append(True)
            say(f"standby holds the game, listening on {standby.port}")
        if event.kind == "view" and is_over(event.value.view):
            over.set()
        elif event.kind == "host":
            hosts.append(event.value)
            say(f"became host (epoch {event.value.room.epoch})")
            event.value.runtime.watch_view(None, lambda view: is_over(view) and over.set())
        elif event.kind == "state":
            say(f"table state {event.value}")

    client = Client(args.target, role=TABLE, limits=FIELD_LIMITS, on_event=on_event,
                    standby={"interface": args.standby})
    try:
        await client.connect()
        say("table joined")
        if await until_stopped([over.wait()], stop) is None:
            return 0
        say("game over")
        if hosts:  # serve the devices on until the test stops this machine
            await stop.wait()
        return 0
    finally:
        await client.close()
        for host in hosts:
            await host.close()


async def until_stopped(work: list[Any], stop: asyncio.Event) -> list[Any] | None:
    """Every one of ``work``'s results in turn, or None once ``stop`` is set first."""
    gathered = asyncio.ensure_future(_in_turn(work))
    stopped = asyncio.ensure_future(stop.wait())
    await asyncio.wait({gathered, stopped}, return_when=asyncio.FIRST_COMPLETED)
    stopped.cancel()
    if gathered.done():
        return gathered.result()
    gathered.cancel()
    return None


async def _in_turn(work: list[Any]) -> list[Any]:
    return list(await asyncio.gather(*work))


async def browse(stop: asyncio.Event) -> int:
    from net.discovery.browse import RoomBrowser
    from net.protocol.limits import PROTOCOL_VERSION

    def on_event(event: Any) -> None:
        room = event.room
        for address in room.addresses:
            say(f"room {room.name} {event.kind} at {address}:{room.port} id {room.room_id}")

    async with RoomBrowser(protocol_version=PROTOCOL_VERSION, on_event=on_event):
        say("browsing")
        await stop.wait()
    return 0


def fetch(url: str) -> int:
    with urllib.request.urlopen(url, timeout=10) as answer:
        say(f"fetched {answer.status} {len(answer.read())}")
    return 0


def main(argv: list[str]) -> int:
    # The client's own account of each failed rejoin, in the lines a failing test shows.
    logging.basicConfig(level=logging.INFO, format="log %(name)s: %(message)s",
                        stream=sys.stdout)
    parser = argparse.ArgumentParser(prog="tests.field.device")
    sub = parser.add_subparsers(dest="command", required=True)
    bots = sub.add_parser("players")
    bots.add_argument("target")
    bots.add_argument("count", type=int)
    bots.add_argument("--seed", type=int, default=0)
    bots.add_argument("--think", type=float, default=0.0)
    bots.add_argument("--name", default="Bot")
    bots.add_argument("--standby", default=None, metavar="ADDRESS")
    shown = sub.add_parser("table")
    shown.add_argument("target")
    shown.add_argument("--standby", required=True, metavar="ADDRESS")
    sub.add_parser("browse")
    page = sub.add_parser("fetch")
    page.add_argument("url")
    args = parser.parse_args(argv)
    if args.command == "fetch":
        return fetch(args.url)
    if args.command == "browse":
        return run_until_stopped(browse)
    command = players if args.command == "players" else table
    return run_until_stopped(lambda stop: command(args, stop))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
