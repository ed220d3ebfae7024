"""The standby's sealed copy of the journal: a base, then sealed change entries (issue 30).

A standby used to get the whole journal again after every change (quadratic over a game,
and nothing at all past one message's 15 chunks). Now the host's `CopyMaker` sends a
**base** (the whole `Saved` without the token key) and then, after each change, only a
sealed **entry** of what changed (`net.journal.ChangeLog`, the very entries of the
journal file). Each message of a copy is a *piece*, numbered from 0 within its base: a
base too large for one message is sealed once and cut into `parts` pieces; the entries
follow. A new base comes with a new game, a new key epoch, a resync, or after
`COPY_ENTRIES_PER_BASE` entries (the standby's memory and a take-over's replay stay
bounded); a base larger than `MAX_COPY_PARTS` messages cannot be sent (the keeper says so
in the lobby: no standby).

Every piece is sealed under the key epoch's copy key (AES-GCM), its associated data bound
to the room, the key epoch, its change number and what it follows (`copy_context`): a
base to its number (sealed once, then cut in parts), an entry to its base, its place and
the **chain** before it. The chain is a SHA-256 hash chain over the text of every piece of
the base as sent (`chain_start`, `chain_next`): the host computes it as it sends, the
standby over what it received, and the standby's `digest` names the piece it is at. A
dropped, altered, replayed or reordered piece makes the chains differ (the host sends a
new base) and opens nothing at a take-over (the entries open up to the first one that
does not). The standby, which cannot open anything until it takes over, holds a `HeldCopy`.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import zlib
from dataclasses import dataclass, field
from typing import Any

from net.journal import ChangeLog, JournalError, Saved, apply_entry
from net.protocol.limits import (
    COPY_ENTRIES_PER_BASE,
    MAX_COPY_PARTS,
    MAX_JOURNAL_CHUNKS,
    MAX_TEXT_CHARS,
)
from net.room import Room
from net.room_key import RoomKey, SealError, open_sealed, seal

log = logging.getLogger(__name__)

#: Characters of one chunk (the protocol's longest text) and of one message's chunks.
CHUNK_CHARS = MAX_TEXT_CHARS
PART_CHARS = MAX_JOURNAL_CHUNKS * CHUNK_CHARS
#: The standby reports its chain every this many entries (and at each whole base).
DIGEST_EVERY = 5


def copy_context(room_id: str, key_epoch: int, seq: int, follows: str) -> bytes:
    """What a sealed piece is bound to (AES-GCM's associated data)."""
    return f"palabre copy|{room_id}|{key_epoch}|{seq}|{follows}".encode()


def base_follows(base: int) -> str:
    return f"base {base}"


def entry_follows(base: int, piece: int, chain: str) -> str:
    return f"base {base} piece {piece} after {chain}"


def chain_start(room_id: str, key_epoch: int, base: int) -> str:
    return hashlib.sha256(f"palabre copy chain|{room_id}|{key_epoch}|{base}".encode()
                          ).hexdigest()


def chain_next(chain: str, text: str) -> str:
    """The chain after one more piece (its chunks joined, as sent)."""
    return hashlib.sha256(f"{chain}|{text}".encode("ascii")).hexdigest()


def pack(data: Any, key: RoomKey, context: bytes) -> str:
    """``data`` as JSON, compressed, sealed under ``key``'s copy key, base64 (the protocol
    has no binary values)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    sealed = seal(key, zlib.compress(text.encode("utf-8"), 6), context)
    return base64.b64encode(sealed).decode("ascii")


def unpack(packed: str, key: RoomKey, context: bytes) -> Any:
    """What `pack` sealed; raises `JournalError` ``journal.sealed`` (not this key or not
    this context) or ``journal.corrupt``."""
    try:
        sealed = base64.b64decode(packed, validate=True)
    except ValueError as err:
        raise JournalError("journal.corrupt", f"a journal copy cannot be read: {err}") from None
    try:
        plain = open_sealed(key.copy_key, sealed, context)
    except SealError as err:
        raise JournalError("journal.sealed", str(err)) from None
    try:
        return json.loads(zlib.decompress(plain).decode("utf-8"))
    except (ValueError, zlib.error) as err:
        raise JournalError("journal.corrupt", f"a journal copy cannot be read: {err}") from None


def chunks_of(text: str) -> tuple[str, ...]:
    return tuple(text[i:i + CHUNK_CHARS] for i in range(0, len(text), CHUNK_CHARS))


@dataclass(frozen=True, slots=True)
class Piece:
    """One `journal` message's content: piece ``piece`` of base ``base`` (the base's own
    ``parts`` pieces first, then its entries)."""

    seq: int
    base: int
    piece: int
    parts: int
    chunks: tuple[str, ...]


class CopyMaker:
    """The host's side: the pieces that bring the standby to each change, and the chain
    after each piece of the current base (what the standby's digests are compared with)."""

    def __init__(self, room_id: str, max_parts: int = MAX_COPY_PARTS) -> None:
        self.room_id = room_id
        self.max_parts = max_parts
        self._log = ChangeLog(COPY_ENTRIES_PER_BASE)
        #: The current base's number (bases made so far; 0: none yet) and key epoch.
        self.base = 0
        self._epoch: int | None = None
        self._parts = 0
        #: The chain after each piece of the current base, by piece number.
        self._chains: list[str] = []
        #: Characters of the last base that could not be sent (None: it was sent).
        self.too_large: int | None = None

    def rebase(self) -> None:
        """The next change goes as a new base (a resync, a new standby, a lost piece)."""
        self._log.rebase()

    def chain_at(self, base: int, piece: int) -> str | None:
        """The chain after ``piece`` of the current base (None: another base, or a piece
        never sent: nothing to compare)."""
        if base != self.base or not 0 <= piece < len(self._chains):
            return None
        return self._chains[piece]

    def next(self, room: Room, key: RoomKey, **fields: Any) -> list[Piece]:
        """The pieces of this change: one entry, or the parts of a new base (empty when the
        base is larger than `max_parts` messages: `too_large` says how large)."""
        if key.epoch != self._epoch:
            self._log.rebase()
        saved, entry = self._log.next(room, **fields)
        if entry is not None and self._chains:
            seq, piece = int(entry["seq"]), len(self._chains)
            context = copy_context(self.room_id, key.epoch, seq,
                                   entry_follows(self.base, piece, self._chains[-1]))
            text = self.pack(entry, key, context)
            if len(text) <= PART_CHARS:
                self._chains.append(chain_next(self._chains[-1], text))
                return [Piece(seq, self.base, piece, self._parts, chunks_of(text))]
            saved = None  # one change larger than a message: a new base carries it
        if saved is None:
            self._log.rebase()
            saved, _ = self._log.next(room, **fields)
            assert saved is not None
        return self._base(saved, key)

    def _base(self, saved: Saved, key: RoomKey) -> list[Piece]:
        self.base += 1
        self._epoch = key.epoch
        data = {**saved.to_dict(), "token_key": None}  # never the token key
        # Sealed once, then cut: a part lost or changed fails the tag of the whole.
        text = self.pack(data, key, copy_context(self.room_id, key.epoch, saved.seq,
                                                 base_follows(self.base)))
        parts = max(1, -(-len(text) // PART_CHARS))
        if parts > self.max_parts:
            self.too_large, self._chains, self._parts = len(text), [], 0
            self._log.rebase()  # the next change tries again (a new game may fit)
            return []
        self.too_large = None
        self._parts = parts
        chain = chain_start(self.room_id, key.epoch, self.base)
        self._chains = []
        pieces = []
        for index in range(parts):
            part = text[index * PART_CHARS:(index + 1) * PART_CHARS]
            chain = chain_next(chain, part)
            self._chains.append(chain)
            pieces.append(Piece(saved.seq, self.base, index, parts, chunks_of(part)))
        return pieces

    #: How a piece is sealed (`pack`; a test plants a leak here).
    pack = staticmethod(pack)


@dataclass
class _Base:
    """One base and the entries after it, as the standby received them."""

    number: int
    key_epoch: int
    parts: int
    #: How many shares rebuild its key (0: none; only a planned hand-over).
    threshold: int
    #: The text of each piece as received, with its change number.
    texts: list[tuple[int, str]] = field(default_factory=list)
    chain: str = ""
    #: A piece came out of order (one was lost): the chain now differs from the host's.
    gap: bool = False

    @property
    def whole(self) -> bool:
        return len(self.texts) >= self.parts


class HeldCopy:
    """The standby's side: the pieces of the latest base it has whole, the entries after
    it, and the chain over them; a base still arriving is kept aside until it is whole."""

    def __init__(self, room_id: str) -> None:
        self.room_id = room_id
        #: The base it would take over from (None: none whole yet), and one arriving.
        self.held: _Base | None = None
        self._arriving: _Base | None = None

    @property
    def key_epoch(self) -> int | None:
        return None if self.held is None else self.held.key_epoch

    @property
    def threshold(self) -> int:
        return 0 if self.held is None else self.held.threshold

    @property
    def seq(self) -> int | None:
        """The change of the last piece held (None: nothing held)."""
        return None if self.held is None or not self.held.texts else self.held.texts[-1][0]

    def take(self, seq: int, base: int, piece: int, parts: int, key_epoch: int,
             threshold: int, chunks: tuple[str, ...] | list[str]) -> str | None:
        """Keep one piece; returns the chain to report when it is worth reporting (a base
        made whole, a gap found, every few entries), else None."""
        text = "".join(chunks)
        # A first part always begins a new base (a resumed host numbers from 1 again).
        into = None if piece == 0 else next(
            (held for held in (self._arriving, self.held) if held is not None
             and held.number == base and held.key_epoch == key_epoch), None)
        if into is None:  # a new base begins (at its first part, unless that was lost)
            if not 1 <= parts <= MAX_COPY_PARTS:
                log.error("standby: a copy of %d parts is refused", parts)
                return None
            into = self._arriving = _Base(base, key_epoch, parts, threshold,
                                          chain=chain_start(self.room_id, key_epoch, base))
        if len(into.texts) >= into.parts + COPY_ENTRIES_PER_BASE:
            return None  # more than a base may carry: held no more (bounded memory)
        report = into.gap is False and piece != len(into.texts)
        into.gap = into.gap or piece != len(into.texts)
        into.texts.append((seq, text))
        into.chain = chain_next(into.chain, text)
        if into is self._arriving and into.whole:
            self._arriving = None
            if not into.gap:
                self.held = into
            return into.chain
        entries = len(into.texts) - into.parts
        return into.chain if report or (entries > 0 and entries % DIGEST_EVERY == 0) else None

    def open(self, key: RoomKey) -> Saved:
        """The `Saved` rebuilt from the base and every entry after it that opens (with
        ``key``'s token key); raises `JournalError` when even the base does not open."""
        held = self.held
        if held is None:
            raise JournalError("journal.missing", "no whole journal copy")
        base_seq = held.texts[0][0]
        text = "".join(text for _, text in held.texts[:held.parts])
        data = unpack(text, key, copy_context(self.room_id, held.key_epoch, base_seq,
                                              base_follows(held.number)))
        if not isinstance(data, dict):
            raise JournalError("journal.corrupt", "a journal copy is not a map")
        chain = chain_start(self.room_id, held.key_epoch, held.number)
        for _, part in held.texts[:held.parts]:
            chain = chain_next(chain, part)
        for piece, (seq, entry_text) in enumerate(held.texts[held.parts:], held.parts):
            context = copy_context(self.room_id, held.key_epoch, seq,
                                   entry_follows(held.number, piece, chain))
            try:
                apply_entry(data, unpack(entry_text, key, context))
            except JournalError as err:
                log.error("standby: the copy's entries stop at piece %d of %d: %s", piece,
                          len(held.texts), err)
                break
            chain = chain_next(chain, entry_text)
        data["token_key"] = key.token_key.hex()
        return Saved.from_dict(data)

