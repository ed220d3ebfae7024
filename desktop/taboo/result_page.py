"""The Turn result (TB-TURN-7): every played card with its result; tapping a card cycles
its result (Found → Buzzed → Passed, the core decides); Confirm goes on.

It shows the table's rows: a first-time pass comes back to the team later, so its word
is hidden ("Passed · back in the deck") from everyone looking at the device now.
Own screen: the player's own view's rows (TB-TURN-7: the clue-giver's teammates see the
first-time passes hidden); only who may correct and confirm gets the hint and Confirm
(TB-DEV-4, TB-EDGE-4), the others see whom we wait for.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QScrollArea, QWidget

from core.taboo.view_types import TabooResultRow, TabooView
from desktop.screens.base import View, typed_view
from desktop.taboo import texts
from desktop.taboo.turn_pages import TurnPage
from desktop.taboo.widgets import BIG_BUTTON_MIN_PX, Scoreboard, TeamHeading
from desktop.theme import scaled
from desktop.widgets.basics import big_button, button, label, page_actions, page_layout
from desktop.widgets.team import team_heading

ROW_COLUMNS = 2
RESULT_MARKS = {"found": "✓", "buzzed": "✗", "passed": "↷", "discarded": "⌫"}


class TabooResultPage(TurnPage):
    sig_correct = Signal(int)  # the row's index in the turn
    sig_confirm = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        self.heading = TeamHeading(self, "title", wrap=True)
        self.tally = label(self, "subtitle")
        self.hint = label(self, "muted")
        layout.addWidget(self.heading)
        layout.addWidget(self.tally)
        layout.addWidget(self.hint)
        self.rows_area = QScrollArea(self)
        self.rows_area.setWidgetResizable(True)
        self.rows_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.rows_widget = QWidget(self.rows_area)
        self.rows_layout = QGridLayout(self.rows_widget)
        self.rows_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.rows_area.setWidget(self.rows_widget)
        layout.addWidget(self.rows_area, 1)
        self.rows: list[QPushButton] = []
        self.scores = Scoreboard(self)
        layout.addWidget(self.scores)
        self.confirm_button = big_button(self)
        self.confirm_button.setMinimumWidth(scaled(BIG_BUTTON_MIN_PX))
        self.confirm_button.clicked.connect(self.sig_confirm)
        actions = page_actions(self)
        actions.addWidget(self.confirm_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.waiting = label(self, "subtitle", centred=True)
        actions.addWidget(self.waiting)
        self.waiting.hide()
        self._giver: str | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.hint.setText(self.tr(
            "A wrong result? Click the card to change it: Found → Buzzed → Passed."))
        self.confirm_button.setText(self.tr("Confirm"))
        self.confirm_button.setAccessibleName(self.tr("Confirm the turn result"))

    def render_view(self, raw: View) -> None:
        view = typed_view(raw, TabooView)
        turn = view["turn"]
        if turn is None:  # the result phase always has its turn (core.taboo.views)
            return
        self._giver = texts.giver_name(view)
        self.heading.set_team(turn["team"], self.tr("Turn result: {team}").format(
            team=team_heading(turn["team"])))
        rows = view.get("result") or []
        counts = {kind: sum(1 for row in rows if row["result"] == kind)
                  for kind in texts.RESULTS}
        self.tally.setText(self.tr(
            "Found {found} · Buzzed {buzzed} · Passed {passed} · Discarded {discarded}"
        ).format(**counts))
        self._ensure_rows(len(rows))
        for row, widget in zip(rows, self.rows[: len(rows)], strict=True):
            widget.setText(row_text(row))
            widget.setAccessibleName(self.tr("Card {number}: {text}. Click to change.").format(
                number=row["index"] + 1, text=row_text(row)))
        self.scores.show_view(view)
        if not rows:
            self.tally.setText(self.tr("No card was played in this turn."))

    def _ensure_rows(self, count: int) -> None:
        while len(self.rows) < count:
            index = len(self.rows)
            widget = button(self.rows_widget)
            widget.clicked.connect(lambda _=False, i=index: self.sig_correct.emit(i))
            self.rows_layout.addWidget(widget, index // ROW_COLUMNS, index % ROW_COLUMNS)
            self.rows.append(widget)
        for index, widget in enumerate(self.rows):
            widget.setVisible(index < count)
            if index >= count:
                widget.setText("")  # an earlier turn's card stays nowhere
                widget.setAccessibleName("")

    def clear(self) -> None:
        """Off this page no played card lingers in a hidden row."""
        self._ensure_rows(0)

    def set_enabled(self, corrections: set[int], confirm: bool) -> None:
        for index, widget in enumerate(self.rows):
            widget.setEnabled(index in corrections)
        self.confirm_button.setEnabled(confirm)
        if not self.own_screen:
            return
        # Own screen: what this player may not do is not offered (TB-DEV-4, TB-EDGE-4).
        self.confirm_button.setVisible(confirm)
        self.hint.setVisible(bool(corrections))
        self.waiting.setVisible(not confirm)
        self.waiting.setText("" if confirm else self.tr(
            "Waiting for {name} to check the cards and confirm.").format(name=self._giver))

    def default_focus(self) -> QWidget | None:
        return None if self.confirm_button.isHidden() else self.confirm_button


def row_text(row: TabooResultRow) -> str:
    """One card of the turn: its word and result, or the hidden first-time pass."""
    mark = RESULT_MARKS[row["result"]]
    if row["word"] is None:
        return f"{mark}  {texts.hidden_pass_text()}"
    return f"{mark}  {row['word']} — {texts.result_name(row['result'])}"
