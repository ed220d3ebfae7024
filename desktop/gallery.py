"""``python -m desktop.gallery OUTDIR [--lang xx]``: every screen in sample states, as PNG.

Renders offscreen (no display needed) into ``OUTDIR/<lang>/<state>.png``, for review and
for translators. States come from each screen module's ``gallery_states()`` and from each
registered game's ``GameUi.gallery_states`` (see docs/desktop.md).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.i18n import LANGUAGES

if TYPE_CHECKING:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QApplication

    from desktop.gallery_registry import GalleryState

#: Modules with a ``gallery_states()`` function, in the order pictures are listed.
SETTLE_PASSES = 5
SCREEN_MODULES = (
    "desktop.screens.home",
    "desktop.screens.setup",
    "desktop.screens.profiles",
    "desktop.screens.host_setup",
    "desktop.screens.lobby",
    "desktop.screens.join",
    "desktop.screens.pack_maker",
    "desktop.widgets.connection",
    "desktop.widgets.crash_safety",
    "desktop.widgets.absent",
    "desktop.widgets.resume",
    "desktop.screens.dialogs",
    "desktop.crash_report",
    "desktop.widgets.privacy",
    "desktop.table_view",
)


def all_states() -> list[GalleryState]:
    import importlib

    from desktop import games

    states: list[GalleryState] = []
    for name in SCREEN_MODULES:
        states += importlib.import_module(name).gallery_states()
    for game in games.ORDER:
        ui = games.game_ui(game)
        if ui is not None:
            states += ui.gallery_states()
    names = [s.name for s in states]
    duplicates = {n for n in names if names.count(n) > 1}
    if duplicates:
        raise ValueError(f"gallery states with the same name: {sorted(duplicates)}")
    return states


#: The largest window a state of its own size grows to with large text: a maximised
#: window on a Full HD screen (large text is for the TV or a big monitor; PX-A11Y-1).
SCALED_MAX = (1920, 1080)


def variant_size(size: QSize, scale: int) -> QSize:
    """A window of its own size at ``scale`` % text: grown with the text, up to
    `SCALED_MAX` (never shrunk: the TV states are larger already)."""
    from PySide6.QtCore import QSize

    grown = QSize(min(round(size.width() * scale / 100), SCALED_MAX[0]),
                  min(round(size.height() * scale / 100), SCALED_MAX[1]))
    return size.expandedTo(grown)


def snapshot(app: QApplication, state: GalleryState, scale: int = 100,
             problems: list[str] | None = None, label: str = "",
             screen_size: QSize | None = None, texts: list[str] | None = None
             ) -> QPixmap:
    """Build ``state``'s widget at ``scale`` % text, show it offscreen in its window (a
    screen of the main window: ``screen_size``, default the smallest of `WINDOW_SIZES`),
    let it settle and grab it (a QPixmap); the widget is deleted after.

    With ``problems`` given, the fit check and the layout check (`desktop.fit_check`)
    run on it and append what does not fit, each line prefixed with ``label``: a text
    cut off, a primary action out of view, a page wider than its window. With ``texts``
    given, the visible texts are appended to it (`desktop.visible_texts`)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop.fit_check import fit_problems, primary_problems, sideways_problems
    from desktop.gallery_registry import DEFAULT_SIZE

    widget = state.factory()
    window = state.window(screen_size or DEFAULT_SIZE)
    if state.size is not None:  # a banner, a dialog, a table view: grown with the text
        window = variant_size(window, scale)
    widget.resize(window)
    widget.show()
    for _ in range(SETTLE_PASSES):  # polish, then lay out what polishing resized
        app.processEvents()
    if problems is not None:
        found = (fit_problems(widget) + sideways_problems(widget)
                 + primary_problems(widget, state.primary))
        if (widget.width(), widget.height()) != (window.width(), window.height()):
            found.append(f"needs {widget.width()}x{widget.height()}, more than its "
                         f"{window.width()}x{window.height()} window")
        problems += [f"{label}{p}" for p in found]
    if texts is not None:
        from desktop.visible_texts import visible_texts

        texts += visible_texts(widget)
    picture = widget.grab()
    widget.close()
    widget.deleteLater()
    app.processEvents()
    # processEvents() never runs deferred deletes (no event loop here): deliver them, or
    # every window rendered stays alive and each restyle walks them all.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return picture


def render(outdir: Path, languages: Iterable[str], only: str | None = None, *,
           scale: int = 100, theme: str | None = None,
           problems: list[str] | None = None, screen_size: QSize | None = None
           ) -> list[Path]:
    """Render every state (whose name contains ``only``) in each language; the PNG paths.

    ``scale`` is the text size in percent, ``theme`` forces one theme on every state
    (None: each state's own), ``screen_size`` the main window's screens' size (default:
    1280×720). With ``problems`` given, the fit and layout checks (`desktop.fit_check`)
    run on every state and append what does not fit.
    """
    from desktop import gallery_support
    from desktop.i18n import Translations
    from desktop.qt_app import application
    from desktop.theme import DEFAULT_SCALE, DEFAULT_THEME, apply_theme

    app = application([sys.argv[0]])
    translations = Translations(app)
    written = []
    current = None
    try:
        for language in languages:
            translations.switch(language)
            gallery_support.set_language(language)
            folder = outdir / language
            folder.mkdir(parents=True, exist_ok=True)
            for state in all_states():
                if only and only not in state.name:
                    continue
                wanted = theme or state.theme
                if wanted != current:  # restyling every widget is slow: only on change
                    current = wanted
                    apply_theme(app, wanted, scale)
                target = folder / f"{state.name}.png"
                picture = snapshot(app, state, scale, problems, f"{language}/{state.name}: ",
                                   screen_size)
                if not picture.save(str(target)):
                    raise OSError(f"could not write {target}")
                written.append(target)
    finally:
        translations.switch("en")
        apply_theme(app, DEFAULT_THEME, DEFAULT_SCALE)  # as the app starts
    return written


def _size(text: str) -> QSize:
    from PySide6.QtCore import QSize

    width, _, height = text.lower().partition("x")
    try:
        return QSize(int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not WIDTHxHEIGHT: {text!r}") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.gallery",
                                     description="Render every screen to PNG, offscreen.")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="language (repeatable; default: all five)")
    parser.add_argument("--only", help="render only states whose name contains this")
    parser.add_argument("--scale", type=int, default=100, help="text size in percent")
    parser.add_argument("--theme", choices=("light", "dark"), help="force one theme")
    parser.add_argument("--size", type=_size, help="the screens' window, WIDTHxHEIGHT "
                        "(default 1280x720; table views and banners keep their own)")
    parser.add_argument("--check", action="store_true",
                        help="run the fit and layout checks: list every text that does "
                        "not fit and every primary action out of view")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problems: list[str] | None = [] if args.check else None
    written = render(args.outdir, args.lang or LANGUAGES, args.only, scale=args.scale,
                     theme=args.theme, problems=problems, screen_size=args.size)
    print(f"{len(written)} picture(s) written under {args.outdir}")
    for problem in problems or []:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
