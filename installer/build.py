"""Build a standalone one-folder Palabre with PyInstaller (PX-DIST-1).

    python installer/build.py            # -> dist/palabre/palabre[.exe]

Run it on each target system (PyInstaller does not cross-compile). It compiles the
``.ts`` translations to ``.qm`` first, because a frozen app has no ``lrelease`` to do it
at start-up, then runs ``installer/palabre.spec``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def compile_translations(stage: Path) -> None:
    from desktop.i18n import LANGUAGES, qt_tool, ts_path

    for language in LANGUAGES:
        target = stage / ts_path(language).with_suffix(".qm").name
        subprocess.run([qt_tool("lrelease"), "-silent", str(ts_path(language)),
                        "-qm", str(target)], check=True)


def main() -> int:
    with tempfile.TemporaryDirectory() as stage:
        compile_translations(Path(stage))
        env = {**os.environ, "PALABRE_STAGE": stage}
        return subprocess.call(
            [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath",
             str(ROOT / "dist"), "--workpath", str(ROOT / "build"),
             str(ROOT / "installer" / "palabre.spec")], env=env, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
