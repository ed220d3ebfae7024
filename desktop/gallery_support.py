"""Sample data for gallery states: settings in a throw-away file, packs, real table views.

Samples come from real sessions and the shipped packs of the gallery's language, so each
picture shows what players would see.
"""

from __future__ import annotations

import atexit
import random
import shutil
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from core.session import Session
from desktop import content, games
from desktop.i18n import DEFAULT_LANGUAGE
from desktop.settings import AppSettings
from desktop.setup_model import SetupModel
from store.packs import PackLibrary

SAMPLE_SEED = 2024
SAMPLE_PLAYERS = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid")
_state = {"language": DEFAULT_LANGUAGE}


def set_language(language: str) -> None:
    _state["language"] = language


def current_language() -> str:
    return _state["language"]


@cache
def _scratch_dir() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="palabre-gallery-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def sample_settings(players: list[str]) -> AppSettings:
    """Settings in a fresh file of their own, in the gallery's language."""
    index = len(list(_scratch_dir().iterdir()))
    store = QSettings(str(_scratch_dir() / f"settings-{index}.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(store)
    settings.language = current_language()
    settings.last_players = list(players)
    return settings


@cache
def sample_library() -> PackLibrary:
    return PackLibrary.load()


def sample_start(game: str) -> tuple[list[str], dict[str, Any], Any]:
    """Seats, settings and content of a valid sample game (setup model defaults)."""
    seats = list(SAMPLE_PLAYERS[:games.game_traits(game).sample_players])
    model = SetupModel(game, seats)
    rng = random.Random(SAMPLE_SEED)
    packs = content.packs_for(sample_library(), game, current_language())[:1]
    drawn = content.build_content(game, packs, sample_settings([]), rng)
    return seats, model.settings_dict(), drawn


def sample_session(game: str) -> Session:
    seats, settings, drawn = sample_start(game)
    return Session.start(game, settings, seats, SAMPLE_SEED, drawn, 0)


def sample_table_view(game: str) -> dict[str, Any]:
    return sample_session(game).view(None)
