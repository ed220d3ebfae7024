"""The protocol version and every limit of Palabre's LAN play, in one place.

The frame and value limits are enforced by this package. The timing and
connection limits are enforced by the asyncio host and client that drive a
`Connection` (this package reads no clock); they live here so both sides and
`docs/protocol.md` quote the same numbers.
"""

from __future__ import annotations

#: Bumped on any incompatible change. The first message each way carries it.
#: 2: profiles (`hello.profile`/`title`, `lobby.seats[].title`, `host_profile`, `result`),
#: and the host's epoch and the standby (`standby_ready`, `journal`, `digest`,
#: `take_over`, `lobby.standby`).
#: 3: stable seat ids (`lobby.seats[].id`; `welcome.seat` and `lobby.host_seat` are ids,
#: never renumbered; a game seat is the seat's place in `lobby.seats` at the start).
#: 4: a standby that holds no secret and proves itself (issue 25): `journal` sealed
#: (`key_epoch`, `threshold`), `key_share`, `take_over.key`, `hello.share`,
#: `welcome.proof`, `lobby.standby_proof`.
#: 5: joining made short (issue 29): `lobby.room_code`, `lobby.web`,
#: `lobby.seats[].avatar`, `hello.avatar`.
#: 6: the standby's copy as a base and sealed change entries (issue 30): `journal.base`,
#: `piece`, `parts` (a base in several messages), `digest.base`/`piece` (a hash chain).
PROTOCOL_VERSION = 6

# -- Room codes (net.room_code) ---------------------------------------------------------
#: The letters of a four-letter room code: consonants only (no vowel, so no code spells
#: a word), none that looks like a digit or another letter (no L, Q, S, Z).
ROOM_CODE_ALPHABET = "BCDFGHJKMNPRTVWX"
#: Letters in a room code: 16**4 = 65,536 codes.
ROOM_CODE_LENGTH = 4

# -- Framing --------------------------------------------------------------------------
#: Bytes of the big-endian length prefix in front of every frame body.
LENGTH_PREFIX_BYTES = 4
#: Largest frame body (the msgpack map), checked as soon as the prefix arrives.
MAX_FRAME_BYTES = 64 * 1024

# -- Plain values (views, settings, actions, details) -----------------------------------
#: Nesting depth of a whole message: the message map is depth 1, a view map inside it 2.
MAX_DEPTH = 16
#: Items in one list or map.
MAX_CONTAINER_ITEMS = 1024
#: Characters in one string value.
MAX_TEXT_CHARS = 4096
#: Characters in one key of a plain map.
MAX_KEY_CHARS = 64
#: Smallest and largest integer anywhere in a message (safe in every msgpack/JSON client).
MIN_INT = -(2**53)
MAX_INT = 2**53

# -- Fields -------------------------------------------------------------------------------
#: Largest protocol version number a peer may announce.
MAX_PROTOCOL_VERSION = 65535
#: Characters in a player's or a table display's name.
MAX_NAME_CHARS = 24
#: Characters in a room's name.
MAX_ROOM_NAME_CHARS = 64
#: Characters in a room id (opaque; the host makes it, the join code and TXT record carry it).
MAX_ROOM_ID_CHARS = 32
#: Characters in an application version string ("0.1.0").
MAX_APP_VERSION_CHARS = 32
#: Characters in an ``ip:port`` address (an IPv6 address in brackets with a zone fits).
MAX_ADDRESS_CHARS = 64
#: Chunks of one `journal` message to the standby (each at most `MAX_TEXT_CHARS`): with
#: the frame's 64 KiB, about 45 KiB of sealed journal per message.
MAX_JOURNAL_CHUNKS = 15
#: Messages one base of the standby's copy may take (about 11 MiB sealed: far beyond any
#: party game's journal; a larger base is not sent and the lobby names no standby).
MAX_COPY_PARTS = 256
#: Change entries after one base of the standby's copy; then a new base (the standby's
#: memory and a take-over's replay stay bounded).
COPY_ENTRIES_PER_BASE = 256
#: Characters in a join code as the host shows it.
MAX_JOIN_CODE_CHARS = 32
#: Characters in a dotted code ("protocol.bad_type", "taboo.pass.limit").
MAX_CODE_CHARS = 64
#: Characters in the human text of a refusal.
MAX_REFUSAL_TEXT_CHARS = 300
#: Characters in an identifier (game name, team, role).
MAX_IDENT_CHARS = 32
#: Characters in a language tag ("fr", "pt-BR").
MAX_LANGUAGE_CHARS = 16
#: Seats listed in a lobby (the largest game has 12 players).
MAX_SEATS = 32
#: Events carried by one view message.
MAX_EVENTS = 256
#: Largest action id, view sequence number and ping nonce.
MAX_ACTION_ID = 2**31 - 1
MAX_SEQ = 2**53
MAX_NONCE = 2**32 - 1

#: Characters in a profile id kept on the hosting computer (32 hex digits today).
MAX_PROFILE_ID_CHARS = 64
#: Characters in an avatar (an OpenMoji file stem, "1F98A").
MAX_AVATAR_CHARS = 32
#: Characters in a finished game's id (`core.progress.facts.game_id`: 32 hex digits).
MAX_GAME_ID_CHARS = 64

# -- Seat tokens --------------------------------------------------------------------------
#: Random bytes in a seat token (128 bits); sent base64url-encoded.
TOKEN_BYTES = 16
#: Characters of a token: 22 for 16 bytes in base64url; longer tokens are accepted.
MIN_TOKEN_CHARS = 22
MAX_TOKEN_CHARS = 128

# -- Enforced by the host and client transports -------------------------------------------
#: A peer sends a `ping` after this long without sending anything.
HEARTBEAT_INTERVAL_S = 5.0
#: A peer silent for this long (no frame at all) is dropped, on both sides.
PEER_SILENCE_TIMEOUT_S = 15.0
#: A partial frame (or length prefix) not completed within this time closes the connection.
PARTIAL_FRAME_TIMEOUT_S = 10.0
#: A new connection must complete its handshake (hello answered) within this time.
HANDSHAKE_TIMEOUT_S = 10.0
#: Connections one room accepts (players, table displays, not yet joined).
MAX_CONNECTIONS_PER_ROOM = 64
#: Of those, connections that have not completed the handshake yet (when all are held,
#: a newcomer evicts the oldest one of the address holding the most: `net.admission`)...
MAX_PENDING_CONNECTIONS = 8
#: ...and of those, from one peer address.
MAX_PENDING_PER_ADDRESS = 4
#: Table displays from one peer address (all of them: the connections the seats leave).
MAX_TABLES_PER_ADDRESS = 4
#: Seats the players of one peer address may hold (connected or waiting for them): a
#: device squatting seats with completed handshakes fills this many, not the room
#: (loopback, the hosting computer's own bots and tests, is not capped).
MAX_SEATS_PER_ADDRESS = 8
#: An address whose connection was dropped for flooding is refused this long.
FLOOD_COOLDOWN_S = 5.0
#: A lobby seat whose player is disconnected is released after this long (the host may
#: kick it sooner); 0 releases it at once.
LOBBY_SEAT_GRACE_S = 60.0
#: Bytes queued for one peer that is not reading; above it the host stops queueing.
MAX_OUTPUT_QUEUE_BYTES = 256 * 1024
#: A peer whose output queue stays full this long is dropped (the others are not slowed).
STALLED_READER_TIMEOUT_S = 30.0
