"""Views: spymaster, guesser, table and end views (CN-SET-3, GUIDE §2 whitelist views)."""

from __future__ import annotations

import json
import random

import pytest

from core.codenames.colours import other_team
from core.codenames.game import Codenames
from core.errors import NotAllowed
from tests.core.codenames.secrecy import (
    assert_key_hidden,
    assert_key_hidden_structurally,
    public_viewers,
    spymasters,
)
from tests.core.codenames.support import (
    ASSASSIN,
    CLUE,
    NEUTRAL,
    ROLES,
    clue,
    guess_colour,
    guesser,
    new_game,
)

PLAIN = (dict, list, str, int, bool, type(None))


def assert_plain(value) -> None:
    assert isinstance(value, PLAIN)
    if isinstance(value, dict):
        for key, item in value.items():
            assert type(key) is str
            assert_plain(item)
    elif isinstance(value, list):
        for item in value:
            assert_plain(item)


def play_a_little(game: Codenames) -> None:
    team = game.state.active_team
    clue(game, number=2)
    guess_colour(game, team)
    guess_colour(game, NEUTRAL)


@pytest.mark.parametrize("variant", list(ROLES))
def test_spymasters_see_the_key_guessers_and_table_do_not(variant):
    # CN-SET-3: the key is seen only by the spymasters.
    game = new_game(variant)
    play_a_little(game)
    key = [str(c) for c in game.state.key]
    for seat in spymasters(game):
        assert game.view(seat)["key"] == key
    for seat in public_viewers(game):
        view = game.view(seat)
        assert view["key"] is None
        hidden = [c for c in view["cards"] if not c["revealed"]]
        assert len(hidden) == 23 and all(c["colour"] is None for c in hidden)
        assert_key_hidden_structurally(game, view)
    assert_key_hidden(game, random.Random(1))


def test_table_view_is_the_guesser_view():
    game = new_game()
    play_a_little(game)
    table = game.view(None)
    guesser_view = game.view(guesser(game))
    assert table.pop("viewer") is None
    assert guesser_view.pop("viewer") == {"seat": guesser(game), "team": str(
        game.state.active_team), "spymaster": False}
    assert table == guesser_view


@pytest.mark.parametrize("variant", list(ROLES))
def test_end_view_shows_the_whole_key_to_everyone(variant):
    game = new_game(variant)
    clue(game, number=1)
    guess_colour(game, ASSASSIN)
    key = [str(c) for c in game.state.key]
    for seat in [None, *range(len(game.settings.roles))]:
        view = game.view(seat)
        assert view["key"] == key
        assert view["phase"] == "over" and view["active_team"] is None
        assert view["outcome"] == game.outcome().to_dict()
        # Cards still tell what was revealed during the game.
        assert sum(c["revealed"] for c in view["cards"]) == 1


def test_every_view_has_logs_clue_guesses_left_and_deadline():
    game = new_game(timer=120, now_ms=500)
    team = game.state.active_team
    clue(game, number=1, now_ms=600)
    guess_colour(game, team, now_ms=700)
    for seat in [None, 0, 1, 2, 3]:
        view = game.view(seat)
        assert view["clue"] == {"turn": 1, "team": str(team), "seat": game.settings.
                                spymaster_of(team), "word": CLUE, "number": 1}
        assert view["clue_log"] == [view["clue"]]
        assert len(view["guess_history"]) == 1
        assert view["guess_history"][0]["colour"] == str(team)
        assert view["guesses_made"] == 1 and view["guesses_left"] == 1
        assert view["deadline_ms"] == 500 + 120_000
        assert view["words_left"][str(team)] == 8
        assert view["words_left"][str(other_team(team))] == 8


def test_views_are_plain_json_data_and_detached():
    game = new_game("three_coop", mode="several_devices")
    play_a_little(game)
    for seat in [None, 0, 1, 2]:
        view = game.view(seat)
        assert_plain(view)
        assert json.loads(json.dumps(view)) == view
        before = game.snapshot()
        view["cards"][0]["colour"] = "red"
        view["clue_log"].clear()
        assert game.snapshot() == before


def test_seats_listed_with_roles_and_connection():
    game = new_game("three_competitive", mode="several_devices")
    seats = game.view(None)["seats"]
    assert [(s["team"], s["spymaster"]) for s in seats] == [
        ("red", True), ("blue", True), (None, False)]
    assert all(s["connected"] and not s["left"] for s in seats)
    assert game.view(2)["viewer"] == {"seat": 2, "team": None, "spymaster": False}


def test_unknown_viewer_refused():
    with pytest.raises(NotAllowed) as err:
        new_game().view(4)
    assert err.value.code == "game.seat.unknown"


class LeakyCodenames(Codenames):
    """Puts the whole key, under an innocent name, in every view."""

    def view(self, seat):
        return {**super().view(seat), "layout": [str(c) for c in self.state.key]}


def test_secrecy_check_has_teeth():
    # A view that leaked the key would fail the serialised comparison.
    leaky = new_game()
    play_a_little(leaky)
    leaky.__class__ = LeakyCodenames
    with pytest.raises(AssertionError):
        assert_key_hidden(leaky, random.Random(2))
