"""Lobby rules (core/lobby.py and each game's lobby module): one name rule, player counts,
teams and roles dealt so that the game accepts the table, in every mode."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import registry
from core.codenames.settings import Variant
from core.common import Mode
from core.errors import SetupError
from core.lobby import (
    MAX_NAME_CHARS,
    NAME_EMPTY,
    NAME_TAKEN,
    SPYMASTER,
    Choice,
    check_names,
    check_new_name,
    clean_name,
)

TEAMS = ("red", "blue", None)
ROLES = (None, SPYMASTER)


def names(count: int) -> list[str]:
    return [f"Player {i}" for i in range(count)]


@pytest.mark.parametrize(("first", "second"), [
    ("Anne-Marie", "Anne Marie"), ("Zoé", "zoe"), ("  Bob  ", "BOB"), ("Ana.", "ana"),
])
def test_names_that_read_alike_clash(first, second):
    with pytest.raises(SetupError) as refused:
        check_names([first, second])
    assert refused.value.code == NAME_TAKEN and refused.value.details["seat"] == 1


@pytest.mark.parametrize("name", ["", "   ", "!!!", "\u200b", "-"])
def test_a_name_needs_a_letter_or_digit(name):
    with pytest.raises(SetupError) as refused:
        check_new_name(name, [])
    assert refused.value.code == NAME_EMPTY


def test_a_name_is_trimmed_collapsed_and_cut():
    assert clean_name("  Ana   Maria ") == "Ana Maria"
    assert len(clean_name("x" * 100)) == MAX_NAME_CHARS
    assert check_new_name(" Léa  B ", ["Ana"]) == "Léa B"


def test_the_game_list_is_the_registry():
    assert registry.GAMES == ("spyword", "taboo", "codenames")
    for game in registry.GAMES:
        assert game == registry.lobby_rules(game).GAME
    with pytest.raises(SetupError):
        registry.lobby_rules("chess")


def variants(game: str) -> list[dict]:
    if game == "codenames":
        return [{"variant": variant.value} for variant in Variant]
    return [{}]


CASES = [(game, options) for game in registry.GAMES for options in variants(game)]


@pytest.mark.parametrize(("game", "options"), CASES)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_arranged_seats_always_make_a_game_the_core_accepts(game, options, data):
    """TB-SET-1, CN-SET-1, CN-2P-1, CN-3P-1, CN-3P-2: whatever teams and roles the players
    picked, `arrange` keeps the valid ones and deals the rest into a table the game's own
    settings parser accepts, in both modes."""
    rules = registry.lobby_rules(game)
    low, high = rules.player_range(options)
    count = data.draw(st.integers(low, high))
    picked = data.draw(st.lists(st.builds(Choice, st.sampled_from(TEAMS), st.sampled_from(ROLES)),
                                min_size=count, max_size=count))
    seed = data.draw(st.integers(0, 2**16))
    arranged = rules.arrange(picked, options, random.Random(seed))
    assert len(arranged) == count
    for mode in Mode:
        settings_ = rules.settings(options, arranged, mode, host_seat=0)
        rules.check(names(count), settings_)
        assert rules.seats_from(settings_, count) == arranged  # made and read back
    if rules.arrange(arranged, options) != arranged:
        raise AssertionError("arranging an arranged table changed it")


def test_arrange_keeps_a_valid_choice():  # CN-SET-1: the players' own spymaster choice
    rules = registry.lobby_rules("codenames")
    seats = [Choice("red"), Choice("red", SPYMASTER), Choice("blue"), Choice("blue")]
    arranged = rules.arrange(seats, {})
    assert arranged[1] == Choice("red", SPYMASTER)
    assert [c.role for c in arranged].count(SPYMASTER) == 2


def test_taboo_keeps_playable_teams_and_shuffles_the_others():  # TB-SET-1, TB-OPT-4
    rules = registry.lobby_rules("taboo")
    playable = [Choice("red"), Choice("red"), Choice("red"), Choice("blue"), Choice("blue")]
    assert rules.arrange(playable, {}) == playable
    lopsided = [Choice("red")] * 4 + [Choice("blue")]
    teams = [c.team for c in rules.arrange(lopsided, {}, random.Random(3))]
    assert sorted(teams.count(t) for t in ("red", "blue")) == [2, 3]


@pytest.mark.parametrize("game", registry.GAMES)
def test_player_counts_outside_the_range_are_refused_by_the_game(game):
    rules = registry.lobby_rules(game)
    low, high = rules.player_range({})
    for count in (low - 1, high + 1):
        seats = rules.arrange([Choice()] * count, {}, random.Random(1))
        with pytest.raises(SetupError):
            rules.check(names(count), rules.settings({}, seats, Mode.ONE_DEVICE))


def test_only_spy_word_on_several_devices_names_a_host():  # SW-RND-5
    rules = registry.lobby_rules("spyword")
    seats = [Choice()] * 4
    assert "host" not in rules.settings({}, seats, Mode.ONE_DEVICE)
    assert rules.settings({}, seats, Mode.SEVERAL_DEVICES, host_seat=2)["host"] == 2


# -- Absent seats that block a start (Room.start asks `blocking_absent`) ----------------------
RED_, BLUE_ = "red", "blue"
M = SPYMASTER


@pytest.mark.parametrize(("variant", "seats", "absent", "blocking"), [
    # Classic: an absent spymaster blocks; so does a team's only guesser (CN-GUESS-4).
    (Variant.CLASSIC, [(RED_, M), (RED_, None), (BLUE_, M), (BLUE_, None)], {0}, [0]),
    (Variant.CLASSIC, [(RED_, M), (RED_, None), (BLUE_, M), (BLUE_, None)], {3}, [3]),
    # ...but a team with another guesser present plays on without them.
    (Variant.CLASSIC, [(RED_, M), (RED_, None), (RED_, None), (BLUE_, M), (BLUE_, None)],
     {1}, []),
    (Variant.CLASSIC, [(RED_, M), (RED_, None), (RED_, None), (BLUE_, M), (BLUE_, None)],
     {1, 2}, [1, 2]),
    # Two players (CN-2P-1): the one guesser. Cooperative three (CN-3P-1): both guessers.
    (Variant.TWO_PLAYER, [(RED_, M), (RED_, None)], {1}, [1]),
    (Variant.THREE_COOP, [(RED_, M), (RED_, None), (RED_, None)], {2}, []),
    (Variant.THREE_COOP, [(RED_, M), (RED_, None), (RED_, None)], {1, 2}, [1, 2]),
    # Competitive three (CN-3P-2): the one guesser, with no team, guesses for both teams.
    (Variant.THREE_COMPETITIVE, [(RED_, M), (BLUE_, M), (None, None)], {2}, [2]),
    (Variant.THREE_COMPETITIVE, [(RED_, M), (BLUE_, M), (None, None)], set(), []),
])
def test_codenames_will_not_start_while_a_teams_only_guessers_are_absent(
        variant, seats, absent, blocking):
    # CN-GUESS-4: "the team must always make at least one guess per turn"; with no turn
    # timer, a team whose guessers are all gone never could, so the start is refused as
    # for an absent spymaster.
    rules = registry.lobby_rules("codenames")
    choices = [Choice(team, role) for team, role in seats]
    options = {"variant": variant.value}
    assert rules.blocking_absent(choices, options, frozenset(absent)) == blocking


def test_games_without_roles_start_around_absent_players():
    for game in ("spyword", "taboo"):
        rules = registry.lobby_rules(game)
        choices = rules.arrange([Choice()] * 4, {})
        assert rules.blocking_absent(choices, {}, frozenset({0, 3})) == []
