"""Several devices in one process: one room runtime, one `LocalController` per seat.

Each controller is one player's own screen (``seats=(n,)``: ``DeviceViews.own_screen``),
exactly what a LAN device gets, without sockets: screens for several devices are tested
against the real runtime and rules. A fake clock moves only when a test says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.common import Mode
from desktop.controller import LocalController, QtScheduler
from net.room import Room
from net.runtime import RoomRuntime
from store.packs import PackLibrary
from tests.net.conftest import FakeClock, content_for


@dataclass
class OwnScreens:
    runtime: RoomRuntime
    clock: FakeClock
    controllers: list[LocalController]

    def advance(self, ms: int) -> None:
        """Move the clock and feed the timeouts now due."""
        self.clock.now += ms
        self.runtime.check_deadlines()

    def close(self) -> None:
        for controller in self.controllers:
            controller.close()
        self.runtime.close()


def own_screen_game(game: str, names: Sequence[str], settings: dict[str, Any] | None = None,
                    seed: int = 1, library: PackLibrary | None = None,
                    content: Any = None) -> OwnScreens:
    """Start ``game`` in several-devices mode with one own-screen controller per seat.
    Teams and spymasters are dealt by the game's lobby rules (`Room.arrange`)."""
    room = Room(game, "Test room", "en", settings or {}, mode=Mode.SEVERAL_DEVICES)
    for name in names:
        room.join(name)
    room.host_seat = 0
    room.arrange()
    clock = FakeClock()
    if content is None:
        content = content_for(game, library or PackLibrary.load(), seed)
    scheduler = QtScheduler()
    runtime = RoomRuntime(room, clock=clock, scheduler=scheduler, content=content, seed=seed)
    runtime.start()
    controllers = [LocalController(runtime, scheduler, clock, seats=(seat,))
                   for seat in range(len(names))]
    return OwnScreens(runtime, clock, controllers)
