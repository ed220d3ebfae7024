"""The game setup as data: players, teams, settings (allowed values only), checked by the cores.

Pure Python (no widgets): the setup screen shows a `SetupModel` and edits it. Who may play,
in which team and role, the name rule and the settings a lobby makes are the game's lobby
rules (`core.lobby`), the same a LAN room uses; every allowed value and default is read
from the game's own settings module; `check()` runs the lobby rules' check, so the screen
shows exactly the refusal the core would give at Start.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core import registry
from core.common import Mode
from core.content import card_key
from core.lobby import (
    MAX_NAME_CHARS,
    NAME_EMPTY,
    NAME_TAKEN,
    SPYMASTER,
    Choice,
    clean_name,
    name_key,
)
from core.taboo import lobby

if TYPE_CHECKING:  # the home screen reads the games' setup traits: no pack model there
    from core.packs import Pack

RED, BLUE = "red", "blue"
MAX_NAME_LENGTH = MAX_NAME_CHARS
NAME_DUPLICATE = NAME_TAKEN
__all__ = ["BLUE", "MAX_NAME_LENGTH", "NAME_DUPLICATE", "NAME_EMPTY", "RED", "SetupModel"]


@dataclass(frozen=True)
class SettingSpec:
    """One setting: its allowed values and recommended default for a player count."""

    key: str
    choices: Callable[[int], tuple[Any, ...]]
    default: Callable[[int], Any]
    boolean: bool = False
    #: A plug-in's own translated caption and value text (the shipped games' settings
    #: have theirs in `desktop.screens.setup_texts`).
    label: Callable[[], str] | None = None
    value_label: Callable[[Any], str] | None = None


@dataclass(frozen=True)
class SetupTraits:
    """What the setup screen needs of a game besides its lobby rules (registered in the
    game's `desktop.games.GameTraits`)."""

    specs: tuple[SettingSpec, ...] = ()
    #: A setting whose choices the chosen pack's size limits (Taboo's cards per team,
    #: TB-OPT-1), and the choices a pack of that many items can fill.
    pack_limited: str | None = None
    fits_pack: Callable[[int], Collection[Any]] | None = None


def _traits(game: str) -> SetupTraits:
    from desktop.games import game_traits

    return game_traits(game).setup


def team_mode(game: str, settings: Mapping[str, Any]) -> str | None:
    """How a game with these settings seats its players: None (no teams), "teams" (two
    teams), "one_team" or "rivals" (Codenames variants: everyone together, or two
    spymasters and one guesser). The setup screen and the LAN lobby both show it."""
    return registry.lobby_rules(game).team_mode(settings)


def count_dependent_keys(game: str) -> frozenset[str]:
    """Settings whose allowed values or recommended default change with the player count
    (Spy Word's spies and ghost, SW-ROLE-7). A room's host does not know the count yet:
    the core picks the recommended value for the players who join."""
    low, high = registry.lobby_rules(game).widest_range()
    return frozenset(
        spec.key for spec in _traits(game).specs
        if len({(spec.choices(n), spec.default(n)) for n in range(low, high + 1)}) > 1)


class SetupModel:
    def __init__(self, game: str, players: list[str],
                 profiles: list[str | None] | None = None) -> None:
        """``profiles``: per player, the profile id they play with (None: none)."""
        if not registry.is_game(game):
            raise ValueError(f"unknown game {game!r}")
        self.game = game
        self.rules = registry.lobby_rules(game)
        self.traits = _traits(game)
        #: The game deals a spymaster per team (Codenames).
        self.has_spymasters = SPYMASTER in self.rules.ROLES
        self.players: list[str] = []
        #: Per seat: the profile id of the player seated with a profile, else None.
        self.profiles: list[str | None] = []
        self.teams: list[str] = []  # one per seat: Taboo, and Codenames' classic game
        self.spymasters: dict[str, int | None] = {RED: None, BLUE: None}
        self.values: dict[str, Any] = {}
        self._chosen: set[str] = set()  # settings the user set: they no longer follow n
        self.pack_size: int | None = None  # the chosen pack's items (Taboo, issue 17)
        self._refresh_values()
        ids = list(profiles or [])
        for index, name in enumerate(players[: self.player_range()[1]]):
            self.add_player(name, ids[index] if index < len(ids) else None)

    # -- players ----------------------------------------------------------------------
    def player_range(self) -> tuple[int, int]:
        """How many players this game (and Codenames variant) takes."""
        return self.rules.player_range(self.values)

    def can_add(self) -> bool:
        return len(self.players) < self.player_range()[1]

    def add_player(self, name: str, profile: str | None = None) -> None:
        """``profile``: the id of the profile this player plays with (PX-PROF-1). A
        profile seated under a name already at the table without a profile joins that
        player instead of adding the name twice (issue 28)."""
        if profile is not None and profile in self.profiles:
            return
        same = next((seat for seat, (taken, held) in enumerate(
            zip(self.players, self.profiles, strict=True))
            if held is None and name_key(taken) == name_key(name)), None)
        if profile is not None and same is not None:
            self.profiles[same] = profile
            return
        if not self.can_add():
            return
        self.players.append(clean_name(name))
        self.profiles.append(profile)
        self.teams.append(lobby.team_for_new_player(self.teams))  # TB-OPT-4 rule, also here
        self._fix_spymasters()
        self._refresh_values()

    def remove_player(self, seat: int) -> None:
        del self.players[seat]
        del self.profiles[seat]
        del self.teams[seat]
        for team, master in self.spymasters.items():
            if master is not None and master >= seat:
                self.spymasters[team] = None if master == seat else master - 1
        self._fix_spymasters()
        self._refresh_values()

    def rename(self, seat: int, name: str) -> None:
        self.players[seat] = clean_name(name)

    # -- teams ------------------------------------------------------------------------
    @property
    def team_mode(self) -> str | None:
        """See `team_mode`."""
        return team_mode(self.game, self.values)

    def members(self, team: str) -> list[int]:
        return [seat for seat, name in enumerate(self.teams) if name == team]

    def move(self, seat: int) -> None:
        """TB-OPT-3: tap a name to move that player to the other team."""
        self.teams = lobby.move_seat(self.teams, seat)
        self._fix_spymasters()

    def shuffle(self, rng: random.Random) -> None:
        """TB-OPT-3: random, balanced teams (spymasters drawn again too)."""
        self.teams = lobby.shuffle_teams(len(self.players), rng)
        self.spymasters = {RED: None, BLUE: None}
        self._fix_spymasters(rng)

    def set_spymaster(self, team: str, seat: int) -> None:
        self.spymasters[team] = seat
        if self.team_mode == "rivals":
            other = BLUE if team == RED else RED
            if self.spymasters[other] == seat:
                self.spymasters[other] = next(
                    s for s in range(len(self.players)) if s != seat)
        self._fix_spymasters()

    def spymaster_teams(self) -> tuple[str, ...]:
        """Teams that need a spymaster chosen in this game and variant."""
        mode = self.team_mode
        if not self.has_spymasters or mode is None:
            return ()
        return (RED,) if mode == "one_team" else (RED, BLUE)

    def choices(self) -> list[Choice]:
        """The seats as the lobby rules see them (team, role)."""
        mode = self.team_mode
        seats = []
        for seat in range(len(self.players)):
            team: str | None
            if mode == "teams":
                team = self.teams[seat]
            elif mode == "one_team":
                team = RED
            elif mode == "rivals":
                team = next((t for t, m in self.spymasters.items() if m == seat), None)
            else:
                team = None
            master = self.has_spymasters and team is not None \
                and self.spymasters.get(team) == seat
            seats.append(Choice(team, SPYMASTER if master else None))
        return seats

    def _fix_spymasters(self, rng: random.Random | None = None) -> None:
        """Keep each spymaster valid, dealing the missing ones (`LobbyRules.arrange`)."""
        if not self.has_spymasters:
            return
        arranged = self.rules.arrange(self.choices(), self.values, rng, keep_teams=True)
        self.spymasters = {team: next((s for s, c in enumerate(arranged)
                                       if c.team == team and c.role == SPYMASTER), None)
                           for team in (RED, BLUE)}

    # -- settings ---------------------------------------------------------------------
    def specs(self) -> tuple[SettingSpec, ...]:
        return self.traits.specs

    def allowed(self, key: str) -> tuple[Any, ...]:
        spec = next(s for s in self.specs() if s.key == key)
        return self._choices(spec, len(self.players))

    def _choices(self, spec: SettingSpec, n: int) -> tuple[Any, ...]:
        """The spec's choices, less those the chosen pack cannot fill (a user's Taboo
        pack of fewer than 60 cards, TB-OPT-1)."""
        choices = spec.choices(n)
        fits_pack = self.traits.fits_pack
        if spec.key == self.traits.pack_limited and fits_pack is not None and self.pack_size:
            fits = fits_pack(self.pack_size)
            choices = tuple(c for c in choices if c in fits)
        return choices

    def set_pack_size(self, size: int | None) -> None:
        """The chosen pack's size; values it cannot fill fall back to the largest that fits."""
        self.pack_size = size
        self._refresh_values()

    def use_packs(self, packs: Sequence[Pack]) -> None:
        """Follow the ticked packs: their different cards together limit the cards per
        team (a user's pack of 30 alone fills 15 a team)."""
        if self.traits.pack_limited is not None:
            words = {card_key(card.word) for pack in packs for card in pack.cards}
            self.set_pack_size(len(words) if packs else None)

    def set_value(self, key: str, value: Any) -> None:
        if value not in self.allowed(key):
            raise ValueError(f"{key}: {value!r} is not allowed")
        self.values[key] = value
        self._chosen.add(key)
        if key == "variant":
            self._after_variant_change()

    def _after_variant_change(self) -> None:
        low, high = self.player_range()
        del self.players[high:]
        del self.profiles[high:]
        del self.teams[high:]
        self._fix_spymasters()

    def _refresh_values(self) -> None:
        """Follow the recommended defaults for the player count until the user chooses;
        never keep a value the new count does not allow."""
        n = len(self.players)
        for spec in self.specs():
            current = self.values.get(spec.key)
            choices = self._choices(spec, n)
            if spec.key not in self._chosen or current not in choices:
                default = spec.default(n)
                self.values[spec.key] = default if default in choices or not choices \
                    else choices[-1]
                self._chosen.discard(spec.key)
        self._fix_spymasters()

    def estimated_minutes(self) -> tuple[int, int]:
        return self.rules.estimated_minutes(self.values)  # TB-OPT-1

    # -- the result -------------------------------------------------------------------
    def roles(self) -> list[dict[str, Any]]:
        """Codenames' ``roles`` setting for the current variant and choices."""
        roles: list[dict[str, Any]] = self.settings_dict().get("roles", [])
        return roles

    def settings_dict(self) -> dict[str, Any]:
        return self.rules.settings(self.values, self.choices(), Mode.ONE_DEVICE)

    def check(self) -> None:
        """Raise the `SetupError` the game would raise at Start (names first); return
        quietly when the setup can start."""
        self.rules.check(self.players, self.settings_dict())
