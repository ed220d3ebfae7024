"""The Turn result screen: results, corrections, confirmation (TB-TURN-7, TB-CL-1,
TB-FAQ-1, TB-DEV-2, TB-DEV-4, TB-EDGE-4)."""

from __future__ import annotations

import pytest

from core.actions import Disconnect, Leave, Reconnect
from core.errors import RuleError
from core.taboo.actions import Confirm, Correct
from core.taboo.lobby import other_team
from core.taboo.state import Phase
from tests.core.taboo.support import (
    confirm,
    deck,
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


def _results(session, seat) -> list[tuple[str, str | None]]:
    return [(row["result"], row["word"]) for row in session.view(seat)["result"]]


def _correct(session, index: int, by: int | None = None) -> None:
    session.act(giver(session) if by is None else by, Correct(index), now(session) + 500)


def _refused_code(session, actor, action) -> str:
    before = game(session).snapshot()
    with pytest.raises(RuleError) as info:
        session.act(actor, action, now(session) + 10)
    assert game(session).snapshot() == before
    return info.value.code


def _turn_words(session) -> list[str]:
    g = game(session)
    return [g.cards[p.card].word for p in g.state.turn.played]


# TB-TURN-7: every card of the turn with its result; a first pass shows no word to the
# clue-giver's teammates ("Passed · back in the deck"), nor on the table.
def test_turn_result_lists_every_card_and_hides_first_passes_from_guessers() -> None:
    session = start(6)
    team = playing_team(session)
    go_and_play(session)
    tap(session, "FBP")
    time_out(session)
    played = _turn_words(session)
    cg = giver(session)
    guesser = seat_of(session, team, not_seat=cg)
    full = [("found", played[0]), ("buzzed", played[1]), ("passed", played[2])]
    assert _results(session, cg) == full
    assert _results(session, watcher(session)) == full
    hidden = [("found", played[0]), ("buzzed", played[1]), ("passed", None)]
    assert _results(session, guesser) == hidden  # TB-DEV-3: played cards revealed
    assert _results(session, None) == hidden
    assert played[2] not in str(session.view(guesser))


def test_discarded_cards_are_shown_to_everyone() -> None:  # TB-TURN-7
    session = start(cards_per_team=15)
    go_and_play(session)
    tap(session, "P" + "F" * 14)
    confirm(session)
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    tap(session, "P")
    word = _turn_words(session)[0]
    assert _results(session, None) == [("discarded", word)]


# TB-TURN-7: corrections cycle Found -> Buzzed -> Passed -> Found; the score follows.
def test_corrections_cycle_found_buzzed_passed() -> None:
    session = start()
    team = playing_team(session)
    go_and_play(session)
    tap(session, "F")
    time_out(session)
    seen = []
    for _ in range(4):
        seen.append((session.view(None)["result"][0]["result"],
                     session.view(None)["teams"][team]["score"]))
        _correct(session, 0)
    assert seen == [("found", 1), ("buzzed", -1), ("passed", 0), ("found", 1)]


def test_the_pass_limit_does_not_apply_to_corrections() -> None:  # TB-TURN-7
    session = start()
    go_and_play(session)
    tap(session, "PPPF")
    time_out(session)
    _correct(session, 3)
    _correct(session, 3)
    assert [r for r, _ in _results(session, giver(session))] == ["passed"] * 4


# TB-CL-1: a correction to Passed follows pass rules.
def test_a_card_corrected_to_passed_goes_under_the_deck() -> None:
    session = start()
    team = playing_team(session)
    go_and_play(session)
    tap(session, "F")
    card = game(session).state.turn.played[0].card
    time_out(session)
    _correct(session, 0)
    _correct(session, 0)
    confirm(session)
    assert deck(session, team)[-1] == card
    assert card in game(session).state.passed_once


def test_a_card_passed_before_and_corrected_to_passed_is_discarded() -> None:  # TB-CL-1
    session = start(cards_per_team=15)
    team = playing_team(session)
    go_and_play(session)
    tap(session, "P" + "F" * 14)
    confirm(session)
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    tap(session, "F")  # the returning card, found this time
    _correct(session, 0)
    assert [r for r, _ in _results(session, giver(session))] == ["buzzed"]
    _correct(session, 0)
    assert [r for r, _ in _results(session, giver(session))] == ["discarded"]
    _correct(session, 0)
    assert [r for r, _ in _results(session, giver(session))] == ["found"]
    _correct(session, 0)
    _correct(session, 0)
    confirm(session)
    assert deck(session, team) == []
    assert game(session).state.teams[team].discarded == 1


def test_a_correction_away_from_passed_takes_the_card_out_of_the_deck() -> None:  # TB-CL-1
    session = start()
    team = playing_team(session)
    go_and_play(session)
    tap(session, "PF")
    card = game(session).state.turn.played[0].card
    time_out(session)
    assert session.view(None)["teams"][team]["cards_left"] == len(deck(session, team)) + 1
    _correct(session, 0)  # passed -> found
    assert session.view(None)["teams"][team]["cards_left"] == len(deck(session, team))
    confirm(session)
    assert card not in deck(session, team)
    assert session.view(None)["teams"][team]["score"] == 2


# TB-FAQ-1: a Buzz! by mistake cannot be undone during the turn, only on the result screen.
def test_a_mistaken_buzz_is_fixed_on_the_result_screen() -> None:
    session = start(6)
    team = playing_team(session)
    go_and_play(session)
    tap(session, "B")
    kinds = {a.KIND for s in range(6) for a in game(session).legal_actions(s)}
    assert kinds == {"found", "pass", "buzz"}  # no undo while the turn runs
    assert _refused_code(session, giver(session), Correct(0)) == "taboo.phase.not_result"
    time_out(session)
    for seat in range(6):  # TB-DEV-4: several devices, only by the clue-giver
        if seat != giver(session):
            assert _refused_code(session, seat, Correct(0)) == "taboo.correct.not_clue_giver"
    _correct(session, 0)
    _correct(session, 0)
    assert session.view(None)["teams"][team]["score"] == 1


# TB-DEV-4: the change shows for everyone.
def test_a_correction_shows_for_everyone() -> None:
    session = start(6)
    go_and_play(session)
    tap(session, "F")
    time_out(session)
    _correct(session, 0)
    assert {session.view(s)["result"][0]["result"] for s in [None, *range(6)]} == {"buzzed"}


# TB-DEV-2: one device, whoever holds the device makes the corrections and confirms.
def test_one_device_anyone_corrects_and_confirms() -> None:
    session = start(4, mode="one_device")
    team = playing_team(session)
    go_and_play(session)
    tap(session, "F")
    time_out(session)
    opponent = seat_of(session, other_team(team))
    _correct(session, 0, by=opponent)
    assert session.view(None)["result"][0]["result"] == "buzzed"
    confirm(session, by=opponent)
    assert session.view(None)["phase"] == Phase.READY


def test_several_devices_only_the_clue_giver_confirms() -> None:  # TB-EDGE-4 (connected)
    session = start(6)
    go_and_play(session)
    time_out(session)
    for seat in range(6):
        if seat != giver(session):
            assert _refused_code(session, seat, Confirm()) == "taboo.confirm.not_clue_giver"
    confirm(session)


# TB-EDGE-4: the clue-giver is gone: anyone may confirm, nobody may correct.
@pytest.mark.parametrize("gone", [Disconnect, Leave])
def test_anyone_confirms_when_the_clue_giver_is_gone(gone) -> None:
    session = start(6)
    first = playing_team(session)
    go_and_play(session)
    tap(session, "FB")
    cg = giver(session)
    session.act(None, gone(cg), now(session) + 100)  # TB-EDGE-2: the turn ends at once
    assert session.view(None)["phase"] == Phase.RESULT
    for seat in range(6):
        if seat != cg:
            assert _refused_code(session, seat, Correct(0)) == "taboo.correct.not_clue_giver"
            assert {a.KIND for a in game(session).legal_actions(seat)} == {"confirm"}
    confirm(session, by=watcher(session))
    assert playing_team(session) == other_team(first)


def test_a_reconnected_clue_giver_corrects_and_confirms_again() -> None:  # TB-EDGE-4
    session = start(6)
    go_and_play(session)
    tap(session, "F")
    cg = giver(session)
    session.act(None, Disconnect(cg), now(session) + 100)
    session.act(None, Reconnect(cg), now(session) + 100)
    assert _refused_code(session, watcher(session), Confirm()) == "taboo.confirm.not_clue_giver"
    _correct(session, 0)
    confirm(session)
