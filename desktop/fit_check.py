"""The fit check: does every label's and button's text fit its widget? (PX-A11Y-1)

A picture can look fine at a glance and still cut the last letter off "Start" or squeeze
"Tema" into "Tem". This walks a rendered widget tree and measures, with the font the
stylesheet gave each widget, the room its text needs against the room it has:

* a `QLabel` without word wrap: every line's advance within the contents rect;
* a word-wrapped `QLabel`: its longest word within the width (a word cut in two is a clip),
  and the height the wrapped text needs within its height;
* a `QPushButton`, `QCheckBox`, `QRadioButton`: the text within the style's contents rect
  (padding and border of the stylesheet taken off), beside its icon or indicator;
* a `QComboBox`: the shown choice within its edit field (the arrow's room taken off);
* siblings in one layout never overlap.

And the layout check: no page is wider than its scroll area (``sideways_problems``), and
(``primary_problems``) the screen's primary action (the widget
named by the state, `GalleryState.primary`) is in view without scrolling: inside the
window and inside the viewport of every scroll area around it, the scroll areas at the
top as a screen opens.

`desktop.gallery` runs both on every state it renders; the tests fail on any problem
they report.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)

#: Antialiasing and rounding give a pixel or so either way: not a clip anyone sees.
SLACK_PX = 1
INK_CONTRAST = 60  # of 255 lightness: a text pixel, not the background


def _plain(text: str) -> str:
    """The text as drawn: "&&" is an ampersand, a lone "&" marks the mnemonic."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()
    else:
        text = widget.currentText() if isinstance(widget, QComboBox) else ""
    return f"{type(widget).__name__} {_plain(text)[:40]!r}"


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) and widget.width() > 0 and widget.height() > 0


def _label_problem(label: QLabel) -> str | None:
    if label.textFormat() == Qt.TextFormat.RichText or not label.text():
        return None
    if label.pixmap() is not None and not label.pixmap().isNull():
        return None
    metrics = QFontMetrics(label.font())
    room = label.contentsRect()
    margin = label.margin() * 2 + label.indent() if label.indent() > 0 else label.margin() * 2
    width = room.width() - margin + SLACK_PX
    text = _plain(label.text()) if label.buddy() is not None else label.text()
    if label.wordWrap():
        longest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
        if longest > width:
            return f"a word needs {longest} px, has {width}"
        needed = metrics.boundingRect(QRect(0, 0, max(1, room.width() - margin), 100000),
                                      int(label.alignment()) | Qt.TextFlag.TextWordWrap,
                                      text).height()
        if needed > room.height() - label.margin() * 2 + SLACK_PX + 2:
            return f"wrapped text needs {needed} px high, has {room.height()}"
        return None
    wanted = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if wanted > width:
        return f"needs {wanted} px, has {width}"
    if label.buddy() is not None and _ink_at_right_edge(label):
        return "its text is cut at the right edge"
    lines = text.count("\n") + 1
    if metrics.height() * lines > room.height() + SLACK_PX + 2:
        return f"needs {metrics.height() * lines} px high, has {room.height()}"
    return None


def _ink_at_right_edge(label: QLabel) -> bool:
    """A caption with a mnemonic is drawn right of where its metrics put it: look at the
    pixels, is there text in its last column?"""
    image = label.grab().toImage()
    if image.width() < 2:
        return False
    background = image.pixelColor(0, 0)
    column = image.width() - 1
    return any(abs(image.pixelColor(column, y).lightness() - background.lightness())
               > INK_CONTRAST for y in range(image.height()))


def _button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    style = button.style()
    if isinstance(button, QPushButton):
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        icon = (button.iconSize().width() + 4) if not button.icon().isNull() else 0
    elif isinstance(button, QCheckBox):
        room = style.subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, button)
        icon = 0
    elif isinstance(button, QRadioButton):
        room = style.subElementRect(QStyle.SubElement.SE_RadioButtonContents, option, button)
        icon = 0
    else:
        return None
    metrics = QFontMetrics(button.font())
    wanted = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + icon
    if wanted > room.width() + SLACK_PX:
        return f"needs {wanted} px, has {room.width()}"
    lines = text.count("\n") + 1
    if metrics.height() * lines > room.height() + SLACK_PX + 2:
        return f"needs {metrics.height() * lines} px high, has {room.height()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    """The shown choice within the edit field (the arrow's room taken off)."""
    if not combo.currentText() or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo)
    wanted = QFontMetrics(combo.font()).horizontalAdvance(combo.currentText())
    if wanted > room.width() + SLACK_PX:
        return f"needs {wanted} px, has {room.width()}"
    return None


def _layout_widgets(layout: QLayout) -> list[QWidget]:
    found: list[QWidget] = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            found.append(widget)
        elif inner is not None:
            found += _layout_widgets(inner)
    return found


def _overlaps(widget: QWidget, root: QWidget) -> list[str]:
    layout = widget.layout()
    if layout is None or widget.inherits("QStackedWidget"):
        return []
    children = [w for w in _layout_widgets(layout) if _shown(w, root) and not w.isWindow()]
    problems = []
    for i, first in enumerate(children):
        for second in children[i + 1:]:
            common = first.geometry().intersected(second.geometry())
            if common.width() > SLACK_PX and common.height() > SLACK_PX:
                problems.append(f"{_name(first)} overlaps {_name(second)}")
    return problems


def fit_problems(root: QWidget) -> list[str]:
    """Every text in ``root`` (shown and laid out) that does not fit, and every overlap."""
    problems = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget, root) and widget is not root:
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
        if problem:
            problems.append(f"{_name(widget)}: {problem}")
        problems += _overlaps(widget, root)
    return problems


#: `GalleryState.primary` of a state that has no primary action: "none: " and why.
NO_PRIMARY = "none: "


def _out_of_view(widget: QWidget, root: QWidget) -> str | None:
    """Where ``widget`` is cut off without scrolling: by the window or a scroll area."""
    box = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
    if not root.rect().contains(box):
        return (f"at {box.x()},{box.y()} {box.width()}x{box.height()}, "
                f"outside the {root.width()}x{root.height()} window")
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractScrollArea):
            port = parent.viewport()
            inside = QRect(widget.mapTo(port, QPoint(0, 0)), widget.size())
            if not port.rect().contains(inside):
                return (f"below the fold: at y {inside.y()}..{inside.bottom()} of a "
                        f"{port.height()} px high scroll area")
        parent = parent.parentWidget()
    return None


def sideways_problems(root: QWidget) -> list[str]:
    """Every scroll area in ``root`` whose page is wider than its view: cut off at the
    right, or scrolling sideways (no screen may)."""
    problems = []
    for area in root.findChildren(QScrollArea):
        page = area.widget()
        if (page is not None and _shown(area, root) and area.widgetResizable()
                and page.width() > area.viewport().width() + SLACK_PX):
            problems.append(f"{type(page).__name__} {page.width()} px wide in a "
                            f"{area.viewport().width()} px wide {type(area).__name__}")
    return problems


def primary_problems(root: QWidget, primary: str) -> list[str]:
    """The primary action ``primary`` (an object name, or `NO_PRIMARY` and a reason) is
    shown in ``root``, each widget of that name in view without scrolling."""
    if primary.startswith(NO_PRIMARY):
        return []
    shown = [widget for widget in root.findChildren(QWidget, primary) if _shown(widget, root)]
    if root.objectName() == primary:
        shown.append(root)
    if not shown:
        return [f"no primary action {primary!r} shown"]
    return [f"primary action {_name(widget)}: {where}" for widget in shown
            if (where := _out_of_view(widget, root)) is not None]
