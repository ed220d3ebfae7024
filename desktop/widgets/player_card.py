"""A player's card: avatar, name, the chosen title under the name, and the level
(PX-PROF-1, -3). In a classroom (`AppSettings.classroom`) the title and level are hidden."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from core.progress.xp import level_of
from desktop.profile_texts import level_text, title_name
from desktop.widgets.basics import label
from desktop.widgets.emoji import EmojiPicture, _svg
from store.profiles import Profile

AVATAR_PX = 56


@cache
def avatar_pixmap(stem: str, side_px: int) -> QPixmap:
    """An avatar drawn once per size (an icon for lists and buttons)."""
    pixmap = QPixmap(side_px, side_px)
    pixmap.fill(Qt.GlobalColor.transparent)
    data = _svg(stem)
    if data is not None:
        renderer = QSvgRenderer(QByteArray(data))
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
    return pixmap


def avatar_icon(stem: str, side_px: int = 48) -> QIcon:
    return QIcon(avatar_pixmap(stem, side_px))


class PlayerCard(QWidget):
    def __init__(self, profile: Profile, classroom: bool = False,
                 parent: QWidget | None = None, avatar_px: int = AVATAR_PX) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.avatar = EmojiPicture(self, profile.avatar, side_px=avatar_px)
        self.avatar.setFixedSize(avatar_px, avatar_px)
        row.addWidget(self.avatar)
        column = QVBoxLayout()
        column.setSpacing(0)
        self.name = label(self, "subtitle", wrap=False)
        self.title = label(self, "muted", wrap=False)
        column.addWidget(self.name)
        column.addWidget(self.title)
        row.addLayout(column, 1)
        self.level = label(self, "muted", wrap=False)
        row.addWidget(self.level, 0, Qt.AlignmentFlag.AlignTop)
        self.show_profile(profile, classroom)

    def show_profile(self, profile: Profile, classroom: bool = False) -> None:
        self.profile = profile
        self.classroom = classroom
        self.avatar.set_picture(profile.avatar)
        self.name.setText(profile.name)
        title = title_name(profile.title_row)
        self.title.setText(title)
        self.title.setVisible(bool(title) and not classroom)
        self.level.setText(level_text(level_of(profile.stats.xp).level))
        self.level.setVisible(not classroom)
        self.setAccessibleName(", ".join(t for t in (profile.name, "" if classroom else title)
                                         if t))
