"""Which of this computer's profiles plays in a LAN room (PX-PROF-1, -4): a drop-down of
"No profile" and the profiles, used by the join and host setup screens.

Picking a profile fills the screen's name field with its name (``sig_picked``); the
player may still change the name shown in the room. The profile keeps the game's progress
on this computer: the host sends each device its own player's result at the end.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from core.lobby import name_key
from desktop.widgets.player_card import avatar_icon
from store.profiles import Profile, ProfileStore


class ProfileChoice(QComboBox):
    sig_picked = Signal(object)  # Profile or None

    def __init__(self, profiles: ProfileStore | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = profiles
        self._profiles: dict[str, Profile] = {}
        self.setVisible(profiles is not None)
        self.currentIndexChanged.connect(lambda _index: self.sig_picked.emit(self.profile()))
        self.refresh()

    def refresh(self, preferred_name: str = "") -> None:
        """List the profiles again (one made meanwhile appears); keeps the choice, else
        picks the profile named ``preferred_name`` (the name last used here)."""
        chosen = self.currentData()
        self.blockSignals(True)
        self.clear()
        self.addItem(self.tr("No profile"), None)
        self._profiles = {}
        for profile in self.store.profiles() if self.store is not None else ():
            self._profiles[profile.id] = profile
            self.addItem(avatar_icon(profile.avatar), profile.name, profile.id)
        if chosen is None and preferred_name:
            key = name_key(preferred_name)
            chosen = next((p.id for p in self._profiles.values() if name_key(p.name) == key),
                          None)
        index = self.findData(chosen) if chosen is not None else 0
        self.setCurrentIndex(max(index, 0))
        self.blockSignals(False)
        self.setAccessibleName(self.tr("Your profile"))

    def profile(self) -> Profile | None:
        profile_id = self.currentData()
        return None if profile_id is None else self._profiles.get(profile_id)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.setItemText(0, self.tr("No profile"))
            self.setAccessibleName(self.tr("Your profile"))
        super().changeEvent(event)
