"""Join codes and manual addresses: what a player types to reach a room (PX-NET-2).

A join code is 16 symbols shown in groups of four (``KX74-QMP9-TA3C-DEFG``). It carries the
host's IPv4 address, its TCP port and the room id, so it works on networks that block
multicast discovery. The handshake checks the room id, so a code for an old or other room at
the same address is refused there instead of landing in the wrong room.

The alphabet has 29 symbols and no look-alikes: no 0/O, no 1/I/L, no S (read as 5), no U
(read as V). Typed input is forgiving: case, spaces and dashes do not matter, and ``S`` and
``U`` are read as ``5`` and ``V``. 0, O, 1, I and L are never in a code, so they are refused
rather than guessed (each could stand for several symbols).

Layout: 14 data symbols hold one 68-bit number (``ip << 36 | port << 20 | room``, the room
id's 20 bits;
29**14 > 2**68), most significant first; 2 check symbols follow. The check symbols make
``sum(v) == 0`` and ``sum((i + 1) * v) == 0`` modulo 29 over all 16 symbol values. 29 is a
prime and the weights 1..16 are distinct, so every error touching at most two symbols is
detected: any single typo, any two typos, and any swap of two symbols. A missing or an
extra symbol changes the length, which is fixed. A wrong code is never decoded into an
address: it is refused with a coded `JoinTargetError`.

Manual addresses are ``host:port`` with an IPv4 address, a host name, or an IPv6 address in
brackets (``[fe80::1%eth0]:4747``). `parse_join_target` tells codes and addresses apart.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
import unicodedata
from dataclasses import dataclass

from core.errors import CodedError

ALPHABET = "23456789ABCDEFGHJKMNPQRTVWXYZ"
BASE = len(ALPHABET)  # 29, a prime: the checksum relies on it
CODE_DATA_SYMBOLS = 14
CODE_CHECK_SYMBOLS = 2
CODE_LENGTH = CODE_DATA_SYMBOLS + CODE_CHECK_SYMBOLS
CODE_GROUP_SIZE = 4
CODE_SEPARATOR = "-"
# parse_join_target reads text this close to a code's length as a mistyped code, not a name.
CODE_LENGTH_SLACK = 2

IPV4_BITS = 32
PORT_BITS = 16
ROOM_ID_BITS = 20
ROOM_ID_LIMIT = 1 << ROOM_ID_BITS
# A room id is text on the wire (protocol hello/welcome, TXT record): 20 bits as 5 lowercase
# hex digits, "03fa9". Not a secret: it only tells rooms at one address apart.
ROOM_ID_HEX_DIGITS = 5
PAYLOAD_BITS = IPV4_BITS + PORT_BITS + ROOM_ID_BITS

MIN_PORT = 1
MAX_PORT = 65535
MAX_HOSTNAME_LENGTH = 253
MAX_LABEL_LENGTH = 63

# Characters never shown in a code but typed for one that is: read them as the symbol meant.
CONFUSABLE_SYMBOLS = {"S": "5", "U": "V"}
# Characters a reader adds around a code (grouping, copy-paste): dropped on input.
IGNORED_CODE_CHARACTERS = frozenset(" \t\r\n-_.\u2010\u2011\u2012\u2013\u2014\u2212")

_SYMBOL_VALUES = {symbol: value for value, symbol in enumerate(ALPHABET)}
_HOST_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?", re.IGNORECASE)

assert BASE**CODE_DATA_SYMBOLS >= 1 << PAYLOAD_BITS
assert CODE_LENGTH < BASE  # the position weights 1..CODE_LENGTH stay distinct and non-zero


class JoinTargetError(CodedError, ValueError):
    """A join code or address that cannot be used, with a stable ``code`` for the UI.

    Codes: ``joincode.empty``, ``joincode.bad_length``, ``joincode.bad_character``,
    ``joincode.bad_checksum``, ``joincode.invalid``, ``joincode.not_ipv4``,
    ``joincode.bad_port``, ``joincode.bad_room_id``, ``address.empty``,
    ``address.missing_port``, ``address.bad_port``, ``address.bad_host``,
    ``address.bad_ipv6``. ``details`` holds what the UI may show (position, character...).
    """


@dataclass(frozen=True, slots=True)
class JoinCode:
    """A decoded join code: where the room is and which room it must be."""

    host: str  # dotted IPv4
    port: int
    room_id: str  # 5 lowercase hex digits, see `is_room_id`

    @property
    def text(self) -> str:
        """The code as shown to players (``KX74-QMP9-TA3C-DEFG``)."""
        return encode_join_code(self.host, self.port, self.room_id)


@dataclass(frozen=True, slots=True)
class HostPort:
    """A manual address. ``host`` is an IP literal (IPv6 without brackets) or a host name."""

    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


JoinTarget = JoinCode | HostPort


def new_room_id() -> str:
    """A fresh random room id (not a secret: it is advertised and printed in codes)."""
    return format(secrets.randbelow(ROOM_ID_LIMIT), f"0{ROOM_ID_HEX_DIGITS}x")


def is_room_id(value: object) -> bool:
    """True for a well-formed room id: exactly 5 lowercase hex digits."""
    return (
        isinstance(value, str)
        and len(value) == ROOM_ID_HEX_DIGITS
        and all(char in "0123456789abcdef" for char in value)
    )


def encode_join_code(host: str, port: int, room_id: str) -> str:
    """The join code for an IPv4 ``host``, TCP ``port`` and ``room_id``.

    Raises `JoinTargetError` (``joincode.not_ipv4``, ``joincode.bad_port``,
    ``joincode.bad_room_id``) for values a code cannot carry or a client cannot reach.
    """
    address = _joinable_ipv4(host)
    if isinstance(port, bool) or not isinstance(port, int) or not MIN_PORT <= port <= MAX_PORT:
        raise JoinTargetError("joincode.bad_port", port=port)
    if not is_room_id(room_id):
        raise JoinTargetError("joincode.bad_room_id", room_id=room_id)
    payload = (int(address) << (PORT_BITS + ROOM_ID_BITS)) | (port << ROOM_ID_BITS)
    payload |= int(room_id, 16)
    values = _digits(payload)
    values += _check_values(values)
    symbols = "".join(ALPHABET[value] for value in values)
    groups = (symbols[i : i + CODE_GROUP_SIZE] for i in range(0, CODE_LENGTH, CODE_GROUP_SIZE))
    return CODE_SEPARATOR.join(groups)


def decode_join_code(text: str) -> JoinCode:
    """Read a typed join code. Case, spaces and dashes do not matter.

    Raises `JoinTargetError`: ``joincode.empty``, ``joincode.bad_character`` (details:
    ``character``, ``position`` counted in symbols from 1), ``joincode.bad_length``
    (``length``, ``expected``), ``joincode.bad_checksum`` (a typo), ``joincode.invalid``
    (the checksum holds but the content cannot be a room: several typos).
    """
    symbols = _clean_code(text)
    if not symbols:
        raise JoinTargetError("joincode.empty")
    values = []
    for position, symbol in enumerate(symbols, start=1):
        value = _SYMBOL_VALUES.get(CONFUSABLE_SYMBOLS.get(symbol, symbol))
        if value is None:
            raise JoinTargetError("joincode.bad_character", character=symbol, position=position)
        values.append(value)
    if len(values) != CODE_LENGTH:
        raise JoinTargetError("joincode.bad_length", length=len(values), expected=CODE_LENGTH)
    if _syndrome(values) != (0, 0):
        raise JoinTargetError("joincode.bad_checksum")
    payload = 0
    for value in values[:CODE_DATA_SYMBOLS]:
        payload = payload * BASE + value
    if payload >> PAYLOAD_BITS:
        raise JoinTargetError("joincode.invalid")
    room_id = format(payload & (ROOM_ID_LIMIT - 1), f"0{ROOM_ID_HEX_DIGITS}x")
    port = (payload >> ROOM_ID_BITS) & ((1 << PORT_BITS) - 1)
    address = ipaddress.IPv4Address(payload >> (PORT_BITS + ROOM_ID_BITS))
    if port < MIN_PORT or not _is_joinable(address):
        raise JoinTargetError("joincode.invalid")
    return JoinCode(host=str(address), port=port, room_id=room_id)


def parse_host_port(text: str, default_port: int | None = None) -> HostPort:
    """Read a manual address: ``192.168.1.20:4747``, ``[fe80::1%eth0]:4747``, ``myhost:4747``.

    Without a port, ``default_port`` is used, or ``address.missing_port`` is raised when it is
    None. A bare IPv6 address (no brackets) is taken whole, as if it had no port.
    Other codes: ``address.empty``, ``address.bad_port``, ``address.bad_host``,
    ``address.bad_ipv6``. Host names are checked for form only, not resolved.
    """
    text = unicodedata.normalize("NFKC", text).strip()
    if not text:
        raise JoinTargetError("address.empty")
    port_text: str | None = None
    if text.startswith("["):
        host, port_text = _split_bracketed(text)
        _check_ipv6(host)
    elif text.count(":") > 1:
        host = text
        _check_ipv6(host)
    else:
        host, colon, rest = text.partition(":")
        host = _checked_host(host)
        if colon:
            port_text = rest
    if port_text is None:
        if default_port is None:
            raise JoinTargetError("address.missing_port")
        port_text = str(default_port)
    return HostPort(host=host, port=_checked_port(port_text))


def format_host_port(host: str, port: int) -> str:
    """``host:port`` as a person types it back (`parse_host_port` reads it): an IPv6
    address in brackets, ``[::1]:47889``, so the port is not read as part of it."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def page_url(host: str, port: int) -> str:
    """The phone page's address at ``host``:``port`` (what a QR code and a browser hold)."""
    return f"http://{format_host_port(host, port)}/"


def parse_join_target(text: str, default_port: int | None = None) -> JoinTarget:
    """Read what a player typed in the one "join" field: a join code or a manual address.

    Text with ``:``, ``.`` or ``[`` is an address (codes hold none of these). Other text that
    looks like a code (letters and digits, spaces and dashes aside, within two symbols of a
    code's length) is a code; anything else is a bare host name (which needs
    ``default_port``, else ``address.missing_port``).
    Raises `JoinTargetError` as `decode_join_code` and `parse_host_port` do.
    """
    stripped = unicodedata.normalize("NFKC", text).strip()
    if any(mark in stripped for mark in ":.["):
        return parse_host_port(stripped, default_port)
    symbols = _clean_code(stripped)
    looks_like_code = (
        symbols.isascii()
        and symbols.isalnum()
        and (abs(len(symbols) - CODE_LENGTH) <= CODE_LENGTH_SLACK)
    )
    if symbols and not looks_like_code:
        return parse_host_port(stripped, default_port)
    return decode_join_code(stripped)


def pick_join_address(addresses: list[str] | tuple[str, ...]) -> str | None:
    """The address to put in a join code among the host's addresses, or None if none fits.

    Only IPv4 fits. Private LAN addresses come first (that is where players are), then
    shared (carrier-grade NAT) and public ones, then link-local, then loopback (same
    machine only).
    """
    candidates = []
    for text in addresses:
        try:
            address = _joinable_ipv4(text)
        except JoinTargetError:
            continue
        candidates.append((_join_preference(address), address))
    if not candidates:
        return None
    return str(min(candidates)[1])


def _join_preference(address: ipaddress.IPv4Address) -> tuple[int, int]:
    if address.is_loopback:
        rank = 3
    elif address.is_link_local:
        rank = 2
    elif address.is_private:
        rank = 0
    else:
        rank = 1
    return rank, int(address)


def _joinable_ipv4(host: str) -> ipaddress.IPv4Address:
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        raise JoinTargetError("joincode.not_ipv4", host=host) from None
    if not isinstance(address, ipaddress.IPv4Address) or not _is_joinable(address):
        raise JoinTargetError("joincode.not_ipv4", host=host)
    return address


def _is_joinable(address: ipaddress.IPv4Address) -> bool:
    """A client can open a TCP connection to it (not 0.0.0.0, multicast or broadcast)."""
    return not (
        address.is_unspecified
        or address.is_multicast
        or address == ipaddress.IPv4Address("255.255.255.255")
    )


def _clean_code(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).upper()
    return "".join(char for char in text if char not in IGNORED_CODE_CHARACTERS)


def _digits(payload: int) -> list[int]:
    values = [0] * CODE_DATA_SYMBOLS
    for index in range(CODE_DATA_SYMBOLS - 1, -1, -1):
        payload, values[index] = divmod(payload, BASE)
    return values


def _check_values(data: list[int]) -> list[int]:
    """The two check values that make the syndrome of data + checks zero.

    With A = sum(d), B = sum((i + 1) * d) over the data, checks c0 at weight 15 and c1 at
    weight 16 must satisfy c0 + c1 = -A and 15 c0 + 16 c1 = -B, so c1 = 15 A - B and
    c0 = -A - c1 (mod 29).
    """
    total = sum(data) % BASE
    weighted = sum((index + 1) * value for index, value in enumerate(data)) % BASE
    last = (CODE_DATA_SYMBOLS + 1) * total - weighted
    first = -total - last
    return [first % BASE, last % BASE]


def _syndrome(values: list[int]) -> tuple[int, int]:
    total = sum(values) % BASE
    weighted = sum((index + 1) * value for index, value in enumerate(values)) % BASE
    return total, weighted


def _split_bracketed(text: str) -> tuple[str, str | None]:
    host, closing, rest = text[1:].partition("]")
    if not closing:
        raise JoinTargetError("address.bad_ipv6", host=text)
    if not rest:
        return host, None
    if not rest.startswith(":"):
        raise JoinTargetError("address.bad_port", port=rest)
    return host, rest[1:]


def _check_ipv6(host: str) -> None:
    try:
        ipaddress.IPv6Address(host)
    except ValueError:
        raise JoinTargetError("address.bad_ipv6", host=host) from None


def _checked_host(host: str) -> str:
    """An IPv4 literal or a well-formed host name (RFC 1123), else ``address.bad_host``."""
    try:
        return str(ipaddress.IPv4Address(host))
    except ValueError:
        pass
    name = host[:-1] if host.endswith(".") else host
    labels = name.split(".")
    well_formed = (
        0 < len(name) <= MAX_HOSTNAME_LENGTH
        and name.isascii()
        and all(_HOST_LABEL.fullmatch(label) for label in labels)
        # All-numeric names are mistyped IPv4 addresses (192.168.1), not host names.
        and not all(label.isdigit() for label in labels)
    )
    if not well_formed:
        raise JoinTargetError("address.bad_host", host=host)
    return host


def _checked_port(text: str) -> int:
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_PORT)):
        raise JoinTargetError("address.bad_port", port=text)
    port = int(text)
    if not MIN_PORT <= port <= MAX_PORT:
        raise JoinTargetError("address.bad_port", port=text)
    return port
