"""Race to ten's descriptor: everything shared code knows of the game."""

from __future__ import annotations

from types import MappingProxyType

from core.registry import GameDescriptor

NAME = "race"
_HERE = "tests.helpers.plugin_game"

DESCRIPTOR = GameDescriptor(
    name=NAME, title="Race to ten",
    game_class=f"{_HERE}.game:RaceGame", lobby_rules=f"{_HERE}.lobby:RULES",
    view_type=f"{_HERE}.view_types:RaceView", content="words", picture="1F3C1",
    packs="codenames",  # its words come from the Codenames word packs
    facts_watcher=f"{_HERE}.game:RaceWatcher",
    win_bonus=MappingProxyType({"first": 5}),
    xp_per_count=MappingProxyType({"steps": (1, 3)}),
    example_settings=MappingProxyType({"mode": "several_devices", "target": 10}),
    phone_renderer=None,  # the phone page's generic renderer
)
