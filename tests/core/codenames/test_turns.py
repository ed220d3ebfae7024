"""Classic turns: clue, guesses, end of turn, end of game (CN-CLUE-*, CN-GUESS-*, CN-END-1,
CN-GOAL-1, CN-CL-1, CN-CL-3)."""

from __future__ import annotations

import pytest

from core.codenames.actions import Cover, EndTurn, GiveClue, Guess
from core.codenames.colours import other_team
from core.codenames.state import Phase
from core.errors import InvalidAction, NotAllowed, RuleError, WrongPhase
from tests.core.codenames.support import (
    ASSASSIN,
    CLUE,
    NEUTRAL,
    ROLES,
    clue,
    guess,
    guess_colour,
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


def test_clue_opens_the_guessing():
    # CN-CLUE-1: one word and a number, from the active team's spymaster.
    game = new_game()
    events = clue(game, number=2)
    assert events[0]["type"] == "clue"
    assert game.state.phase is Phase.GUESS
    view = game.view(None)
    assert view["clue"]["word"] == CLUE and view["clue"]["number"] == 2
    assert view["guesses_left"] == 3 and view["unlimited_guesses"] is False
    assert view["clue_log"] == [view["clue"]]


def test_only_the_active_spymaster_gives_clues():
    # CN-CLUE-1 / CN-SET-1
    game = new_game()
    team = game.state.active_team
    other_spymaster = spymaster(game, other_team(team))
    assert refused(game, other_spymaster, GiveClue(CLUE, 1), NotAllowed).code == \
        "codenames.actor.not_your_turn"
    assert refused(game, guesser(game), GiveClue(CLUE, 1)).code == \
        "codenames.actor.not_spymaster"
    assert refused(game, None, GiveClue(CLUE, 1)).code == "game.wrong_actor"
    assert refused(game, 9, GiveClue(CLUE, 1)).code == "game.seat.unknown"


def test_clue_may_not_be_an_unrevealed_codename():
    # CN-CLUE-2: refused with a reason; the spymaster may retype (CN-CL-2).
    game = new_game()
    err = refused(game, spymaster(game), GiveClue(" Dragon ", 1), InvalidAction)
    assert (err.code, err.details) == ("codenames.clue.matches_codename", {"card": 3})
    err = refused(game, spymaster(game), GiveClue("two words", 1), InvalidAction)
    assert err.code == "codenames.clue.two_words"
    err = refused(game, spymaster(game), GiveClue(CLUE, -1), InvalidAction)
    assert err.code == "codenames.clue.bad_number"
    clue(game, number=1)
    assert game.state.clue.word == CLUE


def test_revealed_codename_may_become_a_clue():
    # CN-CLUE-2: only codenames "not yet revealed" are forbidden.
    game = new_game()
    clue(game, number=1)
    card = unrevealed(game, game.state.active_team)[0]
    guess(game, card)
    game.apply(guesser(game), EndTurn(), 0)
    game.apply(spymaster(game), GiveClue(game.state.words[card].upper(), 1), 0)
    assert game.state.clue.word == game.state.words[card].upper()


def test_right_guess_keeps_the_turn():
    # CN-GUESS-1: covered with the team's colour, the turn goes on.
    game = new_game()
    team = game.state.active_team
    clue(game, number=2)
    events = guess_colour(game, team)
    assert events == [{"type": "reveal", **game.view(None)["guess_history"][0]}]
    assert events[0]["colour"] == str(team)
    assert game.state.active_team is team and game.state.phase is Phase.GUESS
    assert game.view(None)["guesses_left"] == 2


@pytest.mark.parametrize("wrong", ["opponent", "neutral"])
def test_wrong_guess_ends_the_turn_at_once(wrong):
    # CN-GUESS-2: the card shows its colour and the other team plays.
    game = new_game()
    team = game.state.active_team
    colour = other_team(team) if wrong == "opponent" else NEUTRAL
    clue(game, number=3)
    events = guess_colour(game, colour)
    assert [e["type"] for e in events] == ["reveal", "turn_end", "turn_start"]
    assert events[1]["reason"] == "codenames.turn.wrong_guess"
    assert game.state.active_team is other_team(team)
    assert game.state.phase is Phase.CLUE
    assert game.view(None)["clue"] is None
    assert game.view(None)["guess_history"][0]["colour"] == str(colour)


def test_assassin_loses_the_game():
    # CN-GUESS-3 / CN-END-1: the other team wins.
    game = new_game()
    team = game.state.active_team
    clue(game, number=1)
    events = guess_colour(game, ASSASSIN)
    assert events[-1]["type"] == "game_over"
    outcome = game.outcome()
    assert outcome.side == str(other_team(team))
    assert outcome.reason == "codenames.end.assassin"
    assert set(outcome.winners) == {spymaster(game, other_team(team)),
                                    guesser(game, other_team(team))}
    assert game.state.phase is Phase.OVER and game.next_deadline() is None


def test_at_least_one_guess_before_ending_the_turn():
    # CN-GUESS-4 / CN-CL-3
    game = new_game()
    clue(game, number=2)
    assert EndTurn() not in game.legal_actions(guesser(game))
    err = refused(game, guesser(game), EndTurn(), WrongPhase)
    assert err.code == "codenames.end_turn.guess_first"
    guess_colour(game, game.state.active_team)
    assert EndTurn() in game.legal_actions(guesser(game))
    team = game.state.active_team
    events = game.apply(guesser(game), EndTurn(), 0)
    assert events[0] == {"type": "turn_end", "team": str(team), "turn": 1,
                         "reason": "codenames.turn.ended"}
    assert game.state.active_team is other_team(team)


def test_n_right_guesses_then_one_extra():
    # CN-GUESS-5 / CN-CL-3: "Biscuit 2" allows 2 right guesses plus one more try.
    game = new_game()
    team = game.state.active_team
    clue(game, number=2)
    guess_colour(game, team)
    guess_colour(game, team)
    assert game.state.active_team is team and game.view(None)["guesses_left"] == 1
    events = guess_colour(game, team)
    assert events[1]["reason"] == "codenames.turn.out_of_guesses"
    assert game.state.active_team is other_team(team)
    assert len(game.view(None)["guess_history"]) == 3


def test_zero_means_unlimited_while_right():
    # CN-CLUE-3: number 0, the team may guess as long as it is right.
    game = new_game()
    team = game.state.active_team
    clue(game, number=0)
    assert game.view(None)["unlimited_guesses"] is True
    for _ in range(8):
        guess_colour(game, team)
        assert game.state.active_team is team and game.state.phase is Phase.GUESS
    assert game.view(None)["guesses_left"] is None
    guess_colour(game, NEUTRAL)
    assert game.state.active_team is other_team(team)


def test_first_team_to_find_all_its_words_wins():
    # CN-GOAL-1 / CN-END-1
    game = new_game(seed=2)
    team = game.state.active_team
    clue(game, number=0)
    for _ in range(9):
        events = guess_colour(game, team)
    assert events[-1] == {"type": "game_over", "side": str(team),
                          "winners": sorted([spymaster(game, team), guesser(game, team)]),
                          "reason": "codenames.end.all_words"}
    assert game.legal_actions(guesser(game, team)) == []


def test_opponent_can_hand_you_the_game():
    # CN-CL-1: all of a team's words revealed wins, whoever revealed the last one.
    game = new_game(seed=4)
    first = game.state.active_team
    second = other_team(first)
    clue(game, number=1)
    guess_colour(game, NEUTRAL)  # first team's turn ends at once
    clue(game, number=0)
    for _ in range(7):
        guess_colour(game, second)
    game.apply(guesser(game), EndTurn(), 0)
    assert len(unrevealed(game, second)) == 1
    clue(game, number=1)
    events = guess_colour(game, second)  # the first team reveals the second's last word
    assert game.outcome().side == str(second)
    assert game.outcome().reason == "codenames.end.all_words"
    assert events[-1]["type"] == "game_over"


def test_spymaster_never_guesses_and_other_team_waits():
    game = new_game()
    clue(game, number=1)
    card = unrevealed(game, NEUTRAL)[0]
    assert refused(game, spymaster(game), Guess(card), NotAllowed).code == \
        "codenames.actor.spymaster_cannot_guess"
    other = guesser(game, other_team(game.state.active_team))
    assert refused(game, other, Guess(card), NotAllowed).code == "codenames.actor.not_your_turn"
    assert refused(game, other, EndTurn()).code == "codenames.actor.not_your_turn"
    assert game.legal_actions(other) == []


def test_bad_cards_refused():
    game = new_game()
    clue(game, number=0)
    card = unrevealed(game, game.state.active_team)[0]
    guess(game, card)
    assert refused(game, guesser(game), Guess(card), InvalidAction).code == \
        "codenames.card.revealed"
    for bad in (-1, 25):
        assert refused(game, guesser(game), Guess(bad), InvalidAction).code == \
            "codenames.card.unknown"


def test_actions_out_of_phase_refused():
    game = new_game()
    assert refused(game, guesser(game), Guess(0), WrongPhase).code == \
        "codenames.phase.not_guess"
    assert refused(game, spymaster(game), Cover(0), WrongPhase).code == \
        "codenames.phase.not_cover"
    clue(game, number=1)
    assert refused(game, spymaster(game), GiveClue(CLUE, 1), WrongPhase).code == \
        "codenames.phase.not_clue"


def test_nothing_accepted_after_the_end():
    game = new_game()
    clue(game, number=1)
    guess_colour(game, ASSASSIN)
    winner_spymaster = spymaster(game, other_team(game.state.active_team))
    assert refused(game, winner_spymaster, GiveClue(CLUE, 1), WrongPhase).code == \
        "game.over"
    assert all(game.legal_actions(seat) == [] for seat in range(4))


def test_several_guessers_may_each_guess():
    # One device or several: any guesser of the active team may guess or end the turn.
    roles = [*ROLES["classic"], role("red"), role("blue")]
    for mode in ("one_device", "several_devices"):
        game = new_game(roles=roles, mode=mode)
        team = game.state.active_team
        first, second = game.settings.guessers_of(team)
        clue(game, number=2)
        guess(game, unrevealed(game, team)[0], seat=first)
        guess(game, unrevealed(game, team)[0], seat=second)
        game.apply(first, EndTurn(), 0)
        assert game.state.active_team is other_team(team)
