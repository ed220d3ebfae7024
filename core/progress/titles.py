"""Titles as data (PX-PROF-3, SW-PROG-1, TB-PROG-1): an id and a condition over statistics.

A title is earned once ``value(stats, key) >= threshold`` (`core.progress.stats.value`),
and stays earned: the counters only grow, and bests and best streaks never go down.

No prose here (GUIDE §2: the core never produces user-facing text): a title's name and
its how-to-earn line are translated texts of the desktop (`desktop/title_texts.py`, the
``.ts`` files, exported for the phone page), found by the title's id and statistic.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core import registry
from core.progress.catalog_general import GENERAL_TITLES
from core.progress.stats import Stats, value

#: PX-PROF-3 / SW-PROG-1 / TB-PROG-1: how many titles each set has (Codenames: at least 20).
SPYWORD_COUNT = 45
TABOO_COUNT = 35
CODENAMES_MIN = 20
GENERAL_COUNT = 21
GENERAL = "general"


@dataclass(frozen=True, slots=True)
class Title:
    id: str
    #: ``spyword``, ``taboo``, ``codenames`` or ``general`` (counts across games).
    group: str
    key: str
    threshold: int

    def earned_by(self, stats: Stats) -> bool:
        return value(stats, self.key) >= self.threshold

    def progress(self, stats: Stats) -> tuple[int, int]:
        """(value now, capped at the threshold; the threshold): for a progress bar."""
        return min(value(stats, self.key), self.threshold), self.threshold


def _titles(group: str, rows: Iterable[tuple[str, str, int]]) -> tuple[Title, ...]:
    return tuple(Title(title_id, group, key, threshold) for title_id, key, threshold in rows)


def _game_titles(game: str) -> tuple[Title, ...]:
    rows = registry.descriptor(game).titles
    return _titles(game, registry.load(rows)) if rows is not None else ()


#: Each shipped game's titles (its descriptor names them), then the general ones.
GROUPS: dict[str, tuple[Title, ...]] = {
    **{game: _game_titles(game) for game in registry.GAMES},
    GENERAL: _titles(GENERAL, GENERAL_TITLES),
}
ALL_TITLES: tuple[Title, ...] = tuple(t for group in GROUPS.values() for t in group)
BY_ID: dict[str, Title] = {t.id: t for t in ALL_TITLES}


def title(title_id: str | None) -> Title | None:
    return None if title_id is None else BY_ID.get(title_id)


def earned(stats: Stats) -> list[Title]:
    return [t for t in ALL_TITLES if t.earned_by(stats)]


def newly_earned(before: Stats, after: Stats) -> list[Title]:
    """Titles ``after`` has and ``before`` had not: what a game just gave."""
    return [t for t in ALL_TITLES if t.earned_by(after) and not t.earned_by(before)]
