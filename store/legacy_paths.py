"""Move user files from where older releases kept them to `store.paths`' places, once.

Before issue 26, data came from ``platformdirs.user_data_dir("Palabre")`` (appauthor
defaulted to the app name: ``%LOCALAPPDATA%\\Palabre\\Palabre`` on Windows) and settings
from QSettings' ini location (``%APPDATA%\\Palabre\\Palabre.ini``, roaming, on Windows;
``$XDG_CONFIG_HOME`` or ``~/.config`` ``/Palabre/Palabre.ini`` on Linux and macOS).

A move never overwrites: what already exists at the new place wins and the old file stays
where it was. Once moved, the old place is empty, so a later start has nothing to do (a
few ``stat`` calls). Nothing moves when ``$PALABRE_DATA_DIR`` is set.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from store import paths

log = logging.getLogger(__name__)

_QT_ORGANIZATION = "Palabre"  # QSettings' organization and application names
_QT_INI = "Palabre.ini"


@dataclass(frozen=True)
class Move:
    old: Path
    new: Path
    folder: bool  # move the folder's entries into ``new`` (which may hold ``old``)


def legacy_moves(system: str, env: Mapping[str, str], home: Path, data_dir: Path,
                 settings_file: Path) -> list[Move]:
    """What to move on ``system`` (``sys.platform``), given the environment, the home
    folder and the new data folder and settings file."""
    if system == "win32":
        local, roaming = env.get("LOCALAPPDATA"), env.get("APPDATA")
        moves = []
        if local:
            moves.append(Move(Path(local) / paths.APP_NAME / paths.APP_NAME, data_dir, True))
        if roaming:
            moves.append(Move(Path(roaming) / _QT_ORGANIZATION / _QT_INI, settings_file, False))
        return moves
    config_home = Path(env.get("XDG_CONFIG_HOME") or home / ".config")
    return [Move(config_home / _QT_ORGANIZATION / _QT_INI, settings_file, False)]


def migrate(moves: list[Move]) -> list[Path]:
    """Carry out ``moves``; returns the new paths of what moved. A failure is logged and
    the rest goes on: the app starts anyway, with what is at the new place."""
    moved: list[Path] = []
    for move in moves:
        try:
            moved += _move_folder(move.old, move.new) if move.folder else _move_file(move)
        except OSError as err:
            log.warning("could not move %s to %s: %s", move.old, move.new, err)
    return moved


def migrate_user_files() -> list[Path]:
    """The one-time move at start (`desktop.cli`), for this computer's platform."""
    if os.environ.get(paths.DATA_DIR_ENV):
        return []
    return migrate(legacy_moves(sys.platform, os.environ, Path.home(), paths.user_data_dir(),
                                paths.settings_file()))


def _move_file(move: Move) -> list[Path]:
    if not move.old.is_file() or move.new.exists():
        return []
    move.new.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(move.old, move.new)
    log.info("moved %s to %s", move.old, move.new)
    _remove_if_empty(move.old.parent)
    return [move.new]


def _move_folder(old: Path, new: Path) -> list[Path]:
    if not old.is_dir():
        return []
    new.mkdir(parents=True, exist_ok=True)
    moved = []
    for entry in sorted(old.iterdir()):
        target = new / entry.name
        if target.exists():
            log.warning("kept %s: %s already exists", entry, target)
            continue
        shutil.move(entry, target)
        moved.append(target)
    log.info("moved %d entries of %s to %s", len(moved), old, new)
    _remove_if_empty(old)
    return moved


def _remove_if_empty(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not empty (or gone): left as it is
        folder.rmdir()
