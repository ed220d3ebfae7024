"""Issue 28 at the runtime: a kicked player stays out of the room, and the host's own
player who closes the hosting window mid-game (the room passes to the standby) keeps
their seat, offline, instead of leaving the game (PX-NET-4, PX-NET-5)."""

from __future__ import annotations

from typing import Any

import pytest

from net.room import Room, RoomError
from net.runtime import KICKED, RoomRuntime
from tests.net.conftest import FakeClock, content_for
from tests.net.test_runtime import FakeTimers


def hosted_runtime(game: str, library: Any) -> tuple[RoomRuntime, int]:
    """A room whose host plays (a local seat) with three remote players."""
    room = Room(game, "Room", "en")
    runtime = RoomRuntime(room, clock=FakeClock(), scheduler=FakeTimers(),
                          content=content_for(game, library), seed=3)
    me = runtime.join("Host", local=True)
    for name in ("Ann", "Bob", "Cy"):
        runtime.join(name)
    return runtime, me


def test_a_kicked_player_cannot_come_back_by_name_or_token(library):
    runtime, _me = hosted_runtime("taboo", library)
    cy = runtime.room.seats[3]
    token = cy.token
    runtime.kick(cy.id)
    assert runtime.was_kicked(token)
    for name in ("Cy", " cy "):  # the one name rule: the same name, however typed
        with pytest.raises(RoomError) as refused:
            runtime.join(name)
        assert refused.value.code == KICKED
    assert [seat.name for seat in runtime.room.seats] == ["Host", "Ann", "Bob"]
    runtime.join("Dan")  # anyone else may still take the free seat
    assert not runtime.was_kicked(runtime.room.seats[3].token)


def start_with_host_as_spymaster(runtime: RoomRuntime, me: int) -> None:
    if runtime.room.game == "codenames":
        runtime.arrange()
        host = runtime.room.seat(me)
        mate = next(s for s in runtime.room.seats if s.team == host.team and s.id != me)
        runtime.choose_team(me, host.team, "spymaster")
        runtime.choose_team(mate.id, host.team, None)
    runtime.start()


@pytest.mark.parametrize("game", ["taboo", "codenames"])
def test_the_host_stepping_away_keeps_the_game_and_the_seat(game, library):
    """PX-NET-5: the game goes on without loss; the seat waits offline (PX-NET-4), where
    `leave` is the rules' departure (TB-EDGE-6: a team below 2 players; Codenames: a
    team without its spymaster) and ends the game."""
    runtime, me = hosted_runtime(game, library)
    start_with_host_as_spymaster(runtime, me)
    token = runtime.room.seat(me).token
    runtime.step_away(me)
    session = runtime.session
    assert session is not None and session.outcome() is None
    seat = runtime.room.seat(me)
    assert (seat.vacated, seat.local, seat.connected) == (False, False, False)
    assert runtime.room.seat_of_token(token) == me  # any device rejoins with the token
    saved = Room.from_dict(runtime.room.to_dict(), local=frozenset({1}),  # the standby's,
                           token_key=runtime.room.token_key)  # with the key (issue 25)
    assert saved.seat_of_token(token) == me and not saved.seat(me).local
    runtime.set_connected(me, True)  # back, from another device
    assert runtime.room.seat(me).connected and session.outcome() is None

    departed, host = hosted_runtime(game, library)
    start_with_host_as_spymaster(departed, host)
    departed.leave(host)  # the player really leaves: the rules' departure
    assert departed.session is not None and departed.session.outcome() is not None


def test_a_seat_left_offline_can_be_removed_by_the_new_host(library):
    runtime, me = hosted_runtime("taboo", library)
    runtime.start()
    runtime.step_away(me)
    runtime.kick(me)  # a remote seat now: the host may remove it
    assert runtime.room.seat(me).vacated


def test_stepping_away_in_the_lobby_is_leaving(library):
    runtime, me = hosted_runtime("taboo", library)
    runtime.step_away(me)
    assert [seat.name for seat in runtime.room.seats] == ["Ann", "Bob", "Cy"]
