"""A Taboo game's cards from every ticked pack (issue 31; TB-SET-2, TB-SET-3): one pack of
at most 60 cards drawn from all of them, no card twice, cards not played lately first."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from core.content import card_key, content_from_packs
from core.packs.model import Pack, TabooCard
from core.session import Session


def pack(slug: str, words: list[str]) -> Pack:
    return Pack(schema=1, game="taboo", language="en", slug=slug, title=slug,
                description=slug, author="t", licence="CC0", family_friendly=True,
                source=f"{slug}.toml",
                cards=tuple(TabooCard(w, ("a", "b", "c", "d", "e")) for w in words))


THREE = [pack(name, [f"{name}{i}" for i in range(60)]) for name in ("red", "green", "blue")]


def dealt(packs, recent=(), seed=0) -> list[str]:
    content = content_from_packs("taboo", packs, list(recent), random.Random(seed))
    return [card["word"] for card in content["cards"]]


def test_three_ticked_packs_deal_cards_of_all_three():  # TB-SET-3
    for seed in range(30):
        words = dealt(THREE, seed=seed)
        assert len(words) == 60  # TB-SET-2: a game's pack of 60
        assert {w.rstrip("0123456789") for w in words} == {"red", "green", "blue"}


def test_the_cards_of_three_packs_make_a_real_game():  # TB-SET-3: each team its deck
    content = content_from_packs("taboo", THREE, [], random.Random(5))
    seats = ["A", "B", "C", "D"]
    settings = {"mode": "one_device", "teams": ["red", "red", "blue", "blue"],
                "cards_per_team": 30}
    session = Session.start("taboo", settings, seats, 7, content, 0)
    assert session.view(None)["phase"] == "ready"


words_lists = st.lists(st.lists(st.sampled_from([f"w{i}" for i in range(90)] + ["W1", "wé1"]),
                                min_size=1, max_size=60), min_size=1, max_size=4)


@given(words_lists, st.lists(st.sampled_from([f"w{i}" for i in range(90)])), st.integers(0, 99))
def test_no_card_twice_in_a_game_and_recent_ones_last(lists, recent, seed):
    packs = [pack(f"p{i}", list(dict.fromkeys(words))) for i, words in enumerate(lists)]
    words = dealt(packs, [card_key(w) for w in recent], seed)
    keys = [card_key(w) for w in words]
    assert len(keys) == len(set(keys))  # "w1", "W1" and "wé1" are one card
    every = {card_key(c.word) for p in packs for c in p.cards}
    assert len(keys) == min(60, len(every))
    recent_keys = {card_key(w) for w in recent}
    fresh = [k for k in keys if k not in recent_keys]
    assert keys[:len(fresh)] == fresh  # every card not played lately comes first
    assert len(fresh) == min(60, len(every - recent_keys))


def test_the_cards_played_longest_ago_come_back_first():
    one = pack("one", [f"c{i}" for i in range(70)])
    recent = [card_key(f"c{i}") for i in range(70)]  # all played, c0 longest ago
    assert dealt([one], recent) == [f"c{i}" for i in range(60)]


def test_the_same_seed_deals_the_same_cards():  # a game's record replays exactly
    assert dealt(THREE, seed=3) == dealt(THREE, seed=3) != dealt(THREE, seed=4)
