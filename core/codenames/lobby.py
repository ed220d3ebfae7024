"""Codenames' lobby rules: teams and spymasters per variant (CN-SET-1, CN-2P-1, CN-3P-1/2).

Seats pick a team and may pick the spymaster role; `arrange` keeps every valid choice
and deals the rest: classic, each team one spymaster; together (two or three players),
one spymaster on Red; competitive three, a Red and a Blue spymaster and one guesser
with no team.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from core.codenames import limits
from core.codenames import settings as cn_settings
from core.codenames.colours import TEAMS as COLOURS
from core.codenames.settings import SEAT_COUNTS, Variant
from core.common import Mode
from core.errors import SetupError
from core.lobby import SPYMASTER, Choice, LobbyRules
from core.taboo.lobby import shuffle_teams, team_for_new_player

RED, BLUE = (str(team) for team in COLOURS)
#: CN-SET-1: a spymaster and at least one guesser.
MIN_TEAM_SIZE = 2


def variant_of(options: Mapping[str, Any]) -> Variant:
    try:
        return Variant(options.get("variant", Variant.CLASSIC))
    except ValueError:
        raise SetupError("codenames.settings.variant") from None


class CodenamesLobby(LobbyRules):
    GAME = "codenames"
    MADE: ClassVar[frozenset[str]] = frozenset({"mode", "roles"})
    TEAMS: ClassVar[tuple[str | None, ...]] = (RED, BLUE, None)
    ROLES: ClassVar[tuple[str | None, ...]] = (None, SPYMASTER)

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        variant = variant_of(options)
        if variant in SEAT_COUNTS:
            return SEAT_COUNTS[variant], SEAT_COUNTS[variant]
        return limits.CLASSIC_MIN_PLAYERS, limits.MAX_PLAYERS

    def widest_range(self) -> tuple[int, int]:
        return min(SEAT_COUNTS.values()), limits.MAX_PLAYERS

    def new_seat(self, seats: Sequence[Choice], options: Mapping[str, Any]) -> Choice:
        if variant_of(options) is not Variant.CLASSIC and seats:
            return Choice(seats[0].team or RED)
        return Choice(team_for_new_player([seat.team or "" for seat in seats]))

    def arrange(self, seats: Sequence[Choice], options: Mapping[str, Any],
                rng: random.Random | None = None, keep_teams: bool = False,
                absent: frozenset[int] = frozenset()) -> list[Choice]:
        """Spymasters dealt to present players only (``absent``: disconnected seats lose
        a chosen spymaster role), unless nobody who could take it is present."""
        seats = [Choice(seat.team, None) if index in absent else seat
                 for index, seat in enumerate(seats)]
        variant = variant_of(options)
        if variant is Variant.CLASSIC:
            return _classic(seats, rng, keep_teams, absent)
        if variant is Variant.THREE_COMPETITIVE:
            return _rivals(seats, rng, absent)
        return _one_team(seats, rng, absent)

    def blocking_absent(self, seats: Sequence[Choice], options: Mapping[str, Any],
                        absent: frozenset[int]) -> list[int]:
        """An absent spymaster, and a playing team whose guessers are all absent
        (CN-GUESS-4: the team must guess every turn; with no turn timer it never could).
        In competitive three the one guesser, with no team, guesses for both teams."""
        blocking = set(super().blocking_absent(seats, options, absent))
        guessers: dict[str | None, list[int]] = {}
        for index, seat in enumerate(seats):
            if seat.role is None:
                guessers.setdefault(seat.team, []).append(index)
        for members in guessers.values():
            if all(index in absent for index in members):
                blocking.update(members)
        return sorted(blocking)

    def shuffled(self, seats: Sequence[Choice], options: Mapping[str, Any],
                 rng: random.Random) -> list[Choice]:
        """Classic: random balanced teams and spymasters drawn again; the variants have one
        team (or none), so only their spymasters are drawn again."""
        if variant_of(options) is Variant.CLASSIC:
            seats = [Choice(team) for team in shuffle_teams(len(seats), rng)]
        return self.arrange([Choice(seat.team) for seat in seats], options, rng)

    def made_settings(self, seats: Sequence[Choice], mode: Mode,
                      host_seat: int | None) -> dict[str, Any]:
        return {"mode": mode.value,
                "roles": [{"team": seat.team, "spymaster": seat.role == SPYMASTER}
                          for seat in seats]}

    def seats_from(self, settings: Mapping[str, Any], count: int) -> list[Choice]:
        roles = list(settings.get("roles") or [])
        seats = []
        for seat in range(count):
            role = roles[seat] if seat < len(roles) and isinstance(roles[seat], dict) else {}
            seats.append(Choice(role.get("team"), SPYMASTER if role.get("spymaster") else None))
        return seats

    def check_game(self, names: Sequence[str], settings: Mapping[str, Any]) -> None:
        cn_settings.parse_settings(dict(settings), list(names))

    def team_mode(self, options: Mapping[str, Any]) -> str | None:
        variant = variant_of(options)
        if variant is Variant.CLASSIC:
            return "teams"
        return "rivals" if variant is Variant.THREE_COMPETITIVE else "one_team"

    def estimated_minutes(self, options: Mapping[str, Any]) -> tuple[int, int]:
        return limits.ESTIMATED_GAME_MINUTES


def _pick(candidates: list[int], rng: random.Random | None,
          absent: frozenset[int] = frozenset()) -> int | None:
    """One of ``candidates`` (present ones first: none absent when any is present)."""
    candidates = [seat for seat in candidates if seat not in absent] or candidates
    if not candidates:
        return None
    return rng.choice(candidates) if rng is not None else candidates[0]


def _classic(seats: Sequence[Choice], rng: random.Random | None,
             keep_teams: bool = False, absent: frozenset[int] = frozenset()) -> list[Choice]:
    """CN-SET-1: everyone on a team, each team a spymaster and at least one guesser (teams
    as chosen when that holds, else random balanced teams); each team's spymaster is the
    first one chosen, else one dealt; the others guess."""
    teams: list[str] = []
    for seat in seats:
        teams.append(seat.team if seat.team in (RED, BLUE) else team_for_new_player(teams))
    if not keep_teams and min(teams.count(RED), teams.count(BLUE)) < MIN_TEAM_SIZE:
        teams = shuffle_teams(len(seats), rng or random.Random(0))
    masters: dict[str, int | None] = {}
    for team in (RED, BLUE):
        members = [s for s, t in enumerate(teams) if t == team]
        chosen = [s for s in members if seats[s].role == SPYMASTER]
        masters[team] = chosen[0] if chosen else _pick(members, rng, absent)
    return [Choice(team, SPYMASTER if masters[team] == s else None)
            for s, team in enumerate(teams)]


def _one_team(seats: Sequence[Choice], rng: random.Random | None,
              absent: frozenset[int] = frozenset()) -> list[Choice]:
    """CN-2P-1, CN-3P-1: everyone on Red, one spymaster."""
    chosen = [s for s, seat in enumerate(seats) if seat.role == SPYMASTER]
    master = chosen[0] if chosen else _pick(list(range(len(seats))), rng, absent)
    return [Choice(RED, SPYMASTER if s == master else None) for s in range(len(seats))]


def _rivals(seats: Sequence[Choice], rng: random.Random | None,
            absent: frozenset[int] = frozenset()) -> list[Choice]:
    """CN-3P-2: a Red spymaster, a Blue spymaster, and guessers with no team."""
    masters: dict[str, int | None] = {}
    for team in (RED, BLUE):
        taken = {m for m in masters.values() if m is not None}
        chosen = [s for s, seat in enumerate(seats)
                  if seat.role == SPYMASTER and seat.team == team and s not in taken]
        free = [s for s in range(len(seats)) if s not in taken]
        masters[team] = chosen[0] if chosen else _pick(free, rng, absent)
    roles = {seat: team for team, seat in masters.items() if seat is not None}
    return [Choice(roles[s], SPYMASTER) if s in roles else Choice()
            for s in range(len(seats))]


RULES = CodenamesLobby()
