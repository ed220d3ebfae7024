"""Write packs/spyword/<lang>/<pack>.toml from the shared tables in content/.

Every language plays the same pairs with the same pictures and categories (issue 17: one
category list, the same pack slugs everywhere), so the pairs live once, in
``content/spyword-pairs.txt``, each word given in the five languages. Beside them each
language has pairs of its own (issue 31: words native to its table, not a translation),
in ``content/spyword-local/<lang>.txt``, added to the same packs. Edit the tables,
then run ``python content/build_spyword.py``; ``tests/store/test_content_rules.py`` fails
while the packs and the tables disagree.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CONTENT = Path(__file__).resolve().parent
PACKS = CONTENT.parent / "packs" / "spyword"
LANGUAGES = ("en", "fr", "de", "es", "it")
HEADER = """schema = 1
game = "spyword"
language = {language}
title = {title}
description = {description}
author = "Palabre"
licence = "CC BY-SA 4.0"
family_friendly = true
"""
#: The children's tier (issue 31): six to ten years old. Setup offers it unticked and lists
#: it after the others, like the junior Around the Word and Codenames packs.
JUNIOR = "junior"
JUNIOR_HEADER = 'difficulty = "easy"\naudience = "junior"\n'


def rows(name: str, sep: str) -> list[list[str]]:
    """Non-comment lines of a table, split on ``sep`` and stripped."""
    text = (CONTENT / name).read_text(encoding="utf-8")
    return [[cell.strip() for cell in line.split(sep)]
            for line in text.splitlines() if line.strip() and not line.startswith("#")]


def categories() -> dict[str, dict[str, str]]:
    return {row[0]: dict(zip(LANGUAGES, row[1:], strict=True))
            for row in rows("spyword-categories.tsv", "\t")}


def pairs() -> list[dict]:
    """Each pair: pack, category id, and per side a picture and a word per language."""
    found = []
    for row in rows("spyword-pairs.txt", "|"):
        pack, category, pic_a, *rest = row
        words_a, pic_b, words_b = rest[:5], rest[5], rest[6:]
        found.append({"pack": pack, "category": category,
                      "a": (pic_a, dict(zip(LANGUAGES, words_a, strict=True))),
                      "b": (pic_b, dict(zip(LANGUAGES, words_b, strict=True)))})
    return found


def local_pairs(language: str) -> list[dict]:
    """A language's own pairs: pack | category id | picture a | word a | picture b | word b."""
    path = f"spyword-local/{language}.txt"
    if not (CONTENT / path).exists():
        return []
    return [{"pack": pack, "category": category, "a": (pic_a, word_a), "b": (pic_b, word_b)}
            for pack, category, pic_a, word_a, pic_b, word_b in rows(path, "|")]


def headers() -> dict[tuple[str, str], tuple[str, str]]:
    return {(pack, lang): (title, description)
            for pack, lang, title, description in rows("spyword-packs.txt", "|")}


def pack_pairs(pack: str, language: str) -> list[dict]:
    """The pack's pairs in one language: the shared ones, then the language's own."""
    shared = [{**pair, "a": (pair["a"][0], pair["a"][1][language]),
               "b": (pair["b"][0], pair["b"][1][language])}
              for pair in pairs() if pair["pack"] == pack]
    return shared + [pair for pair in local_pairs(language) if pair["pack"] == pack]


def render(pack: str, language: str) -> str:
    q = lambda text: json.dumps(text, ensure_ascii=False)  # noqa: E731 - a TOML basic string
    names = categories()
    title, description = headers()[pack, language]
    out = [HEADER.format(language=q(language), title=q(title), description=q(description))]
    if pack == JUNIOR:
        out.append(JUNIOR_HEADER)
    for pair in pack_pairs(pack, language):
        (pic_a, a), (pic_b, b) = pair["a"], pair["b"]
        out.append(
            f"\n[[pairs]]\ncategory = {q(names[pair['category']][language])}\n"
            f"a = {{ word = {q(a)}, picture = {q(pic_a)} }}\n"
            f"b = {{ word = {q(b)}, picture = {q(pic_b)} }}\n"
        )
    return "".join(out)


def pack_slugs() -> list[str]:
    return list(dict.fromkeys(pair["pack"] for pair in pairs()))


def expected_files() -> dict[Path, str]:
    return {PACKS / lang / f"{pack}.toml": render(pack, lang)
            for pack in pack_slugs() for lang in LANGUAGES}


def main() -> int:
    expected = expected_files()
    for old in PACKS.glob("*/*.toml"):
        if old not in expected:
            old.unlink()
    for path, text in expected.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"wrote {len(expected)} Spy Word packs of {len(pairs())} pairs per language")
    return 0


if __name__ == "__main__":
    sys.exit(main())
