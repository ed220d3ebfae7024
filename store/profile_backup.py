"""Backups of the profiles database with SQLite's backup API (PX-PROF-5).

A backup is written to a temporary file, then opened and checked (``quick_check``, the
schema version, a read of the profiles); only a backup that passes is renamed into place,
and only then are the oldest beyond `KEEP` removed: a backup that fails to open never
replaces a good one. Backups are rollback-journal files (not WAL like the live database)
and are read as immutable, so checking or restoring one leaves no ``-wal``/``-shm`` beside
it. `BackupPolicy`: when something changed, at most every
`INTERVAL_S` (30 minutes), and always before a migration.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from store.atomic import replace_durably
from store.profile_db import check

KEEP = 5
INTERVAL_S = 30 * 60
PREFIX = "profiles-"
SUFFIX = ".sqlite"
_STAMP = "%Y%m%d-%H%M%S-%f"
_SIDE_SUFFIXES = (f"{SUFFIX}-wal", f"{SUFFIX}-shm", f"{SUFFIX}.tmp-wal", f"{SUFFIX}.tmp-shm")


def backups(folder: Path) -> list[Path]:
    """The backups in ``folder``, newest first (names sort by their time stamp)."""
    if not folder.is_dir():
        return []
    found = [p for p in folder.iterdir() if p.name.startswith(PREFIX) and p.suffix == SUFFIX]
    return sorted(found, key=lambda p: p.name, reverse=True)


def is_good(path: Path) -> bool:
    """The file opens, passes ``quick_check`` and has readable profiles."""
    try:
        conn = _open_backup(path)
    except sqlite3.DatabaseError:
        return False
    try:
        if check(conn) is not None:
            return False
        conn.execute("SELECT count(*) FROM profiles").fetchone()
        return True
    except sqlite3.DatabaseError:
        return False
    finally:
        conn.close()


def _open_backup(path: Path) -> sqlite3.Connection:
    """A backup, read-only and immutable (nothing writes it once made): SQLite takes no
    locks and creates no side files, even for a WAL-mode backup made by an older release
    (a read-only connection cannot remove the ``-wal``/``-shm`` it creates)."""
    return sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)


def newest_good(folder: Path) -> Path | None:
    return next((p for p in backups(folder) if is_good(p)), None)


def write_backup(conn: sqlite3.Connection, folder: Path, now: datetime,
                 tag: str = "") -> Path | None:
    """Back ``conn`` up into ``folder``; returns the new backup, or None when the copy did
    not check well (then nothing older was touched)."""
    folder.mkdir(parents=True, exist_ok=True)
    name = f"{PREFIX}{now.astimezone(UTC).strftime(_STAMP)}{tag}{SUFFIX}"
    tmp = folder / f".{name}.tmp"
    try:
        _copy(conn, tmp)
        if not is_good(tmp):
            return None
        with open(tmp, "rb") as f:
            os.fsync(f.fileno())
        final = folder / name
        replace_durably(tmp, final)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
    for old in backups(folder)[KEEP:]:
        old.unlink(missing_ok=True)
    _remove_side_files(folder)
    return final


def _remove_side_files(folder: Path) -> None:
    """Older releases left a ``-wal``/``-shm`` pair beside each backup and temporary copy
    (WAL-mode copies opened read-only); no connection holds them open between backups."""
    for side in folder.iterdir():
        name = side.name.lstrip(".")
        if name.startswith(PREFIX) and name.endswith(_SIDE_SUFFIXES):
            side.unlink(missing_ok=True)


def restore(backup: Path, path: Path, now: datetime) -> Path | None:
    """Put ``backup`` in place of the damaged ``path``; the damaged file (with its WAL) is
    kept aside, renamed, never deleted. Returns where it went (None: there was none)."""
    aside = _move_aside(path, now)
    source = _open_backup(backup)
    try:
        _copy(source, path)
    finally:
        source.close()
    return aside


def _copy(source: sqlite3.Connection, target_path: Path) -> None:
    """The whole database behind ``source`` into ``target_path`` (SQLite's backup API: a
    consistent copy even while other connections write)."""
    target = sqlite3.connect(target_path)
    try:
        source.backup(target)
        # The copy takes the source's WAL mode with its pages; a backup is one plain file.
        target.execute("PRAGMA journal_mode=DELETE")
    finally:
        target.close()


def start_fresh(path: Path, now: datetime) -> Path | None:
    """Keep the damaged file aside and let a new, empty one be created."""
    return _move_aside(path, now)


def _move_aside(path: Path, now: datetime) -> Path | None:
    stamp = now.astimezone(UTC).strftime(_STAMP)
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    moved = None
    for suffix in ("", "-wal", "-shm"):
        src = Path(f"{path}{suffix}")
        if src.exists():
            os.replace(src, Path(f"{aside}{suffix}"))
            moved = aside
    return moved


@dataclass
class BackupPolicy:
    """When to back up: something changed since the last backup, and the last one is at
    least `INTERVAL_S` old (or there is none)."""

    interval_s: float = INTERVAL_S

    def due(self, changes: int, backed_up: int, last: datetime | None, now: datetime) -> bool:
        if changes == backed_up:
            return False
        return last is None or (now - last).total_seconds() >= self.interval_s


def backup_time(path: Path) -> datetime | None:
    """When a backup was taken (from its name)."""
    stem = path.name.removeprefix(PREFIX).removesuffix(SUFFIX)
    try:
        return datetime.strptime(stem[:22], _STAMP).replace(tzinfo=UTC)
    except ValueError:
        return None
