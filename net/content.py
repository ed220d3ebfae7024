"""Game content for a hosted game, from the packs of the room's language (PX-PACK-1):
the same draw as one-device play (`core.content`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core import registry
from core.content import content_from_packs, kind_of
from core.errors import SetupError
from store.packs import PackLibrary

NO_PACK = "room.packs.none"


def draw_content(game: str, language: str, library: PackLibrary, rng: random.Random,
                 recent: Sequence[str] = (), pack_id: str | None = None) -> Any:
    """Content for one game, from its pack folder (`GameDescriptor.pack_folder`);
    ``pack_id`` picks the pack of a single-pack game (default: the first)."""
    packs = library.packs(registry.descriptor(game).pack_folder, language)
    if pack_id is not None:
        packs = tuple(pack for pack in packs if pack.id == pack_id)
    if not packs:
        raise SetupError(NO_PACK, game=game, language=language)
    if kind_of(game).single_pack:
        packs = packs[:1]
    return content_from_packs(game, packs, recent, rng)
