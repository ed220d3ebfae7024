"""The one atomic, durable file write (PX-PROF-5): every writer of a data file uses it.

A crash or a full disk never leaves half a file: the bytes go to a temporary file in the
same folder (a rename across file systems would not be atomic), are flushed to the disk
(fsync), and the temporary file is renamed over the target (`os.replace`); then the
folder itself is flushed, so the rename survives a power cut too (POSIX; Windows cannot
open a folder for that). Any failure removes the temporary file, leaves the old file as
it was, and raises.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

#: Owner-only: read and write for the user alone (files that hold seat tokens).
PRIVATE_MODE = 0o600
#: Everyone may read (the user's umask still applies), as `open` would make it.
SHARED_MODE = 0o666
#: Windows would otherwise translate newlines in a descriptor opened without it.
_BINARY = getattr(os, "O_BINARY", 0)


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *,
                 private: bool = False) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8, newlines as given).
    ``private``: the new file is readable by its owner only. The folder must exist."""
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY,
                         PRIVATE_MODE if private else SHARED_MODE)
    try:
        try:
            _write_all(descriptor, payload)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    fsync_folder(target.parent)


def replace_durably(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """Rename a complete, already flushed ``source`` over ``target`` and make the rename
    durable (for a file another library wrote, such as SQLite's backup copy)."""
    os.replace(source, target)
    fsync_folder(Path(target).parent)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); Windows cannot open a folder for that."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _write_all(descriptor: int, payload: bytes) -> None:
    view = memoryview(payload)
    while view:
        written = os.write(descriptor, view)
        view = view[written:]
