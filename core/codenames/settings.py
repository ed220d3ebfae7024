"""Codenames settings: a plain dict (stored in the record) parsed into a frozen `Settings`.

Shape::

    {"mode": "one_device" | "several_devices",
     "variant": "classic" | "two_player" | "three_coop" | "three_competitive",  # default classic
     "roles": [{"team": "red" | "blue" | None, "spymaster": bool}, ...],      # one per seat
     "turn_timer_s": None | 60 | 120 | 180}                                   # default None

Roles per variant:

* classic (CN-SET-1): every seat on a team; each team has exactly one spymaster and at
  least one guesser.
* two_player (CN-2P-1): two seats on the same team, one spymaster and one guesser.
* three_coop (CN-3P-1): three seats on the same team, one spymaster and two guessers.
* three_competitive (CN-3P-2): a red spymaster, a blue spymaster and one guesser whose
  ``team`` is ``None``: the guesser plays for whichever team is active.

Anything else is refused with a coded `SetupError`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from core.codenames.colours import TEAMS, Colour
from core.codenames.limits import DEFAULT_TURN_TIMER_S, MS_PER_S, TURN_TIMER_CHOICES_S
from core.codenames.view_types import CodenamesRole
from core.common import Mode, SeatId
from core.errors import SetupError


class Variant(StrEnum):
    CLASSIC = "classic"
    TWO_PLAYER = "two_player"
    THREE_COOP = "three_coop"
    THREE_COMPETITIVE = "three_competitive"


#: Variants where one team plays against a key with no opposing players (CN-2P-*, CN-3P-1).
COOPERATIVE_VARIANTS = frozenset({Variant.TWO_PLAYER, Variant.THREE_COOP})
#: Exact seat counts; the classic game only needs its per-team roles.
SEAT_COUNTS = {Variant.TWO_PLAYER: 2, Variant.THREE_COOP: 3, Variant.THREE_COMPETITIVE: 3}

_REQUIRED_KEYS = frozenset({"mode", "roles"})
_OPTIONAL_KEYS = frozenset({"variant", "turn_timer_s"})
_ROLE_KEYS = frozenset({"team", "spymaster"})
_E = TypeVar("_E", bound=StrEnum)


@dataclass(frozen=True, slots=True)
class Role:
    #: ``None`` only for the competitive three-player guesser, who guesses for both teams.
    team: Colour | None
    spymaster: bool

    def guesses_for(self, team: Colour) -> bool:
        return not self.spymaster and self.team in (None, team)

    def to_dict(self) -> CodenamesRole:
        return {"team": None if self.team is None else str(self.team),
                "spymaster": self.spymaster}


@dataclass(frozen=True, slots=True)
class Settings:
    mode: Mode
    variant: Variant
    roles: tuple[Role, ...]
    turn_timer_s: int | None

    @property
    def cooperative(self) -> bool:
        return self.variant in COOPERATIVE_VARIANTS

    @property
    def turn_timer_ms(self) -> int | None:
        return None if self.turn_timer_s is None else self.turn_timer_s * MS_PER_S

    def player_team(self) -> Colour | None:
        """The one team that has players in the cooperative variants, else ``None``."""
        return self.roles[0].team if self.cooperative else None

    def spymaster_of(self, team: Colour) -> SeatId:
        return next(s for s, r in enumerate(self.roles) if r.spymaster and r.team is team)

    def guessers_of(self, team: Colour) -> tuple[SeatId, ...]:
        return tuple(s for s, r in enumerate(self.roles) if r.guesses_for(team))


def parse_settings(raw: Any, seats: Sequence[str]) -> Settings:
    if not isinstance(raw, dict):
        raise SetupError("codenames.settings.not_a_map")
    for key in raw:
        if key not in _REQUIRED_KEYS | _OPTIONAL_KEYS:
            raise SetupError("codenames.settings.unknown_key", key=str(key)[:40])
    for key in sorted(_REQUIRED_KEYS - set(raw)):
        raise SetupError("codenames.settings.missing", key=key)
    if not all(isinstance(name, str) for name in seats):
        raise SetupError("codenames.seats.bad_name")
    settings = Settings(
        mode=_choice(Mode, raw["mode"], "codenames.settings.mode"),
        variant=_choice(Variant, raw.get("variant", Variant.CLASSIC), "codenames.settings.variant"),
        roles=_parse_roles(raw["roles"], len(seats)),
        turn_timer_s=_parse_timer(raw.get("turn_timer_s", DEFAULT_TURN_TIMER_S)),
    )
    _check_roles(settings.variant, settings.roles)
    return settings


def _choice(enum: type[_E], value: Any, code: str) -> _E:
    if not isinstance(value, str) or value not in enum._value2member_map_:
        raise SetupError(code, value=str(value)[:40])
    return enum(value)


def _parse_timer(value: Any) -> int | None:
    # bool is an int subclass: refuse True/False explicitly.
    if value is None or (type(value) is int and value in TURN_TIMER_CHOICES_S):
        return value
    raise SetupError("codenames.settings.turn_timer", value=str(value)[:40])


def _parse_roles(raw: Any, n_seats: int) -> tuple[Role, ...]:
    if not isinstance(raw, list):
        raise SetupError("codenames.settings.roles")
    if len(raw) != n_seats:
        raise SetupError("codenames.settings.roles_count", roles=len(raw), seats=n_seats)
    roles = []
    for seat, role in enumerate(raw):
        if not isinstance(role, dict) or set(role) != _ROLE_KEYS:
            raise SetupError("codenames.settings.role", seat=seat)
        team, spymaster = role["team"], role["spymaster"]
        if team is not None and team not in (str(t) for t in TEAMS):
            raise SetupError("codenames.settings.role", seat=seat)
        if type(spymaster) is not bool:
            raise SetupError("codenames.settings.role", seat=seat)
        roles.append(Role(team=None if team is None else Colour(team), spymaster=spymaster))
    return tuple(roles)


def _check_roles(variant: Variant, roles: tuple[Role, ...]) -> None:
    expected = SEAT_COUNTS.get(variant)
    if expected is not None and len(roles) != expected:
        raise SetupError("codenames.settings.seat_count", variant=str(variant),
                         expected=expected, seats=len(roles))
    for seat, role in enumerate(roles):
        # Only the competitive guesser plays for no team in particular.
        if role.team is None and (variant is not Variant.THREE_COMPETITIVE or role.spymaster):
            raise SetupError("codenames.settings.team_missing", seat=seat)
    if variant is Variant.THREE_COMPETITIVE:
        for seat, role in enumerate(roles):
            if not role.spymaster and role.team is not None:
                raise SetupError("codenames.settings.guesser_has_team", seat=seat)
        for team in TEAMS:
            _check_team(roles, team, min_guessers=1)
        return
    if variant in COOPERATIVE_VARIANTS:
        teams = {role.team for role in roles}
        if len(teams) != 1:
            raise SetupError("codenames.settings.one_team_only")
        _check_team(roles, roles[0].team, min_guessers=len(roles) - 1)
        return
    for team in TEAMS:
        _check_team(roles, team, min_guessers=1)


def _check_team(roles: tuple[Role, ...], team: Colour | None, min_guessers: int) -> None:
    spymasters = sum(1 for r in roles if r.spymaster and r.team is team)
    if spymasters != 1:
        raise SetupError("codenames.settings.spymasters", team=str(team), count=spymasters)
    guessers = sum(1 for r in roles if not r.spymaster and r.team in (team, None))
    if guessers < min_guessers:
        raise SetupError("codenames.settings.guessers", team=str(team), count=guessers)
