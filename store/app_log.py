"""The log file: every ``logging`` record of the app (or the headless host) in a rotating
file in the platform's log folder (`store.paths.user_log_dir`), and Python's
``faulthandler`` dumping to a file beside it when the process dies in C code (a segfault
in Qt, an abort).

Each process kind has its own files (``palabre.log``, ``host.log``). The fault file is
opened for appending (two processes of one kind may share it: each start writes a line
with its pid) and is set aside as ``.1`` when it grows past `MAX_FAULT_BYTES`.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
from datetime import UTC, datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO

from store import paths

MAX_BYTES = 1024 * 1024
BACKUPS = 3  # palabre.log.1 … .3: at most 4 MiB per process kind
MAX_FAULT_BYTES = 256 * 1024
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(__name__)
_fault_file: TextIO | None = None  # kept open: faulthandler writes to its descriptor
_previous_level = logging.WARNING


def log_file(kind: str = "palabre") -> Path:
    return paths.user_log_dir() / f"{kind}.log"


def fault_file(kind: str = "palabre") -> Path:
    return paths.user_log_dir() / f"{kind}-faults.log"


def start_logging(kind: str = "palabre", version: str | None = None) -> Path | None:
    """Log to ``<log folder>/<kind>.log`` and dump faults beside it; returns the log file
    (None when the folder cannot be written: the app runs on without a log). ``version``
    goes in the start line; the window's start leaves it out (reading it costs ~15 ms,
    `store.version`) and its crash reports carry it instead."""
    path = log_file(kind)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                      encoding="utf-8")
    except OSError as err:
        print(f"palabre: no log file ({err})", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, "palabre_log", False)]:
        root.removeHandler(old)
        old.close()
    handler.palabre_log = True  # type: ignore[attr-defined]  # ours, to replace on restart
    root.addHandler(handler)
    global _previous_level
    _previous_level = root.level
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)
    log.info("%s %sstarted (pid %d, Python %s, %s)", kind,
             f"{version} " if version else "", os.getpid(), sys.version.split()[0],
             sys.platform)
    _dump_faults(kind)
    return path


def _dump_faults(kind: str) -> None:
    global _fault_file
    path = fault_file(kind)
    try:
        if path.is_file() and path.stat().st_size > MAX_FAULT_BYTES:
            path.replace(path.with_name(path.name + ".1"))
        fault = open(path, "a", encoding="utf-8")  # noqa: SIM115  # kept open for faulthandler
    except OSError as err:
        log.warning("no fault file: %s", err)
        return
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S")
    fault.write(f"--- {kind} pid {os.getpid()} started {stamp} UTC\n")
    fault.flush()
    faulthandler.enable(file=fault, all_threads=True)
    if _fault_file is not None:
        _fault_file.close()
    _fault_file = fault


def current_log_file() -> Path | None:
    """The file `start_logging` writes to (None: not started, or no log folder)."""
    handler = next((h for h in logging.getLogger().handlers
                    if getattr(h, "palabre_log", False)), None)
    return Path(handler.baseFilename) if isinstance(handler, RotatingFileHandler) else None


def stop_logging() -> None:
    """Undo `start_logging` (tests; a clean exit closes the files anyway)."""
    global _fault_file
    root = logging.getLogger()
    for handler in [h for h in root.handlers if getattr(h, "palabre_log", False)]:
        root.removeHandler(handler)
        handler.close()
    logging.captureWarnings(False)
    root.setLevel(_previous_level)
    if _fault_file is not None:
        faulthandler.disable()
        _fault_file.close()
        _fault_file = None
        if sys.__stderr__ is not None:
            faulthandler.enable(file=sys.__stderr__)  # as Python's -X faulthandler, pytest
