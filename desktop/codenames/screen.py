"""The Codenames screen: grid, clue, guesses, cover step, end screen, in both modes.

One device (PX-MODE-1): the screen is fed `DeviceViews` (the table view and every seat
view) and shows whoever has something to do, as the seat views' ``"actions"`` say:

* clue phase: the spymaster types the clue (CN-CLUE-1); the key shows after a click on
  "Show the key (spymaster only)" until "Hide the key", for at most `look.KEY_SHOW_MS`,
  and hides when the window loses focus, so the spymaster can look and type while the
  guessers look away;
* guess phase: the guessers pick cards (click, arrows + Enter, or the card's number) and
  may end the turn after one guess (CN-GUESS-4, CN-CL-3);
* cover phase (CN-2P-2): behind a privacy screen, the spymaster covers an opponent word
  on the key;
* end: the whole key, who won and why, the clue log.

Own screen (several devices, PX-MODE-2: ``views.own_screen``): the screen is one player's.
A spymaster's view carries the key, so their grid always shows it (no toggle, no privacy
prompt: nobody else looks at this screen) and they give the clue and cover a word when
their view lists those actions; a guesser's view has no key (``key`` is None), so their
grid shows revealed cards only, and they pick cards and end the turn when their view
lists those actions. Whoever has nothing to do sees who the game waits for, the clue and
the guesses left. Offline players are marked beside their names in every mode.

It emits intents (`sig_clue`, `sig_guess`, `sig_end_turn`, `sig_cover`); `bind` sends
them to the controller. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QStackedLayout, QVBoxLayout, QWidget

from core.codenames.view_types import CodenamesGameView
from desktop.codenames import flow, look
from desktop.codenames.grid import DIGIT_KEYS, CardGrid
from desktop.codenames.panels import AgentsLeft, ClueEntry, ClueStatus, History
from desktop.codenames.texts import (
    guessers_of,
    labels,
    outcome_reason,
    outcome_title,
    refusal_text,
    seat_label,
    viewer_role,
)
from desktop.controller import Controller
from desktop.screens.base import DeviceViews, GameScreen, ScreenBase, View, typed_seats, typed_view
from desktop.theme import scaled
from desktop.widgets.basics import big_button, button, label, page_actions, page_layout, title_label
from desktop.widgets.countdown import Countdown
from desktop.widgets.privacy import PrivacyScreen
from desktop.widgets.team import TeamBadge, team_heading

if TYPE_CHECKING:
    from desktop.clock import Clock

Seats = Mapping[int, CodenamesGameView]  # this device's seat views

HEADER_BADGE_PX = 40
PLAY_PAGE, COVER_PAGE, END_PAGE = 0, 1, 2


class CoverPanel(ScreenBase):
    """CN-2P-2: the spymaster's key, where only opponent words can be picked."""

    sig_cover = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        self.title = title_label(self)
        self.hint = label(self, "muted")
        self.grid = CardGrid(self)
        self.grid.card_chosen.connect(self.sig_cover)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addWidget(self.grid, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Cover one word of the other team"))
        self.hint.setText(self.tr(
            "The key is showing. Pick a card with the other team's badge: it gets covered "
            "as if it had been found."))

    def show_cover(self, view: CodenamesGameView, targets: set[int]) -> None:
        self.grid.show_cards(view["cards"], view.get("key"), targets)


class SidePanel(QWidget):
    """The column beside the grid: `look.SIDE_PANEL_WIDTH_PX` wide (grown with the text)
    when the window has room, narrower down to what its texts need when not (200 % text
    in a 1280×720 window: the grid and the panel still fit side by side)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumWidth(scaled(look.SIDE_PANEL_WIDTH_PX))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(scaled(look.SIDE_PANEL_WIDTH_PX), super().sizeHint().height())


class EndPanel(ScreenBase):
    """The end screen: the whole key (every view carries it once the game is over)."""

    sig_home = Signal()
    sig_play_again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self, QHBoxLayout())
        left = QVBoxLayout()
        self.title = title_label(self)
        self.reason = label(self, "subtitle")
        self.grid = CardGrid(self, interactive=False)
        left.addWidget(self.title)
        left.addWidget(self.reason)
        left.addWidget(self.grid, 1)
        right = QVBoxLayout()
        self.agents = AgentsLeft(self)
        self.history_title = label(self, "subtitle")
        self.history = History(self)
        self.again_button = big_button(self)
        self.again_button.clicked.connect(self.sig_play_again)
        self.home_button = button(self)
        self.home_button.clicked.connect(self.sig_home)
        for widget in (self.agents, self.history_title):
            right.addWidget(widget)
        right.addWidget(self.history, 1)
        buttons = QHBoxLayout()  # below the grid and the panel, always in view
        buttons.addWidget(self.home_button)
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        page_actions(self).addLayout(buttons)
        side = SidePanel(self)
        side.setLayout(right)
        right.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(left, 1)
        layout.addWidget(side)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.history_title.setText(self.tr("Clues and guesses"))
        self.again_button.setText(self.tr("Play again"))
        self.home_button.setText(self.tr("Back to the home screen"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, CodenamesGameView)
        self.title.setText(outcome_title(view))
        self.reason.setText(outcome_reason(view))
        self.grid.show_cards(view["cards"], view.get("key"))
        self.agents.show_view(view)
        self.history.show_view(view)

    def default_focus(self) -> QWidget:
        return self.again_button


class CodenamesScreen(GameScreen):
    sig_clue = Signal(int, str, int)  # seat, word, number
    sig_guess = Signal(int, int)  # seat, card
    sig_end_turn = Signal(int)  # seat
    sig_cover = Signal(int, int)  # seat, card

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stack = QStackedLayout(self)
        self.key_held = False
        self._clue_seat: int | None = None
        self._guess_seat: int | None = None
        self._cover_seat: int | None = None
        self._asked_cover: tuple[int, int] | None = None  # (turn, seat) of the prompt shown
        self._step: tuple[Any, Any] | None = None  # (turn, phase): focus moves when it changes
        self._build_play_page()
        self.cover = CoverPanel()
        self.cover.sig_cover.connect(self._cover)
        self.privacy = PrivacyScreen(self.cover, self)
        self.end = EndPanel(self)
        self.end.sig_home.connect(self.sig_home)
        self.end.sig_play_again.connect(self.sig_play_again)
        self._stack.addWidget(self.play_page)
        self._stack.addWidget(self.privacy)
        self._stack.addWidget(self.end)
        self.retranslate_ui()

    def _build_play_page(self) -> None:
        self.play_page = QWidget(self)
        layout = page_layout(self.play_page, QHBoxLayout())
        left = QVBoxLayout()
        header = QHBoxLayout()
        self.team_badge = TeamBadge("red", self.play_page, HEADER_BADGE_PX)
        self.turn_title = title_label(self.play_page)
        self.countdown = Countdown(self.play_page, self.clock, role="title")
        header.addWidget(self.team_badge)
        header.addWidget(self.turn_title, 1)
        header.addWidget(self.countdown)
        self.hint = label(self.play_page, "subtitle")
        self.me_label = label(self.play_page, "muted")  # own screen: who I am
        self.me_label.setVisible(False)
        self.key_banner = label(self.play_page, "error")
        self.key_banner.setVisible(False)
        self.grid = CardGrid(self.play_page)
        self.grid.card_chosen.connect(self._guess)
        left.addLayout(header)
        left.addWidget(self.hint)
        left.addWidget(self.me_label)
        left.addWidget(self.key_banner)
        left.addWidget(self.grid, 1)

        side = SidePanel(self.play_page)
        right = QVBoxLayout(side)
        right.setContentsMargins(0, 0, 0, 0)
        self.clue_status = ClueStatus(side)
        self.clue_entry = ClueEntry(side)
        self.clue_entry.sig_give.connect(self._give_clue)
        self.end_turn_button = big_button(side)
        self.end_turn_button.clicked.connect(self._end_turn)
        # A toggle, not a hold: the spymaster can look at the key AND type the clue. It
        # hides itself after `look.KEY_SHOW_MS` and when the window loses focus.
        self.key_button = button(side)
        self.key_button.setCheckable(True)
        self.key_button.toggled.connect(self._show_key)
        self.key_timer = QTimer(self)
        self.key_timer.setSingleShot(True)
        self.key_timer.setInterval(look.KEY_SHOW_MS)
        self.key_timer.timeout.connect(self._release_key)
        self.agents = AgentsLeft(side)
        self.history_title = label(side, "subtitle")
        self.history = History(side)
        for widget in (self.clue_status, self.clue_entry, self.end_turn_button,
                       self.key_button, self.agents, self.history_title):
            right.addWidget(widget)
        right.addWidget(self.history, 1)
        layout.addLayout(left, 1)
        layout.addWidget(side)

    # -- texts --------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.end_turn_button.setText(self.tr("End the turn"))
        self._caption_key_button()
        self.key_banner.setText(self.tr("The key is showing: guessers, look away!"))
        self.history_title.setText(self.tr("Clues and guesses"))

    # -- views ----------------------------------------------------------------------------
    def set_clock(self, clock: Clock) -> None:
        super().set_clock(clock)
        self.countdown.set_clock(clock)

    def set_views(self, views: DeviceViews) -> None:
        self.views = views
        self.set_view(views.table)

    def own_screen(self) -> bool:
        """True on a player's own screen (several devices), False when passing one around."""
        return self.views is not None and self.views.own_screen

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, CodenamesGameView)
        seats = self._seat_views()
        if view.get("phase") == "over":
            self._release_key()
            self.privacy.conceal()
            self.end.set_view(raw)
            self._show_page(END_PAGE, self.end.default_focus())
            return
        cover = flow.actor(seats, flow.COVER)
        self._cover_seat = cover.seat if cover else None
        if cover is not None:
            self._show_cover(view, cover)
            return
        self.privacy.conceal()
        self._show_page(PLAY_PAGE, None)
        self._render_play(view, seats)

    def _seat_views(self) -> Seats:
        return typed_seats(self.views.seats if self.views is not None else {},
                           CodenamesGameView)

    def _show_page(self, page: int, focus: QWidget | None) -> None:
        changed = self._stack.currentIndex() != page
        self._stack.setCurrentIndex(page)
        if changed and focus is not None:
            focus.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_cover(self, view: CodenamesGameView, cover: flow.Actor) -> None:
        self._release_key()
        asked = (view["turn"], cover.seat)
        own = self.own_screen()
        self.privacy.hide_button.setVisible(not own)
        new_step = asked != self._asked_cover
        self._asked_cover = asked
        if own:  # my own screen: my key shows at once, nobody to pass it to
            self.privacy.reveal()
        elif new_step:  # a new cover step: the prompt first (PX-MODE-1)
            self.privacy.ask(seat_label(view, cover.seat))
        self.cover.show_cover(cover.view, flow.card_targets(cover.view, flow.COVER))
        self._show_page(COVER_PAGE, None if own else self.privacy.default_focus())
        if own and new_step:
            self.cover.grid.focus_first()

    def _render_play(self, view: CodenamesGameView, seats: Seats) -> None:
        team = view.get("active_team")
        if team is not None:  # None once over: the end page shows then (render_view)
            self.team_badge.set_side(team)
        self.turn_title.setText(self._turn_title(view))
        deadline = view.get("deadline_ms")
        self.countdown.set_deadline(deadline if isinstance(deadline, int) else None)
        clue = flow.actor(seats, flow.CLUE)
        guess = flow.actor(seats, flow.GUESS)
        self._clue_seat = clue.seat if clue else None
        self._guess_seat = guess.seat if guess else None
        step = (view.get("turn"), view.get("phase"))
        new_step = step != self._step
        self._step = step

        own = self.own_screen()
        self.clue_entry.setVisible(clue is not None)
        self.key_button.setVisible(clue is not None and not own)  # own screen: key shows
        self.me_label.setVisible(own)
        self.me_label.setText(viewer_role(view) if own else "")
        if clue is None:
            self._release_key()
        else:
            self.clue_entry.set_numbers(flow.clue_numbers(clue.view))
            if new_step:
                self.clue_entry.clear()
        self.end_turn_button.setVisible(guess is not None)
        self.end_turn_button.setEnabled(
            guess is not None and flow.END_TURN in flow.kinds(guess.view))
        self.hint.setText(self._hint(view, seats, clue, guess))
        self._show_grid()
        self.clue_status.show_view(view)
        self.clue_status.setVisible(not (own and clue is not None))  # I am the one to give it
        self.agents.show_view(view)
        self.history.show_view(view)
        if new_step:
            if clue is not None:
                self.clue_entry.word.setFocus(Qt.FocusReason.OtherFocusReason)
            elif guess is not None:
                self.grid.focus_first()

    def _turn_title(self, view: CodenamesGameView) -> str:
        team = view.get("active_team")
        if view.get("variant") == "three_competitive":
            spymaster = flow.spymaster_of(view, team)
            return self.tr("{team}: {name}'s turn").format(
                team=team_heading(team), name=seat_label(view, spymaster))
        return team_heading(team)

    def _hint(self, view: CodenamesGameView, seats: Seats, clue: flow.Actor | None,
              guess: flow.Actor | None) -> str:
        if self.own_screen():
            return self._own_hint(view, clue, guess)
        if clue is not None:
            return self.tr("{name}, give a clue: one word and a number.").format(
                name=seat_label(view, clue.seat))
        if guess is not None:
            return self.tr(
                "{names}: pick a card. Click it, or use the arrows and Enter, or type its "
                "number.").format(names=labels(view, flow.actors(seats, flow.GUESS)))
        if view.get("phase") == "clue":
            return self.tr("Waiting for the spymaster's clue…")
        return self.tr("Waiting for the other players…")

    def _own_hint(self, view: CodenamesGameView, clue: flow.Actor | None,
                  guess: flow.Actor | None) -> str:
        """My own screen: what I do now, or whom the game waits for and what they do."""
        if clue is not None:
            return self.tr("Your turn: give a clue, one word and a number.")
        if guess is not None:
            return self.tr(
                "Your turn: pick a card. Click it, or use the arrows and Enter, or type its "
                "number.")
        team = view.get("active_team")
        phase = view.get("phase")
        if phase == "clue":
            return self.tr("Waiting for {name}: the spymaster is thinking of a clue…").format(
                name=seat_label(view, flow.spymaster_of(view, team)))
        if phase == "guess":
            return self.tr("Waiting for {names} to pick a card…").format(
                names=labels(view, guessers_of(view, team)))
        if phase == "cover":
            return self.tr("Waiting for {name} to cover a word of the other team…").format(
                name=seat_label(view, flow.spymaster_of(view, team)))
        return self.tr("Waiting for the other players…")

    def _show_grid(self) -> None:
        raw = self.views.table if self.views is not None else self.view
        if raw is None:
            return
        view = typed_view(raw, CodenamesGameView)
        seats = self._seat_views()
        key = None
        own = self.own_screen()
        if own:  # a spymaster's own view carries the key; a guesser's never does
            key = view.get("key")
        elif self.key_held and self._clue_seat is not None and self.views is not None:
            key = seats[self._clue_seat].get("key")
        pickable: set[int] = set()
        if self._guess_seat is not None and self.views is not None:
            pickable = flow.card_targets(seats[self._guess_seat], flow.GUESS)
        self.grid.show_cards(view["cards"], key, pickable)
        self.key_banner.setVisible(key is not None and not own)  # "look away": one device

    # -- the key, shown by a toggle that hides itself ---------------------------------------
    def _caption_key_button(self) -> None:
        if self.key_held:
            self.key_button.setText(self.tr("Hide the key"))
        else:
            self.key_button.setText(self.tr("Show the key (spymaster)"))
        self.key_button.setAccessibleName(self.key_button.text())

    def _show_key(self, shown: bool) -> None:
        self.key_held = shown and self._clue_seat is not None
        if self.key_held:
            self.key_timer.start()
        else:
            self.key_timer.stop()
            if self.key_button.isChecked():
                self.key_button.setChecked(False)  # toggles back here: held stays False
        self._caption_key_button()
        if self.view is not None and self._stack.currentIndex() == PLAY_PAGE:
            self._show_grid()

    def _release_key(self) -> None:
        if self.key_held or self.key_button.isChecked():
            self._show_key(False)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        # The window lost focus (another window, another app): the spymaster is not
        # looking any more, the key hides.
        if event.type() == QEvent.Type.ActivationChange and not self.isActiveWindow():
            self._release_key()
        super().changeEvent(event)

    # -- intents ----------------------------------------------------------------------------
    def _give_clue(self, word: str, number: int) -> None:
        if self._clue_seat is not None:
            self.clue_entry.error.clear()
            self.sig_clue.emit(self._clue_seat, word, number)

    def _guess(self, card: int) -> None:
        if self._guess_seat is not None:
            self.sig_guess.emit(self._guess_seat, card)

    def _end_turn(self) -> None:
        if self._guess_seat is not None:
            self.sig_end_turn.emit(self._guess_seat)

    def _cover(self, card: int) -> None:
        if self._cover_seat is not None:
            self.sig_cover.emit(self._cover_seat, card)

    def show_refusal(self, code: str) -> None:
        """A refused intent (CN-CL-2: a bad clue, with its reason) shows by the entry."""
        self.clue_entry.error.setText(refusal_text(code) or "")

    # -- keyboard ------------------------------------------------------------------------------
    def default_focus(self) -> QWidget | None:
        if self._stack.currentIndex() == END_PAGE:
            return self.end.default_focus()
        if self._stack.currentIndex() == COVER_PAGE:
            if self.own_screen():
                return self.cover.grid.focused_card() or self.cover.grid
            return self.privacy.default_focus()
        if self._clue_seat is not None:
            return self.clue_entry.word
        return self.grid.focused_card() or self.end_turn_button

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        # A card number typed anywhere on the play page (not in the clue entry, which
        # takes its own digits) selects that card.
        digit = DIGIT_KEYS.get(event.key())
        if (digit is not None and self._stack.currentIndex() == PLAY_PAGE
                and self.grid.type_digit(digit)):
            return
        super().keyPressEvent(event)


def bind(screen: CodenamesScreen, controller: Controller) -> None:
    """Intents → actions (`core.codenames.actions`, as `ActionCodec` maps read them)."""
    screen.sig_clue.connect(lambda seat, word, number: controller.act(
        seat, {"type": "clue", "word": word, "number": number}))
    screen.sig_guess.connect(lambda seat, card: controller.act(
        seat, {"type": "guess", "card": card}))
    screen.sig_end_turn.connect(lambda seat: controller.act(seat, {"type": "end_turn"}))
    screen.sig_cover.connect(lambda seat, card: controller.act(
        seat, {"type": "cover", "card": card}))
    controller.refused.connect(lambda action_id, code: screen.show_refusal(code))
