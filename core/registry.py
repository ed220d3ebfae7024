"""The games, defined once: one `GameDescriptor` per game, the one list of games.

A descriptor carries what shared code would otherwise branch on (docs/adding-a-game.md):
the game class and lobby rules, how its content is drawn, its facts and XP, its view
type, the settings of its protocol example, and the phone renderer. Shared code asks the
descriptor; it never compares a game's name. Heavy parts are "module:attribute" strings
loaded on first use, so reading the game list (the command line does, before any game
loads) imports no game. `register` adds a game (a plug-in, or a test's own game).
Desktop-only traits (screens, pictures, sound cues, setup options) live in the game's
desktop package (`desktop.games.GameUi`).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from core.errors import SetupError
from core.progress import xp

if TYPE_CHECKING:  # light to import: the command line reads `GAMES` before any game loads
    from core.game import Game
    from core.lobby import LobbyRules



@dataclass(frozen=True, eq=False)
class GameDescriptor:
    """One game, as shared code sees it. ``"module:attribute"`` fields load lazily."""

    name: str
    #: The English name (protocol docs, command line); the desktop translates its own.
    title: str
    game_class: str
    lobby_rules: str
    #: The root ``TypedDict`` of the game's view (`net.game_schema`).
    view_type: str
    #: How content is drawn from packs: a kind of `core.content.KINDS`
    #: ("pair", "words", "cards").
    content: str
    #: The OpenMoji picture standing for the game (its card on the home screen).
    picture: str
    #: The pack folder the content comes from (None: the game's own name).
    packs: str | None = None
    #: The `core.progress.facts.FactsWatcher` class that reads a finished game's facts.
    facts_watcher: str | None = None
    #: XP on a win by role (`core.progress.xp`), and XP per counter of the game's facts:
    #: counter -> (XP each, at most a game).
    win_bonus: Mapping[str, int] = field(default_factory=dict)
    xp_per_count: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    #: Several-device settings for four players (the protocol doc's example view).
    example_settings: Mapping[str, Any] = field(default_factory=dict)
    #: A callable returning the protocol doc's lines about the game's settings keys.
    settings_doc: str | None = None
    #: The phone page's renderer of this game (`net/web_client/games.js`, ``RENDERERS``);
    #: None: the generic one (the view's ``actions`` as buttons).
    phone_renderer: str | None = None
    #: The game's titles (`core.progress.titles`): rows of (id, statistic, threshold).
    titles: str | None = None

    @property
    def pack_folder(self) -> str:
        return self.packs or self.name


def _load(path: str) -> Any:
    module_name, attribute = path.split(":")
    return getattr(importlib.import_module(module_name), attribute)


_BUILTIN = (
    GameDescriptor(
        name="spyword", title="Spy Word",
        game_class="core.spyword.game:SpyWord", lobby_rules="core.spyword.lobby:RULES",
        view_type="core.spyword.view_types:SpyWordView", content="pair", picture="1F575",
        facts_watcher="core.spyword.facts:SpyWordWatcher",
        win_bonus=MappingProxyType({"spy": xp.SPY_WIN, "ghost": xp.GHOST_WIN}),
        xp_per_count=MappingProxyType({"ghost_guessed": (xp.GHOST_GUESS, xp.GHOST_GUESS)}),
        example_settings=MappingProxyType(
            {"mode": "several_devices", "spies": 1, "ghost": False}),
        settings_doc="core.spyword.settings_doc:doc_lines", phone_renderer="spyword",
        titles="core.progress.catalog_spyword:SPYWORD_TITLES"),
    GameDescriptor(
        name="taboo", title="Taboo",
        game_class="core.taboo.game:Taboo", lobby_rules="core.taboo.lobby:RULES",
        view_type="core.taboo.view_types:TabooView", content="cards", picture="1F5E3",
        facts_watcher="core.taboo.facts:TabooWatcher",
        xp_per_count=MappingProxyType({"cards_found": (xp.TABOO_CARD, xp.TABOO_CARD_CAP)}),
        example_settings=MappingProxyType({"mode": "several_devices", "cards_per_team": 15,
                                           "teams": ["red", "blue", "red", "blue"]}),
        settings_doc="core.taboo.settings_doc:doc_lines", phone_renderer="taboo",
        titles="core.progress.catalog_taboo:TABOO_TITLES"),
    GameDescriptor(
        name="codenames", title="Codenames",
        game_class="core.codenames.game:Codenames",
        lobby_rules="core.codenames.lobby:RULES",
        view_type="core.codenames.view_types:CodenamesView", content="words",
        picture="1F511",
        facts_watcher="core.codenames.facts:CodenamesWatcher",
        win_bonus=MappingProxyType({"spymaster": xp.SPYMASTER_WIN}),
        xp_per_count=MappingProxyType(
            {"correct_guesses": (xp.CODENAMES_WORD, xp.CODENAMES_WORD_CAP)}),
        example_settings=MappingProxyType({"mode": "several_devices", "roles": [
            {"team": "red", "spymaster": True}, {"team": "red", "spymaster": False},
            {"team": "blue", "spymaster": True}, {"team": "blue", "spymaster": False}]}),
        settings_doc="core.codenames.settings_doc:doc_lines", phone_renderer="codenames",
        titles="core.progress.catalog_codenames:CODENAMES_TITLES"),
)

#: The games this app ships, in the order they are shown (packs, command line, docs).
GAMES: tuple[str, ...] = tuple(d.name for d in _BUILTIN)
_DESCRIPTORS: dict[str, GameDescriptor] = {d.name: d for d in _BUILTIN}


def register(descriptor: GameDescriptor) -> None:
    """Add a game (shown after the built-in ones); its name must be new."""
    if descriptor.name in _DESCRIPTORS:
        raise ValueError(f"game {descriptor.name!r} is already registered")
    _DESCRIPTORS[descriptor.name] = descriptor


def unregister(name: str) -> None:
    """Remove a game added with `register` (a test's own game, afterwards)."""
    if name in GAMES:
        raise ValueError(f"{name!r} is a built-in game")
    _DESCRIPTORS.pop(name, None)


def game_names() -> tuple[str, ...]:
    """Every game one may play now: the built-in ones, then the registered ones."""
    return tuple(_DESCRIPTORS)


def is_game(name: object) -> bool:
    return isinstance(name, str) and name in _DESCRIPTORS


def descriptor(name: str) -> GameDescriptor:
    try:
        return _DESCRIPTORS[name]
    except KeyError:
        raise SetupError("game.unknown", game=name) from None


def load(path: str) -> Any:
    """A descriptor's ``"module:attribute"`` field, imported."""
    return _load(path)


def game_class(name: str) -> type[Game]:
    cls: type[Game] = _load(descriptor(name).game_class)
    return cls


def lobby_rules(name: str) -> LobbyRules:
    rules: LobbyRules = _load(descriptor(name).lobby_rules)
    return rules
