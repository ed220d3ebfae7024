"""The key card (CN-SET-3, CN-SET-4): which card is which colour, drawn with the game's rng."""

from __future__ import annotations

import random
from collections.abc import Sequence

from core.codenames.colours import Colour, other_team
from core.codenames.limits import (
    ASSASSIN_CARDS,
    GRID_SIZE,
    NEUTRAL_CARDS,
    OTHER_TEAM_WORDS,
    STARTING_TEAM_WORDS,
)


def key_make_up(starting_team: Colour) -> dict[Colour, int]:
    """CN-SET-4: 9 words for the starting team, 8 for the other, 7 neutral, 1 assassin."""
    return {
        starting_team: STARTING_TEAM_WORDS,
        other_team(starting_team): OTHER_TEAM_WORDS,
        Colour.NEUTRAL: NEUTRAL_CARDS,
        Colour.ASSASSIN: ASSASSIN_CARDS,
    }


def draw_key(rng: random.Random, starting_team: Colour) -> tuple[Colour, ...]:
    """A uniformly random key: nobody chooses its layout (CN-SET-3)."""
    colours = [colour for colour, count in key_make_up(starting_team).items()
               for _ in range(count)]
    assert len(colours) == GRID_SIZE
    rng.shuffle(colours)
    return tuple(colours)


def cards_of(key: Sequence[Colour], colour: Colour) -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(key) if c is colour)
