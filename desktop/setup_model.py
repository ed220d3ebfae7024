"""The game setup as data: players, teams, settings (allowed values only), checked by the cores.

Pure Python (no widgets): the setup screen shows a `SetupModel` and edits it. Every allowed
value and default is read from the game's own settings module; `check()` runs the game's
``parse_settings`` so the screen shows exactly the refusal the core would give at Start.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.codenames import limits as cn_limits
from core.codenames import settings as cn_settings
from core.codenames.settings import SEAT_COUNTS, Variant
from core.common import Mode
from core.errors import SetupError
from core.spyword import settings as spy
from core.taboo import constants as taboo_constants
from core.taboo import lobby
from core.taboo import settings as taboo_settings
from core.text import normalize
from desktop.games import CODENAMES_CLASSIC_MIN_PLAYERS, GAMES

RED, BLUE = "red", "blue"
MAX_NAME_LENGTH = 24
NAME_EMPTY = "desktop.players.empty_name"
NAME_DUPLICATE = "desktop.players.duplicate_name"


@dataclass(frozen=True)
class SettingSpec:
    """One setting: its allowed values and recommended default for a player count."""

    key: str
    choices: Callable[[int], tuple[Any, ...]]
    default: Callable[[int], Any]
    boolean: bool = False


def _field_default(cls: type, key: str) -> Any:
    return next(f.default for f in dataclasses.fields(cls) if f.name == key)


def _spy_spec(key: str, choices: tuple[Any, ...]) -> SettingSpec:
    default = _field_default(spy.SpySettings, key)
    return SettingSpec(key, lambda n: choices, lambda n: default,
                       boolean=choices == (False, True))


SPEC: dict[str, tuple[SettingSpec, ...]] = {
    "spyword": (
        SettingSpec("spies", lambda n: tuple(range(1, spy.max_spies(n) + 1)),
                    lambda n: spy.recommended_setup(n)[0]),
        SettingSpec("ghost",
                    lambda n: (False, True) if n >= spy.GHOST_MIN_PLAYERS else (False,),
                    lambda n: spy.recommended_setup(n)[1], boolean=True),
        _spy_spec("spy_knows_role", (False, True)),
        _spy_spec("reveal_eliminated_roles", (False, True)),
        _spy_spec("vote_result", spy.VOTE_RESULT_CHOICES),
        _spy_spec("allow_pass", (False, True)),
        _spy_spec("speaking_mode", spy.SPEAKING_MODE_CHOICES),
        _spy_spec("discussion_s", spy.DISCUSSION_CHOICES_S),
        _spy_spec("tie_rule", spy.TIE_RULE_CHOICES),
    ),
    "taboo": (
        SettingSpec("cards_per_team", lambda n: taboo_constants.CARDS_PER_TEAM_CHOICES,
                    lambda n: taboo_constants.DEFAULT_CARDS_PER_TEAM),
    ),
    "codenames": (
        SettingSpec("variant", lambda n: tuple(v.value for v in Variant),
                    lambda n: Variant.CLASSIC.value),
        SettingSpec("turn_timer_s", lambda n: (None, *cn_limits.TURN_TIMER_CHOICES_S),
                    lambda n: cn_limits.DEFAULT_TURN_TIMER_S),
    ),
}


class SetupModel:
    def __init__(self, game: str, players: list[str]) -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        self.game = game
        self.players: list[str] = []
        self.teams: list[str] = []  # one per seat: Taboo, and Codenames' classic game
        self.spymasters: dict[str, int | None] = {RED: None, BLUE: None}
        self.values: dict[str, Any] = {}
        self._chosen: set[str] = set()  # settings the user set: they no longer follow n
        self._refresh_values()
        for name in players[: self.player_range()[1]]:
            self.add_player(name)

    # -- players ----------------------------------------------------------------------
    def player_range(self) -> tuple[int, int]:
        """How many players this game (and Codenames variant) takes."""
        if self.game == "codenames":
            variant = Variant(self.values.get("variant", Variant.CLASSIC))
            if variant in SEAT_COUNTS:
                return SEAT_COUNTS[variant], SEAT_COUNTS[variant]
            return CODENAMES_CLASSIC_MIN_PLAYERS, GAMES["codenames"].max_players
        info = GAMES[self.game]
        return info.min_players, info.max_players

    def can_add(self) -> bool:
        return len(self.players) < self.player_range()[1]

    def add_player(self, name: str) -> None:
        if not self.can_add():
            return
        self.players.append(name.strip()[:MAX_NAME_LENGTH])
        self.teams.append(lobby.team_for_new_player(self.teams))  # TB-OPT-4 rule, also here
        self._fix_spymasters()
        self._refresh_values()

    def remove_player(self, seat: int) -> None:
        del self.players[seat]
        del self.teams[seat]
        for team, master in self.spymasters.items():
            if master is not None and master >= seat:
                self.spymasters[team] = None if master == seat else master - 1
        self._fix_spymasters()
        self._refresh_values()

    def rename(self, seat: int, name: str) -> None:
        self.players[seat] = name.strip()[:MAX_NAME_LENGTH]

    # -- teams ------------------------------------------------------------------------
    @property
    def team_mode(self) -> str | None:
        """None (no teams), "teams" (two teams), "one_team" or "rivals" (Codenames
        variants: everyone together, or two spymasters and one guesser)."""
        if self.game == "taboo":
            return "teams"
        if self.game != "codenames":
            return None
        variant = Variant(self.values["variant"])
        if variant is Variant.CLASSIC:
            return "teams"
        return "rivals" if variant is Variant.THREE_COMPETITIVE else "one_team"

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
        if self.game != "codenames" or mode is None:
            return ()
        return (RED,) if mode == "one_team" else (RED, BLUE)

    def _fix_spymasters(self, rng: random.Random | None = None) -> None:
        """Keep each spymaster valid: on their team (classic), distinct (rivals)."""
        if self.game != "codenames":
            return
        mode = self.team_mode
        for team in (RED, BLUE):
            candidates = (self.members(team) if mode == "teams"
                          else list(range(len(self.players))))
            if mode == "rivals":
                taken = {m for t, m in self.spymasters.items() if t != team}
                candidates = [s for s in candidates if s not in taken]
            if self.spymasters[team] not in candidates:
                self.spymasters[team] = (
                    (rng.choice(candidates) if rng else candidates[0]) if candidates else None)

    # -- settings ---------------------------------------------------------------------
    def specs(self) -> tuple[SettingSpec, ...]:
        return SPEC[self.game]

    def allowed(self, key: str) -> tuple[Any, ...]:
        spec = next(s for s in self.specs() if s.key == key)
        return spec.choices(len(self.players))

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
        del self.teams[high:]
        self._fix_spymasters()

    def _refresh_values(self) -> None:
        """Follow the recommended defaults for the player count until the user chooses;
        never keep a value the new count does not allow."""
        n = len(self.players)
        for spec in self.specs():
            current = self.values.get(spec.key)
            if spec.key not in self._chosen or current not in spec.choices(n):
                self.values[spec.key] = spec.default(n)
                self._chosen.discard(spec.key)
        self._fix_spymasters()

    def estimated_minutes(self) -> tuple[int, int]:
        if self.game == "taboo":
            minutes = lobby.estimated_minutes(self.values["cards_per_team"])  # TB-OPT-1
            return minutes, minutes
        return GAMES[self.game].minutes

    # -- the result -------------------------------------------------------------------
    def roles(self) -> list[dict[str, Any]]:
        """Codenames' ``roles`` setting for the current variant and choices."""
        mode = self.team_mode
        roles = []
        for seat in range(len(self.players)):
            if mode == "teams":
                team: str | None = self.teams[seat]
            elif mode == "one_team":
                team = RED
            else:
                team = next((t for t, m in self.spymasters.items() if m == seat), None)
            spymaster = team is not None and self.spymasters.get(team) == seat
            roles.append({"team": team, "spymaster": spymaster})
        return roles

    def settings_dict(self) -> dict[str, Any]:
        settings: dict[str, Any] = {"mode": Mode.ONE_DEVICE.value}
        settings.update(self.values)
        if self.game == "taboo":
            settings["teams"] = list(self.teams)
        elif self.game == "codenames":
            settings["roles"] = self.roles()
        return settings

    def check(self) -> None:
        """Raise the `SetupError` the game would raise at Start (or a desktop one for
        names); return quietly when the setup can start."""
        seen: set[str] = set()
        for seat, name in enumerate(self.players):
            if not name:
                raise SetupError(NAME_EMPTY, seat=seat)
            key = normalize(name)
            if key in seen:
                raise SetupError(NAME_DUPLICATE, name=name)
            seen.add(key)
        settings = self.settings_dict()
        if self.game == "spyword":
            spy.parse_settings(settings, len(self.players))
        elif self.game == "taboo":
            taboo_settings.parse_settings(settings, self.players)
        else:
            cn_settings.parse_settings(settings, self.players)
