"""One codename card, drawn by hand so it reads from a sofa (PX-USE-1) and never says
anything by colour alone (PX-A11Y-1).

* Not revealed: the word, large, on a plain card.
* Not revealed, key shown (the spymaster's hold): the word on a tint of the key's colour,
  framed in it, with the side's badge (shape + pattern) in the corner.
* Revealed: the side's colour with its pattern, its badge, and the word on a plate.

Every card carries its number (typing it selects the card) and an accessible name that
says the word, and the side only when the card is revealed or the key is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from desktop.codenames import look
from desktop.codenames.texts import card_role
from desktop.theme import TEAM_STYLES
from desktop.widgets.team import paint_side

ARROWS: dict[int, tuple[int, int]] = {  # Qt.Key values: event.key() is an int
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class CardButton(QAbstractButton):
    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.word = ""
        self.colour: str | None = None  # the side, once revealed (public)
        self.key_colour: str | None = None  # the side on the key, while the key is shown
        # The grid's widest word: every card sizes its word to fit that one, so all words
        # of a grid have one size.
        self.fit_word = ""
        self.word_share = look.WORD_HEIGHT_SHARE
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reveal_shown = 1.0  # 0..1 while a reveal fades in
        self._reveal = QVariantAnimation(self)
        self._reveal.setStartValue(0.0)
        self._reveal.setEndValue(1.0)
        self._reveal.setDuration(look.REVEAL_MS)
        self._reveal.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._reveal.valueChanged.connect(self._fade)

    def _fade(self, value: float) -> None:
        self.reveal_shown = float(value)
        self.update()

    @property
    def number(self) -> int:
        """The number players type: cards count from 1 in reading order (CN-SET-2)."""
        return self.index + 1

    def show_card(self, word: str, colour: str | None, key_colour: str | None) -> None:
        revealed_now = (self.colour is None and colour is not None and self.word == word
                        and self.isVisible())
        self.word = word
        self.colour = colour
        if revealed_now:  # a guess: the side fades in over the word (a TV sees it happen)
            self._reveal.stop()
            self._reveal.start()
        self.key_colour = None if colour is not None else key_colour
        self.setText(word)
        self.refresh_name()
        self.update()

    def refresh_name(self) -> None:
        """Screen readers hear the number, the word, and the side only when it is shown."""
        side = self.colour or self.key_colour
        name = f"{self.number}: {self.word}"
        self.setAccessibleName(f"{name}, {card_role(side)}" if side else name)

    # -- keyboard: arrows move between cards, Enter/Space pick (the grid does digits) ------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() in ARROWS:
            # The parent is the card's grid (`desktop.codenames.grid.CardGrid`, which
            # imports this module).
            move_focus = getattr(self.parent(), "move_focus", None)
            if move_focus is not None:
                move_focus(self.index, *ARROWS[event.key()])
            return
        if event.key() in ACTIVATE_KEYS and not event.isAutoRepeat():
            if self.isEnabled():
                self.click()
            return
        event.ignore()  # digits and the rest go up to the grid and the screen

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        event.ignore()  # Space is handled on press, not by QAbstractButton on release

    # -- size and drawing -----------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(look.CARD_WIDTH_PX, look.CARD_HEIGHT_PX)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(look.CARD_MIN_WIDTH_PX, look.CARD_MIN_HEIGHT_PX)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        margin = look.CARD_MARGIN_PX
        rect = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)
        palette = self.palette()
        surface = palette.color(palette.ColorRole.Base)
        text = palette.color(palette.ColorRole.Text)
        accent = palette.color(palette.ColorRole.Highlight)
        radius = look.CARD_RADIUS_PX
        if self.colour is not None and self.reveal_shown < 1.0:
            self._paint_hidden(painter, rect, surface, text)
            painter.setOpacity(self.reveal_shown)
            self._paint_revealed(painter, rect, text, self.colour)
            painter.setOpacity(1.0)
        elif self.colour is not None:
            self._paint_revealed(painter, rect, text, self.colour)
        else:
            self._paint_hidden(painter, rect, surface, text)
        if self.window().focusWidget() is self and self.isEnabled():
            painter.setPen(QPen(accent, look.FOCUS_PEN_PX))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = look.FOCUS_PEN_PX / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        elif self.underMouse() and self.isEnabled():
            painter.setPen(QPen(accent, look.FOCUS_PEN_PX / 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        self._paint_number(painter, rect, text)
        painter.end()

    def _paint_hidden(self, painter: QPainter, rect: QRectF, surface: QColor,
                      text: QColor) -> None:
        radius = look.CARD_RADIUS_PX
        border = QColor(text)
        border.setAlpha(90)
        painter.setPen(QPen(border, 1.5))
        painter.setBrush(surface)
        painter.drawRoundedRect(rect, radius, radius)
        word_colour = text
        if self.key_colour == "assassin":
            word_colour = self._paint_assassin_key(painter, rect, text)
        elif self.key_colour is not None:
            style = TEAM_STYLES[self.key_colour]
            tint = QColor(style.colour)
            tint.setAlpha(look.KEY_TINT_ALPHA)
            painter.setBrush(tint)
            painter.setPen(QPen(QColor(style.colour), look.KEY_FRAME_PX))
            inset = look.KEY_FRAME_PX / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        if self.key_colour is not None:
            side = rect.height() * look.KEY_BADGE_HEIGHT_SHARE
            pad = look.KEY_FRAME_PX + 3
            badge = QRectF(rect.left() + pad, rect.top() + pad, side, side)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#FFFFFF"))  # a light disc: the dark cross shows on it
            grow = side * 0.15
            painter.drawEllipse(badge.adjusted(-grow, -grow, grow, grow))
            painter.setBrush(Qt.BrushStyle.NoBrush)  # paint_side outlines with the brush set
            paint_side(painter, self.key_colour, badge)
        self._paint_word(painter, rect, word_colour)

    def _paint_assassin_key(self, painter: QPainter, rect: QRectF, text: QColor) -> QColor:
        """The assassin on the key, unmistakable in both themes (finding: a dark card with
        a black cross looked like any unrevealed card in the dark theme): solid black,
        cross-hatched and framed in the theme's text colour, which contrasts with every
        unrevealed card's surface. Returns the colour its word is drawn in."""
        radius = look.CARD_RADIUS_PX
        inset = look.KEY_FRAME_PX / 2
        inner = rect.adjusted(inset, inset, -inset, -inset)
        painter.setBrush(QColor(look.ASSASSIN_KEY_FILL))
        painter.setPen(QPen(text, look.KEY_FRAME_PX))
        painter.drawRoundedRect(inner, radius, radius)
        hatch = QColor("#FFFFFF")
        hatch.setAlpha(look.ASSASSIN_HATCH_ALPHA)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(hatch, TEAM_STYLES["assassin"].pattern))
        painter.drawRoundedRect(inner, radius, radius)
        return QColor("#FFFFFF")

    def _paint_revealed(self, painter: QPainter, rect: QRectF, text: QColor, colour: str,
                        ) -> None:
        style = TEAM_STYLES[colour]
        radius = look.CARD_RADIUS_PX
        painter.setPen(QPen(QColor("#1E1F24"), 1.5))
        painter.setBrush(QColor(style.colour))
        painter.drawRoundedRect(rect, radius, radius)
        if style.pattern != Qt.BrushStyle.NoBrush:
            pattern = QColor(style.text_on)
            pattern.setAlpha(look.PATTERN_ALPHA)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(pattern, style.pattern))
            painter.drawRoundedRect(rect, radius, radius)
        side = rect.height() * look.BADGE_HEIGHT_SHARE
        pad = rect.height() * 0.08
        badge = QRectF(rect.left() + pad, rect.top() + pad, side, side)
        backing = QColor("#FFFFFF")
        backing.setAlpha(look.PLATE_ALPHA)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(backing)
        grow = side * 0.18  # a light disc behind the badge: its shape stands out
        painter.drawEllipse(badge.adjusted(-grow, -grow, grow, grow))
        painter.setBrush(Qt.BrushStyle.NoBrush)  # paint_side outlines with the brush set
        paint_side(painter, colour, badge)
        # The word on a light plate in the lower half: readable on any colour and pattern.
        plate = QRectF(rect.left() + pad, rect.center().y() - rect.height() * 0.06,
                       rect.width() - 2 * pad, rect.height() * 0.42)
        fill = QColor("#FFFFFF")
        fill.setAlpha(look.PLATE_ALPHA)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(plate, radius / 2, radius / 2)
        self._paint_word(painter, plate, QColor("#1E1F24"), share=0.62)

    def _paint_word(self, painter: QPainter, rect: QRectF, colour: QColor,
                    share: float | None = None) -> None:
        word = self.word.upper()
        font = QFont(self.font())
        font.setBold(True)
        height_share = share if share is not None else self.word_share
        size = max(look.WORD_MIN_PX, int(rect.height() * height_share))
        room = rect.width() * look.WORD_WIDTH_SHARE
        font.setPixelSize(size)
        widest = max(word, self.fit_word.upper(), key=lambda w: QFontMetrics(font)
                     .horizontalAdvance(w))
        while size > look.WORD_MIN_PX and QFontMetrics(font).horizontalAdvance(widest) > room:
            size -= 1
            font.setPixelSize(size)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, word)

    def _paint_number(self, painter: QPainter, rect: QRectF, text: QColor) -> None:
        font = QFont(self.font())
        font.setBold(False)
        font.setPixelSize(max(look.WORD_MIN_PX, int(rect.height() * look.NUMBER_HEIGHT_SHARE)))
        painter.setFont(font)
        if self.colour is not None:
            colour = QColor(TEAM_STYLES[self.colour].text_on)
        else:
            colour = QColor(text)
            colour.setAlpha(150)
        painter.setPen(colour)
        pad = rect.height() * 0.07
        painter.drawText(rect.adjusted(pad, pad / 2, -pad, -pad),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         str(self.number))
