"""The profiles database file: opening, schema versions and migrations, the start-up check
(PX-PROF-5).

* WAL journal: readers never block the writer, and a crash leaves the last committed
  transaction whole. ``synchronous=NORMAL`` for everyday writes; the per-game commit
  switches to ``FULL`` (`store.profiles`), so a power cut cannot lose a finished game.
* Two windows may share one file: every write is ``BEGIN IMMEDIATE`` (the write lock is
  taken before reading what will be changed) and waits up to `BUSY_TIMEOUT_MS` for the
  other.
* The schema version is ``PRAGMA user_version``; `MIGRATIONS[v]` turns version ``v - 1``
  into ``v`` in one transaction. A backup is taken before a migration.
* ``PRAGMA quick_check`` at open, then a read of every table (`probe`): a damaged file
  raises `ProfilesDamaged` naming the newest backup that opens and checks well, for the
  app to offer; nothing is deleted. Every error reading a file counts (`READ_ERRORS`:
  SQLite's, a flipped byte in the schema text that the error message cannot decode, a
  bad value), except a file another program holds locked: `ProfilesError`
  ``profiles.locked`` (nothing is wrong with it; the app goes on without profiles).
* Text is read with bad UTF-8 replaced (`connect`): a flipped byte in one row never
  stops the reading of the others (a row whose statistics do not parse is named by
  `store.profiles`).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

from core.errors import CodedError

BUSY_TIMEOUT_MS = 10_000
#: What reading or writing a file can raise, whatever its damage: SQLite's errors, the
#: UnicodeDecodeError of a message quoting a damaged schema, a value that does not parse.
READ_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, UnicodeDecodeError, ValueError)
#: Those and the disk's own (a full disk, a folder that cannot be written).
FAULTS: tuple[type[Exception], ...] = (OSError, *READ_ERRORS)

#: Version 1: profiles (name, avatar, statistics) and the games applied to them.
#: Version 2: the chosen title, and what each game gave (XP, titles) for the end screen
#: and for a device that records a game again after a reconnect.
MIGRATIONS: dict[int, str] = {
    1: """
        CREATE TABLE profiles (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            avatar TEXT NOT NULL,
            stats TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE TABLE applied (
            game_id TEXT NOT NULL,
            profile_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            applied_at TEXT NOT NULL,
            PRIMARY KEY (game_id, profile_id)
        );
    """,
    2: """
        ALTER TABLE profiles ADD COLUMN title TEXT;
        ALTER TABLE applied ADD COLUMN xp INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE applied ADD COLUMN new_titles TEXT NOT NULL DEFAULT '[]';
        CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
        INSERT INTO meta VALUES ('changes', 1), ('backed_up', 0);
    """,
}
SCHEMA_VERSION = max(MIGRATIONS)


class ProfilesError(CodedError):
    """The profiles cannot be used; the app goes on without them (``code`` for the UI)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(code)
        self.args = (message,)  # the message names the problem


#: Everything opening a profiles file may raise, for the app to go on without them.
OPEN_ERRORS: tuple[type[Exception], ...] = (ProfilesError, *FAULTS)


class ProfilesDamaged(ProfilesError):
    """The file fails its check: ``backup`` is the newest good backup (None: none)."""

    def __init__(self, path: Path, problem: str, backup: Path | None) -> None:
        super().__init__("profiles.damaged", f"{path}: damaged ({problem})")
        self.path = path
        self.problem = problem
        self.backup = backup


class ProfilesTooNew(ProfilesError):
    def __init__(self, path: Path, version: int) -> None:
        super().__init__("profiles.too_new",
                         f"{path}: made by a newer Palabre (schema {version}, "
                         f"this one knows {SCHEMA_VERSION})")


def connect(path: Path) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), WAL, foreign keys;
    text with bad UTF-8 is read with it replaced."""
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    conn.text_factory = _text
    try:
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
    except BaseException:
        conn.close()
        raise
    return conn


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def is_busy(err: BaseException) -> bool:
    """``err`` says another connection holds the file locked (nothing is damaged)."""
    text = str(err).lower()
    return isinstance(err, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


@contextlib.contextmanager
def waiting_at_most(conn: sqlite3.Connection, ms: int) -> Iterator[None]:
    """Wait at most ``ms`` for another connection's lock (a step that may be skipped, such
    as the start-up backup, does not hold the start for `BUSY_TIMEOUT_MS`)."""
    conn.execute(f"PRAGMA busy_timeout={ms}")
    try:
        yield
    finally:
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")


def rollback(conn: sqlite3.Connection) -> None:
    """End a failed transaction without hiding its error: SQLite may have rolled it back
    already (a full disk), and then ``ROLLBACK`` itself fails ("no transaction is
    active")."""
    if conn.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")


def unusable(path: Path, err: BaseException,
             newest_good_backup: Callable[[], Path | None]) -> ProfilesError:
    """The error the app gets for a file that raised ``err`` while being opened or read:
    `ProfilesDamaged` (with the backup to offer), or ``profiles.locked``."""
    if is_busy(err):
        return ProfilesError("profiles.locked", f"{path}: in use by another program ({err})")
    problem = f"{type(err).__name__}: {err}" if not isinstance(err, sqlite3.Error) else str(err)
    return ProfilesDamaged(path, problem, newest_good_backup())


def probe(conn: sqlite3.Connection) -> None:
    """Read every table once (a damaged schema can pass ``quick_check`` and fail here)."""
    conn.execute("SELECT id, name, avatar, title, stats, created_at FROM profiles").fetchall()
    conn.execute("SELECT game_id, profile_id, applied_at, xp, new_titles FROM applied "
                 "LIMIT 1").fetchall()
    conn.execute("SELECT key, value FROM meta").fetchall()


def check(conn: sqlite3.Connection) -> str | None:
    """``PRAGMA quick_check``: None when the file is sound, else the first problem."""
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as err:
        if is_busy(err):
            raise
        return str(err)
    first = rows[0][0] if rows else "no answer"
    return None if first == "ok" else str(first)


def version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, before_migration: Callable[[int], None],
            upto: int = SCHEMA_VERSION) -> None:
    """Bring the schema to ``upto``; ``before_migration(version)`` runs first when an
    existing database (version 1 or more) is about to change (it takes a backup)."""
    current = version(conn)
    if current > SCHEMA_VERSION:
        raise ProfilesTooNew(Path(conn.execute("PRAGMA database_list").fetchone()[2]), current)
    if 0 < current < upto:
        before_migration(current)
    for target in range(current + 1, upto + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            if version(conn) < target:  # another window may have migrated meanwhile
                for statement in _statements(MIGRATIONS[target]):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version={target}")
            conn.execute("COMMIT")
        except BaseException:
            rollback(conn)
            raise


def _statements(script: str) -> list[str]:
    """One migration's statements (run one by one inside our own transaction, since
    ``executescript`` would commit first)."""
    return [s.strip() for s in script.split(";") if s.strip()]


def open_checked(path: Path, newest_good_backup: Callable[[], Path | None]) -> sqlite3.Connection:
    """Open and check the file; `ProfilesDamaged` (with the newest good backup) if it
    fails, without changing anything on disk."""
    try:
        conn = connect(path)
    except READ_ERRORS as err:
        raise unusable(path, err, newest_good_backup) from err
    try:
        problem = check(conn)
    except READ_ERRORS as err:
        conn.close()
        raise unusable(path, err, newest_good_backup) from err
    if problem is not None:
        conn.close()
        raise ProfilesDamaged(path, problem, newest_good_backup())
    return conn
