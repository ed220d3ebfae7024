"""The three cores start games from the shipped packs in every language (issue 5):
Spy Word a pair not used recently, Taboo a shuffled 60-card pack split between teams,
Codenames 25 words from the chosen lists with no repeat until the lists run out."""

from __future__ import annotations

import random

import pytest

from core.codenames.words import draw_grid_words
from core.packs import LANGUAGES
from core.session import Session
from core.spyword.draw import draw_pair, pair_key
from core.text import normalize
from store.packs import PackLibrary


@pytest.fixture(scope="module")
def library() -> PackLibrary:
    return PackLibrary.load()


@pytest.mark.parametrize("language", LANGUAGES)
def test_spyword_plays_every_pair_once_before_repeating(library, language):
    pairs = [p.to_dict() for pack in library.packs("spyword", language) for p in pack.pairs]
    recent: list[str] = []
    rng = random.Random(1)
    for _ in range(len(pairs)):
        content = draw_pair(pairs, recent, rng)
        recent.append(pair_key(content["pair"]))
    assert len(set(recent)) == len(pairs) >= 80
    session = Session.start("spyword", {}, list("ABCDE"), 1, content, 0)
    words = {content["pair"]["a"]["word"], content["pair"]["b"]["word"]}
    assert {session.game.state.citizen_card.word, session.game.state.spy_card.word} == words


@pytest.mark.parametrize("language", LANGUAGES)
def test_taboo_deals_a_shipped_pack_to_both_teams(library, language):
    for pack in library.packs("taboo", language):
        content = {"cards": [card.to_dict() for card in pack.cards]}
        settings = {"mode": "one_device", "cards_per_team": 30,
                    "teams": ["red", "blue", "red", "blue"]}
        session = Session.start("taboo", settings, list("ABCD"), 3, content, 0)
        table = session.view(None)
        assert table["phase"] and session.outcome() is None
        assert pack.cards[0].word not in str(table)  # no card on the table before a turn


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_grids_do_not_repeat_until_the_list_is_used_up(library, language):
    lists = [pack.words for pack in library.packs("codenames", language)]
    # Distinct words: the junior list shares many words with the standard one.
    total = len({normalize(word) for words in lists for word in words})
    assert total >= 400
    used: list[str] = []
    rng = random.Random(2)
    for _ in range(total // 25):
        grid = draw_grid_words(lists, used, rng)
        assert not set(grid) & set(used)
        used += grid
    roles = [{"team": "red", "spymaster": True}, {"team": "red", "spymaster": False},
             {"team": "blue", "spymaster": True}, {"team": "blue", "spymaster": False}]
    session = Session.start("codenames", {"mode": "one_device", "roles": roles}, list("ABCD"),
                            5, {"words": grid}, 0)
    assert [card["word"] for card in session.view(None)["cards"]] == grid


def test_one_device_and_host_draw_the_same_way(library):
    # One function serves both modes (core.content): same packs, same seed, same content.
    from core.content import content_from_packs
    from core.errors import SetupError
    from net.content import draw_content

    for game in ("spyword", "codenames", "taboo"):
        packs = library.packs(game, "fr")
        assert content_from_packs(game, packs, [], random.Random(4)) == draw_content(
            game, "fr", library, random.Random(4))
    with pytest.raises(SetupError):
        content_from_packs("spyword", (), [], random.Random(4))
