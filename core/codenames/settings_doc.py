"""Codenames' settings keys as the protocol doc lists them (`net.game_schema`)."""

from __future__ import annotations

import json
from collections.abc import Set

from core.codenames import limits as cn_limits
from core.codenames.settings import Variant


def doc_lines(made: Set[str]) -> list[str]:
    variants = ", ".join(f"`{variant.value}`" for variant in Variant)
    return ["", f"- `variant`: one of {variants} (default `classic`); "
                f"`turn_timer_s`: null or one of "
                f"{', '.join(map(str, cn_limits.TURN_TIMER_CHOICES_S))} (default "
                f"{json.dumps(cn_limits.DEFAULT_TURN_TIMER_S)}); `roles`: one "
                "`{team, spymaster}` per seat, made by the lobby from `team` requests."]
