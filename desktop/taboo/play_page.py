"""The card during a turn (TB-DEV-1): word, 5 forbidden words, the timer, the passes left,
the returning-card warning (TB-PASS-2), and Found / Pass / Buzz! on one screen.

Own screen (TB-DEV-3): the clue-giver sees the card with Found and Pass, the other team
the card with Buzz!, the clue-giver's teammates no card at all: who gives the clues, the
clock and the turn's score. The view's role says which; the view's card is all that is
shown (a guesser's view has none).

Each button shows its key. Whether a button is enabled comes from the view's actions.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from core.taboo.constants import FORBIDDEN_PER_CARD
from core.taboo.view_types import TabooView
from desktop.screens.base import View, typed_view
from desktop.taboo import texts
from desktop.taboo.turn_pages import TurnPage, other_team
from desktop.taboo.widgets import TeamHeading
from desktop.theme import set_role
from desktop.widgets.basics import Card, ReflowLayout, big_button, label, page_actions, page_layout
from desktop.widgets.countdown import Countdown
from desktop.widgets.team import team_heading, team_name

PLAY_ACTIONS = ("found", "pass", "buzz")
BUTTON_ROLES = {"found": "big", "pass": "big-quiet", "buzz": "big-alarm"}
BUTTON_SIGNS = {"found": "✔", "pass": "↷", "buzz": "✖"}
# Own screen: the buttons each role has (TB-SET-6, TB-DEV-3); the actions enable them.
ROLE_BUTTONS = {"clue_giver": ("found", "pass"), "watcher": ("buzz",), "guesser": ()}


class TabooPlayPage(TurnPage):
    """Emits ``sig_action(kind)`` with kind in `PLAY_ACTIONS`."""

    sig_action = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        top = QHBoxLayout()
        self.heading = TeamHeading(self, "subtitle")
        self.timer = Countdown(self, role="title")
        self.timer.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.heading, 1)
        top.addWidget(self.timer)
        layout.addLayout(top)

        self.card = Card(self)
        # The word is read from beside the device: the largest type the theme has.
        self.word = label(self.card, "table-title", centred=True)
        self.forbidden_title = label(self.card, "muted", centred=True)
        self.forbidden = [label(self.card, "title", centred=True)
                          for _ in range(FORBIDDEN_PER_CARD)]
        self.card.body.addStretch(1)
        self.card.body.addWidget(self.word)
        self.card.body.addSpacing(8)
        self.card.body.addWidget(self.forbidden_title)
        for word in self.forbidden:
            self.card.body.addWidget(word)
        # A guesser's screen (own screen): no card, who gives the clues instead.
        self.guess_title = label(self.card, "table-title", centred=True)
        self.guess_detail = label(self.card, "title", centred=True)
        self.card.body.addWidget(self.guess_title)
        self.card.body.addWidget(self.guess_detail)
        self.guess_title.hide()
        self.guess_detail.hide()
        self.card.body.addStretch(1)
        layout.addWidget(self.card, 1)

        self.warning = label(self, "error", centred=True)
        self.tally = label(self, "subtitle", centred=True)
        self.passes = label(self, "subtitle", centred=True)
        layout.addWidget(self.warning)
        layout.addWidget(self.tally)
        self.tally.hide()  # own screens only
        layout.addWidget(self.passes)

        row = ReflowLayout()  # large text in a small window: one under the other
        self.buttons = {kind: big_button(self) for kind in PLAY_ACTIONS}
        # Three different buttons, by colour AND by sign (finding 6, PX-A11Y-1).
        for kind, role in BUTTON_ROLES.items():
            set_role(self.buttons[kind], role)
        for kind, button in self.buttons.items():
            button.clicked.connect(lambda _=False, k=kind: self.sig_action.emit(k))
            row.addWidget(button, 1)
        actions = page_actions(self)
        actions.addLayout(row)
        self.watch_hint = label(self, "muted", centred=True)
        actions.addWidget(self.watch_hint)
        self.keys: dict[str, str] = {}
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.forbidden_title.setText(self.tr("Forbidden words"))
        # The keys are translatable so each language can use its verb's first letter.
        self.keys = {
            "found": self.tr("F", "keyboard key for Found"),
            "pass": self.tr("P", "keyboard key for Pass"),
            "buzz": self.tr("B", "keyboard key for Buzz!"),
        }
        names = {"found": self.tr("Found"), "pass": self.tr("Pass"), "buzz": self.tr("Buzz!")}
        for kind, button in self.buttons.items():
            button.setText(f"{BUTTON_SIGNS[kind]} {names[kind]}   [{self.keys[kind]}]")
            button.setAccessibleName(names[kind])
            button.setToolTip(self.tr("Key: {key}").format(key=self.keys[kind]))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        turn = view["turn"]
        if turn is None:  # the playing phase always has its turn (core.taboo.views)
            return
        team = turn["team"]
        name = texts.giver_name(view)
        role = self.own_role(view)
        self.heading.set_team(team, self.tr("You give the clues") if role == "clue_giver"
                              else texts.clue_giver_text(name))
        self.timer.set_deadline(view["deadline_ms"])
        guessing = role == "guesser"
        for widget in (self.word, self.forbidden_title, *self.forbidden):
            widget.setVisible(not guessing)
        self.guess_title.setVisible(guessing)
        self.guess_detail.setVisible(guessing)
        self.guess_title.setText(self.tr("Guess aloud!") if guessing else "")
        self.guess_detail.setText(self.tr("{name} gives the clues: listen and call out the "
                                          "word.").format(name=name) if guessing else "")
        self.tally.setVisible(role is not None)
        self.tally.setText(texts.turn_score_text(turn) if role is not None else "")
        card = view.get("card")
        self.word.setText(card["word"] if card else "")
        words = card["forbidden"] if card else []
        for index, widget in enumerate(self.forbidden):
            widget.setText(words[index] if index < len(words) else "")
        returning = bool(card and card.get("returning"))
        self.warning.setVisible(returning)
        self.warning.setText(self.tr(
            "This card is coming back: passing it again discards it.") if returning else "")
        self.passes.setText(texts.passes_left_text(turn["passes_left"],
                                                   turn["passes_left"] + turn["passes_used"]))
        if role is not None:
            self.watch_hint.setText(self._own_hint(role, name, team))
            self._show_buttons(ROLE_BUTTONS.get(role, ()))
            return
        self._show_buttons(PLAY_ACTIONS)
        self.watch_hint.setText(self.tr(
            "{watchers}: watch the card and press Buzz! on a forbidden word. "
            "{team}: do not look!").format(watchers=team_heading(other_team(team)),
                                          team=team_heading(team)))

    def _own_hint(self, role: str, name: str | None, team: str) -> str:
        if role == "clue_giver":
            return self.tr("Found when your team says the word. Pass skips the card: it "
                           "comes back in a later turn.")
        if role == "watcher":
            return self.tr("Press Buzz! as soon as {name} says a forbidden word.").format(
                name=name)
        return self.tr("Only {name} and the {watchers} see the card.").format(
            name=name, watchers=team_name(other_team(team)))

    def _show_buttons(self, kinds: tuple[str, ...]) -> None:
        for kind, button in self.buttons.items():
            button.setVisible(kind in kinds)

    def clear(self) -> None:
        """Off this page no card lingers in any widget (the guessers may see the screen)."""
        self.word.setText("")
        for widget in self.forbidden:
            widget.setText("")
        self.warning.setText("")
        self.timer.set_deadline(None)

    def set_enabled_actions(self, enabled: set[str]) -> None:
        for kind, button in self.buttons.items():
            button.setEnabled(kind in enabled)

    def action_for_key(self, text: str) -> str | None:
        """The action whose key was typed (case-insensitive), or None."""
        typed = text.casefold()
        if not typed:
            return None
        for kind, key in self.keys.items():
            if key.casefold() == typed:
                return kind
        return None

    def default_focus(self) -> QWidget | None:
        shown = [b for b in self.buttons.values() if not b.isHidden()]
        return shown[0] if shown else None

