"""Browsing the LAN's rooms live (PX-NET-1): each room a frozen `Room`, each change a
`RoomEvent` through a callback and/or `RoomBrowser.events()` (a `net.feed.Feed`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from zeroconf import DNSQuestionType, InterfaceChoice, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.discovery.network import Interfaces
from net.discovery.txt import SERVICE_TYPE, DiscoveryError, Room, room_from_service_info
from net.feed import Feed

log = logging.getLogger(__name__)

# How long the browser waits for a room's SRV/TXT/address answers before giving up on it.
RESOLVE_TIMEOUT_MS = 3000


@dataclass(frozen=True, slots=True)
class RoomEvent:
    """A change in the room list. For "removed", ``room`` is the room as last seen."""

    kind: Literal["added", "updated", "removed"]
    room: Room


RoomCallback = Callable[[RoomEvent], None]
#: What `RoomBrowser.events()` returns: ends when the browser closes or it is closed.
RoomEvents = Feed[RoomEvent]


class RoomBrowser:
    """Lists Palabre rooms on the LAN live.

    >>> browser = RoomBrowser(protocol_version=PROTOCOL_VERSION, on_event=show)
    >>> await browser.start()
    >>> async for event in browser.events():   # or only the callback
    ...     ...
    >>> await browser.close()                   # ends every events() iterator

    ``on_event`` is called on the event loop for each change (an exception it raises is
    logged, not propagated). Queries are multicast (QM) by default: zeroconf's default asks
    the first one for unicast answers (QU), which reach only one of the mDNS stacks sharing
    a machine (Avahi runs on many Linux desktops), so rooms would show up a second later.
    """

    def __init__(
        self,
        *,
        protocol_version: int,
        on_event: RoomCallback | None = None,
        interfaces: Interfaces = InterfaceChoice.All,
        question_type: DNSQuestionType | None = DNSQuestionType.QM,
    ) -> None:
        self._protocol_version = protocol_version
        self._on_event = on_event
        self._interfaces = interfaces
        self._question_type = question_type
        self._zeroconf: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._rooms: dict[str, Room] = {}
        self._resolving: dict[str, asyncio.Task[None]] = {}
        self._feeds: set[RoomEvents] = set()
        self._closed = False

    @property
    def rooms(self) -> dict[str, Room]:
        """The rooms seen now, by service name (a copy)."""
        return dict(self._rooms)

    async def start(self) -> None:
        """Start listening and querying. Rooms arrive as events from then on."""
        if self._closed:
            raise DiscoveryError("discovery.closed")
        if self._zeroconf is not None:
            return
        self._zeroconf = AsyncZeroconf(interfaces=self._interfaces)
        self._browser = AsyncServiceBrowser(
            self._zeroconf.zeroconf,
            [SERVICE_TYPE],
            handlers=[self._on_service_state_change],
            question_type=self._question_type,
        )

    def events(self) -> RoomEvents:
        """An async iterator of `RoomEvent`s from now on, starting with an "added" event for
        each room already seen. It ends when the browser closes (or when its ``close()`` is
        called: the events already queued come first)."""
        feed: RoomEvents = Feed(on_close=lambda: self._feeds.discard(feed))
        for room in self._rooms.values():
            feed.put(RoomEvent("added", room))
        if self._closed:
            feed.close()
        else:
            self._feeds.add(feed)
        return feed

    async def close(self) -> None:
        """Stop browsing, release sockets and tasks, end every `events()` iterator."""
        self._closed = True
        browser, self._browser = self._browser, None
        zeroconf, self._zeroconf = self._zeroconf, None
        if browser is not None:
            await browser.async_cancel()
        tasks = list(self._resolving.values())
        self._resolving.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if zeroconf is not None:
            await zeroconf.async_close()
        for feed in list(self._feeds):
            feed.close()

    async def __aenter__(self) -> RoomBrowser:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    def _on_service_state_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        if self._closed:
            return
        pending = self._resolving.pop(name, None)
        if pending is not None:
            pending.cancel()  # a newer change supersedes it
        if state_change is ServiceStateChange.Removed:
            room = self._rooms.pop(name, None)
            if room is not None:
                self._emit(RoomEvent("removed", room))
            return
        task = asyncio.get_running_loop().create_task(self._resolve(service_type, name))
        self._resolving[name] = task
        task.add_done_callback(lambda done: self._forget_task(name, done))

    def _forget_task(self, name: str, task: asyncio.Task[None]) -> None:
        if self._resolving.get(name) is task:
            del self._resolving[name]

    async def _resolve(self, service_type: str, name: str) -> None:
        assert self._zeroconf is not None
        info = AsyncServiceInfo(service_type, name)
        found = await info.async_request(
            self._zeroconf.zeroconf, RESOLVE_TIMEOUT_MS, question_type=self._question_type
        )
        if not found:
            log.debug("room %r did not answer in time", name)
            return
        room = room_from_service_info(info, self._protocol_version)
        previous = self._rooms.get(name)
        if room is None:
            log.debug("ignoring %r: not a Palabre room record we can read", name)
            if previous is not None:
                del self._rooms[name]
                self._emit(RoomEvent("removed", previous))
            return
        if room == previous:
            return
        self._rooms[name] = room
        self._emit(RoomEvent("added" if previous is None else "updated", room))

    def _emit(self, event: RoomEvent) -> None:
        for feed in self._feeds:
            feed.put(event)
        if self._on_event is not None:
            try:
                self._on_event(event)
            except Exception:
                log.exception("room event callback failed")
