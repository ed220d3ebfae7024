"""Game content from the chosen packs (PX-PACK-1): the pair, the 60 cards, the 25 words.

Recent pairs and grid words (kept in `AppSettings`) are avoided so games rarely repeat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.codenames.words import draw_grid_words
from core.errors import SetupError
from core.packs import Pack
from core.spyword.draw import draw_pair, pair_key
from desktop.settings import AppSettings

NO_PACK = "desktop.packs.none"
ONE_TABOO_PACK = "desktop.packs.one_taboo_pack"

#: Games whose content comes from exactly one pack (Taboo: the pack's 60 cards, TB-SET-2).
SINGLE_PACK_GAMES = frozenset({"taboo"})


def build_content(game: str, packs: Sequence[Pack], settings: AppSettings,
                  rng: random.Random) -> Any:
    if not packs:
        raise SetupError(NO_PACK)
    if game == "spyword":
        pairs = [pair.to_dict() for pack in packs for pair in pack.pairs]
        return draw_pair(pairs, settings.recent_pairs, rng)
    if game == "codenames":
        words = draw_grid_words([list(pack.words) for pack in packs], settings.recent_words,
                                rng)
        return {"words": words}
    if len(packs) != 1:
        raise SetupError(ONE_TABOO_PACK)
    return {"cards": [card.to_dict() for card in packs[0].cards]}


def remember_content(game: str, content: Any, settings: AppSettings) -> None:
    """After a game starts: keep its pair or grid so the next games avoid them."""
    if game == "spyword":
        settings.remember_pair(pair_key(content["pair"]))
    elif game == "codenames":
        settings.remember_words(list(content["words"]))
