"""Choosing the game's word pair from packs (SW-OV-2): never a pair used in recent games
while the chosen packs still have others."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from core.errors import SetupError
from core.text import normalize


def pair_key(pair: dict[str, Any]) -> str:
    """A stable name for a pair, the same whichever word is ``a``."""
    words = sorted(normalize(pair[side]["word"]) for side in ("a", "b"))
    return "|".join(words)


def draw_pair(pairs: Sequence[dict[str, Any]], recent: Iterable[str],
              rng: random.Random) -> dict[str, Any]:
    """Game content ``{"pair": ...}`` for a pair whose key is not in ``recent``.

    ``pairs`` are pair dicts (``SpyPair.to_dict()``); ``recent`` holds `pair_key`s of
    earlier games, most recent last. When every pair was used recently, the one used
    longest ago is taken again.
    """
    if not pairs:
        raise SetupError("spyword.content.no_pairs")
    recent_order = {key: i for i, key in enumerate(recent)}
    fresh = [p for p in pairs if pair_key(p) not in recent_order]
    if fresh:
        return {"pair": rng.choice(fresh)}
    oldest = min(pairs, key=lambda p: recent_order[pair_key(p)])
    return {"pair": oldest}
