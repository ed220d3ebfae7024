"""The host's crash-safe journal of a room (issue 14: the game survives its host).

After every accepted change (an action, a timeout, a seat coming or going, a lobby
change) the runtime calls `Journal.write` BEFORE any device is told: a view a device has
seen is always on disk, so a host process killed at any moment and started again from
its journal loses no action any device saw ("no accepted action is lost").

The file holds the room (`Room.to_dict`: seats with their tokens' keyed hashes, settings,
epoch, ready ticks), the record of the game in progress (`GameRecord.to_dict`), the
runtime's clock and change count, the port, the room's token key (the key of those
hashes) and the standby last named with the commitment to its credential (a host resumed
after a crash asks it first: issue 25). The file is a log (issue 30: a
change used to rewrite it whole with two fsyncs, on the event loop): a base entry holding
all of it, written atomically (`store.atomic`: a temporary file in the same folder, fsync,
rename, fsync of the folder), then one short entry appended per change (its new actions,
the room when it changed, a digest every `DIGEST_EVERY` changes and at the game's end),
each flushed before any device is told. The host prepares an entry on its event loop and
a thread of its own writes it (`net.host`); a new game, `COMPACT_AFTER` entries or a
failed write start a new base. Owner-only permissions: it holds every secret of the game,
and lives on the hosting computer only.
The standby gets a sealed copy made the same way, a base then change entries
(`ChangeLog`, `net.standby_copy`: AES-GCM under a key it does not have, without the token
key).

The file is sealed (issue 27): a fixed-width first line with the format and the *unsaved
note* (how many changes since the last entry could not be written, with a CRC that binds
it to the base entry), then the entries, each with its length and hash. Any damaged byte
anywhere is named (`journal.checksum`, `journal.format`, `journal.corrupt`), never
trusted. When a write fails (a full disk, a folder that became read-only) the game goes
on, `failed` says why and `on_failure` is told once; the note is then overwritten in
place (the file's own bytes: no new space, no new file in the folder), so a later resume
says how many changes were lost (`Saved.unsaved`) where the disk allowed even that.

`restore` rebuilds the room from a journal: `Room.from_dict` (epoch bumped) and
`Session.replay` of the record, which gives the very state the host had
(`Session.digest` is the same: checked where the last digest was taken, then the rest of
the actions replayed).
"""

from __future__ import annotations

import binascii
import contextlib
import errno
import hashlib
import json
import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import Any

from core.errors import CodedError, RuleError
from core.record import GameRecord, RecordError
from core.session import Session
from net.room import Room, RoomError
from store.atomic import write_atomic

log = logging.getLogger(__name__)

#: Version of the journal file's shape (2: one sealed body; 3: a log of entries).
JOURNAL_FORMAT = 3
#: Version of `Saved.to_dict` (the base entry, and the standby's copy).
SAVED_FORMAT = 2
JOURNAL_SUFFIX = ".journal.json"
#: The first line, fixed width so it can be overwritten in place: the format, the changes
#: not written since the last entry, and a CRC-32 of the base entry's hash and that count.
_HEADER = re.compile(rb"PALABRE-JOURNAL (\d{1,3}) unsaved (\d{6}) ([0-9a-f]{8})\n")
_HEADER_TEXT = "PALABRE-JOURNAL {format} unsaved {count:06d} {crc:08x}\n"
HEADER_SIZE = len(_HEADER_TEXT.format(format=JOURNAL_FORMAT, count=0, crc=0))
MAX_UNSAVED = 999_999
#: Each entry: its body's length and the start of its SHA-256, then the body (JSON).
_ENTRY_HEAD = re.compile(rb"(\d{8}) ([0-9a-f]{16}) ")
_ENTRY_HEAD_TEXT = "{size:08d} {sha} "
ENTRY_HEAD_SIZE = len(_ENTRY_HEAD_TEXT.format(size=0, sha="0" * 16))
#: A digest of the whole game (`Session.digest`, ~0.1-0.3 ms) every this many changes.
DIGEST_EVERY = 16
#: A new base after this many entries: a resume reads a short file.
COMPACT_AFTER = 512


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
    #: How many of the record's actions `digest` was taken after (None: all of them).
    digest_actions: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"format": SAVED_FORMAT, "digest_actions": self.digest_actions,
                "room": self.room, "record": self.record,
                "clock_ms": self.clock_ms, "seq": self.seq, "port": self.port,
                "written_at": self.written_at, "digest": self.digest,
                "token_key": self.token_key, "standby": self.standby,
                "web_port": self.web_port}

    @classmethod
    def from_dict(cls, data: Any) -> Saved:
        if not isinstance(data, dict) or data.get("format") != SAVED_FORMAT:
            found = data.get("format") if isinstance(data, dict) else type(data).__name__
            raise JournalError("journal.format", f"unknown journal format {found!r}")
        try:
            record = data["record"]
            port = data["port"]
            digest = data["digest"]
            token_key, standby = data.get("token_key"), data.get("standby")
            web_port = data.get("web_port")  # an older journal has none
            digest_actions = data.get("digest_actions")
            saved = cls(room=dict(data["room"]), record=None if record is None else dict(record),
                        clock_ms=int(data["clock_ms"]), seq=int(data["seq"]),
                        port=None if port is None else int(port),
                        written_at=str(data["written_at"]),
                        digest=None if digest is None else str(digest),
                        token_key=None if token_key is None else str(token_key),
                        standby=None if standby is None else {
                            "address": str(standby["address"]),
                            "commitment": str(standby["commitment"])},
                        web_port=None if web_port is None else int(web_port),
                        digest_actions=None if digest_actions is None else int(digest_actions))
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
                 token_key=room.token_key.hex(), standby=standby, web_port=web_port,
                 digest_actions=None if session is None else len(session.record.actions))


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
            checked = saved.digest_actions
            room.session = Session.replay(record, upto=checked)
            if saved.digest is not None and room.session.digest() != saved.digest:
                raise JournalError("journal.digest",
                                   "the replayed game differs from the saved one")
            for timed in record.actions[len(room.session.record.actions):]:
                room.session.act_dict(timed.actor, timed.action, timed.at_ms)
        except (RecordError, RuleError, KeyError, TypeError, ValueError) as err:
            raise JournalError("journal.record", f"the game cannot be replayed: {err}") from None
    if local is not None and room.session is not None:  # another computer: its profiles
        ids = [seat.identity for seat in room.seats]
        room.session.record.identities = ids if any(ids) else None
    return room


def _entry(data: bytes) -> bytes:
    """One line of the file: the body's length and hash, the body, a new line."""
    return (_ENTRY_HEAD_TEXT.format(size=len(data), sha=_entry_hash(data)).encode("ascii")
            + data + b"\n")


def _entry_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def _header(base_hash: str, unsaved: int) -> bytes:
    count = min(unsaved, MAX_UNSAVED)
    crc = binascii.crc32(f"{base_hash}:{count}".encode("ascii"))
    return _HEADER_TEXT.format(format=JOURNAL_FORMAT, count=count, crc=crc).encode("ascii")


def _dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def seal(body: str, unsaved: int = 0) -> bytes:
    """A journal file holding only ``body`` (a `Saved`'s JSON) as its base entry."""
    entry = _entry(body.encode("utf-8"))
    return _header(_entry_hash(body.encode("utf-8")), unsaved) + entry


def unseal(raw: bytes, where: object = "the journal") -> tuple[Any, int]:
    """The `Saved` data a journal file holds (its base entry with every later entry
    applied) and its unsaved count; raises `JournalError` naming the damage. Every entry
    carries its length and hash, so any changed byte is caught; the one thing accepted is
    a last entry cut short by a crash in the middle of its append (the file then does not
    end with a complete line): that change was never on disk, so no device was told."""
    header = _HEADER.match(raw)
    if header is None:
        raise JournalError("journal.corrupt", f"{where} does not start as a journal")
    if int(header[1]) != JOURNAL_FORMAT:
        raise JournalError("journal.format", f"unknown journal format {int(header[1])}")
    data: Any = None
    base_hash = ""
    offset = header.end()
    while offset < len(raw):
        head = _ENTRY_HEAD.match(raw, offset)
        end = offset + ENTRY_HEAD_SIZE + (int(head[1]) if head else 0) + 1
        if data is not None and not raw.endswith(b"\n") and end > len(raw):
            break  # the torn append of the last change (see above)
        if head is None or end > len(raw) or raw[end - 1:end] != b"\n":
            raise JournalError("journal.corrupt", f"{where} is cut short or damaged")
        body = raw[offset + ENTRY_HEAD_SIZE:end - 1]
        if _entry_hash(body) != head[2].decode("ascii"):
            raise JournalError("journal.checksum", f"{where} is damaged: its checksum does "
                                                   "not match")
        try:
            entry = json.loads(body.decode("utf-8"))
        except ValueError as err:  # hashed as written: only a bug could get here
            raise JournalError("journal.corrupt", f"{where} is not valid JSON: {err}") from None
        if data is None:
            data, base_hash = entry, head[2].decode("ascii")
        else:
            apply_entry(data, entry)
        offset = end
    if data is None:
        raise JournalError("journal.corrupt", f"{where} holds no entry")
    unsaved = int(header[2])
    if _header(base_hash, unsaved) != header[0]:
        raise JournalError("journal.checksum", f"{where} is damaged: its unsaved note does "
                                               "not match")
    return data, unsaved


class ChangeLog:
    """What the entries made so far hold, and the next one (issue 30): a base (a new
    game, after ``base_every`` entries, or after `rebase`) or the difference since the
    last one. The journal file and the standby's sealed copy (`net.standby_copy`) each own
    one, since their bases come at different times (a failed write; a resync, a new key
    epoch); `apply_entry` rebuilds the `Saved` data from a base and its entries for both."""

    def __init__(self, base_every: int) -> None:
        self.base_every = base_every
        self._game: tuple[int, tuple[Any, ...]] | None = None  # None: the next is a base
        self._actions = 0
        self._room: dict[str, Any] | None = None
        self._extras: dict[str, Any] = {}
        #: Entries made since the last base.
        self.entries = 0
        self._since_digest = 0

    def rebase(self) -> None:
        """The next change is a base (its reader lost the entries, or never had them)."""
        self._game = None

    def next(self, room: Room, *, clock_ms: int, seq: int, port: int | None,
             standby: dict[str, str] | None = None, web_port: int | None = None,
             ) -> tuple[Saved | None, dict[str, Any] | None]:
        """This change as (its base, None) or (None, its entry)."""
        session = room.session
        game = None if session is None else (id(session.record),
                                             tuple(session.record.identities or ()))
        if self._game is None or game != self._game or self.entries >= self.base_every:
            saved = snapshot(room, clock_ms=clock_ms, seq=seq, port=port, standby=standby,
                             web_port=web_port)
            self._remember(saved, game)
            return saved, None
        entry: dict[str, Any] = {
            "seq": seq, "clock_ms": clock_ms,
            "written_at": datetime.now(UTC).isoformat(timespec="milliseconds")}
        room_data = room.to_dict()
        if room_data != self._room:
            entry["room"] = self._room = room_data
        for key, value in (("port", port), ("standby", standby), ("web_port", web_port)):
            if self._extras.get(key) != value:
                entry[key] = self._extras[key] = value
        if session is not None:
            record = session.record
            entry["actions"] = [[a.at_ms - record.started_ms, a.actor, a.action]
                                for a in record.actions[self._actions:]]
            self._actions = len(record.actions)
            self._since_digest += 1
            if self._since_digest >= DIGEST_EVERY or session.outcome() is not None:
                entry["digest"], entry["n"] = session.digest(), self._actions
                self._since_digest = 0
        self.entries += 1
        return None, entry

    def _remember(self, saved: Saved, game: tuple[int, tuple[Any, ...]] | None) -> None:
        self._game = game if game is not None else (0, ())
        self._actions = len(saved.record["actions"]) if saved.record else 0
        self._room = saved.room
        self._extras = {"port": saved.port, "standby": saved.standby,
                        "web_port": saved.web_port}
        self.entries = self._since_digest = 0


def apply_entry(data: Any, entry: Any) -> None:
    """A change entry applied to the `Saved` data (`Saved.to_dict`) before it; raises
    `JournalError` ``journal.bad``."""
    try:
        for key in ("seq", "clock_ms", "written_at"):
            data[key] = entry[key]
        for key in ("room", "port", "standby", "web_port"):
            if key in entry:
                data[key] = entry[key]
        if entry.get("actions"):
            data["record"]["actions"].extend(entry["actions"])
        if "digest" in entry:
            data["digest"], data["digest_actions"] = entry["digest"], entry["n"]
    except (KeyError, TypeError, AttributeError) as err:
        raise JournalError("journal.bad", f"a change entry is wrong: {err!r}") from None


class _Skipped(OSError):
    """An entry not written: one before it failed, and only a new base can follow."""


class Written(Enum):
    """What one `Journal.commit` did."""

    OK = "ok"
    FAILED = "failed"
    #: Failed, and the one before worked: tell the user now (`Journal.on_failure`).
    FAILED_FIRST = "failed first"


@dataclass(frozen=True)
class Pending:
    """A change's bytes, made on the event loop (`Journal.prepare`) and written by
    `Journal.commit` (the host's journal thread)."""

    data: bytes
    base: bool
    base_hash: str = ""


class Journal:
    """One room's journal file: a base entry (the whole `Saved`), then one short entry per
    change appended (its new actions, the room when it changed, a digest now and then).
    A change costs an append and one flush of the file; the file is rewritten whole,
    atomically, only for a new game, after `COMPACT_AFTER` entries or after a failure."""

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
        # What the entries prepared so far hold (`prepare` writes the difference).
        self._log = ChangeLog(COMPACT_AFTER)
        # What the file holds (`commit`'s side; the journal thread's alone).
        self._base_hash = ""
        self._size = 0
        self._broken = True  # no base written yet

    # -- a change: prepared on the event loop, committed by the journal thread --------------
    def prepare(self, room: Room, *, clock_ms: int, seq: int, port: int | None,
                standby: dict[str, str] | None = None, web_port: int | None = None,
                ) -> Pending:
        """The bytes that bring the file to this change: an entry of what changed since
        the last prepared one, or a new base (a new game, a long file, a failed write)."""
        if self._broken:
            self._log.rebase()
        saved, entry = self._log.next(room, clock_ms=clock_ms, seq=seq, port=port,
                                      standby=standby, web_port=web_port)
        if saved is not None:
            body = _dumps(saved.to_dict())
            return Pending(_entry(body), base=True, base_hash=_entry_hash(body))
        return Pending(_entry(_dumps(entry)), base=False)

    def commit(self, pending: Pending) -> Written:
        """Write a prepared change: a base replaces the file atomically (two flushes), an
        entry is appended and the file flushed. A failure (disk full...) is logged, kept in
        `failed` and counted in the file's unsaved note, and the game goes on; after one,
        entries are counted, not written, until a base is (`prepare` makes the next one
        a base)."""
        try:
            if pending.base:
                header = _header(pending.base_hash, 0)
                self.path.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(self.path, header + pending.data, private=True)
                self._base_hash, self._size = pending.base_hash, len(header) + len(pending.data)
                self._broken = False
            elif self._broken:
                raise _Skipped(errno.EIO, "an earlier change could not be written")
            else:
                self._append(pending.data)
        except OSError as err:
            return self._failed(err)
        if self.failed is not None:
            log.warning("journal: %s written again after %d unsaved changes", self.path,
                        self.unsaved)
        self.failed, self.error, self.unsaved = None, None, 0
        self.writes += 1
        return Written.OK

    def _append(self, data: bytes) -> None:
        descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(descriptor, view):]
                _flush(descriptor)
            except OSError:
                self._broken = True
                with contextlib.suppress(OSError):  # no half entry before the next base
                    os.ftruncate(descriptor, self._size)
                raise
        finally:
            os.close(descriptor)
        self._size += len(data)

    def _failed(self, err: OSError) -> Written:
        first = self.failed is None
        if not isinstance(err, _Skipped) or self.error is None:  # keep the real cause
            self.failed = f"{self.path}: {err.strerror or err}"
            self.error = err
        self._broken = True
        self.unsaved += 1
        noted = self._note_unsaved()
        if first:
            log.error("journal: cannot write %s; the room is no longer crash-safe", self.failed)
        else:
            log.debug("journal: still cannot write %s (%d changes unsaved%s)", self.path,
                      self.unsaved, "" if noted else ", not even noted")
        return Written.FAILED_FIRST if first else Written.FAILED

    def change(self, room: Room, **fields: Any) -> bool:
        """`prepare` and `commit` at once (a caller with no journal thread)."""
        return self.told(self.commit(self.prepare(room, **fields)))

    def write(self, saved: Saved) -> bool:
        """Replace the file with ``saved`` (a base); False when it failed (see `commit`)."""
        body = _dumps(saved.to_dict())
        self._log.rebase()  # the next `prepare` starts from a base of its own
        return self.told(self.commit(Pending(_entry(body), base=True,
                                              base_hash=_entry_hash(body))))

    def told(self, written: Written) -> bool:
        """Tell `on_failure` of a first failure; True when ``written`` worked."""
        if written is Written.FAILED_FIRST and self.on_failure is not None:
            self.on_failure(self)
        return written is Written.OK

    def _note_unsaved(self) -> bool:
        """Overwrite the file's header with the unsaved count, in place (its own bytes:
        no new space or file needed); False when even that cannot be done."""
        if not self._base_hash:
            try:  # a file of an earlier process (a resumed room): its base's hash
                head = self.path.read_bytes()[:HEADER_SIZE + ENTRY_HEAD_SIZE]
                entry = _ENTRY_HEAD.match(head, HEADER_SIZE)
            except OSError:
                return False
            if _HEADER.match(head) is None or entry is None:
                return False
            self._base_hash = entry[2].decode("ascii")
        header = _header(self._base_hash, self.unsaved)
        try:
            descriptor = os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
            try:
                if os.write(descriptor, header) != len(header):
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


def _flush(descriptor: int) -> None:
    """The appended bytes on the disk (the data; the size with it on Linux's fdatasync)."""
    getattr(os, "fdatasync", os.fsync)(descriptor)


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
