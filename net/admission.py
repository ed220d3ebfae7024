"""Who may take a connection slot: the host's admission policy, fair under abuse.

Transport-agnostic (PX-NET-2, issue 13): it counts connections by a number the host
gives each one and by the peer's address (a string: the IP of a TCP or WebSocket peer),
and never touches a socket. `net.host.Host` asks it on every new connection, every
table-display `hello`, every completed handshake and every close, whatever the transport.

The rules, each so that an attacker with a few sockets pays for its own abuse and never
locks the room:

* **Pending** (connected, handshake not complete): at most `max_pending_per_address`
  per address (the newest of an address over it is refused ``room.busy``), and
  `max_pending` in all. When every slot is held, a newcomer does not wait: the oldest
  pending connection of the address holding the most slots is evicted (refused
  ``room.busy``) to make room. A client that speaks at once holds a slot for a round
  trip; a silent one is evicted first, and dropped anyway at the handshake timeout.
* **Table displays**: at most `max_tables_per_address` per address, and at most
  ``max_connections - seats`` in all, so displays can never take the slots the
  room's players need (``room.tables.full``).
* **Seat tokens**: a rejoin with a valid token is never checked against a display cap
  or the room's connection count (a seat has one connection, so players are bounded by
  the room's seats). Before its `hello` arrives it is a pending connection like any
  other, and the eviction rule above always makes room for it unless its own address
  already holds `max_pending_per_address` handshakes.
* **Floods**: an address whose connection was dropped for flooding (`net.flood`) is
  refused ``room.busy`` for `flood_cooldown_s`, so reconnecting at once to flood again
  costs the room nothing but a refusal.
* A hard ceiling (`max_connections` + `max_pending`) only guards the process: with the
  caps above, legitimate players never reach it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

BUSY = "room.busy"
FULL = "room.full"
TABLES_FULL = "room.tables.full"


@dataclass
class Verdict:
    """What to do with a new connection: ``refuse`` it with that code, else admit it
    (after closing ``evict``, the connection number whose slot it takes, if any)."""

    refuse: str | None = None
    evict: int | None = None


@dataclass
class Admission:
    max_connections: int
    max_pending: int
    max_pending_per_address: int
    max_tables_per_address: int
    #: Seats the room offers: reserved for players, never taken by table displays.
    seats: int
    flood_cooldown_s: float = 0.0
    #: Addresses refused until a time (the caller's clock, seconds), after a flood.
    _cooling: dict[str, float] = field(default_factory=dict)
    #: Pending connections: number -> address, in the order they connected.
    _pending: dict[int, str] = field(default_factory=dict)
    _tables: dict[int, str] = field(default_factory=dict)
    _open: set[int] = field(default_factory=set)

    @property
    def max_tables(self) -> int:
        return max(0, self.max_connections - self.seats)

    def connect(self, number: int, address: str, now: float = 0.0) -> Verdict:
        """A new connection from ``address`` at ``now``: admitted (registered as pending)
        or not."""
        if self._cooling.get(address, -1.0) > now:
            return Verdict(refuse=BUSY)
        self._cooling.pop(address, None)
        held = len(self._pending) + len(self._open)
        if held >= self.max_connections + self.max_pending:
            return Verdict(refuse=FULL)
        by_address = Counter(self._pending.values())
        if by_address[address] >= self.max_pending_per_address:
            return Verdict(refuse=BUSY)
        evict = None
        if len(self._pending) >= self.max_pending:
            heaviest = max(by_address.values())
            evict = next(number for number, where in self._pending.items()
                         if by_address[where] == heaviest)  # the oldest of that address
            del self._pending[evict]
        self._pending[number] = address
        return Verdict(evict=evict)

    def flooded(self, number: int, address: str, now: float) -> None:
        """Connection ``number`` from ``address`` was dropped for flooding."""
        self.closed(number)
        if address:
            self._cooling[address] = now + self.flood_cooldown_s

    def check_join(self) -> str | None:
        """The refusal code for a new player's `hello` (no token), or None: the room's
        connections are all held (a token rejoin is never asked: its seat is its slot)."""
        return FULL if len(self._open) >= self.max_connections else None

    def check_table(self, number: int) -> str | None:
        """The refusal code for a table-display `hello` on connection ``number``, or
        None (then call `opened`)."""
        address = self._pending.get(number, "")
        if len(self._tables) >= self.max_tables or len(self._open) >= self.max_connections:
            return TABLES_FULL
        if sum(1 for where in self._tables.values() if where == address) \
                >= self.max_tables_per_address:
            return TABLES_FULL
        return None

    def opened(self, number: int, table: bool) -> None:
        """Connection ``number`` completed its handshake (a player or a table display)."""
        address = self._pending.pop(number, "")
        self._open.add(number)
        if table:
            self._tables[number] = address

    def closed(self, number: int) -> None:
        self._pending.pop(number, None)
        self._tables.pop(number, None)
        self._open.discard(number)

    @property
    def pending(self) -> int:
        return len(self._pending)

    @property
    def tables(self) -> int:
        return len(self._tables)
