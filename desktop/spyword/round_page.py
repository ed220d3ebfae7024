"""The public part of a round, on the main screen: clues, duel clues and discussion.

SW-RND-2: speaking order, who speaks now, the speaking mode and the table rule about
forbidden clues; "Clue given" hands over. SW-RND-5: the discussion timer and "Go to vote".
SW-RND-6: "See my word" during both. Buttons are enabled from the seats' ``actions``.

On a player's own screen (``set_own_screen``, several devices) the buttons show only on
the screen whose view offers them: "Clue given" on the speaker's (SW-RND-4, with the
speaking countdown), "Go to vote" on the host's (SW-RND-5); the others read who speaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from core.spyword.view_types import SpyWordGameView, SpyWordViewer
from desktop.screens.base import ScreenBase
from desktop.spyword.secret_pages import Seats, player_name, seat_viewer
from desktop.spyword.texts import (
    forbidden_clues_rule,
    marked_name,
    names_list,
    phase_name,
    speaking_mode_rule,
)
from desktop.spyword.widgets import discard
from desktop.widgets.basics import (
    Card,
    big_button,
    button,
    label,
    page_actions,
    page_layout,
    title_label,
)
from desktop.widgets.countdown import Countdown

if TYPE_CHECKING:
    from desktop.clock import Clock

DONE_MARK = "✓"
NOW_MARK = "▶"
ORDER_COLUMNS = 6


def first_seat_with(views: Seats, action_type: str,
                    preferred: int | None = None) -> int | None:
    """The seat whose view offers ``action_type`` (``preferred`` first): the actor a
    one-device button speaks for."""
    def offers(seat: int) -> bool:
        return any(a["type"] == action_type for a in views[seat]["actions"])

    if preferred is not None and preferred in views and offers(preferred):
        return preferred
    return next((seat for seat in sorted(views) if offers(seat)), None)


class SpyRoundPage(ScreenBase):
    sig_clue_given = Signal(int)
    sig_go_to_vote = Signal(int)
    sig_see_my_word = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self, place="centre")
        self.heading = label(self, "subtitle", centred=True)
        self.title = title_label(self, centred=True)
        self.countdown = Countdown(self, role="title")
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_limit = label(self, "muted", centred=True)
        self.note = label(self, "subtitle", centred=True)  # own screen: what I may do
        self.note.setVisible(False)
        layout.addWidget(self.heading)
        layout.addWidget(self.title)
        layout.addWidget(self.countdown)
        layout.addWidget(self.no_limit)
        layout.addWidget(self.note)
        rules = Card(self)
        self.mode_rule = label(rules, "subtitle", centred=True)
        self.forbidden = label(rules, "muted", centred=True)
        rules.body.addWidget(self.mode_rule)
        rules.body.addWidget(self.forbidden)
        self.rules_card = rules
        layout.addWidget(rules)
        self.order_title = label(self, "muted", centred=True)
        layout.addWidget(self.order_title)
        self.order_box = QWidget(self)
        self.order_row = QGridLayout(self.order_box)
        self.order_row.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.order_box, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        self.see_word = button(self)
        self.see_word.clicked.connect(self.sig_see_my_word)
        self.main_button = big_button(self)
        self.main_button.clicked.connect(self._main)
        buttons.addWidget(self.see_word)
        buttons.addStretch(1)
        buttons.addWidget(self.main_button)
        page_actions(self).addLayout(buttons)
        self.table: SpyWordGameView | None = None
        self.views: Seats = {}
        self._order_labels: list[QWidget] = []
        self.own = False
        self.retranslate_ui()

    def set_clock(self, clock: Clock) -> None:
        self.countdown.set_clock(clock)

    def set_own_screen(self) -> None:
        self.own = True
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.see_word.setText(self.tr("See my word"))
        self.see_word.setAccessibleName(self.tr("See my word again") if self.own
                                        else self.tr("See my word again (pick your name)"))
        self.forbidden.setText(forbidden_clues_rule())
        self.order_title.setText(self.tr("Speaking order"))
        self.no_limit.setText(self.tr("No time limit: go to the vote when you are ready."))

    def show_round(self, table: SpyWordGameView, views: Seats) -> None:
        self.table = table
        self.views = views
        phase = table["phase"]
        discussion = phase == "discussion"
        self.heading.setText(self.tr("Round {round} · {phase}").format(
            round=table["round"], phase=phase_name(phase)))
        speaker = table["current_speaker"]
        if discussion:
            self.title.setText(self.tr("Talk it over: who is not like the others?"))
            self.main_button.setText(self.tr("Go to vote"))
        elif speaker is not None:
            self.title.setText(self._speaker_title(table, speaker))
            self.main_button.setText(self.tr("Clue given"))
        self.main_button.setAccessibleName(self.main_button.text())
        if phase == "duel_clues":
            names = [player_name(table, s) for s in table["tied"]]
            self.mode_rule.setText(self.tr("Tie between {names}: each gives one more clue, "
                                           "then the others vote.").format(
                names=names_list(names)))
        else:
            self.mode_rule.setText(speaking_mode_rule(table["settings"]["speaking_mode"]))
        self.rules_card.setVisible(True)
        # The discussion's timer; several devices also time each speaker (SW-RND-4).
        self.countdown.set_deadline(table["deadline_ms"])
        self.no_limit.setVisible(discussion and table["deadline_ms"] is None
                                 and not self.own)
        self._show_order(table, speaker if not discussion else None)
        actor = self._actor()
        self.main_button.setEnabled(actor is not None)
        self.see_word.setEnabled(any(seat_viewer(v)["may_review_word"]
                                     for v in views.values()))
        if self.own:
            me = seat_viewer(next(iter(views.values())))
            self.main_button.setVisible(actor is not None)
            self.see_word.setVisible(me["in_game"])
            self.note.setText(self._own_note(table, me, actor is not None))
            self.note.setVisible(bool(self.note.text()))

    def _speaker_title(self, table: SpyWordGameView, speaker: int) -> str:
        if self.own and self._actor() is not None:
            return self.tr("Your turn: give your clue")
        if self.own:
            return self.tr("{name} gives a clue").format(name=player_name(table, speaker))
        return self.tr("{name}, give your clue").format(name=player_name(table, speaker))

    def _own_note(self, table: SpyWordGameView, me: SpyWordViewer, may_act: bool) -> str:
        """Own screen: what this player does now (SW-RND-4/5/7)."""
        if not me["in_game"]:
            return self.tr("You are out: you watch until the end.")
        if table["phase"] != "discussion":
            return self.tr("Say your clue aloud, then tap “Clue given”.") if may_act else ""
        if may_act:
            return self.tr("You are the host: start the vote when the table is ready.")
        host = player_name(table, table["host"])
        if table["deadline_ms"] is None:
            return self.tr("No time limit: the host, {name}, starts the vote.").format(
                name=host)
        return self.tr("Only the host, {name}, can start the vote early.").format(name=host)

    def _show_order(self, table: SpyWordGameView, speaker: int | None) -> None:
        discard(self._order_labels)
        self._order_labels = []
        speakers = table["speakers"]
        position = speakers.index(speaker) if speaker in speakers else len(speakers)
        for index, seat in enumerate(speakers):
            mark = DONE_MARK if index < position else (NOW_MARK if index == position else "")
            role = "subtitle" if index == position else "muted"
            text = f"{mark} {marked_name(table['seats'][seat])}".strip()
            box = Card(self.order_box)
            name = label(box, role, centred=True, wrap=False)
            name.setText(text)
            box.body.addWidget(name)
            self.order_row.addWidget(box, index // ORDER_COLUMNS, index % ORDER_COLUMNS)
            self._order_labels.append(box)

    def _actor(self) -> int | None:
        if self.table is None:
            return None
        if self.table["phase"] == "discussion":
            return first_seat_with(self.views, "go_to_vote")
        return first_seat_with(self.views, "clue_given", self.table["current_speaker"])

    def _main(self) -> None:
        actor = self._actor()
        if actor is None or self.table is None:
            return
        if self.table["phase"] == "discussion":
            self.sig_go_to_vote.emit(actor)
        else:
            self.sig_clue_given.emit(actor)

    def default_focus(self) -> QWidget:
        return self.main_button


