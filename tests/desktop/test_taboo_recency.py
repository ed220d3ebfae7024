"""Around the Word on this computer (issue 31): setup ticks every pack of the language, and
the default game can be played many times before a card comes back, through the real
content path (`desktop.content`) and the real recency store (`AppSettings`)."""

from __future__ import annotations

import random

import pytest

from core.content import card_key
from core.packs import LANGUAGES
from desktop import content
from store.packs import PackLibrary

DEFAULT_CARDS_PER_TEAM = 30  # TB-OPT-1's default: a game plays all 60 cards it is dealt
# Every language ships 20 standard Around the Word packs (1,200 cards) (issue 31).
TWENTY_GAMES = ("it", "en", "de", "fr", "es")


@pytest.fixture(scope="module")
def library():
    return PackLibrary.load()


def games_before_a_repeat(packs, settings, limit=40) -> int:
    seen: set[str] = set()
    rng = random.Random(1)
    for game in range(limit):
        drawn = content.build_content("taboo", packs, settings, rng)
        keys = {card_key(card["word"]) for card in drawn["cards"][:2 * DEFAULT_CARDS_PER_TEAM]}
        if keys & seen:
            return game
        seen |= keys
        content.remember_content("taboo", drawn, settings)
    return limit


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_default_game_runs_until_every_card_is_played(library, app_settings, language):
    packs = [p for p in content.packs_for(library, "taboo", language) if p.audience != "junior"]
    cards = {card_key(c.word) for p in packs for c in p.cards}
    games = games_before_a_repeat(packs, app_settings)
    assert games == len(cards) // (2 * DEFAULT_CARDS_PER_TEAM)  # no card back before
    if language in TWENTY_GAMES:
        assert games >= 20


@pytest.mark.parametrize("language", LANGUAGES)
def test_setup_ticks_every_pack_of_the_language(qtbot, library, language):
    from desktop.screens.setup_parts import PacksCard

    packs = content.packs_for(library, "taboo", language)
    card = PacksCard("taboo", packs)
    qtbot.addWidget(card)
    standard = [p for p in packs if p.audience != "junior"]
    assert card.chosen() == standard
    assert len(standard) >= (20 if language in TWENTY_GAMES else 8)
    # every language's junior pack: offered, not ticked at first
    assert [p.slug for p in packs if p.audience == "junior"] == ["junior"]
    pairs = content.packs_for(library, "spyword", language)
    spy = PacksCard("spyword", pairs)
    qtbot.addWidget(spy)
    assert len(spy.chosen()) == 1  # the other games keep their first pack ticked
    # Spy Word's junior pack too: offered, never the one ticked at first
    assert [p.slug for p in pairs if p.audience == "junior"] == ["junior"]
    assert spy.chosen()[0].audience != "junior"
    assert content.ticked_at_first("spyword", pairs)[-1] is False
    words = content.packs_for(library, "codenames", "it")
    codenames = PacksCard("codenames", words)
    qtbot.addWidget(codenames)
    assert [p.audience for p in words] == ["family", "junior"]
    assert codenames.chosen() == [words[0]]  # the standard list, never the junior one
