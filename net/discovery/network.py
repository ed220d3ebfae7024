"""Which network interfaces and addresses discovery uses, and their order."""

from __future__ import annotations

import contextlib
import ipaddress

import ifaddr
from zeroconf import InterfaceChoice

#: What ``interfaces`` takes: a zeroconf choice, or a list of IP addresses (a narrower type
#: than zeroconf's own, which also allows interface indexes that we never pass).
Interfaces = list[str] | InterfaceChoice


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
    return sorted(found, key=address_order) or ["127.0.0.1"]


def machine_addresses() -> set[str]:
    """Every IP address of this machine, loopback and IPv6 ones included (an IPv6 one
    without its zone): the names the phone page may be reached by (`net.web`)."""
    found = {"127.0.0.1", "::1"}
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            found.add(ip.ip if isinstance(ip.ip, str) else ip.ip[0].split("%")[0])
    return found


def address_order(address: str) -> tuple[int, str]:
    """IPv4 before IPv6, then by text: a stable order, so a reshuffle is no update."""
    return (1 if ":" in address else 0, address)
