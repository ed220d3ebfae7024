"""The Codenames table view (PX-MODE-3, PX-USE-2): what a classroom projects.

It only ever gets ``view(None)``: the grid with revealed cards only (an unrevealed card's
side is not in that view, so it cannot show), whose turn it is, the current clue and the
guesses left, the agents left per team, who plays in each team (offline players marked)
and the turn timer, in 4 m type. Once the game is
over the view carries the whole key, and so does this display.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from core.codenames.view_types import CodenamesView
from desktop.codenames import flow, look
from desktop.codenames.grid import CardGrid
from desktop.codenames.panels import AgentsLeft
from desktop.codenames.texts import outcome_reason, outcome_title, seat_label, team_members
from desktop.screens.base import TableWidget, View, typed_view
from desktop.theme import set_role
from desktop.widgets.basics import label
from desktop.widgets.countdown import Countdown
from desktop.widgets.table_parts import InfoBox, WinnerBanner
from desktop.widgets.team import TeamBadge, team_heading

if TYPE_CHECKING:
    from desktop.clock import Clock


class CodenamesTable(TableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "table")
        self.layout_ = QVBoxLayout(self)
        self.header = QHBoxLayout()
        self.team_badge = TeamBadge("red", self, look.TABLE_BADGE_PX)
        self.turn = label(self, "table-big")  # wraps: the clue's box keeps its room
        # Clue, number, guesses and time in boxes of their own, each with its caption.
        self.clue_box = InfoBox(self)
        self.number_box = InfoBox(self)
        self.guesses_box = InfoBox(self)
        self.countdown = Countdown(self, self.clock, role="table-title")
        self.timer_box = InfoBox(self, self.countdown)
        turn_column = QVBoxLayout()
        turn_column.setSpacing(0)
        self.waiting = label(self, "muted", wrap=True)  # under the team: long in German
        self.agents = AgentsLeft(self, "table-big", look.TABLE_BADGE_PX * 3 // 4,
                                 vertical=False, compact=True)
        turn_column.addWidget(self.turn)
        turn_column.addWidget(self.waiting)
        turn_column.addWidget(self.agents, 0, Qt.AlignmentFlag.AlignLeft)
        self.header.addWidget(self.team_badge, 0, Qt.AlignmentFlag.AlignTop)
        self.header.addLayout(turn_column, 1)
        for box in (self.clue_box, self.number_box, self.guesses_box, self.timer_box):
            self.header.addWidget(box)
        self.roster = label(self, "muted")  # who plays where; offline players marked
        self.banner = WinnerBanner(self)  # the end: who won and why, full width
        self.banner.hide()
        self.grid = CardGrid(self, look.TABLE_GRID_SPACING_PX, interactive=False,
                             word_share=look.TABLE_WORD_HEIGHT_SHARE)
        self.layout_.addLayout(self.header)
        self.layout_.addWidget(self.roster)
        self.layout_.addWidget(self.banner, 2)
        # How to join (a LAN room) beside the grid, never over a card.
        self.body = QHBoxLayout()
        self.body.addWidget(self.grid, 1)
        self.body.addWidget(self.join_panel, 0, Qt.AlignmentFlag.AlignTop)
        self.layout_.addLayout(self.body, 3)
        self.retranslate_ui()

    def apply_unit(self, unit: float) -> None:
        margin = self.px(look.TABLE_MARGIN_PX)
        self.layout_.setContentsMargins(margin, margin // 2, margin, margin // 2)
        self.layout_.setSpacing(self.px(look.TABLE_GAP_PX))
        self.header.setSpacing(self.px(look.TABLE_GAP_PX))
        self.body.setSpacing(self.px(look.TABLE_GRID_SPACING_PX))
        self.agents.box.setSpacing(self.px(look.TABLE_BADGE_PX) // 2)
        self.team_badge.set_size(self.px(look.TABLE_BADGE_PX))
        for badge, _ in self.agents.rows.values():
            badge.set_size(self.px(look.TABLE_BADGE_PX * 3 // 4))
        self.grid.set_spacing(self.px(look.TABLE_GRID_SPACING_PX))
        self.banner.set_badge_px(self.px(look.TABLE_BANNER_BADGE_PX))

    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        self.countdown.set_clock(clock)

    def retranslate_ui(self) -> None:
        self.clue_box.set_caption(self.tr("Clue"))
        self.number_box.set_caption(self.tr("Number"))
        self.guesses_box.set_caption(self.tr("Guesses left"))
        self.timer_box.set_caption(self.tr("Time"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, CodenamesView)
        over = view.get("phase") == "over"
        team = view.get("active_team")
        self.team_badge.set_side(team or "red")
        self.turn.setText(self._turn_text(view) if not over else "")
        clue = view.get("clue")
        self.clue_box.value.setText(str(clue["word"]).upper() if clue else "…")
        self.number_box.value.setText(str(clue["number"]) if clue else "–")
        self.number_box.setVisible(clue is not None)
        guesses = self._guesses_value(view)
        self.guesses_box.value.setText(guesses)
        self.guesses_box.setVisible(bool(guesses))
        deadline = view.get("deadline_ms")
        self.countdown.set_deadline(deadline if isinstance(deadline, int) else None)
        self.timer_box.setVisible(isinstance(deadline, int))
        self.waiting.setText(self._waiting_text(view))
        self.agents.show_view(view)
        self.roster.setText(self._roster_text(view))
        for widget in (self.team_badge, self.turn, self.clue_box, self.waiting,
                       self.roster):
            widget.setVisible(not over)
        if over:
            for box in (self.number_box, self.guesses_box, self.timer_box):
                box.hide()
        self.banner.setVisible(over)
        if over:
            outcome = view.get("outcome")
            side = outcome["side"] if outcome is not None else None
            self.banner.show_result(outcome_title(view), outcome_reason(view), side)
        # view(None) has no key while the game runs; the end view has the whole key.
        self.grid.show_cards(view["cards"], view.get("key") if over else None)

    def _turn_text(self, view: CodenamesView) -> str:
        team = view.get("active_team")
        if view.get("variant") == "three_competitive":
            return seat_label(view, flow.spymaster_of(view, team))
        return team_heading(team)

    def _waiting_text(self, view: CodenamesView) -> str:
        phase = view.get("phase")
        if phase == "clue":
            return self.tr("The spymaster is thinking…")
        if phase == "cover":
            return self.tr("The spymaster covers a word…")
        return ""

    def _guesses_value(self, view: CodenamesView) -> str:
        if view.get("phase") != "guess":
            return ""
        if view.get("unlimited_guesses"):
            return "∞"
        return str(view.get("guesses_left"))

    def _roster_text(self, view: CodenamesView) -> str:
        parts = []
        for team in ("red", "blue"):
            members = team_members(view, team, self.titles)
            if members:
                parts.append(self.tr("{team}: {names}").format(
                    team=team_heading(team), names=members))
        both = team_members(view, None, self.titles)  # CN-3P-2: the guesser of both spymasters
        if both:
            parts.append(self.tr("Guessing for both: {names}").format(names=both))
        return "   ·   ".join(parts)
