"""The end screen: the winner, the scores and play times, and the tie-break explained
(TB-WIN-3: points, TB-WIN-4: then total play time, then a draw)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from core.taboo.view_types import TabooView
from desktop.screens.base import ScreenBase, View, typed_view
from desktop.taboo import texts
from desktop.taboo.widgets import BIG_BUTTON_MIN_PX, Scoreboard, TeamHeading
from desktop.theme import scaled
from desktop.widgets.basics import big_button, button, label, page_actions, page_layout

WINNER_BADGE_PX = 64


class TabooEndPage(ScreenBase):
    sig_home = Signal()
    sig_play_again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self, place="centre")
        layout.addStretch(1)
        self.winner = TeamHeading(self, "table-big", WINNER_BADGE_PX, wrap=True,
                                  centred=True)
        self.no_winner = label(self, "table-big", centred=True)
        self.explanation = label(self, "subtitle", centred=True)
        layout.addWidget(self.winner)  # centred by itself (it wraps)
        layout.addWidget(self.no_winner)
        layout.addWidget(self.explanation)
        layout.addSpacing(12)
        self.scores = Scoreboard(self)
        layout.addWidget(self.scores)
        self.rule = label(self, "muted", centred=True)
        layout.addWidget(self.rule)
        layout.addStretch(1)
        row = QHBoxLayout()
        self.home_button = button(self)
        self.home_button.clicked.connect(self.sig_home)
        self.again_button = big_button(self)
        self.again_button.setMinimumWidth(scaled(BIG_BUTTON_MIN_PX))
        self.again_button.clicked.connect(self.sig_play_again)
        row.addStretch(1)
        row.addWidget(self.home_button)
        row.addWidget(self.again_button)
        row.addStretch(1)
        page_actions(self).addLayout(row)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.home_button.setText(self.tr("Home"))
        self.again_button.setText(self.tr("Play again"))
        self.rule.setText(texts.tie_break_rule())

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        outcome = view.get("outcome") or texts.NO_OUTCOME
        side = outcome.get("side")
        title = texts.winner_title(outcome)
        self.winner.setVisible(side is not None)
        self.no_winner.setVisible(side is None)
        if side is not None:
            self.winner.set_team(side, title)
        self.no_winner.setText(title)
        self.explanation.setText(texts.outcome_explanation(outcome, view["teams"]))
        self.scores.show_view(view, with_time=True)

    def default_focus(self) -> QWidget:
        return self.again_button
