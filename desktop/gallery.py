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

from desktop.i18n import LANGUAGES

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
    "desktop.widgets.absent",
    "desktop.widgets.resume",
    "desktop.screens.dialogs",
    "desktop.widgets.privacy",
    "desktop.table_view",
)


def all_states():
    import importlib

    from desktop import games

    states = []
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


def snapshot(app, state):
    """Build ``state``'s widget, show it (offscreen), let it settle, and grab it (a QPixmap);
    the widget is deleted after."""
    from PySide6.QtCore import QCoreApplication, QEvent

    widget = state.factory()
    widget.resize(state.size)
    widget.show()
    for _ in range(SETTLE_PASSES):  # polish, then lay out what polishing resized
        app.processEvents()
    picture = widget.grab()
    widget.close()
    widget.deleteLater()
    app.processEvents()
    # processEvents() never runs deferred deletes (no event loop here): deliver them, or
    # every window rendered stays alive and each restyle walks them all.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return picture


def render(outdir: Path, languages: Iterable[str], only: str | None = None) -> list[Path]:
    """Render every state (whose name contains ``only``) in each language; the PNG paths."""
    from PySide6.QtWidgets import QApplication

    from desktop import gallery_support
    from desktop.i18n import Translations
    from desktop.theme import DEFAULT_SCALE, apply_theme

    app = QApplication.instance() or QApplication([sys.argv[0]])
    translations = Translations(app)
    written = []
    theme = None
    try:
        for language in languages:
            translations.switch(language)
            gallery_support.set_language(language)
            folder = outdir / language
            folder.mkdir(parents=True, exist_ok=True)
            for state in all_states():
                if only and only not in state.name:
                    continue
                if state.theme != theme:  # restyling every widget is slow: only on change
                    theme = state.theme
                    apply_theme(app, theme, DEFAULT_SCALE)
                target = folder / f"{state.name}.png"
                if not snapshot(app, state).save(str(target)):
                    raise OSError(f"could not write {target}")
                written.append(target)
    finally:
        translations.switch("en")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.gallery",
                                     description="Render every screen to PNG, offscreen.")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="language (repeatable; default: all five)")
    parser.add_argument("--only", help="render only states whose name contains this")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    written = render(args.outdir, args.lang or LANGUAGES, args.only)
    print(f"{len(written)} picture(s) written under {args.outdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
