"""Around the Word's (Taboo) sound cues (`desktop.sound_cues`): which cues a change of
the public view calls for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

View = Mapping[str, Any]


def _turn(view: View) -> Mapping[str, Any]:
    return view.get("turn") or {}


def sound_cues(before: View, after: View) -> list[str]:
    cues = []
    if (_turn(after).get("number") == _turn(before).get("number")
            and _turn(after).get("buzzed", 0) > _turn(before).get("buzzed", 0)):
        cues.append("buzz")
    if before.get("phase") == "playing" and after.get("phase") == "result":
        cues.append("time_up")  # the minute is over (or no card is left)
    if after.get("phase") == "ready" and before.get("phase") != "ready":
        cues.append("turn")  # the other team's turn
    return cues
