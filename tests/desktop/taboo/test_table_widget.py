"""The table widget on the TV (PX-MODE-3): scores, whose turn, timer, cards left, and
never the card during a turn (TB-DEV-3: the guessing team may watch the TV)."""

import random
import re

from desktop.table_view import TableViewWindow
from desktop.taboo.table import TabooTableWidget
from tests.desktop.support import FakeClock, legal_moves
from tests.desktop.taboo.support import canary_content, fire_deadline, start_controller, texts

MAX_STEPS = 800


def current_card(controller):
    """The card on screen for the clue-giver now (None outside a running turn)."""
    views = controller.device_views()
    turn = views.table["turn"]
    return views.seats[turn["clue_giver"]]["card"] if turn else None


def test_the_table_view_never_shows_the_card_during_a_whole_game(qtbot, app_settings,
                                                                  tmp_path):
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    clock = FakeClock()
    controller = start_controller(clock, tmp_path, seed=9, content=canary_content())
    window.attach(controller)
    assert isinstance(window.table, TabooTableWidget)
    rng = random.Random(4)
    cards_checked = 0
    seen_phases = set()
    for _ in range(MAX_STEPS):
        if controller.outcome() is not None:
            break
        moves = [m for m in legal_moves(controller.session) if m[1]["type"] != "pause"]
        if moves:
            seat, action = rng.choice(moves)
            clock.now += rng.randrange(500, 9_000)
            controller.act(seat, action)
        else:
            fire_deadline(controller, clock)
        view = controller.table_view()
        shown = " ".join(texts(window, visible_only=False))
        seen_phases.add(view["phase"])
        assert "qz" not in shown  # no card of the game, in any phase before the end
        card = current_card(controller)
        if card is not None:  # PX-MODE-3, TB-DEV-3
            cards_checked += 1
            for word in [card["word"], *card["forbidden"]]:
                assert word not in shown, (word, shown)
        turn = view.get("turn")
        if turn is not None:  # whose turn: team and clue-giver
            assert f"{turn['clue_giver_name']} gives the clues" in shown
            team = "Red team" if turn["team"] == "red" else "Blue team"
            assert f"{team} plays" in shown
        for team in ("red", "blue"):
            assert f"{view['teams'][team]['score']} point" in shown  # the scores
        if view["phase"] == "playing":
            remaining = window.table.timer.text()
            assert re.fullmatch(r"[01]:\d\d", remaining)  # the timer
    assert controller.outcome() is not None
    assert seen_phases == {"ready", "countdown", "playing", "result", "over"}
    assert cards_checked > 20
    assert "wins!" in window.table.heading.text.text() or window.table.status.text()


def test_the_table_shows_cards_left_and_a_paused_turn(qtbot, tmp_path):
    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    widget = TabooTableWidget()
    qtbot.addWidget(widget)
    widget.set_clock(clock)
    controller.views_changed.connect(lambda: widget.set_view(controller.table_view()))
    widget.set_view(controller.table_view())
    assert widget.status.text() == "Waiting for Go!"
    assert [card.details.text() for card in widget.scores.teams.values()] == [
        "15 cards left", "15 cards left"]
    giver = controller.table_view()["turn"]["clue_giver"]
    controller.act(giver, {"type": "go"})
    assert widget.beat.text() == "3"
    fire_deadline(controller, clock)
    clock.now += 5_000
    controller.act(giver, {"type": "found", "played": 0})
    assert widget.timer.text() == "0:55"
    controller.act(giver, {"type": "pause"})  # TB-DEV-2
    assert widget.status.text() == "Paused" and not widget.timer.isVisible()
    assert widget.detail.text() == "Time left: 0:55"
