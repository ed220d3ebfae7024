"""The games the app offers, and the extension point for each game's screens.

* `GAMES`: what home and setup need to know of each game (player counts, duration), read
  from each game's lobby rules (`core.lobby`); `title`, `tagline` and `help_text` translate.
* `GameUi`: a game's screens, registered by the game's own package
  ``desktop/<game>/__init__.py`` as ``UI = GameUi(...)``. `game_ui` imports it lazily;
  until a game has one, home and setup still work and Start says the game is not ready.

See docs/desktop.md, "Adding a game's screens".
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from core import registry
from core.codenames.settings import Variant

if TYPE_CHECKING:
    from desktop.controller import Controller
    from desktop.gallery_registry import GalleryState
    from desktop.screens.base import GameScreen, TableWidget
    from desktop.setup_model import SetupTraits

#: The shipped games in the order they are shown: the one list, `core.registry.GAMES`.
ORDER = registry.GAMES


@dataclass(frozen=True)
class GameInfo:
    name: str
    min_players: int
    max_players: int
    minutes: tuple[int, int]


def _info(game: str) -> GameInfo:
    """Player counts and duration from the game's lobby rules (`core.lobby`)."""
    rules = registry.lobby_rules(game)
    return GameInfo(game, *rules.widest_range(), rules.estimated_minutes({}))


class _Infos(Mapping[str, GameInfo]):
    """Every game one may play now (`core.registry.game_names`: plug-ins too), read when
    asked."""

    def __getitem__(self, game: str) -> GameInfo:
        if not registry.is_game(game):
            raise KeyError(game)
        return _info(game)

    def __iter__(self) -> Iterator[str]:
        return iter(registry.game_names())

    def __len__(self) -> int:
        return len(registry.game_names())


GAMES: Mapping[str, GameInfo] = _Infos()


#: lupdate reads ``translate("Context", "text")`` calls: keep both literal.
translate = QCoreApplication.translate


def _own(game: str, text: str) -> Callable[[], Any] | None:
    """A plug-in's own text (`GameTraits`): the catalogues below hold the shipped games'."""
    own: Callable[[], Any] | None = getattr(game_traits(game), text)
    return own


def title(game: str) -> str:
    if game not in ORDER and (own := _own(game, "title")) is not None:
        return str(own())
    return {
        "spyword": translate("Games", "Spy Word"),
        "taboo": translate("Games", "Around the Word"),
        "codenames": translate("Games", "Codenames"),
    }[game]


def tagline(game: str) -> str:
    if game not in ORDER and (own := _own(game, "tagline")) is not None:
        return str(own())
    return {
        "spyword": translate("Games", "Your word is different? You are the spy."),
        "taboo": translate("Games", "Say anything, except the forbidden words."),
        "codenames": translate(
            "Games", "One word, several meanings: lead your team to its agents."
        ),
    }[game]


def players_text(game: str) -> str:
    """The players of the game as set up by default: what the setup screen shows first
    (Codenames: 4–16 for the classic game, not the 2-player variant's 2)."""
    low, high = registry.lobby_rules(game).player_range({})
    return translate("Games", "{low}–{high} players").format(low=low, high=high)


def minutes_text(low: int, high: int) -> str:
    if low == high:
        return translate("Games", "about {minutes} min").format(minutes=low)
    return translate("Games", "{low}–{high} min").format(low=low, high=high)


def duration_text(game: str) -> str:
    return minutes_text(*GAMES[game].minutes)


def variant_name(variant: str) -> str:
    return {
        Variant.CLASSIC: translate("Games", "Classic (two teams)"),
        Variant.TWO_PLAYER: translate("Games", "Two players, together"),
        Variant.THREE_COOP: translate("Games", "Three players, together"),
        Variant.THREE_COMPETITIVE: translate("Games", "Three players: two spymasters, one guesser"),
    }[Variant(variant)]


def help_text(game: str) -> list[str]:
    """How to play, in a few short paragraphs (the full rules live in the rule files)."""
    if game not in ORDER and (own := _own(game, "help_text")) is not None:
        return list(own())
    return {
        "spyword": [
            translate(
                "Games",
                "Everyone gets a secret word with its picture. The spies get a slightly "
                "different word and usually do not know it; the ghost gets no word at all.",
            ),
            translate(
                "Games",
                "Each round, everyone gives one clue about their word, in turn. Then the "
                "table talks it over and votes one player out.",
            ),
            translate(
                "Games",
                "Citizens win when no spy and no ghost is left. Spies and ghost win together "
                "when only one citizen remains. An eliminated ghost who guesses the citizens' "
                "word wins alone.",
            ),
            translate(
                "Games",
                "On one computer, pass it around: each player reveals their own card behind "
                "a privacy screen, then hides it again.",
            ),
        ],
        "taboo": [
            translate(
                "Games",
                "Two teams take turns. The clue-giver has one minute to make their team "
                "guess as many words as possible.",
            ),
            translate(
                "Games",
                "Never say the word, part of it, or any of the five forbidden words on the "
                "card. The other team watches the card and presses Buzz! when you slip.",
            ),
            translate(
                "Games",
                "Found: one point. Buzz!: one point off. You may pass up to three cards a turn.",
            ),
            translate("Games", "When both decks are used up, the team with more points wins."),
        ],
        "codenames": [
            translate(
                "Games",
                "Two teams, each with a spymaster who sees the secret key of the 25-word grid.",
            ),
            translate(
                "Games",
                "The spymaster gives one word and a number. Their team picks the words they "
                "think are theirs: a right guess lets them go on, a wrong one ends the turn.",
            ),
            translate(
                "Games",
                "The first team to find all its words wins; the team that finds the "
                "assassin loses at once.",
            ),
            translate(
                "Games",
                "Variants: two or three players can play together against the key, or three "
                "players with two rival spymasters.",
            ),
        ],
    }[game]


@dataclass(frozen=True)
class GameUi:
    """A game's screens: what its package registers as ``UI``.

    * ``create_screen(parent)``: the game's `GameScreen` (its whole one-device flow,
      including its end screen; it emits ``sig_home``/``sig_play_again`` at the end).
    * ``bind(screen, controller)``: connect the screen's ``sig_`` intents to
      ``controller.act(seat, action_dict)``; the main window feeds views back.
    * ``table_widget``: the `TableWidget` class the table view window shows.
    * ``gallery_states()``: sample states of the game's screens for the gallery.
    * ``refusal_text(code)``: translated text for the game's `RuleError` codes (or None).
    """

    create_screen: Callable[[object], GameScreen]
    bind: Callable[[GameScreen, Controller], None]
    table_widget: type[TableWidget] | None = None
    gallery_states: Callable[[], list[GalleryState]] = field(default=lambda: [])
    refusal_text: Callable[[str], str | None] = field(default=lambda code: None)


def _no_cues(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    return []


@dataclass(frozen=True)
class GameTraits:
    """What shared desktop code needs of a game besides its screens (a test may replace
    the screens, never these): registered by the game's package as ``TRAITS``.

    * ``setup``: the setup screen's options (`desktop.setup_model.SetupTraits`).
    * ``sound_cues(before, after)``: the game's cues between two public views.
    * ``sample_players``: how many of the sample players its gallery states seat.
    * ``title``, ``tagline``, ``help_text``: a plug-in's own translated texts (the three
      shipped games have theirs in the catalogue below).
    """

    setup: SetupTraits
    sound_cues: Callable[[Mapping[str, Any], Mapping[str, Any]], list[str]] = _no_cues
    sample_players: int = 6
    title: Callable[[], str] | None = None
    tagline: Callable[[], str] | None = None
    help_text: Callable[[], list[str]] | None = None


_overrides: dict[str, GameUi | None] = {}
_traits: dict[str, GameTraits] = {}


def register_ui(game: str, ui: GameUi | None) -> None:
    """Replace a game's UI (tests); None marks the game as having no screens."""
    _overrides[game] = ui


def clear_registered_ui() -> None:
    _overrides.clear()


def register_traits(game: str, traits: GameTraits) -> None:
    """A game's traits, for a game whose package is not ``desktop.<game>`` (a plug-in)."""
    _traits[game] = traits


def unregister_traits(game: str) -> None:
    _traits.pop(game, None)


def game_traits(game: str) -> GameTraits:
    """The game's desktop traits: registered, else its package's ``TRAITS``."""
    if game not in _traits:
        traits = getattr(importlib.import_module(f"desktop.{game}"), "TRAITS", None)
        if not isinstance(traits, GameTraits):
            raise LookupError(f"desktop.{game} registers no TRAITS")
        _traits[game] = traits
    return _traits[game]


def game_ui(game: str) -> GameUi | None:
    """The game's registered screens, or None while its package does not exist yet."""
    if game in _overrides:
        return _overrides[game]
    module_name = f"desktop.{game}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None
        raise
    return getattr(module, "UI", None)
