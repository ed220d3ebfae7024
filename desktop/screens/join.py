"""Join a room on the LAN (PX-NET-1, PX-NET-2): rooms found live, a join code, an address.

The main window feeds the rooms a `net.discovery.RoomBrowser` finds (`add_room`,
`update_room`, `remove_room`). A room of another protocol version is listed greyed out
with the reason, and cannot be chosen (PX-NET-3). Where discovery is blocked (school
networks), the player types the join code shown on the host's screen or its address.
The player joins under their name, or as a table display (the table view on a TV).

Every way of joining emits ``sig_join(JoinRequest)``; `show_error(code)` shows why the
host refused or could not be reached, `set_busy` greys the screen while connecting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from core import registry
from core.errors import SetupError
from core.lobby import MAX_NAME_CHARS, check_new_name, clean_name
from desktop import games
from desktop.i18n import NATIVE_NAMES
from desktop.net_texts import incompatible_room_text, net_text
from desktop.screens.base import ScreenBase
from desktop.settings import AppSettings
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
from net.discovery import Room
from net.joincode import (
    HostPort,
    JoinTargetError,
    decode_join_code,
    parse_host_port,
    pick_join_address,
)
from net.protocol import PROTOCOL_VERSION
from net.room_code import read_room_code
from store.profiles import Profile, ProfileStore

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gallery_registry import GalleryState

PLAYER, TABLE = "player", "table"
#: A four-letter room code no room seen on this network has (`desktop.net_texts`).
ROOM_CODE_NOT_FOUND = "roomcode.not_found"


@dataclass(frozen=True)
class JoinRequest:
    """Where and how to join: ``Client(target, name=name, role=role, room_id=room_id)``.
    ``target`` is a join code (``KX74-QMP9-TA3C-DEFG``) or ``host:port``; ``room_id`` is
    the discovered room's id (None for a code, which carries it, or a typed address);
    ``name`` is None for a table display."""

    target: str
    name: str | None
    role: str  # "player" or "table"
    room_id: str | None = None
    #: The profile of this computer that plays (PX-PROF-4): None for none (and a table).
    profile: Profile | None = None


class JoinScreen(ScreenBase):
    sig_join = Signal(object)  # JoinRequest
    sig_back = Signal()

    def __init__(self, app_settings: AppSettings, parent: QWidget | None = None,
                 profiles: ProfileStore | None = None) -> None:
        super().__init__(parent)
        self.app_settings = app_settings
        self.profiles = profiles
        self.rooms: dict[str, Room] = {}
        self.busy = False
        self._error_code: str | None = None
        self._error_details: dict[str, object] = {}
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

        columns = ReflowLayout()  # one column when side by side does not fit
        columns.setSpacing(16)
        outer.addLayout(columns, 1)

        self.rooms_card = Card(self)
        self.rooms_heading = label(self.rooms_card, "subtitle")
        self.rooms_hint = label(self.rooms_card, "muted")
        self.room_list = QListWidget(self.rooms_card)
        self.room_list.setWordWrap(True)
        self.room_list.setSpacing(4)
        self.room_list.itemActivated.connect(lambda _item: self.join_selected())
        self.room_list.currentItemChanged.connect(lambda *_: self._update_enabled())
        self.join_room_button = big_button(self.rooms_card)
        self.join_room_button.clicked.connect(self.join_selected)
        for widget in (self.rooms_heading, self.rooms_hint):
            self.rooms_card.body.addWidget(widget)
        self.rooms_card.body.addWidget(self.room_list, 1)
        columns.addWidget(self.rooms_card, 1)

        right = QVBoxLayout()
        self.you_card = Card(self)
        self.you_heading = label(self.you_card, "subtitle")
        self.name_label = label(self.you_card)
        self.name_edit = QLineEdit(self.you_card)
        self.name_edit.setMaxLength(MAX_NAME_CHARS)
        self.name_label.setBuddy(self.name_edit)
        self.name_edit.textChanged.connect(self._update_enabled)
        self.profile_label = label(self.you_card)
        profiles_shown = self.profiles is not None
        self.profile_label.setVisible(profiles_shown)
        self.profile_box = ProfileChoice(self.profiles, self.you_card)
        self.profile_label.setBuddy(self.profile_box)
        self.profile_box.sig_picked.connect(self._profile_picked)
        self.role_group = QButtonGroup(self.you_card)
        self.player_radio = QRadioButton(self.you_card)
        self.player_radio.setChecked(True)
        self.table_radio = QRadioButton(self.you_card)
        self.table_hint = label(self.you_card, "muted")
        self.role_group.addButton(self.player_radio)
        self.role_group.addButton(self.table_radio)
        self.player_radio.toggled.connect(self._update_enabled)
        you_widgets: tuple[QWidget, ...] = (
            self.you_heading, self.player_radio, self.profile_label, self.profile_box,
            self.name_label, self.name_edit, self.table_radio, self.table_hint)
        for you_widget in you_widgets:
            self.you_card.body.addWidget(you_widget)
        self.profile_box.setVisible(profiles_shown)
        right.addWidget(self.you_card)

        self.manual_card = Card(self)
        self.manual_heading = label(self.manual_card, "subtitle")
        grid = QGridLayout()
        grid.setColumnStretch(0, 1)
        self.code_label = label(self.manual_card)
        self.code_edit = QLineEdit(self.manual_card)
        self.code_edit.setPlaceholderText("KXBT · KX74-QMP9-TA3C-DEFG")
        self.code_edit.setMinimumWidth(
            self.code_edit.fontMetrics().horizontalAdvance("KX74-QMP9-TA3C-DEFGWW"))
        self.code_label.setBuddy(self.code_edit)
        self.code_button = button(self.manual_card)
        self.code_button.clicked.connect(self.join_by_code)
        self.code_edit.returnPressed.connect(self.join_by_code)
        self.code_edit.textChanged.connect(self._update_enabled)
        self.address_label = label(self.manual_card)
        self.address_edit = QLineEdit(self.manual_card)
        self.address_edit.setPlaceholderText("192.168.1.20:4747")
        self.address_label.setBuddy(self.address_edit)
        self.address_button = button(self.manual_card)
        self.address_button.clicked.connect(self.join_by_address)
        self.address_edit.returnPressed.connect(self.join_by_address)
        self.address_edit.textChanged.connect(self._update_enabled)
        grid.addWidget(self.code_label, 0, 0, 1, 2)
        grid.addWidget(self.code_edit, 1, 0)
        grid.addWidget(self.code_button, 1, 1)
        grid.addWidget(self.address_label, 2, 0, 1, 2)
        grid.addWidget(self.address_edit, 3, 0)
        grid.addWidget(self.address_button, 3, 1)
        self.manual_card.body.addWidget(self.manual_heading)
        self.manual_card.body.addLayout(grid)
        right.addWidget(self.manual_card)
        right.addStretch(1)
        columns.addLayout(right, 1)

        footer = QHBoxLayout()
        self.status = label(self, "error")
        self.busy_label = label(self, "muted", wrap=False)
        self.busy_label.hide()
        footer.addWidget(self.status, 1)
        footer.addWidget(self.busy_label)
        footer.addWidget(self.join_room_button)  # the primary action: always in view
        page_actions(self).addLayout(footer)

    # -- texts ------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("Back"))
        self.back_button.setAccessibleName(self.tr("Back to the game list"))
        self.title.setText(self.tr("Join a room"))
        self.rooms_heading.setText(self.tr("Rooms on this network"))
        self.room_list.setAccessibleName(self.tr("Rooms on this network"))
        self.join_room_button.setText(self.tr("Join this room"))
        self.you_heading.setText(self.tr("Join as"))
        self.player_radio.setText(self.tr("A player"))
        self.name_label.setText(self.tr("Your name"))
        self.name_edit.setAccessibleName(self.tr("Your name"))
        self.profile_label.setText(self.tr("Your profile (keeps your XP and titles on this "
                                           "computer)"))
        self.table_radio.setText(self.tr("A table display"))
        self.table_hint.setText(self.tr("This computer shows the table view (public "
                                        "information only) on a TV or projector."))
        self.manual_heading.setText(self.tr("Not in the list?"))
        self.code_label.setText(self.tr("Room code or join code (on the host's screen)"))
        self.code_edit.setAccessibleName(self.tr("Join code"))
        self.code_button.setText(self.tr("Join by code"))
        self.address_label.setText(self.tr("Address (host:port)"))
        self.address_edit.setAccessibleName(self.tr("Address"))
        self.address_button.setText(self.tr("Join by address"))
        self.busy_label.setText(self.tr("Connecting…"))
        self._fill_rooms()
        if self._error_code is not None:
            self.status.setText(net_text(self._error_code, self._error_details))
        self._update_enabled()

    # -- rooms ------------------------------------------------------------------------
    def add_room(self, room: Room) -> None:
        self.rooms[room.service_name] = room
        self._fill_rooms()

    def update_room(self, room: Room) -> None:
        self.add_room(room)

    def remove_room(self, service_name: str) -> None:
        if self.rooms.pop(service_name, None) is not None:
            self._fill_rooms()

    def _fill_rooms(self) -> None:
        current = self.room_list.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.room_list.blockSignals(True)
        self.room_list.clear()
        ordered = sorted(self.rooms.values(),
                         key=lambda r: (not r.compatible, r.name.casefold(), r.service_name))
        for room in ordered:
            item = QListWidgetItem(self._room_text(room))
            item.setData(Qt.ItemDataRole.UserRole, room.service_name)
            if not room.compatible:
                item.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed, cannot be chosen
                item.setForeground(self.palette().color(QPalette.ColorGroup.Disabled,
                                                        QPalette.ColorRole.Text))
            self.room_list.addItem(item)
            if room.service_name == chosen and room.compatible:
                self.room_list.setCurrentItem(item)
        if self.room_list.currentItem() is None:
            first = next((i for i in range(self.room_list.count())
                          if self.room_list.item(i).flags() & Qt.ItemFlag.ItemIsEnabled), None)
            if first is not None:
                self.room_list.setCurrentRow(first)
        self.room_list.blockSignals(False)
        self.rooms_hint.setText(
            self.tr("Looking for rooms… A room opened on this network appears here by "
                    "itself.") if not self.rooms
            else self.tr("Rooms appear and disappear here as hosts open and close them."))
        self._update_enabled()

    def _room_text(self, room: Room) -> str:
        if not room.compatible:
            return f"{room.name}\n{incompatible_room_text(room.protocol_version)}"
        game = games.title(room.game) if registry.is_game(room.game) else room.game
        language = NATIVE_NAMES.get(room.language, room.language)
        players = self.tr("%n player(s)", None, room.players)
        return "{name}\n{details}".format(
            name=room.name, details=self.tr("{game} · {language} · {players}").format(
                game=game, language=language, players=players))

    def selected_room(self) -> Room | None:
        item = self.room_list.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return None
        room = self.rooms.get(item.data(Qt.ItemDataRole.UserRole))
        return room if room is not None and room.compatible else None

    # -- joining ----------------------------------------------------------------------
    @property
    def role(self) -> str:
        return PLAYER if self.player_radio.isChecked() else TABLE

    def _name(self) -> str | None:
        """The checked name (None for a table display); shows the refusal and raises."""
        if self.role == TABLE:
            return None
        try:
            return check_new_name(self.name_edit.text(), [])
        except SetupError as exc:
            self._show(exc.code)
            raise

    def _emit(self, target: str, room_id: str | None = None) -> None:
        try:
            name = self._name()
        except SetupError:
            return
        if name is not None:
            self.app_settings.player_name = clean_name(name)
        self._show(None)
        profile = self.profile_box.profile() if self.role == PLAYER else None
        self.sig_join.emit(JoinRequest(target=target, name=name, role=self.role,
                                       room_id=room_id, profile=profile))

    def _profile_picked(self, profile: Profile | None) -> None:
        if profile is not None:
            self.name_edit.setText(profile.name)

    def join_selected(self) -> None:
        room = self.selected_room()
        if room is None or self.busy:
            return
        self._join_room(room)

    def _join_room(self, room: Room) -> None:
        host = pick_join_address(room.addresses) or next(iter(room.addresses), None)
        if host is None:
            self._show("client.unreachable")
            return
        self._emit(str(HostPort(host=host, port=room.port)), room.room_id or None)

    def join_by_code(self) -> None:
        """The four-letter room code (looked up among the rooms seen on the network,
        issue 29) or the 16-symbol join code (which needs no multicast)."""
        if self.busy:
            return
        short = read_room_code(self.code_edit.text())
        if short is not None:
            room = next((r for r in sorted(self.rooms.values(), key=lambda r: r.service_name)
                         if r.compatible and r.room_code == short), None)
            if room is None:
                self._show(ROOM_CODE_NOT_FOUND, {"code": short})
                return
            self._join_room(room)
            return
        try:
            code = decode_join_code(self.code_edit.text())
        except JoinTargetError as exc:
            self._show(exc.code, exc.details)
            return
        self._emit(code.text)

    def join_by_address(self) -> None:
        if self.busy:
            return
        try:
            address = parse_host_port(self.address_edit.text())
        except JoinTargetError as exc:
            self._show(exc.code, exc.details)
            return
        self._emit(str(address))

    # -- feedback ---------------------------------------------------------------------
    def show_error(self, code: str, details: dict[str, object] | None = None) -> None:
        """Why joining failed (a refusal or close code from `net`), translated."""
        self.set_busy(False)
        self._show(code, details)

    def _show(self, code: str | None, details: dict[str, object] | None = None) -> None:
        self._error_code = code
        self._error_details = dict(details or {})
        self.status.setText("" if code is None else net_text(code, self._error_details))

    def set_busy(self, busy: bool) -> None:
        """While connecting: every way of joining is disabled."""
        self.busy = busy
        self.busy_label.setVisible(busy)
        self._update_enabled()

    def _update_enabled(self) -> None:
        idle = not self.busy
        self.name_edit.setEnabled(idle and self.role == PLAYER)
        self.name_label.setEnabled(self.role == PLAYER)
        self.profile_box.setEnabled(idle and self.role == PLAYER)
        self.profile_label.setEnabled(self.role == PLAYER)
        for widget in (self.player_radio, self.table_radio, self.code_edit,
                       self.address_edit, self.room_list):
            widget.setEnabled(idle)
        self.join_room_button.setEnabled(idle and self.selected_room() is not None)
        self.code_button.setEnabled(idle and bool(self.code_edit.text().strip()))
        self.address_button.setEnabled(idle and bool(self.address_edit.text().strip()))

    def default_focus(self) -> QWidget:
        return self.room_list if self.rooms else self.code_edit


# -- gallery ------------------------------------------------------------------------------
def sample_rooms() -> list[Room]:
    code_of = {"salon": "KXBT", "classe": "GMPW", "kitchen": "RNDH"}

    def room(service: str, name: str, game: str, language: str, players: int,
             version: int = PROTOCOL_VERSION, compatible: bool = True) -> Room:
        return Room(service_name=f"{service}._palabre._tcp.local.", name=name, game=game,
                    language=language, players=players, protocol_version=version,
                    room_id="a1b2c" if compatible else "", addresses=("192.168.1.20",),
                    port=4747, compatible=compatible,
                    room_code=code_of.get(service, "") if compatible else "")

    return [
        room("salon", "Salon d'Anna", "codenames", "fr", 5),
        room("classe", "Classe de 4e B", "taboo", "fr", 8),
        room("kitchen", "Room of kitchen-pc", "spyword", "en", 3),
        room("old", "Room of old-laptop", "", "", 0, version=PROTOCOL_VERSION + 1,
             compatible=False),
    ]


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState
    from desktop.gallery_support import sample_settings

    def make(rooms: bool, error: str | None = None, busy: bool = False, code: str = "",
             profiles: bool = False) -> Callable[[], JoinScreen]:
        def factory() -> JoinScreen:
            settings = sample_settings([])
            settings.player_name = "Bruno"
            store = None
            if profiles:  # this computer's sample profiles: Bruno's is picked by his name
                from desktop.profile_gallery import sample_store
                store = sample_store()[0]
            screen = JoinScreen(settings, profiles=store)
            if rooms:
                for room in sample_rooms():
                    screen.add_room(room)
            screen.code_edit.setText(code)
            if error == "code":
                screen.join_by_code()
            elif error:
                screen.show_error(error)
            screen.set_busy(busy)
            return screen
        return factory

    return [
        GalleryState("join-rooms", make(True)),
        GalleryState("join-rooms-profile", make(True, profiles=True)),
        GalleryState("join-empty-connecting", make(False, busy=True,
                                                   code="KX74-QMP9-TA3C-DEFG")),
        GalleryState("join-error-full", make(True, "room.full")),
        GalleryState("join-error-version", make(True, "protocol.version_mismatch")),
        GalleryState("join-error-bad-code", make(False, "code", code="KX74-QMP9-TA3C-DEF0")),
        # issue 29: a four-letter code no room seen has: the long code is offered
        GalleryState("join-error-room-code", make(True, "code", code="BCDF")),
    ]
