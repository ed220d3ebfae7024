"""Player profiles in SQLite (PX-PROF-1, -2, -5): name, avatar, chosen title, statistics.

`ProfileStore.open` checks the file at start (`store.profile_db`); `apply_game` is the one
place a finished game reaches profiles, in every mode: one transaction for all of the
game's profiles, committed with ``synchronous=FULL``, and a no-op for a profile that has
that game already (the game's id, `core.progress.facts.game_id`). A crash at any moment
leaves either the whole game counted or none of it.

Faults never stop the app (issue 27): a game that cannot be committed (the file locked
past the busy timeout, a full disk) is queued (`pending/<game id>.json`, and in memory
when even that cannot be written) and committed by `commit_pending` (at open and before
every later game), once, by its game id; the error raised says what really failed. A
profile whose statistics row does not parse is `Profile.damaged`: listed and named, its
games not counted until `reset_stats`. The start-up backup is skipped (and logged) when
it cannot be made.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
import uuid
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from core.errors import CodedError
from core.lobby import clean_name, names_clash
from core.progress.avatars import AVATARS
from core.progress.result import advance
from core.progress.stats import Stats
from core.progress.titles import BY_ID, Title
from core.progress.xp import level_of
from core.record import GameRecord
from store import profile_backup as backup
from store import profile_db as db
from store.atomic import write_atomic
from store.paths import user_data_dir

if TYPE_CHECKING:  # the facts replay a game: loaded when a game is applied, not at start
    from core.progress.facts import GameFacts

FOLDER = "profiles"
FILE = "profiles.sqlite"
BACKUPS = "backups"
#: Games that could not be committed yet, one file each (beside the database).
PENDING = "pending"
#: How long the start-up backup waits for another program's lock before it is skipped.
START_BACKUP_WAIT_MS = 200

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]


class ProfileError(CodedError, ValueError):
    """A refused profile change (``code``: stable, for the UI); nothing was changed."""


@dataclass(frozen=True, slots=True)
class Profile:
    id: str
    name: str
    avatar: str
    #: The chosen title's id (shown under the name), None for none.
    title: str | None
    stats: Stats
    #: Its statistics row does not parse (``stats`` is then empty): the Profiles screen
    #: names it; its games are not counted until `ProfileStore.reset_stats`.
    damaged: bool = False

    @property
    def title_row(self) -> Title | None:
        return None if self.title is None else BY_ID.get(self.title)


@dataclass(frozen=True, slots=True)
class Applied:
    """What one finished game gave one profile (the end screen)."""

    profile_id: str
    xp: int
    new_titles: tuple[str, ...]
    level_before: int
    level_after: int
    #: The game was already counted for this profile: nothing changed now.
    already: bool


def default_path() -> Path:
    return user_data_dir() / FOLDER / FILE


def _now() -> datetime:
    return datetime.now(UTC)


class ProfileStore:
    def __init__(self, conn: sqlite3.Connection, path: Path, clock: Clock,
                 policy: backup.BackupPolicy) -> None:
        self._conn = conn
        self.path = path
        self.backups_dir = path.parent / BACKUPS
        self.pending_dir = path.parent / PENDING
        self._clock = clock
        self._policy = policy
        #: Games not committed yet, by game id: profile id and facts by seat.
        self._pending: dict[str, dict[int, tuple[str, GameFacts]]] = {}

    # -- Opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None, *, clock: Clock = _now,
             policy: backup.BackupPolicy | None = None) -> ProfileStore:
        """Open (creating it if missing), check, migrate. Raises `ProfilesDamaged` (with
        the newest good backup to offer) or `ProfilesTooNew`; never deletes anything."""
        path = path or default_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        folder = path.parent / BACKUPS
        conn = db.open_checked(path, lambda: backup.newest_good(folder))
        store = cls(conn, path, clock, policy or backup.BackupPolicy())
        try:
            db.migrate(conn, store._backup_before_migration)
            db.probe(conn)
        except db.ProfilesError:
            conn.close()
            raise
        except db.READ_ERRORS as err:
            conn.close()
            raise db.unusable(path, err, lambda: backup.newest_good(folder)) from err
        except BaseException:
            conn.close()
            raise
        store.commit_pending()
        with db.waiting_at_most(conn, START_BACKUP_WAIT_MS):
            store.maybe_backup()
        return store

    @staticmethod
    def restore(path: Path, backup_file: Path, clock: Clock = _now) -> Path | None:
        """Replace a damaged database by a backup; returns where the damaged file was
        moved (kept for a bug report)."""
        return backup.restore(backup_file, path, clock())

    @staticmethod
    def start_fresh(path: Path, clock: Clock = _now) -> Path | None:
        return backup.start_fresh(path, clock())

    def close(self) -> None:
        self._conn.close()

    # -- Reading ----------------------------------------------------------------------------
    def profiles(self) -> list[Profile]:
        rows = self._conn.execute(
            "SELECT id, name, avatar, title, stats FROM profiles ORDER BY created_at, rowid")
        return [_profile(row) for row in rows]

    def get(self, profile_id: str) -> Profile:
        row = self._conn.execute("SELECT id, name, avatar, title, stats FROM profiles "
                                 "WHERE id = ?", (profile_id,)).fetchone()
        if row is None:
            raise ProfileError("profile.unknown")
        return _profile(row)

    def applied_games(self, profile_id: str) -> int:
        return int(self._conn.execute("SELECT count(*) FROM applied WHERE profile_id = ?",
                                      (profile_id,)).fetchone()[0])

    # -- Changing ---------------------------------------------------------------------------
    def create(self, name: str, avatar: str) -> Profile:
        profile_id = uuid.uuid4().hex
        with self._write() as conn:
            name = self._check_name(conn, name, None)
            _check_avatar(avatar)
            conn.execute("INSERT INTO profiles (id, name, avatar, stats, created_at, title) "
                         "VALUES (?, ?, ?, ?, ?, NULL)",
                         (profile_id, name, avatar, Stats().to_json(), self._stamp()))
        return self.get(profile_id)

    def edit(self, profile_id: str, *, name: str | None = None, avatar: str | None = None,
             title: str | None = None) -> Profile:
        """Change a profile's name, avatar or chosen title (None: unchanged; ``title=""``:
        no title). A title must be earned."""
        with self._write() as conn:
            current = self._get_in(conn, profile_id)
            new_name = current.name if name is None else self._check_name(conn, name,
                                                                           profile_id)
            new_avatar = current.avatar if avatar is None else _check_avatar(avatar)
            new_title = current.title
            if isinstance(title, str):
                new_title = title or None
                if new_title is not None:
                    row = BY_ID.get(new_title)
                    if row is None or not row.earned_by(current.stats):
                        raise ProfileError("profile.title.not_earned")
            conn.execute("UPDATE profiles SET name = ?, avatar = ?, title = ? WHERE id = ?",
                         (new_name, new_avatar, new_title, profile_id))
        return self.get(profile_id)

    def reset_stats(self, profile_id: str) -> Profile:
        """A damaged profile's recovery: its statistics start again from nothing (name,
        avatar and its games' ids are kept, so an old game is never counted twice)."""
        with self._write() as conn:
            self._get_in(conn, profile_id)
            conn.execute("UPDATE profiles SET stats = ?, title = NULL WHERE id = ?",
                         (Stats().to_json(), profile_id))
        return self.get(profile_id)

    def delete(self, profile_id: str) -> None:
        with self._write() as conn:
            self._get_in(conn, profile_id)
            conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))

    def apply_game(self, record: GameRecord, seats: Mapping[int, str]) -> dict[int, Applied]:
        """Count a finished game for the profiles playing ``seats`` (seat -> profile id):
        one durable transaction; a profile that has this game already is left as it is.
        Raises `ProgressError` for a record that is not a finished game."""
        from core.progress.facts import facts_of, game_id

        facts = facts_of(record)
        return self._apply_all(game_id(record), {seat: (profile_id, facts[seat])
                                                 for seat, profile_id in seats.items()})

    def apply_result(self, gid: str, profile_id: str, facts: GameFacts) -> Applied:
        """Count a finished game another computer hosted (PX-PROF-4): its id and this
        profile's seat's facts, as the host sent them; a no-op when already counted."""
        return self._apply_all(gid, {facts.seat: (profile_id, facts)})[facts.seat]

    def _apply_all(self, gid: str,
                   seats: Mapping[int, tuple[str, GameFacts]]) -> dict[int, Applied]:
        """Commit one game, once; a game that cannot be committed now is queued and
        `ProfilesError` ``profiles.pending`` names the real error."""
        self.commit_pending()
        try:
            result = self._commit(gid, seats)
        except ProfileError:
            raise
        except db.FAULTS as err:  # locked, full, or damage found now
            raise self._queue(gid, seats, err) from err
        self.maybe_backup()
        return result

    def _commit(self, gid: str,
                seats: Mapping[int, tuple[str, GameFacts]]) -> dict[int, Applied]:
        result: dict[int, Applied] = {}
        with self._write(durable=True) as conn:
            for seat, (profile_id, facts) in sorted(seats.items()):
                applied = self._apply_one(conn, gid, profile_id, facts)
                if applied is not None:
                    result[seat] = applied
        return result

    # -- Games waiting for the database ---------------------------------------------------
    def _queue(self, gid: str, seats: Mapping[int, tuple[str, GameFacts]],
               err: BaseException) -> db.ProfilesError:
        """Keep a game that could not be committed (in memory, and on disk when the disk
        takes it); the error to raise says what failed."""
        from core.progress.facts import facts_to_plain

        self._pending[gid] = dict(seats)
        plain = {"game_id": gid, "seats": [[seat, profile_id, facts_to_plain(facts)]
                                           for seat, (profile_id, facts) in sorted(seats.items())]}
        kept = "queued on disk"
        try:
            self.pending_dir.mkdir(parents=True, exist_ok=True)
            write_atomic(self._pending_file(gid), json.dumps(plain))
        except OSError as disk:
            kept = f"kept in memory only ({disk.strerror or disk})"
        log.error("profiles: game %s not committed (%s): %s; committed once the database "
                  "takes it", gid, err, kept)
        return db.ProfilesError("profiles.pending",
                                f"{self.path}: the game could not be recorded ({err}); {kept}")

    def _pending_file(self, gid: str) -> Path:
        name = gid if re.fullmatch(r"[0-9A-Za-z_-]{1,64}", gid) else \
            hashlib.sha256(gid.encode("utf-8")).hexdigest()[:32]
        return self.pending_dir / f"{name}.json"

    def pending(self) -> list[str]:
        """The ids of the games waiting to be committed (in memory or on disk)."""
        return sorted(set(self._pending) | set(self._pending_on_disk()))

    def _pending_on_disk(self) -> dict[str, dict[int, tuple[str, GameFacts]]]:
        found: dict[str, dict[int, tuple[str, GameFacts]]] = {}
        try:
            files = sorted(self.pending_dir.glob("*.json"))
        except OSError:
            return found
        if not files:  # as at most starts: the facts (a game's replay) need not load
            return found
        from core.progress.facts import ProgressError, facts_from_plain

        for file in files:
            try:
                data = json.loads(file.read_text(encoding="utf-8"))
                found[str(data["game_id"])] = {
                    int(seat): (str(profile_id), facts_from_plain(facts))
                    for seat, profile_id, facts in data["seats"]}
            except (OSError, ValueError, KeyError, TypeError, ProgressError) as err:
                log.error("profiles: a queued game cannot be read, set aside: %s: %s",
                          file, err)
                with _quietly():
                    file.replace(file.with_suffix(".damaged"))
        return found

    def commit_pending(self) -> int:
        """Commit the queued games (each once, by its id: a game counted meanwhile is
        left as it is); returns how many were committed. Stops at the first that still
        cannot be (the database still locked or full)."""
        waiting = {**self._pending_on_disk(), **self._pending}
        done = 0
        for gid, seats in waiting.items():
            try:
                self._commit(gid, seats)
            except ProfileError as err:  # a profile deleted meanwhile: nobody to count
                log.error("profiles: queued game %s dropped: %s", gid, err)
            except db.FAULTS as err:
                log.info("profiles: queued games still wait: %s", err)
                break
            self._pending.pop(gid, None)
            with _quietly():
                self._pending_file(gid).unlink(missing_ok=True)
            done += 1
        return done

    def _apply_one(self, conn: sqlite3.Connection, gid: str, profile_id: str,
                   facts: GameFacts) -> Applied | None:
        """None: the profile is damaged (named, not counted: its statistics are
        unknown)."""
        done = conn.execute("SELECT xp, new_titles FROM applied WHERE game_id = ? AND "
                            "profile_id = ?", (gid, profile_id)).fetchone()
        profile = self._get_in(conn, profile_id)
        if profile.damaged:
            log.error("profiles: %s (%s) has damaged statistics: game %s not counted for it",
                      profile.name, profile_id, gid)
            return None
        if done is not None:
            level = level_of(profile.stats.xp).level
            return Applied(profile_id, int(done[0]), tuple(json.loads(done[1])), level, level,
                           already=True)
        progress = advance(profile.stats, facts)
        titles = tuple(t.id for t in progress.new_titles)
        conn.execute("UPDATE profiles SET stats = ? WHERE id = ?",
                     (progress.after.to_json(), profile_id))
        conn.execute("INSERT INTO applied (game_id, profile_id, applied_at, xp, new_titles) "
                     "VALUES (?, ?, ?, ?, ?)",
                     (gid, profile_id, self._stamp(), progress.xp_gained, json.dumps(titles)))
        return Applied(profile_id, progress.xp_gained, titles, progress.level_before,
                       progress.level_after, already=False)

    # -- Backups ----------------------------------------------------------------------------
    def maybe_backup(self) -> Path | None:
        """Back up when something changed and the last backup is 30 minutes old. Never
        fails: a backup that cannot be made now (the file locked by another program, a
        full disk) is logged and made at a later chance."""
        try:
            changes, backed_up = self._meta("changes"), self._meta("backed_up")
            newest = backup.backups(self.backups_dir)
            last = backup.backup_time(newest[0]) if newest else None
            if not self._policy.due(changes, backed_up, last, self._clock()):
                return None
            return self.backup_now()
        except db.FAULTS as err:
            log.error("profiles: backup not made or not recorded this time: %s", err)
            return None

    def _backup_before_migration(self, version: int) -> None:
        self.backup_now(tag=f"-v{version}")

    def backup_now(self, tag: str = "") -> Path | None:
        changes = self._meta("changes")
        made = backup.write_backup(self._conn, self.backups_dir, self._clock(), tag)
        if made is not None and db.version(self._conn) >= 2:
            self._conn.execute("UPDATE meta SET value = ? WHERE key = 'backed_up'", (changes,))
        return made

    # -- Helpers ----------------------------------------------------------------------------
    @contextmanager
    def _write(self, durable: bool = False) -> Iterator[sqlite3.Connection]:
        """One write transaction, taking the write lock first (BEGIN IMMEDIATE) so that two
        windows never read-modify-write past each other; ``durable``: synchronous=FULL
        for this commit (a finished game)."""
        conn = self._conn
        if durable:
            conn.execute("PRAGMA synchronous=FULL")
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("UPDATE meta SET value = value + 1 WHERE key = 'changes'")
                conn.execute("COMMIT")
            except BaseException:
                db.rollback(conn)  # never hides the real error
                raise
        finally:
            if durable:
                conn.execute("PRAGMA synchronous=NORMAL")

    def _meta(self, key: str) -> int:
        if db.version(self._conn) < 2:  # before the migration that added it
            return 0
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return 0 if row is None else int(row[0])

    def _get_in(self, conn: sqlite3.Connection, profile_id: str) -> Profile:
        row = conn.execute("SELECT id, name, avatar, title, stats FROM profiles WHERE id = ?",
                           (profile_id,)).fetchone()
        if row is None:
            raise ProfileError("profile.unknown")
        return _profile(row)

    def _check_name(self, conn: sqlite3.Connection, name: str, own_id: str | None) -> str:
        cleaned = clean_name(name)
        if not cleaned:
            raise ProfileError("profile.name.empty")
        for other_id, other in conn.execute("SELECT id, name FROM profiles"):
            if other_id != own_id and names_clash(other, cleaned):  # the lobby's rule
                raise ProfileError("profile.name.taken")
        return cleaned

    def _stamp(self) -> str:
        return self._clock().astimezone(UTC).isoformat(timespec="milliseconds")


def _check_avatar(avatar: str) -> str:
    if avatar not in AVATARS:
        raise ProfileError("profile.avatar.unknown")
    return avatar


def _profile(row: tuple[str, str, str, str | None, str]) -> Profile:
    try:
        stats, damaged = Stats.from_json(row[4]), False
    except (ValueError, KeyError, TypeError, AttributeError) as err:
        log.error("profiles: the statistics of %s (%s) cannot be read: %s", row[1], row[0], err)
        stats, damaged = Stats(), True
    return Profile(row[0], row[1], row[2], row[3], stats, damaged)


@contextmanager
def _quietly() -> Iterator[None]:
    """A clean-up step that may fail (logged): it must not hide what happened before."""
    try:
        yield
    except OSError as err:
        log.error("profiles: %s", err)
