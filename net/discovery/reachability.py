"""Reachability probes: a TCP connect to a room's addresses, so the join screen can say
"seen but cannot be reached" (client isolation on school and guest Wi-Fi) instead of
waiting forever. Used for listed rooms, join codes and typed ``host:port`` alike."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from net.discovery.txt import Room

# How long `probe` waits for a TCP connection by default.
PROBE_TIMEOUT_S = 3.0


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
