"""The examples in docs/packs.md are real packs: they pass the same validator (PX-PACK-3)."""

from __future__ import annotations

import re
from pathlib import Path

from core.packs import check_pack
from store import openmoji

DOC = Path(__file__).resolve().parents[2] / "docs" / "packs.md"


def doc_examples() -> dict[str, str]:
    """The ```toml blocks of the doc that are whole packs, by game."""
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return {re.search(r'^game = "(\w+)"', b, re.M)[1]: b for b in blocks if "schema = 1" in b}


def problems_of(game: str) -> set[str]:
    text = doc_examples()[game]
    source = f"packs/{game}/en/example.toml"
    return {p.code for p in check_pack(text.encode(), source, openmoji.picture_exists)[1]}


def test_doc_has_one_example_per_game():
    assert sorted(doc_examples()) == ["codenames", "spyword", "taboo"]


def test_spyword_and_codenames_examples_are_complete_valid_packs():
    assert problems_of("spyword") == set()
    assert problems_of("codenames") == set()


def test_taboo_example_is_valid_but_for_its_shortened_card_count():
    assert problems_of("taboo") == {"cards.count"}
