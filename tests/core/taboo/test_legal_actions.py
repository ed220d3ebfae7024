"""Taboo's `legal_actions` is computed directly (issue 13: the try/except version was a
quarter of a broadcast's CPU); it must list exactly the candidates `check` accepts, for
every seat, in every state of seeded random games of both modes (TB-DEV-1..4, TB-EDGE-4,
TB-PASS-3, TB-SET-6)."""

from __future__ import annotations

import pytest

from core.errors import RuleError
from core.taboo.checks import candidate_actions, check
from core.taboo.game import Taboo
from tests.core.taboo.support import make_content
from tests.core.taboo.test_random_play import _settings, choose, system_action
from tests.helpers.random_play import play_random_game


def by_checking(game: Taboo, seat: int) -> list:
    legal = []
    for action in candidate_actions(game.state):
        try:
            check(game.state, game.settings, seat, action)
        except RuleError:
            continue
        legal.append(action)
    return legal


@pytest.mark.parametrize("seed", range(8))
def test_the_direct_list_is_what_the_checks_accept(seed):
    compared = [0]

    def compare(game: Taboo) -> None:
        for seat in range(len(game.names)):
            if game.state.present(seat) and game.outcome() is None:
                assert game.legal_actions(seat) == by_checking(game, seat)
                compared[0] += 1

    settings, seats = _settings(seed)
    play_random_game("taboo", settings, seats, seed, make_content(), check_views=compare,
                     system_action=system_action, choose=choose)
    assert compared[0] > 100
