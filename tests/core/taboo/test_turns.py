"""A turn, passes, points and winning (TB-TURN-*, TB-PASS-*, TB-PTS-*, TB-WIN-*, TB-CL-2)."""

from __future__ import annotations

import pytest

from core.actions import Timeout
from core.errors import InvalidAction, NotAllowed, RuleError, TooEarly, WrongPhase
from core.taboo.actions import Buzz, Confirm, Found, Go, Pass
from core.taboo.constants import COUNTDOWN_MS, PASSES_PER_TURN, TURN_MS
from core.taboo.lobby import other_team
from core.taboo.state import Phase
from tests.core.taboo.support import (
    START_MS,
    card_no,
    confirm,
    current_word,
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
    words,
)


def _score(session, team: str) -> int:
    return session.view(None)["teams"][team]["score"]


def _refused(session, actor, action, at=None) -> RuleError:
    before = game(session).snapshot()
    with pytest.raises(RuleError) as info:
        session.act(actor, action, now(session) if at is None else at)
    assert game(session).snapshot() == before
    return info.value


# TB-TURN-1: everyone sees the team and the clue-giver; the clue-giver starts with Go.
def test_only_the_clue_giver_starts_the_turn() -> None:
    session = start(6)
    team, cg = playing_team(session), giver(session)
    for seat in range(6):
        view = session.view(seat)
        assert (view["turn"]["team"], view["turn"]["clue_giver"]) == (team, cg)
    teammate = seat_of(session, team, not_seat=cg)
    assert _refused(session, teammate, Go()).code == "taboo.go.not_clue_giver"
    assert _refused(session, watcher(session), Go()).code == "taboo.go.not_clue_giver"
    session.act(cg, Go(), START_MS)
    assert session.view(None)["phase"] == Phase.COUNTDOWN


# TB-TURN-2: a 3-2-1 countdown, then 60 seconds, both as deadlines.
def test_countdown_then_sixty_seconds() -> None:
    session = start()
    session.act(giver(session), Go(), START_MS)
    assert game(session).next_deadline() == START_MS + COUNTDOWN_MS
    assert session.view(giver(session))["card"] is None  # no card during the countdown
    err = _refused(session, None, Timeout(), START_MS + COUNTDOWN_MS - 1)
    assert isinstance(err, TooEarly)
    session.tick(START_MS + COUNTDOWN_MS)
    assert session.view(None)["phase"] == Phase.PLAYING
    assert game(session).next_deadline() == START_MS + COUNTDOWN_MS + TURN_MS
    assert session.view(giver(session))["card"]["word"] == current_word(session)
    session.tick(START_MS + COUNTDOWN_MS + TURN_MS)
    assert session.view(None)["phase"] == Phase.RESULT
    assert game(session).next_deadline() is None


def test_timeout_only_from_the_session_and_only_with_a_deadline() -> None:  # TB-TURN-2
    session = start()
    assert isinstance(_refused(session, None, Timeout()), WrongPhase)
    session.act(giver(session), Go(), START_MS)
    assert isinstance(_refused(session, giver(session), Timeout(), START_MS + 5_000), NotAllowed)


# TB-TURN-3: cards come one at a time from the top of the team's deck.
def test_cards_come_from_the_top_of_the_deck_in_order() -> None:
    session = start()
    team = playing_team(session)
    expected = words(session, deck(session, team)[:4])
    go_and_play(session)
    shown = []
    for letter in "FPB":
        shown.append(session.view(giver(session))["card"]["word"])
        tap(session, letter)
    shown.append(session.view(giver(session))["card"]["word"])
    assert shown == expected  # TB-TURN-6: a new card after every action


# TB-TURN-4: Found; Pass at most 3 times per turn.
def test_at_most_three_passes_per_turn() -> None:
    session = start()
    go_and_play(session)
    tap(session, "P" * PASSES_PER_TURN)
    assert session.view(giver(session))["turn"]["passes_left"] == 0
    assert [a["type"] for a in session.view(giver(session))["actions"]] == ["found"]
    err = _refused(session, giver(session), Pass(card_no(session)))
    assert err.code == "taboo.pass.limit"
    tap(session, "F")  # Found still works


# TB-TURN-5: the other team buzzes; only the first press on a card counts.
def test_only_the_first_buzz_on_a_card_counts() -> None:
    session = start(6)
    team = playing_team(session)
    go_and_play(session)
    first, second = [s for s in range(6) if game(session).settings.teams[s] != team][:2]
    card = card_no(session)
    session.act(first, Buzz(card), now(session) + 100)
    err = _refused(session, second, Buzz(card), now(session) + 50)
    assert err.code == "taboo.card.not_current"
    assert _score(session, team) == -1
    assert len(game(session).state.turn.played) == 1


def test_the_clue_givers_team_cannot_buzz() -> None:  # TB-TURN-5, TB-SET-6
    session = start(6)
    go_and_play(session)
    teammate = seat_of(session, playing_team(session), not_seat=giver(session))
    assert _refused(session, teammate, Buzz(0)).code == "taboo.buzz.own_team"
    assert _refused(session, giver(session), Buzz(0)).code == "taboo.buzz.own_team"
    assert _refused(session, watcher(session), Found(0)).code == "taboo.found.not_clue_giver"


# TB-TURN-6, TB-CL-2: the turn ends when every card left was passed during this turn.
def test_turn_ends_when_only_cards_passed_this_turn_are_left() -> None:
    session = start(cards_per_team=15)
    team = playing_team(session)
    go_and_play(session)
    tap(session, "F" * 13 + "P")
    assert session.view(None)["phase"] == Phase.PLAYING
    tap(session, "P")
    assert session.view(None)["phase"] == Phase.RESULT
    assert game(session).next_deadline() is None
    assert session.view(None)["teams"][team]["cards_left"] == 2


def test_turn_ends_when_the_last_card_is_played() -> None:  # TB-TURN-6
    session = start(cards_per_team=15)
    go_and_play(session)
    tap(session, "F" * 14 + "B")
    assert session.view(None)["phase"] == Phase.RESULT


# TB-TURN-8: then the other team plays; a team with an empty deck skips.
def test_a_team_with_an_empty_deck_skips_its_turn() -> None:
    session = start(cards_per_team=15)
    first = playing_team(session)
    go_and_play(session)
    tap(session, "F" * 15)
    confirm(session)
    assert playing_team(session) == other_team(first)
    go_and_play(session)
    tap(session, "FFFFF")
    time_out(session)
    confirm(session)
    assert playing_team(session) == other_team(first)  # `first` has no card: it skips
    assert session.view(None)["phase"] == Phase.READY


# TB-PASS-1: a first pass goes under the deck at turn end, back in a later turn.
def test_a_passed_card_comes_back_in_a_later_turn_not_this_one() -> None:
    session = start(cards_per_team=15)
    team = playing_team(session)
    go_and_play(session)
    passed = game(session).state.current_card()
    tap(session, "P")
    tap(session, "F" * 5)
    assert passed not in deck(session, team)
    time_out(session)
    confirm(session)
    assert deck(session, team)[-1] == passed
    assert _score(session, team) == 5
    # The other team's turn, then this team's: the card comes back at the end of the deck.
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    tap(session, "F" * (len(deck(session, team)) - 1))
    assert game(session).state.current_card() == passed


# TB-PASS-2/3: a returning card warns; passed again it is discarded, and that pass counts.
def test_a_second_pass_discards_the_card() -> None:
    session = start(cards_per_team=15)
    team = playing_team(session)
    go_and_play(session)
    tap(session, "P" + "F" * 14)
    confirm(session)
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    view = session.view(giver(session))
    assert view["card"]["returning"] is True  # TB-PASS-2 warning
    assert view["turn"]["played"] == 0
    tap(session, "P")
    assert session.view(giver(session))["turn"]["passes_used"] == 1  # TB-PASS-3
    result = session.view(giver(session))["result"]
    assert [r["result"] for r in result] == ["discarded"]
    assert deck(session, team) == []
    assert _score(session, team) == 14  # no point lost
    confirm(session)
    assert session.view(None)["teams"][team]["cards_left"] == 0


def test_a_fresh_card_shows_no_returning_warning() -> None:  # TB-PASS-2
    session = start()
    go_and_play(session)
    assert session.view(giver(session))["card"]["returning"] is False


def test_a_discarding_pass_counts_toward_the_limit() -> None:  # TB-PASS-3
    session = start(cards_per_team=15)
    team = playing_team(session)
    go_and_play(session)
    tap(session, "F" * 11 + "PPP")
    time_out(session)  # one card left on top, the three passed cards go under it
    confirm(session)
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    tap(session, "F")  # the card that was left, then the three returning cards
    tap(session, "PP")
    assert session.view(giver(session))["card"]["returning"] is True
    tap(session, "P")
    assert [r["result"] for r in session.view(giver(session))["result"]] == [
        "found", "discarded", "discarded", "discarded"]
    assert game(session).state.teams[team].deck == []


# TB-PASS-4: on timeout the current card is not a pass and comes first next turn.
def test_timeout_puts_the_current_card_back_on_top() -> None:
    session = start()
    team = playing_team(session)
    go_and_play(session)
    tap(session, "FP")
    current = game(session).state.current_card()
    time_out(session)
    assert deck(session, team)[0] == current
    view = session.view(giver(session))
    assert view["turn"]["passes_used"] == 1
    assert len(view["result"]) == 2  # the current card is not in the result
    confirm(session)
    go_and_play(session)
    time_out(session)
    confirm(session)
    go_and_play(session)
    assert game(session).state.current_card() == current


# TB-PTS-1/2: Found +1, Buzzed -1, Pass and discard 0; a score can go below zero.
def test_points_example_six_found_one_buzzed_one_passed_is_five() -> None:  # TB-PTS-2
    session = start()
    team = playing_team(session)
    go_and_play(session)
    tap(session, "FFFBFFPF")
    time_out(session)
    assert _score(session, team) == 5
    confirm(session)
    assert _score(session, team) == 5


def test_a_score_can_go_below_zero() -> None:  # TB-PTS-2
    session = start()
    team = playing_team(session)
    go_and_play(session)
    tap(session, "BBPB")
    assert _score(session, team) == -3
    assert _score(session, other_team(team)) == 0  # TB-PTS-3: buzzing earns nothing


def test_there_is_no_other_way_to_score() -> None:  # TB-PTS-3
    session = start()
    teams = (playing_team(session), other_team(playing_team(session)))
    for _ in range(4):
        go_and_play(session)
        tap(session, "PPP")
        time_out(session)
        confirm(session)
    assert [_score(session, t) for t in teams] == [0, 0]


def _play_out(session, script_first: str, script_second: str, step_second: int = 1_000):
    """Each team plays its 15 cards in one turn."""
    first = playing_team(session)
    go_and_play(session)
    tap(session, script_first)
    confirm(session)
    go_and_play(session)
    tap(session, script_second, step_ms=step_second)
    confirm(session)
    return first, other_team(first)


# TB-WIN-1, TB-WIN-3: the game ends when no deck has a playable card; most points win.
def test_game_ends_when_no_deck_has_a_card_and_most_points_win() -> None:
    session = start(cards_per_team=15)
    first = playing_team(session)
    go_and_play(session)
    tap(session, "F" * 15)
    confirm(session)
    go_and_play(session)
    tap(session, "F" * 10 + "B" * 5)
    assert session.outcome() is None  # the result can still be corrected
    confirm(session)
    outcome = session.outcome()
    assert outcome is not None and outcome.side == first and outcome.reason == "taboo.end.points"
    assert set(outcome.winners) == {s for s, t in enumerate(game(session).settings.teams)
                                     if t == first}
    assert session.view(None)["phase"] == Phase.OVER
    assert session.view(None)["outcome"] == outcome.to_dict()
    err = _refused(session, 0, Confirm())
    assert err.code == "game.over"
    assert all(game(session).legal_actions(s) == [] for s in range(4))


# TB-WIN-2: both teams play the same number of cards, not always the same number of turns.
def test_same_number_of_cards_not_of_turns() -> None:
    session = start(cards_per_team=15)
    first = playing_team(session)
    second = other_team(first)
    go_and_play(session)
    tap(session, "F" * 15)
    confirm(session)
    for script in ("FFFFF", "FFFFF"):
        go_and_play(session)
        tap(session, script)
        time_out(session)
        confirm(session)
    go_and_play(session)
    tap(session, "FFFFF")
    confirm(session)
    assert session.outcome() is not None
    teams = session.view(None)["teams"]
    assert (teams[first]["turns"], teams[second]["turns"]) == (1, 3)
    assert teams[first]["score"] == teams[second]["score"] == 15


# TB-WIN-4: a tie goes to the shortest play time (countdown excluded); then a draw.
def test_tie_goes_to_the_shortest_play_time() -> None:
    session = start(cards_per_team=15)
    first, second = _play_out(session, "F" * 15, "F" * 15, step_second=2_000)
    teams = session.view(None)["teams"]
    assert teams[first]["play_ms"] == 15 * 1_000  # from the first card: no countdown
    assert teams[second]["play_ms"] == 15 * 2_000
    outcome = session.outcome()
    assert outcome is not None
    assert (outcome.side, outcome.reason) == (first, "taboo.end.play_time")


def test_equal_points_and_equal_time_is_a_draw() -> None:  # TB-WIN-4
    session = start(cards_per_team=15)
    _play_out(session, "F" * 14 + "B", "B" + "F" * 14)
    assert session.view(None)["outcome"] == {
        "side": None, "winners": [], "reason": "taboo.end.draw"}


def test_stale_card_numbers_are_refused() -> None:  # TB-TURN-5/6
    session = start()
    go_and_play(session)
    tap(session, "F")
    err = _refused(session, giver(session), Found(0))
    assert isinstance(err, InvalidAction) and err.code == "taboo.card.not_current"
