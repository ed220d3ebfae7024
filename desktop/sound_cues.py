"""Which sound cues a change of the public view calls for (one place for every game).

`cues_between(before, after)` compares two successive views carrying every public field
(the table view, or an own screen's view) and names the cues to play, from
`desktop.sound.CUES`: the game over cue here, the game's own cues from its
`desktop.games.GameTraits.sound_cues`. It reads only public fields, so a cue never gives a
secret away.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core import registry

View = Mapping[str, Any]


def cues_between(before: View | None, after: View) -> list[str]:
    """The cues from ``before`` to ``after`` (None: the game just started: none)."""
    if before is None or before.get("game") != after.get("game"):
        return []
    if after.get("phase") == "over":
        return ["game_end"] if before.get("phase") != "over" else []
    from desktop.games import game_traits

    game = str(after.get("game"))
    return game_traits(game).sound_cues(before, after) if registry.is_game(game) else []
