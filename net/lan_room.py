"""A room served on the LAN: the host listening, its join code, and its mDNS advert.

One piece used by ``palabre host --headless`` and by the app's "Host a room" alike, so
both listen, make their join code and advertise the same way::

    lan = LanRoom(host, interface="0.0.0.0", advertise=True)
    address = await lan.open()     # listening; lan.join_code, lan.join_address
    lan.web_url                    # "http://192.168.1.20:8077/": phones join there
    lan.advertised_name            # "Salon" or "Salon (2)"; None when not advertised
    await lan.close()              # goodbye to every client, advert withdrawn, web closed

The web transport (`net.web.WebServer`: the phone page and its WebSocket, the same
room) opens on the same interface, on ``web_port`` (default: `DEFAULT_WEB_PORT`, else any
free port); ``web=False`` leaves it out. When it cannot start, the room still runs for
the app's players (``web_error`` says why).

Advertising is a convenience: when mDNS cannot start (no network, multicast blocked, a
name clash), the room still runs and players join by code or address
(``advert_error`` says why).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from net.host import Host
from net.interfaces import ANY_INTERFACE
from net.joincode import format_host_port, page_url
from net.protocol import PROTOCOL_VERSION, Lobby

if TYPE_CHECKING:
    from net.web import WebServer

log = logging.getLogger(__name__)



def join_host_for(interface: str) -> str | None:
    """The address a join code carries: the machine's LAN address when listening on every
    interface (the listening address otherwise)."""
    if interface != ANY_INTERFACE:
        return None
    from net.discovery import local_addresses

    addresses = local_addresses()
    return addresses[0] if addresses else "127.0.0.1"


class LanRoom:
    def __init__(self, host: Host, *, interface: str = ANY_INTERFACE, port: int = 0,
                 advertise: bool = True, web: bool = True,
                 web_port: int | None = None, web_port_first: int | None = None,
                 web_candidates: tuple[int, ...] | None = None) -> None:
        """``web_port``: the phone page's port (None: ``web_port_first`` if free — a
        resumed room's old port —, else the first free of ``web_candidates``
        (`net.web.WEB_PORTS`), else any free port; 0: any free port)."""
        self.host = host
        self.interface = interface
        self.port = port
        self.advertise = advertise
        self.web_enabled = web
        self.web_port = web_port
        self.web_port_first = web_port_first
        self.web_candidates = web_candidates
        self.web: WebServer | None = None
        self.web_error: str | None = None
        self.advertised_name: str | None = None
        self.advert_error: str | None = None
        self._advertiser: Any = None
        self._updates: set[asyncio.Task[Any]] = set()
        self._unwatch: Any = None

    @property
    def join_code(self) -> str | None:
        return self.host.join_code

    @property
    def join_address(self) -> str | None:
        """``ip:port`` as another device types it (the join code's address)."""
        if self.host.address is None:
            return None
        ip = join_host_for(self.interface) or self.host.address[0]
        return format_host_port(ip, self.host.address[1])

    @property
    def web_url(self) -> str | None:
        """The phone page's URL, with the LAN's IP address (phones often cannot resolve
        ``.local`` names): what the QR code holds."""
        if self.web is None or self.web.port is None or self.host.address is None:
            return None
        ip = join_host_for(self.interface) or self.host.address[0]
        return page_url(ip, self.web.port)

    @property
    def room_code(self) -> str | None:
        """The four-letter code the room is advertised with (None: not advertised)."""
        return self.host.runtime.room_code

    @property
    def named_url(self) -> str | None:
        """The phone page by the host's memorable mDNS name (``http://palabre.local:8077/``),
        what a phone types where its system resolves ``.local`` (None: not advertised)."""
        advertiser = self._advertiser
        if advertiser is None or advertiser.server is None or self.web is None \
                or self.web.port is None:
            return None
        return page_url(advertiser.server.rstrip("."), self.web.port)

    async def open(self) -> tuple[str, int]:
        """Listen (raises `OSError` when the port cannot be had), open the web page,
        then advertise."""
        address = await self.host.open(self.interface, self.port, join_host_for(self.interface))
        if self.web_enabled:
            await self._start_web()
        if self.advertise:
            await self._start_advert(address[1])
        return address

    async def adopt(self) -> None:
        """For a host already listening (a standby that took over): open the web page
        (unless `web` is set: the standby's, on the port it announced) and advertise, as
        `open` does after listening."""
        assert self.host.address is not None, "the host listens already"
        if self.web_enabled and self.web is None:  # the standby may serve it already
            await self._start_web()
        if self.advertise:
            await self._start_advert(self.host.address[1])

    async def _start_web(self) -> None:
        from net.web import WEB_PORTS, WebServer, web_ports

        candidates = self.web_candidates if self.web_candidates is not None else WEB_PORTS
        for port in web_ports(self.web_port, first=self.web_port_first, candidates=candidates):
            try:
                web = WebServer(self.host)
                web.ports = candidates
                await web.open(self.interface, port)
            except OSError as err:
                self.web_error = f"{type(err).__name__}: {err}"
                continue
            self.web, self.web_error = web, None
            self.host.web_port = web.port  # journaled: a resume tries it first
            self.host.runtime.set_web(self.web_url)
            return
        log.warning("lan room: no web page for phones (%s)", self.web_error)

    async def _start_advert(self, port: int) -> None:
        from zeroconf import InterfaceChoice

        from net.discovery import DiscoveryError, RoomAdvertiser

        room = self.host.room
        interfaces: Any = (InterfaceChoice.All if self.interface == ANY_INTERFACE
                           else [self.interface])
        try:
            advertiser = RoomAdvertiser(name=room.name, game=room.game, language=room.language,
                                        players=len(room.seats), room_id=room.room_id,
                                        port=port, protocol_version=PROTOCOL_VERSION,
                                        interfaces=interfaces,
                                        room_code=self.host.runtime.room_code)
            await advertiser.start()
        except (DiscoveryError, OSError) as err:
            self.advert_error = getattr(err, "code", None) or type(err).__name__
            log.warning("lan room: not advertised on the LAN (%s)", self.advert_error)
            return
        self._advertiser = advertiser
        self.advertised_name = advertiser.name
        if self.web is not None and advertiser.server:  # the page by its mDNS name too
            self.web.allow_name(advertiser.server)
        self.host.runtime.set_room_code(advertiser.room_code)
        self._unwatch = self.host.runtime.watch_lobby(self._on_lobby)

    def _on_lobby(self, lobby: Lobby) -> None:
        advertiser = self._advertiser
        if advertiser is None:
            return
        task = asyncio.get_running_loop().create_task(
            advertiser.update(players=len(lobby.seats)))
        self._updates.add(task)
        task.add_done_callback(self._updates.discard)

    async def close(self) -> None:
        """Withdraw the advert, close the room (every device gets its goodbye), then the
        web page."""
        await self._stop(self.host.close)

    async def abort(self) -> None:
        """Stop as a crashed process would (the crash-and-resume tests): the host's
        connections reset without a goodbye, no journal write after it; the web page and
        the advert go too, as the system would close a dead process's sockets."""
        await self._stop(self.host.abort)

    async def _stop(self, stop_host: Any) -> None:
        if self._unwatch is not None:
            self._unwatch()
            self._unwatch = None
        for task in list(self._updates):
            task.cancel()
        await asyncio.gather(*self._updates, return_exceptions=True)
        advertiser, self._advertiser = self._advertiser, None
        if advertiser is not None:
            await advertiser.close()
        await stop_host()
        web, self.web = self.web, None
        if web is not None:
            await web.close()  # after the host: every page got its goodbye
