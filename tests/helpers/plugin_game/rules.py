"""Race to ten's numbers and settings, in one place."""

from __future__ import annotations

from typing import Any

from core.common import Mode
from core.errors import SetupError

MIN_PLAYERS, MAX_PLAYERS = 2, 6
TARGETS = (10, 15)
DEFAULT_TARGET = 10
STEPS = (1, 2)


def parse_settings(settings: dict[str, Any], players: int) -> tuple[Mode, int]:
    """(mode, target), or a `SetupError` with a ``race.*`` code."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError("race.settings.players", count=players)
    try:
        mode = Mode(settings.get("mode", Mode.ONE_DEVICE.value))
    except ValueError:
        raise SetupError("race.settings.mode") from None
    target = settings.get("target", DEFAULT_TARGET)
    if target not in TARGETS or type(target) is not int:
        raise SetupError("race.settings.target", value=str(target))
    return mode, target
