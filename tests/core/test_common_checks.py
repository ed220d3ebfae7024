"""The checks every game makes, made in one place (`core.game.Game`): the same refusal,
with the same ``game.*`` code, whichever game it is (docs/protocol.md, "Errors and
codes"). Seats outside the game are refused for views too, in every game."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.actions import Disconnect, Leave, Reconnect, Timeout
from core.codenames.actions import EndTurn
from core.errors import InvalidAction, NotAllowed, RuleError, TooEarly, WrongPhase
from core.session import Session
from core.spyword.actions import GotIt
from core.taboo.actions import Go
from tests.core.codenames.support import ROLES, WORDS, role
from tests.core.codenames.support import settings as codenames_settings
from tests.core.spyword.conftest import NAMES, PAIR
from tests.core.taboo.support import make_content

#: game -> (settings maker by mode, seat count, content, a player action)
GAMES: dict[str, tuple[Callable[[str], dict], int, dict, object]] = {
    "spyword": (lambda mode: {"mode": mode}, 5, PAIR, GotIt()),
    "taboo": (lambda mode: {"mode": mode, "teams": ["red", "blue"] * 3}, 6, make_content(),
              Go()),
    "codenames": (lambda mode: codenames_settings(
        mode=mode, timer=60, roles=[*ROLES["classic"], role("red"), role("blue")]), 6,
                  {"words": WORDS}, EndTurn()),
}


def start(game: str, mode: str = "several_devices") -> Session:
    make, seats, content, _ = GAMES[game]
    return Session.start(game, make(mode), NAMES[:seats], 1, content, 0)


def refused(session: Session, actor, action, now: int = 1) -> RuleError:
    before, recorded = session.game.snapshot(), len(session.record.actions)
    with pytest.raises(RuleError) as err:
        session.act(actor, action, now)
    assert session.game.snapshot() == before and len(session.record.actions) == recorded
    return err.value


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seat", [99, 6, -1, True])
def test_a_seat_outside_the_game_has_no_view(game, seat):
    # Taboo's view(99) raised a bare IndexError and view(-1) showed the last seat's card.
    session = start(game)
    with pytest.raises(NotAllowed) as err:
        session.view(seat)
    assert err.value.code == "game.seat.unknown"
    assert session.game.legal_actions(seat) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_view_names_its_viewer_and_lists_the_seats(game):
    session = start(game)
    table = session.view(None)
    assert {"game", "phase", "viewer", "seats", "deadline_ms", "actions", "outcome"} <= set(
        table)
    assert table["game"] == game
    assert table["viewer"] is None and table["actions"] == []
    assert [entry["seat"] for entry in table["seats"]] == list(session.seats())
    for entry in table["seats"]:
        assert {"seat", "name", "connected", "left"} <= set(entry)
    for seat in session.seats():
        view = session.view(seat)
        assert view["viewer"]["seat"] == seat
        assert view["seats"] == table["seats"]
        assert "me" not in view and "players" not in view and "role" not in view


@pytest.mark.parametrize("game", GAMES)
def test_the_same_refusals_with_the_same_codes_in_every_game(game):
    session = start(game)
    action = GAMES[game][3]
    deadline = session.game.next_deadline()
    cases = [
        (NotAllowed, "game.wrong_actor", None, action),  # a player action needs a seat
        (NotAllowed, "game.wrong_actor", 0, Timeout()),  # session actions: the session's
        (NotAllowed, "game.wrong_actor", 0, Leave(1)),
        (NotAllowed, "game.seat.unknown", 9, action),
        (NotAllowed, "game.seat.unknown", -1, action),
        (InvalidAction, "game.seat.unknown", None, Leave(9)),
        (InvalidAction, "game.seat.unknown", None, Disconnect(-1)),
        (InvalidAction, "game.connection.unchanged", None, Reconnect(1)),
    ]
    for error, code, actor, act in cases:
        err = refused(session, actor, act)
        assert (type(err), err.code) == (error, code), (actor, act)
    if deadline is None:
        assert refused(session, None, Timeout()).code == "game.timeout.no_deadline"
    else:
        err = refused(session, None, Timeout(), deadline - 1)
        assert (type(err), err.code, err.details) == (
            TooEarly, "game.timeout.too_early", {"deadline_ms": deadline})
    session.act(None, Disconnect(1), 1)
    assert session.game.legal_actions(1) == []
    assert refused(session, 1, action, 2).code == "game.seat.disconnected"
    session.act(None, Leave(1), 2)
    assert refused(session, 1, action, 3).code == "game.seat.left"
    assert refused(session, None, Leave(1), 3).code == "game.seat.left"
    assert refused(session, None, Reconnect(1), 3).code == "game.seat.left"


@pytest.mark.parametrize("game", GAMES)
def test_one_device_has_no_connections(game):
    session = start(game, "one_device")
    err = refused(session, None, Disconnect(1))
    assert (type(err), err.code) == (NotAllowed, "game.connection.one_device")


@pytest.mark.parametrize("game", GAMES)
def test_nothing_is_accepted_once_the_game_is_over(game):
    session = start(game)
    seats = len(session.record.seats)
    for seat in range(seats):  # everyone leaves: the game ends (too few players or teams)
        if session.outcome() is not None:
            break
        session.act(None, Leave(seat), 1)
    assert session.outcome() is not None
    last = seats - 1
    for actor, action in ((None, Leave(last)), (None, Timeout()), (last, GAMES[game][3])):
        err = refused(session, actor, action, 10**9)
        assert (type(err), err.code) == (WrongPhase, "game.over")
    assert session.game.legal_actions(last) == []


def test_every_game_applies_through_the_one_template():
    # One place for the common checks: no game overrides apply, view or legal_actions.
    from core.codenames.game import Codenames
    from core.game import Game
    from core.spyword.game import SpyWord
    from core.taboo.game import Taboo

    for cls in (SpyWord, Taboo, Codenames):
        for name in ("apply", "view", "legal_actions", "check_common"):
            assert getattr(cls, name) is getattr(Game, name), (cls.__name__, name)


@pytest.mark.parametrize("game", GAMES)
def test_every_view_tells_the_outcome_the_same_way(game):
    session = start(game)
    assert session.view(None)["outcome"] is None
    for seat in session.seats():  # everyone leaves: the game ends
        if session.outcome() is not None:
            break
        session.act(None, Leave(seat), 1)
    for seat in (None, *session.seats()):
        assert session.view(seat)["outcome"] == session.outcome().to_dict()
