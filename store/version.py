"""Palabre's version, read from the installed package's metadata: pyproject.toml's
``version`` is the one place it is set (the app, the protocol hello, the installers).

Read on first use (`app_version`): importlib.metadata costs ~15 ms, which the app's first
window does not need to pay.
"""

from __future__ import annotations

from functools import cache

#: When Palabre runs from a folder that was never installed (no metadata to read).
UNKNOWN = "0+unknown"


@cache
def app_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("palabre")
    except PackageNotFoundError:
        return UNKNOWN
