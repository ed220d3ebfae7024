"""Statistics and XP over any sequence of finished games (PX-PROF-2), property-based."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from core.progress import titles as t
from core.progress import xp as xpmod
from core.progress.facts import GameFacts
from core.progress.result import advance
from core.progress.stats import Stats, value
from core.progress.xp import level_of, xp_for, xp_to_reach

ROLES = {"spyword": ["citizen", "spy", "ghost"], "taboo": [None],
         "codenames": ["spymaster", "guesser"]}
ADDS = {"spyword": ["ghost_guessed", "spy_unseen", "survived", "spies_caught", "quick_win"],
        "taboo": ["cards_found", "clean_turns", "buzzes_caught", "big_win", "photo_finish"],
        "codenames": ["correct_guesses", "clues_4plus", "clean_sweep"]}


@st.composite
def game_facts(draw: st.DrawFn) -> GameFacts:
    game = draw(st.sampled_from(sorted(ROLES)))
    adds = {k: draw(st.integers(0, 12)) for k in ADDS[game]}
    bests = {"best_turn": draw(st.integers(0, 15))} if game == "taboo" else {}
    day = draw(st.sampled_from(["2026-12-01", "2026-12-02", None]))
    return GameFacts(game, 0, draw(st.sampled_from(ROLES[game])), draw(st.booleans()),
                     draw(st.booleans()), adds, bests, day)


@settings(max_examples=150, deadline=None)
@given(st.lists(game_facts(), max_size=60))
def test_statistics_follow_the_games(games):
    # PX-PROF-2: every finished game updates the statistics and awards XP; titles once
    # earned stay earned; the streak never exceeds the best streak.
    stats = Stats()
    earned: set[str] = set()
    for facts in games:
        progress = advance(stats, facts)
        assert progress.xp_gained == xp_for(facts) >= 0
        assert progress.level_after >= progress.level_before
        now = {title.id for title in t.earned(progress.after)}
        assert earned <= now
        assert {x.id for x in progress.new_titles} == now - earned
        earned, stats = now, progress.after
        for scope in (facts.game, "all"):
            assert stats.get(f"{scope}.streak") <= stats.get(f"{scope}.best_streak")
            assert stats.get(f"{scope}.streak") == (stats.get(f"{scope}.streak") if facts.won
                                                    else 0)
    assert value(stats, "all.played") == len(games)
    assert value(stats, "all.won") == sum(f.won for f in games)
    assert stats.xp == sum(xp_for(f) for f in games)
    for game, roles in ROLES.items():
        mine = [f for f in games if f.game == game]
        assert stats.get(f"{game}.played") == len(mine)
        for role in roles:
            if role is not None:
                assert stats.get(f"{game}.won.{role}") == sum(
                    f.won for f in mine if f.role == role)
        for key in ADDS[game]:
            assert stats.get(f"{game}.{key}") == sum(f.adds[key] for f in mine)
    assert Stats.from_json(stats.to_json()) == stats


def test_xp_numbers():
    # PX-PROF-2: the documented numbers (docs/progress.md): a loss 20, a win 45, a spy's
    # win 55, a ghost who guessed 75; leaving gives nothing; team play has caps.
    def xp(game: str, role: str | None, won: bool, left: bool = False, **adds: int) -> int:
        return xp_for(GameFacts(game, 0, role, won, left, adds))
    assert xp("spyword", "citizen", False) == xpmod.PLAYED == 20
    assert xp("spyword", "citizen", True) == 45
    assert xp("spyword", "spy", True) == 55
    assert xp("spyword", "ghost", True, ghost_guessed=1) == 75
    assert xp("spyword", "spy", True, left=True) == 0
    assert xp("taboo", None, False, cards_found=7) == 27
    assert xp("taboo", None, True, cards_found=40) == 45 + xpmod.TABOO_CARD_CAP
    assert xp("codenames", "spymaster", True) == 55
    assert xp("codenames", "guesser", False, correct_guesses=30) == 20 + 9


@given(st.integers(1, 400))
def test_level_curve(level):
    # PX-PROF-2: levels follow from XP; each level costs 30 XP more than the one before.
    start = xp_to_reach(level)
    assert level_of(start).level == level
    assert level_of(start).into == 0
    if level > 1:
        assert level_of(start - 1).level == level - 1
    step = xp_to_reach(level + 1) - start
    assert step == level_of(start).needed == xpmod.FIRST_STEP + xpmod.STEP_GROWTH * (level - 1)


def test_level_27_is_a_long_time_players_level():
    # The seed shows "Lord of Words" on a level-27 card: some 250 games of ~50 XP.
    assert 10_000 < xp_to_reach(27) < 15_000
    assert level_of(0).level == 1 and level_of(99).level == 1 and level_of(100).level == 2
