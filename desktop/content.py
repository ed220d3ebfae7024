"""Game content from the packs chosen on the setup screen (`core.content`), avoiding the
recent pairs and grid words kept in `AppSettings` so games rarely repeat."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.content import NO_PACK, SINGLE_PACK_GAMES, content_from_packs, recent_keys
from core.packs import Pack
from desktop.settings import AppSettings

__all__ = ["NO_PACK", "SINGLE_PACK_GAMES", "build_content", "remember_content"]


def build_content(game: str, packs: Sequence[Pack], settings: AppSettings,
                  rng: random.Random) -> Any:
    recent = settings.recent_pairs if game == "spyword" else settings.recent_words
    return content_from_packs(game, packs, recent, rng)


def remember_content(game: str, content: Any, settings: AppSettings) -> None:
    """After a game starts: keep its pair or grid so the next games avoid them."""
    keys = recent_keys(game, content)
    if game == "spyword":
        for key in keys:
            settings.remember_pair(key)
    elif game == "codenames":
        settings.remember_words(keys)
