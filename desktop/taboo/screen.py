"""`TabooScreen`: Around the Word's whole one-device flow (TB-DEV-1, TB-DEV-2).

It picks a page from the table view's phase and fills it from the right view: the card
from the clue-giver's view (the clue-giver holds the device, a player of the other team
watches beside them), everything else from the table view, which never holds the card and
hides first-time passes on the Turn result (TB-TURN-7). Buttons are enabled from the
views' ``"actions"``; every intent names a seat whose view lists that action.

TB-DEV-2: the screen watches its top-level window; when the window loses the focus or is
minimised while a clock runs, it sends the core's Pause. The focus moving to the app's
own table view window is not "the players looked away": no pause then. Resume is a
button (or a key), so nobody loses time while finding their seat again.

Own screen (several devices, `DeviceViews.own_screen`): the screen shows its player's
view only, in the role that view names (TB-DEV-3): the clue-giver's card with Found and
Pass, the other team's card with Buzz!, the teammates' "guess aloud" with no card; the
pages say whom we wait for. Pausing is a one-device rule (TB-DEV-2; the several-devices
rules have none and the core refuses Pause there): one player's window going to the
background must not stop everyone's turn, so an own screen never sends Pause.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from desktop.clock import Clock
from desktop.screens.base import GameScreen, ScreenBase, View
from desktop.taboo.end_page import TabooEndPage
from desktop.taboo.play_page import PLAY_ACTIONS, TabooPlayPage
from desktop.taboo.result_page import TabooResultPage
from desktop.taboo.turn_pages import TabooCountdownPage, TabooPausedPage, TabooReadyPage
from desktop.taboo.widgets import CARD_GUARD_MS

Choice = tuple[int, dict[str, Any]]  # a seat and one of its legal actions


class TabooScreen(GameScreen):
    sig_go = Signal(int)  # seat
    sig_found = Signal(int, int)  # seat, played (cards of the turn played before this one)
    sig_pass = Signal(int, int)
    sig_buzz = Signal(int, int)
    sig_correct = Signal(int, int)  # seat, row index on the Turn result
    sig_confirm = Signal(int)
    sig_pause = Signal(int)
    sig_resume = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget(self)
        layout.addWidget(self.stack)
        self.ready = TabooReadyPage(self)
        self.countdown = TabooCountdownPage(self)
        self.play = TabooPlayPage(self)
        self.paused = TabooPausedPage(self)
        self.result = TabooResultPage(self)
        self.end = TabooEndPage(self)
        for page in (self.ready, self.countdown, self.play, self.paused, self.result,
                     self.end):
            self.stack.addWidget(page)
        self.ready.sig_go.connect(lambda: self._send("go"))
        self.play.sig_action.connect(self._send)
        self.paused.sig_resume.connect(lambda: self._send("resume"))
        self.result.sig_correct.connect(self._correct)
        self.result.sig_confirm.connect(lambda: self._send("confirm"))
        self.end.sig_home.connect(self.sig_home)
        self.end.sig_play_again.connect(self.sig_play_again)
        self._watched: QObject | None = None
        self._card_played: int | None = None  # the card on screen (cards played before it)
        self._card_since_ms: int | None = None  # when it appeared, on the game's clock

    # -- views ------------------------------------------------------------------------
    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        self.play.timer.set_clock(clock)
        self.countdown.beat.set_clock(clock)

    def render_view(self, view: View) -> None:
        own = self.views is not None and self.views.own_screen
        for turn_page in (self.ready, self.countdown, self.play, self.result):
            turn_page.own_screen = own
        page = self._page_for(view)
        if page is self.play:
            self.play.set_view(self._card_view())
            self.play.set_enabled_actions({k for k in PLAY_ACTIONS if self._choice(k)})
            self._note_card()
        else:
            page.set_view(view)
        if page is self.ready:
            self.ready.set_go_enabled(self._choice("go") is not None)
        elif page is self.paused:
            self.paused.set_resume_enabled(self._choice("resume") is not None)
        elif page is self.result:
            corrections = {action["index"] for _, action in self._choices("correct")}
            self.result.set_enabled(corrections, self._choice("confirm") is not None)
        if self.stack.currentWidget() is not page:
            self.stack.setCurrentWidget(page)
            focus = page.default_focus()
            if focus is not None:
                focus.setFocus(Qt.FocusReason.OtherFocusReason)
        # Off the countdown and play pages their clocks stop ticking; no card lingers.
        if page is not self.play:
            self.play.clear()
        if page is not self.result:
            self.result.clear()
        if page is not self.countdown:
            self.countdown.beat.set_deadline(None)

    def _page_for(self, view: View) -> ScreenBase:
        if view["phase"] == "over":
            return self.end
        if view.get("paused"):
            return self.paused
        return {"ready": self.ready, "countdown": self.countdown, "playing": self.play,
                "result": self.result}[view["phase"]]

    def _card_view(self) -> View:
        """The clue-giver's view: the card, its forbidden words and the returning warning.
        Own screen: this player's view, whatever it may show."""
        if self.views is None or self.views.own_screen:
            return self.views.table if self.views else {}
        seats = self.views.seats
        giver = (self.views.table.get("turn") or {}).get("clue_giver")
        if giver is not None and giver in seats:
            return seats[giver]
        with_card = [view for view in seats.values() if view.get("card")]
        return with_card[0] if with_card else self.views.table

    def default_focus(self) -> QWidget | None:
        page = self.stack.currentWidget()
        return page.default_focus() if isinstance(page, ScreenBase) else None

    # -- intents ----------------------------------------------------------------------
    def _seat_order(self, kind: str) -> list[int]:
        """Seats to act as, in order: one device accepts any seat, so act as whoever the
        rules name (the clue-giver; a player of the other team for Buzz!)."""
        if self.views is None:
            return []
        table = self.views.table
        turn = table.get("turn") or {}
        giver, team = turn.get("clue_giver"), turn.get("team")
        others = [p["seat"] for p in table["seats"] if p["team"] != team]
        mates = [p["seat"] for p in table["seats"] if p["team"] == team]
        order = [*others, giver, *mates] if kind == "buzz" else [giver, *mates, *others]
        return [seat for seat in dict.fromkeys(order) if seat in self.views.seats]

    def _choices(self, kind: str) -> list[Choice]:
        found: list[Choice] = []
        if self.views is None:
            return found
        for seat in self._seat_order(kind):
            for action in self.views.seats[seat].get("actions", []):
                if action.get("type") == kind:
                    found.append((seat, action))
            if found:
                return found
        return found

    def _choice(self, kind: str) -> Choice | None:
        choices = self._choices(kind)
        return choices[0] if choices else None

    def _note_card(self) -> None:
        """A new card is on screen: Found/Pass/Buzz! wait `CARD_GUARD_MS` for it."""
        played = next((action["played"] for kind in PLAY_ACTIONS
                       for _, action in self._choices(kind)), None)
        if played != self._card_played:
            self._card_played = played
            self._card_since_ms = self.clock()

    def card_guarded(self) -> bool:
        """True while the card on screen is too new to be acted on: a double tap (or a
        held key) must not mark a card that nobody saw (finding 6)."""
        return (self._card_since_ms is not None
                and self.clock() - self._card_since_ms < CARD_GUARD_MS)

    def _send(self, kind: str) -> None:
        if kind in PLAY_ACTIONS and self.card_guarded():
            return
        choice = self._choice(kind)
        if choice is None:
            return  # not legal now: the button was disabled, a key was pressed anyway
        seat, action = choice
        signals = {"go": self.sig_go, "confirm": self.sig_confirm, "pause": self.sig_pause,
                   "resume": self.sig_resume}
        if kind in signals:
            signals[kind].emit(seat)
        else:
            {"found": self.sig_found, "pass": self.sig_pass,
             "buzz": self.sig_buzz}[kind].emit(seat, action["played"])

    def _correct(self, index: int) -> None:
        for seat, action in self._choices("correct"):
            if action["index"] == index:
                self.sig_correct.emit(seat, index)
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """Found / Pass / Buzz! by their keys (shown on the buttons)."""
        if self.stack.currentWidget() is self.play:
            if event.isAutoRepeat():
                return  # a key held down is one press, not one card per repeat
            kind = self.play.action_for_key(event.text())
            if kind is not None:
                self._send(kind)
                return
        super().keyPressEvent(event)

    # -- TB-DEV-2: pause when the window goes to the background --------------------------
    def pause_if_running(self) -> None:
        if self.views is not None and self.views.own_screen:
            return  # TB-DEV-2 is for one device: one player's window stops nobody's turn
        if self._choice("pause") is not None:
            self._send("pause")

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        window = self.window()
        if window is not self._watched:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self._watched and self._backgrounded(watched, event):
            self.pause_if_running()
        return False

    @staticmethod
    def _backgrounded(window: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.WindowDeactivate:
            # Qt names the new active window before it deactivates the old one. Clicking
            # the app's own table view (another main window, on the TV) is not the
            # players looking away; another app, or a dialog over the game, is.
            now = QApplication.activeWindow()
            return not (isinstance(now, QMainWindow) and now is not window)
        return (kind == QEvent.Type.WindowStateChange and isinstance(window, QWidget)
                and window.isMinimized())
