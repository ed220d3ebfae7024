"""Game records on disk: atomic writes so a crash never leaves half a file (PX-PROF-5)."""

from __future__ import annotations

import os
from pathlib import Path

from core.record import GameRecord, RecordError
from store.atomic import write_atomic
from store.paths import user_data_dir

#: The user data folder's subfolder of finished games' records (the app and the headless
#: host save there; ``palabre replay`` reads them).
RECORDS_FOLDER = "games"


def default_dir() -> Path:
    return user_data_dir() / RECORDS_FOLDER


def save(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    write_atomic(path, record.dumps())


def load(path: str | os.PathLike[str]) -> GameRecord:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8 text") from exc
    try:
        return GameRecord.loads(text)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from exc
