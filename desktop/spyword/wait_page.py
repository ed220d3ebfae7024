"""Own screen (several devices, PX-MODE-2): another player has to act, so this screen
says who we wait for and what they are doing, with the public state and the countdown.

Fed with the player's own view (``viewer`` is this player): the cards still being
looked at (SW-RND-1), the vote once mine is sent or when I do not vote (SW-VOTE-2,
SW-EDGE-1), another player's private screen (SW-GHOST-5: only what the public view says).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from core.spyword.view_types import (
    SpyWordBallot,
    SpyWordGameView,
    SpyWordPublicPrivateScreen,
    SpyWordViewer,
)
from desktop.screens.base import ScreenBase, View, typed_view
from desktop.spyword.secret_pages import seat_viewer
from desktop.spyword.texts import PASS_TARGET, marked_name, names_list, others_count, phase_name
from desktop.widgets.basics import Card, label, page_layout, title_label
from desktop.widgets.countdown import Countdown

if TYPE_CHECKING:
    from desktop.clock import Clock

VOTE_PHASES = ("vote", "duel_vote")


class SpyWaitPage(ScreenBase):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self, place="centre")
        self.heading = label(self, "subtitle", centred=True)
        self.title = title_label(self, centred=True)
        self.countdown = Countdown(self, role="title")
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = label(self, "subtitle", centred=True)
        self.names_card = Card(self)
        self.names_title = label(self.names_card, "muted", centred=True)
        self.names = label(self.names_card, "subtitle", centred=True)
        self.names_card.body.addWidget(self.names_title)
        self.names_card.body.addWidget(self.names)
        layout.addStretch(1)
        for widget in (self.heading, self.title, self.countdown, self.detail):
            layout.addWidget(widget)
        layout.addWidget(self.names_card)  # full width: long lists wrap, never clip
        layout.addStretch(2)

    def set_clock(self, clock: Clock) -> None:
        self.countdown.set_clock(clock)

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, SpyWordGameView)
        phase = view["phase"]
        self.heading.setText(self.tr("Round {round} · {phase}").format(
            round=view["round"], phase=phase_name(phase)))
        self.countdown.set_deadline(view["deadline_ms"])
        if phase == "reveal":
            self._cards(view)
        elif phase in VOTE_PHASES and view["ballot"]:
            self._vote(view, view["ballot"])
        elif phase == "private" and view["private_screen"]:
            self._private(view, view["private_screen"])

    def _names(self, view: SpyWordGameView, title: str, seats: list[int]) -> None:
        self.names_title.setText(title)
        self.names.setText(names_list([marked_name(view["seats"][s]) for s in seats]))
        self.names_card.setVisible(bool(seats))

    def _cards(self, view: SpyWordGameView) -> None:
        """SW-RND-1: I have seen my card; the others are still looking at theirs."""
        seats = view["seats"]
        seen = sum(1 for p in seats if p["seen_card"])
        self.title.setText(self.tr("Cards: {seen} of {total} seen").format(
            seen=seen, total=len(seats)))
        self.detail.setText(self.tr("The clues start once everyone has seen their card."))
        self._names(view, self.tr("Still looking at their card:"),
                    [p["seat"] for p in seats if not p["seen_card"] and not p["left"]])

    def _vote(self, view: SpyWordGameView, ballot: SpyWordBallot) -> None:
        """SW-VOTE-2: my vote is sent (it cannot be changed), or I do not vote now."""
        me = seat_viewer(view)
        pending = [s for s in ballot["voters"] if s not in ballot["voted"]]
        if me["voted"]:
            self.title.setText(others_count(len(pending)))
            target = me["vote"]
            self.detail.setText(
                self.tr("You voted Pass. A sent vote cannot be changed.")
                if target == PASS_TARGET
                else self.tr("You voted for {name}. A sent vote cannot be changed.").format(
                    name=view["seats"][target]["name"]))
        else:
            self.title.setText(self.tr("Vote: %n of {total} voted", None,
                                       len(ballot["voted"])).format(
                total=len(ballot["voters"])))
            self.detail.setText(self._why_not_voting(ballot, me))
        self._names(view, self.tr("Still to vote:"), pending)

    def _why_not_voting(self, ballot: SpyWordBallot, me: SpyWordViewer) -> str:
        if not me["in_game"]:  # SW-RND-7
            return self.tr("You are out: you do not vote.")
        if ballot["kind"] == "duel" and me["seat"] in ballot["candidates"]:  # SW-VOTE-7
            return self.tr("You are in the duel: only the others vote.")
        if me["seat"] in ballot["voters"]:  # in the ballot, but not offered it now
            return self.tr("Your vote cannot be sent now.")
        return self.tr("You do not vote this time.")

    def _private(self, view: SpyWordGameView, private: SpyWordPublicPrivateScreen) -> None:
        """SW-GHOST-5: someone is on a private screen; what it is only when public."""
        self.title.setText(self.tr("{name} is on a private screen").format(
            name=marked_name(view["seats"][private["seat"]])))
        self.detail.setText(
            self.tr("The ghost is guessing the citizens' word.") if private["ghost_guessing"]
            else self.tr("The game goes on once they are done."))
        self._names(view, "", [])
