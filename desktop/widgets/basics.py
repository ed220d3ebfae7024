"""Small builders so every screen looks the same: titles, big buttons, cards."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from desktop.theme import set_role

SPACING_PX = 14
MARGIN_PX = 28


class Label(QLabel):
    """A label that, when it wraps, never gets narrower than its longest word.

    A wrapped QLabel does not tell layouts its longest word: a narrow column cut
    "Maître-espion" in two. That word becomes its minimum width.
    """

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self._with_mnemonic(super().sizeHint())

    def _with_mnemonic(self, hint: QSize) -> QSize:
        # A caption with a keyboard mnemonic ("&Tema", with a buddy) is drawn a few pixels
        # right of where its size hint measured it: its last letter was cut.
        if self.buddy() is not None and not self.wordWrap():
            return QSize(hint.width() + self.fontMetrics().horizontalAdvance(" "),
                         hint.height())
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = self._with_mnemonic(super().minimumSizeHint())
        if not self.wordWrap() or not self.text():
            return hint
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(word) for word in self.text().split()),
                      default=0)
        margins = self.contentsMargins()
        extra = margins.left() + margins.right() + 2 * self.margin() + 1
        return QSize(max(hint.width(), longest + extra), hint.height())


class ComboBox(QComboBox):
    """A drop-down as wide as its longest choice needs, in any language and text size.

    Qt's own size hint comes up a few pixels short under the stylesheet (the arrow's room
    and the padding both come off the text's field): "Dunkel" lost its last letter.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def _widened(self, hint: QSize) -> QSize:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect.setSize(hint)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(self.itemText(i))
                       for i in range(self.count())), default=0)
        return QSize(hint.width() + max(0, longest - field.width()), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self._widened(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self._widened(super().minimumSizeHint())


def label(parent: QWidget | None, role: str | None = None, *, wrap: bool = True,
          centred: bool = False) -> QLabel:
    widget = Label(parent)
    widget.setWordWrap(wrap)
    widget.setTextFormat(Qt.TextFormat.PlainText)
    if centred:
        widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
    if role:
        set_role(widget, role)
    return widget


def title_label(parent: QWidget | None, *, centred: bool = False) -> QLabel:
    return label(parent, "title", centred=centred)


def big_button(parent: QWidget | None) -> QPushButton:
    """The main action of a screen: large, accented, reachable by Tab, Enter and Space."""
    button = QPushButton(parent)
    set_role(button, "big")
    button.setAutoDefault(True)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def button(parent: QWidget | None) -> QPushButton:
    widget = QPushButton(parent)
    widget.setAutoDefault(True)
    return widget


class Card(QFrame):
    """A framed panel with a vertical layout (`body`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "card")
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(MARGIN_PX // 2, MARGIN_PX // 2, MARGIN_PX // 2,
                                     MARGIN_PX // 2)
        self.body.setSpacing(SPACING_PX // 2)


def page_layout(widget: QWidget, layout: QBoxLayout | None = None) -> QBoxLayout:
    """The standard margins and spacing of a full screen."""
    layout = layout or QVBoxLayout()
    widget.setLayout(layout)
    layout.setContentsMargins(MARGIN_PX, MARGIN_PX, MARGIN_PX, MARGIN_PX)
    layout.setSpacing(SPACING_PX)
    return layout


def page_scroller(page: QWidget, parent: QWidget | None = None) -> QScrollArea:
    """``page`` filling a scroll area: when large text (PX-A11Y-1, 200 %) needs more room
    than the window has, the page scrolls down instead of squeezing its texts or growing
    off the screen. Pages fit their width (no sideways scrolling: layouts wrap)."""
    scroller = QScrollArea(parent)
    scroller.setWidgetResizable(True)
    scroller.setFrameShape(QFrame.Shape.NoFrame)
    scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroller.setWidget(page)
    return scroller


def tab_stops(container: QWidget) -> list[QWidget]:
    """``container``'s descendants that Tab reaches, in the order they were made."""
    # Not a drop-down's popup list: a window of its own.
    return [widget for widget in container.findChildren(QWidget)
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.window() is container.window()]


def set_tab_order(widgets: list[QWidget]) -> None:
    """Tab goes through ``widgets`` in this order (PX-A11Y-1: keyboard-only play)."""
    for first, second in zip(widgets, widgets[1:], strict=False):
        QWidget.setTabOrder(first, second)
