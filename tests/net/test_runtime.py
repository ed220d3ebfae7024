"""The room runtime alone (no sockets, no Qt): one timer aimed at the next deadline, views
handed out with the runtime's clock, the finished game saved once, and a failed save
that loses nothing (PX-PROF-5)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from net.room import Room
from net.runtime import NOW_KEY, ClockMap, RoomRuntime
from tests.net.conftest import FakeClock, content_for


class FakeTimers:
    """The runtime's scheduler: keeps the timers instead of running them."""

    def __init__(self) -> None:
        self.pending: list[FakeTimers.Timer] = []

    class Timer:
        def __init__(self, delay_ms: int, callback: Callable[[], None]) -> None:
            self.delay_ms, self.callback, self.cancelled = delay_ms, callback, False

        def cancel(self) -> None:
            self.cancelled = True

        def fire(self) -> None:
            self.cancelled = True  # a timer runs once
            self.callback()

    def __call__(self, delay_ms: int, callback: Callable[[], None]) -> FakeTimers.Timer:
        timer = FakeTimers.Timer(delay_ms, callback)
        self.pending.append(timer)
        return timer

    def live(self) -> list[FakeTimers.Timer]:
        return [timer for timer in self.pending if not timer.cancelled]


def taboo_runtime(library: Any, clock: FakeClock, timers: FakeTimers,
                  records_dir: Any = None) -> RoomRuntime:
    room = Room("taboo", "Room", "en")
    for name in ("Ann", "Bob", "Cy", "Dee"):
        room.join(name, local=True)
    return RoomRuntime(room, clock=clock, scheduler=timers, records_dir=records_dir,
                       content=content_for("taboo", library), seed=3)


def test_one_timer_at_the_next_deadline_and_an_early_wake_aims_again(library):
    clock, timers = FakeClock(), FakeTimers()
    runtime = taboo_runtime(library, clock, timers)
    runtime.start()
    assert timers.live() == []  # TB: nothing runs before Go!
    giver = runtime.view(None)["turn"]["clue_giver"]
    runtime.act(giver, {"type": "go"})
    deadline = runtime.deadline_ms()
    assert deadline is not None
    [timer] = timers.live()
    assert timer.delay_ms == deadline - clock.now
    timer.fire()  # woken before the clock got there
    [again] = timers.live()
    assert again is not timer and again.delay_ms == deadline - clock.now
    clock.now = deadline
    phase = runtime.view(None)["phase"]
    again.fire()
    assert runtime.view(None)["phase"] != phase


def test_watchers_get_each_new_view_with_the_runtime_clock(library):
    clock, timers = FakeClock(5_000), FakeTimers()
    runtime = taboo_runtime(library, clock, timers)
    runtime.start()
    seen: list[dict[str, Any]] = []
    runtime.watch_view(None, seen.append)
    assert seen[-1][NOW_KEY] == 5_000
    clock.now = 6_000
    runtime.act(runtime.view(None)["turn"]["clue_giver"], {"type": "go"})
    assert len(seen) == 2 and seen[-1][NOW_KEY] == 6_000
    assert {k: v for k, v in seen[-1].items() if k != NOW_KEY} == runtime.view(None)


def test_a_device_maps_the_runtime_clock_to_its_own():
    local = FakeClock(100)
    mapped = ClockMap(local)
    mapped.seen({NOW_KEY: 10_000})
    local.now = 350
    assert mapped.now_ms() == 10_250  # 250 ms later here is 250 ms later there
    mapped.seen({NOW_KEY: True})  # not a time: ignored
    assert mapped.now_ms() == 10_250
