"""The Linux package: a tarball around the one-folder bundle, checked as a user would use it.

``palabre-<version>-linux-<arch>.tar.gz`` holds one folder::

    palabre-<version>/
        palabre/                    the bundle (run palabre/palabre as it is, or install)
        palabre.desktop             the menu entry (Exec filled in by install.sh)
        icons/hicolor/NxN/apps/palabre.png
        install.sh, uninstall.sh    [PREFIX], default ~/.local
        README.txt

`check_tarball` unpacks it in a temporary folder, installs it there with ``install.sh``,
validates the installed ``.desktop`` file and runs the installed command's
``--self-test`` offscreen.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
LINUX = HERE / "linux"
PNG_DIR = HERE / "icons" / "png"
#: The hicolor theme's sizes (the 1024 px PNG is for macOS; hicolor stops at 512).
THEME_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
README = """Palabre {version}, standalone for Linux ({arch}).

Run it where it is:   ./palabre/palabre
Install it:           ./install.sh            (for you: ~/.local)
                      sudo ./install.sh /usr/local
Remove it:            ./uninstall.sh [PREFIX]
Check it:             ./palabre/palabre --self-test

It needs only the system's graphics libraries (libgl1, libegl1, libxcb1 on Debian and
Ubuntu, present on every desktop); if one is missing, palabre names it and the command
that installs it.
"""


def version() -> str:
    """pyproject.toml's, as the app itself reads it (so the tarball and --version agree)."""
    from store.version import app_version

    return app_version()


def make_tarball(bundle: Path, dist: Path) -> Path:
    name = f"palabre-{version()}"
    arch = platform.machine()
    target = dist / f"{name}-linux-{arch}.tar.gz"
    with tempfile.TemporaryDirectory() as stage:
        top = Path(stage) / name
        top.mkdir()
        shutil.copytree(bundle, top / "palabre", symlinks=True)
        shutil.copy(LINUX / "palabre.desktop", top)
        for script in ("install.sh", "uninstall.sh"):
            shutil.copy(LINUX / script, top)
            (top / script).chmod(0o755)
        for size in THEME_SIZES:
            folder = top / "icons" / "hicolor" / f"{size}x{size}" / "apps"
            folder.mkdir(parents=True)
            shutil.copy(PNG_DIR / f"palabre-{size}.png", folder / "palabre.png")
        (top / "README.txt").write_text(README.format(version=version(), arch=arch))
        with tarfile.open(target, "w:gz") as archive:
            archive.add(top, arcname=name)
    return target


def check_tarball(tarball: Path) -> int:
    """Unpack, install into a temporary prefix, validate, self-test: 0 when all pass."""
    with tempfile.TemporaryDirectory() as scratch:
        with tarfile.open(tarball) as archive:
            archive.extractall(scratch, filter="tar")
        top = next(Path(scratch).iterdir())
        prefix = Path(scratch) / "prefix"
        subprocess.run([str(top / "install.sh"), str(prefix)], check=True)
        entry = prefix / "share" / "applications" / "palabre.desktop"
        subprocess.run(["desktop-file-validate", str(entry)], check=True)
        command = prefix / "bin" / "palabre"
        if f"Exec={command}\n" not in entry.read_text():
            print(f"package: {entry} does not run {command}")
            return 1
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
               "PALABRE_DATA_DIR": str(Path(scratch) / "data")}
        status = subprocess.call([str(command), "--self-test"], env=env)
        print(f"package: installed from {tarball.name} into a scratch prefix, "
              f"--self-test exit {status}")
        return status
