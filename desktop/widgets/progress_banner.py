"""What a finished game gave each profile, shown with the end screen (PX-PROF-2, -3): XP,
a new level, titles earned. Hidden in a classroom (`AppSettings.classroom`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from core.progress.titles import BY_ID
from desktop.profile_texts import level_text, title_name
from desktop.widgets.basics import label
from desktop.widgets.emoji import EmojiPicture
from store.profiles import Applied, Profile

AVATAR_PX = 40


class ProgressBanner(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.row = QHBoxLayout(self)
        self.entries: list[tuple[Profile, Applied]] = []
        self.setVisible(False)

    def show_progress(self, entries: list[tuple[Profile, Applied]], classroom: bool) -> None:
        self.entries = entries
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for profile, applied in entries:
            self.row.addWidget(self._entry(profile, applied), 1)
        self.setVisible(bool(entries) and not classroom)

    def _entry(self, profile: Profile, applied: Applied) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        picture = EmojiPicture(box, profile.avatar, side_px=AVATAR_PX)
        picture.setFixedSize(AVATAR_PX, AVATAR_PX)
        row.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        column.setSpacing(0)
        head = label(box, "subtitle", wrap=False)
        head.setText(self.tr("{name}: +{xp} XP").format(name=profile.name, xp=applied.xp))
        column.addWidget(head)
        if applied.level_after > applied.level_before:
            up = label(box)
            up.setText(self.tr("Up to {level}!").format(level=level_text(applied.level_after)))
            column.addWidget(up)
        titles = [title_name(BY_ID[t]) for t in applied.new_titles if t in BY_ID]
        if titles:
            earned = label(box)
            text = self.tr("New title: {titles}") if len(titles) == 1 else \
                self.tr("New titles: {titles}")
            earned.setText(text.format(titles=", ".join(titles)))
            column.addWidget(earned)
        column.addStretch(1)
        row.addLayout(column, 1)
        return box
