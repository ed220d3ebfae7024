"""The connection state machine (sans-I/O, after h11): bytes in, messages out, and back.

A `Connection` holds one side of one TCP connection: ``Connection(HOST)`` in the
host for each client, ``Connection(CLIENT)`` in a client. It never touches a
socket, a clock or an event loop: the transport feeds it the bytes it reads
(`receive_data`), writes the bytes it returns (`send`, `close`), and watches
`buffered_bytes` and `wants_close` to apply the timeouts in `limits`.

States (same names on both sides; see the table in ``docs/protocol.md``)::

    AWAIT_HELLO --hello--> AWAIT_WELCOME --welcome--> OPEN
         |                       |                      |
         +-------- refused / bye / kicked / error ------+--> CLOSED

Any `ProtocolError` from `receive_data` closes the connection for good; the
error's ``farewell`` holds a last `refused` or `bye` frame naming the code.
An invalid message given to `send` raises `ProtocolError` and changes nothing
(nothing was sent).
"""

from __future__ import annotations

from enum import StrEnum

from net.protocol import errors
from net.protocol.errors import ProtocolError
from net.protocol.framing import FrameReader, SharedPacker, frame, pack_body, unpack_body
from net.protocol.limits import PROTOCOL_VERSION
from net.protocol.messages import (
    CLIENT,
    HOST,
    TABLE,
    Bye,
    Hello,
    Message,
    Welcome,
    message_class,
    message_from_map,
    refusal,
)
from net.protocol.values import check_plain

#: `close_code` after the peer closed its side cleanly (not an error).
PEER_CLOSED = "protocol.eof"


class State(StrEnum):
    AWAIT_HELLO = "await_hello"
    AWAIT_WELCOME = "await_welcome"
    OPEN = "open"
    CLOSED = "closed"


_PLAYING = frozenset({"ready", "team", "action", "host_profile"})
_HEARTBEAT_AND_BYE = frozenset({"ping", "pong", "bye"})
#: What a standby sends (a table display or a player's desktop may stand by).
_STANDING_BY = frozenset({"standby_ready", "digest"})
_HOST_OPEN = (frozenset({"lobby", "view", "result", "error", "kicked", "journal", "take_over",
                         "key_share"})
              | _HEARTBEAT_AND_BYE)
_CLIENT_OPEN = _PLAYING | _STANDING_BY | _HEARTBEAT_AND_BYE

#: (connection role, state) -> message types that side may send.
SENDS: dict[tuple[str, State], frozenset[str]] = {
    (CLIENT, State.AWAIT_HELLO): frozenset({"hello", "bye"}),
    (CLIENT, State.AWAIT_WELCOME): frozenset({"bye"}),
    (CLIENT, State.OPEN): _CLIENT_OPEN,
    (HOST, State.AWAIT_HELLO): frozenset({"refused"}),
    (HOST, State.AWAIT_WELCOME): frozenset({"welcome", "refused"}),
    (HOST, State.OPEN): _HOST_OPEN,
}
#: (connection role, state) -> message types that side may receive.
RECEIVES: dict[tuple[str, State], frozenset[str]] = {
    (CLIENT, State.AWAIT_HELLO): frozenset({"refused"}),
    (CLIENT, State.AWAIT_WELCOME): frozenset({"welcome", "refused"}),
    (CLIENT, State.OPEN): _HOST_OPEN,
    (HOST, State.AWAIT_HELLO): frozenset({"hello", "bye"}),
    (HOST, State.AWAIT_WELCOME): frozenset({"bye"}),
    (HOST, State.OPEN): _CLIENT_OPEN,
}
#: A table display (``hello.role == "table"``) plays nothing: it may only send these.
TABLE_SENDS = _HEARTBEAT_AND_BYE | _STANDING_BY
#: The first message each way carries the protocol version, checked before its schema:
#: connection role -> (that first message from the peer, the state it arrives in).
_VERSIONED_FIRST = {HOST: ("hello", State.AWAIT_HELLO), CLIENT: ("welcome", State.AWAIT_WELCOME)}


class Connection:
    """One side of one connection. ``role`` is `HOST` or `CLIENT`."""

    def __init__(self, role: str) -> None:
        if role not in (HOST, CLIENT):
            raise ValueError(f"role must be {HOST!r} or {CLIENT!r}, not {role!r}")
        self.role = role
        self.state = State.AWAIT_HELLO
        #: The hello sent (client) or received (host), once there is one.
        self.hello: Hello | None = None
        #: The welcome received (client) or sent (host), once there is one.
        self.welcome: Welcome | None = None
        #: Why the connection closed: a code; None while open and after a plain `bye`.
        self.close_code: str | None = None
        self._reader = FrameReader()

    # -- What the transport watches -------------------------------------------------------
    @property
    def wants_close(self) -> bool:
        """The transport should flush what `send`/`close` returned and close the socket."""
        return self.state is State.CLOSED

    @property
    def buffered_bytes(self) -> int:
        """Bytes held of an incomplete frame. While above 0 the transport runs the
        `PARTIAL_FRAME_TIMEOUT_S` timer; at 0 it stops it."""
        return self._reader.buffered_bytes

    @property
    def joined_as(self) -> str | None:
        """``"player"`` or ``"table"`` once the hello is known."""
        return None if self.hello is None else self.hello.role

    @property
    def seat(self) -> int | None:
        """This client's seat once welcomed (None before, and for a table display)."""
        return None if self.welcome is None else self.welcome.seat

    def can_send(self, message_type: type[Message]) -> bool:
        """Whether `send` would accept a message of this type in the current state."""
        return message_type.TYPE in self._sendable()

    # -- Bytes in -------------------------------------------------------------------------
    def receive_data(self, data: bytes) -> list[Message]:
        """Messages completed by ``data`` (a partial frame stays buffered).

        ``b""`` means the peer closed its side (end of file). A closing message
        (`refused`, `kicked`, `bye`) closes the connection; bytes after it are ignored.
        Raises `ProtocolError` on any bad input; the connection is then CLOSED and
        refuses anything further.
        """
        if self.state is State.CLOSED:
            raise ProtocolError(errors.CLOSED)
        if not data:
            return self._receive_eof()
        received: list[Message] = []
        try:
            for body in self._reader.feed(data):
                message = self._decode(body)
                self._on_received(message)
                received.append(message)
                if self.wants_close:  # a closing message (not `self.state`: type checkers
                    break  # would keep it narrowed from the check above)
        except ProtocolError as err:
            err.farewell = self._close(err.code)
            raise
        return received

    def _receive_eof(self) -> list[Message]:
        if self.buffered_bytes:
            err = ProtocolError(errors.TRUNCATED, buffered=self.buffered_bytes)
            self._close(err.code, say_why=False)
            raise err
        self._close(PEER_CLOSED, say_why=False)
        return []

    def _decode(self, body: bytes) -> Message:
        data = unpack_body(body)
        self._check_version(data)
        check_plain(data)
        message = message_from_map(data, plain_checked=True)
        if message.TYPE not in self._receivable():
            raise ProtocolError(errors.UNEXPECTED, type=message.TYPE, state=str(self.state))
        return message

    def _check_version(self, data: object) -> None:
        """The first message each way is refused on its version before its schema (a
        newer peer's hello may hold other fields)."""
        first_type, first_state = _VERSIONED_FIRST[self.role]
        if self.state is not first_state or type(data) is not dict:
            return
        if data.get("type") != first_type:
            return
        theirs = data.get("protocol")
        if type(theirs) is int and theirs != PROTOCOL_VERSION:
            raise ProtocolError(errors.VERSION_MISMATCH, ours=PROTOCOL_VERSION, theirs=theirs)

    def _on_received(self, message: Message) -> None:
        if isinstance(message, Hello):
            self.hello = message
            self.state = State.AWAIT_WELCOME
        elif isinstance(message, Welcome):
            self._check_welcome(message)
            self.welcome = message
            self.state = State.OPEN
        if message.CLOSES:
            self.state = State.CLOSED
            self.close_code = getattr(message, "code", None)

    # -- Bytes out ------------------------------------------------------------------------
    def send(self, message: Message, trusted: bool = False,
             packer: SharedPacker | None = None) -> bytes:
        """The frame to write for ``message``, after checking it like a received one.
        ``trusted``: the caller built its values itself (a host's own game views): the
        plain-value and schema check is skipped; the state table and the frame size are
        still checked, and the receiver validates everything anyway. ``packer``: a batch's
        `SharedPacker` (a broadcast's frames share values)."""
        if self.state is State.CLOSED:
            raise ProtocolError(errors.CLOSED)
        if message.TYPE not in self._sendable():
            raise ProtocolError(errors.UNEXPECTED, type=message.TYPE, state=str(self.state))
        data = message.to_map()
        if not trusted and message_class(data) is not type(message):
            raise ProtocolError(errors.BAD_TYPE, field="type", expected=message.TYPE)
        message.check_consistency()
        if isinstance(message, Welcome):
            self._check_welcome(message)
        try:
            out = frame(pack_body(data) if packer is None else packer.pack(data))
        except (TypeError, ValueError, OverflowError) as err:  # only when ``trusted``
            raise ProtocolError(errors.BAD_TYPE, field="?", got=type(err).__name__) from None
        if isinstance(message, Hello):
            self.hello = message
            self.state = State.AWAIT_WELCOME
        elif isinstance(message, Welcome):
            self.welcome = message
            self.state = State.OPEN
        if message.CLOSES:
            self.state = State.CLOSED
            self.close_code = getattr(message, "code", None)
        return out

    def close(self, code: str | None = None) -> bytes:
        """Close now (timeout, shutdown...). Returns a last frame to write if one may
        still be sent: a `refused` from a host that has not welcomed yet, else a `bye`.
        A ``code`` that is not a dotted code raises `ProtocolError` and changes nothing."""
        return self._close(code)

    def _close(self, code: str | None, say_why: bool = True) -> bytes:
        farewell = b""
        if say_why and self.state is not State.CLOSED:
            farewell = self._farewell(code)
        self.state = State.CLOSED
        self.close_code = code
        return farewell

    def _farewell(self, code: str | None) -> bytes:
        if self.role == HOST and self.state is not State.OPEN:
            last: Message = refusal(code or "room.closed")
        elif "bye" in self._sendable():
            last = Bye(code=code)
        else:
            return b""
        data = last.to_map()
        message_class(data)  # a code that breaks the pattern is our bug: refuse to send it
        return frame(pack_body(data))

    # -- Tables ---------------------------------------------------------------------------
    def _sendable(self) -> frozenset[str]:
        return self._allowed(SENDS, table_side=CLIENT)

    def _receivable(self) -> frozenset[str]:
        return self._allowed(RECEIVES, table_side=HOST)

    def _allowed(self, table: dict[tuple[str, State], frozenset[str]],
                 table_side: str) -> frozenset[str]:
        """This side's row of ``table``; ``table_side`` is the side whose row a table
        display narrows (what it sends, or what the host receives from it)."""
        if self.state is State.CLOSED:
            return frozenset()
        allowed = table[(self.role, self.state)]
        if self.role == table_side and self.state is State.OPEN and self.joined_as == TABLE:
            allowed = allowed & TABLE_SENDS
        return allowed

    def _check_welcome(self, welcome: Welcome) -> None:
        """A welcome must answer the hello: same room, a seat for a player only."""
        hello = self.hello
        if hello is None:
            raise ProtocolError(errors.UNEXPECTED, type=welcome.TYPE, state=str(self.state))
        if hello.room is not None and welcome.room != hello.room:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="room", expected=hello.room,
                                got=welcome.room)
        if (welcome.seat is None) != (hello.role == TABLE):
            raise ProtocolError(errors.BAD_HANDSHAKE, field="seat", role=hello.role)
