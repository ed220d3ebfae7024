"""Host a room on the LAN (PX-MODE-2): room name, the host's role, settings and packs.

The host either plays (one seat, under "your name") or only hosts for the table: this
computer then shows the table view on the TV or projector and plays no seat (PX-MODE-3).
The settings and packs are the one-device setup's own cards (`setup_parts`). Settings
that follow the player count (Spy Word's spies and ghost, SW-ROLE-7) are left to the
core, which takes the recommended values for the players who join.

"Open the room" emits ``sig_open(HostChoice)``; the main window builds the host from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSysInfo, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from core.errors import SetupError
from core.lobby import MAX_NAME_CHARS, check_new_name, clean_name
from core.packs import Pack
from desktop import content, games
from desktop.net_texts import net_text
from desktop.screens import setup_texts as texts
from desktop.screens.base import ScreenBase
from desktop.screens.setup_parts import PacksCard, SettingsCard
from desktop.settings import AppSettings
from desktop.setup_model import SetupModel, count_dependent_keys
from desktop.widgets.basics import (
    Card,
    ReflowLayout,
    big_button,
    button,
    label,
    page_actions,
    page_layout,
    title_label,
)
from desktop.widgets.profile_choice import ProfileChoice
from net.discovery import MAX_ROOM_NAME_BYTES, DiscoveryError, clean_room_name
from store.packs import PackFile
from store.profiles import Profile, ProfileStore

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gallery_registry import GalleryState

PLAY, TABLE = "play", "table"
FALLBACK_ROOM_NAME = "Palabre"


@dataclass(frozen=True)
class HostChoice:
    """What the host chose. ``settings``: the game's options as `net.host.Host` takes them
    (no lobby-made keys); ``player_name`` is None when hosting for the table."""

    room_name: str
    game: str
    role: str  # "play" or "table"
    player_name: str | None
    settings: dict[str, Any]
    packs: tuple[Pack, ...]
    #: The host's player's profile on this computer (PX-PROF-1), None for none.
    profile: Profile | None = None


class HostSetupScreen(ScreenBase):
    sig_open = Signal(object)  # HostChoice
    sig_back = Signal()

    def __init__(self, game: str, packs: tuple[Pack, ...], app_settings: AppSettings,
                 parent: QWidget | None = None, host_name: str | None = None,
                 profiles: ProfileStore | None = None,
                 broken: tuple[PackFile, ...] = ()) -> None:
        """``broken``: the game's pack files not offered, each with a problem."""
        super().__init__(parent)
        self.profiles = profiles
        self.game = game
        self.packs = packs
        self.broken = broken
        self.app_settings = app_settings
        self.host_name = QSysInfo.machineHostName() if host_name is None else host_name
        low = games.GAMES[game].min_players
        self.model = SetupModel(game, [str(seat + 1) for seat in range(low)])
        self.auto_keys = count_dependent_keys(game)
        self._room_name_edited = False
        self.error: str | None = None
        self._build()
        self.name_edit.setText(app_settings.player_name)
        self.profile_box.refresh(app_settings.player_name)
        self.retranslate_ui()

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        outer = page_layout(self)
        header = QHBoxLayout()
        self.back_button = button(self)
        self.back_button.clicked.connect(self.sig_back)
        self.title = title_label(self)
        header.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.title, 1)
        outer.addLayout(header)

        body = QWidget(self)  # the page scrolls (page_layout), the Open button stays
        columns = ReflowLayout(body)  # one column when side by side does not fit
        columns.setSpacing(16)
        outer.addWidget(body, 1)

        left = QVBoxLayout()
        left.addWidget(self._room_card(body))
        left.addStretch(1)
        columns.addLayout(left, 1)
        right = QVBoxLayout()
        keys = [spec.key for spec in self.model.specs() if spec.key not in self.auto_keys]
        self.settings_card = SettingsCard(self.model, body, keys=keys)
        self.settings_card.sig_changed.connect(self.refresh)
        self.auto_note = label(self.settings_card, "muted")
        self.auto_note.setVisible(bool(self.auto_keys))
        self.settings_card.body.addWidget(self.auto_note)
        self.packs_card = PacksCard(self.game, self.packs, body, self.broken,
                                    app_settings=self.app_settings)
        self.packs_card.sig_changed.connect(self.refresh)
        right.addWidget(self.settings_card)
        right.addWidget(self.packs_card)
        right.addStretch(1)
        columns.addLayout(right, 1)

        footer = QHBoxLayout()
        self.status = label(self, "error")
        self.duration = label(self, "muted", wrap=False)
        self.open_button = big_button(self)
        self.open_button.clicked.connect(self.open_room)
        footer.addWidget(self.status, 1)
        footer.addWidget(self.duration)
        footer.addWidget(self.open_button)
        page_actions(self).addLayout(footer)

    def _room_card(self, parent: QWidget) -> Card:
        card = Card(parent)
        self.room_heading = label(card, "subtitle")
        card.body.addWidget(self.room_heading)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.room_label = label(card)
        self.room_edit = QLineEdit(card)
        self.room_edit.setMaxLength(MAX_ROOM_NAME_BYTES)
        self.room_edit.textEdited.connect(self._room_edited)
        self.room_label.setBuddy(self.room_edit)
        form.addRow(self.room_label, self.room_edit)
        card.body.addLayout(form)

        self.role_heading = label(card, "subtitle")
        card.body.addWidget(self.role_heading)
        self.role_group = QButtonGroup(card)
        self.play_radio = QRadioButton(card)
        self.play_radio.setChecked(True)
        self.table_radio = QRadioButton(card)
        self.role_group.addButton(self.play_radio)
        self.role_group.addButton(self.table_radio)
        self.play_radio.toggled.connect(self.refresh)
        self.name_label = label(card)
        self.name_edit = QLineEdit(card)
        self.name_edit.setMaxLength(MAX_NAME_CHARS)
        self.name_edit.textChanged.connect(self.refresh)
        self.name_edit.returnPressed.connect(self.open_room)
        self.name_label.setBuddy(self.name_edit)
        self.profile_label = label(card)
        self.profile_label.setVisible(self.profiles is not None)
        self.profile_box = ProfileChoice(self.profiles, card)
        self.profile_label.setBuddy(self.profile_box)
        self.profile_box.sig_picked.connect(self._profile_picked)
        self.play_hint = label(card, "muted")
        self.table_hint = label(card, "muted")
        name_box = QVBoxLayout()
        name_box.setContentsMargins(28, 0, 0, 8)
        for widget in (self.play_hint, self.profile_label, self.profile_box, self.name_label,
                       self.name_edit):
            name_box.addWidget(widget)
        self.profile_box.setVisible(self.profiles is not None)
        table_box = QVBoxLayout()
        table_box.setContentsMargins(28, 0, 0, 0)
        table_box.addWidget(self.table_hint)
        card.body.addWidget(self.play_radio)
        card.body.addLayout(name_box)
        card.body.addWidget(self.table_radio)
        card.body.addLayout(table_box)
        return card

    # -- texts ------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("Back"))
        self.back_button.setAccessibleName(self.tr("Back to the game list"))
        self.title.setText(self.tr("{game}: host a room").format(game=games.title(self.game)))
        self.room_heading.setText(self.tr("Room"))
        self.room_label.setText(self.tr("Room name (shown to the players who join)"))
        self.room_edit.setAccessibleName(self.tr("Room name"))
        if not self._room_name_edited:
            self.room_edit.setText(self.default_room_name())
        self.role_heading.setText(self.tr("This computer"))
        self.play_radio.setText(self.tr("Host and play"))
        self.play_hint.setText(self.tr("You play a seat on this computer, like everyone "
                                       "else on theirs."))
        self.name_label.setText(self.tr("Your name"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.profile_label.setText(self.tr("Your profile (keeps your XP and titles on this "
                                           "computer)"))
        self.table_radio.setText(self.tr("Host for the table"))
        self.table_hint.setText(self.tr("This computer shows the table view on the TV or "
                                        "projector and plays no seat."))
        self.auto_note.setText(self.tr("The number of spies and the ghost follow the number "
                                       "of players who join (the recommended setup)."))
        self.open_button.setText(self.tr("Open the room"))
        self.settings_card.retranslate_ui()
        self.packs_card.retranslate_ui()
        self.refresh()

    def default_room_name(self) -> str:
        """"Room of <computer name>", as discovery will advertise it."""
        host = self.host_name.split(".")[0].strip()
        pattern = self.tr("Room of {host}").format(host=host) if host else FALLBACK_ROOM_NAME
        try:
            return clean_room_name(pattern)
        except DiscoveryError:
            return FALLBACK_ROOM_NAME

    # -- state ------------------------------------------------------------------------
    @property
    def role(self) -> str:
        return PLAY if self.play_radio.isChecked() else TABLE

    def refresh(self) -> None:
        playing = self.role == PLAY
        self.name_label.setEnabled(playing)
        self.name_edit.setEnabled(playing)
        self.profile_label.setEnabled(playing)
        self.profile_box.setEnabled(playing)
        self.model.use_packs(self.packs_card.chosen())  # a user's smaller Taboo pack
        self.settings_card.refill()
        self.duration.setText(self.tr("Estimated length: {duration}").format(
            duration=games.minutes_text(*self.model.estimated_minutes())))
        self.error = self._check()
        self.status.setText(self.error or "")
        self.open_button.setEnabled(self.error is None)

    def _check(self) -> str | None:
        try:
            clean_room_name(self.room_edit.text())
        except DiscoveryError as exc:
            return net_text(exc.code)
        if self.role == PLAY:
            try:
                check_new_name(self.name_edit.text(), [])
            except SetupError as exc:
                return net_text(exc.code)
        if not self.packs_card.chosen():
            return texts.refusal_text(SetupError(content.NO_PACK))
        return None

    def _room_edited(self, _text: str) -> None:
        self._room_name_edited = True
        self.refresh()

    def choice(self) -> HostChoice:
        """The current choice (whether or not it can open)."""
        playing = self.role == PLAY
        try:
            room_name = clean_room_name(self.room_edit.text())
        except DiscoveryError:
            room_name = ""
        settings = {key: value for key, value in self.model.values.items()
                    if key not in self.auto_keys}
        return HostChoice(room_name=room_name, game=self.game, role=self.role,
                          player_name=clean_name(self.name_edit.text()) if playing else None,
                          settings=settings, packs=tuple(self.packs_card.chosen()),
                          profile=self.profile_box.profile() if playing else None)

    def _profile_picked(self, profile: Profile | None) -> None:
        if profile is not None:
            self.name_edit.setText(profile.name)

    def open_room(self) -> None:
        self.refresh()
        if self.error is not None:
            return
        choice = self.choice()
        if choice.player_name is not None:
            self.app_settings.player_name = choice.player_name
        self.sig_open.emit(choice)

    def default_focus(self) -> QWidget:
        return self.open_button if self.open_button.isEnabled() else self.name_edit


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState
    from desktop.gallery_support import current_language, sample_library, sample_settings

    def make(game: str, role: str, name: str = "Alice", profiles: bool = False,
             ) -> Callable[[], HostSetupScreen]:
        def factory() -> HostSetupScreen:
            settings = sample_settings([])
            settings.player_name = name
            store = None
            if profiles:  # this computer's sample profiles: Alice's is picked by her name
                from desktop.profile_gallery import sample_store
                store = sample_store()[0]
            screen = HostSetupScreen(game, sample_library().packs(game, current_language()),
                                     settings, host_name="anna-laptop", profiles=store)
            if role == TABLE:
                screen.table_radio.setChecked(True)
            return screen
        return factory

    return [
        GalleryState("host-setup-spyword", make("spyword", PLAY)),
        GalleryState("host-setup-taboo-profile", make("taboo", PLAY, profiles=True)),
        GalleryState("host-setup-codenames-table", make("codenames", TABLE)),
        GalleryState("host-setup-taboo-no-name", make("taboo", PLAY, name="")),
    ]
