"""Spy Word host settings, role limits and durations: the game's named data.

SW-SET-9: durations may change in later versions, so they live here as data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.common import Mode
from core.errors import SetupError
from core.spyword.view_types import SpyWordSettings

MIN_PLAYERS = 4
MAX_PLAYERS = 12

# SW-RND-4, SW-EDGE-1, SW-EDGE-7 (several devices only).
SPEAK_MS = 30_000
VOTE_MS = 30_000
#: SW-EDGE-5: a host who lost the connection keeps the role this long.
HOST_AWAY_MS = 120_000
GHOST_GUESS_REVEALED_MS = 45_000
GHOST_GUESS_HIDDEN_MS = 60_000

# SW-SET-7: None = unlimited.
DISCUSSION_CHOICES_S = (60, 90, 120, None)
VOTE_RESULT_CHOICES = ("open", "totals")
SPEAKING_MODE_CHOICES = ("word", "sentence")
TIE_RULE_CHOICES = ("duel", "draw")
GHOST_MIN_PLAYERS = 5  # SW-ROLE-5


def max_spies(n_players: int) -> int:
    """SW-ROLE-5: 4–5 players: 1 spy; 6–8: up to 2; 9–12: up to 3."""
    if n_players <= 5:
        return 1
    return 2 if n_players <= 8 else 3


def recommended_setup(n_players: int) -> tuple[int, bool]:
    """SW-ROLE-7: (spies, ghost) recommended for this many players."""
    if n_players <= 5:
        return 1, False
    if n_players <= 8:
        return 1, True
    return 2, True


@dataclass(frozen=True, slots=True)
class SpySettings:
    mode: Mode
    spies: int
    ghost: bool
    spy_knows_role: bool = False  # SW-SET-2
    reveal_eliminated_roles: bool = True  # SW-SET-3
    vote_result: str = "open"  # SW-SET-4
    allow_pass: bool = False  # SW-SET-5
    speaking_mode: str = "word"  # SW-SET-6
    discussion_s: int | None = 90  # SW-SET-7
    tie_rule: str = "duel"  # SW-SET-8
    host: int = 0  # the seat that may end the discussion on several devices (SW-RND-5)
    #: SW-EDGE-5: the seats played with a profile, who take over the host role first.
    profiles: tuple[int, ...] = ()

    @property
    def several_devices(self) -> bool:
        return self.mode is Mode.SEVERAL_DEVICES

    def to_public(self) -> SpyWordSettings:
        return {
            "mode": self.mode.value,
            "spies": self.spies,
            "ghost": self.ghost,
            "spy_knows_role": self.spy_knows_role,
            "reveal_eliminated_roles": self.reveal_eliminated_roles,
            "vote_result": self.vote_result,
            "allow_pass": self.allow_pass,
            "speaking_mode": self.speaking_mode,
            "discussion_s": self.discussion_s,
            "tie_rule": self.tie_rule,
            "host": self.host,
        }


_BOOLS = ("spy_knows_role", "reveal_eliminated_roles", "allow_pass")
_CHOICES = {
    "vote_result": VOTE_RESULT_CHOICES,
    "speaking_mode": SPEAKING_MODE_CHOICES,
    "discussion_s": DISCUSSION_CHOICES_S,
    "tie_rule": TIE_RULE_CHOICES,
}
KNOWN_KEYS = frozenset({"mode", "spies", "ghost", "host", "profiles", *_BOOLS, *_CHOICES})


def parse_settings(raw: dict[str, Any], n_players: int) -> SpySettings:
    """Settings dict -> `SpySettings`, refusing anything outside the rules with a code."""
    if not isinstance(raw, dict):
        raise SetupError("spyword.settings.not_a_map")
    unknown = set(raw) - KNOWN_KEYS
    if unknown:
        raise SetupError("spyword.settings.unknown", keys=sorted(unknown))
    if not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise SetupError("spyword.setup.player_count", players=n_players,
                         min=MIN_PLAYERS, max=MAX_PLAYERS)
    try:
        mode = Mode(raw.get("mode", Mode.ONE_DEVICE.value))
    except ValueError:
        raise SetupError("spyword.settings.mode") from None
    for key in _BOOLS:
        if key in raw and not isinstance(raw[key], bool):
            raise SetupError("spyword.settings.bad_value", key=key)
    for key, choices in _CHOICES.items():
        if key in raw and (raw[key] not in choices or isinstance(raw[key], bool)):
            raise SetupError("spyword.settings.bad_value", key=key)
    default_spies, default_ghost = recommended_setup(n_players)
    spies = raw.get("spies", default_spies)
    ghost = raw.get("ghost", default_ghost)
    host = raw.get("host", 0)
    if type(spies) is not int or type(ghost) is not bool:
        raise SetupError("spyword.settings.bad_value", key="spies/ghost")
    if type(host) is not int or not 0 <= host < n_players:
        raise SetupError("spyword.settings.bad_value", key="host")
    if not 1 <= spies <= max_spies(n_players):
        raise SetupError("spyword.setup.spy_count", spies=spies, max=max_spies(n_players))
    if ghost and n_players < GHOST_MIN_PLAYERS:
        raise SetupError("spyword.setup.ghost_needs_5")
    citizens = n_players - spies - int(ghost)
    if citizens <= spies + int(ghost):  # SW-ROLE-6
        raise SetupError("spyword.setup.citizens_outnumbered", citizens=citizens)
    profiles = raw.get("profiles", [])
    if not isinstance(profiles, list) or len(set(profiles)) != len(profiles) or not all(
            type(p) is int and 0 <= p < n_players for p in profiles):
        raise SetupError("spyword.settings.bad_value", key="profiles")
    fields = {k: raw[k] for k in (*_BOOLS, *_CHOICES) if k in raw}
    return SpySettings(mode=mode, spies=spies, ghost=ghost, host=host,
                       profiles=tuple(sorted(profiles)), **fields)


# SW-FAQ-1: rounds of about 3–4 minutes, most games 3–5 rounds: 10–20 minutes in all.
ROUND_MINUTES = (3, 4)
ESTIMATED_GAME_MINUTES = (10, 20)
