"""The optional turn timer as a deadline (CN-CL-6)."""

from __future__ import annotations

import pytest

from core.actions import Timeout
from core.codenames.actions import Cover
from core.codenames.colours import other_team
from core.codenames.state import Phase
from core.errors import NotAllowed, RuleError, TooEarly, WrongPhase
from core.session import Session
from tests.core.codenames.support import (
    NEUTRAL,
    WORDS,
    clue,
    guess_colour,
    new_game,
    seat_names,
    settings,
    unrevealed,
)

START = 1_000


def refused(game, actor, action, now_ms, error) -> RuleError:
    before = game.snapshot()
    with pytest.raises(error) as err:
        game.apply(actor, action, now_ms)
    assert game.snapshot() == before
    return err.value


def test_no_timer_no_deadline():
    # CN-CL-6: off by default.
    game = new_game(now_ms=START)
    assert game.next_deadline() is None and game.view(None)["deadline_ms"] is None
    assert refused(game, None, Timeout(), START * 10, WrongPhase).code == \
        "game.timeout.no_deadline"


@pytest.mark.parametrize("seconds", [60, 120, 180])
def test_turn_deadline_in_every_view(seconds):
    # CN-CL-6: the deadline is data; the UI draws the countdown.
    game = new_game(timer=seconds, now_ms=START)
    deadline = START + seconds * 1000
    assert game.next_deadline() == deadline
    for seat in (None, 0, 1, 2, 3):
        view = game.view(seat)
        assert view["deadline_ms"] == deadline and view["turn_timer_s"] == seconds


def test_timeout_only_from_the_session_and_not_early():
    game = new_game(timer=60, now_ms=START)
    deadline = game.next_deadline()
    assert refused(game, None, Timeout(), deadline - 1, TooEarly).code == \
        "game.timeout.too_early"
    assert refused(game, 0, Timeout(), deadline, NotAllowed).code == \
        "game.wrong_actor"


def test_timer_covers_the_whole_turn_clue_included():
    # CN-CL-6: the deadline is set when the team turn starts, and a clue does not reset it.
    game = new_game(timer=120, now_ms=START)
    deadline = game.next_deadline()
    clue(game, number=2, now_ms=START + 50_000)
    assert game.next_deadline() == deadline


def test_timeout_during_the_clue_ends_the_turn():
    # CN-CL-6: when the timer runs out the turn ends, even with no clue given.
    game = new_game(timer=60, now_ms=START)
    team = game.state.active_team
    deadline = game.next_deadline()
    events = game.apply(None, Timeout(), deadline)
    assert events[0]["reason"] == "codenames.turn.timer"
    assert game.state.active_team is other_team(team) and game.state.phase is Phase.CLUE
    assert game.next_deadline() == deadline + 60_000
    assert game.view(None)["clue_log"] == []


def test_timeout_before_any_guess_still_ends_the_turn():
    # CN-CL-6 overrides CN-GUESS-4 (at least one guess): the time is up.
    game = new_game(timer=60, now_ms=START)
    team = game.state.active_team
    clue(game, number=1, now_ms=START + 10)
    game.apply(None, Timeout(), game.next_deadline())
    assert game.state.active_team is other_team(team)
    assert game.view(None)["clue"] is None and game.view(None)["guesses_left"] is None


def test_wrong_guess_starts_the_next_deadline_from_its_time():
    game = new_game(timer=60, now_ms=START)
    clue(game, number=1, now_ms=START + 5_000)
    guess_colour(game, NEUTRAL, now_ms=START + 20_000)
    assert game.next_deadline() == START + 20_000 + 60_000


@pytest.mark.parametrize("variant", ["two_player", "three_coop"])
def test_cooperative_cover_is_untimed_and_restarts_the_clock(variant):
    # CN-CL-6 with CN-2P-2: the timer runs during the team turn, not during the cover.
    game = new_game(variant, timer=180, now_ms=START)
    team = game.state.active_team
    game.apply(None, Timeout(), game.next_deadline())
    assert game.state.phase is Phase.COVER and game.next_deadline() is None
    spymaster = game.settings.spymaster_of(team)
    game.apply(spymaster, Cover(unrevealed(game, other_team(team))[0]), START + 500_000)
    assert game.next_deadline() == START + 500_000 + 180_000


def test_session_tick_feeds_due_timeouts_only():
    session = Session.start("codenames", settings(timer=60), seat_names(4), 5,
                            {"words": WORDS}, START)
    assert session.tick(START + 59_999) == []
    events = session.tick(START + 60_000)
    assert [e["type"] for e in events] == ["turn_end", "turn_start"]
    assert session.record.actions[-1].action == {"type": "timeout"}
    assert Session.replay(session.record).game.snapshot() == session.game.snapshot()
