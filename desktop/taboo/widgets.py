"""Pieces shared by Around the Word's pages and its table view: the scoreboard, a team
heading (badge + name, never colour alone) and the big 3-2-1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from core.taboo.constants import TEAMS
from desktop.taboo import texts
from desktop.theme import set_role
from desktop.widgets.basics import Card, OneLineFirstLabel, label
from desktop.widgets.countdown import MS_PER_S, Countdown
from desktop.widgets.team import TeamBadge, team_heading

if TYPE_CHECKING:
    from core.taboo.view_types import TabooTeam, TabooView

SCORE_BADGE_PX = 40
TABLE_BADGE_PX = 96
BIG_BUTTON_MIN_PX = 260  # the main button of a page: an easy target
# A new card takes Found/Pass/Buzz! only after this long (finding 6: 30 cards could be
# marked in 7.5 s, a double tap marking a card the team never saw). A quick team needs
# more than half a second to hear a clue and call the word.
CARD_GUARD_MS = 600


class TeamHeading(QWidget):
    """A team's badge beside a text about the team (PX-A11Y-1)."""

    def __init__(self, parent: QWidget | None = None, role: str = "subtitle",
                 badge_px: int = SCORE_BADGE_PX, *, wrap: bool = False,
                 centred: bool = False) -> None:
        """``wrap``: the text may wrap (a headline: at 200 % text it is wider than a
        1280×720 window), ``centred`` with it; else one line, as a wrapped label beside
        the badge got too little height in a row of scores."""
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.badge = TeamBadge("red", self, badge_px)
        if wrap:
            self.text: QLabel = OneLineFirstLabel(self)
            self.text.setWordWrap(True)
            self.text.setTextFormat(Qt.TextFormat.PlainText)
            set_role(self.text, role)
        else:
            self.text = label(self, role, wrap=False)
        if wrap:  # centred here, not by the parent's alignment: a wrapped line would
            # get the height of one line at the parent's width
            if centred:
                layout.addStretch(1)
            layout.addWidget(self.badge)
            layout.addWidget(self.text, 0 if centred else 1)
            if centred:
                layout.addStretch(1)
            return
        layout.addWidget(self.badge)
        layout.addWidget(self.text, 1)

    def set_team(self, team: str, text: str) -> None:
        self.badge.set_side(team)
        self.text.setText(text)


class TeamScore(Card):
    """One team's score card: badge and name, points, cards left (and play time)."""

    def __init__(self, team: str, parent: QWidget | None = None, role: str = "subtitle",
                 badge_px: int = SCORE_BADGE_PX) -> None:
        super().__init__(parent)
        self.team = team
        self.heading = TeamHeading(self, role, badge_px)
        self.points = label(self, role)
        self.details = label(self, None if role == "subtitle" else role)
        # The team's players, each marked when offline or gone: secondary, so smaller than
        # the scores (on the TV too: the table view's playing state has no room to spare).
        self.members = label(self, "muted" if role == "subtitle" else "subtitle")
        for widget in (self.heading, self.points, self.details, self.members):
            self.body.addWidget(widget)

    def show_team(self, team_view: TabooTeam, with_time: bool = False,
                  members: str = "") -> None:
        heading = team_heading(self.team)
        self.heading.set_team(self.team, heading)
        self.points.setText(texts.points_text(team_view["score"]))
        # At the end the cards left are 0 and the play time breaks a tie (TB-WIN-4).
        details = (texts.play_time_text(team_view["play_ms"]) if with_time
                   else texts.cards_left_text(team_view["cards_left"]))
        self.details.setText(details)
        self.members.setText(members)
        self.members.setVisible(bool(members))
        self.setAccessibleName(f"{heading}: {self.points.text()}, {details}")


class Scoreboard(QWidget):
    """Both teams side by side (TB-PTS-2 scores, cards left)."""

    def __init__(self, parent: QWidget | None = None, role: str = "subtitle",
                 badge_px: int = SCORE_BADGE_PX) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.teams = {team: TeamScore(team, self, role, badge_px) for team in TEAMS}
        for card in self.teams.values():
            layout.addWidget(card, 1)

    def show_view(self, view: TabooView, with_time: bool = False) -> None:
        for team, card in self.teams.items():
            card.show_team(view["teams"][team], with_time=with_time,
                           members=texts.members_text(view, team) if "seats" in view else "")


class BeatCountdown(Countdown):
    """The 3-2-1 before a turn (TB-TURN-2): whole seconds only, very large."""

    def refresh(self) -> None:
        super().refresh()
        remaining = self.remaining_ms()
        if remaining is not None:
            self.setText(str(max(1, -(-remaining // MS_PER_S))))
            self.setAccessibleName(self.text())
