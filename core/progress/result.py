"""One finished game applied to one profile's statistics: what the end screen shows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.progress import stats as st
from core.progress.titles import Title, newly_earned
from core.progress.xp import level_of

if TYPE_CHECKING:
    from core.progress.facts import GameFacts


@dataclass(frozen=True, slots=True)
class GameProgress:
    before: st.Stats
    after: st.Stats
    new_titles: tuple[Title, ...]

    @property
    def xp_gained(self) -> int:
        return self.after.xp - self.before.xp

    @property
    def level_before(self) -> int:
        return level_of(self.before.xp).level

    @property
    def level_after(self) -> int:
        return level_of(self.after.xp).level


def advance(before: st.Stats, facts: GameFacts) -> GameProgress:
    after = st.apply(before, facts)
    return GameProgress(before, after, tuple(newly_earned(before, after)))
