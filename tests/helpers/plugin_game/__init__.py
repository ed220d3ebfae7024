"""A test-only game, "Race to ten", registered only through its descriptor: it proves that
a game is one plug-in (issue 24). Two to six players take turns adding 1 or 2 to a
shared total; whoever brings it to the target wins. Its words come from the Codenames
packs (the descriptor's ``packs``), and the word drawn first is shown to everyone.

No shared file names it: `registered()` adds its `core.registry.GameDescriptor` and its
desktop `GameTraits`/`GameUi` for the length of a test, then removes them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from core import registry
from tests.helpers.plugin_game.descriptor import DESCRIPTOR, NAME

__all__ = ["DESCRIPTOR", "NAME", "registered"]


@contextlib.contextmanager
def registered(desktop: bool = False) -> Iterator[None]:
    """The game registered (and its desktop side too with ``desktop``), then removed."""
    registry.register(DESCRIPTOR)
    try:
        if desktop:
            from desktop import games
            from tests.helpers.plugin_game.desktop import TRAITS, UI

            games.register_traits(NAME, TRAITS)
            games.register_ui(NAME, UI)
        yield
    finally:
        registry.unregister(NAME)
        if desktop:
            from desktop import games

            games.unregister_traits(NAME)
            games.register_ui(NAME, None)
