"""Disconnect, Reconnect and Leave (actor None). The rules are silent; decided in
core/codenames/game.py: a disconnected seat stays; a team left without its spymaster or
without guessers ends the game with no winner."""

from __future__ import annotations

import pytest

from core.actions import Disconnect, Leave, Reconnect
from core.codenames.actions import EndTurn, GiveClue
from core.codenames.colours import other_team
from core.errors import InvalidAction, NotAllowed, RuleError, WrongPhase
from tests.core.codenames.support import (
    ROLES,
    clue,
    guess,
    guesser,
    new_game,
    role,
    spymaster,
    unrevealed,
)


def refused(game, actor, action, error=RuleError) -> RuleError:
    before = game.snapshot()
    with pytest.raises(error) as err:
        game.apply(actor, action, 0)
    assert game.snapshot() == before
    return err.value


def test_disconnected_seat_stays_in_the_game():
    game = new_game(mode="several_devices")
    seat = spymaster(game)
    assert game.apply(None, Disconnect(seat), 0) == [
        {"type": "connection", "seat": seat, "connected": False}]
    assert game.view(None)["seats"][seat]["connected"] is False
    assert game.outcome() is None
    # Its role is kept: the team waits for it, and it may act again when it is back
    # (while away it can send nothing, so nothing is legal for it: game.seat.disconnected).
    assert game.legal_actions(seat) == []
    assert refused(game, seat, GiveClue("ocean", 1), NotAllowed).code == \
        "game.seat.disconnected"
    game.apply(None, Reconnect(seat), 0)
    assert game.view(None)["seats"][seat]["connected"] is True
    assert game.legal_actions(seat)
    clue(game, number=1)


def test_connection_events_must_change_something():
    game = new_game(mode="several_devices")
    assert refused(game, None, Reconnect(1), InvalidAction).code == \
        "game.connection.unchanged"
    game.apply(None, Disconnect(1), 0)
    assert refused(game, None, Disconnect(1), InvalidAction).code == \
        "game.connection.unchanged"


def test_no_connections_on_one_device():
    game = new_game(mode="one_device")
    assert refused(game, None, Disconnect(1), NotAllowed).code == \
        "game.connection.one_device"
    assert refused(game, None, Reconnect(1), NotAllowed).code == \
        "game.connection.one_device"


def test_session_events_only_from_the_session():
    game = new_game(mode="several_devices")
    for action in (Disconnect(1), Reconnect(1), Leave(1)):
        assert refused(game, 1, action, NotAllowed).code == "game.wrong_actor"


def test_unknown_seats_refused():
    game = new_game(mode="several_devices")
    for action in (Disconnect(4), Leave(-1)):
        assert refused(game, None, action, InvalidAction).code == "game.seat.unknown"


@pytest.mark.parametrize("mode", ["one_device", "several_devices"])
def test_spymaster_leaving_ends_the_game_with_no_winner(mode):
    game = new_game(mode=mode)
    team = other_team(game.state.active_team)  # even when it is not that team's turn
    events = game.apply(None, Leave(spymaster(game, team)), 0)
    assert [e["type"] for e in events] == ["left", "game_over"]
    outcome = game.outcome()
    assert (outcome.side, outcome.winners, outcome.reason) == \
        (None, (), "codenames.end.spymaster_left")
    assert game.next_deadline() is None
    assert refused(game, None, Leave(0), WrongPhase).code == "game.over"


def test_last_guesser_leaving_ends_the_game():
    game = new_game()
    events = game.apply(None, Leave(guesser(game)), 0)
    assert game.outcome().reason == "codenames.end.guessers_left"
    assert events[-1]["type"] == "game_over"


def test_one_of_several_guessers_may_leave():
    roles = [*ROLES["classic"], role("red"), role("blue")]
    game = new_game(roles=roles)
    team = game.state.active_team
    first, second = game.settings.guessers_of(team)
    clue(game, number=0)
    game.apply(None, Leave(first), 0)
    assert game.outcome() is None
    assert game.view(None)["seats"][first]["left"] is True
    assert game.legal_actions(first) == []
    assert refused(game, first, EndTurn(), NotAllowed).code == "game.seat.left"
    assert refused(game, None, Leave(first), InvalidAction).code == "game.seat.left"
    guess(game, unrevealed(game, team)[0], seat=second)
    # A seat that left is not among the winners.
    while game.outcome() is None:
        guess(game, unrevealed(game, team)[0], seat=second)
    assert game.outcome().side == str(team)
    assert first not in game.outcome().winners
    assert second in game.outcome().winners

@pytest.mark.parametrize("variant", ["two_player", "three_competitive"])
def test_the_only_guesser_leaving_ends_small_games(variant):
    game = new_game(variant)
    only_guesser = next(s for s, r in enumerate(game.settings.roles) if not r.spymaster)
    game.apply(None, Leave(only_guesser), 0)
    assert game.outcome().reason == "codenames.end.guessers_left"


def test_three_coop_goes_on_with_one_guesser():
    game = new_game("three_coop")
    first, second = game.settings.guessers_of(game.state.active_team)
    game.apply(None, Leave(first), 0)
    assert game.outcome() is None
    team = game.state.active_team
    clue(game, number=1)
    guess(game, unrevealed(game, team)[0], seat=second)
    assert game.view(None)["guess_history"][0]["seat"] == second
