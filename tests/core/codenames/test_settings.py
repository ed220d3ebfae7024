"""Settings and seats per variant (CN-SET-1, CN-2P-1, CN-3P-1, CN-3P-2, CN-CL-6)."""

from __future__ import annotations

import pytest

from core.codenames.settings import Variant, parse_settings
from core.common import Mode
from core.errors import SetupError
from tests.core.codenames.support import ROLES, role, seat_names, settings


def parse(raw):
    roles = raw.get("roles") if isinstance(raw, dict) else None
    n = len(roles) if isinstance(roles, list) else 4
    return parse_settings(raw, seat_names(n))


def refused(raw, seats=None) -> str:
    with pytest.raises(SetupError) as err:
        parse_settings(raw, seats if seats is not None else seat_names(len(raw["roles"])))
    return err.value.code


@pytest.mark.parametrize("variant", list(ROLES))
@pytest.mark.parametrize("mode", ["one_device", "several_devices"])
def test_every_variant_and_mode_parses(variant, mode):
    parsed = parse(settings(variant, mode))
    assert parsed.variant is Variant(variant)
    assert parsed.mode is Mode(mode)
    assert parsed.turn_timer_s is None


def test_defaults_classic_and_no_timer():
    # CN-CL-6: the timer is off by default.
    parsed = parse({"mode": "one_device", "roles": ROLES["classic"]})
    assert parsed.variant is Variant.CLASSIC
    assert parsed.turn_timer_s is None and parsed.turn_timer_ms is None


@pytest.mark.parametrize("seconds", [60, 120, 180])
def test_turn_timer_choices(seconds):
    # CN-CL-6: 1, 2 or 3 minutes per team turn.
    assert parse(settings(timer=seconds)).turn_timer_ms == seconds * 1000


@pytest.mark.parametrize("value", [0, 30, 90, 600, True, "60", 60.0, -60])
def test_other_timer_values_refused(value):
    assert refused(settings(timer=value)) == "codenames.settings.turn_timer"


@pytest.mark.parametrize(("raw", "code"), [
    ([], "codenames.settings.not_a_map"),
    ({"roles": ROLES["classic"]}, "codenames.settings.missing"),
    ({"mode": "one_device"}, "codenames.settings.missing"),
    ({**settings(), "extra": 1}, "codenames.settings.unknown_key"),
    ({**settings(), "mode": "tv"}, "codenames.settings.mode"),
    ({**settings(), "variant": "duet"}, "codenames.settings.variant"),
    ({**settings(), "roles": "red"}, "codenames.settings.roles"),
])
def test_malformed_settings_refused(raw, code):
    with pytest.raises(SetupError) as err:
        parse_settings(raw, seat_names(4))
    assert err.value.code == code


def test_one_role_per_seat():
    assert refused(settings(), seats=seat_names(5)) == "codenames.settings.roles_count"


@pytest.mark.parametrize("bad", [
    {"team": "green", "spymaster": False},
    {"team": "red", "spymaster": 1},
    {"team": "red"},
    {"team": "red", "spymaster": False, "captain": True},
    "red",
])
def test_malformed_role_refused(bad):
    roles = [*ROLES["classic"], bad]
    assert refused(settings(roles=roles)) == "codenames.settings.role"


# CN-SET-1: two teams, one spymaster each, the others guess.
@pytest.mark.parametrize(("roles", "code"), [
    ([role("red", True), role("red", True), role("blue", True), role("blue")],
     "codenames.settings.spymasters"),
    ([role("red"), role("red"), role("blue", True), role("blue")],
     "codenames.settings.spymasters"),
    ([role("red", True), role("blue", True), role("blue"), role("blue")],
     "codenames.settings.guessers"),
    ([role("red", True), role("red"), role("red"), role("red")],
     "codenames.settings.spymasters"),
    ([role("red", True), role("red"), role("blue", True), role(None)],
     "codenames.settings.team_missing"),
])
def test_classic_roles_checked(roles, code):
    assert refused(settings("classic", roles=roles)) == code


def test_classic_allows_several_guessers_per_team():
    roles = [*ROLES["classic"], role("red"), role("blue"), role("blue")]
    parsed = parse(settings("classic", roles=roles))
    assert parsed.guessers_of(parsed.roles[0].team) == (1, 4)


# CN-2P-1: both players on the same team, one spymaster and one guesser.
@pytest.mark.parametrize(("roles", "code"), [
    ([role("red", True), role("blue")], "codenames.settings.one_team_only"),
    ([role("red", True), role("red", True)], "codenames.settings.spymasters"),
    ([role("red"), role("red")], "codenames.settings.spymasters"),
    ([role("red", True), role("red"), role("red")], "codenames.settings.seat_count"),
    ([role("red", True), role(None)], "codenames.settings.team_missing"),
])
def test_two_player_roles_checked(roles, code):
    assert refused(settings("two_player", roles=roles)) == code


# CN-3P-1: cooperative, one spymaster for two guessers.
@pytest.mark.parametrize(("roles", "code"), [
    ([role("blue", True), role("blue"), role("red")], "codenames.settings.one_team_only"),
    ([role("blue", True), role("blue", True), role("blue")], "codenames.settings.spymasters"),
    ([role("blue", True), role("blue")], "codenames.settings.seat_count"),
])
def test_three_coop_roles_checked(roles, code):
    assert refused(settings("three_coop", roles=roles)) == code


# CN-3P-2: competitive, two spymasters for a single guesser who plays for no team.
@pytest.mark.parametrize(("roles", "code"), [
    ([role("red", True), role("blue", True), role("red")], "codenames.settings.guesser_has_team"),
    ([role("red", True), role("red", True), role(None)], "codenames.settings.spymasters"),
    ([role("red", True), role(None, True), role(None)], "codenames.settings.team_missing"),
    ([role("red", True), role("blue", True), role(None), role(None)],
     "codenames.settings.seat_count"),
])
def test_three_competitive_roles_checked(roles, code):
    assert refused(settings("three_competitive", roles=roles)) == code


def test_competitive_guesser_guesses_for_both_teams():
    # CN-3P-2
    parsed = parse(settings("three_competitive"))
    red, blue = parsed.roles[0].team, parsed.roles[1].team
    assert parsed.guessers_of(red) == parsed.guessers_of(blue) == (2,)


def test_seat_names_must_be_text():
    with pytest.raises(SetupError) as err:
        parse_settings(settings(), ["a", "b", 3, "d"])
    assert err.value.code == "codenames.seats.bad_name"
