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
* ``PRAGMA quick_check`` at open: a damaged file raises `ProfilesDamaged` naming the
  newest backup that opens and checks well, for the app to offer; nothing is deleted.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from core.errors import CodedError

BUSY_TIMEOUT_MS = 10_000

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
    """A connection in autocommit mode (transactions are explicit), WAL, foreign keys."""
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


def check(conn: sqlite3.Connection) -> str | None:
    """``PRAGMA quick_check``: None when the file is sound, else the first problem."""
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as err:
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
            conn.execute("ROLLBACK")
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
    except sqlite3.DatabaseError as err:
        raise ProfilesDamaged(path, str(err), newest_good_backup()) from err
    problem = check(conn)
    if problem is not None:
        conn.close()
        raise ProfilesDamaged(path, problem, newest_good_backup())
    return conn
