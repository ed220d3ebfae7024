"""Disconnects and departures (TB-EDGE-1..4, TB-EDGE-6) and the session actions' refusals."""

from __future__ import annotations

import pytest

from core.actions import Disconnect, Leave, Reconnect, Timeout
from core.errors import RuleError
from core.taboo.actions import Found, Go
from core.taboo.lobby import other_team
from core.taboo.state import Phase
from tests.core.taboo.support import (
    START_MS,
    confirm,
    deck,
    game,
    giver,
    go_and_play,
    now,
    playing_team,
    start,
    tap,
    time_out,
)

SIX = ["red", "blue", "red", "blue", "red", "blue"]  # red 0, 2, 4; blue 1, 3, 5


def _code(session, actor, action) -> str:
    before = game(session).snapshot()
    with pytest.raises(RuleError) as info:
        session.act(actor, action, now(session) + 10)
    assert game(session).snapshot() == before
    return info.value.code


def _at(session) -> int:
    return now(session) + 100


# TB-EDGE-1: the clue-giver is not connected when the turn starts: the next connected
# teammate gives clues instead; the rotation goes on from them.
def test_next_connected_teammate_gives_clues_at_turn_start() -> None:
    session = start(teams=SIX, seed=2)
    first = playing_team(session)
    second = other_team(first)
    members = game(session).state.teams[second].seats
    session.act(None, Disconnect(members[0]), _at(session))
    go_and_play(session)
    time_out(session)
    confirm(session)
    assert (playing_team(session), giver(session)) == (second, members[1])
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    time_out(session)
    confirm(session)
    assert (playing_team(session), giver(session)) == (second, members[2])


# TB-EDGE-2: the clue-giver disconnects or leaves during the turn: it ends at once.
@pytest.mark.parametrize("gone", [Disconnect, Leave])
def test_turn_ends_when_the_clue_giver_goes(gone) -> None:
    session = start(teams=SIX)
    team = playing_team(session)
    first_card = go_and_play(session)
    tap(session, "FF")
    current = game(session).state.current_card()
    cg = giver(session)
    session.act(None, gone(cg), first_card + 5_000)
    view = session.view(None)
    assert view["phase"] == Phase.RESULT
    assert view["teams"][team]["score"] == 2  # played cards count
    assert view["teams"][team]["play_ms"] == 5_000
    assert deck(session, team)[0] == current  # the current card back on top
    confirm(session, by=(cg + 1) % 6)
    assert playing_team(session) == other_team(team)


def test_a_guesser_leaving_does_not_end_the_turn() -> None:  # TB-EDGE-2
    session = start(teams=SIX)
    go_and_play(session)
    team = playing_team(session)
    teammate = next(s for s in game(session).state.teams[team].seats if s != giver(session))
    session.act(None, Disconnect(teammate), _at(session))
    session.act(None, Leave(1 if team == "red" else 0), _at(session))
    assert session.view(None)["phase"] == Phase.PLAYING


# TB-EDGE-3: the clue-giver goes during the countdown: the team keeps its turn.
@pytest.mark.parametrize("gone", [Disconnect, Leave])
def test_countdown_the_next_connected_teammate_gives_clues(gone) -> None:
    session = start(teams=SIX)
    team = playing_team(session)
    members = game(session).state.teams[team].seats
    session.act(giver(session), Go(), START_MS)
    session.act(None, gone(members[0]), START_MS + 1_000)
    assert session.view(None)["phase"] == Phase.READY
    assert game(session).next_deadline() is None
    assert (playing_team(session), giver(session)) == (team, members[1])
    session.act(members[1], Go(), START_MS + 2_000)
    session.act(None, Timeout(), START_MS + 5_000)
    assert session.view(None)["phase"] == Phase.PLAYING


def test_countdown_nobody_connected_in_the_team_the_other_team_plays() -> None:  # TB-EDGE-3
    session = start(teams=SIX)
    team = playing_team(session)
    members = game(session).state.teams[team].seats
    for seat in members[1:]:
        session.act(None, Disconnect(seat), _at(session))
    session.act(giver(session), Go(), _at(session))
    session.act(None, Disconnect(members[0]), _at(session))
    assert session.view(None)["phase"] == Phase.READY
    assert playing_team(session) == other_team(team)
    session.act(None, Reconnect(members[0]), _at(session))
    assert playing_team(session) == other_team(team)  # no flip-flop once announced
    go_and_play(session)
    time_out(session)
    confirm(session)
    assert playing_team(session) == team  # then the teams alternate again


def test_a_turn_waits_when_nobody_can_give_clues() -> None:  # TB-EDGE-1/3
    session = start(4)
    for seat in range(4):
        session.act(None, Disconnect(seat), _at(session))
    view = session.view(None)
    assert view["turn"]["clue_giver"] is None
    assert all(game(session).legal_actions(s) == [] for s in range(4))
    session.act(None, Reconnect(3), _at(session))
    assert giver(session) == 3
    assert playing_team(session) == "blue"


# TB-EDGE-6: a team below 2 players ends the game with no winner.
def test_a_team_below_two_players_ends_the_game_with_no_winner() -> None:
    session = start(teams=SIX)
    go_and_play(session)
    session.act(None, Leave(1), _at(session))
    assert session.outcome() is None
    session.act(None, Disconnect(3), _at(session))
    assert session.outcome() is None  # a lost connection is not a departure
    session.act(None, Leave(3), _at(session))
    outcome = session.outcome()
    assert outcome is not None
    assert (outcome.side, outcome.winners, outcome.reason) == (None, (), "taboo.end.team_too_small")
    assert session.view(None)["phase"] == Phase.OVER
    assert game(session).next_deadline() is None


def test_session_actions_refusals() -> None:  # TB-EDGE-1..4: only sensible events
    session = start(4)
    assert _code(session, 0, Disconnect(1)) == "game.wrong_actor"
    assert _code(session, None, Reconnect(1)) == "game.connection.unchanged"
    assert _code(session, None, Disconnect(9)) == "game.seat.unknown"
    session.act(None, Disconnect(1), _at(session))
    assert _code(session, None, Disconnect(1)) == "game.connection.unchanged"
    assert game(session).legal_actions(1) == []
    assert _code(session, 1, Go()) == "game.seat.disconnected"
    assert _code(session, None, Go()) == "game.wrong_actor"
    assert _code(session, 7, Go()) == "game.seat.unknown"
    one = start(4, mode="one_device")
    assert _code(one, None, Disconnect(1)) == "game.connection.one_device"
    big = start(teams=SIX)
    big.act(None, Leave(4), _at(big))
    assert _code(big, None, Leave(4)) == "game.seat.left"
    assert _code(big, None, Reconnect(4)) == "game.seat.left"
    assert _code(big, 4, Found(0)) == "game.seat.left"
