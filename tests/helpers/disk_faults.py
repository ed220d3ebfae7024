"""Disk faults at the I/O boundary, without root: a folder that became read-only (no new
file can be made in it: what ``chmod a-w`` does, which root would ignore) and a full disk
(``ENOSPC`` when a new file's bytes are flushed, as a delayed allocation reports it).
Files that exist stay writable in place, as on a real full disk or read-only folder.
The real thing, a tiny tmpfs filled up, is `full_tmpfs` (root only)."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


class Fault:
    """When a fault strikes: new files number ``after`` + 1 to ``until`` in the folder
    fail (``until`` None: all later ones); `failed` counts the failures."""

    def __init__(self, after: int = 0, until: int | None = None) -> None:
        self.after, self.until = after, until
        self.made = 0
        self.failed = 0

    def strikes(self) -> bool:
        self.made += 1
        hit = self.made > self.after and (self.until is None or self.made <= self.until)
        self.failed += hit
        return hit


def make_read_only(monkeypatch: pytest.MonkeyPatch, folder: Path,
                   fault: Fault | None = None) -> Fault:
    """Nothing new written in ``folder`` (when ``fault`` strikes; default: from now on):
    no new file, nothing appended to one (the journal's change entries), ``EACCES``, as
    for a read-only folder; bytes overwritten in place still can be."""
    fault = fault or Fault()
    real_open = os.open
    inside = str(folder.resolve())

    def guarded_open(path, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if flags & (os.O_CREAT | os.O_APPEND) and str(Path(path).resolve().parent) == inside \
                and fault.strikes():
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    return fault


def make_full(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """The disk of ``folder`` is full: a new file's bytes cannot be flushed (``ENOSPC``
    from fsync of a temporary file), nothing can be appended to a file; bytes overwritten
    in place still can."""
    real_fsync, real_open = os.fsync, os.open
    inside = str(folder.resolve())

    def full_open(path, flags, *args, **kwargs):  # type: ignore[no-untyped-def]
        if flags & os.O_APPEND and str(Path(path).resolve().parent) == inside:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real_open(path, flags, *args, **kwargs)

    def full_fsync(descriptor: int) -> None:
        try:
            target = os.readlink(f"/proc/self/fd/{descriptor}")
        except OSError:
            target = ""
        if target.endswith(".tmp") and str(Path(target).parent) == inside:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), target)
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", full_fsync)
    monkeypatch.setattr(os, "open", full_open)


@contextlib.contextmanager
def full_tmpfs(where: Path, size_kb: int = 64) -> Iterator[Path]:
    """A real tiny tmpfs mounted at ``where`` (root only: the test skips otherwise),
    unmounted after; `fill` takes its free space."""
    if os.name != "posix" or os.geteuid() != 0:
        pytest.skip("mounting a tiny tmpfs needs root")
    where.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs",
                              str(where)], capture_output=True, text=True, check=False)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> None:
    """Take every free byte of ``folder``'s file system."""
    # unbuffered: nothing is left to flush (and fail) at close
    with open(folder / "filler", "wb", buffering=0) as filler, contextlib.suppress(OSError):
        while filler.write(b"\0" * 4096):
            pass
