"""`ProtocolError` and the stable codes it carries.

Codes are part of the protocol (the peer may receive them in a `refused` or
`bye`): never rename one. Like the core's `RuleError`, an error carries a code
and plain details, never user-facing prose.
"""

from __future__ import annotations

from core.errors import CodedError

#: The frame's length prefix is above `MAX_FRAME_BYTES`.
FRAME_TOO_LARGE = "protocol.frame_too_large"
#: The frame's length prefix is zero.
EMPTY_FRAME = "protocol.empty_frame"
#: The peer closed the connection in the middle of a frame.
TRUNCATED = "protocol.truncated"
#: The body is not exactly one valid msgpack object within the msgpack limits.
BAD_MSGPACK = "protocol.bad_msgpack"
#: A string is not valid UTF-8.
BAD_UTF8 = "protocol.bad_utf8"
#: A msgpack extension type (timestamps included): never accepted.
EXTENSION = "protocol.extension"
#: Nesting deeper than `MAX_DEPTH`.
TOO_DEEP = "protocol.too_deep"
#: The body is not a map.
NOT_A_MAP = "protocol.not_a_map"
#: The ``type`` names no message of this protocol version.
UNKNOWN_TYPE = "protocol.unknown_type"
#: A required field is absent (every field is required; some accept null).
MISSING_FIELD = "protocol.missing_field"
#: A field the message's schema does not list.
EXTRA_FIELD = "protocol.extra_field"
#: A value of a type the schema does not allow (floats and binary are never allowed).
BAD_TYPE = "protocol.bad_type"
#: A value outside its allowed range, length, set of choices or pattern.
OUT_OF_RANGE = "protocol.out_of_range"
#: The peer speaks another protocol version.
VERSION_MISMATCH = "protocol.version_mismatch"
#: A `welcome` that does not answer the `hello` (room, seat or token inconsistent with it).
BAD_HANDSHAKE = "protocol.bad_handshake"
#: A message this side may not receive (or send) in the connection's current state.
UNEXPECTED = "protocol.unexpected"
#: The connection is closed: nothing more is received or sent.
CLOSED = "protocol.closed"

PROTOCOL_ERROR_CODES = (
    FRAME_TOO_LARGE, EMPTY_FRAME, TRUNCATED, BAD_MSGPACK, BAD_UTF8, EXTENSION, TOO_DEEP,
    NOT_A_MAP, UNKNOWN_TYPE, MISSING_FIELD, EXTRA_FIELD, BAD_TYPE, OUT_OF_RANGE,
    VERSION_MISMATCH, BAD_HANDSHAKE, UNEXPECTED, CLOSED,
)

#: Codes a host puts in `refused` besides the protocol's own, with an English text for
#: logs and for clients that do not know the code (the UI translates by code).
REFUSAL_TEXTS: dict[str, str] = {
    VERSION_MISMATCH: "This room uses another version of Palabre.",
    "room.wrong": "This is not the room you asked for.",
    "room.full": "This room is full.",
    "room.busy": "The host is busy with other connections; try again.",
    "room.tables.full": "This room takes no more table displays.",
    "room.locked": "The host has locked this room.",
    "room.started": "The game has started; only players with a seat can rejoin.",
    "room.closed": "The room is closing.",
    "join.bad_token": "This seat cannot be rejoined with that token.",
    "join.name_taken": "Another player already uses this name.",
    "join.bad_name": "A name needs at least one visible letter or digit.",
    "standby.waiting": "This is the room's standby, not its host (yet); try the host.",
}
#: Text sent with a refusal code missing from `REFUSAL_TEXTS`.
DEFAULT_REFUSAL_TEXT = "The host refused the connection."
#: Text sent with a ``protocol.*`` refusal code missing from `REFUSAL_TEXTS`.
PROTOCOL_REFUSAL_TEXT = "The host could not understand this client (protocol error)."


class ProtocolError(CodedError):
    """A peer broke the protocol (or this side tried to send something invalid).

    ``code`` is one of the ``protocol.*`` codes above; ``details`` are plain
    values (field path, limits...). When raised by `Connection.receive_data`,
    the connection is CLOSED and ``farewell`` holds the bytes of a last frame
    (a `refused` or `bye` naming the code) the transport may write before closing
    the socket; it is empty when nothing may be sent any more.
    """

    def __init__(self, code: str, **details: object) -> None:
        super().__init__(code, **details)
        self.farewell = b""
