"""Spy Word: votes, ties, the ghost's guess, winning and special cases
(SW-VOTE-*, SW-GHOST-*, SW-WIN-*, SW-END-1, SW-EDGE-*, SW-CL-1/2/4)."""

from __future__ import annotations

import pytest

from core.actions import Disconnect, Leave, Reconnect
from core.errors import InvalidAction, NotAllowed, SetupError
from core.progress.facts import facts_of
from core.spyword import settings as cfg
from core.spyword.actions import ClueGiven, GhostGuess, GoToVote, SeenRole, Vote
from core.spyword.state import Phase, Role
from tests.core.spyword.conftest import (
    finish_clues,
    reveal_all,
    seats_with,
    start,
    to_vote,
)


def voting_session(n=6, **settings):
    session = start(n, **settings)
    reveal_all(session)
    to_vote(session)
    return session


def cast(session, votes: dict[int, int], now=5):
    """Cast the given votes in the order the game asks for them."""
    ballot = session.game.state.ballot
    for voter in list(ballot.voters):
        if voter in votes:
            session.act(voter, Vote(votes[voter]), now)


def test_who_votes_for_whom():
    # SW-VOTE-1: everyone still in the game votes, spies and ghost included; no self-vote;
    # only players still in the game can be chosen; Pass only when enabled.
    session = voting_session(6, spies=1, ghost=True)
    state = session.game.state
    ballot = state.ballot
    assert set(ballot.voters) == set(range(6)) == set(ballot.candidates)
    voter = ballot.voters[0]
    with pytest.raises(InvalidAction) as err:
        session.act(voter, Vote(voter), 5)
    assert err.value.code == "spyword.vote.self"
    with pytest.raises(InvalidAction) as err:
        session.act(voter, Vote(None), 5)
    assert err.value.code == "spyword.vote.pass_not_allowed"
    with pytest.raises(InvalidAction):
        session.act(voter, Vote(17), 5)
    with_pass = start_pass_vote()
    assert Vote(None) in with_pass.game.legal_actions(with_pass.game.state.ballot.voters[0])


def start_pass_vote(n=6, **settings):
    return voting_session(n, allow_pass=True, **settings)


def test_one_device_votes_one_at_a_time_in_secret():
    # SW-VOTE-2 (one device): one at a time; earlier votes are never shown; no skipping.
    session = voting_session(6)
    ballot = session.game.state.ballot
    first, second = ballot.voters[0], ballot.voters[1]
    with pytest.raises(NotAllowed) as err:
        session.act(second, Vote(first), 5)
    assert err.value.code == "spyword.vote.not_your_turn"
    session.act(first, Vote(second), 5)
    view = session.view(second)
    assert view["ballot"]["current_voter"] == second
    assert view["viewer"]["vote"] is None
    assert view["ballot"]["voted"] == [first]  # who has voted, never for whom
    assert view["history"] == []
    assert session.game.next_deadline() is None  # no vote timer on one device


def test_several_devices_vote_at_once_and_cannot_change():
    # SW-VOTE-2 (several devices), SW-EDGE-1: simultaneous, 30 s, no change.
    session = start(6, mode="several_devices")
    reveal_all(session, now=0)
    finish_clues(session, now=0)
    session.act(0, GoToVote(), 10)
    assert session.game.next_deadline() == 10 + cfg.VOTE_MS
    voters = session.game.state.ballot.voters
    assert all(session.game.legal_actions(v) for v in voters)
    session.act(voters[3], Vote(voters[0]), 11)
    with pytest.raises(NotAllowed) as err:
        session.act(voters[3], Vote(voters[1]), 12)
    assert err.value.code == "spyword.vote.already_voted"


def test_most_votes_is_eliminated_and_without_pass_someone_always_is():
    # SW-VOTE-3
    session = voting_session(6, spies=1, ghost=False)
    state = session.game.state
    a, b = seats_with(session, Role.CITIZEN)[:2]
    cast(session, {v: (a if v != a else b) for v in range(6)})
    assert not state.alive[a] and state.history[-1].eliminated == a


def test_pass_with_most_or_tied_votes_eliminates_nobody():
    # SW-VOTE-4, SW-SET-5: Pass collects votes; most or tied with the top: nobody out.
    session = start_pass_vote(6, spies=1, ghost=False)
    state = session.game.state
    v = state.ballot.voters
    cast(session, {v[0]: None, v[1]: None, v[2]: None, v[3]: v[0], v[4]: v[0], v[5]: v[0]})
    assert all(state.alive) and state.history[-1].passed
    assert state.phase is Phase.CLUES and state.round == 2


def test_pass_with_fewer_votes_loses_to_the_top_player():
    # SW-VOTE-5: the top player is eliminated; players tied at the top go to the tie rule.
    session = start_pass_vote(6, spies=1, ghost=False)
    state = session.game.state
    v = state.ballot.voters
    cast(session, {v[0]: None, v[1]: v[0], v[2]: v[0], v[3]: None, v[4]: v[0], v[5]: v[1]})
    assert not state.alive[v[0]]
    session = start_pass_vote(6, spies=1, ghost=False)
    state = session.game.state
    v = state.ballot.voters
    cast(session, {v[0]: None, v[1]: v[0], v[2]: v[0], v[3]: v[1], v[4]: v[1], v[5]: v[2]})
    assert state.phase is Phase.DUEL_CLUES and set(state.tied) == {v[0], v[1]}


def test_no_two_passes_in_a_row_and_no_pass_in_a_duel():
    # SW-VOTE-6
    session = start_pass_vote(7, spies=1, ghost=False)
    state = session.game.state
    v = state.ballot.voters
    cast(session, {x: None for x in v})
    assert state.history[-1].passed
    to_vote(session)
    assert not state.ballot.pass_allowed
    with pytest.raises(InvalidAction):
        session.act(state.ballot.voters[0], Vote(None), 9)
    v = state.ballot.voters
    cast(session, {v[0]: v[1], v[1]: v[0], v[2]: v[0], v[3]: v[1], v[4]: v[2], v[5]: v[3],
                   v[6]: v[4]})
    assert state.phase is Phase.DUEL_CLUES
    finish_clues(session)
    assert state.phase is Phase.DUEL_VOTE and not state.ballot.pass_allowed
    to_vote_again = start_pass_vote(7, spies=1, ghost=False)  # a vote after a real one
    s2 = to_vote_again.game.state
    w = s2.ballot.voters
    victim = seats_with(to_vote_again, Role.CITIZEN)[0]
    cast(to_vote_again, {x: (victim if x != victim else w[0] if w[0] != victim else w[1])
                         for x in w})
    to_vote(to_vote_again)
    assert s2.ballot.pass_allowed


def test_duel_tied_speak_again_then_only_others_vote_among_them():
    # SW-VOTE-7, SW-CL-4: tied players give one more clue in speaking order; then only the
    # others vote, only among the tied.
    session = voting_session(6, spies=1, ghost=False, mode="several_devices")
    state = session.game.state
    v = state.ballot.voters
    votes = {v[0]: v[1], v[1]: v[0], v[2]: v[0], v[3]: v[1], v[4]: v[2], v[5]: v[3]}
    cast(session, votes)
    assert state.phase is Phase.DUEL_CLUES
    assert state.speakers == [p for p in state.ordered_alive(state.round_starter)
                              if p in (v[0], v[1])]
    assert session.game.next_deadline() == session.record.actions[-1].at_ms + cfg.SPEAK_MS
    for speaker in list(state.speakers):
        session.act(speaker, ClueGiven(), 20)
    assert state.phase is Phase.DUEL_VOTE
    assert set(state.ballot.voters) == set(v[2:]) and set(state.ballot.candidates) == {v[0], v[1]}
    with pytest.raises(InvalidAction):
        session.act(v[2], Vote(v[3]), 21)
    with pytest.raises(NotAllowed):
        session.act(v[0], Vote(v[1]), 21)
    cast(session, {v[2]: v[0], v[3]: v[0], v[4]: v[0], v[5]: v[1]}, now=22)
    assert not state.alive[v[0]] and state.history[-1].kind == "duel"


def test_duel_tie_again_or_nobody_to_vote_is_a_random_draw():
    # SW-VOTE-8
    eliminated = set()
    for seed in range(12):
        session = voting_session(6, seed=seed, spies=1, ghost=False)
        state = session.game.state
        v = state.ballot.voters
        cast(session, {v[0]: v[1], v[1]: v[0], v[2]: v[0], v[3]: v[1], v[4]: v[2], v[5]: v[3]})
        finish_clues(session)
        cast(session, {v[2]: v[0], v[3]: v[1], v[4]: v[0], v[5]: v[1]})
        last = state.history[-1]
        assert last.drawn and last.eliminated in (v[0], v[1])
        eliminated.add(last.eliminated == v[0])
    assert eliminated == {True, False}  # the draw really is random
    # Nobody outside the tie: everyone still playing is tied -> draw, no duel clues.
    session = voting_session(4, spies=1)
    state = session.game.state
    v = state.ballot.voters
    cast(session, {v[0]: v[1], v[1]: v[0], v[2]: v[3], v[3]: v[2]})
    assert state.history[-1].drawn and sum(state.alive) == 3


def test_tie_rule_random_draw_skips_the_duel():
    # SW-VOTE-9, SW-SET-8
    session = voting_session(6, spies=1, ghost=False, tie_rule="draw")
    state = session.game.state
    v = state.ballot.voters
    cast(session, {v[0]: v[1], v[1]: v[0], v[2]: v[0], v[3]: v[1], v[4]: v[2], v[5]: v[3]})
    assert state.history[-1].drawn and state.history[-1].kind == "vote"
    assert state.history[-1].eliminated in (v[0], v[1])


@pytest.mark.parametrize("setting", ["open", "totals"])
def test_vote_result_open_or_totals(setting):
    # SW-VOTE-10, SW-SET-4
    session = voting_session(6, spies=1, ghost=False, vote_result=setting)
    state = session.game.state
    v = state.ballot.voters
    cast(session, {x: (v[0] if x != v[0] else v[1]) for x in v})
    entry = session.view(None)["history"][0]
    assert entry["totals"] == sorted([[v[0], 5], [v[1], 1]])
    if setting == "open":
        assert sorted(entry["votes"]) == sorted([[x, v[0] if x != v[0] else v[1]] for x in v])
    else:
        assert entry["votes"] is None
    assert state.history[0].eliminated == v[0]


def eliminate(session, target, now=5):
    v = session.game.state.ballot.voters
    other = next(x for x in v if x != target)
    cast(session, {x: (target if x != target else other) for x in v}, now=now)


def ghost_out(n=6, **settings):
    session = voting_session(n, spies=1, ghost=True, **settings)
    ghost = seats_with(session, Role.GHOST)[0]
    eliminate(session, ghost)
    return session, ghost


def test_ghost_voted_out_types_one_guess():
    # SW-GHOST-1: only the ghost, once, on its private screen.
    session, ghost = ghost_out()
    state = session.game.state
    assert state.phase is Phase.PRIVATE and state.private_seat == ghost
    assert session.game.legal_actions(ghost) == [GhostGuess("")]
    assert session.view(ghost)["viewer"]["private_screen"] == {"kind": "guess", "role": "ghost"}
    other = next(s for s in range(6) if s != ghost)
    with pytest.raises(NotAllowed):
        session.act(other, GhostGuess("x"), 6)
    with pytest.raises(InvalidAction):
        session.act(ghost, GhostGuess("   "), 6)


def test_correct_guess_wins_alone_at_once():
    # SW-GHOST-3, SW-WIN-2
    session, ghost = ghost_out()
    word = session.game.state.citizen_card.word
    session.act(ghost, GhostGuess(word.upper() + " !"), 6)
    outcome = session.outcome()
    assert outcome.side == "ghost" and outcome.winners == (ghost,)
    assert session.game.state.phase is Phase.OVER


def test_wrong_guess_keeps_the_word_secret():
    # SW-GHOST-4, SW-WIN-1: checked after the wrong guess; the word stays hidden.
    session, ghost = ghost_out(7)
    session.act(ghost, GhostGuess("nothing"), 6)
    state = session.game.state
    assert state.phase is Phase.CLUES and state.round == 2
    assert state.citizen_card.word not in str(session.view(ghost))
    assert "nothing" not in str(session.view(None))


def test_hidden_roles_every_eliminated_player_gets_a_private_screen():
    # SW-GHOST-5, SW-GHOST-4, SW-SET-3 (Off): with hidden roles nobody can tell the ghost.
    session = voting_session(7, spies=1, ghost=True, reveal_eliminated_roles=False)
    state = session.game.state
    citizen = seats_with(session, Role.CITIZEN)[0]
    eliminate(session, citizen)
    assert state.phase is Phase.PRIVATE
    assert session.view(citizen)["viewer"]["private_screen"] == {"kind": "role", "role": "citizen"}
    citizen_table = session.view(None)
    session.act(citizen, SeenRole(), 6)
    to_vote(session)
    ghost = seats_with(session, Role.GHOST)[0]
    eliminate(session, ghost)
    ghost_table = session.view(None)
    assert citizen_table["private_screen"].keys() == ghost_table["private_screen"].keys()
    assert ghost_table["private_screen"]["ghost_guessing"] is None
    assert ghost_table["seats"][ghost]["role"] is None
    session.act(ghost, GhostGuess("wrong"), 7)
    assert "wrong" not in str(session.view(None)) and state.ghost_guess_correct is False


def test_citizens_win_when_no_spy_or_ghost_is_left():
    # SW-WIN-3, SW-WIN-1 (checked after each elimination)
    session = voting_session(7, spies=1, ghost=True)
    ghost, spy = seats_with(session, Role.GHOST)[0], seats_with(session, Role.SPY)[0]
    eliminate(session, spy)
    assert session.outcome() is None
    to_vote(session)
    eliminate(session, ghost)
    session.act(ghost, GhostGuess("wrong"), 6)
    outcome = session.outcome()
    assert outcome.side == "citizens"
    assert set(outcome.winners) == set(seats_with(session, Role.CITIZEN))


def test_spies_and_ghost_win_with_one_citizen_left_even_if_eliminated():
    # SW-WIN-4: eliminated spies and ghost are on the winning side too.
    session = voting_session(5, spies=1, ghost=True)
    state = session.game.state
    ghost = seats_with(session, Role.GHOST)[0]
    c1, c2, c3 = seats_with(session, Role.CITIZEN)
    eliminate(session, ghost)
    session.act(ghost, GhostGuess("wrong"), 6)
    to_vote(session)
    eliminate(session, c1)
    to_vote(session)
    eliminate(session, c2)
    outcome = session.outcome()
    assert outcome.side == "spies"
    assert set(outcome.winners) == {ghost, seats_with(session, Role.SPY)[0]}
    assert not state.alive[ghost]


def test_end_screen_shows_side_words_roles_and_vote_history():
    # SW-END-1
    session = voting_session(4, spies=1)
    spy = seats_with(session, Role.SPY)[0]
    eliminate(session, spy)
    view = session.view(None)
    end = view["end"]
    state = session.game.state
    assert end["side"] == "citizens"
    assert end["citizen_card"]["word"] == state.citizen_card.word
    assert end["spy_card"]["word"] == state.spy_card.word
    assert end["roles"] == [r.value for r in state.roles]
    assert [p["role"] for p in view["seats"]] == end["roles"]
    assert len(view["history"]) == 1 and view["history"][0]["eliminated"] == spy


def several(n=6, **settings):
    session = start(n, mode="several_devices", **settings)
    reveal_all(session, now=0)
    return session


def test_vote_timer_non_voters_cast_nothing():
    # SW-EDGE-1: 30 s; a player who has not voted casts no vote, and it is not a Pass.
    session = several(6, spies=1, ghost=False, allow_pass=True)
    finish_clues(session, now=0)
    session.tick(session.game.next_deadline())
    state = session.game.state
    v = state.ballot.voters
    cast(session, {v[0]: v[1], v[2]: None}, now=session.game.next_deadline() - 1)
    session.tick(session.game.next_deadline())
    last = state.history[-1]
    assert last.votes == {v[0]: v[1], v[2]: None}
    assert last.passed  # Pass 1 ties v[1]'s 1 vote: the missing four are not passes
    assert all(state.alive)


@pytest.mark.parametrize("allow_pass", [False, True])
def test_nobody_votes_random_player_eliminated(allow_pass):
    # SW-EDGE-2, SW-CL-1: everyone ties at 0 -> random draw, even with Pass enabled.
    session = several(6, spies=1, ghost=False, allow_pass=allow_pass)
    finish_clues(session, now=0)
    session.tick(session.game.next_deadline())
    session.tick(session.game.next_deadline())
    state = session.game.state
    assert sum(state.alive) == 5 and state.history[-1].drawn and not state.history[-1].passed


def test_leaving_counts_as_eliminated_and_a_leaving_ghost_gets_no_guess():
    # SW-EDGE-3
    session = several(8, spies=1, ghost=True)
    state = session.game.state
    ghost = seats_with(session, Role.GHOST)[0]
    session.act(None, Leave(ghost), 5)
    assert not state.alive[ghost] and state.phase is not Phase.PRIVATE
    assert state.eliminations[-1] == {"seat": ghost, "round": 1, "how": "left"}


def test_too_few_players_left_ends_with_no_winner_unless_decided():
    # SW-EDGE-4: fewer than 4 in the room (eliminated count) -> no winner...
    session = several(5, spies=1, ghost=False)
    citizens = seats_with(session, Role.CITIZEN)
    session.act(None, Leave(citizens[0]), 5)
    assert session.outcome() is None
    session.act(None, Leave(citizens[1]), 6)
    assert session.outcome().side is None
    assert session.outcome().reason == "spyword.end.too_few_players"
    # ...unless that departure already decided a winner.
    session = several(4, spies=1)
    session.act(None, Leave(seats_with(session, Role.SPY)[0]), 5)
    assert session.outcome().side == "citizens"


def test_disconnected_player_stays_and_timers_do_not_wait():
    # SW-EDGE-6, SW-CL-2: a disconnected speaker is skipped only after their 30 s; a player
    # who left is skipped at once.
    session = several(6, spies=1, ghost=False)
    state = session.game.state
    first, second, third = state.speakers[:3]
    session.act(None, Disconnect(first), 100)
    assert state.alive[first] and state.current_speaker == first
    assert not session.view(None)["seats"][first]["connected"]
    session.tick(cfg.SPEAK_MS)
    assert state.current_speaker == second
    session.act(None, Leave(third), cfg.SPEAK_MS + 1)
    session.act(second, ClueGiven(), cfg.SPEAK_MS + 2)
    assert state.current_speaker == state.speakers[3]
    session.act(None, Reconnect(first), cfg.SPEAK_MS + 3)
    assert session.view(None)["seats"][first]["connected"]


def test_vote_closes_when_every_connected_voter_has_voted():
    # SW-EDGE-6: the vote does not wait for a disconnected voter.
    session = several(6, spies=1, ghost=False)
    finish_clues(session, now=0)
    session.tick(session.game.next_deadline())
    state = session.game.state
    v = state.ballot.voters
    session.act(None, Disconnect(v[5]), 1)
    cast(session, {x: (v[0] if x != v[0] else v[1]) for x in v[:5]}, now=2)
    assert not state.alive[v[0]] and state.ballot is None


@pytest.mark.parametrize(("reveal", "limit"), [(True, cfg.GHOST_GUESS_REVEALED_MS),
                                               (False, cfg.GHOST_GUESS_HIDDEN_MS)])
def test_ghost_guess_timer_on_several_devices_only(reveal, limit):
    # SW-EDGE-7: 45 s revealed / 60 s hidden; time out = wrong guess. One device: no limit.
    session = several(7, spies=1, ghost=True, reveal_eliminated_roles=reveal)
    finish_clues(session, now=0)
    session.tick(session.game.next_deadline())
    ghost = seats_with(session, Role.GHOST)[0]
    eliminate(session, ghost, now=50)
    assert session.game.next_deadline() == 50 + limit
    session.tick(50 + limit)
    state = session.game.state
    assert state.ghost_guess_correct is False and state.phase is Phase.CLUES
    one, ghost1 = ghost_out(reveal_eliminated_roles=reveal)
    assert one.game.next_deadline() is None


def test_vote_with_nobody_connected_waits_for_its_timer():
    # SW-EDGE-6 / SW-EDGE-1: nobody connected -> no early close; the 30 s timer decides.
    session = several(5, spies=1, ghost=False)
    finish_clues(session, now=0)
    session.tick(session.game.next_deadline())
    state = session.game.state
    for seat in range(5):
        session.act(None, Disconnect(seat), 1)
    assert state.phase is Phase.VOTE and state.ballot is not None
    session.tick(session.game.next_deadline())
    assert state.history[-1].drawn and sum(state.alive) == 4


def test_host_who_leaves_hands_the_discussion_to_the_next_player():
    # SW-EDGE-5 (first sentence only; host migration over the network is its own issue):
    # without it, an unlimited discussion could never end.
    roles_first = several(6, spies=1, ghost=False, discussion_s=None)
    host = seats_with(roles_first, Role.CITIZEN)[0]  # roles do not depend on the host
    session = several(6, spies=1, ghost=False, host=host, discussion_s=None)
    finish_clues(session, now=0)
    state = session.game.state
    assert state.phase is Phase.DISCUSSION and session.game.next_deadline() is None
    session.act(None, Leave(host), 5)
    heir = (host + 1) % 6
    assert session.outcome() is None
    assert state.host == heir and session.view(None)["host"] == heir
    with pytest.raises(NotAllowed):
        session.act((heir + 1) % 6, GoToVote(), 6)
    session.act(heir, GoToVote(), 6)
    assert state.phase is Phase.VOTE


def test_the_host_role_passes_to_the_next_player_with_a_profile():
    # SW-EDGE-5: "the host role passes at once to the next player of the game who has a
    # profile": players without one are passed over; with nobody left having one, the
    # next player present takes it.
    host = 1
    session = several(6, spies=1, ghost=False, host=host, discussion_s=None,
                      profiles=[host, 4])
    state = session.game.state
    session.act(None, Leave(host), 5)
    assert state.host == 4  # seats 2 and 3 have no profile
    session.act(None, Leave(4), 6)
    assert state.host == 5  # nobody with a profile is left: the next player present


@pytest.mark.parametrize("back_after_ms", [None, cfg.HOST_AWAY_MS - 1, cfg.HOST_AWAY_MS])
def test_a_host_gone_two_minutes_hands_the_discussion_on(back_after_ms):
    # SW-EDGE-5 (second sentence): a host who lost the connection keeps the role for
    # 2 minutes; not back by then, the role passes to the next connected player. At the
    # boundary: back at 119,999 ms keeps it; the deadline itself passes it.
    session = several(6, spies=1, ghost=False, host=0, discussion_s=None, profiles=[0, 3])
    finish_clues(session, now=0)
    state = session.game.state
    assert state.phase is Phase.DISCUSSION and session.game.next_deadline() is None
    session.act(None, Disconnect(0), 10)
    assert session.game.next_deadline() == 10 + cfg.HOST_AWAY_MS
    session.act(None, Disconnect(3), 11)  # the next with a profile is away too
    if back_after_ms is not None and back_after_ms < cfg.HOST_AWAY_MS:
        session.tick(10 + back_after_ms)
        session.act(None, Reconnect(0), 10 + back_after_ms)
        session.tick(10 + cfg.HOST_AWAY_MS + 1)
        assert state.host == 0 and session.game.next_deadline() is None
        session.act(0, GoToVote(), 10 + cfg.HOST_AWAY_MS + 2)
        assert state.phase is Phase.VOTE
        return
    session.tick(10 + cfg.HOST_AWAY_MS)
    assert state.host == 1  # seat 3 (a profile) is away: the next connected player
    assert session.view(None)["host"] == 1 and session.game.next_deadline() is None
    with pytest.raises(NotAllowed):
        session.act(2, GoToVote(), 10 + cfg.HOST_AWAY_MS + 1)
    session.act(1, GoToVote(), 10 + cfg.HOST_AWAY_MS + 1)
    assert state.phase is Phase.VOTE


def test_a_leaving_host_passes_the_role_to_a_connected_player_first():
    # SW-EDGE-5 (issue 24): the next player with a profile is disconnected: the role goes
    # to a connected player (with a profile first), who can end an unlimited discussion.
    session = several(6, spies=1, ghost=False, host=0, discussion_s=None, profiles=[0, 1, 3])
    finish_clues(session, now=0)
    state = session.game.state
    session.act(None, Disconnect(1), 5)
    session.act(None, Leave(0), 6)
    assert state.host == 3  # seat 1 (a profile) is away; seat 2 has none
    assert session.game.next_deadline() is None
    session.act(3, GoToVote(), 7)
    assert state.phase is Phase.VOTE


def test_a_disconnected_heir_gets_the_two_minute_count():
    # SW-EDGE-5 (issue 24): nobody connected is left to take the role, so the disconnected
    # heir gets it with the 2-minute count; not back by then, the first player who comes
    # back takes it, and the unlimited discussion can end.
    session = several(5, spies=1, ghost=False, host=0, discussion_s=None, profiles=[0, 2])
    finish_clues(session, now=0)
    state = session.game.state
    for seat in (1, 2, 3, 4):
        session.act(None, Disconnect(seat), 1)
    session.act(None, Leave(0), 10)
    assert state.host == 2 and session.outcome() is None
    assert session.game.next_deadline() == 10 + cfg.HOST_AWAY_MS
    session.tick(10 + cfg.HOST_AWAY_MS)
    assert state.host == 2 and session.game.next_deadline() is None  # nobody to take it
    session.act(None, Reconnect(4), 10 + cfg.HOST_AWAY_MS + 1)
    assert state.host == 4 and session.view(None)["host"] == 4
    session.act(4, GoToVote(), 10 + cfg.HOST_AWAY_MS + 2)
    assert state.phase is Phase.VOTE


def test_a_disconnected_heir_who_comes_back_in_time_keeps_the_role():
    # SW-EDGE-5: the heir's count works as the host's own: back within 2 minutes keeps it.
    session = several(5, spies=1, ghost=False, host=0, discussion_s=None)
    finish_clues(session, now=0)
    state = session.game.state
    for seat in (1, 2, 3, 4):
        session.act(None, Disconnect(seat), 1)
    session.act(None, Leave(0), 10)
    assert state.host == 1
    session.act(None, Reconnect(3), 20)  # another player back: the heir's count still runs
    assert state.host == 1
    session.act(None, Reconnect(1), 30)
    assert state.host == 1 and session.game.next_deadline() is None
    session.act(1, GoToVote(), 31)
    assert state.phase is Phase.VOTE


def test_profiles_setting_is_checked():
    for bad in ([7], [1, 1], "1", [True]):
        with pytest.raises(SetupError) as err:
            start(6, mode="several_devices", profiles=bad)
        assert err.value.code == "spyword.settings.bad_value"


def ghost_guessing_after_the_spies(n=6):
    """Several devices: the spy is out, then the ghost is voted out and is typing its guess."""
    session = several(n, spies=1, ghost=True)
    ghost, spy = seats_with(session, Role.GHOST)[0], seats_with(session, Role.SPY)[0]
    finish_clues(session, now=1)
    session.act(session.game.state.host, GoToVote(), 1)
    eliminate(session, spy, now=2)
    finish_clues(session, now=3)
    session.act(session.game.state.host, GoToVote(), 3)
    eliminate(session, ghost, now=4)
    state = session.game.state
    assert state.phase is Phase.PRIVATE and state.private_seat == ghost
    return session, ghost


@pytest.mark.parametrize("right", [False, True])
def test_an_unrelated_departure_during_the_ghosts_guess_decides_nothing(right):
    # SW-EDGE-4 ("unless that departure already decided a winner" does not apply), SW-EDGE-3,
    # SW-GHOST-1, SW-GHOST-3, SW-WIN-1: every spy is out and the ghost is typing its guess
    # when a citizen leaves. That departure decides nothing: the ghost still guesses, and
    # the citizens win only if the guess is wrong.
    session, ghost = ghost_guessing_after_the_spies()
    state = session.game.state
    leaver = seats_with(session, Role.CITIZEN)[0]
    if leaver == state.host:
        leaver = seats_with(session, Role.CITIZEN)[1]
    session.act(None, Leave(leaver), 5)
    assert session.outcome() is None
    assert state.phase is Phase.PRIVATE and state.private_seat == ghost
    assert session.game.legal_actions(ghost) == [GhostGuess("")]
    session.act(ghost, GhostGuess(state.citizen_card.word if right else "wrong"), 6)
    outcome = session.outcome()
    if right:  # SW-GHOST-3, SW-WIN-2
        assert (outcome.side, outcome.winners) == ("ghost", (ghost,))
    else:  # SW-WIN-3; the citizen who left is not a winner (below)
        assert outcome.side == "citizens"
        assert set(outcome.winners) == set(seats_with(session, Role.CITIZEN)) - {leaver}


def test_a_ghost_who_leaves_while_guessing_gets_no_guess_and_the_citizens_win():
    # SW-EDGE-3: a ghost who leaves gets no guess; its departure decides (SW-EDGE-4, SW-WIN-3).
    session, ghost = ghost_guessing_after_the_spies()
    session.act(None, Leave(ghost), 5)
    assert session.outcome().side == "citizens"
    assert ghost not in session.outcome().winners


def test_players_who_left_are_not_winners():
    # SW-WIN-4, SW-EDGE-3: like Taboo and Codenames, Spy Word lists only players still in
    # the room among the winners (eliminated ones included, players who left not).
    session = several(6, spies=2, ghost=False)
    state = session.game.state
    spy_a, spy_b = seats_with(session, Role.SPY)
    citizens = seats_with(session, Role.CITIZEN)
    session.act(None, Leave(spy_a), 1)  # a spy leaves: out of the game, not a winner
    finish_clues(session, now=2)
    session.act(state.host, GoToVote(), 2)
    eliminate(session, citizens[0], now=3)
    finish_clues(session, now=4)
    session.act(state.host, GoToVote(), 4)
    eliminate(session, citizens[1], now=5)
    assert session.outcome() is None
    finish_clues(session, now=6)
    session.act(state.host, GoToVote(), 6)
    eliminate(session, citizens[2], now=7)  # one citizen left: the spies win (SW-WIN-4)
    outcome = session.outcome()
    assert outcome.side == "spies"
    assert outcome.winners == (spy_b,)
    assert session.view(None)["end"]["winners"] == [spy_b]
    # SW-WIN-4: "not a player who left the game ... their profile counts a loss".
    facts = {f.seat: f for f in facts_of(session.record)}
    assert facts[spy_a].left and not facts[spy_a].won
    assert facts[spy_b].won and not facts[spy_b].left
