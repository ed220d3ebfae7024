"""The pack's audience: "junior", "family" or "adult" (docs/packs.md, "Audience").

The junior tier is ours, not the rules': TB-SET-2 says a card forbids 5 words; a junior
Taboo card forbids 3, and junior implies family-friendly.
"""

from __future__ import annotations

import pytest

from core.errors import SetupError
from core.packs import PackError, parse_pack
from core.taboo.cards import parse_content
from tests.core.packs.samples import FORBIDDEN, picture_exists, taboo_cards, taboo_pack

SOURCE = "packs/taboo/fr/junior.toml"


def parse(text: str):
    return parse_pack(text.encode("utf-8"), SOURCE, picture_exists)


def junior_pack(forbidden_count: int = 3, family: str = "true") -> str:
    cards = [(word, FORBIDDEN[:forbidden_count]) for word, _ in taboo_cards()]
    text = taboo_pack(cards=cards)
    return text.replace("family_friendly = true",
                        f'family_friendly = {family}\naudience = "junior"')


def test_a_pack_that_does_not_say_takes_its_audience_from_family_friendly():
    assert parse(taboo_pack()).audience == "family"
    adult = taboo_pack().replace("family_friendly = true", "family_friendly = false")
    assert parse(adult).audience == "adult"


def test_a_junior_taboo_pack_has_cards_of_three_forbidden_words():  # TB-SET-2 (our tier)
    pack = parse(junior_pack())
    assert pack.audience == "junior"
    assert {len(card.forbidden) for card in pack.cards} == {3}


def test_a_junior_card_with_five_forbidden_words_is_an_error():
    with pytest.raises(PackError) as caught:
        parse(junior_pack(forbidden_count=5))
    assert "card.forbidden_count" in {p.code for p in caught.value.problems}


def test_a_standard_card_with_three_forbidden_words_is_still_an_error():  # TB-SET-2
    cards = [(word, FORBIDDEN[:3]) for word, _ in taboo_cards()]
    with pytest.raises(PackError) as caught:
        parse(taboo_pack(cards=cards))
    assert "card.forbidden_count" in {p.code for p in caught.value.problems}


def test_junior_without_family_friendly_is_an_error():
    with pytest.raises(PackError) as caught:
        parse(junior_pack(family="false"))
    assert "audience.not_family" in {p.code for p in caught.value.problems}


def test_an_unknown_audience_is_an_error():
    text = taboo_pack().replace("family_friendly = true",
                                'family_friendly = true\naudience = "kids"')
    with pytest.raises(PackError) as caught:
        parse(text)
    assert "field.choice" in {p.code for p in caught.value.problems}


def test_the_taboo_core_plays_junior_cards_and_refuses_other_counts():
    pack = parse(junior_pack())
    cards = parse_content({"cards": [card.to_dict() for card in pack.cards]})
    assert len(cards[0].forbidden) == 3
    bad = [{"word": word, "forbidden": FORBIDDEN[:4]} for word, _ in taboo_cards()]
    with pytest.raises(SetupError):
        parse_content({"cards": bad})
