"""The privacy screen (PX-MODE-1): "Pass to Alice" → Alice reveals → hides before passing on.

Wraps any content widget. Reveal: the button, a click anywhere on the prompt, Space or
Enter. The content shows only after that, and `conceal()` (or the Hide button) puts the
prompt back before the device moves on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QStackedLayout, QVBoxLayout, QWidget

from desktop.screens.base import ScreenBase
from desktop.widgets.basics import big_button, label, page_actions, page_layout

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState

PROMPT_PAGE, CONTENT_PAGE = 0, 1
REVEAL_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _Prompt(QWidget):
    """The page shown while the content is hidden; any click on it reveals."""

    clicked = Signal()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)


class PrivacyScreen(ScreenBase):
    sig_revealed = Signal()
    sig_hidden = Signal()

    def __init__(self, content: QWidget, parent: QWidget | None = None,
                 with_hide_button: bool = True) -> None:
        super().__init__(parent)
        self.player_name = ""
        self._stack = QStackedLayout(self)
        self.prompt = _Prompt(self)
        layout = page_layout(self.prompt, place="centre")
        self.pass_label = label(self.prompt, "prompt", centred=True)
        self.hint_label = label(self.prompt, "muted", centred=True)
        self.reveal_button = big_button(self.prompt)
        self.reveal_button.clicked.connect(self.reveal)
        self.prompt.clicked.connect(self.reveal)
        layout.addWidget(self.pass_label)
        layout.addWidget(self.hint_label)
        page_actions(self.prompt).addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.content_page = QWidget(self)
        content_layout = page_layout(self.content_page, margin=0)
        content_layout.addWidget(content, 1)
        self.content = content
        self.hide_button = big_button(self.content_page)
        self.hide_button.clicked.connect(self.conceal)
        self.hide_button.setVisible(with_hide_button)
        self.content_actions().addWidget(self.hide_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self._stack.addWidget(self.prompt)
        self._stack.addWidget(self.content_page)
        self.retranslate_ui()

    def content_actions(self) -> QVBoxLayout:
        """The revealed content's action area: its buttons stay in view, and hidden
        with it."""
        return page_actions(self.content_page)

    @property
    def revealed(self) -> bool:
        return self._stack.currentIndex() == CONTENT_PAGE

    def retranslate_ui(self) -> None:
        name = self.player_name
        self.pass_label.setText(self.tr("Pass to {name}").format(name=name))
        self.hint_label.setText(
            self.tr("Only {name} should look. Click or press Space to reveal.").format(name=name))
        self.reveal_button.setText(self.tr("Show me"))
        self.reveal_button.setAccessibleName(
            self.tr("Reveal the secret screen of {name}").format(name=name))
        self.hide_button.setText(self.tr("Hide"))

    def ask(self, name: str) -> None:
        """Show the prompt for ``name``; the content stays hidden until revealed."""
        self.player_name = name
        self._stack.setCurrentIndex(PROMPT_PAGE)
        self.retranslate_ui()
        self.reveal_button.setFocus()

    def reveal(self) -> None:
        if self.revealed:
            return
        self._stack.setCurrentIndex(CONTENT_PAGE)
        self.hide_button.setFocus()
        self.sig_revealed.emit()

    def conceal(self) -> None:
        if not self.revealed:
            return
        self._stack.setCurrentIndex(PROMPT_PAGE)
        self.reveal_button.setFocus()
        self.sig_hidden.emit()

    def default_focus(self) -> QWidget:
        return self.hide_button if self.revealed else self.reveal_button

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if not self.revealed and event.key() in REVEAL_KEYS:
            self.reveal()
            return
        super().keyPressEvent(event)


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState
    from desktop.widgets.emoji import EmojiPicture

    def prompt() -> PrivacyScreen:
        screen = PrivacyScreen(EmojiPicture(None, "1F353", side_px=240))
        screen.ask("Alice")
        return screen

    def revealed() -> PrivacyScreen:
        screen = prompt()
        screen.reveal()
        return screen

    return [GalleryState("privacy-prompt", prompt), GalleryState("privacy-revealed", revealed)]
