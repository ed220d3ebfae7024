"""Spy Word's sound cues (`desktop.sound_cues`): which cues a change of the public view
calls for."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

View = Mapping[str, Any]


def sound_cues(before: View, after: View) -> list[str]:
    cues = []
    if len(after.get("history") or []) > len(before.get("history") or []):
        cues.append("vote_reveal")
    speaker = after.get("current_speaker")
    if speaker is not None and speaker != before.get("current_speaker"):
        cues.append("turn")  # the last speaking turn ended: the next player speaks
    return cues
