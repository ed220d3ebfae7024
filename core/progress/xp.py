"""XP per finished game and the level curve (PX-PROF-2).

The numbers, and why (docs/progress.md repeats them):

* ``PLAYED`` 20: finishing a game is the main thing; a loss still moves the bar, so a
  new player sees progress from the first evening.
* ``WON`` 25: winning matters, but less than playing, so a weak player is not left
  behind (a win is worth a bit more than one game played, not many).
* Role bonuses for a win, for the seats that win less often:
  ``SPY_WIN`` 10 (one or two spies against the table, usually not knowing it),
  ``GHOST_WIN`` 20 (no word at all), ``GHOST_GUESS`` 10 more when the ghost guessed the
  citizens' word, ``SPYMASTER_WIN`` 10 (one clue a turn carries the whole team).
* Team play: Taboo gives ``TABOO_CARD`` 1 per card a player made their team find (at
  most ``TABOO_CARD_CAP`` 15 a game), Codenames ``CODENAMES_WORD`` 1 per word of their
  colour a guesser found (at most ``CODENAMES_WORD_CAP`` 9), so the work done in a lost
  game still counts, with caps so a long game cannot be farmed.
* A player who left before the end gets no XP (the game did not finish for them).

A game thus gives 20 (a loss) to about 75 (a ghost who guessed the word); most give
20–55. The level curve: level 1 at 0 XP; going from level L to L+1 costs
``FIRST_STEP + STEP_GROWTH * (L - 1)`` XP (100, 130, 160, ...), so the first levels come
after 2–3 games and level 27 (the level of the seed's "Lord of Words" card) after about
12,000 XP, some 250 games: a long-time player's level.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.progress.facts import GameFacts


PLAYED = 20
WON = 25
SPY_WIN = 10
GHOST_WIN = 20
GHOST_GUESS = 10
SPYMASTER_WIN = 10
TABOO_CARD = 1
TABOO_CARD_CAP = 15
CODENAMES_WORD = 1
CODENAMES_WORD_CAP = 9

FIRST_STEP = 100
STEP_GROWTH = 30
MAX_LEVEL = 999


def xp_for(facts: GameFacts) -> int:
    """The XP one finished game gives this seat."""
    if facts.left:
        return 0
    from core.registry import descriptor  # lazy: the registry reads this module's numbers

    game = descriptor(facts.game)
    xp = PLAYED
    if facts.won:
        xp += WON + game.win_bonus.get(facts.role or "", 0)
    for counter, (each, cap) in game.xp_per_count.items():
        xp += min(cap, each * facts.adds.get(counter, 0))
    return xp


def xp_to_reach(level: int) -> int:
    """Total XP at which ``level`` begins (level 1: 0)."""
    steps = max(0, level - 1)
    return FIRST_STEP * steps + STEP_GROWTH * steps * (steps - 1) // 2


@dataclass(frozen=True, slots=True)
class Level:
    level: int
    #: XP gained inside this level, and the XP this level needs to reach the next one.
    into: int
    needed: int


def level_of(xp: int) -> Level:
    """The level for a total XP, with the progress towards the next level (the XP bar)."""
    if xp < 0:
        raise ValueError("xp is never negative")
    level = 1
    while level < MAX_LEVEL and xp_to_reach(level + 1) <= xp:
        level += 1
    start = xp_to_reach(level)
    return Level(level, xp - start, xp_to_reach(level + 1) - start)
