"""The key and the first turn (CN-SET-2, CN-SET-3, CN-SET-4, CN-GOAL-1)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.codenames.actions import GiveClue
from core.codenames.colours import TEAMS, other_team
from core.codenames.key import draw_key
from core.codenames.limits import GRID_SIZE
from core.codenames.state import Phase
from core.session import Session
from tests.core.codenames.support import (
    ASSASSIN,
    BLUE,
    NEUTRAL,
    RED,
    WORDS,
    new_game,
    seat_names,
    settings,
)


@pytest.mark.parametrize("starting", TEAMS)
def test_key_make_up(starting):
    # CN-SET-4: 9 for the starting team, 8 for the other, 7 neutral, 1 assassin.
    counts = Counter(draw_key(random.Random(0), starting))
    assert counts == {starting: 9, other_team(starting): 8, NEUTRAL: 7, ASSASSIN: 1}
    assert sum(counts.values()) == GRID_SIZE


def test_key_is_random_and_seeded():
    # CN-SET-3: drawn at random, nobody chooses the layout; the same seed gives the same key.
    keys = {draw_key(random.Random(seed), RED) for seed in range(50)}
    assert len(keys) == 50
    assert draw_key(random.Random(7), RED) == draw_key(random.Random(7), RED)


def test_every_card_position_takes_every_colour():
    # CN-SET-3: no position is biased towards a colour.
    seen = [set() for _ in range(GRID_SIZE)]
    for seed in range(400):
        for card, colour in enumerate(draw_key(random.Random(seed), BLUE)):
            seen[card].add(colour)
    assert all(s == {RED, BLUE, NEUTRAL, ASSASSIN} for s in seen)


def test_classic_starting_team_is_drawn_and_plays_first():
    # CN-SET-4: the starting team is drawn with the key, has 9 words and plays first.
    starts = Counter()
    for seed in range(40):
        game = new_game(seed=seed)
        state = game.state
        starts[state.starting_team] += 1
        assert state.active_team is state.starting_team
        assert len(state.unrevealed(state.starting_team)) == 9
        assert len(state.unrevealed(other_team(state.starting_team))) == 8
        assert state.phase is Phase.CLUE
        assert game.view(None)["starting_team"] == str(state.starting_team)
    assert set(starts) == set(TEAMS)


@pytest.mark.parametrize("variant", ["two_player", "three_coop"])
def test_cooperative_team_always_starts_with_nine_words(variant):
    # CN-2P-2 / CN-3P-1: the players' team plays every turn, so it is the starting team.
    for seed in range(20):
        game = new_game(variant, seed=seed)
        team = game.settings.player_team()
        assert game.state.starting_team is team is game.state.active_team
        assert len(game.state.unrevealed(team)) == 9


def test_first_legal_action_is_the_starting_spymasters_clue():
    # CN-CLUE-1: the turn opens with the active spymaster's clue; nobody else may act.
    game = new_game(seed=3)
    active_spymaster = game.settings.spymaster_of(game.state.active_team)
    for seat in range(4):
        actions = game.legal_actions(seat)
        if seat == active_spymaster:
            assert actions and all(isinstance(a, GiveClue) for a in actions)
            assert sorted(a.number for a in actions) == list(range(10))
        else:
            assert actions == []
    assert game.legal_actions(None) == []


def test_session_replay_rebuilds_the_same_key():
    # CN-SET-3: the key comes from the recorded seed, so replays agree.
    session = Session.start("codenames", settings(), seat_names(4), 11, {"words": WORDS}, 0)
    assert Session.replay(session.record).game.snapshot() == session.game.snapshot()
    other = Session.start("codenames", settings(), seat_names(4), 12, {"words": WORDS}, 0)
    assert other.game.state.key != session.game.state.key

