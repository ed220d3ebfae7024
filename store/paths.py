"""Where Palabre's files live: built-in packs next to the code, user data per platform."""

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


def user_data_dir() -> Path:
    """``$PALABRE_DATA_DIR`` if set, else the platform's user data folder for Palabre."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME))


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
