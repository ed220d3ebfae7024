"""A game's content drawn from chosen packs (PX-PACK-1), the same for every mode:
Spy Word a pair not used recently, Codenames 25 grid words avoiding recent grids, Taboo
the 60 cards of exactly one pack (TB-SET-2). Pure: the caller passes packs, recent picks
and the rng, and stores the result in the game record.

The content also names the words' language (``"language"``, when every chosen pack has
the same one): the cores compare typed words by it (`core.text`: in German "Kaese" is
"Käse")."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.codenames.words import draw_grid_words
from core.errors import SetupError
from core.packs import Pack
from core.spyword.draw import draw_pair, pair_key
from core.text import LANGUAGE_KEY

NO_PACK = "content.no_pack"
ONE_TABOO_PACK = "content.one_taboo_pack"

#: Games whose content comes from exactly one pack.
SINGLE_PACK_GAMES = frozenset({"taboo"})


def content_from_packs(game: str, packs: Sequence[Pack], recent: Sequence[str],
                       rng: random.Random) -> Any:
    """``recent``: pair keys (Spy Word) or grid words (Codenames) to avoid."""
    if not packs:
        raise SetupError(NO_PACK, game=game)
    languages = {pack.language for pack in packs}
    language = {LANGUAGE_KEY: languages.pop()} if len(languages) == 1 else {}
    if game == "spyword":
        pairs = [pair.to_dict() for pack in packs for pair in pack.pairs]
        return {**draw_pair(pairs, list(recent), rng), **language}
    if game == "codenames":
        words = draw_grid_words([list(p.words) for p in packs], list(recent), rng)
        return {"words": words, **language}
    if len(packs) != 1:
        raise SetupError(ONE_TABOO_PACK)
    return {"cards": [card.to_dict() for card in packs[0].cards], **language}


def recent_keys(game: str, content: Any) -> list[str]:
    """What a started game adds to the recent picks: its pair key or its grid words."""
    if game == "spyword":
        return [pair_key(content["pair"])]
    if game == "codenames":
        return list(content["words"])
    return []
