"""Codenames through the shared Session: plain-dict actions, records and replay."""

from __future__ import annotations

import pytest

from core.errors import InvalidAction
from core.record import GameRecord
from core.session import Session
from tests.core.codenames.support import CLUE, WORDS, seat_names, settings


def start(seed: int = 3, **kwargs) -> Session:
    raw = settings(**kwargs)
    return Session.start("codenames", raw, seat_names(len(raw["roles"])), seed,
                         {"words": WORDS}, 10_000)


def test_plain_dict_actions_round_trip_through_the_record():
    session = start(mode="several_devices", timer=60)
    game = session.game
    spymaster = game.settings.spymaster_of(game.state.active_team)
    guesser = game.settings.guessers_of(game.state.active_team)[0]
    session.act_dict(spymaster, {"type": "clue", "word": CLUE, "number": 2}, 11_000)
    card = game.state.unrevealed(game.state.active_team)[0]
    session.act_dict(guesser, {"type": "guess", "card": card}, 12_000)
    session.act_dict(guesser, {"type": "end_turn"}, 13_000)
    session.act_dict(None, {"type": "disconnect", "seat": 0}, 14_000)
    record = GameRecord.loads(session.record.dumps())
    assert [a.action["type"] for a in record.actions] == [
        "clue", "guess", "end_turn", "disconnect"]
    replayed = Session.replay(record)
    assert replayed.game.snapshot() == session.game.snapshot()
    assert replayed.view(None) == session.view(None)
    # Replaying a prefix rebuilds the game as it was then.
    assert Session.replay(record, upto=1).view(None)["clue"]["word"] == CLUE


@pytest.mark.parametrize("data", [
    {"type": "clue", "word": CLUE},
    {"type": "clue", "word": CLUE, "number": True},
    {"type": "guess", "card": "3"},
    {"type": "cover", "card": 1, "extra": 0},
    {"type": "peek", "card": 1},
])
def test_malformed_actions_refused_by_the_codec(data):
    session = start()
    before = session.game.snapshot()
    with pytest.raises(InvalidAction) as err:
        session.act_dict(0, data, 11_000)
    assert err.value.code.startswith("action.")
    assert session.game.snapshot() == before and session.record.actions == []
