"""Small builders so every screen looks the same: titles, big buttons, cards."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFrame,
    QLabel,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from desktop.theme import current_scale, set_role

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


class OneLineFirstLabel(Label):
    """A wrapping label that asks for the room of its text on one line: it wraps only
    when the layout has less (Qt's own hint for a wrapped label is a narrow block, and
    a heading wrapped where it had room)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().sizeHint()
        if not self.wordWrap() or not self.text():
            return hint
        margins = self.contentsMargins()
        one_line = (self.fontMetrics().horizontalAdvance(self.text()) + margins.left()
                    + margins.right() + 2 * self.margin() + 1)
        return QSize(max(hint.width(), one_line), self.fontMetrics().height())


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


#: The object name of a screen's primary action (`big_button`): the gallery's layout check
#: finds it by this name and fails when it is out of view (`GalleryState.primary`).
PRIMARY = "primary"


def big_button(parent: QWidget | None, *, primary: bool = True) -> QPushButton:
    """The main action of a screen: large, accented, reachable by Tab, Enter and Space.
    ``primary``: it is the screen's primary action (named `PRIMARY`), to keep in view;
    False for a big button among many (a vote's names)."""
    button = QPushButton(parent)
    if primary:
        button.setObjectName(PRIMARY)
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


class ReflowLayout(QBoxLayout):
    """Columns side by side when they fit their room, one under the other when they do
    not (200 % text, a 1280×720 window): a page never grows wider than its window.

    Its minimum width is its widest column's, not their sum; laid out narrower than the
    columns need side by side, it turns into one column (and back when there is room).
    ``one_column_from``: a text scale (percent) from which it is one column anyway.
    """

    def __init__(self, parent: QWidget | None = None, *,
                 one_column_from: int | None = None) -> None:
        super().__init__(QBoxLayout.Direction.LeftToRight, parent)
        self.one_column_from = one_column_from

    def _items(self) -> list[QLayoutItem]:
        items = (self.itemAt(index) for index in range(self.count()))
        return [item for item in items if item is not None and not item.isEmpty()]

    def _side_by_side_width(self) -> int:
        items = [item for item in self._items() if item.spacerItem() is None]
        margins = self.contentsMargins()
        return (sum(item.minimumSize().width() for item in items)
                + max(0, len(items) - 1) * max(0, self.spacing())
                + margins.left() + margins.right())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt API)
        least = super().minimumSize()
        margins = self.contentsMargins()
        widest = max((item.minimumSize().width() for item in self._items()), default=0)
        return QSize(widest + margins.left() + margins.right(), least.height())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt API)
        large = (self.one_column_from is not None
                 and current_scale() >= self.one_column_from)
        wanted = (QBoxLayout.Direction.LeftToRight
                  if rect.width() >= self._side_by_side_width() and not large
                  else QBoxLayout.Direction.TopToBottom)
        if wanted != self.direction():
            self.setDirection(wanted)
            owner = self.parentWidget()
            if owner is not None:  # its parent lays it out again, with the new height
                owner.updateGeometry()
        super().setGeometry(rect)


#: Where a page's content and its action area (`page_actions`) sit in the window:
#: "fill": the content takes the height, the actions at the bottom edge (lists, forms);
#: "top": the actions right under the content, both at the top;
#: "centre": content and actions together in the middle (a prompt, a result).
PLACES = ("fill", "top", "centre")


class PageScroller(QScrollArea):
    """A page's content, scrolling when it is taller than its room (200 % text, a
    1280×720 window) while the page's action area stays outside it, always in view.

    Its size hint is the whole content (no cap of Qt's), so content and actions sit
    together when there is room. No height-for-width: a box layout would take that
    height as its minimum and squeeze the actions under it. Its minimum width is the
    content's: a page never scrolls sideways (layouts wrap). It
    comes back to the top every time it is shown: a new screen never opens scrolled
    down where the last one was left.
    """

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop that showed no focus
        self.setWidget(content)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint()
        return QSize(hint.width() + self._bar(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        content = self.widget()
        least = super().minimumSizeHint()
        if content is None:
            return least
        return QSize(content.minimumSizeHint().width() + self._bar(), least.height())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self.verticalScrollBar().setValue(0)


def page_layout(widget: QWidget, layout: QBoxLayout | None = None, *,
                place: str = "fill", margin: int = MARGIN_PX) -> QBoxLayout:
    """The content layout of a full screen, with the standard margins and spacing.

    The content scrolls in a `PageScroller`; what `page_actions` holds (the screen's
    primary buttons) stays below it, outside, in view at any window and text size
    (PX-A11Y-1). ``place``: see `PLACES`; ``margin``: 0 for a page inside a page.
    """
    if place not in PLACES:
        raise ValueError(f"place {place!r} is not one of {PLACES}")
    content = QWidget(widget)
    content.setObjectName("pageContent")
    layout = layout or QVBoxLayout()
    content.setLayout(layout)
    layout.setContentsMargins(margin, margin, margin, margin)
    layout.setSpacing(SPACING_PX)
    actions = QWidget(widget)
    actions.setObjectName("pageActions")
    actions_layout = QVBoxLayout(actions)
    actions_layout.setContentsMargins(margin, 0, margin, margin)
    actions_layout.setSpacing(SPACING_PX)
    actions.hide()  # until something is put in it
    outer = QVBoxLayout(widget)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.setSpacing(0)
    if place == "centre":
        outer.addStretch(1)
    outer.addWidget(PageScroller(content, widget), 1 if place == "fill" else 0)
    outer.addWidget(actions)
    if place != "fill":
        outer.addStretch(1)
    widget.setProperty("pageActions", actions)
    widget.setProperty("pageContent", content)
    return layout


def page_actions(widget: QWidget) -> QVBoxLayout:
    """The action area of ``widget``'s page (made by `page_layout`): add the screen's
    primary buttons (a row layout, or widgets) here, not to the content."""
    actions = widget.property("pageActions")
    if not isinstance(actions, QWidget):
        raise ValueError(f"{type(widget).__name__} has no page_layout")
    actions.show()
    layout = actions.layout()
    assert isinstance(layout, QVBoxLayout)
    content = widget.property("pageContent")
    inner = content.layout() if isinstance(content, QWidget) else None
    if inner is not None and inner.contentsMargins().bottom() > 0:
        margins = inner.contentsMargins()
        margins.setBottom(SPACING_PX)  # the actions follow the content
        inner.setContentsMargins(margins)
    return layout


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
