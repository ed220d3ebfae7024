"""What of PySide6 the bundle keeps (issue 18: a lean bundle). Used by palabre.spec.

PyInstaller collects every Qt plugin of the modules imported, and every library those
plugins link to: the GTK3 theme plugin alone brings GTK, GDK, cairo and pango. Palabre
needs the window systems (xcb, wayland; offscreen for ``--self-test``; the native one on
Windows and macOS), SVG (pictures, icons) and the default widget style. So:

1. plugins are kept by an allow-list of folders and file names (`KEEP_PLUGINS`);
2. libraries are then kept only when something kept needs them: starting from the
   Python extension modules, libpython and the kept plugins, follow each binary's
   DT_NEEDED / imports (PyInstaller's own ``bindepend.get_imports``) through the collected
   binaries; whatever no kept binary reaches (GTK and friends) is dropped;
3. Qt's own translations: only ``qtbase`` in Palabre's languages (`desktop.i18n`);
4. Python modules nothing needs (`EXCLUDES`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from pathlib import PurePath

EXCLUDES = [
    "tkinter", "unittest", "pydoc", "doctest", "pdb",
    # No TLS anywhere (the LAN protocol is plain TCP on the local network): asyncio and
    # hmac run without them, hashlib uses its built-in hashes. Drops OpenSSL (6 MB) and
    # the ssl import from every start.
    "ssl", "_ssl", "_hashlib",
    # rapidfuzz: Palabre uses only rapidfuzz.distance (core.text), in its generic build.
    # The AVX2 build is optional (it falls back on ImportError; a guess is checked in
    # microseconds either way), and so are fuzz/process in C++ (pure-Python fallbacks,
    # imported by rapidfuzz/__init__ and never called).
    "rapidfuzz.fuzz_cpp_avx2", "rapidfuzz.distance.metrics_cpp_avx2", "rapidfuzz.fuzz_cpp",
    "rapidfuzz.process_cpp_impl",
    # East-Asian legacy codecs (Palabre reads and writes UTF-8 only).
    "_codecs_jp", "_codecs_kr", "_codecs_cn", "_codecs_hk", "_codecs_tw", "_codecs_iso2022",
    "_multibytecodec",
    # Qt modules Palabre never imports. (QtNetwork stays: the LAN is asyncio, but one
    # window per user is a QLocalServer, desktop.single_instance.)
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtPdf",
    "PySide6.QtWebEngineCore", "PySide6.QtOpenGL", "PySide6.QtDBus",
]
#: Palabre's languages (desktop.i18n.LANGUAGES); English needs no Qt catalogue.
QT_TRANSLATIONS = re.compile(r"qtbase_(fr|de|es|it)\.qm$")
#: Plugin folder -> the plugin file name stems kept (None: the whole folder).
KEEP_PLUGINS: dict[str, set[str] | None] = {
    # Linux: X11 and Wayland desktops, offscreen for --self-test and CI; Windows; macOS.
    "platforms": {"libqxcb", "libqwayland", "libqoffscreen", "qwindows", "libqcocoa",
                  "qoffscreen"},
    "xcbglintegrations": None,
    "wayland-shell-integration": {"libxdg-shell"},
    "wayland-decoration-client": {"libbradient"},
    "wayland-graphics-integration-client": {"libqt-plugin-wayland-egl", "libshm-emulation-server"},
    "platforminputcontexts": None,  # compose keys and IBus: accented names need them
    "imageformats": {"libqsvg", "qsvg", "libqico", "qico", "libqicns"},
    "iconengines": None,
    "styles": None,  # Windows 11 / macOS native styles
}
#: Libraries every systemd Linux has (Debian's minbase: apt itself depends on libsystemd0;
#: Fedora: dbus-libs needs systemd-libs): linked from libdbus, not bundled; a bundled copy
#: would only risk mismatching the system's D-Bus.
SYSTEM_LIBS = {"libsystemd.so.0", "libgcrypt.so.20", "libgpg-error.so.0", "libcap.so.2"}
PLUGINS_DIR = ("PySide6", "Qt", "plugins")
PLUGIN_DIRS_WINDOWS = ("PySide6", "plugins")  # the Windows wheel has no Qt/ level


def plugin_kept(dest: str) -> bool | None:
    """True/False for a Qt plugin, None for anything else."""
    parts = PurePath(dest).parts
    for base in (PLUGINS_DIR, PLUGIN_DIRS_WINDOWS):
        if parts[:len(base)] == base and len(parts) == len(base) + 2:
            folder, name = parts[len(base)], parts[-1]
            if folder not in KEEP_PLUGINS:
                return False
            stems = KEEP_PLUGINS[folder]
            return stems is None or name.split(".")[0] in stems
    return None


def _is_root(dest: str, typecode: str) -> bool:
    name = PurePath(dest).name
    return (typecode == "EXTENSION" or plugin_kept(dest) is True
            or name.startswith(("libpython", "python3"))
            # pycryptodome's native parts (AES, GF(2^128) for Shamir: net/room_key.py),
            # loaded with ctypes at run time: nothing links to them
            or PurePath(dest).parts[:1] == ("Crypto",))


def keep_binaries(binaries: Iterable[tuple[str, str, str]],
                  imports: Callable[[str], list[str]] | None = None,
                  linux: bool = sys.platform.startswith("linux")) -> list[tuple[str, str, str]]:
    """The collected binaries minus unused plugins and (on Linux, where it is checked)
    the libraries only they needed. ``imports(path)``: the names of the libraries a
    binary links to (default: PyInstaller's reading of the file)."""
    imports = imports or _imports
    entries = [entry for entry in binaries if plugin_kept(entry[0]) is not False]
    if not linux:
        return entries
    entries = [entry for entry in entries if PurePath(entry[0]).name not in SYSTEM_LIBS]
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in entries:
        by_name.setdefault(PurePath(entry[0]).name, []).append(entry)
    kept: set[tuple[str, str, str]] = set()
    todo = [entry for entry in entries if _is_root(entry[0], entry[2])]
    while todo:
        entry = todo.pop()
        if entry in kept:
            continue
        kept.add(entry)
        for needed in imports(entry[1]):
            todo.extend(by_name.get(PurePath(needed).name, ()))
    return [entry for entry in entries if entry in kept]


def _imports(path: str) -> list[str]:
    """Names of the libraries ``path`` links to, directly or not (PyInstaller's
    get_imports: (name, resolved path) pairs)."""
    from PyInstaller.depend.bindepend import get_imports

    try:
        return [name for name, _resolved in get_imports(path)]
    except Exception:  # not a binary PyInstaller can read (a data file typed BINARY)
        return []


def keep_datas(datas: Iterable[tuple[str, str, str]],
               binaries: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The collected data files minus Qt's translations of languages Palabre lacks, and
    minus the links PyInstaller made to libraries that `keep_binaries` dropped."""
    kept = {entry[0] for entry in binaries}
    return [entry for entry in datas
            if (entry[2] != "SYMLINK" or entry[1] in kept)
            and (not _is_qt_translation(entry[0]) or QT_TRANSLATIONS.search(entry[0]))]


def _is_qt_translation(dest: str) -> bool:
    parts = PurePath(dest).parts
    return parts[:3] == ("PySide6", "Qt", "translations") or parts[:2] == (
        "PySide6", "translations")
