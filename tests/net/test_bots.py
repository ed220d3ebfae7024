"""Bots (`net.bots`): legal random moves from the seat's own view, free text filled."""

from __future__ import annotations

import random
from collections import Counter

from core.codenames.clue import check_clue_word
from net.bots import (
    CLUE_WORDS,
    GUESS_WORDS,
    action_key,
    choose_action,
    clue_words,
    is_over,
)
from net.tuning import HostLimits
from tests.net.test_whole_games import check_played, play_room, run_idle


def codenames_view(words: list[str], revealed: set[int] = frozenset()) -> dict:
    return {"phase": "clue",
            "cards": [{"index": i, "word": w, "revealed": i in revealed, "colour": None}
                      for i, w in enumerate(words)],
            "actions": [{"type": "clue", "word": "", "number": n} for n in range(10)]}


def test_no_action_listed_means_no_move() -> None:
    assert choose_action({"actions": []}, random.Random(1)) is None
    assert choose_action({"phase": "over"}, random.Random(1)) is None


def test_the_choice_is_one_of_the_listed_actions_and_seeded() -> None:
    view = {"actions": [{"type": "guess", "card": c} for c in range(20)] + [{"type": "end_turn"}]}
    picks = [choose_action(view, random.Random(seed)) for seed in range(50)]
    assert all(p in view["actions"] for p in picks)
    assert picks == [choose_action(view, random.Random(seed)) for seed in range(50)]


def test_a_kind_is_picked_first_so_a_lone_confirm_is_not_drowned() -> None:
    # Taboo's result screen lists one Correct per card and a single Confirm (TB-TURN-7).
    view = {"actions": [{"type": "correct", "index": i} for i in range(15)]
            + [{"type": "confirm"}]}
    rng = random.Random(3)
    kinds = Counter(choose_action(view, rng)["type"] for _ in range(400))
    assert 150 < kinds["confirm"] < 250


def test_refused_actions_are_not_chosen_again_for_that_view() -> None:
    view = {"actions": [{"type": "vote", "target": t} for t in (1, 2, 3)]}
    refused = {action_key({"type": "vote", "target": t}) for t in (1, 2)}
    for seed in range(20):
        assert choose_action(view, random.Random(seed), refused) == {"type": "vote",
                                                                     "target": 3}
    every = refused | {action_key({"type": "vote", "target": 3})}
    assert choose_action(view, random.Random(0), every) is None


def test_a_codenames_clue_is_filled_with_a_word_that_passes_clue_validation() -> None:
    # CN-CLUE-2: the bot keeps away from unrevealed grid words (equal, inside, containing).
    grid = ["ocean", "metals", "port", "forest"] + [f"card{i}" for i in range(21)]
    view = codenames_view(grid, revealed={3})
    allowed = clue_words(view)
    assert "ocean" not in allowed and "metal" not in allowed  # equal, inside "metals"
    assert "sport" not in allowed  # contains "port"
    assert "forest" in allowed  # that card is revealed
    revealed = [i == 3 for i in range(25)]
    for seed in range(30):
        action = choose_action(view, random.Random(seed))
        assert action["type"] == "clue" and action["word"] in CLUE_WORDS
        assert check_clue_word(action["word"], grid, revealed) == action["word"]
        assert 0 <= action["number"] <= 9


def test_a_refused_clue_word_is_replaced_by_another() -> None:
    view = codenames_view([f"card{i}" for i in range(25)])
    rng = random.Random(4)
    first = choose_action(view, rng)
    refused = {action_key({**first, "number": n}) for n in range(10)}
    for _ in range(30):
        assert choose_action(view, rng, refused)["word"] != first["word"]


def test_a_ghost_guess_gets_a_word() -> None:
    # SW-GHOST-1: any word will do.
    view = {"actions": [{"type": "ghost_guess", "text": ""}]}
    action = choose_action(view, random.Random(2))
    assert action["type"] == "ghost_guess" and action["text"] in GUESS_WORDS


def test_is_over_reads_the_phase() -> None:
    assert is_over({"phase": "over"}) and not is_over({"phase": "vote"}) and not is_over(None)



def test_rate_limited_bots_wait_and_still_finish_the_game() -> None:
    # Rate limit per connection (issue 7): a bot retries after a refusal for the rate.
    from net.host import Host

    limits = HostLimits(action_rate_per_s=50.0, action_burst=1)

    class LimitedHost(Host):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, limits=limits, **kwargs)

    words = [f"word{chr(97 + i)}" for i in range(25)]
    played = run_idle(play_room("codenames", 4, content={"words": words}, seed=9,
                                   host_class=LimitedHost))
    check_played(played)
    assert sum(bot.stats.rate_limited for bot in played.bots) > 0
