"""`SpyWordScreen`: the whole one-device flow of Spy Word (PX-MODE-1), fed with views.

It picks the page from the table view's phase, and which seat's view to show behind a
privacy screen from the views' own fields (``actions``, ``ballot.current_voter``,
``private_screen``): no rule is decided here. Two things are the screen's own: a vote
result stays on screen until someone presses Continue, and "See my word" is a detour
the players open and close themselves.

Several devices (``views.own_screen``): the screen is one player's own. The same pages
lose their privacy screens (`set_own_screen`); a page is shown when this player's view
offers its action (``actions``: "Got it", "Clue given", "Go to vote", a vote, the guess),
and `SpyWaitPage` says who we wait for otherwise. Each screen continues past a vote
result on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedLayout, QWidget

from core.spyword.view_types import SpyWordGameView
from desktop.screens.base import DeviceViews, GameScreen, ScreenBase, View, typed_seats, typed_view
from desktop.spyword.result_pages import SpyEndPage, SpyResultPage
from desktop.spyword.round_page import SpyRoundPage, first_seat_with
from desktop.spyword.secret_pages import (
    Seats,
    SpyPrivatePage,
    SpyRevealPage,
    SpyReviewPage,
    SpyVotePage,
    seat_viewer,
)
from desktop.spyword.wait_page import SpyWaitPage

if TYPE_CHECKING:
    from desktop.clock import Clock

ROUND_PHASES = ("clues", "duel_clues", "discussion")
VOTE_PHASES = ("vote", "duel_vote")


class SpyWordScreen(GameScreen):
    sig_got_it = Signal(int)
    sig_clue_given = Signal(int)
    sig_go_to_vote = Signal(int)
    sig_vote = Signal(int, object)  # voter, target seat or None for Pass
    sig_ghost_guess = Signal(int, str)
    sig_seen_role = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stack = QStackedLayout(self)
        self.reveal_page = SpyRevealPage(self)
        self.round_page = SpyRoundPage(self)
        self.review_page = SpyReviewPage(self)
        self.vote_page = SpyVotePage(self)
        self.result_page = SpyResultPage(self)
        self.private_page = SpyPrivatePage(self)
        self.end_page = SpyEndPage(self)
        self.wait_page = SpyWaitPage(self)
        for page in (self.reveal_page, self.round_page, self.review_page, self.vote_page,
                     self.result_page, self.private_page, self.end_page, self.wait_page):
            self.stack.addWidget(page)
        self.reveal_page.sig_got_it.connect(self.sig_got_it)
        self.round_page.sig_clue_given.connect(self.sig_clue_given)
        self.round_page.sig_go_to_vote.connect(self.sig_go_to_vote)
        self.round_page.sig_see_my_word.connect(self.open_review)
        self.review_page.sig_closed.connect(self.close_review)
        self.vote_page.sig_vote.connect(self.sig_vote)
        self.result_page.sig_continue.connect(self.acknowledge_result)
        self.private_page.sig_guess.connect(self.sig_ghost_guess)
        self.private_page.sig_seen_role.connect(self.sig_seen_role)
        self.end_page.sig_home.connect(self.sig_home)
        self.end_page.sig_play_again.connect(self.sig_play_again)
        self.reviewing = False
        self.results_seen: int | None = None  # vote results already shown to the table
        self.own = False

    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        for page in (self.round_page, self.reveal_page, self.vote_page, self.private_page,
                     self.wait_page):
            page.set_clock(clock)

    # -- choosing the page ------------------------------------------------------------
    def set_views(self, views: DeviceViews) -> None:
        if self.results_seen is None:  # joining mid-game: earlier results are old news
            self.results_seen = len(typed_view(views.table, SpyWordGameView)["history"])
        if views.own_screen and not self.own:
            self.own = True  # several devices: this is one player's own screen
            for page in (self.reveal_page, self.round_page, self.review_page,
                         self.vote_page, self.private_page):
                page.set_own_screen()
        super().set_views(views)

    def render_view(self, raw: View) -> None:
        if self.views is None:
            return
        view = typed_view(raw, SpyWordGameView)
        seats = dict(typed_seats(self.views.seats, SpyWordGameView))
        phase = view["phase"]
        if self.reviewing and not any(seat_viewer(v)["may_review_word"]
                                      for v in seats.values()):
            self.reviewing = False  # the discussion timed out into the vote
        if self.reviewing:
            self.review_page.update_views(seats)
            self._show(self.review_page)
        elif self.results_seen is not None and self.results_seen < len(view["history"]):
            self.result_page.show_result(raw, self.results_seen)
            self._show(self.result_page)
        elif phase == "over":
            self.end_page.set_view(raw)
            self._show(self.end_page)
        elif phase in ROUND_PHASES:
            self.round_page.show_round(view, seats)
            self._show(self.round_page)
        elif self.own:
            self._show_own(raw, seats)
        elif phase == "reveal":
            self._show_reveal(view, seats)
        elif phase in VOTE_PHASES:
            self.vote_page.show_vote(view, seats)
            self._show(self.vote_page)
        elif phase == "private":
            self.private_page.show_private(view, seats)
            self._show(self.private_page)

    def _show_own(self, raw: View, seats: Seats) -> None:
        """Reveal, vote and private screen on my own screen: my page when my view offers
        me the action, else who we wait for."""
        view = typed_view(raw, SpyWordGameView)
        viewer = seat_viewer(view)
        me = viewer["seat"]
        phase = view["phase"]
        offered = {a["type"] for a in view["actions"]}
        if phase == "reveal" and "got_it" in offered:
            seen = sum(1 for p in view["seats"] if p["seen_card"])
            self.reveal_page.show_seat(seats, me, seen, len(view["seats"]))
            self._show(self.reveal_page)
        elif phase in VOTE_PHASES and "vote" in offered:
            self.vote_page.show_vote(view, seats, voter=me)
            self._show(self.vote_page)
        elif phase == "private" and viewer["private_screen"]:
            self.private_page.show_private(view, seats)
            self._show(self.private_page)
        else:
            self.wait_page.set_view(raw)
            self._show(self.wait_page)

    def _show_reveal(self, view: SpyWordGameView, seats: Seats) -> None:
        seat = first_seat_with(seats, "got_it")
        if seat is None:
            return
        seen = sum(1 for p in view["seats"] if p["seen_card"])
        self.reveal_page.show_seat(seats, seat, seen, len(view["seats"]))
        self._show(self.reveal_page)

    def _show(self, page: ScreenBase) -> None:
        if self.stack.currentWidget() is page:
            return  # the page keeps its own focus (a privacy prompt sets it itself)
        self.stack.setCurrentWidget(page)
        focus = page.default_focus()
        if focus is not None:
            focus.setFocus()

    # -- the screen's own steps -------------------------------------------------------
    def open_review(self) -> None:
        """SW-RND-6: "See my word" (pick your name next; own screen: my card)."""
        if self.views is None:
            return
        self.reviewing = True
        self.review_page.open(typed_seats(self.views.seats, SpyWordGameView))
        self.render_view(self.views.table)

    def close_review(self) -> None:
        self.reviewing = False
        if self.views is not None:
            self.render_view(self.views.table)

    def acknowledge_result(self) -> None:
        if self.results_seen is not None:
            self.results_seen += 1
        if self.views is not None:
            self.render_view(self.views.table)

    def default_focus(self) -> QWidget | None:
        page = self.stack.currentWidget()
        return page.default_focus() if isinstance(page, ScreenBase) else None
