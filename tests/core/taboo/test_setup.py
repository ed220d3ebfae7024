"""Setup, settings and lobby helpers (TB-SET-*, TB-OPT-*)."""

from __future__ import annotations

import random

import pytest

from core.errors import InvalidAction, SetupError
from core.session import Session
from core.taboo import checks, turns
from core.taboo.actions import Go, Pass
from core.taboo.constants import (
    CARDS_PER_TEAM_CHOICES,
    COUNTDOWN_MS,
    MAX_PLAYERS,
    MIN_PACK_SIZE,
    MIN_PLAYERS,
    PACK_SIZE,
    PASSES_PER_TURN,
    TURN_MS,
)
from core.taboo.lobby import estimated_minutes, move_seat, shuffle_teams, team_for_new_player
from core.taboo.state import Phase
from tests.core.taboo.support import (
    START_MS,
    alternating_teams,
    card_no,
    confirm,
    game,
    giver,
    go_and_play,
    make_content,
    now,
    playing_team,
    start,
    tap,
    time_out,
)


def _setup_error(settings: dict, n_seats: int = 4, content: object = None) -> str:
    seats = [f"P{i}" for i in range(n_seats)]
    with pytest.raises(SetupError) as info:
        Session.start("taboo", settings, seats, 1,
                      make_content() if content is None else content, START_MS)
    return info.value.code


def _settings(n: int, **extra: object) -> dict:
    return {"mode": "several_devices", "teams": alternating_teams(n), **extra}


# TB-SET-1: 4-10 players, two teams of at least 2.
@pytest.mark.parametrize("n", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_four_to_ten_players_can_play(n: int) -> None:
    assert start(n).game.view(None)["phase"] == "ready"


@pytest.mark.parametrize("n", [MIN_PLAYERS - 1, MAX_PLAYERS + 1])
def test_player_count_outside_four_to_ten_is_refused(n: int) -> None:  # TB-SET-1
    assert _setup_error(_settings(n), n) == "taboo.players.count"


def test_a_team_needs_two_players() -> None:  # TB-SET-1
    settings = {"mode": "one_device", "teams": ["red", "red", "red", "blue"]}
    assert _setup_error(settings) == "taboo.teams.too_small"


@pytest.mark.parametrize(("settings", "code"), [
    ({"teams": alternating_teams(4)}, "taboo.settings.mode"),
    (_settings(4, cards_per_team=25), "taboo.settings.cards_per_team"),
    (_settings(4, cards_per_team=True), "taboo.settings.cards_per_team"),
    (_settings(4, turn_s=30), "taboo.settings.unknown_key"),
    ({"mode": "one_device", "teams": ["red", "blue", "red"]}, "taboo.settings.teams"),
    ({"mode": "one_device", "teams": ["red", "blue", "red", "green"]}, "taboo.settings.team_name"),
])
def test_bad_settings_are_refused_with_a_code(settings: dict, code: str) -> None:
    assert _setup_error(settings) == code


# TB-SET-2: 60 cards, each a word and 5 forbidden words.
def _with_card(card: object) -> dict:
    content = make_content()
    content["cards"][7] = card
    return content


@pytest.mark.parametrize(("content", "code"), [
    (make_content(MIN_PACK_SIZE - 1), "taboo.content.card_count"),
    (make_content(PACK_SIZE + 1), "taboo.content.card_count"),
    ({"cards": make_content()["cards"] * 2}, "taboo.content.card_count"),
    ([], "taboo.content.malformed"),
    (_with_card({"word": "cat", "forbidden": ["a", "b", "c", "d"]}),
     "taboo.content.forbidden_count"),
    (_with_card({"word": " ", "forbidden": list("abcde")}), "taboo.content.bad_word"),
    (_with_card({"word": "cat", "forbidden": ["a", "b", "c", "d", 5]}),
     "taboo.content.bad_forbidden"),
    (_with_card({"word": "cat"}), "taboo.content.bad_card"),
    (_with_card({"word": "WORD03", "forbidden": list("abcde")}),
     "taboo.content.duplicate_word"),
])
def test_a_pack_other_than_60_cards_of_5_forbidden_words_is_refused(content: object,
                                                                    code: str) -> None:
    assert _setup_error(_settings(4), content=content) == code


# TB-SET-3: shuffled pack, split evenly, the rest unused.
@pytest.mark.parametrize("cards_per_team", CARDS_PER_TEAM_CHOICES)
def test_each_team_gets_its_own_deck_of_the_chosen_size(cards_per_team: int) -> None:
    state = game(start(cards_per_team=cards_per_team)).state
    red, blue = state.teams["red"].deck, state.teams["blue"].deck
    assert len(red) == len(blue) == cards_per_team
    assert not set(red) & set(blue)
    assert len(set(red) | set(blue)) == 2 * cards_per_team
    unused = PACK_SIZE - 2 * cards_per_team
    assert unused == {15: 30, 20: 20, 30: 0}[cards_per_team]


def test_the_pack_is_shuffled_by_the_seed() -> None:  # TB-SET-3
    decks = {tuple(game(start(seed=seed)).state.teams["red"].deck) for seed in range(5)}
    assert len(decks) == 5
    again = game(start(seed=3)).state.teams["red"].deck
    assert again == game(start(seed=3)).state.teams["red"].deck


def test_default_is_thirty_cards_per_team_the_whole_pack() -> None:  # TB-OPT-1
    session = Session.start("taboo", _settings(4), [f"P{i}" for i in range(4)], 1,
                            make_content(), START_MS)
    state = game(session).state
    assert len(state.teams["red"].deck) == len(state.teams["blue"].deck) == 30


# TB-SET-4: the starting team is drawn at random; then teams alternate.
def test_starting_team_is_random_then_teams_alternate() -> None:
    starters = {playing_team(start(seed=seed)) for seed in range(20)}
    assert starters == {"red", "blue"}
    session = start(seed=4)
    seen = []
    for _ in range(4):
        seen.append(playing_team(session))
        go_and_play(session)
        tap(session, "F")
        time_out(session)
        confirm(session)
    assert seen[0] != seen[1] and seen[0] == seen[2] and seen[1] == seen[3]


# TB-SET-5: the clue-giver changes each time a team plays.
def test_everyone_in_the_team_gives_clues_in_turn() -> None:
    teams = ["red", "red", "red", "blue", "blue"]
    session = start(teams=teams)
    givers: dict[str, list[int]] = {"red": [], "blue": []}
    for _ in range(8):
        givers[playing_team(session)].append(giver(session))
        go_and_play(session)
        time_out(session)
        confirm(session)
    assert givers["red"] == [0, 1, 2, 0]
    assert givers["blue"] == [3, 4, 3, 4]


# TB-SET-6: three roles each turn.
def test_three_roles_each_turn() -> None:
    session = start(6)
    go_and_play(session)
    team = playing_team(session)
    g = game(session)
    roles = {seat: g.view(seat)["viewer"]["role"] for seat in range(6)}
    assert all(g.view(seat)["viewer"]["seat"] == seat for seat in range(6))
    assert g.view(None)["viewer"] is None
    assert roles[giver(session)] == "clue_giver"
    for seat in range(6):
        if seat == giver(session):
            continue
        expected = "guesser" if g.settings.teams[seat] == team else "watcher"
        assert roles[seat] == expected
    kinds = {seat: {a["type"] for a in g.view(seat)["actions"]} for seat in range(6)}
    assert kinds[giver(session)] == {"found", "pass"}
    assert all(kinds[s] == {"buzz"} for s in range(6) if roles[s] == "watcher")
    assert all(kinds[s] == set() for s in range(6) if roles[s] == "guesser")  # nothing typed


# TB-OPT-1: estimated durations as named data.
def test_estimated_duration_per_choice() -> None:
    assert [estimated_minutes(n) for n in CARDS_PER_TEAM_CHOICES] == [5, 6, 9]
    with pytest.raises(SetupError) as info:
        estimated_minutes(25)
    assert info.value.code == "taboo.settings.cards_per_team"


# TB-OPT-2: turn length, countdown and passes per turn are data, not literals.
def test_fixed_values_are_named_data() -> None:
    assert (TURN_MS, COUNTDOWN_MS, PASSES_PER_TURN) == (60_000, 3_000, 3)


def test_changing_the_named_data_changes_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(turns, "TURN_MS", 30_000)  # TB-OPT-2
    monkeypatch.setattr(turns, "COUNTDOWN_MS", 1_000)
    monkeypatch.setattr(checks, "PASSES_PER_TURN", 1)
    session = start()
    session.act(giver(session), Go(), START_MS)
    assert game(session).next_deadline() == START_MS + 1_000
    time_out(session)
    assert game(session).next_deadline() == START_MS + 1_000 + 30_000
    tap(session, "P")
    with pytest.raises(InvalidAction) as info:
        session.act(giver(session), Pass(card_no(session)), now(session))
    assert info.value.code == "taboo.pass.limit"


# TB-OPT-3: one device: tap a name to move that player; Shuffle redoes the teams.
def test_move_seat_moves_one_player_to_the_other_team() -> None:
    teams = ["red", "blue", "red", "blue"]
    assert move_seat(teams, 2) == ["red", "blue", "blue", "blue"]
    assert teams == ["red", "blue", "red", "blue"]
    assert move_seat(move_seat(teams, 1), 1) == teams
    with pytest.raises(InvalidAction) as info:
        move_seat(teams, 4)
    assert info.value.code == "taboo.lobby.unknown_seat"


# TB-OPT-3/4: Shuffle gives random, balanced teams.
@pytest.mark.parametrize("n", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_shuffle_gives_balanced_teams(n: int) -> None:
    rng = random.Random(n)
    draws = {tuple(shuffle_teams(n, rng)) for _ in range(30)}
    assert len(draws) > 1  # random
    for teams in draws:
        assert len(teams) == n
        assert abs(teams.count("red") - teams.count("blue")) <= 1
        settings = {"mode": "one_device", "teams": list(teams)}
        Session.start("taboo", settings, [f"P{i}" for i in range(n)], 1, make_content(), 0)


def test_shuffle_gives_the_odd_player_to_either_team() -> None:  # TB-OPT-4
    rng = random.Random(0)
    bigger = {max(("red", "blue"), key=shuffle_teams(5, rng).count) for _ in range(30)}
    assert bigger == {"red", "blue"}


# TB-OPT-4: a new player joins the smaller team.
def test_a_new_player_joins_the_smaller_team() -> None:
    assert team_for_new_player(["red", "red", "blue"]) == "blue"
    assert team_for_new_player(["blue", "blue", "red"]) == "red"
    assert team_for_new_player(["red", "blue"]) == "red"
    assert team_for_new_player([]) == "red"


def test_a_new_game_starts_on_the_turn_announcement() -> None:  # TB-TURN-1
    session = start()
    view = session.view(None)
    assert view["phase"] == Phase.READY
    assert view["turn"]["team"] == playing_team(session)
    assert view["turn"]["clue_giver_name"] == f"P{giver(session)}"
    assert view["deadline_ms"] is None


# Issue 17: a user's pack of 30 to 60 cards; setup offers only what the pack can fill.
@pytest.mark.parametrize(("size", "choices"), [(60, (15, 20, 30)), (59, (15, 20)),
                                               (40, (15, 20)), (39, (15,)), (30, (15,))])
def test_a_smaller_pack_offers_only_the_cards_per_team_it_can_fill(size, choices):  # TB-OPT-1
    from core.taboo.cards import cards_per_team_choices

    assert cards_per_team_choices(size) == choices


def test_a_game_deals_from_a_40_card_pack_and_refuses_30_per_team() -> None:  # TB-SET-3
    settings = {"mode": "one_device", "cards_per_team": 20, "teams": ["red", "blue"] * 2}
    names = ["A", "B", "C", "D"]
    session = Session.start("taboo", settings, names, 3, make_content(40), 0)
    decks = [t.deck for t in session.game.state.teams.values()]
    assert all(len(deck) == 20 for deck in decks)
    assert sorted(decks[0] + decks[1]) == list(range(40))
    with pytest.raises(SetupError) as refused:
        Session.start("taboo", {**settings, "cards_per_team": 30}, names, 3,
                      make_content(40), 0)
    assert refused.value.code == "taboo.settings.cards_per_team"
