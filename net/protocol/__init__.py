"""Palabre's LAN protocol, sans-I/O (GUIDE §3; reference: ``docs/protocol.md``).

Frames are a 4-byte big-endian length and one msgpack map. `Connection` turns
bytes into typed messages and messages into bytes, holds the handshake state
table and refuses anything malformed with a coded `ProtocolError`. It has no
sockets, no clock and no event loop: the asyncio host and client drive it.

Modules: `limits` (version and every limit), `errors` (codes), `framing`
(length prefix, msgpack), `values` (plain values), `fields` (field specs),
`messages` (every message and its schema), `connection` (the state machine).
"""

from net.protocol.connection import PEER_CLOSED, RECEIVES, SENDS, TABLE_SENDS, Connection, State
from net.protocol.errors import PROTOCOL_ERROR_CODES, REFUSAL_TEXTS, ProtocolError
from net.protocol.framing import FrameReader, SharedPacker, frame, pack_body, unpack_body
from net.protocol.limits import (
    HANDSHAKE_TIMEOUT_S,
    HEARTBEAT_INTERVAL_S,
    LENGTH_PREFIX_BYTES,
    MAX_ACTION_ID,
    MAX_APP_VERSION_CHARS,
    MAX_CODE_CHARS,
    MAX_CONNECTIONS_PER_ROOM,
    MAX_CONTAINER_ITEMS,
    MAX_DEPTH,
    MAX_EVENTS,
    MAX_FRAME_BYTES,
    MAX_IDENT_CHARS,
    MAX_INT,
    MAX_JOIN_CODE_CHARS,
    MAX_KEY_CHARS,
    MAX_LANGUAGE_CHARS,
    MAX_NAME_CHARS,
    MAX_NONCE,
    MAX_OUTPUT_QUEUE_BYTES,
    MAX_PENDING_CONNECTIONS,
    MAX_PROTOCOL_VERSION,
    MAX_REFUSAL_TEXT_CHARS,
    MAX_ROOM_ID_CHARS,
    MAX_ROOM_NAME_CHARS,
    MAX_SEATS,
    MAX_SEQ,
    MAX_TEXT_CHARS,
    MAX_TOKEN_CHARS,
    MIN_INT,
    MIN_TOKEN_CHARS,
    PARTIAL_FRAME_TIMEOUT_S,
    PEER_SILENCE_TIMEOUT_S,
    PROTOCOL_VERSION,
    STALLED_READER_TIMEOUT_S,
    TOKEN_BYTES,
)
from net.protocol.messages import (
    CLIENT,
    HOST,
    MESSAGE_TYPES,
    PLAYER,
    TABLE,
    Bye,
    ChooseTeam,
    GameError,
    GameResult,
    GameView,
    Hello,
    HostProfile,
    JournalCopy,
    KeyShare,
    KeyShareValue,
    Kicked,
    Lobby,
    LobbySeat,
    Message,
    Ping,
    PlayAction,
    Pong,
    Ready,
    Refused,
    StandbyDigest,
    StandbyReady,
    TakeOver,
    Welcome,
    message_class,
    message_from_map,
    new_token,
    refusal,
    same_token,
)

__all__ = [
    "CLIENT", "HANDSHAKE_TIMEOUT_S", "HEARTBEAT_INTERVAL_S", "HOST", "LENGTH_PREFIX_BYTES",
    "MAX_ACTION_ID", "MAX_APP_VERSION_CHARS", "MAX_CODE_CHARS", "MAX_CONNECTIONS_PER_ROOM",
    "MAX_CONTAINER_ITEMS", "MAX_DEPTH", "MAX_EVENTS", "MAX_FRAME_BYTES", "MAX_IDENT_CHARS",
    "MAX_INT", "MAX_JOIN_CODE_CHARS", "MAX_KEY_CHARS", "MAX_LANGUAGE_CHARS", "MAX_NAME_CHARS",
    "MAX_NONCE", "MAX_OUTPUT_QUEUE_BYTES", "MAX_PENDING_CONNECTIONS", "MAX_PROTOCOL_VERSION",
    "MAX_REFUSAL_TEXT_CHARS", "MAX_ROOM_ID_CHARS", "MAX_ROOM_NAME_CHARS", "MAX_SEATS",
    "MAX_SEQ", "MAX_TEXT_CHARS", "MAX_TOKEN_CHARS", "MESSAGE_TYPES", "MIN_INT",
    "MIN_TOKEN_CHARS", "PARTIAL_FRAME_TIMEOUT_S", "PEER_CLOSED", "PEER_SILENCE_TIMEOUT_S",
    "PLAYER", "PROTOCOL_ERROR_CODES", "PROTOCOL_VERSION", "RECEIVES", "REFUSAL_TEXTS", "SENDS",
    "STALLED_READER_TIMEOUT_S", "TABLE", "TABLE_SENDS", "TOKEN_BYTES", "Bye", "ChooseTeam",
    "Connection", "FrameReader", "GameError", "GameResult", "GameView", "Hello", "HostProfile",
    "JournalCopy", "KeyShare", "KeyShareValue", "Kicked", "Lobby", "LobbySeat", "Message",
    "Ping", "PlayAction", "Pong", "ProtocolError", "Ready", "Refused", "SharedPacker",
    "StandbyDigest", "StandbyReady", "State", "TakeOver",
    "Welcome", "frame", "message_class", "message_from_map", "new_token", "pack_body",
    "refusal", "same_token", "unpack_body",
]
