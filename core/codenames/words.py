"""The 25 grid words: drawing them from word lists, and checking them as game content.

Words are compared by their normalised form (`core.text.normalize`), so "Été" and
"ete" count as the same word everywhere: on one grid, across lists, across games.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from core.codenames.limits import GRID_SIZE
from core.errors import SetupError
from core.text import LANGUAGE_KEY, normalize


def draw_grid_words(
    word_lists: Sequence[Sequence[str]],
    previous_words: Iterable[str],
    rng: random.Random,
) -> list[str]:
    """Draw the grid's 25 words from the chosen lists (CN-SET-2, CN-CL-7).

    Words from ``previous_words`` (the last game's grid, or more history) are avoided
    while the lists hold enough other words; only when they do not are some of them
    reused, as few as needed. Pure: the caller passes the rng and stores the result as
    the game's content.
    """
    pool = _distinct_words(word_lists)
    if len(pool) < GRID_SIZE:
        raise SetupError("codenames.words.not_enough", available=len(pool), needed=GRID_SIZE)
    previous = {normalize(word) for word in previous_words if isinstance(word, str)}
    unused = [word for word in pool if normalize(word) not in previous]
    if len(unused) >= GRID_SIZE:
        return rng.sample(unused, GRID_SIZE)
    reused = [word for word in pool if normalize(word) in previous]
    grid = unused + rng.sample(reused, GRID_SIZE - len(unused))
    rng.shuffle(grid)
    return grid


def _distinct_words(word_lists: Sequence[Sequence[str]]) -> list[str]:
    """All words of the lists in order, the first spelling of each normalised form kept."""
    seen: set[str] = set()
    pool: list[str] = []
    for word_list in word_lists:
        for word in word_list:
            if not isinstance(word, str) or not normalize(word):
                raise SetupError("codenames.words.bad_word", word=str(word)[:40])
            key = normalize(word)
            if key not in seen:
                seen.add(key)
                pool.append(word)
    return pool


def parse_grid_words(content: Any) -> tuple[str, ...]:
    """Game content ``{"words": [25 distinct words]}``, in grid reading order (CN-SET-2),
    with the words' ``"language"`` when drawn from packs (`core.text.content_language`)."""
    if not isinstance(content, dict) or not {"words"} <= set(content) <= {"words", LANGUAGE_KEY}:
        raise SetupError("codenames.content.not_a_map")
    words = content["words"]
    if not isinstance(words, list) or len(words) != GRID_SIZE:
        raise SetupError("codenames.content.word_count", needed=GRID_SIZE)
    seen: dict[str, int] = {}
    for index, word in enumerate(words):
        if not isinstance(word, str) or not normalize(word):
            raise SetupError("codenames.content.bad_word", card=index)
        key = normalize(word)
        if key in seen:
            raise SetupError("codenames.content.duplicate_word", card=index, first=seen[key])
        seen[key] = index
    return tuple(words)
