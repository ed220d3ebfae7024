"""The side pieces of the Codenames screens: clue entry, current clue, agents left,
clue log and guess history. Each shows part of a view; none decides a rule."""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.codenames.limits import MAX_CLUE_LENGTH
from core.codenames.view_types import CodenamesClue, CodenamesView
from desktop.codenames import look
from desktop.codenames.texts import card_role, team_members
from desktop.screens.base import ScreenBase
from desktop.theme import scaled
from desktop.widgets.basics import Card, big_button, label
from desktop.widgets.team import TeamBadge, paint_side, team_heading, team_name

ICON_PX = 22
INDENT = "    "  # a guess or cover row sits under its clue


@cache
def side_icon(side: str) -> QIcon:
    """A side's badge as an icon for list rows (shape + pattern, never colour alone)."""
    pixmap = QPixmap(ICON_PX, ICON_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_side(painter, side, QRectF(2, 2, ICON_PX - 4, ICON_PX - 4))
    painter.end()
    return QIcon(pixmap)


def clue_text(clue: CodenamesClue) -> str:
    return f"{str(clue['word']).upper()}  ·  {clue['number']}"


class ClueEntry(ScreenBase):
    """CN-CLUE-1: the spymaster types one word and picks a number, then gives the clue."""

    sig_give = Signal(str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.caption = label(self, "muted")
        row = QHBoxLayout()
        self.word = QLineEdit(self)
        self.word.setMaxLength(MAX_CLUE_LENGTH)
        self.word.returnPressed.connect(self.give)
        self.number = QSpinBox(self)
        self.number.setMinimumWidth(scaled(look.NUMBER_BOX_WIDTH_PX))
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.word, 1)
        row.addWidget(self.number)
        self.give_button = big_button(self)
        self.give_button.clicked.connect(self.give)
        self.error = label(self, "error")
        layout.addWidget(self.caption)
        layout.addLayout(row)
        layout.addWidget(self.give_button)
        layout.addWidget(self.error)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.caption.setText(self.tr("One word and a number (0 to 9)"))
        self.word.setPlaceholderText(self.tr("Your clue"))
        self.word.setAccessibleName(self.tr("Clue word"))
        self.number.setAccessibleName(self.tr("Number of words"))
        self.number.setToolTip(self.tr("0: as many guesses as you like, while right"))
        self.give_button.setText(self.tr("Give the clue"))

    def set_numbers(self, numbers: list[int]) -> None:
        """The numbers the view allows (CN-CLUE-3: 0 means unlimited while right)."""
        if numbers:
            self.number.setRange(min(numbers), max(numbers))

    def clear(self) -> None:
        self.word.clear()
        self.error.clear()
        self.number.setValue(min(max(1, self.number.minimum()), self.number.maximum()))

    def give(self) -> None:
        self.sig_give.emit(self.word.text(), self.number.value())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.give()
            return
        super().keyPressEvent(event)


class ClueStatus(Card):
    """The current clue and the guesses left (CN-GUESS-5, CN-CLUE-3), or who is giving it."""

    def __init__(self, parent: QWidget | None = None, role: str = "subtitle") -> None:
        super().__init__(parent)
        self.caption = label(self, "muted")
        self.clue = label(self, role)
        self.guesses = label(self)
        for widget in (self.caption, self.clue, self.guesses):
            self.body.addWidget(widget)

    def show_view(self, view: CodenamesView) -> None:
        clue = view.get("clue")
        if clue is None:
            self.caption.setText(self.tr("Clue"))
            self.clue.setText(self.tr("Waiting for the spymaster"))
            self.guesses.setText("")
            self.guesses.setVisible(False)
            return
        self.caption.setText(self.tr("Clue of the {team}").format(
            team=team_name(clue["team"])) if view.get("variant") != "three_competitive"
            else self.tr("Clue"))
        self.clue.setText(clue_text(clue))
        self.guesses.setVisible(True)
        if view.get("unlimited_guesses"):
            self.guesses.setText(self.tr("Guesses: unlimited while right"))
        else:
            self.guesses.setText(self.tr("Guesses left: %n", None,
                                         int(view.get("guesses_left") or 0)))


class AgentsLeft(QWidget):
    """Agents still to find per team (public: counts only), each with its badge."""

    def __init__(self, parent: QWidget | None = None, role: str | None = None,
                 badge_px: int = look.SCORE_BADGE_PX, vertical: bool = True,
                 compact: bool = False) -> None:
        super().__init__(parent)
        self.compact = compact  # the table view: badge and count, read from across a room
        direction = (QBoxLayout.Direction.TopToBottom if vertical
                     else QBoxLayout.Direction.LeftToRight)
        layout = self.box = QBoxLayout(direction, self)
        layout.setContentsMargins(0, 0, 0, 0)
        if not vertical:  # side by side: keep the two teams clearly apart
            layout.setSpacing(badge_px)
        self.rows: dict[str, tuple[TeamBadge, Any]] = {}
        # Who plays in each team (offline players marked); not on the compact table rows.
        self.members: dict[str | None, Any] = {}
        for team in ("red", "blue"):
            row = QHBoxLayout()
            badge = TeamBadge(team, self, badge_px)
            text = label(self, role, wrap=False)
            row.addWidget(badge)
            row.addWidget(text, 1)
            if compact:
                layout.addLayout(row)
            else:
                column = QVBoxLayout()
                column.setSpacing(0)
                column.addLayout(row)
                members = label(self, "muted")
                members.setIndent(badge_px + look.MEMBERS_GAP_PX)  # under the team's name
                column.addWidget(members)
                layout.addLayout(column)
                self.members[team] = members
            self.rows[team] = (badge, text)
        if not compact:  # CN-3P-2: the single guesser plays for both spymasters
            both = label(self, "muted")
            layout.addWidget(both)
            self.members[None] = both

    def show_view(self, view: CodenamesView) -> None:
        left = view.get("words_left", {})
        coop = view.get("player_team") is not None
        for team, (_badge, text) in self.rows.items():
            name = team_heading(team)
            if self.compact:  # the badge names the team; the number reads from afar
                text.setText(str(left.get(team, 0)))
                text.setAccessibleName(self.tr("{team}: %n agent(s) left", None,
                                               left.get(team, 0)).format(team=name))
            elif coop and team != view.get("player_team"):
                text.setText(self.tr("{team} (opponent): %n left", None,
                                     left.get(team, 0)).format(team=name))
            else:
                text.setText(self.tr("{team}: %n agent(s) left", None,
                                     left.get(team, 0)).format(team=name))
        for members_team, members in self.members.items():
            names = team_members(view, members_team)
            if members_team is None and names:
                names = self.tr("Guessing for both: {names}").format(names=names)
            members.setText(names)
            members.setVisible(bool(names))


class History(QListWidget):
    """The clue log and the guess and cover histories, newest turn first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumHeight(scaled(look.HISTORY_MIN_HEIGHT_PX))
        self.setWordWrap(True)

    def show_view(self, view: CodenamesView) -> None:
        self.clear()
        for text, side in self.rows(view):
            item = QListWidgetItem(text)
            if side is not None:
                item.setIcon(side_icon(side))
            self.addItem(item)
        self.setAccessibleName(self.tr("Clues and guesses"))

    def rows(self, view: CodenamesView) -> list[tuple[str, str | None]]:
        """(text, side) rows, newest turn first: each clue, then its guesses and cover."""
        names = {s["seat"]: s["name"] for s in view.get("seats", [])}
        turns: dict[int, list[tuple[str, str | None]]] = {}
        for clue in view.get("clue_log", []):
            turns.setdefault(clue["turn"], []).append((self.tr("{name}: {clue}").format(
                name=names.get(clue["seat"], ""), clue=clue_text(clue)), clue["team"]))
        for guess in view.get("guess_history", []):
            turns.setdefault(guess["turn"], []).append((INDENT + self.tr("{word}: {role}").format(
                word=str(guess["word"]).upper(), role=card_role(guess["colour"])),
                guess["colour"]))
        for cover in view.get("cover_history", []):
            text = self.tr("{name} covers {word}").format(
                name=names.get(cover["seat"], ""), word=str(cover["word"]).upper())
            turns.setdefault(cover["turn"], []).append((INDENT + text, cover["colour"]))
        rows: list[tuple[str, str | None]] = []
        for turn in sorted(turns, reverse=True):
            rows += turns[turn]
        return rows
