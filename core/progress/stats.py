"""A profile's statistics, and how one finished game changes them (PX-PROF-2).

Statistics are flat counters (``"spyword.won.spy": 12``) so a title's condition is one
key and a threshold, and the store keeps them as one JSON object. Per game ``g``:

* ``g.played``, ``g.won``, ``g.played.<role>``, ``g.won.<role>``;
* ``g.streak`` (wins in a row now, whatever the role) and ``g.best_streak``;
* the game's own counters (`GameFacts.adds`: ``spyword.ghost_guessed``,
  ``taboo.cards_found``, ``codenames.clues_4plus``, ...) and bests (`GameFacts.bests`:
  ``taboo.best_turn``, the most cards found in one turn).

Across games (``all.``): ``played``, ``won``, ``streak``, ``best_streak``, ``best_day``
(most games finished on one day). `value` also answers derived keys: ``level``,
``all.games_tried`` (how many of the games were played) and ``all.games_won_in``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from core import registry
from core.progress.xp import level_of, xp_for

if TYPE_CHECKING:
    from core.progress.facts import GameFacts

#: The games the derived counts (``all.games_tried``) count: the shipped ones.
GAMES = registry.GAMES



@dataclass(frozen=True, slots=True)
class Stats:
    counters: dict[str, int] = field(default_factory=dict)
    xp: int = 0
    #: The day of the latest game counted (``all.day_games`` counts that day's games).
    day: str | None = None

    def get(self, key: str) -> int:
        return self.counters.get(key, 0)

    def to_json(self) -> str:
        return json.dumps({"counters": self.counters, "xp": self.xp, "day": self.day},
                          sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Stats:
        data: Any = json.loads(text)
        counters = data["counters"]
        if not isinstance(counters, dict) or not all(
                isinstance(k, str) and type(v) is int for k, v in counters.items()):
            raise ValueError("stats: counters must map names to integers")
        day = data.get("day")
        return cls(dict(counters), int(data["xp"]), None if day is None else str(day))


def apply(stats: Stats, facts: GameFacts) -> Stats:
    """The statistics after one more finished game."""
    c = dict(stats.counters)
    g = facts.game

    def add(key: str, n: int = 1) -> None:
        if n:
            c[key] = c.get(key, 0) + n

    def best(key: str, n: int) -> None:
        c[key] = max(c.get(key, 0), n)

    for scope in (g, "all"):
        add(f"{scope}.played")
        if facts.won:
            add(f"{scope}.won")
            add(f"{scope}.streak")
            best(f"{scope}.best_streak", c[f"{scope}.streak"])
        else:
            c[f"{scope}.streak"] = 0
    if facts.role is not None:
        add(f"{g}.played.{facts.role}")
        if facts.won:
            add(f"{g}.won.{facts.role}")
    for key, n in facts.adds.items():
        add(f"{g}.{key}", n)
    for key, n in facts.bests.items():
        best(f"{g}.{key}", n)
    day = stats.day
    if facts.day is not None:
        if facts.day != stats.day:
            c["all.day_games"] = 0
            day = facts.day
        add("all.day_games")
        best("all.best_day", c["all.day_games"])
    return Stats(c, stats.xp + xp_for(facts), day)


def value(stats: Stats, key: str) -> int:
    """A statistic by name, derived ones included (what title conditions read)."""
    if key == "level":
        return level_of(stats.xp).level
    if key == "all.games_tried":
        return sum(1 for g in GAMES if stats.get(f"{g}.played") > 0)
    if key == "all.games_won_in":
        return sum(1 for g in GAMES if stats.get(f"{g}.won") > 0)
    return stats.get(key)
