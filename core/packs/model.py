"""A loaded, valid pack: plain frozen data the game cores can draw from."""

from __future__ import annotations

from dataclasses import dataclass

from core.packs.limits import CODENAMES, SPYWORD, TABOO


@dataclass(frozen=True)
class SpyWord:
    word: str
    picture: str  # OpenMoji file stem, e.g. "1F34E"


@dataclass(frozen=True)
class SpyPair:
    category: str
    a: SpyWord
    b: SpyWord


@dataclass(frozen=True)
class TabooCard:
    word: str
    forbidden: tuple[str, ...]


@dataclass(frozen=True)
class Pack:
    schema: int
    game: str
    language: str
    slug: str
    title: str
    description: str
    author: str
    licence: str
    family_friendly: bool
    source: str
    pairs: tuple[SpyPair, ...] = ()
    cards: tuple[TabooCard, ...] = ()
    words: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        """Stable name of the pack, e.g. "taboo/fr/school"."""
        return f"{self.game}/{self.language}/{self.slug}"

    @property
    def item_count(self) -> int:
        return {SPYWORD: len(self.pairs), TABOO: len(self.cards), CODENAMES: len(self.words)}[
            self.game
        ]
