"""The screens' view types are true: `SpyWordGameView` and `CodenamesGameView` (a game's view
with the ``actions`` `Game.view` adds, `core.common.ActionsView`) name exactly the keys of
a real seat view and of the table view (the desktop reads views through them)."""

from __future__ import annotations

from typing import Any

import pytest

from core.codenames.view_types import CodenamesGameView
from core.spyword.view_types import SpyWordGameView
from tests.core.codenames.support import new_game, spymaster
from tests.core.spyword.conftest import start


def spyword_views() -> list[dict[str, Any]]:
    game = start(4).game
    return [game.view(0), game.view(None)]


def codenames_views() -> list[dict[str, Any]]:
    game = new_game()
    return [game.view(spymaster(game)), game.view(None)]


@pytest.mark.parametrize(("views", "shape"), [
    (spyword_views, SpyWordGameView),
    (codenames_views, CodenamesGameView),
])
def test_the_game_view_type_has_every_key_of_a_view_and_no_other(views, shape) -> None:
    for view in views():
        assert set(view) == set(shape.__required_keys__)
        assert shape.__optional_keys__ == frozenset()
        assert isinstance(view["actions"], list)
    seat_view, table_view = views()
    assert seat_view["actions"], "a seat view lists what that seat may do"
    assert table_view["actions"] == []
