"""The 5×5 grid of codename cards (CN-SET-2), for every screen that shows it.

It shows the cards of a view, optionally a key (the spymaster's, while held), and lets
the player pick one of the cards the screen says are pickable: by click, by arrows +
Enter, or by typing the card's number ("7", or "1" "2" for card 12) then Enter.
Which cards are pickable is the screen's to say (from the view's ``"actions"``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QWidget

from core.codenames.view_types import CodenamesCard
from desktop.codenames import look
from desktop.codenames.card import CardButton

DIGIT_KEYS = {getattr(Qt.Key, f"Key_{d}"): d for d in range(10)}


class CardGrid(QWidget):
    card_chosen = Signal(int)  # a card index (0..24, reading order)

    def __init__(self, parent: QWidget | None = None, spacing: int = look.GRID_SPACING_PX,
                 interactive: bool = True, word_share: float = look.WORD_HEIGHT_SHARE) -> None:
        super().__init__(parent)
        self.interactive = interactive
        layout = self.grid = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(spacing)
        self.cards: list[CardButton] = []
        self._typed = ""
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(look.NUMBER_TYPING_MS)
        self._typing.timeout.connect(self._forget_typed)
        for index in range(look.GRID_SIDE * look.GRID_SIDE):
            card = CardButton(index, self)
            card.clicked.connect(lambda _=False, i=index: self._choose(i))
            if not interactive:
                card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                card.setCursor(Qt.CursorShape.ArrowCursor)
            card.word_share = word_share
            layout.addWidget(card, *divmod(index, look.GRID_SIDE))
            self.cards.append(card)

    def set_spacing(self, spacing: int) -> None:
        self.grid.setSpacing(spacing)

    def show_cards(self, cards: Sequence[CodenamesCard], key: Sequence[str] | None = None,
                   pickable: Collection[int] = ()) -> None:
        """Cards as the view has them; ``key`` to show the key (spymasters only);
        ``pickable``: the indexes a click or Enter may choose now."""
        focused = self.focused_card()
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        widest = max((data["word"] for data in cards),
                     key=lambda word: metrics.horizontalAdvance(word.upper()), default="")
        for card, data in zip(self.cards, cards, strict=True):
            card.fit_word = widest
            index = data["index"]
            card.show_card(data["word"], data["colour"],
                           key[index] if key is not None else None)
            card.setEnabled(self.interactive and index in pickable)
            card.update()
        if focused is not None and not focused.isEnabled():
            self._focus_near(focused.index)  # a picked card turns over: stay in the grid

    def pickable(self) -> list[int]:
        return [card.index for card in self.cards if card.isEnabled()]

    def focus_first(self) -> None:
        enabled = [card for card in self.cards if card.isEnabled()]
        if enabled and self.focused_card() not in enabled:
            enabled[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _focus_near(self, index: int) -> None:
        enabled = [card for card in self.cards if card.isEnabled()]
        if enabled:
            nearest = min(enabled, key=lambda card: (abs(card.index - index), card.index))
            nearest.setFocus(Qt.FocusReason.OtherFocusReason)

    def focused_card(self) -> CardButton | None:
        """The card with the keyboard focus in this window (active or not)."""
        focus = self.window().focusWidget()
        return focus if isinstance(focus, CardButton) and focus in self.cards else None

    def move_focus(self, index: int, d_row: int, d_col: int) -> None:
        """Arrow keys: the next pickable card in that direction, or stay."""
        row, col = divmod(index, look.GRID_SIDE)
        while True:
            row, col = row + d_row, col + d_col
            if not (0 <= row < look.GRID_SIDE and 0 <= col < look.GRID_SIDE):
                return
            card = self.cards[row * look.GRID_SIDE + col]
            if card.isEnabled():
                card.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def type_digit(self, digit: int) -> bool:
        """A typed digit selects the card with that number (two digits: 1 then 2 is 12).

        Returns True when the digit was used. Enter then picks the selected card.
        """
        typed = self._typed + str(digit)
        number = int(typed)
        if not 1 <= number <= len(self.cards):
            typed, number = str(digit), digit
            if number == 0:
                self._forget_typed()
                return False
        # A number that cannot grow into another card's number is complete.
        complete = number * 10 > len(self.cards) or len(typed) > 1
        self._typed = "" if complete else typed
        if complete:
            self._typing.stop()
        else:
            self._typing.start()
        card = self.cards[number - 1]
        if card.isEnabled():
            card.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        digit = DIGIT_KEYS.get(event.key())
        if digit is not None and self.interactive and self.type_digit(digit):
            return
        super().keyPressEvent(event)

    def _forget_typed(self) -> None:
        self._typed = ""

    def _choose(self, index: int) -> None:
        if self.cards[index].isEnabled():
            self.card_chosen.emit(index)
