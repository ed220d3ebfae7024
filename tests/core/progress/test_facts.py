"""A finished game's facts per seat (PX-PROF-2), read from its record alone: checked over
seeded random whole games of the three games against their final views and states."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.codenames.words import draw_grid_words
from core.progress.facts import (
    BAD_FACTS,
    ProgressError,
    facts_from_plain,
    facts_of,
    facts_to_plain,
    game_id,
)
from core.record import GameRecord
from core.session import Session
from tests.core.codenames.support import ROLES
from tests.core.codenames.test_random_play import WORD_POOL, fill_clue, random_roles
from tests.core.spyword.conftest import NAMES, PAIR
from tests.core.spyword.test_random_play import random_settings
from tests.core.taboo.support import alternating_teams, make_content
from tests.helpers.random_play import play_random_game
from tests.store.profile_games import finished_records

SEEDS = range(12)


def spyword_game(seed: int) -> Session:
    rng = random.Random(seed)
    n = rng.randint(4, 9)
    return play_random_game("spyword", random_settings(rng, n), NAMES[:n], seed, PAIR)


def taboo_game(seed: int) -> Session:
    n = random.Random(seed).randint(4, 7)
    settings = {"mode": "one_device" if seed % 2 else "several_devices",
                "cards_per_team": 15, "teams": alternating_teams(n)}
    return play_random_game("taboo", settings, [f"P{i}" for i in range(n)], seed,
                            make_content())


def codenames_game(seed: int) -> Session:
    rng = random.Random(seed)
    variant = sorted(ROLES)[seed % len(ROLES)]
    roles = random_roles(variant, rng)
    settings = {"mode": "one_device", "variant": variant, "roles": roles}
    content = {"words": draw_grid_words([WORD_POOL], (), rng)}
    return play_random_game("codenames", settings, [f"A{i}" for i in range(len(roles))],
                            seed, content, fill_text=fill_clue)


@pytest.mark.parametrize("seed", SEEDS)
def test_spyword_facts(seed):
    session = spyword_game(seed)
    facts = facts_of(session.record)
    end = session.view(None)
    outcome = end["outcome"]
    eliminated = {e["seat"] for e in end["eliminations"]}
    assert [f.seat for f in facts] == list(range(len(session.record.seats)))
    for f, seat in zip(facts, end["seats"], strict=True):
        assert f.won == (f.seat in outcome["winners"])
        assert f.role == seat["role"]  # the end view reveals every role (SW-END-1)
        assert f.left == seat["left"]
        assert f.adds["survived"] == int(f.won and f.seat not in eliminated)
        assert f.adds["spy_unseen"] <= f.adds["survived"]
        assert f.adds["spy_unseen"] == 0 or f.role == "spy"
        assert f.adds["spies_caught"] == 0 or f.role == "citizen"
    guessed = sum(f.adds["ghost_guessed"] for f in facts)
    assert guessed == int(outcome["reason"] == "spyword.end.ghost_guessed")


@pytest.mark.parametrize("seed", SEEDS)
def test_taboo_facts(seed):
    session = taboo_game(seed)
    facts = facts_of(session.record)
    state = session.game.state
    for name, team in state.teams.items():
        mine = [facts[s] for s in team.seats]
        other = next(t for n, t in state.teams.items() if n != name)
        # Every found card was some clue-giver's; every Buzz! was caught by the other team.
        assert sum(f.adds["cards_found"] for f in mine) == team.found
        assert all(f.adds["buzzes_caught"] == other.buzzed for f in mine)
        for f in mine:
            assert f.role is None and f.bests["best_turn"] <= f.adds["cards_found"]
            assert f.won == (f.seat in session.outcome().winners)


@pytest.mark.parametrize("seed", SEEDS)
def test_codenames_facts(seed):
    session = codenames_game(seed)
    facts = facts_of(session.record)
    roles = session.record.settings["roles"]
    reveals = session.game.state.guess_history
    for f in facts:
        assert f.role == ("spymaster" if roles[f.seat]["spymaster"] else "guesser")
        assert f.adds["correct_guesses"] == sum(
            1 for r in reveals if r.seat == f.seat and r.colour is r.team)
        assert f.adds["clues_4plus"] == 0 or f.role == "spymaster"
        assert f.adds["correct_guesses"] == 0 or f.role == "guesser"


def test_game_id_is_the_same_on_every_device():
    # PX-PROF-4/5: each device holds the same record; filling in its own players'
    # profiles (identities) does not change the game's id; another game has another id.
    session = spyword_game(1)
    record = session.record
    same = GameRecord.loads(record.dumps())
    mine = replace(same, identities=["p-1"] + [None] * (len(record.seats) - 1))
    assert game_id(record) == game_id(same) == game_id(mine)
    assert game_id(spyword_game(2).record) != game_id(record)


def test_a_game_not_over_gives_no_facts():
    session = Session.start("spyword", {"mode": "one_device"}, NAMES[:4], 1, PAIR, 0)
    with pytest.raises(ProgressError) as err:
        facts_of(session.record)
    assert err.value.code == "progress.not_over"


# -- The plain form a host sends each device (PX-PROF-4) --------------------------------------
def test_every_seats_facts_go_to_plain_values_and_back_unchanged():
    for record in finished_records():
        for facts in facts_of(record):
            plain = facts_to_plain(facts)
            assert json.loads(json.dumps(plain)) == plain  # plain values only
            assert facts_from_plain(plain) == facts


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=12), inner, max_size=8),
                    max_leaves=30))
@settings(max_examples=300, deadline=None)
def test_anything_else_is_refused_with_a_code(value):
    """Facts from another computer are checked field by field: any other value is
    `progress.bad_facts`, never another exception."""
    try:
        facts_from_plain(value)
    except ProgressError as err:
        assert err.code == BAD_FACTS
    else:
        raise AssertionError(f"accepted {value!r}")


def test_near_misses_are_refused():
    good = facts_to_plain(facts_of(finished_records()[0])[0])
    for change in ({"game": "chess"}, {"seat": -1}, {"won": 1}, {"role": "Spy!"},
                   {"day": "yesterday"}, {"adds": {"cards_found": -1}},
                   {"adds": {"cards_found": 10_001}}, {"bests": {"Best": 1}},
                   {"adds": {"x": True}}):
        with pytest.raises(ProgressError):
            facts_from_plain({**good, **change})
    with pytest.raises(ProgressError):
        facts_from_plain({**good, "extra": 1})
