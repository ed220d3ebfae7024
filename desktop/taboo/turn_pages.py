"""The pages around the card: the turn announcement with "Go!" (TB-TURN-1), the 3-2-1
(TB-TURN-2) and the "Paused" page (TB-DEV-2). Each shows a view and emits intents."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from core.taboo.view_types import TabooView
from desktop.screens.base import ScreenBase, View, typed_view
from desktop.taboo import texts
from desktop.taboo.widgets import BIG_BUTTON_MIN_PX, BeatCountdown, Scoreboard, TeamHeading
from desktop.theme import scaled
from desktop.widgets.basics import big_button, label, page_actions, page_layout
from desktop.widgets.countdown import clock_text
from desktop.widgets.team import team_name

HEADING_BADGE_PX = 56


def other_team(team: str) -> str:
    return "blue" if team == "red" else "red"


class TurnPage(ScreenBase):
    """A page of the turn. ``own_screen``: the screen is one player's own (several
    devices), so its texts speak to that player, in the role their view names."""

    own_screen = False

    def own_role(self, view: TabooView) -> str | None:
        """The viewer's role on an own screen (clue_giver, guesser, watcher); else None."""
        viewer = view.get("viewer")
        return viewer.get("role") if self.own_screen and viewer else None


class TabooReadyPage(TurnPage):
    """TB-TURN-1: which team plays and who gives clues; the clue-giver taps Go!.

    One device (TB-DEV-1): this page is the privacy prompt of the turn. It tells who takes
    the device, who watches beside them and who must look away; the card shows only after
    Go! and the 3-2-1.
    Own screen (TB-DEV-3): the clue-giver gets Go!; everyone else sees whom we wait for
    and what their own role will be.
    """

    sig_go = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        self.turn_number = label(self, "muted", centred=True)
        self.heading = TeamHeading(self, "title", HEADING_BADGE_PX)
        self.giver = label(self, "prompt", centred=True)
        self.how = label(self, None, centred=True)
        self.go_button = big_button(self)
        self.go_button.setMinimumWidth(scaled(BIG_BUTTON_MIN_PX))
        self.go_button.clicked.connect(self.sig_go)
        self.scores = Scoreboard(self)
        layout.addWidget(self.turn_number)
        layout.addWidget(self.heading, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        layout.addWidget(self.giver)
        layout.addWidget(self.how)
        layout.addStretch(1)
        layout.addWidget(self.scores)
        page_actions(self).addWidget(self.go_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.go_button.setText(self.tr("Go!"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        turn = view["turn"]
        if turn is None:  # the ready phase always has its turn (core.taboo.views)
            return
        team, name = turn["team"], texts.giver_name(view)
        role = self.own_role(view)
        self.turn_number.setText(self.tr("Turn {number}").format(number=turn["number"]))
        self.heading.set_team(team, texts.team_plays_text(team))
        self.giver.setText(self.tr("You give the clues") if role == "clue_giver"
                           else texts.clue_giver_text(name))
        if role is not None:
            self.how.setText(self._own_how(role, name, team))
        elif name is not None:
            self.how.setText(self.tr(
                "Pass the computer to {name}. A player of the {watchers} sits beside them, "
                "watches the card and presses Buzz! on a forbidden word. Players of the "
                "{team}: do not look at the screen, guess aloud!").format(
                    name=name, watchers=team_name(other_team(team)), team=team_name(team)))
        else:
            self.how.setText("")
        self.go_button.setAccessibleName(self.tr("Go! Start the turn of {name}").format(
            name=name or ""))
        self.scores.show_view(view)

    def _own_how(self, role: str, name: str | None, team: str) -> str:
        watchers = team_name(other_team(team))
        if role == "clue_giver":
            return self.tr(
                "Press Go! when everyone is ready. Your team guesses aloud; the {watchers} "
                "see the card on their screens and press Buzz! on a forbidden word.").format(
                    watchers=watchers)
        if name is None:
            return ""
        if role == "guesser":
            return self.tr(
                "Waiting for {name} to start the turn. You guess aloud: the card is not "
                "shown on your screen.").format(name=name)
        return self.tr(
            "Waiting for {name} to start the turn. You will see the card: press Buzz! as "
            "soon as {name} says a forbidden word.").format(name=name)

    def set_go_enabled(self, enabled: bool) -> None:
        """Own screen: only the player who may start the turn sees Go!."""
        self.go_button.setEnabled(enabled)
        self.go_button.setVisible(enabled or not self.own_screen)

    def default_focus(self) -> QWidget:
        return self.go_button


class TabooCountdownPage(TurnPage):
    """TB-TURN-2: 3-2-1 before the first card (own screen: and what this player does)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        self.heading = TeamHeading(self, "title", HEADING_BADGE_PX)
        self.giver = label(self, "subtitle", centred=True)
        self.beat = BeatCountdown(self, role="table-title")
        self.beat.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.get_ready = label(self, "prompt", centred=True)
        self.role_hint = label(self, "subtitle", centred=True)
        layout.addWidget(self.heading, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.giver)
        layout.addStretch(1)
        layout.addWidget(self.get_ready)
        layout.addWidget(self.beat)
        layout.addWidget(self.role_hint)
        layout.addStretch(2)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.get_ready.setText(self.tr("Get ready…"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        turn = view["turn"]
        if turn is None:  # the countdown always has its turn (core.taboo.views)
            return
        self.heading.set_team(turn["team"], texts.team_plays_text(turn["team"]))
        self.giver.setText(texts.clue_giver_text(texts.giver_name(view)))
        self.beat.set_deadline(view["deadline_ms"])
        role = self.own_role(view)
        hints = {
            "clue_giver": self.tr("You give the clues: the card comes after the countdown."),
            "guesser": self.tr("Listen and guess aloud!"),
            "watcher": self.tr("Watch the card and press Buzz! on a forbidden word."),
        }
        self.role_hint.setText(hints.get(role or "", ""))
        self.role_hint.setVisible(role in hints)


class TabooPausedPage(ScreenBase):
    """TB-DEV-2: the window went to the background; the card is hidden, the clock stands
    still, and only Resume goes on."""

    sig_resume = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self, place="centre")
        self.title = label(self, "table-title", centred=True)
        self.reason = label(self, "subtitle", centred=True)
        self.left = label(self, "prompt", centred=True)
        self.resume_button = big_button(self)
        self.resume_button.setMinimumWidth(scaled(BIG_BUTTON_MIN_PX))
        self.resume_button.clicked.connect(self.sig_resume)
        for widget in (self.title, self.reason, self.left):
            layout.addWidget(widget)
        page_actions(self).addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Paused"))
        self.reason.setText(self.tr(
            "The window was minimised or lost focus. The card is hidden and the clock "
            "is stopped."))
        self.resume_button.setText(self.tr("Resume"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        remaining = view.get("paused_remaining_ms")
        self.left.setVisible(remaining is not None)
        if remaining is not None:
            self.left.setText(self.tr("Time left: {time}").format(time=clock_text(remaining)))

    def set_resume_enabled(self, enabled: bool) -> None:
        self.resume_button.setEnabled(enabled)

    def default_focus(self) -> QWidget:
        return self.resume_button
