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
SETTLE_PASSES = 3
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


#: The largest window a scaled variant grows to: a maximised window on a Full HD screen
#: (large text is for the TV or a big monitor; PX-A11Y-1).
SCALED_MAX = (1920, 1080)


def variant_size(size: QSize, scale: int) -> QSize:
    """A state's window at ``scale`` % text: grown with the text, up to `SCALED_MAX`
    (never shrunk: the TV states are larger already)."""
    from PySide6.QtCore import QSize

    grown = QSize(min(round(size.width() * scale / 100), SCALED_MAX[0]),
                  min(round(size.height() * scale / 100), SCALED_MAX[1]))
    return size.expandedTo(grown)


def snapshot(app: QApplication, state: GalleryState, scale: int = 100,
             problems: list[str] | None = None, label: str = "",
             texts: list[str] | None = None) -> QPixmap:
    """Build ``state``'s widget at ``scale`` % text (large text scrolls, as in the main
    window), show it offscreen, let it settle and grab it (a QPixmap); the widget is
    deleted after. With ``problems`` given, the fit check (`desktop.fit_check`) runs on
    it and appends what does not fit, each line prefixed with ``label``; with ``texts``
    given, the visible texts are appended to it (`desktop.visible_texts`)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QDialog, QMainWindow

    from desktop.fit_check import fit_problems
    from desktop.widgets.basics import page_scroller

    page = state.factory()
    scrolls = scale > 100 and not isinstance(page, (QMainWindow, QDialog))
    scroller = page_scroller(page) if scrolls else None
    widget = page if scroller is None else scroller
    widget.resize(variant_size(state.size, scale))
    widget.show()
    for _ in range(SETTLE_PASSES):  # polish, then lay out what polishing resized
        app.processEvents()
    if problems is not None:
        found = fit_problems(page)
        if scroller is not None and page.width() > scroller.viewport().width():
            found.append(f"{page.width()} px wide in a {scroller.viewport().width()} px window")
        problems += [f"{label}{p}" for p in found]
    if texts is not None:
        from desktop.visible_texts import visible_texts

        texts += visible_texts(page)
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
           problems: list[str] | None = None) -> list[Path]:
    """Render every state (whose name contains ``only``) in each language; the PNG paths.

    ``scale`` is the text size in percent, ``theme`` forces one theme on every state
    (None: each state's own). With ``problems`` given, the fit check
    (`desktop.fit_check`) runs on every state and appends what does not fit.
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
                picture = snapshot(app, state, scale, problems, f"{language}/{state.name}: ")
                if not picture.save(str(target)):
                    raise OSError(f"could not write {target}")
                written.append(target)
    finally:
        translations.switch("en")
        apply_theme(app, DEFAULT_THEME, DEFAULT_SCALE)  # as the app starts
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.gallery",
                                     description="Render every screen to PNG, offscreen.")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="language (repeatable; default: all five)")
    parser.add_argument("--only", help="render only states whose name contains this")
    parser.add_argument("--scale", type=int, default=100, help="text size in percent")
    parser.add_argument("--theme", choices=("light", "dark"), help="force one theme")
    parser.add_argument("--check", action="store_true",
                        help="run the fit check and list every text that does not fit")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problems: list[str] | None = [] if args.check else None
    written = render(args.outdir, args.lang or LANGUAGES, args.only, scale=args.scale,
                     theme=args.theme, problems=problems)
    print(f"{len(written)} picture(s) written under {args.outdir}")
    for problem in problems or []:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
