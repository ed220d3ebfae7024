"""Spy Word's table view for the TV (PX-MODE-3): public information only, from 4 m.

Players (in the game or out, with a role only where the view reveals it), round, phase,
the current speaker, the timer and the last vote's result. It only ever gets
``view(None)``, which holds no word before the end (SW-RND-7); at the end it shows the
winning side and both words (SW-END-1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from core.spyword.view_types import SpyWordEnd, SpyWordGameView, SpyWordSeat
from desktop import games
from desktop.screens.base import TableWidget, View, typed_view
from desktop.spyword.history import outcome_text, result_heading, revealed_role_text, vote_lines
from desktop.spyword.result_pages import VOTE_GAP_PX
from desktop.spyword.texts import (
    end_reason,
    marked_name,
    names_list,
    phase_name,
    role_name,
    side_title,
)
from desktop.spyword.widgets import discard
from desktop.theme import scaled, set_role
from desktop.widgets.basics import Card, label
from desktop.widgets.countdown import Countdown
from desktop.widgets.emoji import EmojiPicture

if TYPE_CHECKING:
    from desktop.clock import Clock

# Sizes at 1920×1080 (`TableWidget.px` follows the window).
MARGIN_PX = 48
FEW_PLAYERS = 6  # up to this many: three columns, so the names can be very large
FEW_PLAYER_COLUMNS = 3
PLAYER_COLUMNS = 4
CROWDED_PLAYERS = 8  # above this, more columns and smaller names: all fit on one screen
CROWDED_PLAYER_COLUMNS = 6
VOTE_COLUMNS = 3
TABLE_PICTURE_PX = 220
NOW_MARK = "▶"
VOTED_MARK = "✓"
OUT_MARK = "✗"


class SpyTableWidget(TableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "table")
        layout = QVBoxLayout(self)
        self.layout_ = layout
        top = QHBoxLayout()
        self.heading = label(self, "table-big")
        self.countdown = Countdown(self, role="table-title")
        self.countdown.set_deadline(None)
        top.addWidget(self.heading, 1)
        top.addWidget(self.countdown)
        layout.addLayout(top)
        self.status = label(self, "table-title", centred=True)
        self.detail = label(self, "table", centred=True)
        layout.addWidget(self.status)
        layout.addWidget(self.detail)
        self.words = QWidget(self)
        words_row = QHBoxLayout(self.words)
        self.word_labels = []
        self.word_pictures = []
        for _ in range(2):
            picture = EmojiPicture(self.words, side_px=TABLE_PICTURE_PX)
            word = label(self.words, "table-big")
            words_row.addStretch(1)
            words_row.addWidget(picture)
            words_row.addWidget(word)
            self.word_pictures.append(picture)
            self.word_labels.append(word)
        words_row.addStretch(1)
        # The game's column; how to join (a LAN room) on its right, as tall as it.
        self.column = QVBoxLayout()
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.words)
        self.players_box = QWidget(self)
        self.players_grid = QGridLayout(self.players_box)
        self.players_grid.setContentsMargins(0, 0, 0, 0)
        # The players fill the screen's free height: their cards grow, their names too.
        self.column.addWidget(self.players_box, 3)
        self.result_card = Card(self)
        self.result_title = label(self.result_card, "table")
        self.result_outcome = label(self.result_card, "table-big")
        self.result_card.body.addWidget(self.result_title)
        self.result_card.body.addWidget(self.result_outcome)
        self.result_grid = QGridLayout()
        self.result_grid.setVerticalSpacing(0)  # vote lines read as one list; keeps 720 p
        self.result_grid.setHorizontalSpacing(scaled(VOTE_GAP_PX))  # one vote, then the next
        self.result_card.body.addLayout(self.result_grid)
        self.column.addWidget(self.result_card)
        self.body = QHBoxLayout()
        self.body.addLayout(self.column, 1)
        self.body.addWidget(self.join_panel, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(self.body, 1)
        self._dynamic: list[QWidget] = []
        self.retranslate_ui()
        self._show_words(None)
        self.result_card.setVisible(False)

    def apply_unit(self, unit: float) -> None:
        margin = self.px(MARGIN_PX)
        self.layout_.setContentsMargins(margin, margin // 2, margin, margin // 2)
        self.layout_.setSpacing(self.px(MARGIN_PX) // 3)
        self.players_grid.setSpacing(self.px(MARGIN_PX) // 3)
        self.body.setSpacing(self.px(MARGIN_PX) // 3)
        self.column.setSpacing(self.px(MARGIN_PX) // 3)
        for picture in self.word_pictures:
            picture.setFixedSize(self.px(TABLE_PICTURE_PX), self.px(TABLE_PICTURE_PX))

    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        self.countdown.set_clock(clock)

    def retranslate_ui(self) -> None:
        if self.view is None:
            self.heading.setText(games.title("spyword"))

    # -- rendering ----------------------------------------------------------------------
    def render_view(self, raw: View) -> None:
        view = typed_view(raw, SpyWordGameView)
        discard(self._dynamic)
        self._dynamic = []
        phase = view["phase"]
        self.heading.setText(self.tr("{game} · round {round} · {phase}").format(
            game=games.title("spyword"), round=view["round"], phase=phase_name(phase)))
        self.countdown.set_deadline(view["deadline_ms"])
        self.status.setText(self._status(view))
        self.detail.setText(self._detail(view))
        self.detail.setVisible(bool(self.detail.text()))
        self._show_words(view["end"])
        self._show_players(view)
        self._show_last_result(view)

    def _name(self, view: SpyWordGameView, seat: int) -> str:
        return view["seats"][seat]["name"]

    def _status(self, view: SpyWordGameView) -> str:
        phase, end = view["phase"], view["end"]
        if phase == "over" and end is not None:  # the end comes with the last phase
            return side_title(end["side"])
        if phase == "reveal":
            seen = sum(1 for p in view["seats"] if p["seen_card"])
            return self.tr("Cards seen: {seen} of {total}").format(
                seen=seen, total=len(view["seats"]))
        if phase in ("clues", "duel_clues") and view["current_speaker"] is not None:
            return self.tr("{name} gives a clue").format(
                name=self._name(view, view["current_speaker"]))
        if phase == "discussion":
            return self.tr("Discussion")
        ballot = view["ballot"]
        if phase in ("vote", "duel_vote") and ballot:
            return self.tr("Voted: %n of {total}", None, len(ballot["voted"])).format(
                total=len(ballot["voters"]))
        private = view["private_screen"]
        if phase == "private" and private:
            return self.tr("{name} is on a private screen").format(
                name=self._name(view, private["seat"]))
        return ""

    def _detail(self, view: SpyWordGameView) -> str:
        phase, end, ballot, private = (
            view["phase"], view["end"], view["ballot"], view["private_screen"])
        if phase == "over" and end is not None:
            return end_reason(end["reason"])
        if phase in ("duel_clues", "duel_vote"):
            tied = view["tied"] or (ballot["candidates"] if ballot else [])
            names = names_list([self._name(view, s) for s in tied])
            return self.tr("Duel between {names}").format(names=names)
        if phase == "private" and private and private["ghost_guessing"]:
            return self.tr("The ghost is guessing the citizens' word.")
        return ""

    def _show_words(self, end: SpyWordEnd | None) -> None:
        self.words.setVisible(end is not None)
        if end is None:
            for word, picture in zip(self.word_labels, self.word_pictures, strict=True):
                word.setText("")
                picture.set_picture(None)
            return
        captions = (self.tr("Citizens: {word}"), self.tr("Spies: {word}"))
        cards = (end["citizen_card"], end["spy_card"])
        for word, picture, caption, card in zip(self.word_labels, self.word_pictures,
                                                captions, cards, strict=True):
            word.setText(caption.format(word=card["word"]))
            picture.set_picture(card["picture"], card["word"])

    def _player_order(self, view: SpyWordGameView) -> list[int]:
        """Everyone in speaking order, from the player who starts this round."""
        order = list(view["speaking_order"])
        starter = view["round_starter"]
        if starter in order:
            i = order.index(starter)
            order = order[i:] + order[:i]
        return order

    def _show_players(self, view: SpyWordGameView) -> None:
        speaker = view["current_speaker"]
        voted = set(view["ballot"]["voted"]) if view["ballot"] else set()
        crowded = len(view["seats"]) > CROWDED_PLAYERS
        columns = (CROWDED_PLAYER_COLUMNS if crowded else
                   FEW_PLAYER_COLUMNS if len(view["seats"]) <= FEW_PLAYERS else PLAYER_COLUMNS)
        for index, seat in enumerate(self._player_order(view)):
            player = view["seats"][seat]
            cell = Card(self.players_box)
            mark = ""
            if seat == speaker:
                mark = NOW_MARK + " "
            elif not player["in_game"]:
                mark = OUT_MARK + " "
            name = label(cell, "table-big" if crowded else "table-title", wrap=False)
            name.setText(f"{mark}{marked_name(player)}")
            state = label(cell, "table", wrap=False)
            state.setText(self._player_state(player, seat in voted))
            cell.body.addStretch(1)
            cell.body.addWidget(name)
            shown_title = self.seat_title(seat)
            if shown_title:  # PX-PROF-3: the chosen title under the name
                title_line = label(cell, "muted", wrap=False)
                title_line.setText(shown_title)
                cell.body.addWidget(title_line)
            cell.body.addWidget(state)
            cell.body.addStretch(1)
            cell.setAccessibleName(f"{name.text()}: {state.text()}")
            self.players_grid.addWidget(cell, index // columns, index % columns)
            self._dynamic.append(cell)

    def _player_state(self, player: SpyWordSeat, has_voted: bool) -> str:
        role = player["role"]  # None unless revealed (SW-SET-3) or the game is over
        if not player["in_game"]:
            return (self.tr("out · {role}").format(role=role_name(role)) if role
                    else self.tr("out"))
        if has_voted:
            return self.tr("{mark} voted").format(mark=VOTED_MARK)
        if role:
            return role_name(role)
        return self.tr("in the game")

    def _show_last_result(self, view: SpyWordGameView) -> None:
        history = view["history"]
        # At the end the words take this room; the main screen lists every vote.
        self.result_card.setVisible(bool(history) and view["phase"] != "over")
        if not self.result_card.isVisibleTo(self):
            return
        entry = history[-1]
        self.result_title.setText(self.tr("Last vote: {heading}").format(
            heading=result_heading(entry)))
        outcome = outcome_text(view, entry)
        role = revealed_role_text(view, entry)
        self.result_outcome.setText(f"{outcome} {role}".strip())
        for index, text in enumerate(vote_lines(view, entry)):
            line = label(self.result_card, "table", wrap=True)
            line.setText(text)
            self.result_grid.addWidget(line, index // VOTE_COLUMNS, index % VOTE_COLUMNS)
            self._dynamic.append(line)
