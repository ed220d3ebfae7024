"""LAN discovery over mDNS/DNS-SD (zeroconf) and reachability probes (PX-NET-1).

One module per job, all asyncio on the caller's loop (no threads, no Qt):

- `advertise`: `RoomAdvertiser`, the host registers its room as ``_palabre._tcp.local.``
  with a TXT record holding the room name, game, language, player count, protocol version
  and room id (never a secret). A room name already on the network is renamed "Room (2)",
  "Room (3)"...
- `browse`: `RoomBrowser` lists rooms live. Each room is a frozen `Room`; changes arrive as
  `RoomEvent`s ("added", "updated", "removed") through a callback and/or `events()`.
- `txt`: the service type, the TXT record's fields and their one set of validators: what
  an advertiser writes and what a browser reads back (`Room`, `room_from_service_info`).
- `reachability`: `probe`, a TCP connect to a room's addresses, so the join screen can say
  "seen but cannot be reached" (client isolation on school and guest Wi-Fi) instead of
  waiting forever.
- `network`: the interfaces and addresses used.

Everything takes ``interfaces`` (a zeroconf `InterfaceChoice` or a list of addresses; tests
use ``["127.0.0.1"]``). The protocol version is a parameter (the host and client pass
``net.protocol.PROTOCOL_VERSION``), so rooms of another version are listed but flagged
``compatible=False`` for the join list to grey out. Callers import from here
(``from net.discovery import RoomBrowser``). See ``docs/discovery.md``.
"""

from __future__ import annotations

from zeroconf import InterfaceChoice

from net.discovery.advertise import RoomAdvertiser
from net.discovery.browse import RoomBrowser, RoomCallback, RoomEvent, RoomEvents
from net.discovery.network import Interfaces, local_addresses
from net.discovery.reachability import (
    PROBE_TIMEOUT_S,
    ProbeResult,
    Reachability,
    probe,
    probe_addresses,
)
from net.discovery.txt import (
    DISCOVERY_PROTOCOL_KEY,
    MAX_ROOM_NAME_BYTES,
    SERVICE_TYPE,
    DiscoveryError,
    Room,
    clean_room_name,
    room_from_service_info,
)

__all__ = [
    "DISCOVERY_PROTOCOL_KEY",
    "MAX_ROOM_NAME_BYTES",
    "PROBE_TIMEOUT_S",
    "SERVICE_TYPE",
    "DiscoveryError",
    "InterfaceChoice",
    "Interfaces",
    "ProbeResult",
    "Reachability",
    "Room",
    "RoomAdvertiser",
    "RoomBrowser",
    "RoomCallback",
    "RoomEvent",
    "RoomEvents",
    "clean_room_name",
    "local_addresses",
    "probe",
    "probe_addresses",
    "room_from_service_info",
]
