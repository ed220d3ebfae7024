"""A player's own card (SW-RND-1): the word and its OpenMoji picture, or "ghost".

Built only from the seat's own ``viewer`` part of its view: a spy sees "spy" only when the
view tells its role (SW-SET-2); the ghost's card says ghost (SW-ROLE-3). On a player's
own screen the card shows only while "My word" is held (`HoldToSee`, SW-RND-6).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QStackedLayout, QVBoxLayout, QWidget

from core.spyword.view_types import SpyWordViewer
from desktop.screens.base import ScreenBase
from desktop.spyword.texts import role_name
from desktop.widgets.basics import Card, label, title_label
from desktop.widgets.emoji import EmojiPicture
from desktop.widgets.hold import HoldButton

GHOST_PICTURE = "1F47B"  # OpenMoji "ghost"
HIDDEN_PICTURE = "1F648"  # OpenMoji "see-no-evil monkey": the card back
BACK_PICTURE_PX = 120
CARD_PICTURE_PX = 220


class SpyCard(ScreenBase):
    def __init__(self, parent: QWidget | None = None,
                 picture_px: int = CARD_PICTURE_PX) -> None:
        super().__init__(parent)
        self.me: SpyWordViewer | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.frame = Card(self)
        outer.addWidget(self.frame, 0, Qt.AlignmentFlag.AlignHCenter)
        self.caption = label(self.frame, "muted", centred=True)
        self.word = title_label(self.frame, centred=True)
        self.picture = EmojiPicture(self.frame, side_px=picture_px)
        self.picture.setMinimumSize(picture_px, picture_px)
        self.role_note = label(self.frame, "subtitle", centred=True)
        self.hint = label(self.frame, "muted", centred=True)
        # Texts span the card (centred text, full width: long words wrap, never clip).
        for widget in (self.caption, self.word):
            self.frame.body.addWidget(widget)
        self.frame.body.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        for widget in (self.role_note, self.hint):
            self.frame.body.addWidget(widget)
        self.frame.setMinimumWidth(picture_px * 2)
        self.retranslate_ui()

    def show_me(self, me: SpyWordViewer) -> None:
        self.me = me
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        me = self.me
        if me is None:
            return
        name, card, role = me["name"], me["card"], me["role"]
        if card is None:  # the ghost has no word (SW-ROLE-3)
            self.caption.setText(self.tr("{name}, you have no word").format(name=name))
            self.word.setText(self.tr("You are the ghost"))
            self.picture.set_picture(GHOST_PICTURE, role_name("ghost"))
            self.role_note.setText("")
            self.hint.setText(self.tr("Listen to the clues, work out the citizens' word "
                                      "and blend in."))
        else:
            self.caption.setText(self.tr("{name}, your word is").format(name=name))
            self.word.setText(card["word"])
            self.picture.set_picture(card["picture"], card["word"])
            # SW-SET-2: only when the view tells it (spies usually do not know).
            self.role_note.setText(self.tr("You are a spy") if role == "spy" else "")
            self.hint.setText(self.tr("Remember it, and let nobody else see it."))
        self.role_note.setVisible(bool(self.role_note.text()))
        self.setAccessibleName(" ".join(t for t in (self.caption.text(), self.word.text(),
                                                     self.role_note.text()) if t))


class HoldToSee(ScreenBase):
    """SW-RND-1/6 on an own screen: ``card`` (taken over) shows only while "My word" is
    held down; otherwise a card back of the same size. Hiding the page lets go."""

    sig_seen = Signal()  # the card was shown (held at least once)

    def __init__(self, card: SpyCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.faces = QWidget(self)
        self._stack = QStackedLayout(self.faces)
        back_page = QWidget(self.faces)  # the back, centred, as wide as the card
        back_layout = QVBoxLayout(back_page)
        back_layout.setContentsMargins(0, 0, 0, 0)
        self.back = Card(back_page)
        self.back.setFixedWidth(card.frame.minimumWidth())
        back_layout.addWidget(self.back, 1, Qt.AlignmentFlag.AlignHCenter)
        self.back_title = label(self.back, "subtitle", centred=True)
        self.back_picture = EmojiPicture(self.back, HIDDEN_PICTURE, side_px=BACK_PICTURE_PX)
        self.back_picture.setMinimumSize(BACK_PICTURE_PX, BACK_PICTURE_PX)
        self.back_text = label(self.back, "muted", centred=True)
        self.back.body.addStretch(1)
        self.back.body.addWidget(self.back_title)
        self.back.body.addWidget(self.back_picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.back.body.addWidget(self.back_text)
        self.back.body.addStretch(1)
        self.card = card
        self._stack.addWidget(back_page)
        self._stack.addWidget(card)  # takes the card over (reparents it)
        layout.addWidget(self.faces, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hold_button = HoldButton(self)
        self.hold_button.setMinimumWidth(card.frame.minimumWidth())
        self.hold_button.pressed.connect(lambda: self._hold(True))
        self.hold_button.released.connect(lambda: self._hold(False))
        layout.addWidget(self.hold_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.seen = False
        self.retranslate_ui()

    @property
    def held(self) -> bool:
        return self._stack.currentWidget() is self.card

    def retranslate_ui(self) -> None:
        self.back_title.setText(self.tr("Your card is hidden"))
        self.back_text.setText(self.tr("Press and hold “My word” to see it; let go to "
                                       "hide it."))
        self.back_picture.setAccessibleName(self.back_title.text())
        self.hold_button.set_caption(self.tr("My word (press and hold)"))

    def _hold(self, held: bool) -> None:
        self._stack.setCurrentIndex(1 if held else 0)
        if held and not self.seen:
            self.seen = True
            self.sig_seen.emit()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        self.hold_button.setDown(False)
        self._hold(False)
        super().hideEvent(event)
