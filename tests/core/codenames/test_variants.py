"""Two- and three-player variants (CN-2P-*, CN-3P-*, CN-CL-4, CN-CL-5)."""

from __future__ import annotations

import pytest

from core.codenames.actions import Cover, EndTurn, GiveClue, Guess
from core.codenames.colours import other_team
from core.codenames.state import Phase
from core.errors import RuleError
from tests.core.codenames.support import (
    ASSASSIN,
    CLUE,
    NEUTRAL,
    RED,
    clue,
    guess,
    guess_colour,
    new_game,
    unrevealed,
)

COOPERATIVE = ["two_player", "three_coop"]


def refused(game, actor, action) -> RuleError:
    before = game.snapshot()
    with pytest.raises(RuleError) as err:
        game.apply(actor, action, 0)
    assert game.snapshot() == before
    return err.value


def cover_any(game, now_ms: int = 0) -> list[dict]:
    team = game.state.active_team
    return game.apply(game.settings.spymaster_of(team),
                      Cover(unrevealed(game, other_team(team))[0]), now_ms)


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_spymaster_covers_an_opponent_word_after_each_turn(variant):
    # CN-2P-2 / CN-3P-1: play as usual; when the turn ends the spymaster covers a word.
    game = new_game(variant)
    team = game.settings.player_team()
    opponent = other_team(team)
    spymaster = game.settings.spymaster_of(team)
    clue(game, number=1)
    events = guess_colour(game, NEUTRAL)
    assert [e["type"] for e in events] == ["reveal", "turn_end"]
    assert game.state.phase is Phase.COVER
    covers = game.legal_actions(spymaster)
    assert sorted(a.card for a in covers) == unrevealed(game, opponent)
    assert all(game.legal_actions(s) == [] for s in game.settings.guessers_of(team))
    card = unrevealed(game, opponent)[0]
    events = game.apply(spymaster, Cover(card), 0)
    assert events[0] == {"type": "cover", **game.view(None)["cover_history"][0]}
    assert game.view(None)["cards"][card] == {
        "index": card, "word": game.state.words[card], "revealed": True,
        "colour": str(opponent)}
    # The same team plays again.
    assert events[1]["type"] == "turn_start"
    assert game.state.phase is Phase.CLUE and game.state.active_team is team


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_cover_after_every_kind_of_turn_end(variant):
    # CN-2P-2: "every time the team's turn ends": wrong guess, last guess, voluntary end.
    game = new_game(variant, seed=5)
    team = game.settings.player_team()
    clue(game, number=1)
    guess_colour(game, team)
    guess_colour(game, team)  # the extra guess was the last one
    assert game.state.phase is Phase.COVER
    cover_any(game)
    clue(game, number=2)
    guess_colour(game, team)
    game.apply(game.settings.guessers_of(team)[-1], EndTurn(), 0)
    assert game.state.phase is Phase.COVER
    cover_any(game)
    assert len(game.view(None)["cover_history"]) == 2
    assert game.view(None)["turn"] == 3


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_cover_must_be_an_unrevealed_opponent_word(variant):
    # CN-2P-2: an opponent word, with an opponent tile.
    game = new_game(variant)
    team = game.settings.player_team()
    spymaster = game.settings.spymaster_of(team)
    clue(game, number=1)
    guess_colour(game, other_team(team))  # wrong guess: reveals an opponent word
    revealed_opponent = game.view(None)["guess_history"][0]["card"]
    for card in (unrevealed(game, team)[0], unrevealed(game, NEUTRAL)[0],
                 unrevealed(game, ASSASSIN)[0]):
        err = refused(game, spymaster, Cover(card))
        assert (err.code, err.details) == ("codenames.cover.not_opponent_word", {"card": card})
    assert refused(game, spymaster, Cover(revealed_opponent)).code == "codenames.card.revealed"
    assert refused(game, spymaster, Cover(25)).code == "codenames.card.unknown"
    guesser = game.settings.guessers_of(team)[0]
    assert refused(game, guesser, Cover(unrevealed(game, other_team(team))[0])).code == \
        "codenames.actor.not_spymaster"
    assert refused(game, guesser, Guess(unrevealed(game, team)[0])).code == \
        "codenames.phase.not_guess"


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_team_wins_by_finding_all_its_words(variant):
    # CN-2P-3: the team wins if it finds all its codenames.
    game = new_game(variant, seed=8)
    team = game.settings.player_team()
    clue(game, number=0)
    for _ in range(9):
        events = guess_colour(game, team)
    outcome = game.outcome()
    assert outcome.side == str(team) and outcome.reason == "codenames.end.all_words"
    assert outcome.winners == tuple(range(len(game.settings.roles)))
    assert events[-1]["type"] == "game_over"


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_assassin_is_a_loss_for_everyone(variant):
    # CN-CL-4: the team loses when the assassin is revealed.
    game = new_game(variant)
    clue(game, number=1)
    guess_colour(game, ASSASSIN)
    outcome = game.outcome()
    assert (outcome.side, outcome.winners, outcome.reason) == \
        (None, (), "codenames.end.assassin")


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_all_opponent_words_covered_is_a_loss(variant):
    # CN-CL-4: the last opponent word covered by the spymaster ends the game.
    game = new_game(variant, seed=3)
    team = game.settings.player_team()
    for turn in range(8):
        clue(game, number=1)
        guess_colour(game, NEUTRAL if turn < 7 else team)
        if game.state.phase is not Phase.COVER:
            game.apply(game.settings.guessers_of(team)[0], EndTurn(), 0)
        events = cover_any(game)
    assert unrevealed(game, other_team(team)) == []
    assert events[-1]["type"] == "game_over"
    assert game.outcome().reason == "codenames.end.opponent_words_covered"
    assert game.outcome().winners == () and game.outcome().side is None


@pytest.mark.parametrize("variant", COOPERATIVE)
def test_guessing_the_last_opponent_word_is_a_loss(variant):
    # CN-CL-4 with CN-CL-1: all opponent words revealed, by a wrong guess this time.
    game = new_game(variant, seed=6)
    opponent = other_team(game.settings.player_team())
    clue(game, number=1)
    guess_colour(game, NEUTRAL)
    cover_any(game)
    for _ in range(3):
        clue(game, number=1)
        guess_colour(game, opponent)
        cover_any(game)
    assert len(unrevealed(game, opponent)) == 1 and game.outcome() is None
    clue(game, number=1)
    events = guess_colour(game, opponent)
    assert [e["type"] for e in events] == ["reveal", "game_over"]
    assert game.outcome().reason == "codenames.end.opponent_words_covered"
    assert game.outcome().side is None


def test_three_coop_both_guessers_play():
    # CN-3P-1: one spymaster for two guessers.
    game = new_game("three_coop")
    team = game.settings.player_team()
    first, second = game.settings.guessers_of(team)
    clue(game, number=2)
    assert game.legal_actions(first) == game.legal_actions(second)
    guess(game, unrevealed(game, team)[0], seat=first)
    guess(game, unrevealed(game, team)[0], seat=second)
    assert [g["seat"] for g in game.view(None)["guess_history"]] == [first, second]


# -- competitive three players (CN-3P-2, CN-3P-3, CN-CL-5) -------------------------------------


def test_competitive_spymasters_alternate_with_one_guesser():
    # CN-CL-5: the two spymasters take turns giving clues to the single guesser.
    game = new_game("three_competitive", seed=2)
    first = game.state.active_team
    second = other_team(first)
    guesser = 2
    clue(game, number=1)
    guess(game, unrevealed(game, NEUTRAL)[0], seat=guesser)
    assert game.state.active_team is second
    assert game.legal_actions(game.settings.spymaster_of(first)) == []
    assert refused(game, game.settings.spymaster_of(first), GiveClue(CLUE, 1)).code == \
        "codenames.actor.not_your_turn"
    clue(game, number=1)
    events = guess(game, unrevealed(game, second)[0], seat=guesser)
    assert events[0]["team"] == str(second) and events[0]["colour"] == str(second)
    assert game.state.active_team is second  # CN-GUESS-1 for the spymaster whose turn it is
    assert [c["team"] for c in game.view(None)["clue_log"]] == [str(first), str(second)]


@pytest.mark.parametrize("finder", ["own", "other"])
def test_competitive_guesser_wins_with_the_winning_spymaster(finder):
    # CN-3P-2: each spymaster gets words of their colour found; CN-3P-3: the guesser wins
    # together with the spymaster who wins.
    game = new_game("three_competitive", seed=9)
    first = game.state.active_team
    winner = first if finder == "own" else other_team(first)
    clue(game, number=0)
    if finder == "other":
        guess_colour(game, NEUTRAL)
        clue(game, number=0)
        for _ in range(7):
            guess_colour(game, winner)
        game.apply(2, EndTurn(), 0)
        clue(game, number=1)
        guess_colour(game, winner)  # CN-CL-1: found during the other spymaster's turn
    else:
        for _ in range(9):
            guess_colour(game, winner)
    outcome = game.outcome()
    assert outcome.side == str(winner) and outcome.reason == "codenames.end.all_words"
    assert set(outcome.winners) == {game.settings.spymaster_of(winner), 2}


def test_competitive_assassin_loses_for_the_spymaster_whose_turn_it_was():
    # CN-CL-5
    game = new_game("three_competitive", seed=4)
    loser = game.state.active_team
    clue(game, number=1)
    guess_colour(game, ASSASSIN)
    outcome = game.outcome()
    assert outcome.side == str(other_team(loser)) and outcome.reason == "codenames.end.assassin"
    assert set(outcome.winners) == {game.settings.spymaster_of(other_team(loser)), 2}


def test_competitive_and_classic_have_no_cover_phase():
    for variant in ("classic", "three_competitive"):
        game = new_game(variant)
        clue(game, number=1)
        guess_colour(game, NEUTRAL)
        assert game.state.phase is Phase.CLUE
        spymaster = game.settings.spymaster_of(game.state.active_team)
        assert refused(game, spymaster, Cover(unrevealed(game, RED)[0])).code == \
            "codenames.phase.not_cover"

