"""The TV lobby (issue 29): what the table view shows while a LAN room waits for its game.

Players appear as they join, each with their picture, name and team; the four-letter
room code is the biggest thing on the screen, beside the QR code (always the phone
page's URL, with the code, so a scan skips typing it) and the address to type. A joined
table display shows the same, from the lobby message alone (`Lobby.web`,
`Lobby.room_code`, `Lobby.join_code`): everything here is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop import games
from desktop.screens.base import TableWidget, View
from desktop.theme import TEAM_STYLES
from desktop.widgets.basics import Card, label
from desktop.widgets.join_panel import short_url
from desktop.widgets.player_card import avatar_pixmap
from desktop.widgets.team import team_name
from net.room_code import with_code

if TYPE_CHECKING:
    from net.protocol import Lobby

# Sizes at 1920×1080 (`TableWidget.px`).
MARGIN_PX = 56
QR_SIDE_PX = 260
CODE_FONT_PX = 130
AVATAR_PX = 88
TILE_COLUMNS = 2
TEAM_MARKS = {"red": "▲", "blue": "●"}


#: What a QR code holds (`net.room_code.with_code`).
qr_target = with_code


class PlayerTile(QWidget):
    """One player in the TV lobby: picture, name, team."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.picture = QLabel(self)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = label(self, "table-big", wrap=False)
        self.team = label(self, "table-note", wrap=False)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        texts.addWidget(self.name)
        texts.addWidget(self.team)
        layout.addWidget(self.picture)
        layout.addLayout(texts, 1)
        self._shown: tuple[str | None, str, str | None, int] | None = None

    def show_seat(self, name: str, avatar: str | None, team: str | None, team_name: str,
                  side: int) -> None:
        shown = (avatar, name, team, side)
        if shown != self._shown:
            self._shown = shown
            self.picture.clear()
            if avatar:
                self.picture.setPixmap(avatar_pixmap(avatar, side))
            else:  # no profile: the initial, in a disc of the team's colour
                self.picture.setText(name[:1].upper())
            self.picture.setFixedSize(side, side)
            style = TEAM_STYLES.get(team or "")
            fill, text = (style.colour, style.text_on) if style else ("#55586A", "#FFFFFF")
            if not avatar:
                self.picture.setStyleSheet(
                    f"background: {fill}; color: {text}; border-radius: {side // 2}px;"
                    f" font-size: {side // 2}px; font-weight: 700;")
            else:
                self.picture.setStyleSheet("")
            self.name.setText(name)
        self.team.setText(f"{TEAM_MARKS.get(team or '', '')} {team_name}".strip())
        self.team.setVisible(bool(team_name))
        self.setAccessibleName(f"{name}, {team_name}" if team_name else name)


class TableLobby(TableWidget):
    """The room's lobby on the TV: the players, and how to join (public only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lobby: Lobby | None = None
        self.named_url: str | None = None
        outer = QHBoxLayout(self)
        self.outer = outer
        left = QVBoxLayout()
        self.title = label(self, "table-title")
        self.subtitle = label(self, "table-big")
        self.players_heading = label(self, "table-note")
        self.empty = label(self, "table-big")
        self.grid = QGridLayout()
        self.tiles: list[PlayerTile] = []
        left.addWidget(self.title)
        left.addWidget(self.subtitle)
        left.addSpacing(24)
        left.addWidget(self.players_heading)
        left.addWidget(self.empty)
        left.addLayout(self.grid)
        left.addStretch(1)
        outer.addLayout(left, 1)

        self.join_card = Card(self)
        self.code_caption = label(self.join_card, "table-note", centred=True)
        self.code = QLabel(self.join_card)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel(self.join_card)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.how = label(self.join_card, "table-note", centred=True)
        self.address = label(self.join_card, "table-note", centred=True)
        self.fallback = label(self.join_card, "muted", centred=True)
        # Wrapped texts take the card's width (centred by their own alignment): a label
        # placed with AlignHCenter gets its one-line width and is clipped when it wraps.
        for widget in (self.code_caption, self.code, self.qr, self.how, self.address,
                       self.fallback):
            centred = widget in (self.code, self.qr)
            self.join_card.body.addWidget(
                widget, 0, Qt.AlignmentFlag.AlignHCenter if centred else Qt.AlignmentFlag(0))
        self.join_card.body.addStretch(1)
        outer.addWidget(self.join_card, 1)
        self.retranslate_ui()

    def apply_unit(self, unit: float) -> None:
        margin = self.px(MARGIN_PX)
        self.outer.setContentsMargins(margin, margin, margin, margin)
        self.outer.setSpacing(margin)
        self.grid.setHorizontalSpacing(self.px(32))
        self.grid.setVerticalSpacing(self.px(24))
        # A style sheet, not setFont: the table's type sheet would win over a font
        self.code.setStyleSheet(
            f'font-family: "DejaVu Sans Mono", monospace; font-size: {self.px(CODE_FONT_PX)}px;'
            f" font-weight: 800; letter-spacing: {self.px(12)}px;")
        self._fill()

    def retranslate_ui(self) -> None:
        self.players_heading.setText(self.tr("Players"))
        self.code_caption.setText(self.tr("Room code"))
        self.qr.setAccessibleName(self.tr("QR code to join this room"))
        self.empty.setText(self.tr("Nobody has joined yet."))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def render_view(self, view: View) -> None:
        """Never given a game's view: the window swaps in the game's widget at the start."""

    def show_join(self, info: object) -> None:
        """How to join is this screen's own half (`show_joining`)."""

    def show_joining(self, shown: bool) -> None:
        """Show or hide the join half (a classroom may hide the QR code)."""
        self.join_card.setVisible(shown)

    def show_lobby(self, lobby: Lobby, named_url: str | None = None) -> None:
        """Show ``lobby`` (its seats, codes and phone page); ``named_url``: the page by
        the host's mDNS name (``http://palabre.local:8077/``), known on the host only."""
        self.lobby, self.named_url = lobby, named_url
        self._fill()

    def _fill(self) -> None:
        lobby = self.lobby
        if lobby is None:
            return
        self.title.setText(lobby.name)
        self.subtitle.setText(games.title(lobby.game) if lobby.game in games.GAMES else lobby.game)
        seats = list(lobby.seats)
        while len(self.tiles) < len(seats):
            tile = PlayerTile(self)
            index = len(self.tiles)
            self.grid.addWidget(tile, index // TILE_COLUMNS, index % TILE_COLUMNS)
            self.tiles.append(tile)
        for tile, seat in zip(self.tiles, seats, strict=False):
            team = seat.team
            name_of_team = team_name(team) if team else ""
            tile.show_seat(seat.name, seat.avatar, team, name_of_team, self.px(AVATAR_PX))
        for index, tile in enumerate(self.tiles):
            tile.setVisible(index < len(seats))
        self.empty.setVisible(not seats)
        code = lobby.room_code
        self.code_caption.setVisible(bool(code))
        self.code.setVisible(bool(code))
        self.code.setText(code or "")
        web = lobby.web
        self.qr.setVisible(bool(web))
        if web:
            from desktop.widgets.qr import qr_pixmap  # segno loads with the first room

            pixmap = qr_pixmap(qr_target(web, code), self.px(QR_SIDE_PX))
            self.qr.setPixmap(pixmap)
            self.qr.setFixedSize(pixmap.size())
            addresses = [short_url(url) for url in (self.named_url, web) if url]
            self.address.setText("\n".join(addresses))
            self.how.setText(self.tr("Scan with a phone, or open this page and type the code:")
                             if code else self.tr("Scan with a phone, or open:"))
        self.how.setVisible(bool(web))
        self.address.setVisible(bool(web))
        join_code = lobby.join_code
        self.fallback.setVisible(bool(join_code))
        if join_code:
            self.fallback.setText(self.tr("No room found? On another computer, type the join "
                                          "code {code}").format(code=join_code))
