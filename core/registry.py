"""Game name -> Game class. Imports lazily so a game's module loads only when used."""

from __future__ import annotations

import importlib

from core.errors import SetupError
from core.game import Game

_GAMES = {
    "spyword": "core.spyword.game:SpyWord",
    "taboo": "core.taboo.game:Taboo",
    "codenames": "core.codenames.game:Codenames",
}


def game_names() -> tuple[str, ...]:
    return tuple(_GAMES)


def game_class(name: str) -> type[Game]:
    try:
        module_name, cls_name = _GAMES[name].split(":")
    except KeyError:
        raise SetupError("game.unknown", game=name) from None
    return getattr(importlib.import_module(module_name), cls_name)
