"""The games the app offers, and the extension point for each game's screens.

* `GAMES`: what home and setup need to know of each game (player counts, duration), read
  from each game's lobby rules (`core.lobby`); `title`, `tagline` and `help_text` translate.
* `GameUi`: a game's screens, registered by the game's own package
  ``desktop/<game>/ui.py`` as ``UI = GameUi(...)``. `game_ui` imports it lazily;
  until a game has one, home and setup still work and Start says the game is not ready.

See docs/desktop.md, "Adding a game's screens".
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication

from core import registry
from core.codenames.settings import Variant

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.controller import Controller
    from desktop.gallery_registry import GalleryState
    from desktop.screens.base import GameScreen, TableWidget
    from desktop.setup_model import SetupTraits

# The shipped games in the order they are shown: the one list, `core.registry.GAMES`.
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


# lupdate reads ``translate("Context", "text")`` calls: keep both literal.
translate = QCoreApplication.translate



def title(game: str) -> str:
    return game_traits(game).title()


def tagline(game: str) -> str:
    return game_traits(game).tagline()


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
    return game_traits(game).help_text()


#: The game's own screen class (`GameScreen` subclass) its ``bind`` takes.
ScreenT = TypeVar("ScreenT", bound="GameScreen")


@dataclass(frozen=True)
class GameUi(Generic[ScreenT]):
    """A game's screens: what its package registers as ``UI``.

    * ``create_screen(parent)``: the game's `GameScreen` (its whole one-device flow,
      including its end screen; it emits ``sig_home``/``sig_play_again`` at the end).
    * ``bind(screen, controller)``: connect the screen's ``sig_`` intents to
      ``controller.act(seat, action_dict)``; the main window feeds views back.
    * ``table_widget``: the `TableWidget` class the table view window shows.
    * ``gallery_states()``: sample states of the game's screens for the gallery.
    * ``refusal_text(code)``: translated text for the game's `RuleError` codes (or None).
    """

    create_screen: Callable[[QWidget | None], ScreenT]
    bind: Callable[[ScreenT, Controller], None]
    table_widget: type[TableWidget] | None = None
    gallery_states: Callable[[], list[GalleryState]] = field(default=lambda: [])
    refusal_text: Callable[[str], str | None] = field(default=lambda code: None)


def _no_stats() -> list[tuple[str, str]]:
    return []


def _no_cues(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    return []


@dataclass(frozen=True)
class GameTraits:
    """What shared desktop code needs of a game besides its screens (a test may replace
    the screens, never these): registered by the game's package as ``TRAITS``.

    * ``setup``: the setup screen's options (`desktop.setup_model.SetupTraits`).
    * ``sound_cues(before, after)``: the game's cues between two public views.
    * ``sample_players``: how many of the sample players its gallery states seat.
    * ``title``, ``tagline``, ``help_text``: the game's translated name, one-line pitch
      and how-to-play paragraphs (home, setup, F1);
    * ``stat_rows``: its own statistics (key, label) on the profile page.
    """

    setup: SetupTraits
    title: Callable[[], str]
    tagline: Callable[[], str]
    help_text: Callable[[], list[str]]
    sound_cues: Callable[[Mapping[str, Any], Mapping[str, Any]], list[str]] = _no_cues
    sample_players: int = 6
    stat_rows: Callable[[], list[tuple[str, str]]] = _no_stats


_overrides: dict[str, GameUi[Any] | None] = {}
_traits: dict[str, GameTraits] = {}


def register_ui(game: str, ui: GameUi[Any] | None) -> None:
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


def game_ui(game: str) -> GameUi[Any] | None:
    """The game's registered screens, or None while its package does not exist yet."""
    if game in _overrides:
        return _overrides[game]
    module_name = f"desktop.{game}.ui"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name in (module_name, f"desktop.{game}"):
            return None
        raise
    return getattr(module, "UI", None)
