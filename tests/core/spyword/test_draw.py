"""Spy Word draws a pair not used in recent games (issue 5: cores draw from packs)."""

from __future__ import annotations

import random

import pytest

from core.errors import SetupError
from core.spyword.draw import draw_pair, pair_key


def make_pairs(n: int) -> list[dict]:
    return [{"category": "c", "a": {"word": f"A{i}", "picture": "1F34E"},
             "b": {"word": f"B{i}", "picture": "1F350"}} for i in range(n)]


def test_no_recent_pair_is_drawn_while_others_remain():
    pairs = make_pairs(10)
    rng = random.Random(3)
    recent: list[str] = []
    for _ in range(10):
        drawn = draw_pair(pairs, recent, rng)["pair"]
        assert pair_key(drawn) not in recent
        recent.append(pair_key(drawn))
    assert len(set(recent)) == 10
    # All used: the one used longest ago comes back first.
    assert pair_key(draw_pair(pairs, recent, rng)["pair"]) == recent[0]


def test_pair_key_ignores_order_case_and_accents():
    a = {"a": {"word": "Pêche"}, "b": {"word": "poire"}}
    b = {"a": {"word": "POIRE"}, "b": {"word": "peche"}}
    assert pair_key(a) == pair_key(b)


def test_no_pairs_is_a_coded_error():
    with pytest.raises(SetupError) as err:
        draw_pair([], [], random.Random(1))
    assert err.value.code == "spyword.content.no_pairs"
