"""The room model alone (pure, no sockets): seats, teams, settings built for the core,
vacating before and after the start, tokens."""

from __future__ import annotations

import json
import random

import pytest

from core.errors import SetupError
from net.protocol import same_token
from net.room import Room, RoomError
from tests.net.conftest import content_for


def test_new_players_join_the_smaller_team_and_names_are_unique():  # TB-OPT-4
    room = Room("taboo", "Room", "en")
    for name in ("Ann", "Bob", "Cy"):
        room.join(name)
    room.choose_team(1, "red")
    assert [s.team for s in room.seats] == ["red", "red", "red"]
    room.join("Dee")
    assert room.seats[3].team == "blue"
    with pytest.raises(RoomError) as taken:
        room.join("  dée ")
    assert taken.value.code == "join.name_taken"
    assert room.join("  Eve   Lyn ") == 4 and room.seats[4].name == "Eve Lyn"


def test_tokens_are_distinct_and_found_only_while_the_seat_is_held(library):
    room = Room("spyword", "Room", "en")
    seats = [room.join(name) for name in ("A", "B", "C", "D")]
    tokens = [room.seats[seat].token for seat in seats]
    assert len(set(tokens)) == 4
    assert [room.seat_of_token(token) for token in tokens] == seats
    assert room.seat_of_token(None) is None and room.seat_of_token("x" * 22) is None
    room.start(1, content_for("spyword", library), 0)
    room.vacate(2)
    assert room.seat_of_token(tokens[2]) is None and room.seats[2].vacated
    assert not same_token(tokens[2], room.seats[2].token)
    assert [s.name for s in room.seats] == ["A", "B", "C", "D"]  # seats never move once started


def test_vacating_before_the_start_keeps_every_other_seat_id_and_maps_the_game_seat():
    room = Room("spyword", "Room", "en")
    guest = room.join("Guest")
    host = room.join("Host", local=True)
    assert room.host_seat == host == 1
    room.vacate(guest)
    assert room.host_seat == host == 1 and [s.name for s in room.seats] == ["Host"]
    assert room.index_of(host) == 0 and room.seats[0].id == host
    assert room.settings()["host"] == 0  # the game numbers its seats 0..n-1
    assert room.join("Late") == 2  # an id is never reused


def test_seat_ids_survive_saving_and_restoring():
    room = Room("taboo", "Room", "en")
    ids = [room.join(name) for name in ("A", "B", "C", "D")]
    room.vacate(ids[1])
    restored = Room.from_dict(room.to_dict())
    assert [s.id for s in restored.seats] == [0, 2, 3]
    assert restored.join("E") == 4


def test_settings_for_the_core_come_from_the_lobby(library):
    room = Room("codenames", "Room", "en", settings={"turn_timer_s": 60})
    for name in ("A", "B", "C", "D"):
        room.join(name)
    room.choose_team(0, "red", "spymaster")
    room.choose_team(2, "blue", "spymaster")
    room.choose_team(1, "red", None)
    room.choose_team(3, "blue", None)
    assert room.settings() == {
        "turn_timer_s": 60, "mode": "several_devices",
        "roles": [{"team": "red", "spymaster": True}, {"team": "red", "spymaster": False},
                  {"team": "blue", "spymaster": True}, {"team": "blue", "spymaster": False}]}
    with pytest.raises(RoomError) as made:
        room.set_settings({"roles": []})
    assert made.value.code == "room.settings.lobby_made"
    with pytest.raises(RoomError):
        room.choose_team(0, "green", None)
    session = room.start(3, content_for("codenames", library), 0)
    assert session.game.mode == "several_devices" and room.started
    with pytest.raises(RoomError) as started:
        room.join("Late")
    assert started.value.code == "room.started"


def test_the_core_refuses_a_lobby_it_cannot_play(library):
    room = Room("taboo", "Room", "en")
    for name in ("A", "B", "C"):
        room.join(name)
    with pytest.raises(SetupError) as refused:
        room.start(1, content_for("taboo", library), 0)
    assert refused.value.code == "taboo.players.count"
    assert not room.started


def test_shuffle_gives_balanced_teams():  # TB-OPT-4
    room = Room("taboo", "Room", "en", rng=random.Random(3))
    for name in ("A", "B", "C", "D", "E"):
        room.join(name)
    room.shuffle_teams()
    teams = [s.team for s in room.seats]
    assert sorted((teams.count("red"), teams.count("blue"))) == [2, 3]
    with pytest.raises(RoomError):
        Room("spyword", "Room", "en").shuffle_teams()


def test_one_name_rule_for_a_room_and_one_screen():
    """The room refuses exactly the names the setup screen refuses (`core.lobby`)."""
    from desktop.setup_model import SetupModel

    room = Room("spyword", "Room", "en")
    room.join("Anne-Marie")
    with pytest.raises(RoomError) as taken:
        room.join("anne marie")
    model = SetupModel("spyword", ["Anne-Marie", "anne marie", "Bob", "Cy"])
    with pytest.raises(SetupError) as refused:
        model.check()
    assert taken.value.code == refused.value.code == "join.name_taken"


def test_a_saved_room_restores_its_seats_tokens_settings_and_a_new_epoch():
    room = Room("codenames", "Room", "en", settings={"turn_timer_s": 60})
    host = room.join("Host", local=True)
    for name in ("Ann", "Bob", "Cy"):
        room.join(name)
    room.choose_team(1, "blue", "spymaster")
    room.lock()
    state = room.to_dict()
    assert json.loads(json.dumps(state)) == state  # plain values: a journal can hold it
    assert not any(seat.token in json.dumps(state) for seat in room.seats[1:])  # issue 25
    back = Room.from_dict(state, token_key=room.token_key)  # the hashes' key
    assert back.epoch == room.epoch + 1 and back.room_id == room.room_id
    assert back.settings() == room.settings() and back.locked and back.host_seat == host
    assert [(s.name, s.team, s.role, s.local) for s in back.seats] == \
        [(s.name, s.team, s.role, s.local) for s in room.seats]
    for seat in range(1, 4):  # every remote seat rejoins with its own token
        assert back.seat_of_token(room.seats[seat].token) == seat
        assert not back.seats[seat].connected
    assert back.seats[host].connected


@pytest.mark.parametrize(("state", "why"), [
    ("not a map", "unknown format"), ({"format": 99}, "unknown format"),
    ({"format": 1, "game": "codenames"}, "'name'"),
])
def test_a_broken_room_state_is_refused_with_a_reason(state, why):
    with pytest.raises(RoomError) as refused:
        Room.from_dict(state)
    assert refused.value.code == "room.state.bad" and why in str(refused.value.details["why"])


def test_a_room_will_not_start_while_a_teams_only_guesser_is_absent(library):
    # CN-GUESS-4: the team must guess every turn, so with no turn timer a team whose only
    # guesser is gone would never play; Room.start asks the lobby rules
    # (`LobbyRules.blocking_absent`) and refuses as for an absent spymaster.
    room = Room("codenames", "Room", "en")
    for name in ("A", "B", "C", "D"):
        room.join(name)
    for seat, (team, role) in enumerate([("red", "spymaster"), ("red", None),
                                         ("blue", "spymaster"), ("blue", None)]):
        room.choose_team(seat, team, role)
    room.set_connected(3, False)
    with pytest.raises(RoomError) as absent:
        room.start(3, content_for("codenames", library), 0)
    assert (absent.value.code, absent.value.details) == ("room.seat.absent", {"seat": 3})
    assert not room.started
    room.set_connected(3, True)
    assert room.start(3, content_for("codenames", library), 0) is room.session
