"""Builders shared by the Codenames tests: seats, roles, games, cards by colour."""

from __future__ import annotations

import random
from typing import Any

from core.codenames.actions import GiveClue, Guess
from core.codenames.colours import Colour
from core.codenames.game import Codenames
from core.common import SeatId

# 25 grid words of at least five letters; CLUE is related to none of them as a string.
WORDS = [
    "apple", "bridge", "castle", "dragon", "engine", "forest", "garden", "harbor",
    "island", "jungle", "knight", "lemon", "mirror", "needle", "orange", "pirate",
    "queen", "rocket", "silver", "tower", "umbrella", "violin", "wagon", "yellow",
    "window",
]
CLUE = "Quixotic"

RED, BLUE = Colour.RED, Colour.BLUE
NEUTRAL, ASSASSIN = Colour.NEUTRAL, Colour.ASSASSIN


def role(team: str | None, spymaster: bool = False) -> dict[str, Any]:
    return {"team": team, "spymaster": spymaster}


#: Seat layouts per variant. Classic: 0 red spymaster, 1 red guesser, 2 blue spymaster,
#: 3 blue guesser, then extra guessers.
ROLES: dict[str, list[dict[str, Any]]] = {
    "classic": [role("red", True), role("red"), role("blue", True), role("blue")],
    "two_player": [role("red", True), role("red")],
    "three_coop": [role("blue", True), role("blue"), role("blue")],
    "three_competitive": [role("red", True), role("blue", True), role(None)],
}


def settings(variant: str = "classic", mode: str = "one_device",
             timer: int | None = None, roles: list[dict[str, Any]] | None = None
             ) -> dict[str, Any]:
    return {"mode": mode, "variant": variant, "roles": roles or ROLES[variant],
            "turn_timer_s": timer}


def seat_names(n: int) -> list[str]:
    return [f"player{i}" for i in range(n)]


def new_game(variant: str = "classic", *, mode: str = "one_device", timer: int | None = None,
             seed: int = 1, roles: list[dict[str, Any]] | None = None,
             words: list[str] | None = None, now_ms: int = 0) -> Codenames:
    raw = settings(variant, mode, timer, roles)
    return Codenames.setup(raw, seat_names(len(raw["roles"])), random.Random(seed),
                           {"words": list(words or WORDS)}, now_ms)


def unrevealed(game: Codenames, colour: Colour) -> list[int]:
    return list(game.state.unrevealed(colour))


def spymaster(game: Codenames, team: Colour | None = None) -> SeatId:
    return game.settings.spymaster_of(team or game.state.active_team)


def guesser(game: Codenames, team: Colour | None = None) -> SeatId:
    return game.settings.guessers_of(team or game.state.active_team)[0]


def clue(game: Codenames, number: int = 1, word: str = CLUE, now_ms: int = 0) -> list[dict]:
    return game.apply(spymaster(game), GiveClue(word=word, number=number), now_ms)


def guess(game: Codenames, card: int, seat: SeatId | None = None, now_ms: int = 0
          ) -> list[dict]:
    return game.apply(guesser(game) if seat is None else seat, Guess(card=card), now_ms)


def guess_colour(game: Codenames, colour: Colour, now_ms: int = 0) -> list[dict]:
    return guess(game, unrevealed(game, colour)[0], now_ms=now_ms)
