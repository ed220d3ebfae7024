"""Which sound cues a change of the public view calls for (one place for every game).

`cues_between(before, after)` compares two successive views carrying every public field
(the table view, or an own screen's view) and names the cues to play, from
`desktop.sound.CUES`. It reads only public fields, so a cue never gives a secret away.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

View = Mapping[str, Any]


def _turn(view: View) -> Mapping[str, Any]:
    return view.get("turn") or {}


def _taboo(before: View, after: View) -> list[str]:
    cues = []
    if (_turn(after).get("number") == _turn(before).get("number")
            and _turn(after).get("buzzed", 0) > _turn(before).get("buzzed", 0)):
        cues.append("buzz")
    if before.get("phase") == "playing" and after.get("phase") == "result":
        cues.append("time_up")  # the minute is over (or no card is left)
    if after.get("phase") == "ready" and before.get("phase") != "ready":
        cues.append("turn")  # the other team's turn
    return cues


def _spyword(before: View, after: View) -> list[str]:
    cues = []
    if len(after.get("history") or []) > len(before.get("history") or []):
        cues.append("vote_reveal")
    speaker = after.get("current_speaker")
    if speaker is not None and speaker != before.get("current_speaker"):
        cues.append("turn")  # the last speaking turn ended: the next player speaks
    return cues


def _codenames(before: View, after: View) -> list[str]:
    if (after.get("phase") != "over"
            and (after.get("active_team"), after.get("turn"))
            != (before.get("active_team"), before.get("turn"))):
        return ["turn"]
    return []


RULES = {"taboo": _taboo, "spyword": _spyword, "codenames": _codenames}


def cues_between(before: View | None, after: View) -> list[str]:
    """The cues from ``before`` to ``after`` (None: the game just started: none)."""
    if before is None or before.get("game") != after.get("game"):
        return []
    if after.get("phase") == "over":
        return ["game_end"] if before.get("phase") != "over" else []
    rule = RULES.get(str(after.get("game")))
    return rule(before, after) if rule is not None else []
