"""Every message of the protocol, with its schema: the one place both sides check.

Each message is a frozen dataclass whose fields carry their `Spec`; the message
map on the wire is ``{"type": TYPE, field: value, ...}`` with exactly those
fields (every field is required, some accept null). `message_from_map` turns a
decoded map into a message or raises a coded `ProtocolError`;
`Connection.send` runs the same check on ``message.to_map()`` before encoding,
so a bug on our side never puts a bad frame on the wire.

Field meanings are documented in ``docs/protocol.md``.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import Field, dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar, dataclass_transform

from net.protocol import errors
from net.protocol.errors import (
    DEFAULT_REFUSAL_TEXT,
    PROTOCOL_REFUSAL_TEXT,
    REFUSAL_TEXTS,
    ProtocolError,
)
from net.protocol.fields import (
    Bool,
    Choice,
    Int,
    ListOf,
    Nullable,
    PlainMap,
    Record,
    Spec,
    Text,
    check_fields,
)
from net.protocol.limits import (
    COPY_ENTRIES_PER_BASE,
    MAX_ACTION_ID,
    MAX_ADDRESS_CHARS,
    MAX_APP_VERSION_CHARS,
    MAX_AVATAR_CHARS,
    MAX_CODE_CHARS,
    MAX_COPY_PARTS,
    MAX_EVENTS,
    MAX_GAME_ID_CHARS,
    MAX_IDENT_CHARS,
    MAX_JOIN_CODE_CHARS,
    MAX_JOURNAL_CHUNKS,
    MAX_LANGUAGE_CHARS,
    MAX_NAME_CHARS,
    MAX_NONCE,
    MAX_PROFILE_ID_CHARS,
    MAX_PROTOCOL_VERSION,
    MAX_REFUSAL_TEXT_CHARS,
    MAX_ROOM_ID_CHARS,
    MAX_ROOM_NAME_CHARS,
    MAX_SEATS,
    MAX_SEQ,
    MAX_TEXT_CHARS,
    MAX_TOKEN_CHARS,
    MIN_TOKEN_CHARS,
    PROTOCOL_VERSION,
    ROOM_CODE_ALPHABET,
    ROOM_CODE_LENGTH,
    TOKEN_BYTES,
)
from net.protocol.values import check_plain

#: Who sends a message: the connection roles.
HOST = "host"
CLIENT = "client"
#: What a client joins as (``hello.role``).
PLAYER = "player"
TABLE = "table"

# -- Field specs shared by several messages ----------------------------------------------
VERSION = Int(0, MAX_PROTOCOL_VERSION)
APP_VERSION = Text(1, MAX_APP_VERSION_CHARS, r"[0-9A-Za-z.+_-]+")
ROOM_ID = Text(1, MAX_ROOM_ID_CHARS, r"[0-9A-Za-z_-]+")
TOKEN = Text(MIN_TOKEN_CHARS, MAX_TOKEN_CHARS, r"[0-9A-Za-z_-]+")
NAME = Text(1, MAX_NAME_CHARS)
SEAT = Int(0, MAX_SEATS - 1)
#: A seat's id (`net.room.Seat.id`): counted up for the room's life, never reused.
SEAT_ID = Int(0, MAX_SEQ)
CODE = Text(3, MAX_CODE_CHARS, r"[a-z0-9_]+(?:\.[a-z0-9_]+)+")
IDENT = Text(1, MAX_IDENT_CHARS, r"[a-z][a-z0-9_]*")
LANGUAGE = Text(2, MAX_LANGUAGE_CHARS, r"[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*")
JOIN_CODE = Text(1, MAX_JOIN_CODE_CHARS, r"[0-9A-Za-z-]+")
#: The four-letter room code (`net.room_code`): the short way in where multicast works.
ROOM_CODE = Text(ROOM_CODE_LENGTH, ROOM_CODE_LENGTH, f"[{ROOM_CODE_ALPHABET}]+")
NONCE = Int(0, MAX_NONCE)
ACTION_ID = Int(0, MAX_ACTION_ID)
EPOCH = Int(0, MAX_SEQ)
SEQ = Int(0, MAX_SEQ)
#: ``ip:port`` (IPv4 dotted, or IPv6 in brackets), as another device dials it.
ADDRESS = Text(3, MAX_ADDRESS_CHARS, r"[0-9A-Za-z.:\[\]%-]+")
#: A SHA-256 or HMAC-SHA256 in hex (a credential, a commitment: issue 25).
HASH_HEX = Text(64, 64, r"[0-9a-f]{64}")
#: The room key's material (32 bytes) or one share of it, in hex.
KEY_HEX = Text(64, 64, r"[0-9a-f]{64}")
SHARE_INDEX = Int(1, 255)
WEB_URL = Text(10, MAX_ADDRESS_CHARS + 8, r"http://[0-9A-Za-z.:\[\]%-]+/")
#: A title's id (`core.progress.titles`: "sw_streak_35"); each device shows its name in
#: its own language.
TITLE = IDENT
PROFILE_ID = Text(1, MAX_PROFILE_ID_CHARS, r"[0-9A-Za-z_-]+")
AVATAR = Text(1, MAX_AVATAR_CHARS, r"[0-9A-Za-z_-]+")
GAME_ID = Text(1, MAX_GAME_ID_CHARS, r"[0-9a-f]+")


def spec(field_spec: Spec, **options: Any) -> Any:
    """A dataclass field carrying its spec (``options``: ``default``...)."""
    return field(metadata={"spec": field_spec}, **options)


S = TypeVar("S", bound="Struct")
M = TypeVar("M", bound="Message")


class Struct:
    """A fixed map: a frozen dataclass whose fields carry their specs."""

    __slots__ = ()
    SCHEMA: ClassVar[dict[str, Spec]] = {}
    if TYPE_CHECKING:  # every subclass is made a dataclass by `struct`
        __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def to_map(self) -> dict[str, Any]:
        """The plain map of the fields (not validated: `Connection.send` validates)."""
        return {name: field_spec.to_plain(getattr(self, name))
                for name, field_spec in self.SCHEMA.items()}

    @classmethod
    def from_fields(cls, data: dict[str, Any]) -> Self:
        """Build from a map whose fields were already checked against `SCHEMA`."""
        made = cls(**{name: field_spec.from_plain(data[name])
                      for name, field_spec in cls.SCHEMA.items()})
        made.check_consistency()
        return made

    def check_consistency(self) -> None:
        """Rules between fields, for the few structs that have some."""


# dataclass_transform: type checkers see the decorated classes as the frozen, keyword-only
# dataclasses they are (their fields, their __init__).
@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(spec,))
def struct(cls: type[S]) -> type[S]:
    """Class decorator: a frozen, keyword-only dataclass with its `SCHEMA` collected."""
    made = dataclass(frozen=True, slots=True, kw_only=True)(cls)
    made.SCHEMA = {f.name: f.metadata["spec"] for f in fields(made)}
    return made


class Message(Struct):
    """A whole message. ``TYPE`` is its ``type`` on the wire; ``SENDERS`` who may send it."""

    __slots__ = ()
    TYPE: ClassVar[str] = ""
    SENDERS: ClassVar[frozenset[str]] = frozenset()
    #: Whether the connection is closed once this message is sent or received.
    CLOSES: ClassVar[bool] = False

    def to_map(self) -> dict[str, Any]:
        return {"type": self.TYPE, **super().to_map()}


MESSAGE_TYPES: dict[str, type[Message]] = {}


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(spec,))
def message(type_name: str, *senders: str,
            closes: bool = False) -> Callable[[type[M]], type[M]]:
    """Class decorator registering a message type."""

    def register(cls: type[M]) -> type[M]:
        made = struct(cls)
        made.TYPE, made.SENDERS, made.CLOSES = type_name, frozenset(senders), closes
        MESSAGE_TYPES[type_name] = made
        return made

    return register


@struct
class KeyShareValue(Struct):
    """One device's share of the room key of key epoch ``epoch`` (issue 25)."""

    epoch: int = spec(EPOCH)
    index: int = spec(SHARE_INDEX)
    share: str = spec(KEY_HEX)


# -- Client -> host --------------------------------------------------------------------------

@message("hello", CLIENT)
class Hello(Message):
    """First message of a client: who it is and which room it expects."""

    protocol: int = spec(VERSION, default=PROTOCOL_VERSION)
    app: str = spec(APP_VERSION)
    room: str | None = spec(Nullable(ROOM_ID), default=None)
    role: str = spec(Choice(PLAYER, TABLE))
    name: str | None = spec(Nullable(NAME), default=None)
    token: str | None = spec(Nullable(TOKEN), default=None)
    #: The player's progress is kept on this device (a profile of its own): the host
    #: sends it the finished game's `result` (PX-PROF-4).
    profile: bool = spec(Bool(), default=False)
    #: That profile's chosen title (an id), shown under the name in lobbies and tables.
    title: str | None = spec(Nullable(TITLE), default=None)
    #: That profile's picture (an avatar stem), shown beside the name in lobbies.
    avatar: str | None = spec(Nullable(AVATAR), default=None)
    #: To a standby only, from a device that lost its host (a table-display hello, no
    #: token: issue 25): its share of the room key (`key_share`), which is its vote.
    share: KeyShareValue | None = spec(Nullable(Record(KeyShareValue)), default=None)
    #: Only asks who hosts (issue 25): the host answers a welcome (with its ``proof``)
    #: and closes; a device asks so before it sends its token to a new host.
    probe: bool = spec(Bool(), default=False)

    def check_consistency(self) -> None:
        if (self.share is not None or self.probe) and self.role != TABLE:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="share",
                                reason="a share goes with a table hello, never with a token")
        if self.role == PLAYER and self.name is None:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="name", reason="player needs a name")
        if self.role == TABLE and self.token is not None:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="token", reason="table has no seat")
        if self.role == TABLE and self.profile:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="profile", reason="table has no seat")
        if self.title is not None and not self.profile:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="title", reason="title without profile")
        if self.avatar is not None and not self.profile:
            raise ProtocolError(errors.BAD_HANDSHAKE, field="avatar",
                                reason="avatar without profile")


@message("ready", CLIENT)
class Ready(Message):
    """The player is ready (or not any more) for the game to start."""

    ready: bool = spec(Bool())


@message("team", CLIENT)
class ChooseTeam(Message):
    """The player picks a team (null: none) and a game role in it (``spymaster``...)."""

    team: str | None = spec(Nullable(IDENT))
    role: str | None = spec(Nullable(IDENT), default=None)


@message("action", CLIENT)
class PlayAction(Message):
    """A game action as a plain map (``core.actions.ActionCodec`` form), with an id
    the host echoes in the `error` that may refuse it."""

    id: int = spec(ACTION_ID)
    action: dict[str, Any] = spec(PlainMap())


@message("host_profile", CLIENT)
class HostProfile(Message):
    """A player with no profile of its own (a browser) plays with a profile kept on the
    hosting computer: an existing one (``id``), or a new one made with the seat's name and
    ``avatar``; both null: none."""

    id: str | None = spec(Nullable(PROFILE_ID), default=None)
    avatar: str | None = spec(Nullable(AVATAR), default=None)

    def check_consistency(self) -> None:
        if self.id is not None and self.avatar is not None:
            raise ProtocolError(errors.OUT_OF_RANGE, field="avatar",
                                reason="an id or an avatar, not both")


# -- Host -> client --------------------------------------------------------------------------

@message("welcome", HOST)
class Welcome(Message):
    """The host accepts the hello. ``token`` goes to this client only, never broadcast."""

    protocol: int = spec(VERSION, default=PROTOCOL_VERSION)
    app: str = spec(APP_VERSION)
    room: str = spec(ROOM_ID)
    #: The seat's id (`LobbySeat.id`); its game seat is its place in `lobby.seats`.
    seat: int | None = spec(Nullable(SEAT_ID))
    token: str | None = spec(Nullable(TOKEN))
    #: The host's epoch: one higher each time the room moves to a new host process (a
    #: resume, a hand-over). A client never accepts a host of a lower epoch than it saw.
    epoch: int = spec(EPOCH, default=0)
    #: A host that took over from its standby: the credential of the room key it holds
    #: (issue 25), whose commitment every device has (``lobby.standby_proof``). Null
    #: otherwise.
    proof: str | None = spec(Nullable(HASH_HEX), default=None)

    def check_consistency(self) -> None:
        if (self.seat is None) != (self.token is None):
            raise ProtocolError(errors.BAD_HANDSHAKE, field="token",
                                reason="a seat comes with its token, a table has neither")


@message("refused", HOST, closes=True)
class Refused(Message):
    """The host refuses the connection, then closes it. This schema never changes between
    protocol versions, so any client can read why it was refused."""

    protocol: int = spec(VERSION, default=PROTOCOL_VERSION)
    code: str = spec(CODE)
    text: str = spec(Text(1, MAX_REFUSAL_TEXT_CHARS))


@struct
class LobbySeat(Struct):
    """One seat as everyone in the lobby sees it (no token, nothing secret)."""

    #: The seat's id for the room's life: removing another seat never changes it.
    id: int = spec(SEAT_ID)
    name: str = spec(NAME)
    team: str | None = spec(Nullable(IDENT), default=None)
    role: str | None = spec(Nullable(IDENT), default=None)
    ready: bool = spec(Bool(), default=False)
    connected: bool = spec(Bool(), default=True)
    #: A disconnected player's lobby seat: ms left, when this lobby was sent, before the
    #: host releases the seat (null: not counting down).
    release_in_ms: int | None = spec(Nullable(Int(0, MAX_SEQ)), default=None)
    #: The player's chosen title (an id; null: none, or the host hides titles).
    title: str | None = spec(Nullable(TITLE), default=None)
    #: The profile's picture (an avatar stem), shown beside the name (null: none).
    avatar: str | None = spec(Nullable(AVATAR), default=None)


@message("lobby", HOST)
class Lobby(Message):
    """The room as everyone sees it; sent after the welcome and after every change."""

    room: str = spec(ROOM_ID)
    name: str = spec(Text(1, MAX_ROOM_NAME_CHARS))
    game: str = spec(IDENT)
    language: str = spec(LANGUAGE)
    settings: dict[str, Any] = spec(PlainMap())
    seats: tuple[LobbySeat, ...] = spec(ListOf(Record(LobbySeat), MAX_SEATS))
    locked: bool = spec(Bool(), default=False)
    started: bool = spec(Bool(), default=False)
    #: The seat id of the host's own player (null: none).
    host_seat: int | None = spec(Nullable(SEAT_ID), default=None)
    join_code: str | None = spec(Nullable(JOIN_CODE), default=None)
    #: The four-letter room code the room is advertised with (null: not advertised).
    room_code: str | None = spec(Nullable(ROOM_CODE), default=None)
    #: The room's phone page (``http://ip:port/``; null: none): a table display shows
    #: it as a QR code, so a late phone joins from any screen.
    web: str | None = spec(Nullable(WEB_URL), default=None)
    #: Where the standby host listens (``ip:port``), null when there is none: every device
    #: goes there when the host hands over or is lost (issue 14).
    standby: str | None = spec(Nullable(ADDRESS), default=None)
    #: The standby's phone page (``http://ip:port/``): phones go there after a hand-over.
    standby_web: str | None = spec(Nullable(WEB_URL), default=None)
    #: The commitment (SHA-256) to the credential a standby that took over reveals
    #: (``welcome.proof``; issue 25): no device sends its token to a new host without it.
    standby_proof: str | None = spec(Nullable(HASH_HEX), default=None)
    epoch: int = spec(EPOCH, default=0)


@message("view", HOST)
class GameView(Message):
    """This seat's view of the game (the table view for a table display), after a change.

    ``seq`` counts the changes of the game (the same number for every seat's view of one
    change); ``events`` are the events of that change this seat may see.
    """

    seq: int = spec(Int(0, MAX_SEQ))
    view: dict[str, Any] = spec(PlainMap())
    events: tuple[dict[str, Any], ...] = spec(ListOf(PlainMap(), MAX_EVENTS), default=())
    epoch: int = spec(EPOCH, default=0)


@message("result", HOST)
class GameResult(Message):
    """The finished game's result for this connection's seat only (PX-PROF-4): sent to a
    player whose progress is kept on its own device, at game over and at each rejoin
    after it. ``facts`` (`core.progress.facts.GameFacts.to_dict`) hold only what the
    game's end view made public to that seat; ``game_id`` makes applying it twice a no-op."""

    game_id: str = spec(GAME_ID)
    seat: int = spec(SEAT)
    facts: dict[str, Any] = spec(PlainMap())


@message("error", HOST)
class GameError(Message):
    """A refused game action (or lobby request): the core's code and details."""

    code: str = spec(CODE)
    details: dict[str, Any] = spec(PlainMap(), default_factory=dict)
    id: int | None = spec(Nullable(ACTION_ID), default=None)


@message("kicked", HOST, closes=True)
class Kicked(Message):
    """The host removed this client from the room; the connection closes."""

    code: str = spec(CODE, default="room.kicked")


# -- The standby host (issue 14; docs/protocol.md "Standby and hand-over") ----------------

@message("standby_ready", CLIENT)
class StandbyReady(Message):
    """A desktop client can stand by: it listens on ``port`` of the address the host sees
    it from (null: it no longer can). The host test-connects before naming it."""

    port: int | None = spec(Nullable(Int(1, 65535)))
    #: The port where it will serve the phone page once it is the host (null: none).
    web_port: int | None = spec(Nullable(Int(1, 65535)), default=None)


@message("journal", HOST)
class JournalCopy(Message):
    """One piece of the room's journal copy (`net.standby_copy`), to the standby only,
    after every change, sealed (issues 25, 30): a base (the `net.journal.Saved` without
    the token key, in ``parts`` pieces) then one entry per change, each under AES-GCM with
    the copy key of key epoch ``key_epoch``, which the standby does not have, bound to the
    room, the epoch, ``seq`` and what it follows; base64, in chunks."""

    seq: int = spec(SEQ)
    #: The base this piece belongs to or follows (numbered by the host from 1).
    base: int = spec(Int(1, MAX_SEQ))
    #: Its place from the base's start: the base's parts first, then the entries.
    piece: int = spec(Int(0, MAX_COPY_PARTS + COPY_ENTRIES_PER_BASE))
    #: How many pieces the base itself takes.
    parts: int = spec(Int(1, MAX_COPY_PARTS))
    chunks: tuple[str, ...] = spec(ListOf(Text(1, MAX_TEXT_CHARS, r"[A-Za-z0-9+/=]+"),
                                          MAX_JOURNAL_CHUNKS))
    #: The standby's address as the host tested it and tells everyone (``lobby.standby``).
    address: str = spec(ADDRESS)
    key_epoch: int = spec(EPOCH, default=0)
    #: How many devices' shares rebuild the key (the majority rule's votes; 0: none can,
    #: only a planned hand-over).
    threshold: int = spec(Int(0, 255), default=0)


@message("digest", CLIENT)
class StandbyDigest(Message):
    """The standby's hash chain over the pieces of base ``base`` it holds, up to piece
    ``piece`` (change ``seq``); the host compares it with its own and sends a new base on
    a mismatch."""

    seq: int = spec(SEQ)
    base: int = spec(Int(1, MAX_SEQ))
    piece: int = spec(Int(0, MAX_COPY_PARTS + COPY_ENTRIES_PER_BASE))
    digest: str = spec(Text(1, 128, r"[0-9a-f]+"))


@message("take_over", HOST)
class TakeOver(Message):
    """To the standby: the host is leaving now; become the host with this room key (it
    answers with a bye)."""

    key_epoch: int = spec(EPOCH, default=0)
    key: str | None = spec(Nullable(KEY_HEX), default=None)


@message("key_share", HOST)
class KeyShare(Message):
    """To each device whose vote counts for a take-over (issue 25): its share of the room
    key of this key epoch, sent back to the standby if it loses the host."""

    share: KeyShareValue = spec(Record(KeyShareValue))


# -- Both ways ----------------------------------------------------------------------------------

@message("ping", HOST, CLIENT)
class Ping(Message):
    """Heartbeat; the peer answers with a `pong` carrying the same nonce."""

    nonce: int = spec(NONCE)


@message("pong", HOST, CLIENT)
class Pong(Message):
    nonce: int = spec(NONCE)


@message("bye", HOST, CLIENT, closes=True)
class Bye(Message):
    """The sender closes the connection (``code`` says why, null for a plain leave)."""

    code: str | None = spec(Nullable(CODE), default=None)


def message_class(data: object, *, plain_checked: bool = False) -> type[Message]:
    """The message class whose schema ``data`` (a decoded map) satisfies, or a coded
    `ProtocolError`.

    Checks plain values first (types, depth, sizes) unless ``plain_checked``, then the
    ``type``, then exactly the schema's fields.
    """
    if not plain_checked:
        check_plain(data)
    if type(data) is not dict:
        raise ProtocolError(errors.NOT_A_MAP, got=type(data).__name__)
    if "type" not in data:
        raise ProtocolError(errors.MISSING_FIELD, field="type")
    type_name = data["type"]
    if type(type_name) is not str:
        raise ProtocolError(errors.BAD_TYPE, field="type", expected="str",
                            got=type(type_name).__name__)
    cls = MESSAGE_TYPES.get(type_name)
    if cls is None:
        raise ProtocolError(errors.UNKNOWN_TYPE, type=type_name[:MAX_IDENT_CHARS])
    check_fields(cls.SCHEMA, data, skip=frozenset({"type"}))
    return cls


def message_from_map(data: object, *, plain_checked: bool = False) -> Message:
    """The typed message for a decoded map (checked by `message_class`, then the rules
    between its fields), or a coded `ProtocolError`."""
    cls = message_class(data, plain_checked=plain_checked)
    assert type(data) is dict  # message_class refused anything else
    return cls.from_fields(data)


def refusal(code: str, text: str | None = None) -> Refused:
    """A `Refused` for ``code`` with its standard English text unless ``text`` is given."""
    if text is None:
        fallback = PROTOCOL_REFUSAL_TEXT if code.startswith("protocol.") else DEFAULT_REFUSAL_TEXT
        text = REFUSAL_TEXTS.get(code, fallback)
    return Refused(code=code, text=text)


def new_token() -> str:
    """A fresh seat token: `TOKEN_BYTES` random bytes (128 bits), base64url."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def same_token(given: str | None, expected: str | None) -> bool:
    """Compare tokens in constant time; a missing token never matches."""
    if given is None or expected is None:
        return False
    return secrets.compare_digest(given.encode(), expected.encode())
