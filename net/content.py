"""Game content for a hosted game, drawn from the packs of the room's language (PX-PACK-1).

The same choices the one-device app makes (`desktop.content`, which net may not import):
Spy Word a pair, Codenames 25 grid words, Taboo one pack's cards. ``recent`` lists pair
keys or grid words to avoid, as the desktop's settings keep them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.codenames.words import draw_grid_words
from core.errors import SetupError
from core.spyword.draw import draw_pair
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
    if game == "spyword":
        pairs = [pair.to_dict() for pack in packs for pair in pack.pairs]
        return draw_pair(pairs, list(recent), rng)
    if game == "codenames":
        return {"words": draw_grid_words([list(p.words) for p in packs], list(recent), rng)}
    return {"cards": [card.to_dict() for card in packs[0].cards]}
