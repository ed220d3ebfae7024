"""Issue 26: the README's test command works on a bare machine: the README names every
system package CI installs for the tests (`.ci/run`), and nothing it does not."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: What CI installs for its build checks, not for the tests (installer/).
BUILD_ONLY = {"desktop-file-utils", "nsis"}


def ci_packages() -> set[str]:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    match = re.search(r"^for pkg in (.*?); do", script, re.S | re.M)
    assert match
    return set(match[1].replace("\\", " ").split())


def readme_packages() -> set[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"^sudo apt install (.*?)\n```", readme, re.S | re.M)
    assert match
    return set(match[1].replace("\\", " ").split())


def test_the_readme_names_every_package_the_tests_need():
    assert {"zbar-tools", "chromium", "libatomic1"} <= readme_packages()
    assert readme_packages() == ci_packages() - BUILD_ONLY
