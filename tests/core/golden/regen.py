"""Regenerate the golden playthrough files, for when a rule changes on purpose.

    python -m tests.core.golden.regen              # every playthrough
    python -m tests.core.golden.regen NAME ...     # only these (names as in data/NAME.jsonl)

Then read the diff (`git diff tests/core/golden/data`): every changed line is a view that
changed, and each should follow from the rule change. The tests never write these files.
"""

from __future__ import annotations

import sys

from tests.core.golden.golden import DATA, dumps, first_difference, load, save
from tests.core.golden.playthroughs import PLAYTHROUGHS


def main(argv: list[str]) -> int:
    by_name = {p.name: p for p in PLAYTHROUGHS}
    unknown = [name for name in argv if name not in by_name]
    if unknown:
        print(f"unknown playthrough(s): {', '.join(unknown)}; known: {', '.join(by_name)}",
              file=sys.stderr)
        return 2
    for playthrough in [by_name[name] for name in argv] or PLAYTHROUGHS:
        old = load(playthrough) if playthrough.path.exists() else None
        recording = save(playthrough)
        status = ("new" if old is None else
                  "changed" if first_difference(old, recording) else "unchanged")
        size = len(dumps(recording).encode("utf-8"))
        print(f"{playthrough.name}: {len(recording.steps)} steps, {size / 1024:.1f} KiB, "
              f"{status}")
    stray = sorted(p.name for p in DATA.glob("*.jsonl") if p.stem not in by_name)
    if stray:
        print(f"files with no playthrough (delete them?): {', '.join(stray)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
