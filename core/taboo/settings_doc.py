"""Taboo's settings keys as the protocol doc lists them (`net.game_schema`)."""

from __future__ import annotations

from collections.abc import Set

from core.taboo import constants as tb


def doc_lines(made: Set[str]) -> list[str]:
    return ["", f"- `cards_per_team`: one of {', '.join(map(str, tb.CARDS_PER_TEAM_CHOICES))} "
                f"(default {tb.DEFAULT_CARDS_PER_TEAM}); `teams`: one team name per seat, "
                f"{' or '.join(f'`{t}`' for t in tb.TEAMS)}."]
