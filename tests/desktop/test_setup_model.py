"""The setup as data: allowed values and defaults from the cores, teams, refusals."""

import random

import pytest

from core.errors import SetupError
from core.spyword.settings import DISCUSSION_CHOICES_S
from desktop.setup_model import NAME_DUPLICATE, SetupModel

SIX = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"]


def test_spyword_defaults_follow_the_recommended_setup():  # SW-SET-1, SW-ROLE-7
    model = SetupModel("spyword", SIX[:4])
    assert (model.values["spies"], model.values["ghost"]) == (1, False)
    model.add_player("Eve")
    model.add_player("Fay")
    assert (model.values["spies"], model.values["ghost"]) == (1, True)
    assert model.values["discussion_s"] == 90  # SW-SET-7 default
    assert model.allowed("discussion_s") == DISCUSSION_CHOICES_S


def test_spyword_allowed_values_depend_on_the_player_count():  # SW-ROLE-5
    model = SetupModel("spyword", SIX[:4])
    assert model.allowed("spies") == (1,)
    assert model.allowed("ghost") == (False,)
    with pytest.raises(ValueError):
        model.set_value("ghost", True)
    nine = SetupModel("spyword", [f"P{i}" for i in range(9)])
    assert nine.allowed("spies") == (1, 2, 3)


def test_a_value_the_new_count_forbids_is_reset():
    model = SetupModel("spyword", SIX)
    model.set_value("ghost", True)
    model.remove_player(5)
    model.remove_player(4)
    assert model.values["ghost"] is False


def test_check_gives_the_cores_refusal():  # SW-ROLE-6 via the core
    model = SetupModel("spyword", [f"P{i}" for i in range(6)])
    model.set_value("spies", 2)
    model.set_value("ghost", True)
    with pytest.raises(SetupError) as refused:
        model.check()
    assert refused.value.code == "spyword.setup.citizens_outnumbered"


def test_duplicate_names_are_refused_accents_and_case_aside():
    model = SetupModel("spyword", ["Zoé", "zoe", "Ana", "Ben"])
    with pytest.raises(SetupError) as refused:
        model.check()
    assert refused.value.code == NAME_DUPLICATE


def test_taboo_teams_move_and_shuffle_balanced():  # TB-OPT-3, TB-OPT-4
    model = SetupModel("taboo", SIX[:5])
    assert model.teams == ["red", "blue", "red", "blue", "red"]
    model.move(0)
    assert model.teams[0] == "blue"
    model.shuffle(random.Random(1))
    assert abs(model.teams.count("red") - model.teams.count("blue")) <= 1
    model.check()
    assert model.settings_dict()["cards_per_team"] == 30  # TB-OPT-1 default


def test_taboo_team_too_small_is_refused():  # TB-SET-1
    model = SetupModel("taboo", SIX[:4])
    model.move(1)
    with pytest.raises(SetupError) as refused:
        model.check()
    assert refused.value.code == "taboo.teams.too_small"


def test_codenames_classic_roles_have_one_spymaster_per_team():  # CN-SET-1
    model = SetupModel("codenames", SIX[:4])
    roles = model.roles()
    assert sum(r["spymaster"] for r in roles) == 2
    assert {r["team"] for r in roles if r["spymaster"]} == {"red", "blue"}
    model.check()


def test_codenames_variants_set_the_player_count_and_roles():  # CN-2P-1, CN-3P-1, CN-3P-2
    model = SetupModel("codenames", SIX[:4])
    model.set_value("variant", "two_player")
    assert model.player_range() == (2, 2) and len(model.players) == 2
    assert model.roles() == [{"team": "red", "spymaster": True},
                             {"team": "red", "spymaster": False}]
    model.check()
    model.set_value("variant", "three_competitive")
    model.add_player("Cleo")
    roles = model.roles()
    assert [r["spymaster"] for r in roles].count(True) == 2
    assert [r for r in roles if not r["spymaster"]] == [{"team": None, "spymaster": False}]
    model.check()
    model.set_value("variant", "three_coop")
    model.set_spymaster("red", 2)
    assert model.roles()[2] == {"team": "red", "spymaster": True}
    model.check()
