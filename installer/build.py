"""Build a standalone one-folder Palabre with PyInstaller (PX-DIST-1).

    python installer/build.py                 # -> dist/palabre/palabre[.exe], size printed
    python installer/build.py --self-test     # ... then run the bundle's --self-test
    python installer/build.py --package       # ... then the Linux tarball, unpacked,
                                              # installed and self-tested in a scratch folder
                                              # (dist/palabre-<version>-linux-<arch>.tar.gz)

Run it on each target system (PyInstaller does not cross-compile). It stages the
OpenMoji pictures as one zip (`store.openmoji`), then runs ``installer/palabre.spec``
(which ships the committed ``.qm`` translations as they are). Windows and macOS
installers wrap the folder afterwards (installer/README.md).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from sizes import MIB, bundle_size

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "palabre"
ICONS = ROOT / "installer" / "icons"


def print_size(folder: Path) -> None:
    print(bundle_size(folder), flush=True)


def icon_for_platform() -> str | None:
    if sys.platform == "win32":
        return str(ICONS / "palabre.ico")
    if sys.platform == "darwin":
        return str(ICONS / "palabre.icns")
    return None


def build() -> int:
    from store import openmoji

    with tempfile.TemporaryDirectory() as stage:
        openmoji.write_bundle(Path(stage) / openmoji.BUNDLED_ZIP.name)
        env = {**os.environ, "PALABRE_STAGE": stage}
        icon = icon_for_platform()
        if icon:
            env["PALABRE_ICON"] = icon
        return subprocess.call(
            [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
             "--distpath", str(DIST), "--workpath", str(ROOT / "build"),
             str(ROOT / "installer" / "palabre.spec")], env=env, cwd=ROOT)


def executable() -> Path:
    return BUNDLE / ("palabre.exe" if sys.platform == "win32" else "palabre")


def self_test(program: Path) -> int:
    """The bundle's own ``--self-test``, offscreen, with a throw-away user folder."""
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PALABRE_DATA_DIR": data}
        return subprocess.call([str(program), "--self-test"], env=env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone Palabre.")
    parser.add_argument("--self-test", action="store_true",
                        help="run the built bundle's --self-test (offscreen)")
    parser.add_argument("--package", action="store_true",
                        help="wrap the bundle in this platform's package (Linux: a tarball)")
    args = parser.parse_args(argv)
    sys.path[:0] = [str(ROOT), str(ROOT / "installer")]
    status = build()
    if status != 0:
        return status
    print_size(BUNDLE)
    if args.self_test:
        status = self_test(executable())
        if status != 0:
            print(f"bundle: --self-test failed ({status})", file=sys.stderr)
            return status
    if args.package:
        if not sys.platform.startswith("linux"):
            print("bundle: --package makes the Linux tarball; on Windows and macOS see "
                  "installer/README.md", file=sys.stderr)
            return 2
        from linux_package import check_tarball, make_tarball

        tarball = make_tarball(BUNDLE, DIST)
        print(f"package: {tarball}: {tarball.stat().st_size / MIB:.1f} MiB", flush=True)
        return check_tarball(tarball)
    return 0


if __name__ == "__main__":
    sys.exit(main())
