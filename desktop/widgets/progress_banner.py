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
#: Titles named per player on the banner. A first game earns many at once (one Taboo
#: game gave 8: every "first ..." title): the first few are named, the others counted;
#: every one is earned and listed on the player's profile (issue 28).
TITLES_NAMED = 2


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
            earned.setText(self.titles_text(titles))
            column.addWidget(earned)
        column.addStretch(1)
        row.addLayout(column, 1)
        return box

    def titles_text(self, titles: list[str]) -> str:
        """"New titles: A, B" or, past `TITLES_NAMED`, "New titles: A, B and 6 more
        (on the profile)"."""
        if len(titles) == 1:
            return self.tr("New title: {titles}").format(titles=titles[0])
        named = ", ".join(titles[:TITLES_NAMED])
        more = len(titles) - TITLES_NAMED
        if more <= 0:
            return self.tr("New titles: {titles}").format(titles=named)
        return self.tr("New titles: {titles} and %n more (on the profile)", "", more).format(
            titles=named)
