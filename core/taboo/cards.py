"""Taboo cards: the content check (TB-SET-2) and the deal into two decks (TB-SET-3)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from core.errors import SetupError
from core.taboo.constants import (
    CARDS_PER_TEAM_CHOICES,
    FORBIDDEN_PER_CARD,
    JUNIOR_FORBIDDEN_PER_CARD,
    MIN_PACK_SIZE,
    PACK_SIZE,
    TEAMS,
)
from core.text import LANGUAGE_KEY, normalize


@dataclass(frozen=True, slots=True)
class Card:
    word: str
    forbidden: tuple[str, ...]


def parse_content(content: Any) -> tuple[Card, ...]:
    """Content is ``{"cards": [{"word": str, "forbidden": [5 str]}, ...]}`` with 60 cards
    (3 forbidden words on a junior card, our tier beside TB-SET-2)
    (a user's pack: 30 to 60), and the words' ``"language"`` when drawn from a pack (Taboo
    compares no typed text)."""
    if not isinstance(content, dict) or not {"cards"} <= set(content) <= {"cards", LANGUAGE_KEY}:
        raise SetupError("taboo.content.malformed")
    raw = content["cards"]
    if not isinstance(raw, list) or not MIN_PACK_SIZE <= len(raw) <= PACK_SIZE:
        raise SetupError("taboo.content.card_count", expected=PACK_SIZE,
                         minimum=MIN_PACK_SIZE, count=len(raw) if isinstance(raw, list) else None)
    cards = tuple(_parse_card(index, item) for index, item in enumerate(raw))
    seen: dict[str, int] = {}
    for index, card in enumerate(cards):
        key = normalize(card.word)
        if key in seen:
            raise SetupError("taboo.content.duplicate_word", card=index, first=seen[key])
        seen[key] = index
    return cards


def _parse_card(index: int, item: Any) -> Card:
    if not isinstance(item, dict) or set(item) != {"word", "forbidden"}:
        raise SetupError("taboo.content.bad_card", card=index)
    word, forbidden = item["word"], item["forbidden"]
    if not _is_word(word):
        raise SetupError("taboo.content.bad_word", card=index)
    # A junior card (our own tier, not TB-SET-2's) forbids 3 words; every other card 5.
    if not isinstance(forbidden, list) or len(forbidden) not in (FORBIDDEN_PER_CARD,
                                                                 JUNIOR_FORBIDDEN_PER_CARD):
        raise SetupError("taboo.content.forbidden_count", card=index,
                         expected=FORBIDDEN_PER_CARD)
    if not all(_is_word(w) for w in forbidden):
        raise SetupError("taboo.content.bad_forbidden", card=index)
    return Card(word, tuple(forbidden))


def _is_word(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def cards_per_team_choices(pack_size: int) -> tuple[int, ...]:
    """TB-OPT-1 choices a pack of ``pack_size`` cards can fill for both teams."""
    return tuple(n for n in CARDS_PER_TEAM_CHOICES if 2 * n <= pack_size)


def deal_decks(rng: random.Random, cards_per_team: int,
               pack_size: int = PACK_SIZE) -> dict[str, list[int]]:
    """TB-SET-3: shuffle the pack and give each team ``cards_per_team`` card ids.

    With fewer than 30 cards per team the rest of the pack stays unused.
    """
    if cards_per_team not in cards_per_team_choices(pack_size):
        raise SetupError("taboo.settings.cards_per_team", value=str(cards_per_team),
                         pack_size=pack_size)
    order = list(range(pack_size))
    rng.shuffle(order)
    return {team: order[i * cards_per_team:(i + 1) * cards_per_team]
            for i, team in enumerate(TEAMS)}
