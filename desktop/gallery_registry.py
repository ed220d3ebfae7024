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


#: The table view at the screens it meets (PX-MODE-3): a 720p projector (the default,
#: no suffix), a Full HD and a 4K TV, and a small 960×540 window.
TV_SIZES = {"": QSize(1280, 720), "-1080p": QSize(1920, 1080), "-4k": QSize(3840, 2160),
            "-540p": QSize(960, 540)}


def tv_states(name: str, factory: Callable[[], QWidget], theme: str = "light"
              ) -> list[GalleryState]:
    """One table view state at every size of `TV_SIZES` (``name``, ``name-1080p``…)."""
    return [GalleryState(f"{name}{suffix}", factory, size, theme)
            for suffix, size in TV_SIZES.items()]
