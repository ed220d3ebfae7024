"""A game's content drawn from chosen packs (PX-PACK-1), the same for every mode:
Spy Word a pair not used recently, Codenames 25 grid words avoiding recent grids, Taboo
a game's 60 cards (TB-SET-2) drawn from every ticked pack, cards not played recently
first (issue 31). Pure: the caller passes packs, recent picks and the rng, and stores the
result in the game record, so a replay deals the very same cards.

The content also names the words' language (``"language"``, when every chosen pack has
the same one): the cores compare typed words by it (`core.text`: in German "Kaese" is
"Käse")."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core import registry
from core.errors import SetupError
from core.text import LANGUAGE_KEY, normalize

if TYPE_CHECKING:  # types only: the pack model (its parser and checks) loads with the packs
    from core.packs import Pack

NO_PACK = "content.no_pack"


@dataclass(frozen=True)
class ContentKind:
    """How a game's content is drawn from its packs (a descriptor names its kind)."""

    #: ``draw(packs, recent, rng)``: the content, without its ``language``.
    draw: Callable[[Sequence[Pack], Sequence[str], random.Random], dict[str, Any]]
    #: What a started game adds to the recent picks the next draws avoid.
    recent_of: Callable[[Any], list[str]]
    #: The recent picks' history (`desktop.settings.AppSettings`): "pairs", "words",
    #: "cards".
    recent: str | None
    #: The content comes from exactly one pack.
    single_pack: bool = False
    #: Setup ticks every pack of the language at first (the more cards, the later a
    #: card comes back), not only the first.
    all_packs_by_default: bool = False


def _pair(packs: Sequence[Pack], recent: Sequence[str], rng: random.Random) -> dict[str, Any]:
    from core.spyword.draw import draw_pair

    pairs = [pair.to_dict() for pack in packs for pair in pack.pairs]
    return draw_pair(pairs, list(recent), rng)


def _pair_recent(content: Any) -> list[str]:
    from core.spyword.draw import pair_key

    return [pair_key(content["pair"])]


def _words(packs: Sequence[Pack], recent: Sequence[str], rng: random.Random) -> dict[str, Any]:
    from core.codenames.words import draw_grid_words

    return {"words": draw_grid_words([list(p.words) for p in packs], list(recent), rng)}


def card_key(word: str) -> str:
    """A card's identity across packs: its word as the cores compare words."""
    return normalize(word)


def _cards(packs: Sequence[Pack], recent: Sequence[str], rng: random.Random) -> dict[str, Any]:
    """A game's pack of cards (TB-SET-2, at most `PACK_SIZE`) from all ``packs``: one card
    per word (the first pack's), the cards not in ``recent`` first in a shuffled order,
    then the recent ones, those played longest ago first (``recent`` is oldest first)."""
    from core.taboo.constants import PACK_SIZE

    cards: dict[str, Any] = {}
    for pack in packs:
        for card in pack.cards:
            cards.setdefault(card_key(card.word), card)
    played = {key: index for index, key in enumerate(recent)}
    fresh = [key for key in cards if key not in played]
    rng.shuffle(fresh)
    again = sorted((key for key in cards if key in played), key=played.__getitem__)
    return {"cards": [cards[key].to_dict() for key in (fresh + again)[:PACK_SIZE]]}


def _cards_recent(content: Any) -> list[str]:
    return [card_key(card["word"]) for card in content["cards"]]


#: The content kinds: a pair not used recently (Spy Word), 25 grid words avoiding recent
#: grids (Codenames), a game's cards from every ticked pack avoiding recent cards (Taboo).
KINDS: dict[str, ContentKind] = {
    "pair": ContentKind(_pair, _pair_recent, "pairs"),
    "words": ContentKind(_words, lambda content: list(content["words"]), "words"),
    "cards": ContentKind(_cards, _cards_recent, "cards", all_packs_by_default=True),
}


def kind_of(game: str) -> ContentKind:
    return KINDS[registry.descriptor(game).content]


def content_from_packs(game: str, packs: Sequence[Pack], recent: Sequence[str],
                       rng: random.Random) -> Any:
    """``recent``: the recent picks of the game's kind to avoid (pair keys, grid words)."""
    if not packs:
        raise SetupError(NO_PACK, game=game)
    languages = {pack.language for pack in packs}
    language = {LANGUAGE_KEY: languages.pop()} if len(languages) == 1 else {}
    return {**kind_of(game).draw(packs, recent, rng), **language}


def recent_keys(game: str, content: Any) -> list[str]:
    """What a started game adds to the recent picks: its pair key or its grid words."""
    return kind_of(game).recent_of(content)
