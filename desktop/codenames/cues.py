"""Codenames's sound cues (`desktop.sound_cues`): which cues a change of the public view
calls for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

View = Mapping[str, Any]


def sound_cues(before: View, after: View) -> list[str]:
    if (after.get("phase") != "over"
            and (after.get("active_team"), after.get("turn"))
            != (before.get("active_team"), before.get("turn"))):
        return ["turn"]
    return []
