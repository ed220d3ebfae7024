"""The LAN lobby (PX-MODE-2, PX-NET-2): how to join, who has joined, teams, Start.

Shows a `net.protocol.Lobby` given to `show_lobby`: the join code (large), a QR code of
the join text the caller gives, the address, and the players as they arrive (team badge,
spymaster, host, ready, disconnected). The host moves players, makes spymasters, kicks,
shuffles, locks and starts; a player picks their own team and role where the game lets
them (TB-OPT-4) and may leave. Start is enabled when the game's lobby rules accept the
table (`core.lobby.LobbyRules.check`), and otherwise says why.

Every button only emits an intent (``sig_move``, ``sig_kick``...); the host's answer
comes back as the next lobby, a refusal as `show_status`.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core import registry
from core.errors import SetupError
from core.lobby import SPYMASTER
from core.progress.titles import title
from desktop import games, questions
from desktop.profile_texts import title_name
from desktop.screens import setup_texts as texts
from desktop.screens.base import ScreenBase
from desktop.setup_model import BLUE, RED, team_mode
from desktop.widgets.basics import (
    Card,
    ComboBox,
    PageScroller,
    ReflowLayout,
    big_button,
    button,
    label,
    page_actions,
    page_layout,
    title_label,
)
from desktop.widgets.qr import QrCode
from desktop.widgets.team import TeamBadge, team_heading, team_name
from net.protocol import Lobby, LobbySeat

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gallery_registry import GalleryState

QR_SIDE_PX = 220
Choice = tuple[str | None, str | None]  # (team, role)


def has_spymasters(game: str) -> bool:
    """The game deals a spymaster per team (Codenames): its lobby rules offer the role."""
    return SPYMASTER in registry.lobby_rules(game).ROLES


def own_choices(game: str, mode: str | None) -> list[Choice]:
    """The (team, role) pairs a player may pick for themself in this game and variant."""
    if mode is None:
        return []
    if not has_spymasters(game):
        return [(RED, None), (BLUE, None)]
    if mode == "teams":
        return [(RED, None), (RED, SPYMASTER), (BLUE, None), (BLUE, SPYMASTER)]
    if mode == "one_team":
        return [(RED, None), (RED, SPYMASTER)]
    return [(RED, SPYMASTER), (BLUE, SPYMASTER), (None, None)]


class LobbyScreen(ScreenBase):
    sig_move = Signal(int, object, object)  # seat id, team (str | None), role (str | None)
    sig_shuffle = Signal()
    sig_kick = Signal(int)  # seat id
    sig_lock = Signal(bool)
    sig_start = Signal()
    sig_leave = Signal()
    sig_choose = Signal(object, object)  # team, role: this player's own choice

    def __init__(self, parent: QWidget | None = None, classroom: bool = False) -> None:
        """``classroom``: hide the players' titles (`AppSettings.classroom`)."""
        super().__init__(parent)
        self.classroom = classroom
        self.lobby: Lobby | None = None
        self.join_code: str | None = None
        self.address = ""
        self.qr_text = ""
        self.web_url: str | None = None
        self.my_seat: int | None = None
        self.is_host = False
        self.start_error: SetupError | None = None
        self.row_buttons: dict[tuple[int, str], QPushButton] = {}
        #: Gone players' seats counting down to their release (`LobbySeat.release_in_ms`):
        #: seat -> monotonic time of the release, and the row label that shows it.
        self._release_at: dict[int, float] = {}
        self._details: dict[int, QLabel] = {}
        self._countdown = QTimer(self)
        self._countdown.setInterval(1000)
        self._countdown.timeout.connect(self._tick_countdown)
        self._build()
        self.retranslate_ui()

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        outer = page_layout(self)
        header = QHBoxLayout()
        self.leave_button = button(self)
        self.leave_button.clicked.connect(self.sig_leave)
        titles = QVBoxLayout()
        self.title = title_label(self)
        self.subtitle = label(self, "muted")
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        header.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignTop)
        header.addLayout(titles, 1)
        outer.addLayout(header)

        columns = ReflowLayout()  # one column when side by side does not fit
        columns.setSpacing(16)
        outer.addLayout(columns, 1)

        self.join_card = Card(self)
        self.join_heading = label(self.join_card, "subtitle")
        self.code_caption = label(self.join_card, "muted")
        self.code_label = label(self.join_card, "title", wrap=False, centred=True)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.code_label.setFont(mono)
        self.qr = QrCode(self.join_card, side_px=QR_SIDE_PX)
        self.qr_hint = label(self.join_card, "muted", centred=True)
        self.web_label = label(self.join_card, "subtitle", centred=True)  # phones' URL
        self.web_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label = label(self.join_card, centred=True)
        self.address_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        self.locked_label = label(self.join_card, "error", centred=True)
        # The 16-symbol join code under the room code: for a network without multicast.
        self.long_code_label = label(self.join_card, "muted", centred=True)
        self.long_code_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (self.join_heading, self.code_caption, self.code_label,
                       self.long_code_label):
            self.join_card.body.addWidget(widget)
        self.join_card.body.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        for widget in (self.qr_hint, self.web_label, self.address_label, self.locked_label):
            self.join_card.body.addWidget(widget)
        self.join_card.body.addStretch(1)
        columns.addWidget(self.join_card, 0)

        self.players_card = Card(self)
        head = QHBoxLayout()
        self.players_heading = label(self.players_card, "subtitle")
        self.players_count = label(self.players_card, "muted")  # wraps at 200 % text
        head.addWidget(self.players_heading, 1)
        head.addWidget(self.players_count)
        self.players_card.body.addLayout(head)
        self.players_hint = label(self.players_card, "muted")
        self.players_card.body.addWidget(self.players_hint)
        rows_widget = QWidget(self.players_card)
        self.rows = QVBoxLayout(rows_widget)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setSpacing(6)
        # As wide as its rows need (their buttons were cut at 200 % text): the columns
        # then stand one under the other.
        scroll = PageScroller(rows_widget, self.players_card)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget "
                             "{ background: transparent; }")  # the card's own surface
        self.players_card.body.addWidget(scroll, 1)

        choose = ReflowLayout()  # large text: the caption above the choice
        self.choose_label = label(self.players_card, wrap=False)
        self.choose_box = ComboBox(self.players_card)  # as wide as its longest choice
        self.choose_label.setBuddy(self.choose_box)
        self.choose_box.activated.connect(self._chosen)
        choose.addWidget(self.choose_label)
        choose.addWidget(self.choose_box, 1)
        self.choose_row = QWidget(self.players_card)
        self.choose_row.setLayout(choose)
        choose.setContentsMargins(0, 0, 0, 0)
        self.players_card.body.addWidget(self.choose_row)
        columns.addWidget(self.players_card, 1)

        self.status = label(self, "error")
        actions = page_actions(self)
        actions.addWidget(self.status)
        self.start_note = label(self, "muted")
        self.shuffle_button = button(self)
        self.shuffle_button.clicked.connect(self.sig_shuffle)
        self.lock_button = button(self)
        self.lock_button.clicked.connect(self._lock_clicked)
        self.start_button = big_button(self)
        self.start_button.clicked.connect(self.sig_start)
        # Large text: the note goes above the buttons, then the two others one above the
        # other, Start beside them (never under: it stays in view).
        notes = ReflowLayout()
        notes.addWidget(self.start_note, 1)
        others = ReflowLayout()
        others.addWidget(self.shuffle_button)
        others.addWidget(self.lock_button)
        footer = QHBoxLayout()
        footer.addLayout(others, 1)
        footer.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignBottom)
        notes.addLayout(footer)
        actions.addLayout(notes)

    # -- input ------------------------------------------------------------------------
    def show_lobby(self, lobby: Lobby, *, join_code: str | None, address: str | None, qr_text: str,
                   my_seat: int | None, is_host: bool, web_url: str | None = None) -> None:
        """Show ``lobby``. ``my_seat``: this device's seat id (None: a table display or a
        host for the table); ``qr_text``: what the QR code holds (a join link or code);
        ``web_url``: the phones' page the host serves (shown beside the QR code)."""
        self.web_url = web_url
        if lobby != self.lobby:
            self.status.clear()  # a refusal is about the lobby it answered
            now = time.monotonic()
            self._release_at = {seat: now + info.release_in_ms / 1000
                                for seat, info in enumerate(lobby.seats)
                                if info.release_in_ms is not None and not info.connected}
        self.lobby = lobby
        self.join_code = join_code if join_code is not None else lobby.join_code
        self.address = address or ""  # None: no address to show (a client without one)
        self.qr_text = qr_text
        self.my_seat = my_seat
        self.is_host = is_host
        self.render_lobby()

    def show_status(self, text: str) -> None:
        """A line for refusals (already translated; "" clears it)."""
        self.status.setText(text)

    # -- texts ------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.join_heading.setText(self.tr("Join this room"))
        self.code_caption.setText(self.tr("Join code"))
        self.qr.setAccessibleName(self.tr("QR code to join this room"))
        self.players_heading.setText(self.tr("Players"))
        self.shuffle_button.setToolTip(self.tr("Random, balanced teams"))
        self.start_button.setText(self.tr("Start"))
        self.render_lobby()

    def render_lobby(self) -> None:
        lobby = self.lobby
        if lobby is None:
            self.title.setText(self.tr("Room"))
            return
        rules = registry.lobby_rules(lobby.game)
        mode = team_mode(lobby.game, lobby.settings)
        host = self.is_host
        self.leave_button.setText(self.tr("Close the room") if host else self.tr("Leave"))
        self.leave_button.setAccessibleName(
            self.tr("Close the room for everyone") if host else self.tr("Leave the room"))
        self.title.setText(lobby.name)
        variant = lobby.settings.get("variant") if has_spymasters(lobby.game) else None
        game = games.title(lobby.game)
        if variant:
            game = self.tr("{game} · {variant}").format(
                game=game, variant=games.variant_name(variant))
        self.subtitle.setText(
            self.tr("{game} · the game is on").format(game=game) if lobby.started
            else self.tr("{game} · waiting for players").format(game=game))
        # Joining: the four-letter room code big where the room is advertised (issue 29),
        # the long join code under it (networks without multicast), else the long one big
        short = lobby.room_code
        self.code_caption.setText(self.tr("Room code") if short else self.tr("Join code"))
        self.code_label.setText(short or self.join_code or "—")
        self.code_caption.setVisible(bool(short or self.join_code))
        self.code_label.setVisible(bool(short or self.join_code))
        self.long_code_label.setText(
            self.tr("Not found? Type the join code {code}").format(code=self.join_code)
            if short and self.join_code else "")
        self.long_code_label.setVisible(bool(short and self.join_code))
        self.qr.set_text(self.qr_text)
        self.qr_hint.setText(
            self.tr("Scan with a phone to play in its browser, or open this address:"))
        self.qr.setVisible(bool(self.qr_text))
        self.qr_hint.setVisible(bool(self.qr_text))
        self.web_label.setText(self.web_url or "")
        self.web_label.setVisible(bool(self.web_url))
        self.address_label.setText(self.tr("Address: {address}").format(address=self.address)
                                   if self.address else "")
        self.locked_label.setText(self.tr("Locked: no new players can join.")
                                  if lobby.locked else "")
        self.locked_label.setVisible(lobby.locked)
        # Players
        low, high = rules.player_range(lobby.settings)
        self.players_count.setText(texts.players_count_text(len(lobby.seats), low, high))
        self.players_hint.setText(
            self.tr("Players who join appear here.") if not lobby.seats else "")
        self.players_hint.setVisible(not lobby.seats)
        self._fill_rows(lobby, mode)
        # This player's own choice (TB-OPT-4)
        mine = self._my_seat_of(lobby)
        options = own_choices(lobby.game, mode) if mine is not None and not host else []
        self.choose_row.setVisible(bool(options) and not lobby.started)
        if options and mine is not None:
            self.choose_label.setText(self.tr("Your team:") if not has_spymasters(lobby.game)
                                      else self.tr("Your role:"))
            self.choose_box.setAccessibleName(self.choose_label.text().rstrip(":"))
            self.choose_box.clear()
            for team, role in options:
                self.choose_box.addItem(self._choice_text(mode, team, role), (team, role))
            seat = lobby.seats[mine]
            current = (seat.team, seat.role)
            if current in options:
                self.choose_box.setCurrentIndex(options.index(current))
        # Host controls
        self.start_error = self._start_error(lobby)
        self.start_button.setVisible(host)
        self.lock_button.setVisible(host)
        self.shuffle_button.setVisible(host and mode is not None)
        self.shuffle_button.setText(self.tr("Shuffle the teams") if mode == "teams"
                                    else self.tr("Draw the spymasters again"))
        self.lock_button.setText(self.tr("Unlock the room") if lobby.locked
                                 else self.tr("Lock the room"))
        self.lock_button.setToolTip(self.tr("A locked room takes no new players; players "
                                            "who lost their connection can still come back."))
        self.start_button.setEnabled(host and not lobby.started and self.start_error is None)
        for widget in (self.shuffle_button, self.lock_button):
            widget.setEnabled(not lobby.started)
        if lobby.started:
            note = ""
        elif host:
            note = ("" if self.start_error is None
                    else texts.refusal_text(self.start_error))
        else:
            note = self.tr("The host starts the game when everyone is here.")
        self.start_note.setText(note)

    def _start_error(self, lobby: Lobby) -> SetupError | None:
        """Why the lobby rules refuse this table now (None: the host may start)."""
        try:
            registry.lobby_rules(lobby.game).check([seat.name for seat in lobby.seats],
                                                  lobby.settings)
        except SetupError as exc:
            return exc
        return None

    def _my_seat_of(self, lobby: Lobby) -> int | None:
        return next((index for index, info in enumerate(lobby.seats)
                     if info.id == self.my_seat), None)

    def _choice_text(self, mode: str | None, team: str | None, role: str | None) -> str:
        if mode == "one_team":
            return self.tr("Spymaster") if role == SPYMASTER else self.tr("Guesser")
        if mode == "rivals":
            if role == SPYMASTER:
                return self.tr("Spymaster of the {team}").format(team=team_name(team))
            return self.tr("Guesser for both spymasters")
        if role == SPYMASTER:
            return self.tr("{team} · spymaster").format(team=team_heading(team))
        if self.lobby is not None and has_spymasters(self.lobby.game):
            return self.tr("{team} · guesser").format(team=team_heading(team))
        return team_heading(team)

    # -- rows -------------------------------------------------------------------------
    def _fill_rows(self, lobby: Lobby, mode: str | None) -> None:
        focused = next((key for key, widget in self.row_buttons.items()
                        if widget.hasFocus()), None)
        _clear_layout(self.rows)
        self.row_buttons = {}
        self._details = {}
        if self._release_at and not lobby.started:
            self._countdown.start()
        else:
            self._countdown.stop()
        if mode == "teams":
            for team in (RED, BLUE):
                members = [s for s, seat in enumerate(lobby.seats) if seat.team == team]
                head = QHBoxLayout()
                head.addWidget(TeamBadge(team, self.players_card))
                heading = label(self.players_card, "subtitle")
                heading.setText(self.tr("{team} (%n)", None, len(members)).format(
                    team=team_heading(team)))
                head.addWidget(heading, 1)
                self.rows.addLayout(head)
                for seat in members:
                    self.rows.addWidget(self._row(lobby, mode, seat))
            others = [s for s, seat in enumerate(lobby.seats) if seat.team not in (RED, BLUE)]
            for seat in others:
                self.rows.addWidget(self._row(lobby, mode, seat))
        else:
            for seat in range(len(lobby.seats)):
                self.rows.addWidget(self._row(lobby, mode, seat))
        self.rows.addStretch(1)
        if focused in self.row_buttons:
            self.row_buttons[focused].setFocus()

    def _row(self, lobby: Lobby, mode: str | None, seat: int) -> QWidget:
        """A player: name and marks on the first line; the host's buttons below."""
        info = lobby.seats[seat]
        row = Card(self.players_card)
        row.body.setContentsMargins(10, 4, 6, 4)
        row.body.setSpacing(2)
        line = QHBoxLayout()
        line.setSpacing(8)
        row.body.addLayout(line)
        if info.team is not None and mode == "rivals":
            line.addWidget(TeamBadge(info.team, row))
        name = label(row, "subtitle", wrap=False)
        name.setText(self.tr("{name} (you)").format(name=info.name) if info.id == self.my_seat
                     else info.name)
        column = QVBoxLayout()
        column.setSpacing(0)
        column.addWidget(name)
        shown_title = "" if self.classroom else title_name(title(info.title))
        if shown_title:  # PX-PROF-3: the chosen title under the name
            title_line = label(row, "muted", wrap=False)
            title_line.setText(shown_title)
            column.addWidget(title_line)
        line.addLayout(column)
        marks = self._marks(lobby, mode, seat, info)
        detail = label(row, "error" if not info.connected else "muted")
        detail.setText(" · ".join(marks))
        self._details[seat] = detail
        line.addWidget(detail, 1)
        row.setAccessibleName(" · ".join([t for t in (info.name, shown_title) if t] + marks))
        if self.is_host and not lobby.started:
            # Large text: the seat's buttons one under the other, not cut off.
            buttons = ReflowLayout()
            buttons.setSpacing(8)
            buttons.addStretch(1)
            self._host_buttons(row, buttons, lobby, mode, seat, info)
            if buttons.count() > 1:
                row.body.addLayout(buttons)
        return row

    def _marks(self, lobby: Lobby, mode: str | None, seat: int, info: LobbySeat) -> list[str]:
        marks = []
        if info.id == lobby.host_seat:
            marks.append(self.tr("host"))
        if info.team is not None and mode == "rivals":
            marks.append(team_name(info.team))
        if info.role == SPYMASTER:
            marks.append(self.tr("spymaster"))
        elif has_spymasters(lobby.game) and mode is not None:
            marks.append(self.tr("guesser"))
        if info.ready and not lobby.started:
            marks.append(self.tr("ready"))
        if not info.connected and seat in self._release_at and not lobby.started:
            left = max(0, math.ceil(self._release_at[seat] - time.monotonic()))
            marks.append(self.tr("disconnected, seat freed in {seconds} s").format(
                seconds=left))
        elif not info.connected:
            marks.append(self.tr("disconnected, seat kept"))
        return marks

    def _tick_countdown(self) -> None:
        """Once a second while a gone player's seat counts down: only those row texts."""
        lobby = self.lobby
        if lobby is None or not self._release_at or lobby.started:
            self._countdown.stop()
            return
        mode = team_mode(lobby.game, lobby.settings)
        for seat in self._release_at:
            detail = self._details.get(seat)
            if detail is not None and seat < len(lobby.seats):
                detail.setText(" · ".join(self._marks(lobby, mode, seat, lobby.seats[seat])))

    def _host_buttons(self, row: QWidget, line: QBoxLayout, lobby: Lobby, mode: str | None,
                      seat: int, info: LobbySeat) -> None:
        def add(kind: str, text: str, accessible: str, slot: Callable[..., object]) -> None:
            widget = button(row)
            widget.setText(text)
            widget.setAccessibleName(accessible)
            widget.clicked.connect(slot)
            self.row_buttons[(seat, kind)] = widget
            line.addWidget(widget, 0, Qt.AlignmentFlag.AlignVCenter)

        if mode == "teams":
            other = BLUE if info.team == RED else RED
            add("move", self.tr("To the {team}").format(team=team_name(other)),
                self.tr("Move {name} to the {team}").format(name=info.name,
                                                            team=team_name(other)),
                lambda _=False: self.sig_move.emit(info.id, other, None))
        if has_spymasters(lobby.game) and mode is not None:
            if info.role == SPYMASTER:
                team = None if mode == "rivals" else info.team
                add("role", self.tr("Make guesser"),
                    self.tr("Make {name} a guesser").format(name=info.name),
                    lambda _=False: self.sig_move.emit(info.id, team, None))
            else:
                team = info.team or _free_spymaster_team(lobby)
                add("role", self.tr("Make spymaster"),
                    self.tr("Make {name} the spymaster").format(name=info.name),
                    lambda _=False: self.sig_move.emit(info.id, team, SPYMASTER))
        if info.id != lobby.host_seat:
            add("kick", self.tr("Remove"),
                self.tr("Remove {name} from the room").format(name=info.name),
                lambda _=False: self._kick_clicked(info.id, info.name))

    # -- intents ----------------------------------------------------------------------
    def _kick_clicked(self, seat: int, name: str) -> None:
        """A removal asks first: the removed player cannot join this room again."""
        if questions.ask(self, self.tr("Remove {name}?").format(name=name), self.tr(
                "{name} leaves the room and cannot join it again.").format(name=name)):
            self.sig_kick.emit(seat)

    def _lock_clicked(self) -> None:
        if self.lobby is not None:
            self.sig_lock.emit(not self.lobby.locked)

    def _chosen(self, index: int) -> None:
        team, role = self.choose_box.itemData(index)
        self.sig_choose.emit(team, role)

    def default_focus(self) -> QWidget:
        return self.start_button if self.is_host else self.leave_button


def _free_spymaster_team(lobby: Lobby) -> str:
    """The team a team-less player becomes spymaster of (three-player competitive)."""
    taken = {seat.team for seat in lobby.seats if seat.role == SPYMASTER}
    return next((team for team in (RED, BLUE) if team not in taken), RED)


def _clear_layout(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            _clear_layout(inner)
            inner.deleteLater()


# -- gallery ------------------------------------------------------------------------------
SAMPLE_CODE = "KX74-QMP9-TA3C-DEFG"
SAMPLE_RELEASE_MS = 42_000
SAMPLE_ADDRESS = "192.168.1.20:4747"
SAMPLE_QR = "palabre://join/KX74-QMP9-TA3C-DEFG?address=192.168.1.20:4747"
SAMPLE_WEB_URL = "http://192.168.1.20:8077/"
#: Titles some sample players show (ids of `core.progress.titles`).
SAMPLE_TITLES = {0: "sw_streak_35", 1: "sw_ghost_1", 3: "sw_citizen_10", 5: "sw_played_1"}


def sample_lobby(game: str, names: list[str], *, settings: dict[str, Any] | None = None,
                 host_plays: bool = True,
                 teams: dict[int, tuple[str | None, str | None]] | None = None,
                 disconnected: tuple[int, ...] = (), ready: tuple[int, ...] = (),
                 locked: bool = False, releasing: tuple[int, ...] = (),
                 titles: dict[int, str] | None = None,
                 avatars: dict[int, str] | None = None, room_code: str | None = None,
                 web: str | None = None) -> Lobby:
    """A real room's lobby (`net.room.Room`, the host's own rules) for samples and tests."""
    import random

    from net.room import Room

    room = Room(game, "Salon d'Anna", "en", settings=settings or {}, room_id="a1b2c",
                rng=random.Random(3))
    for index, name in enumerate(names):
        room.join(name, local=host_plays and index == 0, title=(titles or {}).get(index),
                  profile=index in (titles or {}) or index in (avatars or {}),
                  avatar=(avatars or {}).get(index))
    room.arrange()
    for seat, (team, role) in (teams or {}).items():
        room.choose_team(seat, team, role)
    for seat in disconnected:
        room.set_connected(seat, False)
    for seat in ready:
        room.set_ready(seat, True)
    room.lock(locked)
    # ``releasing``: gone players' seats counting down to their release (`release_in`)
    return room.lobby(SAMPLE_CODE, {seat: SAMPLE_RELEASE_MS for seat in releasing},
                      room_code=room_code, web=web)


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState, no_primary

    waits = no_primary("a player waits for the host to start")
    five = ["Anna", "Bruno", "Chloé", "Dmitri", "Emma"]
    six = [*five, "Farid"]

    def make(lobby_factory: Callable[[], Lobby], my_seat: int | None, is_host: bool,
             status: str = "") -> Callable[[], LobbyScreen]:
        def factory() -> LobbyScreen:
            screen = LobbyScreen()
            web = SAMPLE_WEB_URL if is_host else None  # a host serves the phones' page
            screen.show_lobby(lobby_factory(), join_code=SAMPLE_CODE, address=SAMPLE_ADDRESS,
                              qr_text=web or SAMPLE_QR, my_seat=my_seat, is_host=is_host,
                              web_url=web)
            if status:
                screen.show_status(status)
            return screen
        return factory

    return [
        GalleryState("lobby-host-spyword", make(
            lambda: sample_lobby("spyword", five, disconnected=(3,), ready=(1, 2),
                                 releasing=(3,)), 0, True)),
        GalleryState("lobby-host-spyword-too-few", make(
            lambda: sample_lobby("spyword", five[:3]), 0, True)),
        GalleryState("lobby-host-taboo", make(
            lambda: sample_lobby("taboo", six, ready=(4,)), 0, True)),
        GalleryState("lobby-host-codenames", make(
            lambda: sample_lobby("codenames", six), 0, True)),
        GalleryState("lobby-host-codenames-locked-table", make(
            lambda: sample_lobby("codenames", five[:3], host_plays=False,
                                 settings={"variant": "three_competitive"}, locked=True),
            None, True)),
        GalleryState("lobby-player-taboo", make(
            lambda: sample_lobby("taboo", six), 2, False), primary=waits),
        GalleryState("lobby-player-codenames", make(
            lambda: sample_lobby("codenames", six, ready=(3,)), 3, False), primary=waits),
        GalleryState("lobby-host-spyword-titles", make(
            lambda: sample_lobby("spyword", five, ready=(1,), titles=SAMPLE_TITLES), 0, True)),
        GalleryState("lobby-player-taboo-titles", make(
            lambda: sample_lobby("taboo", six, titles=SAMPLE_TITLES), 2, False),
            primary=waits),
    ]
