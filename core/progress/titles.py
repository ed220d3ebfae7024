"""Titles as data (PX-PROF-3, SW-PROG-1, TB-PROG-1): a condition over statistics, a name
and a how-to-earn line in the five languages.

A title is earned once ``value(stats, key) >= threshold`` (`core.progress.stats.value`),
and stays earned: the counters only grow, and bests and best streaks never go down.
Names are written per language in the catalogues (`catalog_spyword`, ...); the
how-to-earn line is made from one sentence per statistic and language (`how_lines`), so
a title's line can never say something else than its condition.

Why titles carry their own texts instead of going through Qt's `.ts` files: they are
content (like the packs) read by every layer, and a title's name, line and condition
belong together in one row.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from core.packs.limits import LANGUAGES
from core.progress.catalog_codenames import CODENAMES_TITLES
from core.progress.catalog_general import GENERAL_TITLES
from core.progress.catalog_spyword import SPYWORD_TITLES
from core.progress.catalog_taboo import TABOO_TITLES
from core.progress.how_lines import HOW_LINES, Row
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
    names: dict[str, str]

    def name(self, language: str) -> str:
        return self.names.get(language) or self.names["en"]

    def how(self, language: str) -> str:
        lines = HOW_LINES[self.key]
        one, many = lines.get(language) or lines["en"]
        return (one if self.threshold == 1 and one else many).format(n=self.threshold)

    def earned_by(self, stats: Stats) -> bool:
        return value(stats, self.key) >= self.threshold

    def progress(self, stats: Stats) -> tuple[int, int]:
        """(value now, capped at the threshold; the threshold): for a progress bar."""
        return min(value(stats, self.key), self.threshold), self.threshold


def _titles(group: str, rows: Iterable[Row]) -> tuple[Title, ...]:
    result = []
    for title_id, key, threshold, *names in rows:
        result.append(Title(title_id, group, key, threshold, dict(zip(LANGUAGES, names,
                                                                       strict=True))))
    return tuple(result)


GROUPS: dict[str, tuple[Title, ...]] = {
    "spyword": _titles("spyword", SPYWORD_TITLES),
    "taboo": _titles("taboo", TABOO_TITLES),
    "codenames": _titles("codenames", CODENAMES_TITLES),
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
