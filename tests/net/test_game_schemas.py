"""docs/protocol.md is enough to write a game client (issue 13; PX-NET-6): its "Games"
section is exactly what `net.game_schema` builds from the code, and every view (each
seat's and the table's, after every step) and every action of whole seeded games of each
game, in every variant and mode, fits the JSON schemas the doc publishes — read back from
the doc, not from the code, so a field the doc lacks fails here."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from core.game import Game
from net.game_schema import (
    SchemaError,
    check,
    example_views,
    published_schemas,
    replace_section,
    section,
)
from tests.core.codenames.support import seat_names
from tests.core.codenames.test_random_play import CASES, case_games, fill_clue, session_event
from tests.core.spyword.conftest import NAMES, PAIR
from tests.core.spyword.test_random_play import connection_events, random_settings
from tests.core.taboo.support import make_content
from tests.core.taboo.test_random_play import _settings as taboo_settings
from tests.core.taboo.test_random_play import choose as taboo_choose
from tests.core.taboo.test_random_play import system_action as taboo_events
from tests.helpers.random_play import play_random_game

DOC = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
PUBLISHED = published_schemas(DOC)
GAMES_PER_CASE = 3


def test_the_doc_section_is_what_the_code_builds():
    assert replace_section(DOC, section(example_views())) == DOC, (
        "docs/protocol.md is stale: run `python -m net.game_schema`")
    assert set(PUBLISHED) == {"spyword", "taboo", "codenames"}


class Checker:
    """Validates every view a game shows (every seat and the table) and every action it
    lists against the game's published schema."""

    def __init__(self, game: str) -> None:
        self.schema = PUBLISHED[game]
        self.views = 0
        self.actions: set[str] = set()

    def __call__(self, game: Game) -> None:
        records = self.schema["records"]
        seats = len(game.view(None)["seats"])
        for seat in [None, *range(seats)]:
            view = {**game.view(seat), "now_ms": 1}
            check(view, self.schema["view"], records, f"view({seat})")
            for action in view["actions"]:
                check(action, self.schema["action"], records, f"view({seat}).actions")
                self.actions.add(action["type"])
            self.views += 1


def action_kinds(game: str) -> set[str]:
    return {option["record"].split(":", 1)[1] for option in PUBLISHED[game]["action"]["one_of"]}


def test_spyword_games_fit_the_published_schema():
    checker = Checker("spyword")
    for seed in range(12):
        rng = random.Random(seed)
        n = 4 + seed % 9
        play_random_game("spyword", random_settings(rng, n), NAMES[:n], seed=seed, content=PAIR,
                         check_views=checker, system_action=connection_events)
    assert checker.actions == action_kinds("spyword")  # every action form was seen
    assert checker.views > 1000


def test_taboo_games_fit_the_published_schema():
    checker = Checker("taboo")
    for seed in range(6):
        settings, seats = taboo_settings(seed)
        play_random_game("taboo", settings, seats, seed, make_content(), check_views=checker,
                         system_action=taboo_events, choose=taboo_choose)
    assert checker.actions == action_kinds("taboo")
    assert checker.views > 1000


@pytest.mark.parametrize(("variant", "mode"), CASES)
def test_codenames_games_fit_the_published_schema(variant, mode):
    checker = Checker("codenames")
    for seed, settings, words in case_games(variant, mode):
        if seed >= GAMES_PER_CASE:
            break
        play_random_game("codenames", settings, seat_names(len(settings["roles"])), seed,
                         {"words": words}, check_views=checker, fill_text=fill_clue,
                         system_action=session_event)
    assert checker.views > 50


def test_a_view_with_a_field_the_doc_lacks_or_misses_fails():
    schema = PUBLISHED["codenames"]
    view = example_views()["codenames"]
    records = schema["records"]
    with pytest.raises(SchemaError):
        check({**view, "secret": 1}, schema["view"], records)
    with pytest.raises(SchemaError):
        check({k: v for k, v in view.items() if k != "phase"}, schema["view"], records)
    with pytest.raises(SchemaError):
        check({**view, "phase": "dancing"}, schema["view"], records)
    with pytest.raises(SchemaError):
        check({"type": "guess", "card": "3"}, schema["action"], records)
