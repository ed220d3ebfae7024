"""Driving the Codenames screens as players do: clicks, key presses, typed text.

`Game` wires a real `LocalController` (one device) to a `CodenamesScreen` exactly as the
main window does (``UI.bind``, views pushed after every change), and offers the inputs a
player would make. The key is read through the UI too: by holding the spymaster button.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.codenames.screen import COVER_PAGE, END_PAGE, PLAY_PAGE, CodenamesScreen
from desktop.codenames.ui import UI
from desktop.controller import GameStart, LocalController
from desktop.gallery_support import sample_library
from desktop.setup_model import SetupModel
from tests.desktop.support import FakeClock

SEED = 11
PLAYERS = ("Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid")
SCREEN_SIZE = (1100, 760)


def words_content(language: str = "en") -> dict:
    words = sample_library().packs("codenames", language)[0].words
    return {"words": list(words[:25])}


def start(variant: str, players: int, timer_s: int | None = None,
          clock: FakeClock | None = None) -> LocalController:
    model = SetupModel("codenames", list(PLAYERS[:players]))
    model.set_value("variant", variant)
    if timer_s is not None:
        model.set_value("turn_timer_s", timer_s)
    model.check()
    start = GameStart("codenames", tuple(model.players), model.settings_dict(),
                      words_content(), SEED)
    return LocalController.start(start, clock=clock or FakeClock())


def send_text(widget: QWidget, text: str) -> None:
    """Key events carrying the text (qtbot.keyClicks aborts on some accents: GUIDE §6)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                     char))


def press(widget: QWidget | None, key: Qt.Key, text: str = "") -> None:
    assert widget is not None, "no widget has the keyboard focus"
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                 text))


class Game:
    def __init__(self, qtbot, controller: LocalController) -> None:
        self.qtbot = qtbot
        self.controller = controller
        self.screen = CodenamesScreen()
        qtbot.addWidget(self.screen)
        self.screen.set_clock(controller.now_ms)
        UI.bind(self.screen, controller)
        controller.views_changed.connect(self.push)
        self.screen.resize(*SCREEN_SIZE)
        self.screen.show()
        self.push()

    def focus(self) -> QWidget | None:
        """The widget that gets the keys (the window's focus widget)."""
        return self.screen.window().focusWidget()

    def push(self) -> None:
        self.screen.set_views(self.controller.device_views())

    # -- what is on screen -------------------------------------------------------------
    @property
    def page(self) -> int:
        return self.screen._stack.currentIndex()

    def on_play_page(self) -> bool:
        return self.page == PLAY_PAGE

    def on_cover_page(self) -> bool:
        return self.page == COVER_PAGE

    def on_end_page(self) -> bool:
        return self.page == END_PAGE

    def title(self) -> str:
        return self.screen.turn_title.text()

    def hint(self) -> str:
        return self.screen.hint.text()

    def shown_sides(self) -> list[str | None]:
        """What each card of the play grid shows: its side once revealed, else None."""
        return [card.colour for card in self.screen.grid.cards]

    def pickable(self) -> list[int]:
        return self.screen.grid.pickable()

    # -- inputs ----------------------------------------------------------------------------
    def read_key(self) -> list[str]:
        """Click "Show the key", read the grid, click "Hide the key"."""
        button = self.screen.key_button
        assert button.isVisible()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        key = [card.key_colour or card.colour for card in self.screen.grid.cards]
        assert self.screen.key_banner.isVisible()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert all(card.key_colour is None for card in self.screen.grid.cards)
        assert not self.screen.key_banner.isVisible()
        return key

    def give_clue(self, word: str, number: int) -> None:
        entry = self.screen.clue_entry
        assert entry.isVisible()
        entry.word.clear()
        send_text(entry.word, word)
        entry.number.setValue(number)
        self.qtbot.mouseClick(entry.give_button, Qt.MouseButton.LeftButton)

    def click_card(self, index: int) -> None:
        card = self.screen.grid.cards[index]
        assert card.isEnabled(), f"card {index} cannot be picked now"
        self.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)

    def first_unrevealed(self, key: list[str], side: str) -> int:
        shown = self.shown_sides()
        return next(i for i, c in enumerate(key) if c == side and shown[i] is None)

    def guess_side(self, key: list[str], side: str) -> int:
        card = self.first_unrevealed(key, side)
        self.click_card(card)
        return card

    def end_turn(self) -> None:
        self.qtbot.mouseClick(self.screen.end_turn_button, Qt.MouseButton.LeftButton)

    def run_out_the_clock(self) -> None:
        """The turn timer's deadline passes: the controller's timer fires (CN-CL-6)."""
        clock = self.controller.runtime.clock
        clock.now = self.controller.deadline_ms
        self.controller.scheduler.timer.timeout.emit()
