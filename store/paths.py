"""Where Palabre's files live: built-in packs next to the code, user files per platform.

One `platformdirs.PlatformDirs` with ``appauthor=False`` (no doubled ``Palabre\\Palabre``
on Windows), local rather than roaming: data, settings, cache and logs of one computer.

- data and settings (``settings.ini``, next to the data on every platform, so one folder
  holds everything a user keeps): ``~/.local/share/Palabre`` (Linux, ``$XDG_DATA_HOME``),
  ``~/Library/Application Support/Palabre`` (macOS), ``%LOCALAPPDATA%\\Palabre`` (Windows);
- logs: ``~/.local/state/Palabre/log``, ``~/Library/Logs/Palabre``, ``<data>\\Logs``;
- cache: ``~/.cache/Palabre``, ``~/Library/Caches/Palabre``, ``<data>\\Cache``.

``$PALABRE_DATA_DIR`` (tests, portable setups) holds all of them: ``logs/`` and ``cache/``
inside. Files from older releases' places are moved here once
(`store.legacy_paths`).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Palabre"
# Tests (and portable setups) point the whole user data folder elsewhere with this.
DATA_DIR_ENV = "PALABRE_DATA_DIR"
PACKS_FOLDER = "packs"
#: Where a hosting computer keeps the journals of its open rooms (net.journal).
JOURNALS_FOLDER = "rooms"
SETTINGS_FILE = "settings.ini"
LOGS_FOLDER = "logs"  # under $PALABRE_DATA_DIR only: platformdirs names the others
CACHE_FOLDER = "cache"


def platform_dirs() -> platformdirs.PlatformDirs:
    return platformdirs.PlatformDirs(APP_NAME, appauthor=False, roaming=False)


def _override() -> Path | None:
    value = os.environ.get(DATA_DIR_ENV)
    return Path(value) if value else None


def user_data_dir() -> Path:
    """``$PALABRE_DATA_DIR`` if set, else the platform's user data folder for Palabre."""
    return _override() or platform_dirs().user_data_path


def settings_file() -> Path:
    """The settings (`desktop.settings.AppSettings`), next to the data. (On Windows and
    macOS platformdirs' config folder is the data folder anyway; on Linux this keeps one
    folder to back up or move rather than XDG's separate ``~/.config``.)"""
    return user_data_dir() / SETTINGS_FILE


def user_log_dir() -> Path:
    override = _override()
    return override / LOGS_FOLDER if override else platform_dirs().user_log_path


def user_cache_dir() -> Path:
    override = _override()
    return override / CACHE_FOLDER if override else platform_dirs().user_cache_path


def user_packs_dir() -> Path:
    return user_data_dir() / PACKS_FOLDER


def user_journals_dir() -> Path:
    return user_data_dir() / JOURNALS_FOLDER


def builtin_packs_dir() -> Path:
    """The shipped ``packs/`` folder.

    It sits beside the ``store`` package both in a source tree (editable install: the
    package is the repo's own folder) and in an installed wheel, which ships ``packs/``
    as package data at the top of site-packages (see pyproject.toml).
    """
    from store import resources

    return resources.builtin_packs_dir()
