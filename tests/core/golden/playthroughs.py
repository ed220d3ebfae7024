"""The golden playthroughs: short whole games, each taking a distinct path through the rules.

Content is fixed here (the test suites' own word pair, cards and grid), not drawn from the
shipped packs, so editing a pack never changes a golden file. Scripts use the scripted
tests' helpers and read the state only to find who holds a role (the spy, the ghost, a
red card); every choice is deterministic for the fixed seed.
"""

from __future__ import annotations

from collections.abc import Callable

from core.actions import Disconnect, Reconnect
from core.codenames.actions import Cover, EndTurn, GiveClue, Guess
from core.codenames.colours import Colour, other_team
from core.codenames.game import Codenames
from core.session import Session
from core.spyword import settings as sw
from core.spyword.actions import ClueGiven, GhostGuess, GoToVote, SeenRole, Vote
from core.spyword.game import SpyWord
from core.spyword.state import Role
from core.taboo.actions import Correct, Pause, Resume
from core.taboo.game import Taboo
from core.taboo.state import Phase
from tests.core.codenames.support import WORDS, seat_names
from tests.core.codenames.support import settings as cn_settings
from tests.core.golden.golden import Playthrough
from tests.core.spyword.conftest import NAMES, PAIR, reveal_all, seats_with, to_vote, vote_all
from tests.core.taboo.support import (
    alternating_teams,
    confirm,
    go_and_play,
    make_content,
    tap,
    time_out,
)


def about(script: Callable[[Session], None]) -> str:
    """A script's docstring on one line: what the playthrough covers."""
    return " ".join((script.__doc__ or "").split())


# Spy Word ---------------------------------------------------------------------------------


def later(session: Session, ms: int = 1_000) -> int:
    """A time ``ms`` after the last action (the record's clock)."""
    actions = session.record.actions
    return (actions[-1].at_ms if actions else session.record.started_ms) + ms


def sw_game(session: Session) -> SpyWord:
    assert isinstance(session.game, SpyWord)
    return session.game


def speaker(game: SpyWord) -> int | None:
    """The seat speaking now (a function, so type checkers see it change between calls)."""
    return game.state.current_speaker


def ballot_voters(game: SpyWord) -> list[int]:
    assert game.state.ballot is not None, "no vote running"
    return list(game.state.ballot.voters)


def tick_to_deadline(session: Session) -> None:
    deadline = session.game.next_deadline()
    assert deadline is not None, "no deadline to wait for"
    session.tick(deadline)


def sw_pass_then_ghost_guesses(session: Session) -> None:
    """One device, 5 players, a spy and a ghost, Pass allowed. Round 1 ends on Pass; round 2
    (no Pass) votes the ghost out, who guesses the citizens' word with a typo and wins."""
    reveal_all(session, later(session))
    to_vote(session, later(session))
    vote_all(session, lambda voter: None, later(session))  # everyone passes
    to_vote(session, later(session))
    ghost = seats_with(session, Role.GHOST)[0]
    other = next(s for s in range(len(session.record.seats)) if s != ghost)
    vote_all(session, lambda voter: ghost if voter != ghost else other, later(session))
    word = sw_game(session).state.citizen_card.word
    typo = word[:3].upper() + word[4] + word[3] + word[5:] + " !"  # one transposition
    session.act(ghost, GhostGuess(typo), later(session))


def sw_several_devices_duel(session: Session) -> None:
    """Several devices, 4 players, 1 spy. A speaker runs out of time; a citizen drops and
    comes back during the discussion, which runs out. A 2-2 vote ties the spy and a
    citizen: the duel. One of the two other players does not vote; the vote timer ends
    the duel and the spy is out."""
    game = sw_game(session)
    state = game.state
    reveal_all(session, later(session))
    session.act(state.current_speaker, ClueGiven(), later(session, 5_000))
    tick_to_deadline(session)  # the second speaker's 30 s run out
    while (seat := speaker(game)) is not None:
        session.act(seat, ClueGiven(), later(session, 4_000))
    spy = seats_with(session, Role.SPY)[0]
    target, voter_a, voter_b = seats_with(session, Role.CITIZEN)
    session.act(None, Disconnect(voter_b), later(session, 5_000))
    session.act(None, Reconnect(voter_b), later(session, 20_000))
    tick_to_deadline(session)  # the discussion runs out: the vote starts by itself
    votes = {spy: target, target: spy, voter_a: spy, voter_b: target}
    for voter in ballot_voters(game):
        session.act(voter, Vote(votes[voter]), later(session, 2_000))
    while (seat := speaker(game)) is not None:  # the duel: the tied players speak again
        session.act(seat, ClueGiven(), later(session, 3_000))
    session.act(voter_a, Vote(spy), later(session, 2_000))
    tick_to_deadline(session)  # voter_b never voted


def sw_hidden_roles_spies_win(session: Session) -> None:
    """Several devices, 5 players, a spy and a ghost, eliminated roles hidden, votes shown
    as totals, ties drawn at random. The ghost is voted out, sees the guess screen and
    runs out of time (a wrong guess); a citizen is drawn out of a tie, then another voted
    out: one citizen is left and the spy and the eliminated ghost win."""
    game = sw_game(session)
    state = game.state
    reveal_all(session, later(session))

    def clues_then_vote() -> None:
        while (seat := speaker(game)) is not None:
            session.act(seat, ClueGiven(), later(session, 2_000))
        session.act(game.settings.host, GoToVote(), later(session, 10_000))

    clues_then_vote()
    ghost = seats_with(session, Role.GHOST)[0]
    spy = seats_with(session, Role.SPY)[0]
    alive_citizens = [s for s in seats_with(session, Role.CITIZEN) if state.alive[s]]
    for voter in ballot_voters(game):
        target = ghost if voter != ghost else alive_citizens[0]
        session.act(voter, Vote(target), later(session, 1_000))
    tick_to_deadline(session)  # the ghost's 60 s guess runs out: a wrong guess
    clues_then_vote()
    first, second, third = (s for s in seats_with(session, Role.CITIZEN) if state.alive[s])
    votes = {spy: first, first: second, second: first, third: second}  # 2-2: a draw
    for voter in ballot_voters(game):
        session.act(voter, Vote(votes[voter]), later(session, 1_000))
    out = state.eliminations[-1]["seat"]
    session.act(out, SeenRole(), later(session, 3_000))  # their private role screen
    clues_then_vote()
    left = [s for s in seats_with(session, Role.CITIZEN) if state.alive[s]]
    votes = {spy: left[0], left[0]: spy, left[1]: left[0]}
    vote_all(session, lambda voter: votes[voter], later(session, 1_000))
    session.act(left[0], SeenRole(), later(session, 3_000))


SPYWORD = [
    Playthrough(
        name="spyword_pass_then_ghost_guesses", game="spyword",
        about=about(sw_pass_then_ghost_guesses),
        rules=("SW-RND-1", "SW-RND-5", "SW-VOTE-2", "SW-VOTE-4", "SW-VOTE-6", "SW-GHOST-1",
               "SW-GHOST-2", "SW-CL-3", "SW-GHOST-3", "SW-WIN-2", "SW-END-1"),
        settings={"mode": "one_device", "spies": 1, "ghost": True, "allow_pass": True},
        seats=NAMES[:5], seed=3, content=PAIR, script=sw_pass_then_ghost_guesses,
    ),
    Playthrough(
        name="spyword_several_devices_duel", game="spyword",
        about=about(sw_several_devices_duel),
        rules=("SW-RND-4", "SW-RND-5", "SW-VOTE-2", "SW-VOTE-7", "SW-CL-4", "SW-EDGE-1",
               "SW-EDGE-6", "SW-WIN-3", "SW-VOTE-10"),
        settings={"mode": "several_devices", "spies": 1, "ghost": False,
                  "discussion_s": sw.DISCUSSION_CHOICES_S[0]},
        seats=NAMES[:4], seed=5, content=PAIR, script=sw_several_devices_duel,
    ),
    Playthrough(
        name="spyword_hidden_roles_spies_win", game="spyword",
        about=about(sw_hidden_roles_spies_win),
        rules=("SW-SET-3", "SW-SET-4", "SW-VOTE-10", "SW-GHOST-4", "SW-GHOST-5", "SW-EDGE-7",
               "SW-VOTE-9", "SW-RND-3", "SW-WIN-4", "SW-END-1"),
        settings={"mode": "several_devices", "spies": 1, "ghost": True,
                  "reveal_eliminated_roles": False, "vote_result": "totals",
                  "tie_rule": "draw"},
        seats=NAMES[:5], seed=11, content=PAIR, script=sw_hidden_roles_spies_win,
    ),
]

# Taboo ------------------------------------------------------------------------------------


def tb_game(session: Session) -> Taboo:
    assert isinstance(session.game, Taboo)
    return session.game


def play_out(session: Session, step_ms: int = 1_000) -> None:
    """Found every card until the turn ends, except a card coming back after a pass: pass it
    again, which discards it (TB-PASS-2)."""
    game = tb_game(session)
    while game.state.phase is Phase.PLAYING:
        card = session.view(game.state.turn.clue_giver)["card"]
        tap(session, "P" if card["returning"] else "F", step_ms=step_ms)


def tb_pass_buzz_timeout(session: Session) -> None:
    """Several devices, 4 players, 15 cards a team. Turn 1: Found, Pass, Buzz!, Found, then
    the 60 s run out on the fifth card (back on top of the deck); the clue-giver corrects
    the buzzed card to Passed and confirms. Turn 2: the other team passes its first card
    and finds the other 14; only the passed card is left, so the turn ends. Turn 3: the
    first team finds its cards and passes again the ones coming back, which discards them.
    Turn 4: the second team finds its last card; neither deck has a card left."""
    game = tb_game(session)
    go_and_play(session, later(session))
    tap(session, "FPBF", step_ms=4_000)
    time_out(session)
    session.act(game.state.turn.clue_giver, Correct(2), later(session, 2_000))  # Buzzed->Passed
    confirm(session)
    go_and_play(session, later(session))
    tap(session, "P" + "F" * 14)
    confirm(session)
    go_and_play(session, later(session))
    play_out(session)
    confirm(session)
    go_and_play(session, later(session))
    play_out(session)
    confirm(session)


def tb_one_device_tie_on_time(session: Session) -> None:
    """One device, 4 players, 15 cards a team. Both teams find all their cards in one turn
    each; the second team pauses mid-turn (the pause does not count) and is slower. A
    15-15 tie: the team with the shorter play time wins."""
    go_and_play(session, later(session))
    tap(session, "F" * 15, step_ms=1_500)
    confirm(session)
    go_and_play(session, later(session))
    tap(session, "F" * 6, step_ms=2_500)
    session.act(0, Pause(), later(session, 500))
    session.act(0, Resume(), later(session, 45_000))
    tap(session, "F" * 9, step_ms=2_500)
    confirm(session)


TABOO = [
    Playthrough(
        name="taboo_pass_buzz_timeout", game="taboo", about=about(tb_pass_buzz_timeout),
        rules=("TB-SET-3", "TB-SET-4", "TB-SET-5", "TB-TURN-1", "TB-TURN-2", "TB-TURN-4",
               "TB-TURN-5", "TB-TURN-6", "TB-TURN-7", "TB-PASS-1", "TB-PASS-2", "TB-PASS-3",
               "TB-PASS-4", "TB-CL-1", "TB-CL-2", "TB-PTS-1", "TB-PTS-2", "TB-DEV-3",
               "TB-DEV-4", "TB-WIN-1", "TB-WIN-2", "TB-WIN-3"),
        settings={"mode": "several_devices", "cards_per_team": 15,
                  "teams": alternating_teams(4)},
        seats=["P0", "P1", "P2", "P3"], seed=2, content=make_content(),
        script=tb_pass_buzz_timeout,
    ),
    Playthrough(
        name="taboo_one_device_tie_on_time", game="taboo",
        about=about(tb_one_device_tie_on_time),
        rules=("TB-DEV-1", "TB-DEV-2", "TB-CL-3", "TB-TURN-6", "TB-WIN-3", "TB-WIN-4"),
        settings={"mode": "one_device", "cards_per_team": 15,
                  "teams": ["red", "red", "blue", "blue"]},
        seats=["P0", "P1", "P2", "P3"], seed=4, content=make_content(),
        script=tb_one_device_tie_on_time,
    ),
]

# Codenames --------------------------------------------------------------------------------

CLUE_WORDS = ("Quixotic", "Zephyr", "Bazaar", "Fjord")


def cn_game(session: Session) -> Codenames:
    assert isinstance(session.game, Codenames)
    return session.game


def give_clue(session: Session, number: int) -> None:
    game = cn_game(session)
    word = CLUE_WORDS[game.state.turn % len(CLUE_WORDS)]
    session.act(game.settings.spymaster_of(game.state.active_team), GiveClue(word, number),
                later(session, 20_000))


def guess(session: Session, colour: Colour, *, by: int = 0) -> None:
    """The active team's guesser number ``by`` points at the first hidden ``colour`` card."""
    game = cn_game(session)
    guesser = game.settings.guessers_of(game.state.active_team)[by]
    session.act(guesser, Guess(game.state.unrevealed(colour)[0]), later(session, 5_000))


def own(session: Session) -> Colour:
    return cn_game(session).state.active_team


def cn_classic_assassin(session: Session) -> None:
    """Classic, several devices, 4 players. Red: a clue for 2, two right guesses and the
    extra guess on a bystander ends the turn. Blue: a clue for 1, one right guess, then
    "End turn". Red: a clue for 0 (unlimited guesses), a right guess, then the assassin:
    blue wins."""
    red = own(session)
    give_clue(session, 2)
    guess(session, red)
    guess(session, red)
    guess(session, Colour.NEUTRAL)
    blue = own(session)
    give_clue(session, 1)
    guess(session, blue)
    session.act(cn_game(session).settings.guessers_of(blue)[0], EndTurn(), later(session))
    give_clue(session, 0)
    guess(session, red)
    guess(session, Colour.ASSASSIN)


def cn_two_player_win(session: Session) -> None:
    """Two-player variant, one device, 2-minute turn timer. Turn 1: a clue for 3, four
    right guesses (the extra one included); the spymaster covers an opponent word. Turn 2:
    a clue for 2, one right guess, then the timer runs out; another cover. Turn 3: right
    guesses until the team has found all its words and wins."""
    team = own(session)
    opponent = other_team(team)
    game = cn_game(session)
    spymaster = game.settings.spymaster_of(team)
    give_clue(session, 3)
    for _ in range(4):
        guess(session, team)
    session.act(spymaster, Cover(game.state.unrevealed(opponent)[0]), later(session, 3_000))
    give_clue(session, 2)
    guess(session, team)
    tick_to_deadline(session)
    session.act(spymaster, Cover(game.state.unrevealed(opponent)[0]), later(session, 3_000))
    give_clue(session, len(game.state.unrevealed(team)) - 1)
    while session.outcome() is None:
        guess(session, team)


def cn_three_competitive_assassin(session: Session) -> None:
    """Competitive three-player variant, one device: two spymasters, one guesser. The first
    spymaster's clue for 1, a right guess, "End turn"; the second spymaster's clue for 2,
    a right guess, then the assassin: the first spymaster and the guesser win."""
    first = own(session)
    give_clue(session, 1)
    guess(session, first)
    session.act(cn_game(session).settings.guessers_of(first)[0], EndTurn(), later(session))
    second = own(session)
    give_clue(session, 2)
    guess(session, second)
    guess(session, Colour.ASSASSIN)


CODENAMES = [
    Playthrough(
        name="codenames_classic_assassin", game="codenames",
        about=about(cn_classic_assassin),
        rules=("CN-SET-1", "CN-SET-2", "CN-SET-3", "CN-SET-4", "CN-CLUE-1", "CN-CLUE-3",
               "CN-GUESS-1", "CN-GUESS-2", "CN-GUESS-3", "CN-GUESS-5", "CN-CL-3", "CN-END-1"),
        settings=cn_settings("classic", "several_devices"), seats=seat_names(4), seed=1,
        content={"words": WORDS}, script=cn_classic_assassin,
    ),
    Playthrough(
        name="codenames_two_player_win", game="codenames", about=about(cn_two_player_win),
        rules=("CN-2P-1", "CN-2P-2", "CN-2P-3", "CN-GUESS-1", "CN-GUESS-5", "CN-CL-3",
               "CN-CL-6", "CN-GOAL-1"),
        settings=cn_settings("two_player", "one_device", timer=120), seats=seat_names(2),
        seed=2, content={"words": WORDS}, script=cn_two_player_win,
    ),
    Playthrough(
        name="codenames_three_competitive_assassin", game="codenames",
        about=about(cn_three_competitive_assassin),
        rules=("CN-3P-2", "CN-3P-3", "CN-CL-3", "CN-CL-5", "CN-GUESS-3"),
        settings=cn_settings("three_competitive", "one_device"), seats=seat_names(3), seed=3,
        content={"words": WORDS}, script=cn_three_competitive_assassin,
    ),
]

PLAYTHROUGHS = [*SPYWORD, *TABOO, *CODENAMES]
