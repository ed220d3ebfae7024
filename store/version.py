"""Palabre's version, read from the installed package's metadata: pyproject.toml's
``version`` is the one place it is set (the app, the protocol hello, the installers)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

#: When Palabre runs from a folder that was never installed (no metadata to read).
UNKNOWN = "0+unknown"


def app_version() -> str:
    try:
        return version("palabre")
    except PackageNotFoundError:
        return UNKNOWN


APP_VERSION = app_version()
