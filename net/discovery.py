"""LAN discovery over mDNS/DNS-SD (zeroconf) and reachability probes (PX-NET-1).

Three parts, all asyncio on the caller's loop (no threads, no Qt):

- `RoomAdvertiser`: the host registers its room as ``_palabre._tcp.local.`` with a TXT record
  holding the room name, game, language, player count, protocol version and room id (never a
  secret). A room name already on the network is renamed "Room (2)", "Room (3)"...
- `RoomBrowser`: lists rooms live. Each room is a frozen `Room`; changes arrive as
  `RoomEvent`s ("added", "updated", "removed") through a callback and/or `events()`.
- `probe`: a TCP connect to a room's addresses, so the join screen can say "seen but cannot
  be reached" (client isolation on school and guest Wi-Fi) instead of waiting forever.

Everything takes ``interfaces`` (a zeroconf `InterfaceChoice` or a list of addresses; tests
use ``["127.0.0.1"]``). The protocol version is a parameter (the host and client pass
``net.protocol.PROTOCOL_VERSION``), so rooms of another version are listed but flagged
``compatible=False`` for the join list to grey out. See ``docs/discovery.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import secrets
import socket
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal, TypeGuard

import ifaddr
from zeroconf import (
    DNSQuestionType,
    InterfaceChoice,
    NonUniqueNameException,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from core.errors import CodedError
from net.joincode import is_room_id

log = logging.getLogger(__name__)

SERVICE_TYPE = "_palabre._tcp.local."

# TXT record keys (short, as DNS-SD asks). The record's own layout version comes first.
TXT_RECORD_VERSION_KEY = "txtvers"
TXT_RECORD_VERSION = "1"
TXT_NAME_KEY = "name"
TXT_GAME_KEY = "game"
TXT_LANGUAGE_KEY = "lang"
TXT_PLAYERS_KEY = "players"
DISCOVERY_PROTOCOL_KEY = "proto"
TXT_ROOM_ID_KEY = "room"

# A DNS label (the service instance name) holds 63 bytes; keep room for " (999)".
MAX_INSTANCE_NAME_BYTES = 63
MAX_RENAMES = 998
RENAME_SUFFIX_BYTES = len(f" ({MAX_RENAMES + 1})")
MAX_ROOM_NAME_BYTES = MAX_INSTANCE_NAME_BYTES - RENAME_SUFFIX_BYTES
MAX_GAME_CHARS = 32
MAX_LANGUAGE_CHARS = 16
MAX_PLAYERS = 999
MAX_PROTOCOL_VERSION_DIGITS = 5

# How long an advertiser listens for rooms already on the network before picking its name:
# past mDNS's one-second rate limit on repeated multicast answers (RFC 6762 section 6).
NAME_CHECK_S = 1.5
# Records live 2 minutes (RFC 6762 suggests 75 min for PTR/TXT): a host that vanishes without
# saying goodbye (crash, sleep, Wi-Fi lost) leaves the list within that time.
RECORD_TTL_S = 120
# How long the browser waits for a room's SRV/TXT/address answers before giving up on it.
RESOLVE_TIMEOUT_MS = 3000
# How long `probe` waits for a TCP connection by default.
PROBE_TIMEOUT_S = 3.0

_GAME_NAME = re.compile(r"[a-z0-9_-]+")
_LANGUAGE_TAG = re.compile(r"[A-Za-z0-9-]+")

#: What ``interfaces`` takes: a zeroconf choice, or a list of IP addresses (a narrower type
#: than zeroconf's own, which also allows interface indexes that we never pass).
Interfaces = list[str] | InterfaceChoice


class DiscoveryError(CodedError):
    """A room that cannot be advertised, with a stable ``code``.

    Codes: ``discovery.bad_room``, ``discovery.name_taken`` (every rename is taken too),
    ``discovery.not_started``, ``discovery.closed``.
    """


# --- what a browser reports ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Room:
    """A room seen on the network, as its TXT and address records describe it.

    ``service_name`` is the unique DNS-SD name (the key of `RoomBrowser.rooms`). For a room of
    another protocol version (``compatible`` False) only ``name`` and ``protocol_version`` are
    trusted; fields it does not carry in our layout are empty ("" or 0).
    """

    service_name: str
    name: str
    game: str
    language: str
    players: int
    protocol_version: int
    room_id: str
    addresses: tuple[str, ...]
    port: int
    compatible: bool


@dataclass(frozen=True, slots=True)
class RoomEvent:
    """A change in the room list. For "removed", ``room`` is the room as last seen."""

    kind: Literal["added", "updated", "removed"]
    room: Room


RoomCallback = Callable[[RoomEvent], None]


# --- advertising ---------------------------------------------------------------------------


class RoomAdvertiser:
    """Advertises one room on the LAN while the host runs it.

    >>> advertiser = RoomAdvertiser(name="Salon", game="taboo", language="fr", players=1,
    ...     room_id=room_id, port=port, protocol_version=PROTOCOL_VERSION)
    >>> await advertiser.start()      # checks the name (~3 s), renames on conflict
    >>> advertiser.name               # "Salon" or "Salon (2)"
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
    ) -> None:
        self._requested_name = clean_room_name(name)
        _check_room_fields(game, language, players, room_id, port, protocol_version)
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
        return _instance_name(self._info.name)

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
        _check_room_fields(
            new_game, new_language, new_players, self._room_id, self._port, self._protocol_version
        )
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
        taken = await self._names_in_use()
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

    async def _names_in_use(self) -> set[str]:
        """Room names already on the network (lowercase), asked by multicast.

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
        return {_instance_name(name) for name in names}

    def _service_info(self, name: str) -> AsyncServiceInfo:
        properties = {
            TXT_RECORD_VERSION_KEY: TXT_RECORD_VERSION,
            TXT_NAME_KEY: name,
            TXT_GAME_KEY: self._game,
            TXT_LANGUAGE_KEY: self._language,
            TXT_PLAYERS_KEY: str(self._players),
            DISCOVERY_PROTOCOL_KEY: str(self._protocol_version),
            TXT_ROOM_ID_KEY: self._room_id,
        }
        server = self._info.server if self._info else f"palabre-{secrets.token_hex(4)}.local."
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


# --- browsing ------------------------------------------------------------------------------


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
        self._streams: set[RoomEvents] = set()
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
        called)."""
        stream = RoomEvents(self)
        for room in self._rooms.values():
            stream.put(RoomEvent("added", room))
        if self._closed:
            stream.close()
        else:
            self._streams.add(stream)
        return stream

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
        for stream in list(self._streams):
            stream.close()

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
        for stream in self._streams:
            stream.put(event)
        if self._on_event is not None:
            try:
                self._on_event(event)
            except Exception:
                log.exception("room event callback failed")


class RoomEvents:
    """The async iterator `RoomBrowser.events()` returns."""

    _END = object()

    def __init__(self, browser: RoomBrowser) -> None:
        self._browser = browser
        self._queue: asyncio.Queue[RoomEvent | object] = asyncio.Queue()
        self._ended = False

    def __aiter__(self) -> RoomEvents:
        return self

    async def __anext__(self) -> RoomEvent:
        item = await self._queue.get()
        if not isinstance(item, RoomEvent):  # the end marker
            self._queue.put_nowait(self._END)  # stay ended for later calls
            raise StopAsyncIteration
        return item

    def put(self, event: RoomEvent) -> None:
        if not self._ended:
            self._queue.put_nowait(event)

    def close(self) -> None:
        """Stop receiving events; the iterator ends after those already queued."""
        if not self._ended:
            self._ended = True
            self._browser._streams.discard(self)
            self._queue.put_nowait(self._END)


def room_from_service_info(info: AsyncServiceInfo, protocol_version: int) -> Room | None:
    """Read a `Room` from resolved records, or None when it is not a readable Palabre room.

    The TXT record comes from the network: everything is checked. A room of our protocol
    version must carry every field well formed; one of another version needs only a
    readable version (its other fields may follow another layout).
    """
    properties = info.decoded_properties
    version_text = properties.get(DISCOVERY_PROTOCOL_KEY)
    if not _is_small_number(version_text, MAX_PROTOCOL_VERSION_DIGITS):
        return None
    version = int(version_text)
    compatible = version == protocol_version
    instance = _instance_name(info.name)
    name = properties.get(TXT_NAME_KEY) or instance
    game = properties.get(TXT_GAME_KEY) or ""
    language = properties.get(TXT_LANGUAGE_KEY) or ""
    players_text = properties.get(TXT_PLAYERS_KEY)
    room_id = properties.get(TXT_ROOM_ID_KEY) or ""
    addresses = tuple(sorted(info.parsed_scoped_addresses(), key=_address_order))
    if compatible:
        well_formed = (
            _is_room_name(name)
            and _is_game_name(game)
            and _is_language(language)
            and is_room_id(room_id)
            and info.port is not None
            and bool(addresses)
        )
        if not (well_formed and _is_small_number(players_text, len(str(MAX_PLAYERS)))):
            return None
        players = int(players_text)
    else:
        name = name if _is_room_name(name) else instance
        game = game if _is_game_name(game) else ""
        language = language if _is_language(language) else ""
        players = int(players_text) if _is_small_number(players_text, 3) else 0
        room_id = room_id if is_room_id(room_id) else ""
    return Room(
        service_name=info.name,
        name=name,
        game=game,
        language=language,
        players=players,
        protocol_version=version,
        room_id=room_id,
        addresses=addresses,
        port=info.port or 0,
        compatible=compatible,
    )


# --- reachability --------------------------------------------------------------------------


class Reachability(StrEnum):
    REACHABLE = "reachable"
    UNREACHABLE = "unreachable"


@dataclass(frozen=True, slots=True)
class ProbeResult:
    """What `probe` found. ``code`` says why a room is unreachable (None when reachable):

    - ``probe.refused``: the machine answered but nothing listens on the port (room closed);
    - ``probe.timeout``: no answer at all, typical of client isolation on school and guest
      Wi-Fi, or a firewall dropping the connection;
    - ``probe.no_route``: this device has no route to the address (another network);
    - ``probe.unknown_host``: a host name that does not resolve;
    - ``probe.no_address``: nothing to try.

    ``address`` is the one that answered (reachable) or None.
    """

    status: Reachability
    code: str | None
    address: str | None
    port: int

    @property
    def reachable(self) -> bool:
        return self.status is Reachability.REACHABLE


# Most telling first when several addresses fail differently.
_FAILURE_ORDER = ("probe.refused", "probe.timeout", "probe.no_route", "probe.unknown_host")


async def probe(room: Room, timeout: float = PROBE_TIMEOUT_S) -> ProbeResult:
    """Try a TCP connection to a room's addresses (in parallel) within ``timeout`` seconds.

    The connection is closed at once without sending a byte; the host sees a peer that
    leaves before its hello.
    """
    return await probe_addresses(room.addresses, room.port, timeout)


async def probe_addresses(
    addresses: Iterable[str], port: int, timeout: float = PROBE_TIMEOUT_S
) -> ProbeResult:
    """`probe` for any addresses (IP literals or host names) and a port, e.g. from a join
    code or a typed ``host:port``. The first address that accepts wins."""
    attempts = {asyncio.ensure_future(_connect(address, port)): address for address in addresses}
    if not attempts:
        return ProbeResult(Reachability.UNREACHABLE, "probe.no_address", None, port)
    failures: set[str] = set()
    pending = set(attempts)
    try:
        async with asyncio.timeout(timeout):
            while pending:
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    failure = _failure_code(task.exception())
                    if failure is None:
                        return ProbeResult(Reachability.REACHABLE, None, attempts[task], port)
                    failures.add(failure)
    except TimeoutError:
        failures.add("probe.timeout")
    finally:
        for task in attempts:
            task.cancel()
        await asyncio.gather(*attempts, return_exceptions=True)
    code = next(code for code in _FAILURE_ORDER if code in failures)
    return ProbeResult(Reachability.UNREACHABLE, code, None, port)


async def _connect(address: str, port: int) -> None:
    _reader, writer = await asyncio.open_connection(address, port)
    writer.close()
    with contextlib.suppress(OSError):
        await writer.wait_closed()


def _failure_code(error: BaseException | None) -> str | None:
    if error is None:
        return None
    if isinstance(error, ConnectionRefusedError):
        return "probe.refused"
    if isinstance(error, TimeoutError):
        return "probe.timeout"
    if isinstance(error, socket.gaierror):
        return "probe.unknown_host"
    if isinstance(error, OSError):
        return "probe.no_route"
    raise error


# --- helpers -------------------------------------------------------------------------------


def clean_room_name(name: str) -> str:
    """The room name as advertised: control characters dropped, spaces collapsed, cut to
    `MAX_ROOM_NAME_BYTES` of UTF-8 on a character boundary. Raises `DiscoveryError`
    (``discovery.bad_room``) if nothing is left."""
    if not isinstance(name, str):
        raise DiscoveryError("discovery.bad_room", field="name")
    name = " ".join(unicodedata.normalize("NFC", name).split())  # tabs, newlines: spaces
    name = "".join(char for char in name if unicodedata.category(char)[0] != "C")
    name = " ".join(name.split())
    encoded = name.encode()[:MAX_ROOM_NAME_BYTES]
    name = encoded.decode(errors="ignore").rstrip()
    if not name:
        raise DiscoveryError("discovery.bad_room", field="name")
    return name


def local_addresses(interfaces: Interfaces = InterfaceChoice.All) -> list[str]:
    """The addresses a room advertises for ``interfaces``: the IP addresses listed (a list
    choice), or every non-loopback IPv4 address of the machine (loopback if none)."""
    if isinstance(interfaces, list):
        listed = []
        for entry in interfaces:
            if isinstance(entry, str):
                with contextlib.suppress(ValueError):
                    listed.append(str(ipaddress.ip_address(entry)))
        if listed:
            return listed
    found: set[str] = set()
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            # An IPv4 address is a str (an IPv6 one a tuple with flow info and scope).
            if isinstance(ip.ip, str) and ip.is_IPv4 and not ipaddress.IPv4Address(
                    ip.ip).is_loopback:
                found.add(ip.ip)
    return sorted(found, key=_address_order) or ["127.0.0.1"]


def _check_room_fields(
    game: str, language: str, players: int, room_id: str, port: int, protocol_version: int
) -> None:
    checks = {
        "game": _is_game_name(game),
        "language": _is_language(language),
        "players": isinstance(players, int)
        and not isinstance(players, bool)
        and 0 <= players <= MAX_PLAYERS,
        "room_id": is_room_id(room_id),
        "port": isinstance(port, int) and not isinstance(port, bool) and 1 <= port <= 65535,
        "protocol_version": isinstance(protocol_version, int)
        and not isinstance(protocol_version, bool)
        and 0 <= protocol_version < 10**MAX_PROTOCOL_VERSION_DIGITS,
    }
    for field, ok in checks.items():
        if not ok:
            raise DiscoveryError("discovery.bad_room", field=field)


def _instance_name(service_name: str) -> str:
    return service_name[: -len(SERVICE_TYPE) - 1]


def _is_room_name(value: object) -> bool:
    if not isinstance(value, str) or not value or value != value.strip():
        return False
    return len(value.encode()) <= MAX_INSTANCE_NAME_BYTES and all(
        unicodedata.category(char)[0] != "C" for char in value
    )


def _is_game_name(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) <= MAX_GAME_CHARS
        and _GAME_NAME.fullmatch(value) is not None
    )


def _is_language(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) <= MAX_LANGUAGE_CHARS
        and _LANGUAGE_TAG.fullmatch(value) is not None
    )


def _is_small_number(value: object, max_digits: int) -> TypeGuard[str]:
    return (
        isinstance(value, str)
        and 0 < len(value) <= max_digits
        and value.isascii()
        and value.isdigit()
    )


def _address_order(address: str) -> tuple[int, str]:
    """IPv4 before IPv6, then by text: a stable order, so a reshuffle is no update."""
    return (1 if ":" in address else 0, address)


__all__ = [
    "DISCOVERY_PROTOCOL_KEY",
    "PROBE_TIMEOUT_S",
    "SERVICE_TYPE",
    "DiscoveryError",
    "InterfaceChoice",
    "ProbeResult",
    "Reachability",
    "Room",
    "RoomAdvertiser",
    "RoomBrowser",
    "RoomEvent",
    "RoomEvents",
    "clean_room_name",
    "local_addresses",
    "probe",
    "probe_addresses",
    "room_from_service_info",
]
