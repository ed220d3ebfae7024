"""Pages that show one player's secret behind a privacy screen (PX-MODE-1).

Each page wraps a `PrivacyScreen`; the screen hands it the seat's own view. A new key
(another player, another vote) always puts the "Pass to …" prompt back first, so the
previous player's secret is never on screen when the device moves on.

On a player's own screen (several devices, PX-MODE-2) `set_own_screen()` takes the
privacy screen away: the content is the player's own, shown directly; the card itself
still shows only while "My word" is held (`HoldToSee`, SW-RND-1/6).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.spyword.actions import MAX_GUESS_LEN
from core.spyword.view_types import SpyWordGameView, SpyWordPublic, SpyWordViewer
from desktop.screens.base import ScreenBase
from desktop.spyword.card import HoldToSee, SpyCard
from desktop.spyword.texts import PASS_TARGET, marked_name, names_list, role_name
from desktop.spyword.widgets import discard
from desktop.theme import scaled
from desktop.widgets.basics import big_button, button, label, page_actions, page_layout, title_label
from desktop.widgets.countdown import Countdown
from desktop.widgets.privacy import PrivacyScreen

if TYPE_CHECKING:
    from desktop.clock import Clock

VOTE_COLUMNS = 3
CHOICE_MIN_HEIGHT_PX = 56
GUESS_WIDTH_PX = 560
CHOSEN_MARK = "✓"
# The picked name stands out by a mark and a frame, not by colour alone (PX-A11Y-1);
# palette colours keep it right in both themes.
CHOICE_STYLE = """
QPushButton:checked { background: palette(highlight); color: palette(highlighted-text);
    font-weight: 700; border: 3px solid palette(text); }
"""


# This device's seat views (`DeviceViews.seats`, read through `typed_seats`).
Seats = Mapping[int, SpyWordGameView]


def player_name(view: SpyWordPublic, seat: int) -> str:
    return view["seats"][seat]["name"]


def seat_viewer(view: SpyWordGameView) -> SpyWordViewer:
    """The player a seat's view is for: every seat view names one (only the table
    view, which no page reads this from, has none)."""
    viewer = view["viewer"]
    if viewer is None:
        raise ValueError("a seat's view without its viewer")
    return viewer


class SpySecretPage(ScreenBase):
    """A heading (and the phase's countdown, when timed) above a privacy screen around
    ``content``; on an own screen, above the content itself."""

    def __init__(self, content: QWidget, parent: QWidget | None = None,
                 with_hide_button: bool = False) -> None:
        super().__init__(parent)
        layout = self.page = page_layout(self)
        self.heading = label(self, "subtitle", centred=True)
        layout.addWidget(self.heading)
        self.countdown = Countdown(self, role="title")
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.countdown)
        self.content = content
        self.privacy: PrivacyScreen | None = PrivacyScreen(
            content, self, with_hide_button=with_hide_button)
        self.privacy.sig_revealed.connect(self.on_revealed)
        layout.addWidget(self.privacy, 1)
        #: The content's buttons (subclasses add theirs): in view below it, behind the
        #: privacy screen with it, or on the page's own action area on an own screen.
        self.actions_box = QWidget(self)
        self.action_column = QVBoxLayout(self.actions_box)
        self.action_column.setContentsMargins(0, 0, 0, 0)
        self.privacy.content_actions().addWidget(self.actions_box)
        self.key: Any = None
        self.seat: int | None = None
        self.own = False

    def set_clock(self, clock: Clock) -> None:
        self.countdown.set_clock(clock)

    def set_own_screen(self) -> None:
        """Several devices: this page shows its own player's content, no "Pass to …"."""
        if self.own:
            return
        self.own = True
        self.page.addWidget(self.content, 1)  # out of the privacy screen
        self.content.show()  # a new parent hides a widget until shown again
        page_actions(self).addWidget(self.actions_box)
        self.actions_box.show()
        if self.privacy is not None:
            discard([self.privacy])
            self.privacy = None

    @property
    def revealed(self) -> bool:
        """The content is in view: revealed behind the privacy screen, or an own screen."""
        return self.own or (self.privacy is not None and self.privacy.revealed)

    def ask(self, key: Any, seat: int, name: str) -> None:
        """Show the prompt for ``name`` unless this very key is already on screen."""
        if key == self.key:
            return
        self.key, self.seat = key, seat
        if self.privacy is not None:
            self.privacy.ask(name)
        else:
            self.on_revealed()

    def on_revealed(self) -> None:
        """The content has just come into view (focus its first control)."""

    def default_focus(self) -> QWidget | None:
        if self.privacy is not None:
            return self.privacy.default_focus()
        return None


class SpyRevealPage(SpySecretPage):
    """SW-RND-1: each player in turn reveals their card and taps "Got it"."""

    sig_got_it = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        content = QWidget()
        super().__init__(content, parent)
        self.inner = QVBoxLayout(content)
        self.card = SpyCard(content)
        self.hold: HoldToSee | None = None  # own screen only
        self.got_it = big_button(content)
        self.got_it.clicked.connect(self._got_it)
        self.inner.addStretch(1)
        self.inner.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.action_column.addWidget(self.got_it, 0, Qt.AlignmentFlag.AlignHCenter)
        self.inner.addStretch(1)
        self.retranslate_ui()

    def set_own_screen(self) -> None:
        """SW-RND-1, several devices: my card on my screen, while "My word" is held."""
        if self.own:
            return
        super().set_own_screen()
        index = self.inner.indexOf(self.card)
        self.inner.removeWidget(self.card)
        self.hold = HoldToSee(self.card, self.content)
        self.hold.sig_seen.connect(self._update_got_it)
        self.inner.insertWidget(index, self.hold, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hold.show()
        self._update_got_it()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.got_it.setText(self.tr("Got it"))
        self.got_it.setAccessibleName(self.tr("Got it: I have seen my card") if self.own
                                      else self.tr("Got it: hide my card and pass on"))

    def show_seat(self, views: Seats, seat: int, seen: int, total: int) -> None:
        me = seat_viewer(views[seat])
        self.ask(("reveal", seat), seat, me["name"])
        self.heading.setText(self.tr("Cards: {seen} of {total} seen").format(
            seen=seen, total=total))
        self.card.show_me(me)

    def _update_got_it(self) -> None:
        # Own screen: "Got it" once the card has been looked at (held at least once).
        self.got_it.setEnabled(self.hold is None or self.hold.seen)

    def on_revealed(self) -> None:
        (self.hold.hold_button if self.hold is not None and not self.hold.seen
         else self.got_it).setFocus()

    def default_focus(self) -> QWidget | None:
        if self.hold is not None:
            return self.got_it if self.hold.seen else self.hold.hold_button
        return super().default_focus()

    def _got_it(self) -> None:
        if self.seat is not None and self.revealed and self.got_it.isEnabled():
            self.sig_got_it.emit(self.seat)


class SpyReviewPage(ScreenBase):
    """SW-RND-6: "See my word": pick your name, privacy screen, your card, hide.
    Several devices: straight to my own card, shown while "My word" is held."""

    sig_closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self.page = page_layout(self)
        self.title = title_label(self, centred=True)
        layout.addWidget(self.title)
        self.picker = QWidget(self)
        self.picker_grid = QGridLayout(self.picker)
        layout.addWidget(self.picker)
        self.card = SpyCard()
        privacy = PrivacyScreen(self.card, self)
        privacy.sig_hidden.connect(self.sig_closed)
        layout.addWidget(privacy, 1)
        self.privacy: PrivacyScreen | None = privacy
        self.back = button(self)
        self.back.clicked.connect(self.sig_closed)
        layout.addWidget(self.back, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.name_buttons: dict[int, QPushButton] = {}
        self.views: dict[int, SpyWordGameView] = {}
        self.chosen: int | None = None
        self.hold: HoldToSee | None = None  # own screen only
        self.retranslate_ui()

    @property
    def own(self) -> bool:
        return self.hold is not None

    def set_own_screen(self) -> None:
        """Several devices: no name to pick, no privacy screen; hold "My word"."""
        if self.privacy is None:
            return
        index = self.page.indexOf(self.privacy)
        self.hold = HoldToSee(self.card, self)  # takes the card out of the privacy screen
        self.page.insertWidget(index, self.hold, 1, Qt.AlignmentFlag.AlignHCenter)
        self.hold.show()
        discard([self.privacy])
        self.privacy = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Your word") if self.own
                           else self.tr("Who wants to see their word?"))
        self.back.setText(self.tr("Back"))

    def open(self, views: Seats) -> None:
        """Start again at the name picker (own screen: at my card)."""
        self.chosen = None
        self.update_views(views)

    def update_views(self, views: Seats) -> None:
        self.views = dict(views)
        discard(list(self.name_buttons.values()))
        self.name_buttons = {}
        if self.own:
            seat = next(iter(views))
            self.chosen = seat
            self.card.show_me(seat_viewer(views[seat]))
            self._show_step()
            return
        allowed = [seat for seat, v in sorted(views.items())
                   if seat_viewer(v)["may_review_word"]]
        for index, seat in enumerate(allowed):
            name_button = big_button(self.picker)
            name_button.setText(seat_viewer(views[seat])["name"])
            name_button.clicked.connect(lambda _=False, s=seat: self.choose(s))
            self.picker_grid.addWidget(name_button, index // VOTE_COLUMNS,
                                       index % VOTE_COLUMNS)
            self.name_buttons[seat] = name_button
        self._show_step()

    def choose(self, seat: int) -> None:
        if self.privacy is None:
            return
        self.chosen = seat
        me = seat_viewer(self.views[seat])
        self.card.show_me(me)
        self.privacy.ask(me["name"])
        self._show_step()
        self.privacy.reveal_button.setFocus()

    def _show_step(self) -> None:
        if self.privacy is None:  # own screen: my card, "My word" and Back
            self.title.setVisible(True)
            self.picker.setVisible(False)
            self.back.setVisible(True)
            return
        picking = self.chosen is None
        self.title.setVisible(picking)
        self.picker.setVisible(picking)
        self.back.setVisible(picking)
        self.privacy.setVisible(not picking)

    def default_focus(self) -> QWidget | None:
        if self.hold is not None:
            return self.hold.hold_button
        if self.chosen is not None and self.privacy is not None:
            return self.privacy.default_focus()
        return next(iter(self.name_buttons.values()), self.back)


class SpyVotePage(SpySecretPage):
    """SW-VOTE-2: one voter at a time, in secret; no way on without choosing.
    Several devices: my own ballot, timed (SW-EDGE-1); a sent vote cannot be changed."""

    sig_vote = Signal(int, object)  # voter, target seat or None for Pass (SW-VOTE-1)

    def __init__(self, parent: QWidget | None = None) -> None:
        content = QWidget()
        super().__init__(content, parent)
        inner = QVBoxLayout(content)
        self.question = title_label(content, centred=True)
        self.note = label(content, "muted", centred=True)
        self.choices = QWidget(content)
        self.choices.setStyleSheet(CHOICE_STYLE)
        self.grid = QGridLayout(self.choices)
        self.confirm = big_button(content)
        self.confirm.clicked.connect(self._confirm)
        inner.addStretch(1)
        inner.addWidget(self.question)
        inner.addWidget(self.note)
        inner.addWidget(self.choices)
        self.action_column.addWidget(self.confirm, 0, Qt.AlignmentFlag.AlignHCenter)
        inner.addStretch(1)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idToggled.connect(lambda *_: self._update_choices())
        self.targets: dict[int | None, QPushButton] = {}  # None: Pass
        self._names: dict[int | None, str] = {}
        self.voter_name = ""
        self.retranslate_ui()

    def on_revealed(self) -> None:
        self._focus_first_choice()

    def retranslate_ui(self) -> None:
        self.question.setText(self.tr("Who do you vote out?") if self.own
                              else self.tr("{name}, who do you vote out?").format(
                                  name=self.voter_name))
        self.confirm.setText(self.tr("Send my vote") if self.own else self.tr("Cast my vote"))
        if PASS_TARGET in self._names:
            self._names[PASS_TARGET] = self.tr("Pass")
        self._update_choices()

    def show_vote(self, table: SpyWordGameView, views: Seats,
                  voter: int | None = None) -> None:
        """The ballot of ``voter`` (own screen), or of the view's current voter."""
        ballot = table["ballot"]
        if ballot is None:  # not a vote phase
            return
        voter = ballot["current_voter"] if voter is None else voter
        if voter is None:
            return
        key = ("vote", table["round"], len(table["history"]), ballot["kind"], voter)
        fresh = key != self.key
        self.voter_name = player_name(table, voter)
        if not self.own:  # the prompt first: the new voter's choices are built hidden
            self.ask(key, voter, self.voter_name)
        self.retranslate_ui()
        duel = ballot["kind"] == "duel"
        self.heading.setText(
            (self.tr("Duel vote: %n of {total} voted", None, len(ballot["voted"])) if duel
             else self.tr("Vote: %n of {total} voted", None, len(ballot["voted"]))).format(
                total=len(ballot["voters"])))
        self.countdown.set_deadline(table["deadline_ms"])  # SW-EDGE-1 (several devices)
        names = [player_name(table, seat) for seat in ballot["candidates"]]
        if self.own:  # SW-VOTE-2: everyone at once; a sent vote cannot be changed
            self.note.setText(
                self.tr("Only between {names}. Once sent, your vote cannot be changed.")
                .format(names=names_list(names)) if duel
                else self.tr("Your vote stays secret until the vote closes. Once sent, "
                             "it cannot be changed."))
        else:
            self.note.setText(
                self.tr("Only between {names}.").format(names=names_list(names))
                if duel else self.tr("Your vote stays secret until everyone has voted."))
        if fresh:  # the choices of the new voter, never the previous one's pick
            targets = [a["target"] for a in views[voter]["actions"] if a["type"] == "vote"]
            self._fill(table, targets)
        if self.own:
            self.ask(key, voter, self.voter_name)  # focuses the first choice

    def _fill(self, table: SpyWordPublic, targets: list[int | None]) -> None:
        for target_button in self.targets.values():
            self.group.removeButton(target_button)
        discard(list(self.targets.values()))
        self.targets = {}
        self._names = {}
        players = [t for t in targets if t != PASS_TARGET]
        for index, target in enumerate(players):
            self._add_choice(target, marked_name(table["seats"][target]), index)
        if PASS_TARGET in targets:  # SW-VOTE-1/6: only when this vote offers it
            self._add_choice(PASS_TARGET, self.tr("Pass"), len(players))
        self._update_choices()

    def _add_choice(self, target: int | None, text: str, index: int) -> None:
        choice = QPushButton(text, self.choices)
        choice.setCheckable(True)
        choice.setAutoDefault(False)
        choice.setMinimumHeight(scaled(CHOICE_MIN_HEIGHT_PX))
        self._names[target] = text
        self.grid.addWidget(choice, index // VOTE_COLUMNS, index % VOTE_COLUMNS)
        # Button ids are positions (a target may be None: Pass).
        self.group.addButton(choice, index)
        self.targets[target] = choice
        choice.show()  # at once, even when the page is already on screen (own screen)

    def chosen(self) -> bool:
        return self.group.checkedButton() is not None

    def choice(self) -> int | None:
        """The chosen target: a seat, or None for Pass (see `chosen`)."""
        checked = self.group.checkedButton()
        return next((t for t, b in self.targets.items() if b is checked), None)

    def _update_choices(self) -> None:
        chosen, target = self.chosen(), self.choice()
        for choice_target, choice in self.targets.items():
            name = self._names[choice_target]
            mark = chosen and choice_target == target
            choice.setText(f"{CHOSEN_MARK} {name}" if mark else name)
            choice.setAccessibleName(name)
        self.confirm.setEnabled(chosen)
        self.confirm.setAccessibleName(
            self.tr("Cast my vote for {name}").format(name=self._names[target])
            if chosen else self.confirm.text())

    def _focus_first_choice(self) -> None:
        first = next(iter(self.targets.values()), None)
        if first is not None:
            first.setFocus()

    def default_focus(self) -> QWidget | None:
        if self.own:
            return next(iter(self.targets.values()), self.confirm)
        return super().default_focus()

    def _confirm(self) -> None:
        if self.seat is not None and self.chosen() and self.revealed:
            self.sig_vote.emit(self.seat, self.choice())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        # Enter casts the vote once a choice is made (Space picks the focused name).
        if (self.revealed and self.confirm.isEnabled()
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._confirm()
            return
        super().keyPressEvent(event)


class SpyPrivatePage(SpySecretPage):
    """SW-GHOST-1/5: the eliminated ghost types a guess; with hidden roles, any other
    eliminated player sees their own role on a private screen too."""

    sig_guess = Signal(int, str)
    sig_seen_role = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        content = QWidget()
        super().__init__(content, parent)
        inner = QVBoxLayout(content)
        self.title = title_label(content, centred=True)
        self.text = label(content, "subtitle", centred=True)
        self.guess = QLineEdit(content)
        self.guess.setMaxLength(MAX_GUESS_LEN)
        self.guess.setFixedWidth(scaled(GUESS_WIDTH_PX))
        self.guess.textChanged.connect(self._update_buttons)
        self.guess.returnPressed.connect(self._send_guess)
        self.send = big_button(content)
        self.send.clicked.connect(self._send_guess)
        self.ok = big_button(content)
        self.ok.clicked.connect(self._seen)
        inner.addStretch(1)
        for widget in (self.title, self.text):
            inner.addWidget(widget)
        inner.addWidget(self.guess, 0, Qt.AlignmentFlag.AlignHCenter)
        self.action_column.addWidget(self.send, 0, Qt.AlignmentFlag.AlignHCenter)
        self.action_column.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignHCenter)
        inner.addStretch(1)
        self.kind: str | None = None
        self.role: str | None = None
        self.retranslate_ui()

    def on_revealed(self) -> None:
        self._focus()

    def retranslate_ui(self) -> None:
        self.send.setText(self.tr("Send my guess"))
        self.ok.setText(self.tr("OK, hide it"))
        self.guess.setPlaceholderText(self.tr("The citizens' word"))
        self.guess.setAccessibleName(self.tr("Your guess of the citizens' word"))
        if self.kind == "guess":
            self.title.setText(self.tr("You were the ghost"))
            self.text.setText(self.tr("One guess: what is the citizens' word? "
                                      "Guess right and you win alone."))
        elif self.kind == "role":
            self.title.setText(self.tr("You are out"))
            self.text.setText(self.tr("Your role: {role}. Keep it to yourself until the "
                                      "end.").format(role=role_name(self.role)))

    def show_private(self, table: SpyWordGameView, views: Seats) -> None:
        screen = table["private_screen"]
        if screen is None:  # nobody is on a private screen
            return
        seat = screen["seat"]
        private = seat_viewer(views[seat])["private_screen"]
        key = ("private", len(table["history"]), seat)
        if key != self.key:
            self.guess.clear()
        self.heading.setText(
            self.tr("Your private screen: nobody else sees it") if self.own
            else self.tr("{name} is out: a private screen").format(
                name=player_name(table, seat)))
        self.countdown.set_deadline(table["deadline_ms"])  # SW-EDGE-7 (several devices)
        self.kind = private["kind"] if private else None
        self.role = private["role"] if private else None
        guessing = self.kind == "guess"
        self.guess.setVisible(guessing)
        self.send.setVisible(guessing)
        self.ok.setVisible(not guessing)
        self._update_buttons()
        self.retranslate_ui()
        self.ask(key, seat, player_name(table, seat))

    def _update_buttons(self) -> None:
        self.send.setEnabled(bool(self.guess.text().strip()))

    def _focus(self) -> None:
        (self.guess if self.kind == "guess" else self.ok).setFocus()

    def default_focus(self) -> QWidget | None:
        if self.own:
            return self.guess if self.kind == "guess" else self.ok
        return super().default_focus()

    def _send_guess(self) -> None:
        text = self.guess.text().strip()
        if self.seat is not None and text and self.revealed and self.kind == "guess":
            self.sig_guess.emit(self.seat, text)

    def _seen(self) -> None:
        if self.seat is not None and self.revealed and self.kind == "role":
            self.sig_seen_role.emit(self.seat)
