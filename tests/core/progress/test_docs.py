"""docs/progress.md stays true to the data: the XP numbers (its titles table:
tests/desktop/test_title_texts.py)."""

from __future__ import annotations

from pathlib import Path

from core.progress import xp

DOC = Path(__file__).resolve().parents[3] / "docs" / "progress.md"


def test_the_xp_table_matches():
    text = DOC.read_text(encoding="utf-8")
    for value in (xp.PLAYED, xp.WON, xp.SPY_WIN, xp.GHOST_WIN, xp.SPYMASTER_WIN):
        assert f"| {value} |" in text or f"| +{value} |" in text
    assert f"at most {xp.TABOO_CARD_CAP} a game" in text
    assert f"{xp.xp_to_reach(27):,}" in text
