"""Game content for a hosted game, from the packs of the room's language (PX-PACK-1):
the same draw as one-device play (`core.content`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.content import content_from_packs
from core.errors import SetupError
from store.packs import PackLibrary

NO_PACK = "room.packs.none"


def draw_content(game: str, language: str, library: PackLibrary, rng: random.Random,
                 recent: Sequence[str] = (), pack_id: str | None = None) -> Any:
    """Content for one game; ``pack_id`` picks the Taboo pack (default: the first)."""
    packs = library.packs(game, language)
    if pack_id is not None:
        packs = tuple(pack for pack in packs if pack.id == pack_id)
    if not packs:
        raise SetupError(NO_PACK, game=game, language=language)
    if game == "taboo":
        packs = packs[:1]
    return content_from_packs(game, packs, recent, rng)
