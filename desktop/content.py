"""Game content from the packs chosen on the setup screen (`core.content`), avoiding the
recent pairs and grid words kept in `AppSettings` so games rarely repeat."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core import registry
from core.content import NO_PACK, content_from_packs, kind_of, recent_keys
from core.packs import Pack
from core.packs.limits import FAMILY, JUNIOR
from desktop.settings import AppSettings
from store.packs import PackFile, PackLibrary

__all__ = ["NO_PACK", "allowed", "broken_packs_for", "build_content", "packs_for",
           "remember_content", "single_pack", "ticked_at_first"]


def packs_for(library: PackLibrary, game: str, language: str | None) -> tuple[Pack, ...]:
    """The packs a game draws from (its descriptor's pack folder)."""
    return library.packs(registry.descriptor(game).pack_folder, language)


def broken_packs_for(library: PackLibrary, game: str, language: str | None,
                     ) -> tuple[PackFile, ...]:
    """The files in the folder of `packs_for` that are not offered: each has an error
    (setup names them, with the validator's message, issue 28)."""
    folder = registry.descriptor(game).pack_folder
    return tuple(file for file in library.invalid
                 if file.path.parent.parent.name == folder
                 and (language is None or file.path.parent.name == language))


def single_pack(game: str) -> bool:
    """The game plays exactly one pack (the setup screen offers a choice of one)."""
    return kind_of(game).single_pack


def allowed(pack: Pack, limit: str = "all") -> bool:
    """Whether setup offers ``pack`` under the content limit (`AppSettings.content_limit`):
    "family" keeps family-friendly packs (junior ones too), "junior" the junior ones."""
    if limit == "family":
        return pack.audience in (FAMILY, JUNIOR)
    if limit == "junior":
        return pack.audience == JUNIOR
    return True


def ticked_at_first(game: str, packs: Sequence[Pack], limit: str = "all") -> list[bool]:
    """Which of ``packs`` setup ticks at first, among those the content ``limit``
    allows: every pack when the game draws from all of them (Around the Word; a junior
    pack, for children, only when chosen or when the limit is "junior"), else the first."""
    offered = [allowed(pack, limit) for pack in packs]
    if kind_of(game).all_packs_by_default:
        return [ok and (limit == "junior" or pack.audience != JUNIOR)
                for ok, pack in zip(offered, packs, strict=True)]
    first = next((index for index, ok in enumerate(offered) if ok), None)
    return [index == first for index in range(len(packs))]


def _recent(game: str, settings: AppSettings) -> list[str]:
    history = kind_of(game).recent
    if history == "pairs":
        return settings.recent_pairs
    if history == "cards":
        return settings.recent_cards
    return settings.recent_words if history == "words" else []


def build_content(game: str, packs: Sequence[Pack], settings: AppSettings,
                  rng: random.Random) -> Any:
    return content_from_packs(game, packs, _recent(game, settings), rng)


def remember_content(game: str, content: Any, settings: AppSettings) -> None:
    """After a game starts: keep its pair or grid so the next games avoid them."""
    keys = recent_keys(game, content)
    history = kind_of(game).recent
    if history == "pairs":
        for key in keys:
            settings.remember_pair(key)
    elif history == "words":
        settings.remember_words(keys)
    elif history == "cards":
        settings.remember_cards(keys)
