"""The room's DNS-SD service and TXT record: its fields, their one set of validators, how
an advertiser writes them and how a browser reads them back (`docs/discovery.md`).

The same validators check what this host advertises (`check_room_fields`, which raises)
and what the network says (`room_from_service_info`, which ignores a bad record), so a
room one Palabre advertises is always a room another can read.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.errors import CodedError
from net.discovery.network import address_order
from net.joincode import is_room_id
from net.room_code import is_room_code

if TYPE_CHECKING:
    from zeroconf.asyncio import AsyncServiceInfo

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
#: The four-letter room code (`net.room_code`; protocol 5).
TXT_ROOM_CODE_KEY = "code"

# A DNS label (the service instance name) holds 63 bytes; keep room for " (999)".
MAX_INSTANCE_NAME_BYTES = 63
MAX_RENAMES = 998
RENAME_SUFFIX_BYTES = len(f" ({MAX_RENAMES + 1})")
MAX_ROOM_NAME_BYTES = MAX_INSTANCE_NAME_BYTES - RENAME_SUFFIX_BYTES
MAX_GAME_CHARS = 32
MAX_LANGUAGE_CHARS = 16
MAX_PLAYERS = 999
MAX_PROTOCOL_VERSION_DIGITS = 5
MAX_PORT = 65535

_GAME_NAME = re.compile(r"[a-z0-9_-]+")
_LANGUAGE_TAG = re.compile(r"[A-Za-z0-9-]+")


class DiscoveryError(CodedError):
    """A room that cannot be advertised, with a stable ``code``.

    Codes: ``discovery.bad_room``, ``discovery.name_taken`` (every rename is taken too),
    ``discovery.not_started``, ``discovery.closed``.
    """


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
    #: The four-letter room code ("" for a room of another protocol version).
    room_code: str = ""
    #: The host's mDNS name (``palabre.local.``; "" when unknown).
    server: str = ""


# --- the one set of field validators -------------------------------------------------------
def is_room_name(value: object) -> bool:
    if not isinstance(value, str) or not value or value != value.strip():
        return False
    return len(value.encode()) <= MAX_INSTANCE_NAME_BYTES and all(
        unicodedata.category(char)[0] != "C" for char in value
    )


def is_game_name(value: object) -> bool:
    return (isinstance(value, str) and len(value) <= MAX_GAME_CHARS
            and _GAME_NAME.fullmatch(value) is not None)


def is_language(value: object) -> bool:
    return (isinstance(value, str) and len(value) <= MAX_LANGUAGE_CHARS
            and _LANGUAGE_TAG.fullmatch(value) is not None)


def is_players(value: object) -> bool:
    return _is_int(value, 0, MAX_PLAYERS)


def is_protocol_version(value: object) -> bool:
    return _is_int(value, 0, 10**MAX_PROTOCOL_VERSION_DIGITS - 1)


def is_port(value: object) -> bool:
    return _is_int(value, 1, MAX_PORT)


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def read_number(text: object) -> int | None:
    """A TXT number: ASCII digits only ("²" and "-1" are not), no longer than the longest
    field allows (its range is the field's validator's job); None when it is not one."""
    if not (isinstance(text, str) and 0 < len(text) <= MAX_PROTOCOL_VERSION_DIGITS
            and text.isascii() and text.isdigit()):
        return None
    return int(text)


# --- writing and reading the record --------------------------------------------------------
def check_room_fields(game: str, language: str, players: int, room_id: str, port: int,
                      protocol_version: int, room_code: str | None = None) -> None:
    """Raise `DiscoveryError` ``discovery.bad_room`` (naming the field) for a room this
    host could not advertise (``room_code`` None: not picked yet)."""
    checks = {
        "room_code": room_code is None or is_room_code(room_code),
        "game": is_game_name(game),
        "language": is_language(language),
        "players": is_players(players),
        "room_id": is_room_id(room_id),
        "port": is_port(port),
        "protocol_version": is_protocol_version(protocol_version),
    }
    for field, ok in checks.items():
        if not ok:
            raise DiscoveryError("discovery.bad_room", field=field)


def txt_properties(*, name: str, game: str, language: str, players: int,
                   protocol_version: int, room_id: str, room_code: str) -> dict[str, str]:
    """The TXT record of a room (fields checked by `check_room_fields`)."""
    return {
        TXT_RECORD_VERSION_KEY: TXT_RECORD_VERSION,
        TXT_NAME_KEY: name,
        TXT_GAME_KEY: game,
        TXT_LANGUAGE_KEY: language,
        TXT_PLAYERS_KEY: str(players),
        DISCOVERY_PROTOCOL_KEY: str(protocol_version),
        TXT_ROOM_ID_KEY: room_id,
        TXT_ROOM_CODE_KEY: room_code,
    }


def room_from_service_info(info: AsyncServiceInfo, protocol_version: int) -> Room | None:
    """Read a `Room` from resolved records, or None when it is not a readable Palabre room.

    The TXT record comes from the network: everything is checked. A room of our protocol
    version must carry every field well formed; one of another version needs only a
    readable version (its other fields may follow another layout).
    """
    properties = info.decoded_properties
    version = read_number(properties.get(DISCOVERY_PROTOCOL_KEY))
    if version is None or not is_protocol_version(version):
        return None
    compatible = version == protocol_version
    instance = instance_name(info.name)
    name = properties.get(TXT_NAME_KEY) or instance
    game = properties.get(TXT_GAME_KEY) or ""
    language = properties.get(TXT_LANGUAGE_KEY) or ""
    players = read_number(properties.get(TXT_PLAYERS_KEY))
    room_id = properties.get(TXT_ROOM_ID_KEY) or ""
    room_code = properties.get(TXT_ROOM_CODE_KEY) or ""
    addresses = tuple(sorted(info.parsed_scoped_addresses(), key=address_order))
    if compatible:
        well_formed = (is_room_name(name) and is_game_name(game) and is_language(language)
                       and is_players(players) and is_room_id(room_id)
                       and is_room_code(room_code) and is_port(info.port) and bool(addresses))
        if not well_formed:
            return None
    else:
        name = name if is_room_name(name) else instance
        game = game if is_game_name(game) else ""
        language = language if is_language(language) else ""
        players = players if is_players(players) else 0
        room_id = room_id if is_room_id(room_id) else ""
        room_code = ""
    assert players is not None  # is_players, or 0
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
        room_code=room_code,
        server=info.server or "",
    )


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


def instance_name(service_name: str) -> str:
    """The room name part of a DNS-SD service name."""
    return service_name[: -len(SERVICE_TYPE) - 1]
