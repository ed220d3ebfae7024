"""The host's crash-safe journal of a room (issue 14: the game survives its host).

After every accepted change (an action, a timeout, a seat coming or going, a lobby
change) the runtime calls `Journal.write` BEFORE any device is told: a view a device has
seen is always on disk, so a host process killed at any moment and started again from
its journal loses no action any device saw ("no accepted action is lost").

The file holds the room (`Room.to_dict`: seats with their tokens' keyed hashes, settings,
epoch, ready ticks), the record of the game in progress (`GameRecord.to_dict`), the
runtime's clock and change count, the port, the room's token key (the key of those
hashes) and the standby last named with the commitment to its credential (a host resumed
after a crash asks it first: issue 25). It is written atomically (`store.atomic`: a
temporary file in the same folder, fsync, rename, fsync of the folder) with owner-only
permissions: it holds every secret of the game, and lives on the hosting computer only.
The standby gets a sealed copy (`pack_copy`: AES-GCM under a key it does not have,
without the token key).

The file is sealed (issue 27): a first line with the format and the SHA-256 of the body,
the body (JSON), and a fixed-width last line, the *unsaved note*: how many changes since
this body could not be written, with a CRC that binds it to the body. Any damaged byte
anywhere is named (`journal.checksum`, `journal.format`, `journal.corrupt`), never
trusted. When a write fails (a full disk, a folder that became read-only) the game goes
on, `failed` says why and `on_failure` is told once; the note is then overwritten in
place (the file's own bytes: no new space, no new file in the folder), so a later resume
says how many changes were lost (`Saved.unsaved`) where the disk allowed even that.

`restore` rebuilds the room from a journal: `Room.from_dict` (epoch bumped) and
`Session.replay` of the record, which gives the very state the host had
(`Session.digest` is the same).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import logging
import os
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from core.errors import CodedError, RuleError
from core.record import GameRecord, RecordError
from core.session import Session
from net.room import Room, RoomError
from net.room_key import RoomKey, SealError, open_sealed
from net.room_key import seal as seal_copy
from store.atomic import write_atomic

log = logging.getLogger(__name__)

#: Version of the journal file's shape (2: sealed with a checksum and the unsaved note).
JOURNAL_FORMAT = 2
JOURNAL_SUFFIX = ".journal.json"
#: The first line: the format and the body's SHA-256 (hex).
_HEADER = re.compile(rb"PALABRE-JOURNAL (\d{1,3}) ([0-9a-f]{64})\n")
_HEADER_TEXT = "PALABRE-JOURNAL {format} {sha}\n"
#: The last line, fixed width so it can be overwritten in place: changes not written
#: since this body, and a CRC-32 of the body's hash and that count.
_NOTE = re.compile(rb"\nunsaved (\d{6}) ([0-9a-f]{8})\n")
_NOTE_TEXT = "\nunsaved {count:06d} {crc:08x}\n"
NOTE_SIZE = len(_NOTE_TEXT.format(count=0, crc=0))
MAX_UNSAVED = 999_999


class JournalError(CodedError):
    """A journal that cannot be used: ``code`` is stable, the message names the problem."""

    def __init__(self, code: str, why: str) -> None:
        super().__init__(code)
        self.args = (f"{code}: {why}",)  # the message names the problem
        self.why = why


@dataclass(frozen=True)
class Saved:
    """What a journal file holds."""

    room: dict[str, Any]
    record: dict[str, Any] | None
    clock_ms: int
    seq: int
    port: int | None
    written_at: str
    digest: str | None
    #: The room's token key (hex, `Room.token_key`): in the host's file, never in a copy.
    token_key: str | None = None
    #: The standby last named: ``{"address", "commitment"}`` (issue 25), None: none yet.
    standby: dict[str, str] | None = None
    #: Changes after this one that could not be written (the file's unsaved note): the
    #: devices saw them, a resume has lost them and says so.
    unsaved: int = 0
    #: The phone page's port (None: none): a resume serves the page there again if it
    #: is free, so the phones' old address works (issue 29).
    web_port: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"format": JOURNAL_FORMAT, "room": self.room, "record": self.record,
                "clock_ms": self.clock_ms, "seq": self.seq, "port": self.port,
                "written_at": self.written_at, "digest": self.digest,
                "token_key": self.token_key, "standby": self.standby,
                "web_port": self.web_port}

    @classmethod
    def from_dict(cls, data: Any) -> Saved:
        if not isinstance(data, dict) or data.get("format") != JOURNAL_FORMAT:
            found = data.get("format") if isinstance(data, dict) else type(data).__name__
            raise JournalError("journal.format", f"unknown journal format {found!r}")
        try:
            record = data["record"]
            port = data["port"]
            digest = data["digest"]
            token_key, standby = data.get("token_key"), data.get("standby")
            web_port = data.get("web_port")  # an older journal has none
            saved = cls(room=dict(data["room"]), record=None if record is None else dict(record),
                        clock_ms=int(data["clock_ms"]), seq=int(data["seq"]),
                        port=None if port is None else int(port),
                        written_at=str(data["written_at"]),
                        digest=None if digest is None else str(digest),
                        token_key=None if token_key is None else str(token_key),
                        standby=None if standby is None else {
                            "address": str(standby["address"]),
                            "commitment": str(standby["commitment"])},
                        web_port=None if web_port is None else int(web_port))
        except (KeyError, TypeError, ValueError) as err:
            raise JournalError("journal.bad", f"missing or wrong field: {err}") from None
        return saved


def snapshot(room: Room, *, clock_ms: int, seq: int, port: int | None,
             standby: dict[str, str] | None = None, web_port: int | None = None) -> Saved:
    session = room.session
    return Saved(room=room.to_dict(),
                 record=None if session is None else session.record.to_dict(),
                 clock_ms=clock_ms, seq=seq, port=port,
                 written_at=datetime.now(UTC).isoformat(timespec="milliseconds"),
                 digest=None if session is None else session.digest(),
                 token_key=room.token_key.hex(), standby=standby, web_port=web_port)


def restore(saved: Saved, local: frozenset[int] | None = None,
            identities: dict[int, str] | None = None) -> Room:
    """The room and its game as the journal left them (the epoch one higher). ``local``:
    the ids of the seats played on this computer when it is not the one that wrote the
    journal (a standby taking over; `Room.from_dict`), ``identities``: their players'
    profiles on this computer, by seat id (the game counts for them here; the other
    computer's count nowhere here). Raises `JournalError` naming what is wrong."""
    try:
        token_key = None if saved.token_key is None else bytes.fromhex(saved.token_key)
        room = Room.from_dict(saved.room, local, identities, token_key)
    except ValueError:
        raise JournalError("journal.bad", "the token key is not hex") from None
    except RoomError as err:
        raise JournalError("journal.room", str(err.details.get("why", err.code))) from None
    if saved.record is not None:
        try:
            record = GameRecord.from_dict(saved.record)
            room.session = Session.replay(record)
        except (RecordError, RuleError, KeyError, TypeError, ValueError) as err:
            raise JournalError("journal.record", f"the game cannot be replayed: {err}") from None
        if saved.digest is not None and room.session.digest() != saved.digest:
            raise JournalError("journal.digest", "the replayed game differs from the saved one")
    if local is not None and room.session is not None:  # another computer: its profiles
        ids = [seat.identity for seat in room.seats]
        room.session.record.identities = ids if any(ids) else None
    return room


#: Characters of one chunk of a journal copy (the protocol's longest text).
COPY_CHUNK_CHARS = 4096


def copy_context(room_id: str, key_epoch: int, seq: int) -> bytes:
    """What a sealed copy is bound to (AES-GCM's associated data)."""
    return f"palabre journal|{room_id}|{key_epoch}|{seq}".encode()


def pack_copy(saved: Saved, key: RoomKey, room_id: str) -> tuple[str, ...]:
    """``saved`` as the `journal` message carries it to the standby (issue 25): its JSON
    without the token key, compressed, sealed under ``key``'s copy key, base64, cut in
    chunks (the protocol has no binary values)."""
    data = {**saved.to_dict(), "token_key": None}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    sealed = seal_copy(key, zlib.compress(text.encode("utf-8"), 6),
                       copy_context(room_id, key.epoch, saved.seq))
    packed = base64.b64encode(sealed).decode("ascii")
    return tuple(packed[i:i + COPY_CHUNK_CHARS] for i in range(0, len(packed), COPY_CHUNK_CHARS))


def sealed_bytes(chunks: tuple[str, ...] | list[str]) -> bytes:
    """The sealed bytes a `pack_copy` carried; raises `JournalError` ``journal.corrupt``."""
    try:
        return base64.b64decode("".join(chunks), validate=True)
    except ValueError as err:
        raise JournalError("journal.corrupt", f"a journal copy cannot be read: {err}") from None


def unpack_copy(sealed: bytes, key: RoomKey, context: bytes) -> Saved:
    """The `Saved` a `pack_copy` sealed, with ``key``'s token key; raises `JournalError`
    ``journal.sealed`` (not this key) or ``journal.corrupt``."""
    try:
        plain = open_sealed(key.copy_key, sealed, context)
    except SealError as err:
        raise JournalError("journal.sealed", str(err)) from None
    try:
        data = json.loads(zlib.decompress(plain).decode("utf-8"))
    except (ValueError, zlib.error) as err:
        raise JournalError("journal.corrupt", f"a journal copy cannot be read: {err}") from None
    if isinstance(data, dict):
        data["token_key"] = key.token_key.hex()
    return Saved.from_dict(data)


def seal(body: str, unsaved: int = 0) -> bytes:
    """The journal file's bytes for ``body`` (its JSON): header, body, unsaved note."""
    data = body.encode("utf-8")
    sha = hashlib.sha256(data).hexdigest()
    return (_HEADER_TEXT.format(format=JOURNAL_FORMAT, sha=sha).encode("ascii") + data
            + _note(sha, unsaved))


def _note(sha: str, unsaved: int) -> bytes:
    count = min(unsaved, MAX_UNSAVED)
    crc = binascii.crc32(f"{sha}:{count}".encode("ascii"))
    return _NOTE_TEXT.format(count=count, crc=crc).encode("ascii")


def unseal(raw: bytes, where: object = "the journal") -> tuple[Any, int]:
    """The body's data and the unsaved count of a sealed file; raises `JournalError`
    naming the damage (any changed byte is caught: the header's hash covers the body, the
    note's CRC covers the note)."""
    header = _HEADER.match(raw)
    if header is None:
        raise JournalError("journal.corrupt", f"{where} does not start as a journal")
    if int(header[1]) != JOURNAL_FORMAT:
        raise JournalError("journal.format", f"unknown journal format {int(header[1])}")
    note = _NOTE.fullmatch(raw, max(header.end(), len(raw) - NOTE_SIZE))
    if note is None:
        raise JournalError("journal.corrupt", f"{where} is cut short or its end is damaged")
    body = raw[header.end():note.start()]
    sha = header[2].decode("ascii")
    if hashlib.sha256(body).hexdigest() != sha:
        raise JournalError("journal.checksum", f"{where} is damaged: its checksum does not "
                                               "match")
    unsaved = int(note[1])
    if _note(sha, unsaved) != note[0]:
        raise JournalError("journal.checksum", f"{where} is damaged: its unsaved note does "
                                               "not match")
    try:
        return json.loads(body.decode("utf-8")), unsaved
    except ValueError as err:  # sealed as written: only a bug could get here
        raise JournalError("journal.corrupt", f"{where} is not valid JSON: {err}") from None


class Journal:
    """One room's journal file; every `write` replaces it whole, atomically."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.writes = 0
        self.failed: str | None = None  # the last write's failure, if it failed
        #: The last failure's error (None after a write that worked).
        self.error: OSError | None = None
        #: Changes not written since the last write that worked.
        self.unsaved = 0
        #: Told once when writes start failing (then again after one worked and another
        #: failed): the hosting window's banner, the headless host's log line.
        self.on_failure: Callable[[Journal], None] | None = None

    def write(self, saved: Saved) -> bool:
        """Replace the file with ``saved``; a failure (disk full...) is logged, kept in
        `failed` and counted in the file's unsaved note, and the game goes on: False."""
        text = json.dumps(saved.to_dict(), ensure_ascii=False, separators=(",", ":"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, seal(text), private=True)
        except OSError as err:
            first = self.failed is None
            self.failed = f"{self.path}: {err.strerror or err}"
            self.error = err
            self.unsaved += 1
            noted = self._note_unsaved()
            if first:
                log.error("journal: cannot write %s; the room is no longer crash-safe",
                          self.failed)
            else:
                log.debug("journal: still cannot write %s (%d changes unsaved%s)", self.path,
                          self.unsaved, "" if noted else ", not even noted")
            if first and self.on_failure is not None:
                self.on_failure(self)
            return False
        if self.failed is not None:
            log.warning("journal: %s written again after %d unsaved changes", self.path,
                        self.unsaved)
        self.failed, self.error, self.unsaved = None, None, 0
        self.writes += 1
        return True

    def _note_unsaved(self) -> bool:
        """Overwrite the existing file's unsaved note in place (its own bytes: no new
        space or file needed); False when even that cannot be done."""
        try:
            raw = self.path.read_bytes()
            header = _HEADER.match(raw)
            if header is None or len(raw) < header.end() + NOTE_SIZE:
                return False
            note = _note(header[2].decode("ascii"), self.unsaved)
            descriptor = os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
            try:
                os.lseek(descriptor, len(raw) - NOTE_SIZE, os.SEEK_SET)
                if os.write(descriptor, note) != len(note):
                    return False
                os.fsync(descriptor)
            finally:
                os.close(descriptor)
        except OSError as err:
            log.debug("journal: cannot note the unsaved changes in %s: %s", self.path, err)
            return False
        return True

    def load(self) -> Saved:
        """The journal's content; raises `JournalError` (missing, unreadable, damaged)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            raise JournalError("journal.missing", f"{self.path} does not exist") from None
        except OSError as err:
            raise JournalError("journal.unreadable", f"{self.path}: {err}") from None
        data, unsaved = unseal(raw, self.path)
        saved = Saved.from_dict(data)
        return saved if not unsaved else replace(saved, unsaved=unsaved)

    def set_aside(self) -> Path | None:
        """A damaged journal the user chose to forget: renamed (kept for a bug report, no
        longer offered); returns where it went (None: it could not be moved)."""
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        try:
            self.path.replace(aside)
        except OSError as err:
            log.error("journal: cannot set %s aside: %s", self.path, err)
            return None
        return aside

    def discard(self) -> None:
        """The room is over: nothing to resume."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError as err:
            log.error("journal: cannot remove %s: %s", self.path, err)


#: How long after its last write a journal is offered for a resume (documented in
#: docs/architecture.md): a party interrupted by a crash is back within minutes; hours
#: later the players have gone home.
RESUME_WITHIN_S = 2 * 60 * 60


def resumable(folder: Path, now: datetime | None = None,
              within_s: float = RESUME_WITHIN_S) -> list[tuple[Journal, Saved]]:
    """The journals in ``folder`` written less than ``within_s`` ago, newest first; an
    unreadable or damaged one is logged and skipped (it never stops the app), an old one
    is removed."""
    return scan(folder, now, within_s)[0]


def scan(folder: Path, now: datetime | None = None, within_s: float = RESUME_WITHIN_S,
         ) -> tuple[list[tuple[Journal, Saved]], list[tuple[Journal, JournalError]]]:
    """`resumable`'s journals, and the damaged ones (each with its error, for the app to
    name and offer to start fresh: `Journal.set_aside`)."""
    now = now or datetime.now(UTC)
    found: list[tuple[Journal, Saved]] = []
    damaged: list[tuple[Journal, JournalError]] = []
    try:
        paths = sorted(folder.glob(f"*{JOURNAL_SUFFIX}"))
    except OSError as err:
        log.error("journal: cannot list %s: %s", folder, err)
        return [], []
    for path in paths:
        journal = Journal(path)
        try:
            saved = journal.load()
            written = datetime.fromisoformat(saved.written_at)
        except JournalError as err:
            log.error("journal: skipped %s: %s", path, err)
            if err.code != "journal.missing":  # removed meanwhile: nothing to say
                damaged.append((journal, err))
            continue
        except ValueError as err:
            log.error("journal: skipped %s: %s", path, err)
            damaged.append((journal, JournalError("journal.bad", f"written_at: {err}")))
            continue
        if (now - written).total_seconds() > within_s:
            journal.discard()
            continue
        found.append((journal, saved))
    found.sort(key=lambda item: item[1].written_at, reverse=True)
    return found, damaged
