"""One device or several: views per role, pause and resume (TB-DEV-*, TB-CL-3)."""

from __future__ import annotations

import json

import pytest

from core.actions import Leave, Timeout
from core.errors import RuleError
from core.taboo.actions import Buzz, Found, Go, Pass, Pause, Resume
from core.taboo.constants import COUNTDOWN_MS, TURN_MS
from core.taboo.lobby import other_team
from core.taboo.state import Phase
from tests.core.taboo.support import (
    START_MS,
    card_no,
    confirm,
    game,
    giver,
    go_and_play,
    now,
    playing_team,
    seat_of,
    start,
    tap,
    time_out,
    watcher,
)


def _code(session, actor, action, at=None) -> str:
    before = game(session).snapshot()
    with pytest.raises(RuleError) as info:
        session.act(actor, action, now(session) if at is None else at)
    assert game(session).snapshot() == before
    return info.value.code


def _card_words(session) -> set[str]:
    g = game(session)
    card = g.cards[g.state.current_card()]
    return {card.word, *card.forbidden}


def _shows(view: dict, secrets: set[str]) -> bool:
    text = json.dumps(view)
    return any(secret in text for secret in secrets)


# TB-DEV-3: the clue-giver sees the card with Found and Pass, the other team the card with
# Buzz!; the teammates never see it, only the clue-giver's name; nor does the table.
@pytest.mark.parametrize("mode", ["several_devices", "one_device"])
def test_views_per_role_during_a_turn(mode: str) -> None:
    session = start(6, mode=mode)
    team = playing_team(session)
    cg = giver(session)
    guessers = [s for s in range(6) if s != cg and game(session).settings.teams[s] == team]
    watchers = [s for s in range(6) if game(session).settings.teams[s] != team]
    session.act(cg, Go(), START_MS)
    secrets_next = None
    for phase in ("countdown", "playing"):
        if phase == "playing":
            session.act(None, Timeout(), START_MS + COUNTDOWN_MS)
            secrets_next = _card_words(session)
        for seat in [*guessers, None]:
            view = session.view(seat)
            assert view["card"] is None
            assert view["turn"]["clue_giver_name"] == f"P{cg}"
            if secrets_next:
                assert not _shows(view, secrets_next)
    card = session.view(cg)["card"]
    assert {card["word"], *card["forbidden"]} == secrets_next
    assert len(card["forbidden"]) == 5
    for seat in watchers:
        seen = session.view(seat)["card"]
        assert (seen["word"], seen["forbidden"]) == (card["word"], card["forbidden"])
        assert "returning" not in seen


def test_guessers_see_played_cards_on_the_result_screen() -> None:  # TB-DEV-3
    session = start(6)
    go_and_play(session)
    word = session.view(giver(session))["card"]["word"]
    tap(session, "F")
    time_out(session)
    guesser = seat_of(session, playing_team(session), not_seat=giver(session))
    assert session.view(guesser)["result"][0]["word"] == word


# TB-DEV-1: one device, Found, Pass and Buzz! on the same screen, from whoever holds it.
def test_one_device_found_pass_and_buzz_on_one_screen() -> None:
    session = start(4, mode="one_device")
    team = playing_team(session)
    go_and_play(session)
    for seat in range(4):
        kinds = {a["type"] for a in session.view(seat)["actions"]}
        assert kinds == {"found", "pass", "buzz", "pause"}
    opponent = seat_of(session, other_team(team))
    teammate = seat_of(session, team, not_seat=giver(session))
    session.act(opponent, Found(card_no(session)), now(session) + 100)
    session.act(teammate, Buzz(card_no(session)), now(session) + 100)
    session.act(giver(session), Pass(card_no(session)), now(session) + 100)
    assert [p.result for p in game(session).state.turn.played] == ["found", "buzzed", "passed"]


def test_one_device_anyone_taps_go() -> None:  # TB-DEV-1
    session = start(4, mode="one_device")
    seat = watcher(session)
    session.act(seat, Go(), START_MS)
    assert session.view(None)["phase"] == Phase.COUNTDOWN


# TB-DEV-2: one device, the game pauses; the deadline moves; paused time is not play time.
def test_pause_stops_the_clock_and_is_not_play_time() -> None:
    session = start(4, mode="one_device")
    team = playing_team(session)
    first_card = go_and_play(session)
    session.act(0, Pause(), first_card + 10_000)
    assert game(session).next_deadline() is None
    assert session.view(giver(session))["paused"] is True
    assert session.view(None)["paused_remaining_ms"] == TURN_MS - 10_000
    assert session.view(giver(session))["card"] is None  # no free thinking time
    assert _code(session, giver(session), Found(0)) == "taboo.turn.paused"
    # Paused: no deadline runs, so no timeout is due.
    assert _code(session, None, Timeout(), first_card + TURN_MS) == "game.timeout.no_deadline"
    assert [a.KIND for a in game(session).legal_actions(1)] == ["resume"]
    session.act(1, Resume(), first_card + 40_000)
    assert game(session).next_deadline() == first_card + TURN_MS + 30_000
    session.tick(first_card + TURN_MS + 30_000)
    assert session.view(None)["phase"] == Phase.RESULT
    assert session.view(None)["teams"][team]["play_ms"] == TURN_MS  # TB-CL-3


def test_pausing_the_countdown_moves_it_without_touching_play_time() -> None:  # TB-DEV-2
    session = start(4, mode="one_device")
    team = playing_team(session)
    session.act(giver(session), Go(), START_MS)
    session.act(giver(session), Pause(), START_MS + 1_000)
    session.act(giver(session), Resume(), START_MS + 6_000)
    assert game(session).next_deadline() == START_MS + COUNTDOWN_MS + 5_000
    time_out(session)
    tap(session, "FF")
    time_out(session)
    assert session.view(None)["teams"][team]["play_ms"] == TURN_MS


def test_pause_only_on_one_device_and_only_while_the_clock_runs() -> None:  # TB-DEV-2
    several = start(4)
    go_and_play(several)
    assert _code(several, giver(several), Pause()) == "taboo.pause.one_device_only"
    assert _code(several, giver(several), Resume()) == "taboo.resume.one_device_only"
    one = start(4, mode="one_device")
    assert _code(one, 0, Pause()) == "taboo.phase.not_playing"
    assert _code(one, 0, Resume()) == "taboo.resume.not_paused"
    go_and_play(one)
    time_out(one)
    assert _code(one, 0, Pause()) == "taboo.phase.not_playing"
    confirm(one)


def test_a_departure_during_a_pause() -> None:  # TB-DEV-2
    session = start(6, mode="one_device")
    team = playing_team(session)
    first_card = go_and_play(session)
    session.act(0, Pause(), first_card + 5_000)
    other = seat_of(session, other_team(team))
    session.act(None, Leave(other), first_card + 7_000)
    assert session.view(None)["paused"] is True  # still in the background
    session.act(None, Leave(giver(session)), first_card + 9_000)
    # TB-EDGE-2: the turn ends; the pause stays out of play time (TB-CL-3).
    assert session.view(None)["phase"] == Phase.RESULT
    assert session.view(None)["paused"] is False
    assert session.view(None)["teams"][team]["play_ms"] == 5_000


# TB-PTS-2: every seat (and the table) sees the turn's score so far, the same for all:
# counts only, never a word (the clue-giver's teammates follow their score, TB-DEV-3).
def test_the_turn_score_so_far_is_public() -> None:
    session = start(4)
    go_and_play(session)
    for letter in "FFBP":
        tap(session, letter)
    turns = [session.view(seat)["turn"] for seat in [None, *range(4)]]
    assert {(turn["found"], turn["buzzed"]) for turn in turns} == {(2, 1)}
