"""A game is one plug-in (issue 24): the test-only game, registered only through its
descriptor, plays whole games over the LAN host (a real `Host` and TCP `Client` bots on
loopback, a table display), its content drawn from the pack folder its descriptor names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core import registry
from store.packs import PackLibrary
from tests.helpers.idle_loop import run_idle
from tests.helpers.plugin_game import NAME, registered
from tests.net.test_whole_games import check_played, play_room

GAMES_JS = Path(__file__).resolve().parents[2] / "net" / "web_client" / "games.js"


@pytest.fixture
def race():
    with registered():
        yield NAME


@pytest.mark.parametrize(("players", "target", "seed"), [(2, 10, 1), (6, 15, 2)])
def test_the_plugin_game_plays_whole_games_over_the_lan(race, players, target, seed):
    played = run_idle(play_room(race, players, settings={"target": target}, content=None,
                                seed=seed))
    check_played(played)
    session = played.host.session
    assert session is not None
    view = session.view(None)
    assert view["total"] == target and view["outcome"]["reason"] == "race.target"
    folder_words = {word for pack in PackLibrary.load().packs(
        registry.descriptor(race).pack_folder, "en") for word in pack.words}
    assert len(session.record.content["words"]) == 25  # the "words" kind: a grid's draw
    assert set(session.record.content["words"]) <= folder_words
    assert view["word"] in session.record.content["words"]


def test_every_phone_renderer_a_descriptor_names_is_in_the_phone_page():
    renderers = re.search(r"const RENDERERS = \{(.*?)\n  \};", GAMES_JS.read_text(), re.S)
    assert renderers is not None
    named = set(re.findall(r"^\s+(\w+): \{ view: ", renderers.group(1), re.M))
    wanted = {registry.descriptor(g).phone_renderer for g in registry.game_names()}
    assert wanted == named  # the shipped games each have theirs, and no renderer is unused
