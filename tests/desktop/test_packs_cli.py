"""`palabre packs check PATH...` and `palabre packs list` (PX-PACK-3), run headless."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.cli import main
from store import paths
from tests.core.packs.samples import codenames_pack, spyword_pack, taboo_cards, taboo_pack

REPO = Path(__file__).resolve().parents[2]


def palabre(*args: str, data_dir: Path | None = None) -> subprocess.CompletedProcess:
    """The real command in a fresh interpreter, which must never load Qt."""
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    if data_dir is not None:
        env[paths.DATA_DIR_ENV] = str(data_dir)
    code = (
        "import sys; from desktop.cli import main; code = main(sys.argv[1:]); "
        "assert 'PySide6' not in sys.modules, 'Qt was imported'; sys.exit(code)"
    )
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def test_check_passes_on_every_shipped_pack():  # PX-PACK-3, issue 5 "done when"
    result = palabre("packs", "check", "packs/")
    assert result.stderr == ""
    assert result.returncode == 0, result.stdout
    summary = result.stdout.splitlines()[-1]
    assert " 0 invalid; 0 errors, " in summary


def test_check_prints_each_problem_as_file_item_reason_and_exits_1(tmp_path):  # PX-PACK-3
    cards = taboo_cards()
    cards[11] = ("plage", ["plages", "sable", "mer", "soleil", "serviette"])
    bad = write(tmp_path / "taboo" / "fr" / "school.toml", taboo_pack(cards=cards))
    empty = write(tmp_path / "empty.toml", b"")
    write(tmp_path / "codenames" / "fr" / "mots.toml", codenames_pack())  # valid: no line
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdout", out)
        code = main(["packs", "check", str(tmp_path)])
    assert code == 1
    assert out.getvalue().splitlines() == [
        f"{empty}: file: is empty: a pack starts with schema = 1",
        f'{bad}: card 12 "plage": forbidden word "plages" contains the target "plage"',
        "3 files checked: 1 valid, 2 invalid; 2 errors, 0 warnings.",
    ]


def test_check_exits_0_when_only_warnings(tmp_path):
    cards = taboo_cards()
    cards[0] = ("cheval", ["chevaux", "selle", "galop", "poney", "écurie"])
    pack = write(tmp_path / "cheval.toml", taboo_pack(cards=cards))
    result = palabre("packs", "check", str(pack))
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f'{pack}: card 1 "cheval": warning: ')
    assert lines[-1] == "1 file checked: 1 valid, 0 invalid; 0 errors, 1 warning."


def test_check_a_missing_path_is_an_error(tmp_path):
    result = palabre("packs", "check", str(tmp_path / "nope.toml"))
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == f"{tmp_path / 'nope.toml'}: file: does not exist"


def test_packs_without_a_subcommand_shows_usage():
    result = palabre("packs")
    assert result.returncode == 2
    assert "check" in result.stderr and "list" in result.stderr


def test_list_shows_packs_per_game_and_language_and_the_invalid_ones(tmp_path):  # PX-PACK-3
    user_packs = tmp_path / "packs"
    write(user_packs / "ma-classe.toml", taboo_pack(language="it"))
    write(user_packs / "fruits.toml", spyword_pack(language="es"))
    broken = write(user_packs / "broken.toml", b"schema = 1\ntitle = 'caf\xe9'\n")
    result = palabre("packs", "list", data_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert f"User packs:     {user_packs}" in out
    taboo = out[out.index("\nTaboo\n") : out.index("\nCodenames\n")]
    assert "ma-classe" in taboo and "60 cards" in taboo and "(user, family)" in taboo
    spyword = out[out.index("\nSpy Word\n") : out.index("\nTaboo\n")]
    assert "fruits" in spyword and "1 pair " in spyword
    assert "Invalid packs: 1" in out
    assert f"  {broken}: line 2: is not UTF-8 text" in out


def test_check_warns_about_spyword_pairs_within_typo_distance(tmp_path):
    # SW-CL-3: ombrello/ombrellone is playable, so a warning and exit 0, not an error.
    pack = write(tmp_path / "oggetti.toml",
                 spyword_pack("it", [("oggetto", "ombrello", "2602", "ombrellone", "26F1")]))
    result = palabre("packs", "check", str(pack))
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f'{pack}: pair 1 "ombrello/ombrellone": warning: ')
    assert lines[-1] == "1 file checked: 1 valid, 0 invalid; 0 errors, 1 warning."
