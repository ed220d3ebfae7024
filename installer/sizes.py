"""Print the size of every Palabre artefact found in a folder (PX-DIST-1, issue 26).

    python installer/sizes.py [dist]

The wheel and sdist (``python -m build``), the one-folder bundle (``installer/build.py``:
``palabre/``, on disk as `du` counts it, and its bytes) and the Linux tarball
(``installer/build.py --package``). The figures in docs/performance.md and the READMEs
come from here (`.ci/run` prints them).
"""

from __future__ import annotations

import sys
from pathlib import Path

DIST = Path(__file__).resolve().parent.parent / "dist"
MIB = 1024 * 1024
#: Disk blocks are counted in this unit by `du` (what a user's file manager shows).
BLOCK = 512


def folder_size(folder: Path) -> tuple[int, int, int]:
    """(bytes of the files, bytes on disk, number of files) under ``folder``; links are
    counted once, as links."""
    data = disk = files = 0
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        stat = path.stat()
        data += stat.st_size
        disk += getattr(stat, "st_blocks", stat.st_size // BLOCK) * BLOCK
        files += 1
    return data, disk, files


def bundle_size(bundle: Path) -> str:
    data, disk, files = folder_size(bundle)
    return (f"bundle: {bundle}: {disk / MIB:.1f} MiB on disk, {data / MIB:.1f} MiB of files "
            f"({files} files)")


def sizes(folder: Path) -> list[str]:
    lines = []
    tarballs = set(folder.glob("palabre-*-linux-*.tar.gz"))  # the bundle's (linux_package)
    sdists = set(folder.glob("palabre-*.tar.gz")) - tarballs
    for kind, paths in (("wheel", set(folder.glob("palabre-*.whl"))), ("sdist", sdists),
                        ("tarball", tarballs)):
        for path in sorted(paths):
            lines.append(f"{kind}: {path.name}: {path.stat().st_size / MIB:.1f} MiB")
    if (folder / "palabre").is_dir():
        lines.append(bundle_size(folder / "palabre"))
    return lines


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    folder = Path(args[0]) if args else DIST
    found = sizes(folder)
    if not found:
        print(f"sizes: no Palabre artefact in {folder}", file=sys.stderr)
        return 1
    print("\n".join(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
