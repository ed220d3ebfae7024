"""Where Palabre's shipped files are: the one place that knows (PX-DIST-1, issue 26).

They ship as package data (pyproject.toml ``[tool.setuptools.package-data]``; the
PyInstaller spec puts them at the same places) and are found with `importlib.resources`,
so the same look-up works from a source checkout, an editable install, an installed wheel
and the frozen bundle:

* ``resources/icons``: the app icon (``palabre.svg``) and the combo-box arrows;
* ``resources/sounds``: the cues' WAV files (`desktop.make_sounds` writes them);
* ``resources/translations``: the ``.ts`` sources and the ``.qm`` Qt loads, compiled and
  committed (`desktop.i18n`: ``release`` writes them, ``check`` finds a stale one);
* ``net/web_client``: the phone page (`net.web`);
* beside the packages, with no package of their own: ``packs/`` (content folders, no
  code) and, in the bundle only, ``openmoji-svg.zip`` (`store.openmoji`).

Qt, `wave` and aiohttp read real files, so each folder must be one on disk: a zipped
installation is refused with a clear error rather than half working.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

RESOURCES_PACKAGE = "resources"


class ResourceError(RuntimeError):
    pass


def package_folder(package: str, *parts: str) -> Path:
    """The folder ``parts`` inside ``package`` (imported by name), as a path on disk."""
    found = files(package).joinpath(*parts)
    if not isinstance(found, Path):
        raise ResourceError(f"{package}/{'/'.join(parts)} is not a folder on disk ({found!r})")
    return found


def icons_dir() -> Path:
    return package_folder(RESOURCES_PACKAGE, "icons")


def app_icon() -> Path:
    """The app icon's one source (installer/make_icons.py renders the installers' sizes)."""
    return icons_dir() / "palabre.svg"


def sounds_dir() -> Path:
    return package_folder(RESOURCES_PACKAGE, "sounds")


def translations_dir() -> Path:
    return package_folder(RESOURCES_PACKAGE, "translations")


def web_client_dir() -> Path:
    return package_folder("net", "web_client")


def beside_packages(name: str) -> Path:
    """``name`` at the top of the installation, beside the ``store`` package: the checkout
    (source, editable install), site-packages (the wheel), the bundle's ``_internal``."""
    return package_folder("store").parent / name


def builtin_packs_dir() -> Path:
    return beside_packages("packs")
