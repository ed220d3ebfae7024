"""Asyncio on the Qt loop in tests (qasync, as the app runs), and waiting without polling.

`run_qt(app, scenario)` runs a coroutine on a qasync loop over the test's QApplication:
the LAN host, clients and windows then share one loop, one thread, like the app.
`qt_until(predicate)` waits until ``predicate()`` holds, checked once per Qt event-loop
iteration, just before the loop blocks (``QAbstractEventDispatcher.aboutToBlock``): a
condition is looked at only after the loop did something, never on a timer of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import qasync
from PySide6.QtCore import QAbstractEventDispatcher, QThread
from PySide6.QtWidgets import QApplication

T = TypeVar("T")
Predicate = Callable[[], object]
#: Generous: a wait this long is stuck, not slow.
WAIT_S = 15.0
SCENARIO_TIMEOUT_S = 120.0

_waiters: list[tuple[Predicate, asyncio.Future[None]]] = []


def _holds(predicate: Predicate) -> bool:
    try:
        return bool(predicate())
    except (AttributeError, IndexError, KeyError, TypeError):  # not there yet
        return False


def _check_waiters() -> None:
    for waiter in list(_waiters):
        predicate, future = waiter
        if future.done():
            _waiters.remove(waiter)
        elif _holds(predicate):
            _waiters.remove(waiter)
            future.set_result(None)


async def qt_until(predicate: Predicate, what: str = "condition",
                   timeout: float = WAIT_S) -> None:
    if _holds(predicate):
        return
    future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    _waiters.append((predicate, future))
    try:
        async with asyncio.timeout(timeout):
            await future
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}") from None


def run_qt(app: QApplication, scenario: Coroutine[Any, Any, T]) -> T:
    """Run ``scenario`` on a qasync loop; fail if it leaves tasks behind."""
    dispatcher = QAbstractEventDispatcher.instance(QThread.currentThread())
    assert dispatcher is not None
    dispatcher.aboutToBlock.connect(_check_waiters)
    loop = qasync.QEventLoop(app, already_running=False)

    async def main() -> T:
        async with asyncio.timeout(SCENARIO_TIMEOUT_S):
            result = await scenario
        current = asyncio.current_task()
        others = {t for t in asyncio.all_tasks() if t is not current}
        if others:
            await asyncio.wait(others, timeout=2.0)
        leaked = [t for t in others if not t.done()]
        assert not leaked, f"leaked tasks: {leaked}"
        return result

    try:
        return loop.run_until_complete(main())
    finally:
        dispatcher.aboutToBlock.disconnect(_check_waiters)
        _waiters.clear()
        loop.close()
        asyncio.set_event_loop(None)
