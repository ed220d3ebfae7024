"""Before Qt starts on Linux: can its window-system plugin load? If not, say what to install.

When no platform plugin loads, Qt prints a long paragraph and aborts the process (a
``qFatal``: no Python exception to catch); when QtCore or QtGui cannot load, the import
fails with a traceback. So ``palabre`` checks first, before importing any Qt module, the
way Qt itself will load the plugin: ``dlopen`` of ``platforms/libq<name>.so`` (which links
QtGui and QtCore) for each platform Qt would try. When every one fails, the missing system
libraries are *detected* (``ldd`` lists each unresolved dependency as "not found"; without
``ldd``, the one the ``dlopen`` error names) and mapped to the Debian/Ubuntu and Fedora
packages that ship them. On a desktop it is most often ``libxcb-cursor.so.0``, which Qt's
xcb plugin needs since Qt 6.5 and Debian's desktops do not all install.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import shutil
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

#: Exit status of ``palabre`` when Qt's platform plugin cannot load (2: no display).
EXIT_PLATFORM = 3

#: Shared libraries Qt's xcb and wayland plugins link to that a bare system may lack:
#: soname -> (Debian/Ubuntu package, Fedora package).
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}
# The xcb extension libraries all come from one source package: libxcb-<ext>0 on Debian,
# "libxcb" on Fedora (libxcb-randr.so.0, libxcb-shm.so.0, libxcb-xkb.so.1, ...).
_XCB_EXTENSION = re.compile(r"^libxcb-([a-z0-9]+)\.so\.(\d+)$")
_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)
_DLOPEN_MISSING = re.compile(r"(\S+\.so[.\d]*): cannot open shared object file")


@dataclass(frozen=True)
class PlatformFailure:
    platform: str  # the plugin reported on: the last one Qt would try ("xcb")
    missing: tuple[str, ...]  # sonames, in ldd's order
    error: str  # the dlopen error, for what no soname explains

    def message(self) -> str:
        """One or two lines: what is missing, and the commands that install it."""
        if not self.missing:
            return (f'palabre: Qt cannot load its "{self.platform}" window-system plugin: '
                    f"{self.error}")
        debian, fedora = zip(*(packages_for(name) for name in self.missing), strict=True)
        return (
            f'palabre: Qt cannot load its "{self.platform}" window-system plugin: missing '
            f"system {'library' if len(self.missing) == 1 else 'libraries'} "
            f"{', '.join(self.missing)}.\n"
            f"Install: sudo apt install {' '.join(dict.fromkeys(debian))}  (Debian/Ubuntu)"
            f"  ·  sudo dnf install {' '.join(dict.fromkeys(fedora))}  (Fedora)"
        )


def packages_for(soname: str) -> tuple[str, str]:
    """(Debian/Ubuntu, Fedora) package names that install ``soname``. Fedora's packages
    provide their sonames, so ``dnf install 'libfoo.so.1()(64bit)'`` works for any."""
    if soname in PACKAGES:
        return PACKAGES[soname]
    match = _XCB_EXTENSION.match(soname)
    if match:
        return f"libxcb-{match[1]}{match[2]}", "libxcb"
    return f"$(apt-file search -l {soname})", f"'{soname}()(64bit)'"


def platforms_to_try(env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt tries, in order: ``QT_QPA_PLATFORM`` ("wayland;xcb",
    "xcb:option=1"), else wayland first in a Wayland session, else xcb."""
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return [part.split(":", 1)[0] for part in chosen.split(";") if part]
    if env.get("XDG_SESSION_TYPE") == "wayland" or env.get("WAYLAND_DISPLAY"):
        return ["wayland", "xcb"]
    return ["xcb"]


def plugin_dirs(env: Mapping[str, str]) -> list[Path]:
    """Where Qt looks for plugins: ``QT_PLUGIN_PATH`` entries, then PySide6's own folder.
    Found without importing Qt: on a bare system even QtCore may not load (libglib)."""
    extra = [Path(p) for p in env.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    spec = importlib.util.find_spec("PySide6")
    folders = (spec.submodule_search_locations or []) if spec else []
    own = [Path(folder) / "Qt" / "plugins" for folder in folders]
    return [*extra, *own]


def missing_libraries(plugin: Path) -> tuple[str, tuple[str, ...]]:
    """The ``dlopen`` error of ``plugin`` ("" when it loads) and the libraries it lacks."""
    try:
        ctypes.CDLL(str(plugin))
    except OSError as err:
        error = str(err)
    else:
        return "", ()
    ldd = shutil.which("ldd")
    if ldd is not None:
        import subprocess  # only when the plugin fails to load: not on every start

        result = subprocess.run([ldd, str(plugin)], capture_output=True, text=True,
                                check=False)
        found = tuple(dict.fromkeys(_NOT_FOUND.findall(result.stdout)))
        if found:
            return error, found
    match = _DLOPEN_MISSING.search(error)
    return error, (match[1],) if match else ()


def check_platform(env: Mapping[str, str] | None = None) -> PlatformFailure | None:
    """None when Qt can load one of the platform plugins it will try (or when this is not
    Linux, or none of them is installed: then Qt's own message says so)."""
    if not sys.platform.startswith("linux"):
        return None
    env = os.environ if env is None else env
    failure = None
    for name in platforms_to_try(env):
        plugins = [d / "platforms" / f"libq{name}.so" for d in plugin_dirs(env)]
        plugin = next((p for p in plugins if p.is_file()), None)
        if plugin is None:
            continue
        error, missing = missing_libraries(plugin)
        if not error:
            return None
        failure = PlatformFailure(name, missing, error)
    return failure
