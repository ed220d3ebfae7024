"""A loaded, valid pack: plain frozen data the game cores can draw from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.packs.limits import CODENAMES, SPYWORD, TABOO


@dataclass(frozen=True)
class SpyWord:
    word: str
    picture: str  # OpenMoji file stem, e.g. "1F34E"

    def to_dict(self) -> dict[str, Any]:
        return {"word": self.word, "picture": self.picture}


@dataclass(frozen=True)
class SpyPair:
    category: str
    a: SpyWord
    b: SpyWord

    def to_dict(self) -> dict[str, Any]:
        """The pair as game content (JSON-able, stored in the game record)."""
        return {"category": self.category, "a": self.a.to_dict(), "b": self.b.to_dict()}


@dataclass(frozen=True)
class TabooCard:
    word: str
    forbidden: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The card as game content (JSON-able, stored in the game record)."""
        return {"word": self.word, "forbidden": list(self.forbidden)}


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
    difficulty: str | None = None  # "easy", "medium" or "hard"; None when not said
    audience: str = "family"  # "junior", "family" or "adult" (limits.AUDIENCES)

    @property
    def id(self) -> str:
        """Stable name of the pack, e.g. "taboo/fr/school"."""
        return f"{self.game}/{self.language}/{self.slug}"

    @property
    def item_count(self) -> int:
        return {SPYWORD: len(self.pairs), TABOO: len(self.cards), CODENAMES: len(self.words)}[
            self.game
        ]
