"""`EmojiPicture`: an OpenMoji SVG drawn with `QSvgRenderer`, never a font emoji (GUIDE §6).

``store.openmoji`` finds the picture by its file stem ("1F353"); the drawing keeps its
aspect ratio and scales to whatever room the layout gives it.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QSizePolicy, QWidget

from store import openmoji

DEFAULT_SIDE_PX = 160
MIN_SIDE_PX = 48
CACHED_PICTURES = 64


@lru_cache(maxsize=CACHED_PICTURES)
def _svg(stem: str) -> bytes | None:
    try:
        return openmoji.picture_svg(stem)
    except (KeyError, OSError):
        return None


class EmojiPicture(QWidget):
    def __init__(self, parent: QWidget | None = None, stem: str | None = None,
                 side_px: int = DEFAULT_SIDE_PX) -> None:
        super().__init__(parent)
        self._side = side_px
        self._renderer = QSvgRenderer(self)
        self.stem: str | None = None
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(MIN_SIDE_PX, MIN_SIDE_PX)
        self.set_picture(stem)

    def set_picture(self, stem: str | None, description: str = "") -> None:
        """Show picture ``stem`` (None or unknown: nothing); ``description`` for screen
        readers (usually the word)."""
        data = _svg(stem) if stem else None
        self.stem = stem if data is not None else None
        self._renderer.load(data or b"")
        self.setAccessibleName(description)
        self.update()

    @property
    def has_picture(self) -> bool:
        return self.stem is not None and self._renderer.isValid()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(self._side, self._side)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        return min(width, self._side * 2)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if not self.has_picture:
            return
        side = min(self.width(), self.height())
        area = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(painter, area)
        painter.end()
