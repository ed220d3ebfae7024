"""How much of our Codenames lists a published list already has (issue 31: words of our own,
less than a quarter shared with any published list).

The published lists are kept as hashes, never as words (``content/codenames-published/
<lang>-<source>.txt``: a comment naming the source, then one hash per line), so the project
checks against them without shipping them. A word is compared by its normalised spelling
(case, accents, spaces and punctuation dropped: "Ice cream" is "icecream").

    python content/codenames_overlap.py [LANG ...]             # overlap of every list
    python content/codenames_overlap.py --add LANG SOURCE "where it comes from" < words.txt
        # words.txt: the published words, separated by commas or new lines

``tests/store/test_content_rules.py`` fails when a shipped list shares a quarter or more.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
import tomllib
from pathlib import Path

CONTENT = Path(__file__).resolve().parent
sys.path.insert(0, str(CONTENT.parent))

from core.text import normalize  # noqa: E402 - after the checkout is on the path

PUBLISHED = CONTENT / "codenames-published"
PACKS = CONTENT.parent / "packs" / "codenames"
#: Issue 31's bar: a list shares less than this share of its words with any published list.
MAX_SHARED = 0.25


def word_hash(word: str) -> str:
    """The hash a published word is kept as (16 hex digits of SHA-256 of its spelling)."""
    return hashlib.sha256(normalize(word).encode("utf-8")).hexdigest()[:16]


def published(language: str) -> dict[str, set[str]]:
    """source name -> hashes of that published list's words, for one language."""
    found = {}
    for path in sorted(PUBLISHED.glob(f"{language}-*.txt")):
        lines = path.read_text("utf-8").splitlines()
        found[path.stem.split("-", 1)[1]] = {line.strip() for line in lines
                                             if line.strip() and not line.startswith("#")}
    return found


def list_words(path: Path) -> list[str]:
    return tomllib.loads(path.read_text(encoding="utf-8"))["words"]


def shared_words(words: list[str], hashes: set[str]) -> list[str]:
    """The words of ``words`` a published list (given as hashes) also has."""
    return [w for w in words if word_hash(w) in hashes]


def add(language: str, source: str, origin: str, text: str) -> Path:
    words = [w.strip() for w in re.split(r"[,\n]", text) if w.strip()]
    hashes = sorted({word_hash(w) for w in words})
    PUBLISHED.mkdir(exist_ok=True)
    path = PUBLISHED / f"{language}-{source}.txt"
    head = f"# {origin}: {len(hashes)} words, kept as hashes (content/codenames_overlap.py)\n"
    path.write_text(head + "\n".join(hashes) + "\n", encoding="utf-8")
    return path


def report(languages: list[str]) -> None:
    for lang in languages:
        for pack in sorted((PACKS / lang).glob("*.toml")):
            words = list_words(pack)
            for source, hashes in published(lang).items():
                shared = shared_words(words, hashes)
                print(f"{lang}/{pack.stem}: {len(shared)}/{len(words)} = "
                      f"{len(shared) / len(words):.1%} shared with {source}"
                      f"{'  (over the bar)' if len(shared) >= MAX_SHARED * len(words) else ''}")
                print("   ", ", ".join(sorted(shared)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("languages", nargs="*", default=["en", "fr", "de", "es", "it"])
    parser.add_argument("--add", nargs=3, metavar=("LANG", "SOURCE", "ORIGIN"))
    args = parser.parse_args()
    if args.add:
        print(add(*args.add, sys.stdin.read()))
        return 0
    report(args.languages)
    return 0


if __name__ == "__main__":
    sys.exit(main())
