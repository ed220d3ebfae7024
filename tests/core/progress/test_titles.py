"""Titles as data (PX-PROF-3, SW-PROG-1, TB-PROG-1): counts, and every title's condition
checked at its boundary (one below: not earned; at it: earned). Their names and lines:
tests/desktop/test_title_texts.py."""

from __future__ import annotations

import pytest

from core.progress import titles as t
from core.progress.facts import GameFacts
from core.progress.stats import GAMES, Stats, apply, value
from core.progress.xp import xp_to_reach


def test_title_counts():
    # SW-PROG-1: 45 Spy Word titles; TB-PROG-1: 35 Taboo; PX-PROF-3: Codenames its own set
    # (at least 20), and 21 general titles.
    assert len(t.GROUPS["spyword"]) == t.SPYWORD_COUNT == 45
    assert len(t.GROUPS["taboo"]) == t.TABOO_COUNT == 35
    assert len(t.GROUPS["codenames"]) >= t.CODENAMES_MIN == 20
    assert len(t.GROUPS[t.GENERAL]) == t.GENERAL_COUNT == 21
    assert len(t.BY_ID) == len(t.ALL_TITLES)


def stats_with(key: str, n: int) -> Stats:
    """Statistics whose ``key`` is exactly ``n`` (derived keys built from their sources)."""
    if key == "level":
        return Stats(xp=xp_to_reach(n))
    if key in ("all.games_tried", "all.games_won_in"):
        stat = "played" if key == "all.games_tried" else "won"
        return Stats({f"{g}.{stat}": 1 for g in GAMES[:n]})
    return Stats({key: n})


@pytest.mark.parametrize("title", t.ALL_TITLES, ids=lambda title: title.id)
def test_condition_at_its_boundary(title):
    # PX-PROF-3: one below the threshold, no title; at the threshold, the title.
    below, at = stats_with(title.key, title.threshold - 1), stats_with(title.key, title.threshold)
    assert value(below, title.key) == title.threshold - 1
    assert value(at, title.key) == title.threshold
    assert not title.earned_by(below)
    assert title.earned_by(at)
    assert title in t.newly_earned(below, at)


def win(role: str, won: bool = True) -> GameFacts:
    return GameFacts("spyword", 0, role, won, left=False)


def test_lord_of_words_needs_35_wins_in_a_row_whatever_the_role():
    # SW-PROG-1: "win 35 games in a row, whatever your role": 34 wins in a row, no title;
    # a loss starts again from zero; the 35th win in a row gives it.
    lord = t.BY_ID["sw_streak_35"]
    roles = ["citizen", "spy", "ghost"]
    stats = Stats()
    for i in range(34):
        stats = apply(stats, win(roles[i % 3]))
    assert stats.get("spyword.streak") == 34 and not lord.earned_by(stats)
    stats = apply(stats, win("citizen", won=False))
    assert stats.get("spyword.streak") == 0 and stats.get("spyword.best_streak") == 34
    for i in range(34):
        stats = apply(stats, win(roles[i % 3]))
    assert not lord.earned_by(stats)
    before = stats
    stats = apply(stats, win("spy"))
    assert lord.earned_by(stats) and lord in t.newly_earned(before, stats)


def test_a_games_streak_counts_that_games_games_only():
    # A game's streak is its own games in a row (other games in between do not break it);
    # the general streak counts every game.
    stats = Stats()
    for game in ["taboo", "codenames"] * 3:
        stats = apply(stats, GameFacts(game, 0, None, True, False))
    assert stats.get("taboo.best_streak") == 3 and stats.get("all.best_streak") == 6
    stats = apply(stats, GameFacts("codenames", 0, "guesser", False, False))
    assert stats.get("taboo.streak") == 3 and stats.get("all.streak") == 0
    assert t.BY_ID["tb_streak_3"].earned_by(stats) and t.BY_ID["all_streak_5"].earned_by(stats)
    assert not t.BY_ID["tb_streak_5"].earned_by(stats)
