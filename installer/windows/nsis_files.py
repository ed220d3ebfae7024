"""The Windows installer's file list, made from the bundle when ``makensis`` runs
(palabre.nsi calls it with ``!system``): the installer copies exactly these files and the
uninstaller removes exactly these, then each folder it made only if it is empty. Nothing
else in the folder the user chose is ever deleted (no ``RMDir /r $INSTDIR``).

    python installer/windows/nsis_files.py <bundle folder> <output .nsh>

The .nsh defines two macros, ``PALABRE_INSTALL_FILES`` and ``PALABRE_UNINSTALL_FILES``;
source paths are written under ``${BUNDLE}`` so the script's define decides where the
bundle is.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePath


def nsis_path(relative: PurePath, *, run_time: bool = True) -> str:
    """``a/b$c`` -> ``a\\b$$c``: NSIS separators; in a run-time string (``$INSTDIR\\…``)
    ``$`` is escaped (it starts a variable), a ``File`` source path is taken as it is."""
    path = "\\".join(relative.parts)
    return path.replace("$", "$$") if run_time else path


def install_lines(bundle: Path) -> list[str]:
    lines: list[str] = []
    for folder in [bundle, *sorted(p for p in bundle.rglob("*") if p.is_dir())]:
        files = sorted(p for p in folder.iterdir() if p.is_file())
        if not files:
            continue
        relative = folder.relative_to(bundle)
        target = "$INSTDIR" + ("\\" + nsis_path(relative) if relative.parts else "")
        lines.append(f'  SetOutPath "{target}"')
        lines += [f'  File "${{BUNDLE}}\\{nsis_path(p.relative_to(bundle), run_time=False)}"'
                  for p in files]
    lines.append('  SetOutPath "$INSTDIR"')
    return lines


def uninstall_lines(bundle: Path) -> list[str]:
    files = sorted(p for p in bundle.rglob("*") if p.is_file())
    folders = sorted((p for p in bundle.rglob("*") if p.is_dir()),
                     key=lambda p: (-len(p.relative_to(bundle).parts), str(p)))
    lines = [f'  Delete "$INSTDIR\\{nsis_path(p.relative_to(bundle))}"' for p in files]
    # Deepest first, never recursive: a folder that holds anything else stays.
    lines += [f'  RMDir "$INSTDIR\\{nsis_path(p.relative_to(bundle))}"' for p in folders]
    return lines


def nsh(bundle: Path) -> str:
    return "\n".join(["; Made by installer/windows/nsis_files.py from the bundle: do not edit.",
                      "!macro PALABRE_INSTALL_FILES", *install_lines(bundle), "!macroend",
                      "!macro PALABRE_UNINSTALL_FILES", *uninstall_lines(bundle), "!macroend",
                      ""])


def main(argv: list[str]) -> int:
    bundle, out = Path(argv[0]), Path(argv[1])
    if not (bundle / "palabre.exe").is_file():
        print(f"nsis_files: no palabre.exe in {bundle}", file=sys.stderr)
        return 1
    out.write_text(nsh(bundle), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
