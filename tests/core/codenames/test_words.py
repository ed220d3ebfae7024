"""Grid words: drawing from word lists without repeats (CN-SET-2, CN-CL-7) and content."""

from __future__ import annotations

import random

import pytest

from core.codenames.limits import GRID_SIZE, MIN_PACK_WORDS
from core.codenames.words import draw_grid_words, parse_grid_words
from core.errors import SetupError
from core.text import normalize
from tests.core.codenames.support import WORDS, new_game


def word_list(n: int, prefix: str = "w") -> list[str]:
    return [f"{prefix}{i:04d}" for i in range(n)]


def test_draws_25_distinct_words_from_the_lists():
    lists = [word_list(30, "a"), word_list(30, "b")]
    grid = draw_grid_words(lists, [], random.Random(3))
    assert len(grid) == GRID_SIZE == len(set(grid))
    assert set(grid) <= set(lists[0]) | set(lists[1])


def test_same_rng_state_same_grid():
    lists = [word_list(100)]
    assert draw_grid_words(lists, [], random.Random(9)) == draw_grid_words(
        lists, [], random.Random(9))


def test_never_repeats_previous_words_while_lists_have_unused_ones():
    # CN-CL-7: a pack of the minimum size gives 16 games in a row without any repeat.
    lists = [word_list(MIN_PACK_WORDS)]
    rng = random.Random(1)
    used: list[str] = []
    for _game in range(MIN_PACK_WORDS // GRID_SIZE):
        grid = draw_grid_words(lists, used, rng)
        assert not set(grid) & set(used)
        used += grid
    assert len(set(used)) == MIN_PACK_WORDS


def test_only_the_previous_game_is_avoided_when_that_is_what_is_passed():
    lists = [word_list(60)]
    rng = random.Random(5)
    previous = draw_grid_words(lists, [], rng)
    for _ in range(50):
        grid = draw_grid_words(lists, previous, rng)
        assert not set(grid) & set(previous)
        previous = grid


def test_falls_back_to_reuse_only_as_much_as_needed():
    lists = [word_list(40)]
    previous = lists[0][:30]
    grid = draw_grid_words(lists, previous, random.Random(2))
    # The 10 unused words all come back, plus 15 of the previous game's.
    assert set(lists[0][30:]) <= set(grid)
    assert len(set(grid) & set(previous)) == GRID_SIZE - 10
    assert len(set(grid)) == GRID_SIZE


def test_fallback_grid_is_shuffled():
    lists = [word_list(26)]
    grids = {tuple(draw_grid_words(lists, lists[0][:20], random.Random(s))) for s in range(5)}
    assert len(grids) > 1
    assert all(set(lists[0][20:]) <= set(g) for g in grids)


def test_words_compared_normalised_across_lists_and_history():
    base = word_list(30)
    lists = [base, ["W0000", "Été"], ["ete"]]
    rng = random.Random(4)
    grid = draw_grid_words(lists, ["w0001", "ÉTÉ"], rng)
    keys = [normalize(w) for w in grid]
    assert len(set(keys)) == GRID_SIZE
    assert "w0001" not in keys and "ete" not in keys


def test_not_enough_words_refused():
    with pytest.raises(SetupError) as err:
        draw_grid_words([word_list(20), ["W0001"]], [], random.Random(1))
    assert err.value.code == "codenames.words.not_enough"
    assert err.value.details == {"available": 20, "needed": GRID_SIZE}


@pytest.mark.parametrize("bad", ["", "?!", 7, None])
def test_bad_list_word_refused(bad):
    with pytest.raises(SetupError) as err:
        draw_grid_words([[*word_list(30), bad]], [], random.Random(1))
    assert err.value.code == "codenames.words.bad_word"


def test_grid_keeps_content_order():
    # CN-SET-2: 25 cards in reading order, as the caller drew them.
    game = new_game()
    assert [card["word"] for card in game.view(None)["cards"]] == WORDS
    assert [card["index"] for card in game.view(None)["cards"]] == list(range(GRID_SIZE))


@pytest.mark.parametrize(("content", "code"), [
    (WORDS, "codenames.content.not_a_map"),
    ({"words": WORDS, "extra": 1}, "codenames.content.not_a_map"),
    ({"words": WORDS[:24]}, "codenames.content.word_count"),
    ({"words": [*WORDS, "zebra"]}, "codenames.content.word_count"),
    ({"words": [*WORDS[:24], "APPLE"]}, "codenames.content.duplicate_word"),
    ({"words": [*WORDS[:24], ""]}, "codenames.content.bad_word"),
    ({"words": [*WORDS[:24], 12]}, "codenames.content.bad_word"),
])
def test_bad_content_refused(content, code):
    with pytest.raises(SetupError) as err:
        parse_grid_words(content)
    assert err.value.code == code


def test_duplicate_names_both_cards():
    with pytest.raises(SetupError) as err:
        parse_grid_words({"words": [*WORDS[:24], "Apple"]})
    assert err.value.details == {"card": 24, "first": 0}
