"""Sample states for the gallery (Orange's ``WidgetPreview``): one `GalleryState` per picture.

Each screen module exposes ``gallery_states() -> list[GalleryState]``; `desktop.gallery`
collects them (and each registered game's ``GameUi.gallery_states``) and renders every one.
A factory builds a fresh, fully set-up widget with no parent; the gallery shows and grabs it.

A state names its primary action (``primary``): the object name of the widget the layout
check keeps in view (`desktop.fit_check.primary_problems`), by default `PRIMARY`, the
name `big_button` gives the screen's main button; or "none: " and why (a display).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from desktop.widgets.basics import PRIMARY

#: The main window's screens are checked at the windows they meet (issue 28): a 720p
#: laptop (the pictures' size), a 1366×768 one and a Full HD screen.
WINDOW_SIZES = (QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080))
DEFAULT_SIZE = WINDOW_SIZES[0]


def no_primary(reason: str) -> str:
    """`GalleryState.primary` of a state without a primary action, saying why."""
    return f"none: {reason}"


#: A state where this device only waits for another player, or only shows the game.
WAITS = no_primary("waits for another player, or only shows the game")


@dataclass(frozen=True)
class GalleryState:
    name: str  # file name stem: "home", "setup-taboo", "spyword-vote"…
    factory: Callable[[], QWidget]
    #: None: a screen of the main window, rendered at the window size asked for (one of
    #: `WINDOW_SIZES`); else its own size (a table view, a banner, a dialog).
    size: QSize | None = None
    theme: str = "light"
    primary: str = PRIMARY  # its primary action's object name, or `no_primary`

    def window(self, screen_size: QSize = DEFAULT_SIZE) -> QSize:
        """The state's window when the main window's screens are ``screen_size``."""
        return self.size if self.size is not None else screen_size


#: The table view at the screens it meets (PX-MODE-3): a 720p projector (the default,
#: no suffix), a Full HD and a 4K TV, and a small 960×540 window.
TV_SIZES = {"": QSize(1280, 720), "-1080p": QSize(1920, 1080), "-4k": QSize(3840, 2160),
            "-540p": QSize(960, 540)}


def tv_states(name: str, factory: Callable[[], QWidget], theme: str = "light"
              ) -> list[GalleryState]:
    """One table view state at every size of `TV_SIZES` (``name``, ``name-1080p``…)."""
    return [GalleryState(f"{name}{suffix}", factory, size, theme,
                         no_primary("the table view only shows the game"))
            for suffix, size in TV_SIZES.items()]
