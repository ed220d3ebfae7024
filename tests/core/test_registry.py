"""The game descriptors (`core.registry`, issue 24): each names what shared code needs of
its game, every "module:attribute" it names loads and belongs to that game, and a plug-in
adds a game by `register` alone: it plays, replays, and gives facts and XP."""

from __future__ import annotations

import random
from typing import is_typeddict

import pytest

from core import registry
from core.content import KINDS, content_from_packs, kind_of, recent_keys
from core.errors import SetupError
from core.game import Game
from core.lobby import LobbyRules
from core.progress.facts import FactsWatcher, facts_of
from core.progress.xp import PLAYED, WON, xp_for
from core.session import Session
from tests.helpers.plugin_game import DESCRIPTOR, NAME, registered


@pytest.mark.parametrize("game", registry.GAMES)
def test_every_shipped_descriptor_names_its_own_parts(game):
    d = registry.descriptor(game)
    cls = registry.game_class(game)
    assert issubclass(cls, Game) and game == cls.NAME
    rules = registry.lobby_rules(game)
    assert isinstance(rules, LobbyRules) and game == rules.GAME
    assert is_typeddict(registry.load(d.view_type))
    assert d.content in KINDS and d.pack_folder == game
    assert d.facts_watcher is not None
    assert issubclass(registry.load(d.facts_watcher), FactsWatcher)
    assert d.settings_doc is not None and registry.load(d.settings_doc)(rules.MADE)
    assert d.example_settings["mode"] == "several_devices"


def test_the_content_kinds_keep_what_each_game_drew():
    # PX-PACK-1, TB-SET-2: pairs, grid words and Taboo's cards kept as recent (issue 31:
    # a Taboo game draws from every ticked pack).
    assert [kind_of(g).single_pack for g in registry.GAMES] == [False, False, False]
    assert [kind_of(g).recent for g in registry.GAMES] == ["pairs", "cards", "words"]
    assert recent_keys("codenames", {"words": ["a", "b"]}) == ["a", "b"]
    assert recent_keys("taboo", {"cards": [{"word": "Käse", "forbidden": []}]}) == ["kase"]


def test_register_adds_a_game_and_unregister_removes_it():
    assert not registry.is_game(NAME)
    with registered():
        assert registry.game_names() == (*registry.GAMES, NAME)
        assert registry.descriptor(NAME) is DESCRIPTOR
        with pytest.raises(ValueError, match="already registered"):
            registry.register(DESCRIPTOR)
    assert not registry.is_game(NAME) and registry.game_names() == registry.GAMES
    with pytest.raises(SetupError) as refused:
        registry.descriptor(NAME)
    assert refused.value.code == "game.unknown"
    with pytest.raises(ValueError, match="built-in"):
        registry.unregister("taboo")


def test_a_registered_game_plays_replays_and_counts_for_progress():
    # PX-PROF-2: its facts come from its own watcher, its XP from its descriptor's numbers.
    with registered():
        content = content_from_packs(NAME, _word_packs(), [], random.Random(2))
        assert len(content["words"]) == 25 and content["language"] == "en"
        session = Session.start(NAME, {"mode": "one_device", "target": 10},
                                ["Ana", "Ben", "Cy"], 4, content, 0)
        codec = type(session.game).codec()
        while session.outcome() is None:
            seat = session.view(None)["turn"]
            session.act(seat, codec.decode(session.view(seat)["actions"][-1]), 0)
        replayed = Session.replay(session.record)
        assert replayed.game.snapshot() == session.game.snapshot()
        facts = facts_of(session.record)
        assert [(f.game, f.role, f.won) for f in facts] == [
            (NAME, None, False), (NAME, "first", True), (NAME, None, False)]
        ben = facts[1]
        assert ben.adds == {"steps": 2}  # Ben's steps of 2: totals 4 and 10
        assert xp_for(ben) == PLAYED + WON + 5 + 2  # role bonus 5; 1 XP a step, at most 3


def _word_packs():
    from store.packs import PackLibrary

    return PackLibrary.load().packs(DESCRIPTOR.pack_folder, "en")
