"""The Codenames table view (PX-MODE-3, PX-USE-2): what a classroom projects.

It only ever gets ``view(None)``: the grid with revealed cards only (an unrevealed card's
side is not in that view, so it cannot show), whose turn it is, the current clue and the
guesses left, the agents left per team, who plays in each team (offline players marked)
and the turn timer, in 4 m type. Once the game is
over the view carries the whole key, and so does this display.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from desktop.codenames import flow, look
from desktop.codenames.grid import CardGrid
from desktop.codenames.panels import AgentsLeft, clue_text
from desktop.codenames.texts import outcome_title, seat_label, team_members
from desktop.screens.base import TableWidget, View
from desktop.theme import set_role
from desktop.widgets.basics import label
from desktop.widgets.countdown import Countdown
from desktop.widgets.team import TeamBadge, team_heading


class CodenamesTable(TableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        set_role(self, "table")
        layout = QVBoxLayout(self)
        margin = look.TABLE_MARGIN_PX
        layout.setContentsMargins(margin, margin // 2, margin, margin // 2)
        header = QHBoxLayout()
        self.team_badge = TeamBadge("red", self, look.TABLE_BADGE_PX)
        self.turn = label(self, "table-big", wrap=False)
        self.clue = label(self, "table-title", wrap=False, centred=True)
        self.countdown = Countdown(self, self.clock, role="table-title")
        header.addWidget(self.team_badge)
        header.addWidget(self.turn)
        header.addWidget(self.clue, 1)
        header.addWidget(self.countdown)
        info = QHBoxLayout()
        info.setSpacing(margin * 2)
        self.guesses = label(self, "table-big", wrap=True)  # long in German: wrap, never widen
        self.agents = AgentsLeft(self, "table-big", look.TABLE_BADGE_PX * 3 // 4,
                                 vertical=False, compact=True)
        info.addWidget(self.guesses, 1)
        info.addWidget(self.agents)
        self.roster = label(self, "muted")  # who plays where; offline players marked
        self.grid = CardGrid(self, look.TABLE_GRID_SPACING_PX, interactive=False,
                             word_share=look.TABLE_WORD_HEIGHT_SHARE)
        layout.addLayout(header)
        layout.addLayout(info)
        layout.addWidget(self.roster)
        layout.addWidget(self.grid, 1)
        self.retranslate_ui()

    def set_clock(self, clock) -> None:
        super().set_clock(clock)
        self.countdown.set_clock(clock)

    def render_view(self, view: View) -> None:
        over = view.get("phase") == "over"
        team = view.get("active_team")
        self.team_badge.setVisible(not over)
        if over:
            self.turn.setText(outcome_title(view))
        else:
            self.team_badge.set_side(team)
            self.turn.setText(self._turn_text(view))
        clue = view.get("clue")
        self.clue.setText(clue_text(clue) if clue else "")
        self.guesses.setText(self._guesses_text(view))
        deadline = view.get("deadline_ms")
        self.countdown.set_deadline(deadline if isinstance(deadline, int) else None)
        self.agents.show_view(view)
        self.roster.setText(self._roster_text(view))
        # view(None) has no key while the game runs; the end view has the whole key.
        self.grid.show_cards(view["cards"], view.get("key") if over else None)

    def _turn_text(self, view: View) -> str:
        team = view.get("active_team")
        if view.get("variant") == "three_competitive":
            return seat_label(view, flow.spymaster_of(view, team))
        return team_heading(team)

    def _guesses_text(self, view: View) -> str:
        phase = view.get("phase")
        if phase == "clue":
            return self.tr("The spymaster is thinking…")
        if phase == "cover":
            return self.tr("The spymaster covers a word…")
        if phase != "guess":
            return ""
        if view.get("unlimited_guesses"):
            return self.tr("Guesses: unlimited while right")
        return self.tr("Guesses left: {count}").format(count=view.get("guesses_left"))


    def _roster_text(self, view: View) -> str:
        parts = []
        for team in ("red", "blue"):
            members = team_members(view, team)
            if members:
                parts.append(self.tr("{team}: {names}").format(
                    team=team_heading(team), names=members))
        both = team_members(view, None)  # CN-3P-2: the guesser of both spymasters
        if both:
            parts.append(self.tr("Guessing for both: {names}").format(names=both))
        return "   ·   ".join(parts)
