"""Race to ten's desktop side: a tiny one-device screen and its `GameTraits`."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.controller import Controller
from desktop.games import GameTraits, GameUi
from desktop.screens.base import GameScreen, View
from desktop.setup_model import SettingSpec, SetupTraits
from desktop.widgets.basics import big_button, label
from tests.helpers.plugin_game.rules import DEFAULT_TARGET, STEPS, TARGETS


class RaceScreen(GameScreen):
    """Pass and play: the total, whose turn it is, one button per step; at the end the
    winner, Home and Play again."""

    sig_add = Signal(int, int)  # seat, amount

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.status = label(self, "subtitle")
        self.word = label(self)
        layout.addWidget(self.status)
        layout.addWidget(self.word)
        self.step_buttons: dict[int, QPushButton] = {}
        for step in STEPS:
            button = big_button(self)
            button.clicked.connect(lambda _=False, s=step: self._add(s))
            self.step_buttons[step] = button
            layout.addWidget(button)
        self.home_button = big_button(self)
        self.home_button.clicked.connect(self.sig_home)
        self.again_button = big_button(self)
        self.again_button.clicked.connect(self.sig_play_again)
        layout.addWidget(self.home_button)
        layout.addWidget(self.again_button)
        self.turn: int | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for step, button in self.step_buttons.items():
            button.setText(self.tr("Add {n}").format(n=step))
        self.home_button.setText(self.tr("Home"))
        self.again_button.setText(self.tr("Play again"))

    def render_view(self, view: View) -> None:
        names = [seat["name"] for seat in view["seats"]]
        self.turn = view["turn"]
        over = view["outcome"] is not None
        if over:
            winners = ", ".join(names[s] for s in view["outcome"]["winners"])
            self.status.setText(self.tr("{names} won").format(names=winners))
        else:
            self.status.setText(self.tr("{total} of {target}: {name} plays").format(
                total=view["total"], target=view["target"], name=names[view["turn"]]))
        self.word.setText(view["word"])
        for button in self.step_buttons.values():
            button.setVisible(not over)
        self.home_button.setVisible(over)
        self.again_button.setVisible(over)

    def _add(self, step: int) -> None:
        if self.turn is not None:
            self.sig_add.emit(self.turn, step)


def bind(screen: GameScreen, controller: Controller) -> None:
    assert isinstance(screen, RaceScreen)
    screen.sig_add.connect(
        lambda seat, amount: controller.act(seat, {"type": "add", "amount": amount}))


def create_screen(parent: object) -> RaceScreen:
    return RaceScreen(parent if isinstance(parent, QWidget) else None)


UI = GameUi(create_screen=create_screen, bind=bind)
TRAITS = GameTraits(
    setup=SetupTraits(specs=(SettingSpec("target", lambda n: TARGETS,
                                         lambda n: DEFAULT_TARGET, label=lambda: "Target",
                                         value_label=str),)),
    sound_cues=lambda before, after: ["turn"] if before.get("turn") != after.get("turn")
    and after.get("outcome") is None else [],
    sample_players=2,
    title=lambda: "Race to ten",
    tagline=lambda: "Add one or two: reach ten first.",
    help_text=lambda: ["Take turns adding 1 or 2 to the total.",
                       "Whoever brings it to the target wins."],
)
