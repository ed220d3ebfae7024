"""Actions as plain data, the game record and replay, views as plain data."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from core.errors import InvalidAction
from core.record import GameRecord
from core.session import Session
from core.taboo.actions import TABOO_ACTIONS, Buzz, Confirm, Correct, Found, Go, Pass
from core.taboo.game import Taboo
from core.taboo.state import PlayedCard, TabooState, TeamState, Turn
from tests.core.taboo.support import confirm, game, go_and_play, start, tap, time_out


def test_every_action_round_trips_through_its_dict() -> None:
    codec = Taboo.codec()
    assert {cls.KIND for cls in TABOO_ACTIONS} == {
        "go", "found", "pass", "buzz", "correct", "confirm", "pause", "resume"}
    for action in (Go(), Found(3), Pass(0), Buzz(7), Correct(2), Confirm()):
        assert codec.decode(json.loads(json.dumps(action.to_dict()))) == action
    with pytest.raises(InvalidAction):
        codec.decode({"type": "buzz", "card": True})
    with pytest.raises(InvalidAction):
        codec.decode({"type": "found"})


def test_replaying_the_record_gives_the_same_game() -> None:
    session = start(6, mode="one_device", seed=9)
    go_and_play(session)
    tap(session, "FBPF")
    time_out(session)
    session.act(0, Correct(1), 2_000_000)
    confirm(session)
    go_and_play(session)
    tap(session, "PB")
    replayed = Session.replay(GameRecord.loads(session.record.dumps()))
    assert replayed.game.snapshot() == session.game.snapshot()
    for seat in [None, *range(6)]:
        assert replayed.view(seat) == session.view(seat)
    halfway = Session.replay(session.record, upto=3)
    assert halfway.view(None)["phase"] == "playing"


def test_views_are_plain_json_data() -> None:
    session = start(6)
    go_and_play(session)
    tap(session, "FP")
    for seat in [None, *range(6)]:
        view = session.view(seat)
        assert json.loads(json.dumps(view)) == view
    time_out(session)
    for seat in [None, *range(6)]:
        view = session.view(seat)
        assert json.loads(json.dumps(view)) == view


def test_events_carry_no_card() -> None:
    session = start()
    go_and_play(session)
    word = game(session).cards[game(session).state.current_card()].word
    events = session.act(game(session).state.turn.clue_giver, Found(0), 1_010_000)
    assert events == [{"type": "found", "phase": "playing"}]
    assert word not in json.dumps(events)


def test_snapshot_covers_every_state_field() -> None:
    """A tripwire: a new state field must be added to `state.snapshot` too."""
    assert [f.name for f in fields(TabooState)] == [
        "phase", "teams", "turn", "connected", "left", "passed_once", "deadline_ms",
        "paused_at", "outcome"]
    assert [f.name for f in fields(TeamState)] == [
        "seats", "deck", "next_giver", "found", "buzzed", "discarded", "play_ms", "turns"]
    assert [f.name for f in fields(Turn)] == [
        "number", "team", "clue_giver", "order", "played", "passes", "started_ms", "paused_ms"]
    assert [f.name for f in fields(PlayedCard)] == ["card", "result", "passed_before"]
