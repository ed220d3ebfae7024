"""Every numbered rule is cited by at least one test (shared/rules/*.md; issue "Done when").

Reads the team's rule files from ../shared/rules when this checkout sits beside them
(CI and developers), else the copy kept in docs/rules.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "rules"
RULES = SHARED if SHARED.is_dir() else ROOT / "docs" / "rules"
RULE_ID = re.compile(r"\b(?:SW|TB|CN)-[A-Z0-9]+-\d+\b")

# Rules that belong to issues not built yet (none today).
NOT_YET: set[str] = set()


def cited_ids() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name != Path(__file__).name:
            found |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("rule_file", ["spyword.md", "taboo.md", "codenames.md"])
def test_every_rule_is_cited_by_a_test(rule_file):
    ids = set(RULE_ID.findall((RULES / rule_file).read_text(encoding="utf-8")))
    assert len(ids) > 20
    missing = sorted(ids - cited_ids() - NOT_YET)
    assert missing == [], f"rules with no test citing them: {missing}"


def test_docs_copy_of_the_rules_is_current():
    copies = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "docs" / "rules").glob("*.md")}
    assert {"spyword.md", "taboo.md", "codenames.md", "product.md"} <= set(copies)
    originals = sorted(SHARED.glob("*.md")) if SHARED.is_dir() else []
    for path in originals:
        assert copies[path.name] == path.read_text(encoding="utf-8"), (
            f"docs/rules/{path.name} is out of date: copy it from shared/rules")
