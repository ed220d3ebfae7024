"""Timing and size limits of the asyncio host and client, as named data in one place.

The protocol's own numbers (`net.protocol.limits`) are the defaults; the rest (rate
limit, back-off, connect timeout) are ours. `HostLimits` and `ClientLimits` carry them
as parameters, so tests shorten a timeout instead of waiting 10 s for real.
"""

from __future__ import annotations

from dataclasses import dataclass

from net.protocol.limits import (
    FLOOD_COOLDOWN_S,
    HANDSHAKE_TIMEOUT_S,
    HEARTBEAT_INTERVAL_S,
    LOBBY_SEAT_GRACE_S,
    MAX_CONNECTIONS_PER_ROOM,
    MAX_OUTPUT_QUEUE_BYTES,
    MAX_PENDING_CONNECTIONS,
    MAX_PENDING_PER_ADDRESS,
    MAX_SEATS_PER_ADDRESS,
    MAX_TABLES_PER_ADDRESS,
    PARTIAL_FRAME_TIMEOUT_S,
    PEER_SILENCE_TIMEOUT_S,
    STALLED_READER_TIMEOUT_S,
)

#: Bytes asked of the socket per read (a client: views are large).
READ_CHUNK_BYTES = 64 * 1024
#: Bytes of a client's input the host decodes before it looks at that client's budget
#: again (it still reads 64 KiB at a time, so the socket is drained). Client frames are
#: small (an action is ~60 bytes); 4 KiB is ~190 pings, so a flood is dropped after ~1 ms
#: of decoding instead of a whole read of 3,000 pings (~30 ms).
HOST_DECODE_SLICE_BYTES = 4 * 1024
#: Frames one connection may send per second, sustained: player requests (actions,
#: ready, team) and control frames (ping, pong) alike, from one budget...
ACTION_RATE_PER_S = 20.0
#: ...and in a burst (a token bucket of this size, refilled at the rate above).
ACTION_BURST = 40
#: Frames over that budget a connection may send (a second bucket, refilled at the same
#: rate) before it is dropped with `net.flood`: a client that keeps flooding is cut off
#: within its first read instead of costing the room a core.
FLOOD_STRIKES = 40
#: How long a client waits for the TCP connection before calling the host unreachable.
CONNECT_TIMEOUT_S = 5.0
#: Reconnect back-off: first delay, growth factor, longest delay, random share of a delay.
RECONNECT_FIRST_DELAY_S = 0.5
RECONNECT_FACTOR = 2.0
RECONNECT_MAX_DELAY_S = 15.0
RECONNECT_JITTER = 0.5
#: Reconnect attempts before a client gives up (about five minutes at the longest delay).
RECONNECT_MAX_ATTEMPTS = 25
#: The host lost: a warning after a minute, the standby takes over after two (issue 14).
HOST_LOST_WARNING_S = 60.0
TAKE_OVER_AFTER_S = 120.0
STANDBY_PROBE_TIMEOUT_S = 3.0
HAND_OVER_WAIT_S = 5.0
DIGEST_RESENDS_PER_GAME = 3


@dataclass(frozen=True, slots=True)
class HostLimits:
    heartbeat_interval_s: float = HEARTBEAT_INTERVAL_S
    silence_timeout_s: float = PEER_SILENCE_TIMEOUT_S
    partial_frame_timeout_s: float = PARTIAL_FRAME_TIMEOUT_S
    handshake_timeout_s: float = HANDSHAKE_TIMEOUT_S
    stalled_reader_timeout_s: float = STALLED_READER_TIMEOUT_S
    max_connections: int = MAX_CONNECTIONS_PER_ROOM
    max_pending: int = MAX_PENDING_CONNECTIONS
    max_pending_per_address: int = MAX_PENDING_PER_ADDRESS
    max_tables_per_address: int = MAX_TABLES_PER_ADDRESS
    #: Seats held by the players of one address (`net.host`: ``room.busy`` over it).
    max_seats_per_address: int = MAX_SEATS_PER_ADDRESS
    output_queue_bytes: int = MAX_OUTPUT_QUEUE_BYTES
    action_rate_per_s: float = ACTION_RATE_PER_S
    action_burst: int = ACTION_BURST
    flood_strikes: int = FLOOD_STRIKES
    flood_cooldown_s: float = FLOOD_COOLDOWN_S
    #: How long a disconnected player's lobby seat is kept before it is released (the
    #: lobby shows the countdown; `RoomRuntime.release_at`).
    lobby_seat_grace_s: float = LOBBY_SEAT_GRACE_S
    #: SO_SNDBUF for accepted sockets (None: the system's). Tests make it small so a
    #: client that stops reading fills the host's queue quickly.
    socket_send_buffer: int | None = None
    #: How long the host waits for a would-be standby's test connection to answer.
    standby_probe_timeout_s: float = STANDBY_PROBE_TIMEOUT_S
    #: How long a host handing over waits for the standby's goodbye before telling
    #: everyone the room moved.
    hand_over_wait_s: float = HAND_OVER_WAIT_S
    #: Journal copies the host sends again, per game, to a standby whose digest differs
    #: (a copy follows every change anyway; a standby that keeps differing is broken or
    #: lying, and each copy is up to 45 KiB for one small frame).
    digest_resends_per_game: int = DIGEST_RESENDS_PER_GAME


@dataclass(frozen=True, slots=True)
class ClientLimits:
    heartbeat_interval_s: float = HEARTBEAT_INTERVAL_S
    silence_timeout_s: float = PEER_SILENCE_TIMEOUT_S
    connect_timeout_s: float = CONNECT_TIMEOUT_S
    handshake_timeout_s: float = HANDSHAKE_TIMEOUT_S
    reconnect_first_delay_s: float = RECONNECT_FIRST_DELAY_S
    reconnect_factor: float = RECONNECT_FACTOR
    reconnect_max_delay_s: float = RECONNECT_MAX_DELAY_S
    reconnect_jitter: float = RECONNECT_JITTER
    reconnect_max_attempts: int = RECONNECT_MAX_ATTEMPTS
    #: Without the host this long, the device warns its player (issue 14).
    host_lost_warning_s: float = HOST_LOST_WARNING_S
    #: Without the host this long, the standby takes over, if a majority lost it too.
    take_over_after_s: float = TAKE_OVER_AFTER_S


@dataclass(frozen=True, slots=True)
class WebGateLimits:
    #: Sockets one address may hold: a phone's page opens a few at once (the page, its
    #: scripts, pictures) plus its WebSocket; a whole table behind one address still fits.
    per_address: int = 16
    #: Sockets of the web port in all: far below the process's file limit (1,024 on many
    #: systems before `raise_file_limit`), leaving the TCP port its own 72.
    total: int = 256
    #: A new socket must send a whole request head within this time.
    header_timeout_s: float = 5.0
    #: A keep-alive socket silent this long after its last response is closed.
    idle_timeout_s: float = 15.0


class TokenBucket:
    """Allows ``burst`` requests at once and ``rate`` per second after that."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = now

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
