"""Hand-over to the standby (issue 14): how long until every device plays on the new host.

    python -m bench.handover [--runs 10] [--players 8]

Each run opens a Codenames room on loopback (a host, ``--players`` bot clients and a
table display that stands by), lets the bots play a few changes, then the host leaves
(`Host.hand_over`). Measured, from the call: the standby serving (its `Host` made from
the journal copy), and every bot back on its seat there (its client open at epoch 1).
Also measured: the journal copy's base size (bytes on the wire, after the game's start
and after a few changes), and the cost on the host of one change's piece of the copy (a
sealed change entry, issue 30: `net.standby_copy.CopyMaker`; before, a whole copy per
change). Since issue 25 each device asks the
new host for its proof (a `probe` hello) before it sends its token there: counted in
"everyone". Prints min / median / max.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from typing import Any

from net.bots import close_bots, join_bots, play_bots
from net.client import Client
from net.client_state import ClientState
from net.headless import AutoStart
from net.host import Host
from net.protocol import TABLE
from net.standby_copy import CopyMaker
from net.tuning import ClientLimits
from store.packs import PackLibrary

LOOPBACK = "127.0.0.1"
LIMITS = ClientLimits(reconnect_first_delay_s=0.01, reconnect_max_delay_s=0.05,
                      reconnect_max_attempts=2000)


async def wait_for(predicate: Any, timeout: float = 20.0) -> None:
    """A benchmark may poll (tests may not): a 1 ms step is far below what is measured."""
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError
        await asyncio.sleep(0.001)


def sealed_base(host: Host, maker: CopyMaker | None = None) -> int:
    """Characters of the base a new standby would get now (`StandbyKeeper._send_change`),
    or of the next piece ``maker`` makes (an entry once it made a base)."""
    assert host.standby.key is not None
    maker = maker or CopyMaker(host.room_id)
    pieces = maker.next(host.room, host.standby.key, **host.journal_fields())
    return sum(len(chunk) for piece in pieces for chunk in piece.chunks)


async def one_run(library: PackLibrary, players: int, seed: int) -> dict[str, float]:
    host = Host("codenames", room_name="Bench", language="en", seed=seed, library=library)
    address = await host.open(LOOPBACK, 0)
    served: list[float] = []
    table = Client(address, role=TABLE, room_id=host.room_id, limits=LIMITS,
                   on_event=lambda e: e.kind == "host" and served.append(time.perf_counter()),
                   standby={"interface": LOOPBACK})
    await table.connect()
    bots = await join_bots(address, players, seed=seed, room_id=host.room_id, limits=LIMITS)
    autostart = AutoStart(host, players, report=lambda line: None)
    new: Host | None = None
    try:
        await wait_for(autostart.started.is_set)
        await wait_for(lambda: table.standby is not None and table.standby.copy is not None
                       and host.standby_address is not None)
        first_copy = sealed_base(host)
        playing = asyncio.ensure_future(play_bots(bots))
        await wait_for(lambda: host.runtime.seq >= 6 or playing.done())
        copy = sealed_base(host)
        maker = CopyMaker(host.room_id)
        sealed_base(host, maker)  # its base: then one entry per change
        cost = time.perf_counter()
        for _ in range(20):
            sealed_base(host, maker)
        cost = (time.perf_counter() - cost) / 20
        started = time.perf_counter()
        await host.hand_over()
        await wait_for(lambda: table.standby.host is not None)
        new = table.standby.host
        await wait_for(lambda: all(bot.client.state is ClientState.OPEN
                                   and bot.client.epoch == 1 for bot in bots))
        everyone = time.perf_counter()
        playing.cancel()
        return {"serving_ms": (served[0] - started) * 1000,
                "everyone_ms": (everyone - started) * 1000,
                "copy_bytes_start": first_copy, "copy_bytes": copy, "copy_ms": cost * 1000}
    finally:
        autostart.close()
        await close_bots(bots)
        await table.close()
        if new is not None:
            await new.close()
        await host.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--players", type=int, default=8)
    args = parser.parse_args()
    library = PackLibrary.load()
    results = [asyncio.run(one_run(library, args.players, seed)) for seed in range(args.runs)]
    print(f"hand-over, {args.runs} runs, {args.players} players + a standby table display")
    for key in results[0]:
        values = [r[key] for r in results]
        print(f"  {key:18} min {min(values):9.2f}  median {statistics.median(values):9.2f}"
              f"  max {max(values):9.2f}")


if __name__ == "__main__":
    main()
