"""Golden playthroughs (GUIDE §5, after OpenSpiel's ``integration_tests/playthroughs``).

Each playthrough (`playthroughs.py`) is a short scripted whole game with fixed content and
seed. The test plays it again and compares, step by step, the action, its events, the
outcome, the table view and every seat's view with the checked-in file
``data/<name>.jsonl`` (format: `golden`). A difference fails with the step, the action
and the viewer that differ, and a short path-by-path diff.

When a rule changes on purpose, regenerate the files and review their diff:

    .venv/bin/python -m tests.core.golden.regen [NAME ...]

The tests never write the files: a missing or stale file is a failure.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest

from core.codenames.actions import Guess
from core.session import Session
from tests.core.golden.golden import (
    AS_BEFORE,
    DATA,
    Playthrough,
    Recording,
    Step,
    dumps,
    first_difference,
    load,
    loads,
    record,
)
from tests.core.golden.playthroughs import CODENAMES, PLAYTHROUGHS, SPYWORD, TABOO


def check(playthrough: Playthrough) -> None:
    assert playthrough.path.exists(), (
        f"no golden file {playthrough.path.name}: run `python -m tests.core.golden.regen "
        f"{playthrough.name}`")
    problem = first_difference(load(playthrough), record(playthrough))
    assert problem is None, problem


def ids(playthroughs: list[Playthrough]) -> list[str]:
    return [p.name for p in playthroughs]


@pytest.mark.parametrize("playthrough", SPYWORD, ids=ids(SPYWORD))
def test_spyword_playthroughs(playthrough: Playthrough) -> None:
    """Spy Word. Pass, then the ghost's guess: SW-RND-1, SW-RND-5, SW-VOTE-2, SW-VOTE-4,
    SW-VOTE-6, SW-GHOST-1, SW-GHOST-2, SW-CL-3, SW-GHOST-3, SW-WIN-2, SW-END-1. Several
    devices and a duel: SW-RND-4, SW-RND-5, SW-VOTE-2, SW-VOTE-7, SW-CL-4, SW-EDGE-1,
    SW-EDGE-6, SW-WIN-3, SW-VOTE-10. Hidden roles, spies win: SW-SET-3, SW-SET-4,
    SW-VOTE-10, SW-GHOST-4, SW-GHOST-5, SW-EDGE-7, SW-VOTE-9, SW-RND-3, SW-WIN-4,
    SW-END-1."""
    check(playthrough)


@pytest.mark.parametrize("playthrough", TABOO, ids=ids(TABOO))
def test_taboo_playthroughs(playthrough: Playthrough) -> None:
    """Taboo. Pass, Buzz!, timeout, correction, discards: TB-SET-3, TB-SET-4, TB-SET-5,
    TB-TURN-1, TB-TURN-2, TB-TURN-4, TB-TURN-5, TB-TURN-6, TB-TURN-7, TB-PASS-1,
    TB-PASS-2, TB-PASS-3, TB-PASS-4, TB-CL-1, TB-CL-2, TB-PTS-1, TB-PTS-2, TB-DEV-3,
    TB-DEV-4, TB-WIN-1, TB-WIN-2, TB-WIN-3. One device, pause, tie on time: TB-DEV-1,
    TB-DEV-2, TB-CL-3, TB-TURN-6, TB-WIN-3, TB-WIN-4."""
    check(playthrough)


@pytest.mark.parametrize("playthrough", CODENAMES, ids=ids(CODENAMES))
def test_codenames_playthroughs(playthrough: Playthrough) -> None:
    """Codenames. Classic, ends on the assassin: CN-SET-1, CN-SET-2, CN-SET-3, CN-SET-4,
    CN-CLUE-1, CN-CLUE-3, CN-GUESS-1, CN-GUESS-2, CN-GUESS-3, CN-GUESS-5, CN-CL-3,
    CN-END-1. Two players, covers and the timer, a win: CN-2P-1, CN-2P-2, CN-2P-3,
    CN-GUESS-1, CN-GUESS-5, CN-CL-3, CN-CL-6, CN-GOAL-1. Three competitive, the assassin
    on the second spymaster's turn: CN-3P-2, CN-3P-3, CN-CL-3, CN-CL-5, CN-GUESS-3."""
    check(playthrough)


def test_docstrings_cite_every_rule_the_playthroughs_list() -> None:
    tests = {"spyword": test_spyword_playthroughs, "taboo": test_taboo_playthroughs,
             "codenames": test_codenames_playthroughs}
    for playthrough in PLAYTHROUGHS:
        doc = tests[playthrough.game].__doc__ or ""
        missing = [rule for rule in playthrough.rules if rule not in doc]
        assert missing == [], f"{playthrough.name}: cite {missing} in the test docstring"


def test_every_game_has_playthroughs_and_every_file_one() -> None:
    games = [p.game for p in PLAYTHROUGHS]
    assert all(games.count(game) >= 2 for game in ("spyword", "taboo", "codenames"))
    assert len(set(ids(PLAYTHROUGHS))) == len(PLAYTHROUGHS)
    files = {path.stem for path in DATA.glob("*.jsonl")}
    assert files == set(ids(PLAYTHROUGHS)), "a golden file with no playthrough, or none"


def test_every_playthrough_ends_the_game_and_every_view_is_recorded() -> None:
    for playthrough in PLAYTHROUGHS:
        recording = load(playthrough)
        steps = recording.steps
        assert [s.head["step"] for s in steps] == list(range(len(steps)))
        assert steps[-1].head["outcome"] is not None
        assert all(s.head["outcome"] is None for s in steps[:-1]), playthrough.name
        assert all(len(s.seats) == len(playthrough.seats) for s in steps)
        # The compact form rebuilds the very same views.
        assert first_difference(loads(dumps(recording)), recording) is None


# The comparison can fail, and says where ------------------------------------------------------

NAME = "codenames_classic_assassin"
PLAYTHROUGH = next(p for p in PLAYTHROUGHS if p.name == NAME)


def golden_copy() -> Recording:
    """The loaded golden with every view a copy of its own (loaded views share the values
    that did not change), so that mutating one value changes one view only."""
    golden = load(PLAYTHROUGH)
    golden.steps = [Step(copy.deepcopy(s.head), copy.deepcopy(s.table),
                         [copy.deepcopy(view) for view in s.seats]) for s in golden.steps]
    return golden


def test_a_changed_seat_view_is_reported_with_its_step_action_and_seat() -> None:
    golden = golden_copy()
    step = golden.steps[4]  # red's extra guess on a bystander
    step.seats[2]["words_left"]["blue"] = 99  # what the blue spymaster sees
    problem = first_difference(golden, record(PLAYTHROUGH))
    assert problem is not None
    assert f"golden {NAME}: step 4 (seat 1: " in problem
    assert '{"type": "guess", "card": 0}' in problem
    assert "the view of seat 2 differs" in problem
    assert "words_left.blue: file 99 != now 8" in problem
    assert "tests.core.golden.regen" in problem
    assert len(problem.splitlines()) < 6  # a short diff, not a dump


def test_a_changed_table_view_or_action_is_reported() -> None:
    golden = golden_copy()
    golden.steps[0].table["cards"][3]["word"] = "dragoon"
    problem = first_difference(golden, record(PLAYTHROUGH))
    assert problem is not None and "step 0 (setup): the table view (seat None) differs" in problem
    assert "cards[3].word: file \"dragoon\" != now \"dragon\"" in problem

    golden = golden_copy()
    golden.steps[6].head["action"]["card"] = 11
    problem = first_difference(golden, record(PLAYTHROUGH))
    assert problem is not None and "step 6 (seat 3: " in problem
    assert "action.card: file 11 != now 2" in problem


def test_a_refused_or_missing_step_is_reported() -> None:
    def refused(session: Session) -> None:
        PLAYTHROUGH.script(session)
        session.act(1, Guess(3), 2_000_000)  # the game is over

    problem = first_difference(load(PLAYTHROUGH),
                               record(dataclasses.replace(PLAYTHROUGH, script=refused)))
    assert problem is not None and "after step 10" in problem
    assert "seat 1's {\"type\": \"guess\", \"card\": 3} at 2000000 ms was refused" in problem

    golden = golden_copy()
    del golden.steps[-1]
    problem = first_difference(golden, record(PLAYTHROUGH))
    assert problem is not None and "the number of steps differs" in problem


def test_the_file_reads_as_a_log_of_changes() -> None:
    text = PLAYTHROUGH.path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert '"view":' in lines[2] and '"changed":' in lines[3 + 4 + 1]  # step 1's table line
    assert AS_BEFORE in text  # a seat whose own part did not change
