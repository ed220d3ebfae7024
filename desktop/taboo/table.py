"""Around the Word on the TV (PX-MODE-3): scores, whose turn (team and clue-giver), the
timer and the cards left. It gets only the table view, which never holds the card: the
guessing team may be watching the TV (TB-DEV-3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from core.taboo.view_types import TabooView
from desktop.screens.base import TableWidget, View, typed_view
from desktop.taboo import texts
from desktop.taboo.widgets import TABLE_BADGE_PX, BeatCountdown, Scoreboard, TeamHeading
from desktop.theme import set_role
from desktop.widgets.basics import label
from desktop.widgets.countdown import Countdown, clock_text

if TYPE_CHECKING:
    from desktop.clock import Clock

TABLE_MARGIN_PX = 56  # at 1920×1080 (`TableWidget.px`)


class TabooTableWidget(TableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "table")
        layout = QVBoxLayout(self)
        self.layout_ = layout
        self.heading = TeamHeading(self, "table-big", TABLE_BADGE_PX)
        self.giver = label(self, "table-big", centred=True)
        self.giver_title = label(self, "muted", centred=True)  # PX-PROF-3
        self.status = label(self, "table-big", centred=True)
        self.timer = Countdown(self, role="table-banner")  # the clock, read from the sofa
        self.timer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.beat = BeatCountdown(self, role="table-title")
        self.beat.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = label(self, "table-big", centred=True)
        self.scores = Scoreboard(self, "table-big", TABLE_BADGE_PX)
        # Whose turn and the clock in the middle; how to join (a LAN room) on their
        # right, balanced on their left so they stay centred.
        self.body = QHBoxLayout()
        middle = QVBoxLayout()
        middle.addWidget(self.heading, 0, Qt.AlignmentFlag.AlignHCenter)
        middle.addWidget(self.giver)
        middle.addWidget(self.giver_title)
        middle.addStretch(1)
        for widget in (self.status, self.timer, self.beat, self.detail):
            middle.addWidget(widget)
        middle.addStretch(1)
        self.body.addWidget(self.join_panel.balance(self))
        self.body.addLayout(middle, 1)
        self.body.addWidget(self.join_panel, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(self.body, 1)
        layout.addWidget(self.scores)
        self.retranslate_ui()

    def apply_unit(self, unit: float) -> None:
        margin = self.px(TABLE_MARGIN_PX)
        self.layout_.setContentsMargins(margin, margin // 2, margin, margin // 2)
        badges = [self.heading.badge] + [score.heading.badge
                                         for score in self.scores.teams.values()]
        for badge in badges:
            badge.set_size(self.px(TABLE_BADGE_PX))

    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        self.timer.set_clock(clock)
        self.beat.set_clock(clock)

    def retranslate_ui(self) -> None:
        if self.view is None:
            self.status.setText(self.tr("Around the Word"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        turn = view.get("turn")
        over = view["phase"] == "over"
        winner = (view.get("outcome") or texts.NO_OUTCOME)["side"] if over else None
        self.heading.setVisible(turn is not None or winner is not None)
        self.giver.setVisible(turn is not None)
        giver = turn["clue_giver"] if turn is not None else None
        giver_title = "" if giver is None else self.seat_title(giver)
        self.giver_title.setText(giver_title)
        self.giver_title.setVisible(bool(giver_title))
        if turn is not None:
            self.heading.set_team(turn["team"], texts.team_plays_text(turn["team"]))
            self.giver.setText(texts.clue_giver_text(texts.giver_name(view)))
        elif winner is not None:
            self.heading.set_team(winner, texts.winner_title(view["outcome"] or texts.NO_OUTCOME))
        status, detail = self._status(view)
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        playing = view["phase"] == "playing" and not view.get("paused")
        counting = view["phase"] == "countdown" and not view.get("paused")
        self.timer.set_deadline(view["deadline_ms"] if playing else None)
        self.beat.set_deadline(view["deadline_ms"] if counting else None)
        self.scores.show_view(view, with_time=over)

    def _status(self, view: TabooView) -> tuple[str, str]:
        """The big line and the line under it, for each moment of the game."""
        phase, turn = view["phase"], view.get("turn")
        if phase == "over":
            outcome = view.get("outcome") or texts.NO_OUTCOME
            title = "" if outcome["side"] else texts.winner_title(outcome)
            return title, texts.outcome_explanation(outcome, view["teams"])
        if view.get("paused"):
            remaining = view.get("paused_remaining_ms")
            left = "" if remaining is None else self.tr("Time left: {time}").format(
                time=clock_text(remaining))
            return self.tr("Paused"), left
        if phase == "ready":
            return self.tr("Waiting for Go!"), ""
        if phase == "countdown":
            return self.tr("Get ready…"), ""
        if phase == "playing" and turn is not None:
            total = turn["passes_left"] + turn["passes_used"]
            return "", "\n".join((
                self.tr("Cards played: %n", None, turn["played"]),
                texts.passes_left_text(turn["passes_left"], total)))
        rows = view.get("result") or []
        counts = {kind: sum(1 for row in rows if row["result"] == kind)
                  for kind in texts.RESULTS}
        return self.tr("Turn result"), self.tr(
            "Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}"
        ).format(**counts)
