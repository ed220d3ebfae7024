"""Sample states for the gallery (Orange's ``WidgetPreview``): one `GalleryState` per picture.

Each screen module exposes ``gallery_states() -> list[GalleryState]``; `desktop.gallery`
collects them (and each registered game's ``GameUi.gallery_states``) and renders every one.
A factory builds a fresh, fully set-up widget with no parent; the gallery shows and grabs it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1100, 760)


@dataclass(frozen=True)
class GalleryState:
    name: str  # file name stem: "home", "setup-taboo", "spyword-vote"…
    factory: Callable[[], QWidget]
    size: QSize = DEFAULT_SIZE
    theme: str = "light"
