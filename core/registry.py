"""The games, defined once: name -> game class and lobby rules (`core.lobby`).

Imports lazily so a game's modules load only when used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from core.errors import SetupError

if TYPE_CHECKING:  # light to import: the command line reads `GAMES` before any game loads
    from core.game import Game
    from core.lobby import LobbyRules

#: name -> (game class, lobby rules), each as "module:attribute"; the order games are shown.
_GAMES = {
    "spyword": ("core.spyword.game:SpyWord", "core.spyword.lobby:RULES"),
    "taboo": ("core.taboo.game:Taboo", "core.taboo.lobby:RULES"),
    "codenames": ("core.codenames.game:Codenames", "core.codenames.lobby:RULES"),
}
#: Every game's name, in the order they are shown.
GAMES: tuple[str, ...] = tuple(_GAMES)


def game_names() -> tuple[str, ...]:
    return GAMES


def _load(name: str, which: int) -> Any:
    try:
        module_name, attribute = _GAMES[name][which].split(":")
    except KeyError:
        raise SetupError("game.unknown", game=name) from None
    return getattr(importlib.import_module(module_name), attribute)


def game_class(name: str) -> type[Game]:
    cls: type[Game] = _load(name, 0)
    return cls


def lobby_rules(name: str) -> LobbyRules:
    rules: LobbyRules = _load(name, 1)
    return rules
