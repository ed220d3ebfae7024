"""The Codenames table view (PX-MODE-3, PX-USE-2, PX-NET-6) walked through whole games of
every variant: no unrevealed card's side ever appears in any of its widgets."""

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from desktop.codenames.card import CardButton
from desktop.codenames.table import CodenamesTable
from desktop.codenames.texts import card_role, outcome_reason, outcome_title
from desktop.controller import LocalController
from desktop.table_view import TableViewWindow
from tests.desktop.codenames.drive import start
from tests.desktop.support import FakeClock, play_to_end

SIDES = ("red", "blue", "neutral", "assassin")
VARIANTS = [("classic", 6, None), ("two_player", 2, 60), ("three_coop", 3, None),
            ("three_competitive", 3, 120)]


def everything_said(widget: QWidget) -> list[str]:
    """Texts, accessible names, tooltips and dynamic properties of every widget."""
    said = []
    for child in [widget, *widget.findChildren(QWidget)]:
        said += [child.accessibleName(), child.accessibleDescription(), child.toolTip()]
        if isinstance(child, QLabel | QAbstractButton):
            said.append(child.text())
        for name in child.dynamicPropertyNames():
            said.append(str(child.property(bytes(name).decode())))
    return [text for text in said if text]


def check_no_secret(table: CodenamesTable, controller: LocalController) -> None:
    key = controller.session.game.state.key  # the secret, read from the core, not the view
    view = controller.table_view()
    revealed = {card["index"] for card in view["cards"] if card["revealed"]}
    cards = table.findChildren(CardButton)
    assert len(cards) == 25
    for card in cards:
        if card.index in revealed:
            assert card.colour == str(key[card.index])  # revealed: shown, with its badge
        else:
            assert card.colour is None and card.key_colour is None
            assert not any(role in card.accessibleName() for role in map(card_role, SIDES))
    shown_roles = {str(key[i]) for i in revealed}
    text = " ".join(everything_said(table))
    for side in SIDES:
        if side not in shown_roles:  # a role nobody has revealed is named nowhere
            assert card_role(side) not in text


@pytest.mark.parametrize(("variant", "players", "timer_s"), VARIANTS)
def test_table_follows_whole_games_and_never_shows_an_unrevealed_side(
        qtbot, variant, players, timer_s):
    clock = FakeClock()
    controller = start(variant, players, timer_s, clock)
    table = CodenamesTable()
    qtbot.addWidget(table)
    table.set_clock(controller.now_ms)
    table.resize(1280, 720)
    table.show()
    checks = []

    def follow() -> None:
        table.set_view(controller.table_view())
        if controller.outcome() is None:
            check_no_secret(table, controller)
            checks.append(controller.table_view()["phase"])

    controller.views_changed.connect(follow)
    follow()
    play_to_end(controller, clock, controller.act, seed=len(variant))
    assert len(checks) > 3 and "guess" in checks
    # Once over, the key is public (every view carries it): the table shows all of it.
    key = [str(side) for side in controller.session.game.state.key]
    assert [c.colour or c.key_colour for c in table.grid.cards] == key


def test_table_shows_clue_guesses_agents_left_and_timer_in_big_type(qtbot):  # PX-MODE-3
    clock = FakeClock()
    controller = start("classic", 4, 60, clock)
    table = CodenamesTable()
    qtbot.addWidget(table)
    table.set_clock(controller.now_ms)
    table.show()
    table.set_view(controller.table_view())
    assert table.waiting.text() == "The spymaster is thinking…"
    spymaster = next(s for s in controller.table_view()["seats"]
                     if s["spymaster"] and s["team"] == controller.table_view()["active_team"])
    controller.act(spymaster["seat"], {"type": "clue", "word": "zyxt", "number": 2})
    table.set_view(controller.table_view())
    # Finding 7: clue, number, guesses left and time in separate, labelled boxes.
    boxes = [(box.caption.text(), box.value.text()) for box in
             (table.clue_box, table.number_box, table.guesses_box, table.timer_box)]
    assert boxes == [("Clue", "ZYXT"), ("Number", "2"), ("Guesses left", "3"),
                     ("Time", "1:00")]
    left = controller.table_view()["words_left"]
    # From across the room: the team's badge and its count; the full sentence for readers.
    assert table.agents.rows["red"][1].text() == str(left["red"])
    assert table.agents.rows["red"][0].isVisible()
    assert table.agents.rows["red"][1].accessibleName() == (
        f"Red team: {left['red']} agents left")
    assert table.property("role") == "table"
    assert table.clue_box.value.property("role") == "table-title"


def test_the_table_view_window_uses_the_codenames_table(qtbot, app_settings):
    window = TableViewWindow(app_settings)
    qtbot.addWidget(window)
    controller = start("classic", 4)
    window.attach(controller)
    assert isinstance(window.table, CodenamesTable)
    assert window.table.view == controller.table_view()


def test_the_secrecy_check_catches_a_planted_leak(qtbot):
    controller = start("classic", 4)
    table = CodenamesTable()
    qtbot.addWidget(table)
    table.set_view(controller.table_view())
    check_no_secret(table, controller)
    leaked = table.grid.cards[0]
    leaked.setToolTip(card_role(str(controller.session.game.state.key[0])))
    with pytest.raises(AssertionError):
        check_no_secret(table, controller)


def test_the_end_shows_a_banner_with_the_winner_and_the_reason(qtbot):
    """Finding 7: the end is a banner with who won and why, not a header line."""
    clock = FakeClock()
    controller = start("classic", 4, None, clock)
    table = CodenamesTable()
    qtbot.addWidget(table)
    table.show()
    play_to_end(controller, clock, controller.act, seed=3)
    table.set_view(controller.table_view())
    view = controller.table_view()
    assert table.banner.isVisible() and not table.clue_box.isVisible()
    assert table.banner.title.text() == outcome_title(view)
    assert table.banner.reason.text() == outcome_reason(view) != ""
    assert table.banner.title.property("role") == "table-banner"
