"""Create or edit a profile: a name and an avatar picked from OpenMoji (PX-PROF-1)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.lobby import MAX_NAME_CHARS
from core.progress.avatars import AVATARS, DEFAULT_AVATAR
from desktop.profile_texts import refusal
from desktop.widgets.basics import PRIMARY, label
from desktop.widgets.player_card import avatar_icon
from store.profiles import Profile, ProfileError, ProfileStore

AVATAR_COLUMNS = 8
AVATAR_BUTTON_PX = 52
#: The picked avatar stands out (the theme's accent via the palette's highlight).
CHECKED_STYLE = ("QToolButton { border: 1px solid palette(mid); border-radius: 8px; }"
                 "QToolButton:checked { border: 4px solid palette(highlight); }")


class ProfileEditor(QDialog):
    """``profile`` None: a new profile. After ``accept``, `saved` is the stored profile."""

    def __init__(self, store: ProfileStore, profile: Profile | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.profile = profile
        self.saved: Profile | None = None
        column = QVBoxLayout(self)
        self.name_label = label(self, "subtitle")
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_CHARS)
        self.name_label.setBuddy(self.name_edit)
        self.avatar_label = label(self, "subtitle")
        grid = QGridLayout()
        grid.setSpacing(6)
        grid.setColumnStretch(AVATAR_COLUMNS, 1)
        self.avatars = QButtonGroup(self)
        self.avatar_buttons: dict[str, QToolButton] = {}
        for index, stem in enumerate(AVATARS):
            pick = QToolButton(self)
            pick.setCheckable(True)
            pick.setIcon(avatar_icon(stem, AVATAR_BUTTON_PX))
            pick.setIconSize(QSize(AVATAR_BUTTON_PX - 8, AVATAR_BUTTON_PX - 8))
            pick.setFixedSize(AVATAR_BUTTON_PX, AVATAR_BUTTON_PX)
            pick.setStyleSheet(CHECKED_STYLE)
            self.avatars.addButton(pick, index)
            self.avatar_buttons[stem] = pick
            grid.addWidget(pick, index // AVATAR_COLUMNS, index % AVATAR_COLUMNS)
        self.error = label(self, "error")
        # A refusal ("Type a name.") is about the name as it was: typing clears it.
        self.name_edit.textEdited.connect(lambda _text: self.error.clear())
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.save)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setObjectName(PRIMARY)
        self.buttons.rejected.connect(self.reject)
        for widget in (self.name_label, self.name_edit, self.avatar_label):
            column.addWidget(widget)
        column.addLayout(grid)
        column.addWidget(self.error)
        column.addStretch(1)
        column.addWidget(self.buttons)
        self.name_edit.setText(profile.name if profile else "")
        self.avatar_buttons[profile.avatar if profile else DEFAULT_AVATAR].setChecked(True)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New profile") if self.profile is None
                            else self.tr("Edit profile"))
        self.name_label.setText(self.tr("Name"))
        self.name_edit.setAccessibleName(self.tr("Name"))
        self.avatar_label.setText(self.tr("Picture"))
        for index, pick in enumerate(self.avatars.buttons()):
            pick.setAccessibleName(self.tr("Picture {number}").format(number=index + 1))

    def chosen_avatar(self) -> str:
        return AVATARS[max(0, self.avatars.checkedId())]

    def save(self) -> None:
        """Store the profile; a refusal (name taken, empty) shows and keeps the dialog."""
        try:
            if self.profile is None:
                self.saved = self.store.create(self.name_edit.text(), self.chosen_avatar())
            else:
                self.saved = self.store.edit(self.profile.id, name=self.name_edit.text(),
                                             avatar=self.chosen_avatar())
        except ProfileError as err:
            self.error.setText(refusal(err.code))
            return
        self.accept()
