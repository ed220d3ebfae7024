"""A game is one plug-in (issue 24): shared code never compares a game's name or keys a
dict by it. It asks the game's descriptor (`core.registry`) or its desktop traits
(`desktop.games.GameTraits`) instead. This test reads every Python and JavaScript file of
core/, store/, net/ and desktop/ outside the games' own folders (core/<game>/,
desktop/<game>/) and fails on any such comparison or key."""

from __future__ import annotations

import re
from pathlib import Path

from core import registry

ROOT = Path(__file__).resolve().parents[1]
SHARED = ("core", "store", "net", "desktop")


def _comparisons(game: str) -> list[re.Pattern[str]]:
    name = _quoted(game)
    return [
        re.compile(rf"[=!]==?\s*{name}"),  # == "taboo", != 'taboo', === "taboo"
        re.compile(rf"{name}\s*[=!]==?"),  # "taboo" == game
        re.compile(rf"""\bin\s*[(\[{{](?:\s*["']\w+["']\s*,)*\s*{name}"""),  # in ("x", "taboo")
        re.compile(rf"\bcase\s+{name}"),  # match / switch
    ]


def _key(game: str) -> re.Pattern[str]:
    return re.compile(rf"{_quoted(game)}\s*:(?!:)")  # {"taboo": ...}, a dict or object key


def _quoted(game: str) -> str:
    return rf"""["']{re.escape(game)}["']"""


def shared_files() -> list[Path]:
    own = {ROOT / layer / game for layer in ("core", "desktop") for game in registry.GAMES}
    files = []
    for top in SHARED:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in (".py", ".js") or any(p in own for p in path.parents):
                continue
            files.append(path)
    return files


def naming_lines(files: list[Path]) -> list[str]:
    comparisons = [p for game in registry.GAMES for p in _comparisons(game)]
    keys = [_key(game) for game in registry.GAMES]
    found = []
    patterns = comparisons + keys
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if any(p.search(line) for p in patterns):
                shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                found.append(f"{shown}:{number}: {line.strip()}")
    return found


def test_shared_code_never_compares_a_game_name():
    files = shared_files()
    assert len(files) > 100 and ROOT / "net" / "web_client" / "games.js" in files
    assert naming_lines(files) == []


def test_the_check_finds_each_kind_of_naming(tmp_path):
    samples = ['if game == "taboo":', "if 'codenames' != game:", 'x = {"spyword": 1}',
               'if game in ("spyword", "taboo"):', "if game in {'x', 'taboo'}:",
               '  if (view.game === "taboo") return;', 'case "codenames":']
    for index, sample in enumerate(samples):
        (tmp_path / f"s{index}.py").write_text(sample + "\n", encoding="utf-8")
    allowed = tmp_path / "fine.py"
    allowed.write_text('play("taboo")\nGAMES = ("spyword",)\nfor r in ({"game": "taboo"},):\n',
                       encoding="utf-8")
    paths = sorted(tmp_path.glob("s*.py"))
    assert len(naming_lines(paths)) == len(samples)
    assert naming_lines([allowed]) == []


def test_the_game_list_lives_once_in_the_registry():
    assert registry.game_names()[:len(registry.GAMES)] == registry.GAMES
    # each game's texts and titles come from its own package, through the registry
    for game in registry.GAMES:
        assert registry.descriptor(game).titles is not None, game
