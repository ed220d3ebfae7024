"""Teams on screen: a `TeamBadge` (colour + shape + pattern) and translated team names.

PX-A11Y-1: a team's colour never carries meaning alone. The badge's shape differs per side
(triangle, circle, square, cross), its fill has a pattern, and a name goes beside it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.theme import TEAM_STYLES, scaled

BADGE_PX = 28


def team_name(team: str | None) -> str:
    """"Red team", "Blue team"…, translated; sides of Codenames cards too."""
    names = {
        "red": QCoreApplication.translate("Teams", "Red team"),
        "blue": QCoreApplication.translate("Teams", "Blue team"),
        "neutral": QCoreApplication.translate("Teams", "Bystander"),
        "assassin": QCoreApplication.translate("Teams", "Assassin"),
    }
    return names.get(team or "", QCoreApplication.translate("Teams", "No team"))


def team_heading(team: str | None) -> str:
    """The team name as a heading: capitalised (some languages write it lower case)."""
    name = team_name(team)
    return name[:1].upper() + name[1:]


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    if shape == "triangle":
        path.moveTo(QPointF(rect.center().x(), rect.top()))
        path.lineTo(rect.bottomRight())
        path.lineTo(rect.bottomLeft())
        path.closeSubpath()
    elif shape == "circle":
        path.addEllipse(rect)
    elif shape == "cross":
        arm = rect.width() / 3.2
        path.addRect(QRectF(rect.center().x() - arm / 2, rect.top(), arm, rect.height()))
        path.addRect(QRectF(rect.left(), rect.center().y() - arm / 2, rect.width(), arm))
        path.setFillRule(Qt.FillRule.WindingFill)
    else:
        path.addRect(rect)
    return path


def paint_side(painter: QPainter, side: str, rect: QRectF) -> None:
    """Draw a side's badge in ``rect``: solid colour, pattern overlay, dark outline."""
    style = TEAM_STYLES[side]
    path = shape_path(style.shape, rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(path, QColor(style.colour))
    if style.pattern != Qt.BrushStyle.NoBrush:
        painter.fillPath(path, QBrush(QColor(style.text_on), style.pattern))
    painter.setPen(QPen(QColor("#1E1F24"), max(1.0, rect.width() / 14)))
    painter.drawPath(path)
    painter.restore()


class TeamBadge(QWidget):
    def __init__(self, side: str, parent: QWidget | None = None, size_px: int = BADGE_PX):
        """``size_px`` at 100 % text: the badge grows with the text beside it (issue 28;
        a table view sets its own sizes with `set_size`)."""
        super().__init__(parent)
        size_px = scaled(size_px)
        self._size = size_px
        self.side = side
        self.setFixedSize(size_px, size_px)
        self.setAccessibleName(team_name(side))

    def set_size(self, size_px: int) -> None:
        """A new side length (the table view follows its window)."""
        self._size = size_px
        self.setFixedSize(size_px, size_px)
        self.update()

    def set_side(self, side: str) -> None:
        self.side = side
        self.setAccessibleName(team_name(side))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(self._size, self._size)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        margin = self._size / 10
        paint_side(painter, self.side, QRectF(self.rect()).adjusted(margin, margin,
                                                                    -margin, -margin))
        painter.end()
