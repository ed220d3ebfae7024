"""Languages: loading translations live, and the translators' tools (PX-I18N-1, GUIDE §4).

Every visible string goes through ``self.tr()`` (or ``QCoreApplication.translate`` in plain
functions) inside one ``retranslate_ui()`` per widget; `Translations.switch` installs new
translators, Qt sends every widget a ``LanguageChange`` event, and `ScreenBase` answers it by
calling ``retranslate_ui()`` again: the language changes live.

The ``.ts`` files under ``resources/translations/`` are the source of truth; the ``.qm`` files
Qt loads are compiled from them by Qt's ``lrelease`` and committed beside them, so every
installation (wheel, bundle, source tree) ships them as they are: nothing is compiled at
run time (issue 26). ``update`` and ``release`` rewrite them; ``check`` (and the test suite)
fails when one is not byte for byte what ``lrelease`` makes of its ``.ts`` today.

Tools::

    python -m desktop.i18n update   # lupdate over desktop/: new strings land in every .ts,
                                    # then release
    python -m desktop.i18n release  # lrelease every .ts into its committed .qm
    python -m desktop.i18n check    # fails on an unfinished entry or a stale .qm
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from core.languages import LANGUAGES as PACK_LANGUAGES
from store.resources import translations_dir

if TYPE_CHECKING:  # the translators' tools run Qt's; the app's start needs no subprocess
    import subprocess

LANGUAGES = PACK_LANGUAGES  # PX-I18N-1: the interface and the packs, the same five
DEFAULT_LANGUAGE = "en"
SOURCE_LANGUAGE = "en"
#: Each language named in itself: the language menu must be readable whatever is active.
NATIVE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español",
                "it": "Italiano"}

REPO_ROOT = Path(__file__).resolve().parent.parent
DESKTOP_DIR = REPO_ROOT / "desktop"
TS_DIR = translations_dir()
TS_PREFIX = "palabre_"
LRELEASE_TIMEOUT_S = 60


def ts_path(language: str) -> Path:
    return TS_DIR / f"{TS_PREFIX}{language}.ts"


def qm_path(language: str) -> Path:
    """The compiled translation Qt loads: shipped beside its ``.ts``."""
    return ts_path(language).with_suffix(".qm")


def qt_tool(name: str) -> str:
    """Qt's own lupdate/lrelease binaries, shipped inside the PySide6 wheel."""
    suffix = ".exe" if sys.platform == "win32" else ""
    return str(Path(PySide6.__file__).resolve().parent / f"{name}{suffix}")


def lrelease(source: Path, target: Path) -> subprocess.CompletedProcess[str]:
    import subprocess

    return subprocess.run([qt_tool("lrelease"), str(source), "-qm", str(target)],
                          capture_output=True, text=True, check=False,
                          timeout=LRELEASE_TIMEOUT_S)


class Translations:
    """The app's installed translators: Palabre's own and Qt's (``qtbase_<lang>.qm``)."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = DEFAULT_LANGUAGE

    def switch(self, language: str) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unsupported language {language!r}")
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        candidates = [(f"qtbase_{language}", qt_dir)]
        # A missing .qm (a broken installation: --self-test names it) shows English.
        qm = qm_path(language)
        candidates.append((qm.stem, str(qm.parent)))
        for name, folder in candidates:
            translator = QTranslator(self._app)
            if translator.load(name, folder):
                self._app.installTranslator(translator)
                self._installed.append(translator)
        QLocale.setDefault(QLocale(language))
        self.language = language
        # Qt posts LanguageChange to every window: deliver it now, so the switch is done
        # (every retranslate_ui has run) when this returns.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


# -- translators' tools ----------------------------------------------------------------

def unfinished_entries(path: Path) -> list[str]:
    """Source texts of entries that are untranslated or marked unfinished in a ``.ts``."""
    import xml.etree.ElementTree as ET  # the translators' tools only: not at the app's start

    found = []
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source", "")
        if translation is None:
            found.append(source)
            continue
        kind = translation.get("type", "")
        if kind in ("obsolete", "vanished"):
            continue
        forms = translation.findall("numerusform")
        empty = not (translation.text or "").strip() and not any(
            (f.text or "").strip() for f in forms)
        if kind == "unfinished" or empty:
            found.append(source)
    return found


def fill_source_language(path: Path) -> int:
    """English is the source language: its entries translate to themselves, except the
    plural ones (``%n``), whose singular and plural forms are written by hand."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(path)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        if message.get("numerus") == "yes":
            continue  # "%n agent(s) left": English writes its forms too ("1 agent left")
        translation.text = message.findtext("source", "")
        del translation.attrib["type"]
        filled += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return filled


# lupdate turns a "#:" comment (the attribute doc-comment style used across desktop/) into
# a translator note on the next translatable text: such notes are code comments.
_CODE_NOTE = re.compile(r"[ \t]*<extracomment>.*?</extracomment>\n", re.DOTALL)


def code_notes(path: Path) -> list[str]:
    """Translator notes of a ``.ts`` (``<extracomment>``): code comments lupdate picked up."""
    return _CODE_NOTE.findall(path.read_text(encoding="utf-8"))


def drop_code_notes(path: Path) -> int:
    """Remove every ``<extracomment>`` line of a ``.ts`` (text-level, keeping its format)."""
    text = path.read_text(encoding="utf-8")
    kept, dropped = _CODE_NOTE.subn("", text)
    if dropped:
        path.write_text(kept, encoding="utf-8")
    return dropped


def update() -> int:
    """Run lupdate over the whole desktop/ tree into every language's ``.ts``."""
    import subprocess

    TS_DIR.mkdir(parents=True, exist_ok=True)
    files = [str(ts_path(lang)) for lang in LANGUAGES]
    result = subprocess.run(
        [qt_tool("lupdate"), "-extensions", "py", "-no-obsolete", "-locations", "none",
         "-source-language", SOURCE_LANGUAGE, str(DESKTOP_DIR), "-ts", *files],
        cwd=REPO_ROOT, check=False,
    )
    if result.returncode:
        return result.returncode
    for lang in LANGUAGES:
        drop_code_notes(ts_path(lang))
    filled = fill_source_language(ts_path(SOURCE_LANGUAGE))
    print(f"{ts_path(SOURCE_LANGUAGE).name}: {filled} new source string(s) filled in.")
    return release()


def release() -> int:
    """Compile every ``.ts`` into its committed ``.qm``."""
    status = 0
    for lang in LANGUAGES:
        result = lrelease(ts_path(lang), qm_path(lang))
        print(f"{qm_path(lang).name}: {result.stdout.strip().splitlines()[-1:]}")
        if result.returncode:
            print(result.stderr, file=sys.stderr)
            status = 1
    return status


def stale_qm(language: str, scratch: Path) -> str | None:
    """Why ``language``'s committed ``.qm`` is not what lrelease makes of its ``.ts`` today
    (None when it is, byte for byte: lrelease's output is deterministic)."""
    fresh = scratch / qm_path(language).name
    result = lrelease(ts_path(language), fresh)
    if result.returncode:
        return f"lrelease failed: {result.stderr.strip()}"
    if not qm_path(language).is_file():
        return "missing: run `python -m desktop.i18n release`"
    if qm_path(language).read_bytes() != fresh.read_bytes():
        return "stale: run `python -m desktop.i18n release` and commit the .qm"
    return None


def check() -> int:
    """1 if a ``.ts`` is missing, has an unfinished entry (listed) or a code comment taken
    for a translator note, or its ``.qm`` is missing or stale."""
    status = 0
    with tempfile.TemporaryDirectory() as scratch:
        for lang in LANGUAGES:
            source = ts_path(lang)
            if not source.is_file():
                print(f"{source}: missing")
                status = 1
                continue
            unfinished = unfinished_entries(source)
            notes = code_notes(source)
            stale = stale_qm(lang, Path(scratch))
            print(f"{source.name}: {len(unfinished)} unfinished, {len(notes)} code notes; "
                  f"{qm_path(lang).name}: {stale or 'up to date'}")
            if stale or unfinished or notes:
                status = 1
            for text in unfinished:
                print(f"  unfinished: {text!r}")
    return status


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    commands = {"update": update, "release": release, "check": check}
    if len(args) != 1 or args[0] not in commands:
        print("usage: python -m desktop.i18n {update|release|check}", file=sys.stderr)
        return 2
    return commands[args[0]]()


if __name__ == "__main__":
    sys.exit(main())
