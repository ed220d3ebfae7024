"""The card during a turn (TB-DEV-1): word, 5 forbidden words, the timer, the passes left,
the returning-card warning (TB-PASS-2), and Found / Pass / Buzz! on one screen.

Each button shows its key. Whether a button is enabled comes from the view's actions.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from core.taboo.constants import FORBIDDEN_PER_CARD
from desktop.screens.base import ScreenBase, View
from desktop.taboo import texts
from desktop.taboo.turn_pages import other_team
from desktop.taboo.widgets import TeamHeading
from desktop.widgets.basics import Card, big_button, label, page_layout
from desktop.widgets.countdown import Countdown
from desktop.widgets.team import team_heading

PLAY_ACTIONS = ("found", "pass", "buzz")


class TabooPlayPage(ScreenBase):
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
        self.card.body.addStretch(1)
        layout.addWidget(self.card, 1)

        self.warning = label(self, "error", centred=True)
        self.passes = label(self, "subtitle", centred=True)
        layout.addWidget(self.warning)
        layout.addWidget(self.passes)

        row = QHBoxLayout()
        self.buttons = {kind: big_button(self) for kind in PLAY_ACTIONS}
        for kind, button in self.buttons.items():
            button.clicked.connect(lambda _=False, k=kind: self.sig_action.emit(k))
            row.addWidget(button, 1)
        layout.addLayout(row)
        self.watch_hint = label(self, "muted", centred=True)
        layout.addWidget(self.watch_hint)
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
            button.setText(f"{names[kind]}   [{self.keys[kind]}]")
            button.setAccessibleName(names[kind])
            button.setToolTip(self.tr("Key: {key}").format(key=self.keys[kind]))

    def render_view(self, view: View) -> None:
        turn = view["turn"]
        team = turn["team"]
        self.heading.set_team(team, texts.clue_giver_text(turn["clue_giver_name"]))
        self.timer.set_deadline(view["deadline_ms"])
        card = view.get("card") or {}
        self.word.setText(card.get("word", ""))
        words = card.get("forbidden", [])
        for index, widget in enumerate(self.forbidden):
            widget.setText(words[index] if index < len(words) else "")
        returning = bool(card.get("returning"))
        self.warning.setVisible(returning)
        self.warning.setText(self.tr(
            "This card is coming back: passing it again discards it.") if returning else "")
        self.passes.setText(texts.passes_left_text(turn["passes_left"],
                                                   turn["passes_left"] + turn["passes_used"]))
        self.watch_hint.setText(self.tr(
            "{watchers}: watch the card and press Buzz! on a forbidden word. "
            "{team}: do not look!").format(watchers=team_heading(other_team(team)),
                                          team=team_heading(team)))

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

    def default_focus(self) -> QWidget:
        return self.buttons["found"]

