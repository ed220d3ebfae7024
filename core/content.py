"""A game's content drawn from chosen packs (PX-PACK-1), the same for every mode:
Spy Word a pair not used recently, Codenames 25 grid words avoiding recent grids, Taboo
the 60 cards of exactly one pack (TB-SET-2). Pure: the caller passes packs, recent picks
and the rng, and stores the result in the game record.

The content also names the words' language (``"language"``, when every chosen pack has
the same one): the cores compare typed words by it (`core.text`: in German "Kaese" is
"Käse")."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from core import registry
from core.errors import SetupError
from core.packs import Pack
from core.text import LANGUAGE_KEY

NO_PACK = "content.no_pack"
ONE_TABOO_PACK = "content.one_taboo_pack"


@dataclass(frozen=True)
class ContentKind:
    """How a game's content is drawn from its packs (a descriptor names its kind)."""

    #: ``draw(packs, recent, rng)``: the content, without its ``language``.
    draw: Callable[[Sequence[Pack], Sequence[str], random.Random], dict[str, Any]]
    #: What a started game adds to the recent picks the next draws avoid.
    recent_of: Callable[[Any], list[str]]
    #: The recent picks' history (`desktop.settings.AppSettings`): "pairs", "words", None.
    recent: str | None
    #: The content comes from exactly one pack.
    single_pack: bool = False


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


def _cards(packs: Sequence[Pack], recent: Sequence[str], rng: random.Random) -> dict[str, Any]:
    if len(packs) != 1:
        raise SetupError(ONE_TABOO_PACK)
    return {"cards": [card.to_dict() for card in packs[0].cards]}


#: The content kinds: a pair not used recently (Spy Word), 25 grid words avoiding recent
#: grids (Codenames), the cards of exactly one pack (Taboo, TB-SET-2).
KINDS: dict[str, ContentKind] = {
    "pair": ContentKind(_pair, _pair_recent, "pairs"),
    "words": ContentKind(_words, lambda content: list(content["words"]), "words"),
    "cards": ContentKind(_cards, lambda content: [], None, single_pack=True),
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
