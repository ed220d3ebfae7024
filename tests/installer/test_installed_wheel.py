"""The installed wheel is the whole Palabre, and its self-test proves it (issue 26,
PX-DIST-1): a copy of the installed app with one part removed fails ``--self-test``,
non-zero, naming that part.

Marked ``dist`` (minutes: a wheel, a venv): `.ci/run` builds the wheel, installs it in a
fresh venv outside the checkout and runs these against it (``PALABRE_INSTALLED_PYTHON``);
without that variable the fixture builds and installs its own.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.dist

ROOT = Path(__file__).resolve().parents[2]
INSTALLED_PYTHON_ENV = "PALABRE_INSTALLED_PYTHON"
#: The wheel's top-level folders (its top_level.txt): the app a copy is made of.
APP_FOLDERS = ("core", "store", "net", "desktop", "packs", "resources")
BUILD_TIMEOUT_S = 900
RUN_TIMEOUT_S = 120
#: A fontconfig set-up with no font folder at all: a bare system's.
NO_FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>{cache}</cachedir></fontconfig>
"""


@pytest.fixture(scope="module")
def installed_python(tmp_path_factory) -> Path:
    given = os.environ.get(INSTALLED_PYTHON_ENV)
    if given:
        return Path(given)
    scratch = tmp_path_factory.mktemp("wheel")
    # As CI does: the sdist, then the wheel built from it (no stale in-tree build/).
    subprocess.run([sys.executable, "-m", "build", "-q", "--outdir", str(scratch), str(ROOT)],
                   check=True, timeout=BUILD_TIMEOUT_S, capture_output=True)
    subprocess.run([sys.executable, "-m", "venv", str(scratch / "venv")], check=True,
                   timeout=BUILD_TIMEOUT_S)
    python = scratch / "venv" / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", *scratch.glob("*.whl")],
                   check=True, timeout=BUILD_TIMEOUT_S)
    return python


def site_packages(python: Path) -> Path:
    out = subprocess.run([str(python), "-c", "import desktop; print(desktop.__file__)"],
                         capture_output=True, text=True, check=True, cwd=python.parent,
                         timeout=RUN_TIMEOUT_S)
    return Path(out.stdout.strip()).parent.parent


def remove_translations(app: Path) -> None:
    for qm in (app / "resources" / "translations").glob("*.qm"):
        qm.unlink()


def remove_sounds(app: Path) -> None:
    shutil.rmtree(app / "resources" / "sounds")


def remove_icon(app: Path) -> None:
    (app / "resources" / "icons" / "palabre.svg").unlink()


def remove_phone_page(app: Path) -> None:
    shutil.rmtree(app / "net" / "web_client")


def keep_everything(app: Path) -> None:
    pass


def self_test(python: Path, app: Path, scratch: Path,
              env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``--self-test`` of the copy in ``app``: first on the path (before the venv's own
    installation), run from a folder outside the checkout."""
    run_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(app),
               "PALABRE_DATA_DIR": str(scratch / "data"), **(env or {})}
    return subprocess.run([str(python), "-m", "desktop.cli", "--self-test"], cwd=scratch,
                          env=run_env, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)


def copy_of_the_app(python: Path, scratch: Path) -> Path:
    installed = site_packages(python)
    assert not installed.is_relative_to(ROOT), "the installed app, not the checkout"
    app = scratch / "app"
    for folder in APP_FOLDERS:
        shutil.copytree(installed / folder, app / folder)
    return app


@pytest.mark.parametrize(("remove", "part"), [
    (remove_translations, "translations"),
    (remove_sounds, "sound"),
    (remove_icon, "icon"),
    (remove_phone_page, "phone page and LAN room"),
])
def test_a_copy_missing_one_part_fails_naming_it(installed_python, tmp_path, remove, part):
    app = copy_of_the_app(installed_python, tmp_path)
    remove(app)
    result = self_test(installed_python, app, tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == f"self-test: FAILED: {part}", result.stdout
    assert f"self-test: {part}: FAILED: " in result.stdout


def test_no_fonts_fails_with_the_font_hint(installed_python, tmp_path):
    app = copy_of_the_app(installed_python, tmp_path)
    config = tmp_path / "fonts.conf"
    config.write_text(NO_FONTS.format(cache=tmp_path / "fontcache"), encoding="utf-8")
    result = self_test(installed_python, app, tmp_path, {"FONTCONFIG_FILE": str(config)})
    assert result.returncode == 1, result.stdout + result.stderr
    assert "fonts" in result.stdout.splitlines()[-1].removeprefix("self-test: FAILED: ")
    assert "self-test: fonts: FAILED: no font installed" in result.stdout
    assert "sudo apt install fonts-dejavu-core" in result.stdout


def test_the_whole_copy_passes(installed_python, tmp_path):
    """The copies above differ from this one by the part removed only."""
    app = copy_of_the_app(installed_python, tmp_path)
    result = self_test(installed_python, app, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == "self-test: ok"
    # The copy ran, not the venv's installation nor the checkout:
    where = subprocess.run([str(installed_python), "-c", "import desktop; print(desktop.__file__)"],
                           cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(app)},
                           capture_output=True, text=True, check=True, timeout=RUN_TIMEOUT_S)
    assert Path(where.stdout.strip()).is_relative_to(app)
