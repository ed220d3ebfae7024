"""Grade every Taboo and Codenames target by word frequency; derive Taboo tiers from it.

Issue 31, "tiers that mean something": a pack's ``difficulty`` used to be set by hand per
theme, so the "hard" culture pack held the commonest words (museum, orchestra) while rare
targets (gearstick, Galgenmännchen) sat in "easy" packs. A word a player has met often is
easier to guess and to describe, so this script grades each target by its Zipf frequency
in its language (``wordfreq.zipf_frequency``: log10 of occurrences per billion words;
multi-word targets use wordfreq's own phrase estimate, which sits at or just below the
rarest of their words) and labels each pack by the grade of its median target.

Thresholds, one pair for every language and for words and packs alike:

    easy   zipf >= 4.0   (10 or more per million words: house, museum, holiday)
    medium 3.5 <= zipf < 4.0
    hard   zipf <  3.5   (under about 3 per million: anorak, xylophone, Faustkeil)

They are the terciles of the shipped targets, rounded to the half point: over the 6,300
Taboo targets of the five languages (wordfreq 3.1), a third lie below 3.47 and a third above
4.09. The issue's first guess (easy >= 4.5, hard < 3.5) made nine packs in ten "medium":
pack medians only spread from 3.1 to 4.6, because a pack of 60 cards mixes common and
rare words. German reads about 0.2 lower (compounds are rare as written words), which
the shared thresholds accept: German has fewer easy packs, not easy packs by fiat.

A junior pack (``audience = "junior"``) stays "easy" whatever its grade: it is easy by
being written for children, not by being frequent. Codenames lists are graded for the
table only; the standard lists carry no difficulty and the junior lists stay "easy".

A human pass, ``content/grade-overrides.txt``, grades a few targets as another spelling
when wordfreq underrates the one the card uses (the RAE's "pódcast" for "podcast").

Run (authoring time only: wordfreq is a dev dependency, never a runtime one):

    python content/grade_packs.py            # write content/grades.tsv, list tier changes
    python content/grade_packs.py --write    # ... and fix each pack's difficulty line

``tests/store/test_content_rules.py`` reads the committed TSV (without wordfreq) and fails
while a pack's label or its cards disagree with it: regrade after changing any card.
"""

from __future__ import annotations

import re
import statistics
import sys
import tomllib
from pathlib import Path

CONTENT = Path(__file__).resolve().parent
PACKS = CONTENT.parent / "packs"
GRADES = CONTENT / "grades.tsv"
OVERRIDES = CONTENT / "grade-overrides.txt"
LANGUAGES = ("en", "fr", "de", "es", "it")
GAMES = ("taboo", "codenames")
EASY_AT = 4.0  # zipf >= this: easy
HARD_BELOW = 3.5  # zipf < this: hard
HEADER = ("language", "pack", "word", "zipf", "tier")
DIFFICULTY_LINE = re.compile(r'^difficulty = "(easy|medium|hard)"$', re.MULTILINE)


def tier(zipf: float) -> str:
    """The tier of one Zipf frequency (a word's, or a pack's median)."""
    return "easy" if zipf >= EASY_AT else "hard" if zipf < HARD_BELOW else "medium"


def derived_difficulty(zipfs: list[float], audience: str = "family") -> str:
    """A pack's label: the tier of its median target; a junior pack is always easy."""
    if audience == "junior":
        return "easy"
    if not zipfs:
        raise ValueError("a pack with no graded target")
    return tier(statistics.median(zipfs))


def read_grades(path: Path = GRADES) -> dict[str, dict[str, float]]:
    """pack id -> target word -> zipf, from the committed TSV (no wordfreq needed)."""
    found: dict[str, dict[str, float]] = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    assert tuple(lines[0].split("\t")) == HEADER, f"{path.name}: unexpected header"
    for line in lines[1:]:
        language, pack, word, zipf, _tier = line.split("\t")
        found.setdefault(pack, {})[word] = float(zipf)
    return found


def overrides() -> dict[tuple[str, str], str]:
    """(language, word) -> the spelling to grade it as."""
    found = {}
    for line in OVERRIDES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            language, word, graded_as, reason = (cell.strip() for cell in line.split("|"))
            assert reason, f"override of {word!r} without a reason"
            found[(language, word)] = graded_as
    return found


def shipped() -> list[tuple[Path, str, str, dict]]:
    """(file, language, pack id, parsed TOML) of every Taboo and Codenames pack."""
    found = []
    for game in GAMES:
        for language in LANGUAGES:
            for path in sorted((PACKS / game / language).glob("*.toml")):
                data = tomllib.loads(path.read_text(encoding="utf-8"))
                found.append((path, language, f"{game}/{language}/{path.stem}", data))
    return found


def targets(data: dict) -> list[str]:
    if data["game"] == "taboo":
        return [card["word"] for card in data["cards"]]
    return list(data["words"])


def grade() -> list[tuple[str, str, str, float, str]]:
    from wordfreq import zipf_frequency  # authoring time only (pip install -e ".[authoring]")

    spelling = overrides()
    rows = []
    for _path, language, pack, data in shipped():
        for word in targets(data):
            zipf = round(zipf_frequency(spelling.get((language, word), word), language), 2)
            rows.append((language, pack, word, zipf, tier(zipf)))
    return rows


def main(argv: list[str]) -> int:
    write = "--write" in argv
    rows = grade()
    GRADES.write_text("\n".join("\t".join(map(str, row)) for row in [HEADER, *rows]) + "\n",
                      encoding="utf-8")
    print(f"{GRADES.name}: {len(rows)} targets graded")
    grades = read_grades()  # the rounded values the content test reads
    for path, _language, pack, data in shipped():
        if "difficulty" not in data:
            continue  # Codenames standard lists: graded, not labelled
        zipfs = list(grades[pack].values())
        derived = derived_difficulty(zipfs, data.get("audience", "family"))
        median = statistics.median(zipfs)
        if derived != data["difficulty"]:
            print(f"{pack}: {data['difficulty']} -> {derived} (median zipf {median:.2f})")
            if write:
                text = path.read_text(encoding="utf-8")
                new, count = DIFFICULTY_LINE.subn(f'difficulty = "{derived}"', text, count=1)
                assert count == 1, f"{path}: no difficulty line to rewrite"
                path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
