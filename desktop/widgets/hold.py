"""`HoldButton`: a tall button whose wrapped caption fits a narrow panel in any language.

Pressed and released by mouse, touch or keyboard (Space held down): what it guards shows
only while it is held (the Codenames key, PX-MODE-1; "My word" on a Spy Word own screen,
SW-RND-6).
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.widgets.basics import label

PADDING_PX = 10


class HoldButton(QPushButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = label(self, "subtitle", centred=True)
        self.caption.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(PADDING_PX, PADDING_PX, PADDING_PX, PADDING_PX)
        self._layout.addWidget(self.caption)
        self.setAutoRepeat(False)

    def set_caption(self, text: str) -> None:
        self.caption.setText(text)
        self.setAccessibleName(text)
        self._fit_height()

    def _fit_height(self) -> None:
        """Tall enough for the wrapped caption at the current width (long German words)."""
        self.setMinimumHeight(self._layout.totalHeightForWidth(max(1, self.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_height()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self._layout.totalSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self._layout.totalMinimumSize()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        return self._layout.totalHeightForWidth(width)
