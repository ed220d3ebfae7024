"""Issue 28: German Alt+S opened two things (the Spiel menu and Sprache). In every
language, no two keyboard accelerators (the letter after "&") reachable at once in one
window share a letter: the menu bar's menus, each menu's items, and the visible screen's
buttons and captions."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QWidget

from desktop.i18n import LANGUAGES
from desktop.main_window import MainWindow

MNEMONIC = re.compile(r"&(.)")


def accelerator(text: str) -> str | None:
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def clashes(texts: list[str]) -> list[str]:
    """The texts whose accelerator another text of the list has too."""
    keys = [accelerator(text) for text in texts]
    return sorted(text for text, key in zip(texts, keys, strict=True)
                  if key is not None and keys.count(key) > 1)


def screen_texts(window: QWidget) -> list[str]:
    """The menu bar's menus and the visible buttons and captions (a label's accelerator
    moves to its buddy) of ``window``."""
    bar = window.menuBar() if hasattr(window, "menuBar") else None
    texts = [action.text() for action in bar.actions()] if bar is not None else []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or isinstance(widget, QMenu):
            continue
        if isinstance(widget, QAbstractButton) or (
                isinstance(widget, QLabel) and widget.buddy() is not None):
            texts.append(widget.text())
    return texts


def menu_texts(window: QWidget) -> list[list[str]]:
    return [[item.text() for item in action.menu().actions()]
            for action in window.menuBar().actions() if action.menu() is not None]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_accelerators_in_one_window_share_a_letter(qtbot, app_settings,
                                                         translations, language):
    translations.switch(language)
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)
    window.show()
    found: dict[str, list[str]] = {}
    found["home"] = clashes(screen_texts(window))
    window.open_pack_maker()
    found["pack maker"] = clashes(screen_texts(window))
    window.show_screen(window.home)
    for game in ("spyword", "taboo", "codenames"):
        window.open_setup(game)
        found[f"setup {game}"] = clashes(screen_texts(window))
    for index, items in enumerate(menu_texts(window)):
        found[f"menu {index}"] = clashes(items)
    found["table view"] = clashes(screen_texts(window.table_window))
    for items in menu_texts(window.table_window):
        found.setdefault("table view menus", []).extend(clashes(items))
    assert {where: texts for where, texts in found.items() if texts} == {}
