"""Real finished games of four players (one of each game and more), for the profile tests."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

from core.codenames.words import draw_grid_words
from core.record import GameRecord
from tests.core.codenames.support import ROLES
from tests.core.codenames.test_random_play import WORD_POOL, fill_clue
from tests.core.spyword.conftest import NAMES, PAIR
from tests.core.taboo.support import alternating_teams, make_content
from tests.helpers.random_play import play_random_game

SEATS = 4


@cache
def finished_records() -> tuple[GameRecord, ...]:
    names = NAMES[:SEATS]
    found = []
    for seed in range(3):
        found.append(play_random_game("spyword", {"mode": "one_device"}, names, seed, PAIR))
        found.append(play_random_game(
            "taboo", {"mode": "one_device", "cards_per_team": 15,
                      "teams": alternating_teams(SEATS)}, names, seed, make_content()))
        words = draw_grid_words([WORD_POOL], (), random.Random(seed))
        found.append(play_random_game(
            "codenames", {"mode": "one_device", "variant": "classic",
                          "roles": ROLES["classic"]}, names, seed, {"words": words},
            fill_text=fill_clue))
    return tuple(s.record for s in found)


def write_records(path: Path) -> Path:
    path.write_text(json.dumps([r.to_dict() for r in finished_records()]), encoding="utf-8")
    return path
