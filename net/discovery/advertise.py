"""Advertising a room on the LAN (PX-NET-1): zeroconf registration of the host's room,
a unique name (renamed on conflict), live TXT updates and a goodbye on close."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from zeroconf import (
    DNSQuestionType,
    InterfaceChoice,
    NonUniqueNameException,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.discovery.network import Interfaces, local_addresses
from net.discovery.txt import (
    MAX_RENAMES,
    SERVICE_TYPE,
    DiscoveryError,
    check_room_fields,
    clean_room_name,
    instance_name,
    room_from_service_info,
    txt_properties,
)
from net.room_code import new_room_code

log = logging.getLogger(__name__)

# How long an advertiser listens for rooms already on the network before picking its name:
# past mDNS's one-second rate limit on repeated multicast answers (RFC 6762 section 6).
NAME_CHECK_S = 1.5
# Records live 2 minutes (RFC 6762 suggests 75 min for PTR/TXT): a host that vanishes without
# saying goodbye (crash, sleep, Wi-Fi lost) leaves the list within that time.
RECORD_TTL_S = 120
# How long the advertiser asks a room it heard for its TXT and SRV records when they did
# not come with the answer (their code and host name): bounded, the rooms resolve at once.
RESOLVE_TIMEOUT_MS = 1000
# The memorable host name a phone types (``http://palabre.local:8077``): the first of
# palabre, palabre-2, palabre-3... that no room seen on the network uses.
HOST_NAME = "palabre"
MAX_HOST_NAMES = 99


@dataclass
class _InUse:
    """What the rooms already on the network hold: names, codes and host names."""

    names: set[str] = field(default_factory=set)
    codes: set[str] = field(default_factory=set)
    servers: set[str] = field(default_factory=set)


def memorable_server(servers_in_use: set[str]) -> str:
    """``palabre.local.``, or the first ``palabre-N.local.`` no other room uses."""
    taken = {server.lower() for server in servers_in_use}
    for number in range(1, MAX_HOST_NAMES + 1):
        server = f"{HOST_NAME}.local." if number == 1 else f"{HOST_NAME}-{number}.local."
        if server not in taken:
            return server
    raise DiscoveryError("discovery.name_taken", name=HOST_NAME)


class RoomAdvertiser:
    """Advertises one room on the LAN while the host runs it.

    >>> advertiser = RoomAdvertiser(name="Salon", game="taboo", language="fr", players=1,
    ...     room_id=room_id, port=port, protocol_version=PROTOCOL_VERSION)
    >>> await advertiser.start()      # checks the name (~3 s), renames on conflict
    >>> advertiser.name               # "Salon" or "Salon (2)"
    >>> advertiser.room_code          # "KXBT": no room seen on the network has it
    >>> advertiser.server             # "palabre.local." (or "palabre-2.local.")
    >>> await advertiser.update(players=3)
    >>> await advertiser.close()      # goodbye: browsers drop the room at once

    ``addresses`` are the IPs put in the address records; by default the IPv4 addresses of
    ``interfaces`` (all non-loopback IPv4 addresses of the machine for `InterfaceChoice.All`).
    """

    def __init__(
        self,
        *,
        name: str,
        game: str,
        language: str,
        players: int,
        room_id: str,
        port: int,
        protocol_version: int,
        addresses: Sequence[str] | None = None,
        interfaces: Interfaces = InterfaceChoice.All,
        room_code: str | None = None,
    ) -> None:
        """``room_code``: the code to advertise (None: one no room seen has, picked at
        `start`)."""
        self._requested_name = clean_room_name(name)
        check_room_fields(game, language, players, room_id, port, protocol_version, room_code)
        self._room_code = room_code
        self._server: str | None = None
        self._game = game
        self._language = language
        self._players = players
        self._room_id = room_id
        self._port = port
        self._protocol_version = protocol_version
        self._interfaces = interfaces
        self._addresses = list(addresses) if addresses is not None else None
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._broadcast: asyncio.Future[None] | None = None
        self._update_lock = asyncio.Lock()  # one re-announcement at a time, the newest wins
        self._closed = False

    @property
    def name(self) -> str:
        """The room name as advertised: the requested one, or "Name (n)" after a conflict."""
        if self._info is None:
            return self._requested_name
        return instance_name(self._info.name)

    @property
    def server(self) -> str | None:
        """This machine's mDNS host name ("palabre.local."; None before `start`)."""
        return self._info.server if self._info is not None else None

    @property
    def room_code(self) -> str | None:
        """The four-letter code advertised (None before `start` unless one was given)."""
        return self._room_code

    @property
    def addresses(self) -> tuple[str, ...]:
        """The addresses advertised (empty before `start`)."""
        return tuple(self._addresses or ()) if self._info is not None else ()

    async def start(self) -> None:
        """Claim a unique name on the network and announce the room.

        Returns once the first announcements are out. Raises `DiscoveryError`
        (``discovery.name_taken``) if the name and all its renames are taken.
        """
        if self._closed:
            raise DiscoveryError("discovery.closed")
        if self._zeroconf is not None:
            return
        if self._addresses is None:
            self._addresses = local_addresses(self._interfaces)
        self._zeroconf = AsyncZeroconf(interfaces=self._interfaces)
        try:
            await self._register()
        except BaseException:
            await self._shutdown()
            raise

    async def update(
        self,
        *,
        players: int | None = None,
        game: str | None = None,
        language: str | None = None,
    ) -> None:
        """Change the TXT record live (player count, or the game and language in the lobby).

        Browsers see a "updated" event. Returns at once; the re-announcement runs in the
        background (a newer update replaces one still being sent).
        """
        if self._closed:
            raise DiscoveryError("discovery.closed")
        if self._zeroconf is None or self._info is None:
            raise DiscoveryError("discovery.not_started")
        new_players = self._players if players is None else players
        new_game = self._game if game is None else game
        new_language = self._language if language is None else language
        check_room_fields(
            new_game, new_language, new_players, self._room_id, self._port, self._protocol_version,
            self._room_code)
        self._players, self._game, self._language = new_players, new_game, new_language
        async with self._update_lock:
            if self._zeroconf is None:
                raise DiscoveryError("discovery.closed")
            await self._cancel_broadcast()
            self._info = self._service_info(self.name)
            # zeroconf types the announcement as a mere Awaitable; it is a task, which
            # ensure_future returns as it is (and cancel() needs).
            self._broadcast = asyncio.ensure_future(
                await self._zeroconf.async_update_service(self._info))

    async def close(self) -> None:
        """Say goodbye on the network and release every socket and task. Safe to repeat."""
        self._closed = True
        await self._shutdown()

    async def __aenter__(self) -> RoomAdvertiser:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def _register(self) -> None:
        in_use = await self._names_in_use()
        taken = in_use.names
        if self._room_code is None:
            self._room_code = new_room_code(in_use.codes)
        self._server = memorable_server(in_use.servers)
        for attempt in range(1, MAX_RENAMES + 2):
            candidate = self._requested_name
            if attempt > 1:
                candidate = f"{candidate} ({attempt})"
            if candidate.lower() in taken:  # DNS names compare without case
                continue
            if self._zeroconf is None:  # closed meanwhile
                raise DiscoveryError("discovery.closed")
            info = self._service_info(candidate)
            try:
                announced = await self._zeroconf.async_register_service(info)
            except NonUniqueNameException:
                log.debug("room name %r is taken, trying the next", candidate)
                continue
            self._info = info
            self._broadcast = asyncio.ensure_future(announced)
            await self._broadcast
            return
        raise DiscoveryError("discovery.name_taken", name=self._requested_name)

    async def _names_in_use(self) -> _InUse:
        """Room names already on the network (lowercase), their codes and host names,
        asked by multicast.

        zeroconf's own probe (kept as a second check) asks for unicast answers, and a unicast
        answer to port 5353 reaches only one of the mDNS stacks sharing a machine (another
        Palabre, Avahi, a test run), not always ours. Multicast answers reach every stack,
        but may be held back up to a second by mDNS rate limiting: hence the wait.
        """
        assert self._zeroconf is not None
        names: set[str] = set()

        def on_change(
            zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
        ) -> None:
            if state_change is ServiceStateChange.Removed:
                names.discard(name.lower())
            else:
                names.add(name.lower())

        browser = AsyncServiceBrowser(
            self._zeroconf.zeroconf,
            [SERVICE_TYPE],
            handlers=[on_change],
            question_type=DNSQuestionType.QM,
        )
        try:
            await asyncio.sleep(NAME_CHECK_S)
        finally:
            await browser.async_cancel()
        in_use = _InUse(names={instance_name(name) for name in names})
        still_open = self._still_open()
        if still_open is None:  # closed while listening: `_register` says so
            return in_use
        zeroconf = still_open.zeroconf

        async def resolved(name: str) -> AsyncServiceInfo | None:
            # their TXT and SRV records usually came with the answers; else ask, briefly
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if info.load_from_cache(zeroconf) or await info.async_request(
                    zeroconf, RESOLVE_TIMEOUT_MS):
                return info
            return None

        for info in await asyncio.gather(*(resolved(name) for name in names)):
            if info is None:
                continue
            room = room_from_service_info(info, self._protocol_version)
            if room is not None and room.room_code:
                in_use.codes.add(room.room_code)
            if info.server:
                in_use.servers.add(info.server)
        return in_use

    def _still_open(self) -> AsyncZeroconf | None:
        """The zeroconf instance, read anew after an await (`close` may have run)."""
        return self._zeroconf

    def _service_info(self, name: str) -> AsyncServiceInfo:
        assert self._room_code is not None and self._server is not None  # picked in _register
        properties = txt_properties(
            name=name, game=self._game, language=self._language, players=self._players,
            protocol_version=self._protocol_version, room_id=self._room_id,
            room_code=self._room_code)
        server = self._server
        return AsyncServiceInfo(
            SERVICE_TYPE,
            f"{name}.{SERVICE_TYPE}",
            port=self._port,
            properties=properties,
            server=server,
            host_ttl=RECORD_TTL_S,
            other_ttl=RECORD_TTL_S,
            parsed_addresses=list(self._addresses or ()),
        )

    async def _cancel_broadcast(self) -> None:
        broadcast, self._broadcast = self._broadcast, None
        if broadcast is not None and not broadcast.done():
            broadcast.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await broadcast

    async def _shutdown(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is None:
            return
        await self._cancel_broadcast()
        if self._info is not None and self._info.name:
            goodbye = await zeroconf.async_unregister_service(self._info)
            await goodbye
        await zeroconf.async_close()
