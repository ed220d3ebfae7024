"""Spy Word: overview, roles, settings and the round (SW-OV-*, SW-ROLE-*, SW-SET-*, SW-RND-*)."""

from __future__ import annotations

import pytest

from core.actions import Disconnect, Leave, Timeout
from core.errors import NotAllowed, RuleError, SetupError, WrongPhase
from core.session import Session
from core.spyword import settings as cfg
from core.spyword.actions import ClueGiven, GotIt, GoToVote, Vote
from core.spyword.state import Phase, Role
from tests.core.spyword.conftest import (
    CITIZEN_WORD_A,
    PAIR,
    SPY_WORD_B,
    finish_clues,
    reveal_all,
    seats_with,
    start,
    to_vote,
    vote_all,
)


def test_player_count_limits():
    # SW-OV-1: 4–12 players.
    for n in (3, 13):
        with pytest.raises(SetupError) as err:
            Session.start("spyword", {}, [f"P{i}" for i in range(n)], 1, PAIR, 0)
        assert err.value.code == "spyword.setup.player_count"
    for n in range(4, 13):
        assert start(n).game.state.phase is Phase.REVEAL


def test_no_points_game_ends_only_with_a_side():
    # SW-OV-1: no points; the outcome names a side (or the ghost alone), never a score.
    session = start(4)
    citizens = seats_with(session, Role.CITIZEN)
    spy = seats_with(session, Role.SPY)[0]
    reveal_all(session)
    to_vote(session)
    vote_all(session, lambda v: spy if v != spy else citizens[0])
    outcome = session.outcome()
    assert outcome.side == "citizens" and set(outcome.winners) == set(citizens)
    assert "score" not in session.view(None)


def test_one_pair_words_go_to_sides_at_random():
    # SW-OV-2, SW-OV-3: both words of the pair are used; which side gets which is drawn.
    citizen_words = set()
    for seed in range(40):
        session = start(6, seed=seed)
        state = session.game.state
        assert {state.citizen_card.word, state.spy_card.word} == {CITIZEN_WORD_A, SPY_WORD_B}
        citizen_words.add(state.citizen_card.word)
    assert citizen_words == {CITIZEN_WORD_A, SPY_WORD_B}


def test_rounds_follow_with_the_same_words():
    # SW-OV-4, SW-WIN-5: a vote eliminates one player; the next round keeps the words.
    session = start(7, spies=1, ghost=False)
    state = session.game.state
    words = (state.citizen_card, state.spy_card)
    victim = seats_with(session, Role.CITIZEN)[0]
    reveal_all(session)
    to_vote(session)
    vote_all(session, lambda v: victim if v != victim else seats_with(session, Role.CITIZEN)[1])
    assert state.phase is Phase.CLUES and state.round == 2
    assert (state.citizen_card, state.spy_card) == words
    assert victim not in state.speakers


def test_each_role_sees_what_its_rule_says():
    # SW-ROLE-1 citizen: citizens' word + picture; SW-ROLE-2 spy: the other word, screen
    # identical to a citizen's by default; SW-ROLE-3 ghost: no word, knows it is the ghost.
    session = start(8, spies=2, ghost=True)
    state = session.game.state
    citizen = seats_with(session, Role.CITIZEN)[0]
    spy = seats_with(session, Role.SPY)[0]
    ghost = seats_with(session, Role.GHOST)[0]
    c_me, s_me, g_me = (session.view(x)["viewer"] for x in (citizen, spy, ghost))
    assert c_me["card"] == state.citizen_card.to_dict() and c_me["role"] is None
    assert s_me["card"] == state.spy_card.to_dict() and s_me["role"] is None
    assert set(c_me) == set(s_me)
    assert g_me["card"] is None and g_me["role"] == "ghost"


def test_spies_and_ghost_do_not_know_each_other():
    # SW-ROLE-4 (also with SW-SET-2 on: a spy learns only its own role).
    session = start(10, spies=3, ghost=True, spy_knows_role=True)
    for seat in seats_with(session, Role.SPY) + seats_with(session, Role.GHOST):
        view = session.view(seat)
        assert all(p["role"] is None for p in view["seats"])
        assert view["viewer"]["role"] in ("spy", "ghost")


@pytest.mark.parametrize("n", range(4, 13))
def test_allowed_setups_by_player_count(n):
    # SW-ROLE-5, SW-ROLE-6: spies 1 (4–5), 1–2 (6–8), 1–3 (9–12); ghost from 5; never 2.
    for spies in range(0, 5):
        for ghost in (False, True):
            allowed = (1 <= spies <= cfg.max_spies(n) and (not ghost or n >= 5)
                       and n - spies - ghost > spies + ghost)
            try:
                start(n, spies=spies, ghost=ghost)
                accepted = True
            except SetupError:
                accepted = False
            assert accepted == allowed, (n, spies, ghost)
    with pytest.raises(SetupError):
        start(n, ghost=2)  # never more than one ghost: ghost is a yes/no setting


def test_six_players_two_spies_and_ghost_refused():
    # SW-ROLE-6: the rule's own example.
    with pytest.raises(SetupError) as err:
        start(6, spies=2, ghost=True)
    assert err.value.code == "spyword.setup.citizens_outnumbered"


@pytest.mark.parametrize(("n", "spies", "ghost"), [(4, 1, False), (5, 1, False), (6, 1, True),
                                                    (8, 1, True), (9, 2, True), (12, 2, True)])
def test_recommended_setup_is_the_default(n, spies, ghost):
    # SW-ROLE-7, SW-SET-1: recommended setup by default; roles dealt at random.
    session = start(n)
    roles = session.game.state.roles
    assert roles.count(Role.SPY) == spies and roles.count(Role.GHOST) == int(ghost)
    spy_seats = {tuple(seats_with(start(n, seed=seed), Role.SPY)) for seed in range(30)}
    assert len(spy_seats) > 3


def test_clues_start_after_everyone_saw_their_card():
    # SW-RND-1: everyone taps "Got it" once; then the clue round starts.
    session = start(5)
    for seat in range(4):
        session.act(seat, GotIt(), 1)
        assert session.game.state.phase is Phase.REVEAL
    with pytest.raises(RuleError) as err:
        session.act(0, GotIt(), 1)
    assert err.value.code == "spyword.card.already_seen"
    session.act(4, GotIt(), 1)
    assert session.game.state.phase is Phase.CLUES


def test_speaking_mode_is_announced_to_the_table():
    # SW-RND-2, SW-SET-6: clues are spoken; the mode (1 word / 1 sentence) is on screen.
    assert start(5).view(None)["settings"]["speaking_mode"] == "word"
    assert start(5, speaking_mode="sentence").view(None)["settings"]["speaking_mode"] == "sentence"
    with pytest.raises(SetupError):
        start(5, speaking_mode="poem")


def test_speaking_order_shuffled_ghost_never_first_and_rotating_start():
    # SW-RND-3
    orders = set()
    for seed in range(200):
        session = start(6, seed=seed, spies=1, ghost=True)
        state = session.game.state
        orders.add(tuple(state.speaking_order))
        assert state.roles[state.speaking_order[0]] is not Role.GHOST
        assert state.round_starter == state.speaking_order[0]
    assert len(orders) > 50
    # Later rounds start with the next player still in the game after the last starter,
    # here skipping the eliminated player who would have been next.
    seed = next(x for x in range(100)
                if start(6, seed=x, ghost=False).game.state.roles[
                    start(6, seed=x, ghost=False).game.state.speaking_order[1]] is Role.CITIZEN)
    session = start(6, seed=seed, ghost=False)
    state = session.game.state
    order = state.speaking_order
    reveal_all(session)
    to_vote(session)
    victim, other = order[1], order[2]
    vote_all(session, lambda v: victim if v != victim else other)
    assert state.phase is Phase.CLUES and state.round == 2
    assert state.round_starter == order[2] and state.speakers[0] == order[2]


def test_speaking_timer_only_on_several_devices():
    # SW-RND-4: several devices: 30 s each, "Clue given" by the speaker, auto hand-over.
    session = start(5, mode="several_devices")
    reveal_all(session, now=1000)
    state = session.game.state
    first, second = state.speakers[0], state.speakers[1]
    assert session.game.next_deadline() == 1000 + cfg.SPEAK_MS
    with pytest.raises(NotAllowed):
        session.act(second, ClueGiven(), 2000)
    session.act(first, ClueGiven(), 2000)
    assert state.current_speaker == second
    session.tick(2000 + cfg.SPEAK_MS)
    assert state.current_speaker == state.speakers[2]
    # One device: no speaking timer; any seat hands over (the device is passed round).
    one = start(5)
    reveal_all(one)
    assert one.game.next_deadline() is None
    one.act(one.game.state.speakers[3], ClueGiven(), 5)
    assert one.game.state.speaker_pos == 1


def test_discussion_timer_and_who_may_end_it():
    # SW-RND-5, SW-SET-7: 90 s by default, then the vote starts by itself.
    session = start(5, mode="several_devices", host=2)
    reveal_all(session, now=0)
    for _ in range(5):
        session.tick(session.game.next_deadline())
    state = session.game.state
    assert state.phase is Phase.DISCUSSION
    started = session.record.actions[-1].at_ms
    assert session.game.next_deadline() == started + 90_000
    with pytest.raises(NotAllowed) as err:
        session.act(0, GoToVote(), started + 5)  # several devices: only the host
    assert err.value.code == "spyword.discussion.host_only"
    session.tick(started + 90_000)
    assert state.phase is Phase.VOTE
    # One device: anyone may tap "Go to vote"; Unlimited means no deadline at all.
    one = start(5, discussion_s=None)
    reveal_all(one)
    finish_clues(one)
    assert one.game.state.phase is Phase.DISCUSSION and one.game.next_deadline() is None
    one.act(4, GoToVote(), 10)
    assert one.game.state.phase is Phase.VOTE
    for seconds in (60, 120):
        s2 = start(5, mode="several_devices", discussion_s=seconds)
        reveal_all(s2, now=0)
        finish_clues(s2, now=0)
        assert s2.game.next_deadline() == seconds * 1000
    with pytest.raises(SetupError):
        start(5, discussion_s=45)


def test_see_my_word_during_clues_and_discussion_only():
    # SW-RND-6
    session = start(5)
    seat = seats_with(session, Role.CITIZEN)[0]
    assert not session.view(seat)["viewer"]["may_review_word"]  # still looking at the card
    reveal_all(session)
    assert session.view(seat)["viewer"]["may_review_word"]
    finish_clues(session)
    assert session.view(seat)["viewer"]["may_review_word"]
    session.act(0, GoToVote(), 5)
    assert not session.view(seat)["viewer"]["may_review_word"]
    assert session.view(seat)["viewer"]["card"]["word"] == session.game.state.citizen_card.word


def test_eliminated_players_become_silent_spectators():
    # SW-RND-7: no word shown for them before the end; they neither speak nor vote.
    session = start(6, spies=1, ghost=False, reveal_eliminated_roles=True)
    state = session.game.state
    victim, other = seats_with(session, Role.CITIZEN)[:2]
    reveal_all(session)
    to_vote(session)
    vote_all(session, lambda v: victim if v != victim else other)
    assert victim not in state.speakers
    assert session.game.legal_actions(victim) == []
    table = str(session.view(None))
    assert state.citizen_card.word not in table
    to_vote(session)
    assert victim not in state.ballot.voters and victim not in state.ballot.candidates


def test_settings_defaults_and_refusals():
    # SW-SET-1, SW-SET-2, SW-SET-3, SW-SET-4, SW-SET-5, SW-SET-6, SW-SET-7, SW-SET-8: defaults
    # and refusals; SW-SET-9: durations are data in core/spyword/settings.py.
    public = start(6).view(None)["settings"]
    assert public == {
        "mode": "one_device", "spies": 1, "ghost": True, "spy_knows_role": False,
        "reveal_eliminated_roles": True, "vote_result": "open", "allow_pass": False,
        "speaking_mode": "word", "discussion_s": 90, "tie_rule": "duel", "host": 0,
    }
    bad = [{"vote_result": "secret"}, {"tie_rule": "coin"}, {"allow_pass": 1},
           {"spy_knows_role": "yes"}, {"mode": "cloud"}, {"colour": "red"}, {"host": 9},
           {"discussion_s": True}]
    for setting in bad:
        with pytest.raises(SetupError):
            start(6, **setting)
    assert (cfg.SPEAK_MS, cfg.VOTE_MS) == (30_000, 30_000)
    assert (cfg.GHOST_GUESS_REVEALED_MS, cfg.GHOST_GUESS_HIDDEN_MS) == (45_000, 60_000)


def test_a_round_fits_the_faq_estimate():
    # SW-FAQ-1: 4 players, every timer running out: clues + discussion + vote = 4 min.
    session = start(4, mode="several_devices")
    reveal_all(session, now=0)
    state = session.game.state
    while state.phase is not Phase.VOTE:
        session.tick(session.game.next_deadline())
    spy = seats_with(session, Role.SPY)[0]
    citizens = seats_with(session, Role.CITIZEN)
    for voter in citizens:
        session.act(voter, Vote(spy), session.game.next_deadline() - 1)
    session.tick(session.game.next_deadline())
    assert session.record.actions[-1].at_ms <= cfg.ROUND_MINUTES[1] * 60_000
    assert cfg.ESTIMATED_GAME_MINUTES == (10, 20)


def test_wrong_phase_and_unknown_seat_are_refused():
    session = start(5)
    refusals = [
        (WrongPhase, "spyword.phase.not_discussion", 0, GoToVote()),
        (NotAllowed, "game.seat.unknown", 7, GotIt()),
        (NotAllowed, "game.wrong_actor", 0, Leave(1)),  # session actions: the session only
        (NotAllowed, "game.wrong_actor", None, GotIt()),  # player actions: a seat
        (NotAllowed, "game.connection.one_device", None, Disconnect(1)),  # nobody disconnects
        (WrongPhase, "game.timeout.no_deadline", None, Timeout()),
    ]
    for error, code, actor, action in refusals:
        with pytest.raises(error) as err:
            session.act(actor, action, 1)
        assert err.value.code == code


def test_seat_names_required():
    with pytest.raises(SetupError) as err:
        Session.start("spyword", {}, ["A", "", "C", "D"], 1, PAIR, 0)
    assert err.value.code == "spyword.setup.seat_names"
