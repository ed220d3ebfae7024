"""Card colours and teams (CN-SET-1, CN-SET-3)."""

from __future__ import annotations

from enum import StrEnum


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"
    NEUTRAL = "neutral"
    ASSASSIN = "assassin"


TEAMS: tuple[Colour, Colour] = (Colour.RED, Colour.BLUE)


def other_team(team: Colour) -> Colour:
    return Colour.BLUE if team is Colour.RED else Colour.RED
