"""``palabre packs check PATH...`` and ``palabre packs list`` (PX-PACK-3).

Runs headless: imports only core and store, never Qt, and those lazily, so building the
argument parser costs nothing.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from core.packs.limits import LANGUAGES


def add_packs_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    packs = sub.add_parser("packs", help="check word pack files, or list the installed packs")
    actions = packs.add_subparsers(
        dest="packs_command", required=True, metavar="{check,list,sheet}"
    )
    check = actions.add_parser("check", help="check pack files and folders (recursively)")
    check.add_argument("paths", nargs="+", metavar="PATH")
    actions.add_parser("list", help="show installed packs per game and language")
    sheet = actions.add_parser(
        "sheet", help="draw every Spy Word pair of a language with its pictures into a PNG"
    )
    sheet.add_argument("language", choices=LANGUAGES, metavar="LANG")
    sheet.add_argument("out", metavar="OUT.png")


def run_packs(args: argparse.Namespace, out: TextIO | None = None) -> int:
    if args.packs_command == "check":
        return run_check(args.paths, out or sys.stdout)
    if args.packs_command == "sheet":
        from pathlib import Path

        from desktop.packs_sheet import run_sheet  # the one packs command that needs Qt

        return run_sheet(args.language, Path(args.out))
    return run_list(out or sys.stdout)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def run_check(targets: list[str], out: TextIO) -> int:
    """Print each problem as ``file: item: reason`` and a summary; 1 on any error."""
    from store.packs import check_paths

    results = check_paths(targets)
    for result in results:
        for problem in result.problems:
            print(problem, file=out)
    errors = sum(len(r.errors) for r in results)
    warnings = sum(len(r.warnings) for r in results)
    valid = sum(r.valid for r in results)
    print(
        f"{_plural(len(results), 'file')} checked: {valid} valid, {len(results) - valid} invalid; "
        f"{_plural(errors, 'error')}, {_plural(warnings, 'warning')}.",
        file=out,
    )
    return 1 if errors else 0


def run_list(out: TextIO) -> int:
    """Installed packs per game and language, with item counts, then the invalid ones."""
    from core.packs import GAMES, LANGUAGES
    from core.packs.limits import ITEM_NOUN
    from core.registry import descriptor
    from store import paths
    from store.packs import PackLibrary

    builtin_dir, user_dir = paths.builtin_packs_dir(), paths.user_packs_dir()
    library = PackLibrary.load(builtin_dir, user_dir)
    origins = {f.pack.id: f.origin for f in library.valid if f.pack is not None}
    print(f"Built-in packs: {builtin_dir}", file=out)
    print(f"User packs:     {user_dir}{'' if user_dir.is_dir() else ' (no folder yet)'}", file=out)
    for game in GAMES:
        noun = ITEM_NOUN[game]
        print(f"\n{descriptor(game).title}", file=out)
        for language in LANGUAGES:
            packs = library.packs(game, language)
            total = sum(p.item_count for p in packs)
            print(f"  {language}: {_plural(len(packs), 'pack')}, {_plural(total, noun)}", file=out)
            for pack in packs:
                level = "".join(f", {tier}" for tier in (pack.audience, pack.difficulty) if tier)
                print(
                    f"      {pack.slug:<20} {_plural(pack.item_count, noun):>10}  "
                    f"{pack.title}  ({origins[pack.id]}{level})",
                    file=out,
                )
    invalid = library.invalid
    print(f"\nInvalid packs: {len(invalid)}", file=out)
    for file in invalid:
        for problem in file.errors:
            print(f"  {problem}", file=out)
    return 0
