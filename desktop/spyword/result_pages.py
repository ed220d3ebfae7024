"""After a vote: its result (SW-VOTE-10); after the game: the end screen (SW-END-1)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from core.spyword.view_types import SpyWordCard, SpyWordEnd, SpyWordGameView, SpyWordHistoryEntry
from desktop.screens.base import ScreenBase, View, typed_view
from desktop.spyword.history import outcome_text, result_heading, revealed_role_text, vote_lines
from desktop.spyword.texts import end_reason, marked_name, role_name, side_title
from desktop.spyword.widgets import discard
from desktop.theme import scaled
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
from desktop.widgets.emoji import EmojiPicture

VOTE_LINE_COLUMNS = 2
#: Room between two votes on one line: "Mum → Léa   Léa → Tom" read as one chain.
VOTE_GAP_PX = 48
END_PICTURE_PX = 120


class SpyResultPage(ScreenBase):
    """One finished vote, shown to the whole table before the game moves on."""

    sig_continue = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self, place="centre")
        self.heading = label(self, "subtitle", centred=True)
        self.outcome = title_label(self, centred=True)
        self.role = label(self, "subtitle", centred=True)
        self.votes_card = Card(self)
        self.votes_title = label(self.votes_card, "muted", centred=True)
        self.votes_card.body.addWidget(self.votes_title)
        self.votes_grid = QGridLayout()
        self.votes_grid.setHorizontalSpacing(scaled(VOTE_GAP_PX))
        self.votes_card.body.addLayout(self.votes_grid)
        layout.addStretch(1)
        for widget in (self.heading, self.outcome, self.role):
            layout.addWidget(widget)
        layout.addWidget(self.votes_card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.next_button = big_button(self)
        self.next_button.clicked.connect(self.sig_continue)
        page_actions(self).addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.entry: SpyWordHistoryEntry | None = None
        self._vote_labels: list[QWidget] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.next_button.setText(self.tr("Continue"))

    def show_result(self, raw: View, index: int) -> None:
        self.view = raw  # shown again on a language change (`render_view`)
        table = typed_view(raw, SpyWordGameView)
        entry = table["history"][index]
        self.entry = entry
        self.heading.setText(result_heading(entry))
        self.outcome.setText(outcome_text(table, entry))
        self.role.setText(revealed_role_text(table, entry))
        self.role.setVisible(bool(self.role.text()))
        self.votes_title.setText(self.tr("Who voted for whom") if entry["votes"] is not None
                                 else self.tr("Votes received"))
        discard(self._vote_labels)
        self._vote_labels = []
        lines = vote_lines(table, entry)
        for index_line, text in enumerate(lines):
            line = label(self.votes_card, "subtitle", wrap=False)
            line.setText(text)
            self.votes_grid.addWidget(line, index_line // VOTE_LINE_COLUMNS,
                                      index_line % VOTE_LINE_COLUMNS)
            self._vote_labels.append(line)
        self.votes_card.setVisible(bool(lines))

    def render_view(self, raw: View) -> None:
        history = typed_view(raw, SpyWordGameView)["history"]
        if self.entry is not None and self.entry in history:
            self.show_result(raw, history.index(self.entry))

    def default_focus(self) -> QWidget:
        return self.next_button


class SpyWordPanel(Card):
    """One side's word and picture on the end screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = label(self, "muted", centred=True)
        self.picture = EmojiPicture(self, side_px=END_PICTURE_PX)
        self.picture.setMinimumSize(END_PICTURE_PX, END_PICTURE_PX)
        self.word = title_label(self, centred=True)
        self.body.addWidget(self.caption)
        self.body.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.word)

    def show_card(self, caption: str, card: SpyWordCard) -> None:
        self.caption.setText(caption)
        self.word.setText(card["word"])
        self.picture.set_picture(card["picture"], card["word"])


class SpyEndPage(ScreenBase):
    sig_home = Signal()
    sig_play_again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        self.winner = title_label(self, centred=True)
        self.reason = label(self, "subtitle", centred=True)
        self.guess = label(self, "muted", centred=True)
        for widget in (self.winner, self.reason, self.guess):
            layout.addWidget(widget)
        columns = ReflowLayout()  # one column when side by side does not fit
        layout.addLayout(columns, 1)
        left = QVBoxLayout()
        words = QHBoxLayout()
        self.citizens_word = SpyWordPanel(self)
        self.spies_word = SpyWordPanel(self)
        words.addWidget(self.citizens_word)
        words.addWidget(self.spies_word)
        left.addLayout(words)
        self.roles_card = Card(self)
        self.roles_title = label(self.roles_card, "subtitle")
        self.roles_card.body.addWidget(self.roles_title)
        self.roles_grid = QGridLayout()
        self.roles_card.body.addLayout(self.roles_grid)
        left.addWidget(self.roles_card)
        left.addStretch(1)
        columns.addLayout(left, 3)
        self.history_title = label(self, "subtitle")
        self.history_body = QWidget()
        self.history_layout = QVBoxLayout(self.history_body)
        self.history_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.history_body)
        right = QVBoxLayout()
        right.addWidget(self.history_title)
        right.addWidget(scroll, 1)
        columns.addLayout(right, 2)
        buttons = QHBoxLayout()
        self.home_button = button(self)
        self.home_button.clicked.connect(self.sig_home)
        self.again_button = big_button(self)
        self.again_button.clicked.connect(self.sig_play_again)
        buttons.addWidget(self.home_button)
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        page_actions(self).addLayout(buttons)
        self._dynamic: list[QWidget] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.roles_title.setText(self.tr("Roles (★ the winning side)"))
        self.history_title.setText(self.tr("Votes, round by round"))
        self.home_button.setText(self.tr("Home"))
        self.again_button.setText(self.tr("Play again"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, SpyWordGameView)
        end = view.get("end")
        if not end:
            return
        self.winner.setText(side_title(end["side"]))
        self.reason.setText(end_reason(end["reason"]))
        self.citizens_word.show_card(self.tr("The citizens' word"), end["citizen_card"])
        self.spies_word.show_card(self.tr("The spies' word"), end["spy_card"])
        guess = end["ghost_guess"]
        if guess:
            verdict = self.tr("right") if end["ghost_guess_correct"] else self.tr("wrong")
            self.guess.setText(self.tr("The ghost guessed “{guess}”: {verdict}.").format(
                guess=guess, verdict=verdict))
        self.guess.setVisible(bool(guess))
        discard(self._dynamic)
        self._dynamic = []
        self._fill_roles(view, end)
        self._fill_history(view)

    def _fill_roles(self, view: SpyWordGameView, end: SpyWordEnd) -> None:
        out_round = {e["seat"]: e["round"] for e in view["eliminations"]}
        winners = set(end["winners"])
        for index, player in enumerate(view["seats"]):
            seat = player["seat"]
            name = label(self.roles_card, "subtitle", wrap=False)
            name.setText(("★ " if seat in winners else "") + marked_name(player))
            role = label(self.roles_card, None, wrap=False)
            role.setText(role_name(end["roles"][seat]))
            state = label(self.roles_card, "muted", wrap=False)
            state.setText(self.tr("out in round {round}").format(round=out_round[seat])
                          if seat in out_round else self.tr("still in"))
            for column, widget in enumerate((name, role, state)):
                self.roles_grid.addWidget(widget, index, column)
                self._dynamic.append(widget)

    def _fill_history(self, view: SpyWordGameView) -> None:
        for entry in view["history"]:
            card = Card(self.history_body)
            title = label(card, "subtitle")
            title.setText(result_heading(entry))
            outcome = label(card, None)
            outcome.setText(outcome_text(view, entry))
            votes = label(card, "muted")
            votes.setText("\n".join(vote_lines(view, entry)))
            for widget in (title, outcome, votes):
                card.body.addWidget(widget)
            self.history_layout.addWidget(card)
            self._dynamic.append(card)
        stretch = QWidget(self.history_body)
        self.history_layout.addWidget(stretch, 1)
        self._dynamic.append(stretch)

    def default_focus(self) -> QWidget:
        return self.again_button
