"""Waiting for a condition in asyncio tests without polling.

`IdleLoop` is an asyncio selector loop that checks the conditions tests wait for with
`until` once per loop iteration, just before it asks its selector for I/O: after each
batch of work (frames read, task steps, timers). A condition is therefore looked at only
after the loop has done something, never on a timer of its own, and a waiting test sleeps
in ``select`` like the app does (GUIDE §7: no polling loops). Everything a loopback test
waits for happens on that loop (the host, the clients, the bots), so a change is seen at
the end of the iteration that made it; a condition that holds only in the middle of an
iteration is not (tests wait for settled states). A whole game of bots on loopback runs
in about a hundred iterations, so the checks cost little.

Run a scenario with `run_idle(coro)` (or the ``netrun`` fixture, which uses it).
"""

from __future__ import annotations

import asyncio
import selectors
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
Predicate = Callable[[], object]

#: Generous: a wait this long is stuck, not slow.
WAIT_S = 10.0


class _HookedSelector(selectors.DefaultSelector):
    """The loop's selector: calls ``before_select`` once per loop iteration. When that
    woke a waiter (its task is now ready to run), the select must not block."""

    def __init__(self, before_select: Callable[[], bool]) -> None:
        super().__init__()
        self._before_select = before_select

    def select(self, timeout: float | None = None) -> list[tuple[Any, int]]:
        if self._before_select():
            timeout = 0
        return super().select(timeout)


class IdleLoop(asyncio.SelectorEventLoop):
    def __init__(self) -> None:
        self._waiters: list[tuple[Predicate, asyncio.Future[None]]] = []
        super().__init__(_HookedSelector(self._check_waiters))

    def _check_waiters(self) -> bool:
        woke = False
        for waiter in list(self._waiters):
            predicate, future = waiter
            if future.done():  # given up (timeout, cancel)
                self._waiters.remove(waiter)
                continue
            try:
                holds = _holds(predicate)
            except Exception as exc:  # a broken condition fails the waiting test
                future.set_exception(exc)
                holds = True
            else:
                if holds:
                    future.set_result(None)
            if holds:
                self._waiters.remove(waiter)
                woke = True
        return woke

    async def wait_for_condition(self, predicate: Predicate) -> None:
        future: asyncio.Future[None] = self.create_future()
        waiter = (predicate, future)
        self._waiters.append(waiter)
        try:
            await future
        finally:
            if waiter in self._waiters:
                self._waiters.remove(waiter)


def _holds(predicate: Predicate) -> bool:
    try:
        return bool(predicate())
    except (AttributeError, IndexError, KeyError, TypeError):  # not there yet
        return False


async def until(predicate: Predicate, what: str = "condition", timeout: float = WAIT_S) -> None:
    """Wait until ``predicate()`` holds (checked now, then after each loop iteration).
    The timeout only turns a hang into a failure; no test asserts a timing."""
    if _holds(predicate):
        return
    loop = asyncio.get_running_loop()
    if not isinstance(loop, IdleLoop):
        raise RuntimeError("until() needs an IdleLoop: run the scenario with run_idle()")
    try:
        async with asyncio.timeout(timeout):
            await loop.wait_for_condition(predicate)
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}") from None


def run_idle(scenario: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` on an `IdleLoop`."""
    with asyncio.Runner(loop_factory=IdleLoop) as runner:
        return runner.run(scenario)
