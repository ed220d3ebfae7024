"""`Feed`: an unbounded async iterator of updates, for callers that prefer ``async for``
to callbacks (the host's local seat, the client). Closing it ends the iteration."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class _End:
    """The marker queued by `Feed.close`."""


_END = _End()


class Feed(Generic[T]):
    def __init__(self, on_close: Callable[[], None] | None = None) -> None:
        self._queue: asyncio.Queue[T | _End] = asyncio.Queue()
        self._on_close = on_close
        self.closed = False

    def put(self, item: T) -> None:
        if not self.closed:
            self._queue.put_nowait(item)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._queue.put_nowait(_END)
            if self._on_close is not None:
                self._on_close()

    def __aiter__(self) -> AsyncIterator[T]:
        return self

    async def __anext__(self) -> T:
        item = await self._queue.get()
        if isinstance(item, _End):
            self._queue.put_nowait(_END)  # every later call ends too
            raise StopAsyncIteration
        return item
