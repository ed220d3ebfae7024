"""Test doubles and drivers for the desktop tests.

`RawGameScreen` is a minimal `GameScreen` for framework tests (shell navigation, the
controller): it shows the table view's phase and relays actions the test picks from the
core's legal actions. The real game screens are tested by their own engineers.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QVBoxLayout, QWidget

from core.session import Session
from desktop.controller import Controller, LocalController
from desktop.games import GameUi
from desktop.screens.base import GameScreen, View
from desktop.widgets.basics import big_button, label
from tests.helpers.fake_clock import FakeClock  # noqa: F401 (re-exported)


class RawGameScreen(GameScreen):
    sig_action = Signal(object, dict)  # seat, action map

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.phase = label(self)
        self.home_button = big_button(self)
        self.home_button.setText("Home")
        self.home_button.clicked.connect(self.sig_home)
        self.again_button = big_button(self)
        self.again_button.setText("Again")
        self.again_button.clicked.connect(self.sig_play_again)
        for widget in (self.phase, self.home_button, self.again_button):
            layout.addWidget(widget)

    def render_view(self, view: View) -> None:
        self.phase.setText(str(view.get("phase")))
        over = view.get("phase") == "over"
        self.home_button.setVisible(over)
        self.again_button.setVisible(over)


def bind_raw(screen: RawGameScreen, controller: Controller) -> None:
    screen.sig_action.connect(controller.act)


RAW_UI = GameUi(create_screen=RawGameScreen, bind=bind_raw)


def legal_moves(session: Session) -> list[tuple[int | None, dict]]:
    moves = []
    for seat in [*session.seats(), None]:
        for action in session.game.legal_actions(seat):
            # Free-text actions come with an empty text: any one word will do.
            data = {key: ("zzyzx" if value == "" else value)
                    for key, value in action.to_dict().items()}
            moves.append((seat, data))
    return moves


def play_to_end(controller: LocalController, clock: FakeClock, emit, seed: int = 3,
                max_steps: int = 2000, avoid: tuple[str, ...] = ()) -> None:
    """Random legal moves through ``emit(seat, action)`` (as a screen would); when nothing
    is legal, let the clock run to the next deadline and fire the controller's timer.
    ``avoid``: action types never picked (Taboo's pause and corrections loop forever)."""
    rng = random.Random(seed)
    for _ in range(max_steps):
        if controller.outcome() is not None:
            return
        moves = [move for move in legal_moves(controller.session)
                 if move[1].get("type") not in avoid]
        if moves:
            emit(*rng.choice(moves))
        else:
            clock.now = controller.deadline_ms
            controller.scheduler.timer.timeout.emit()
    raise AssertionError("the game did not end")


def widget_texts(root: QWidget) -> str:
    """Every text a widget tree holds, hidden widgets included (a secret in a hidden label
    is still on the device): labels, buttons, line edits, tooltips and accessible names,
    casefolded and joined. Secrecy tests assert a word is NOT in it."""
    widgets = [root, *root.findChildren(QWidget)]
    texts = [w.text() for w in widgets if isinstance(w, QLabel | QAbstractButton | QLineEdit)]
    texts += [w.toolTip() for w in widgets] + [w.accessibleName() for w in widgets]
    return " ".join(texts).casefold()
