"""The host's journal, written off its event loop, and nothing sent before it is on disk.

Issue 30: a change used to write its journal on the event loop (the Qt thread in the
app), with two fsyncs, before any device was told: every view waited for the disk. Now
the loop prepares the change's entry (`Journal.prepare`, bytes only), a thread of its own
writes and flushes it (`Journal.commit`), and the loop goes on. The rule of issue 14 holds:
every frame the host writes while an entry is on its way is held here, in order, and
released when the last entry before it is on disk. Changes that come meanwhile queue
behind it (one thread: entries stay in order), and their frames wait for them too: a
device never sees a change a crash could lose.

A write that fails releases the frames all the same (the game goes on: issue 27) and
tells `Journal.on_failure` on the loop.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from net.journal import Journal, Pending, Written

log = logging.getLogger(__name__)


class JournalWriter:
    """One host's journal thread and the frames waiting for it."""

    def __init__(self, journal: Journal,
                 release: Callable[[list[tuple[Any, bytes]]], None]) -> None:
        self.journal = journal
        self._release = release
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")
        self._writing = 0
        self._held: list[tuple[Any, bytes]] = []
        #: Set while no entry is being written.
        self._idle = asyncio.Event()
        self._idle.set()
        self._stopped = False

    def submit(self, pending: Pending) -> None:
        """Write ``pending`` on the thread; without a running loop, here and now."""
        if self._stopped:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.journal.told(self.journal.commit(pending))
            return
        self._writing += 1
        self._idle.clear()
        written = asyncio.wrap_future(self._thread.submit(self.journal.commit, pending),
                                      loop=loop)
        written.add_done_callback(self._written)

    def hold(self, peer: Any, data: bytes) -> bool:
        """Keep ``data`` for ``peer`` while an entry is being written: True when held."""
        if not self._writing:
            return False
        if not self._stopped:
            self._held.append((peer, data))
        return True

    def _written(self, written: asyncio.Future[Written]) -> None:
        self._writing -= 1
        if not written.cancelled():
            error = written.exception()
            if error is not None:  # a bug, not the disk (commit catches OSError)
                log.error("journal: writing an entry failed: %r", error)
            self.journal.told(Written.FAILED if error is not None else written.result())
        if self._writing:
            return
        held, self._held = self._held, []
        if held and not self._stopped:
            self._release(held)
        self._idle.set()

    async def settle(self) -> None:
        """Wait until every entry submitted so far is written (and its frames released)."""
        await self._idle.wait()

    def stop(self, release_held: bool) -> None:
        """No more frames: the ones held are released (a close) or dropped (a crash)."""
        if not release_held:
            self._held.clear()
        self._stopped = True
        self._thread.shutdown(wait=False)
