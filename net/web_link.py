"""A Python WebSocket client of the web transport (aiohttp), shaped like asyncio streams.

`open_websocket` gives the (reader, writer) pair `net.client.Client` reads and writes
(``Client(..., opener=websocket_opener())``), so bots, tests and the benchmark speak the
browser's transport with the very client the app uses: frames in binary messages, one
frame per message sent (docs/protocol.md, "Web transport").
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp

from net.web import WS_PATH

Opener = Callable[[str, int], Awaitable[tuple[Any, Any]]]


class WebSocketLink:
    """Both ends of one client WebSocket: ``read`` returns the next binary message
    (``b""`` once closed); ``write`` queues a message sent in order by a pump task."""

    def __init__(self, session: aiohttp.ClientSession, ws: aiohttp.ClientWebSocketResponse) -> None:
        self._session = session
        self._ws = ws
        self._queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._closing = False
        self._closed = asyncio.Event()
        self._pump = asyncio.get_running_loop().create_task(self._send_all())
        self.transport = self  # `transport.abort()`, as a stream writer has

    # -- reader -------------------------------------------------------------------------------
    async def read(self, n: int = -1) -> bytes:
        while True:
            message = await self._ws.receive()
            if message.type is aiohttp.WSMsgType.BINARY:
                data: bytes = message.data
                return data
            if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING,
                                aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                return b""

    # -- writer -------------------------------------------------------------------------------
    def write(self, data: bytes) -> None:
        if self._closing:
            raise ConnectionResetError("websocket closed")
        self._queue.put_nowait(bytes(data))

    async def drain(self) -> None:
        await self._queue.join()

    def is_closing(self) -> bool:
        return self._closing

    def close(self) -> None:
        if not self._closing:
            self._closing = True
            self._queue.put_nowait(None)

    def abort(self) -> None:
        """Drop the link now (the pump's ``finally`` closes the socket and the session)."""
        self._closing = True
        self._pump.cancel()

    async def wait_closed(self) -> None:
        await self._closed.wait()

    async def _send_all(self) -> None:
        try:
            while True:
                data = await self._queue.get()
                try:
                    if data is None:
                        break
                    await self._ws.send_bytes(data)
                finally:
                    self._queue.task_done()
        except (ConnectionError, RuntimeError):
            self._closing = True
        finally:
            await self._shut()

    async def _shut(self) -> None:
        with contextlib.suppress(Exception):
            await self._ws.close()
        with contextlib.suppress(Exception):
            await self._session.close()
        while not self._queue.empty():  # nobody waits on drain() forever
            self._queue.get_nowait()
            self._queue.task_done()
        self._closed.set()


async def open_websocket(host: str, port: int,
                         path: str = WS_PATH) -> tuple[WebSocketLink, WebSocketLink]:
    """Connect to ``ws://host:port/ws``; raises `OSError` when it cannot."""
    session = aiohttp.ClientSession()
    try:
        ws = await session.ws_connect(f"ws://{host}:{port}{path}", autoping=True)
    except (aiohttp.ClientError, OSError) as err:
        await session.close()
        raise ConnectionRefusedError(str(err)) from None
    except BaseException:
        await session.close()
        raise
    link = WebSocketLink(session, ws)
    return link, link


def websocket_opener(port: int) -> Opener:
    """An opener for `net.client.Client` that reaches the room's web port instead of its
    TCP port (the client still knows the room by its TCP address)."""

    async def opener(host: str, _tcp_port: int) -> tuple[Any, Any]:
        return await open_websocket(host, port)

    return opener
