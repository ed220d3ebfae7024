"""A whole game of Around the Word played through the one-device screen by simulated
clicks and key presses, 15 cards per team, time driven through the controller's clock.

Script (A starts, B second; each team 15 cards):
1. A: found, found (key F), pass (key P), buzz, found, then time runs out. Result: the
   buzz is corrected (Buzzed → Passed → Found); A 4 points.
2. B: three passes (the Pass button goes off), then 12 found: no playable card is left,
   the turn ends by itself. B 12 points.
3. A (the other clue-giver): the timed-out card comes first, 9 more found, then the card
   passed in turn 1 comes back with its warning and is passed again: discarded. A 14.
4. B: the three cards passed come back: found, found, passed again (discarded). B 14.
Tie on points; B played 18 s, A 71 s: B wins on play time (TB-WIN-4).
"""

from PySide6.QtCore import Qt

from tests.desktop.support import FakeClock
from tests.desktop.taboo.support import (
    click,
    fire_deadline,
    key,
    open_screen,
    start_controller,
    texts,
)


def giver_view(controller):
    views = controller.device_views()
    return views.seats[views.table["turn"]["clue_giver"]]


def shown_card(screen):
    return screen.play.word.text(), [w.text() for w in screen.play.forbidden]


def announce_and_go(qtbot, screen, controller, clock, by_key=False):
    """TB-TURN-1 announcement, Go!, the 3-2-1 (TB-TURN-2), then the first card."""
    table = controller.table_view()
    assert screen.stack.currentWidget() is screen.ready
    name = table["turn"]["clue_giver_name"]
    assert screen.ready.giver.text() == f"{name} gives the clues"
    assert screen.ready.heading.text.text().endswith("team plays")
    if by_key:
        qtbot.keyClick(screen.ready.go_button, Qt.Key.Key_Return)
    else:
        click(qtbot, screen.ready.go_button)
    assert screen.stack.currentWidget() is screen.countdown
    assert screen.countdown.beat.text() == "3"
    assert screen.play.word.text() == ""  # no card yet
    fire_deadline(controller, clock)
    assert screen.stack.currentWidget() is screen.play
    assert screen.play.timer.text() == "1:00"  # TB-TURN-2
    return table["turn"]["team"], name


def check_card_matches_the_clue_givers_view(screen, controller):
    card = giver_view(controller)["card"]
    assert shown_card(screen) == (card["word"], card["forbidden"])  # TB-SET-2: 5 words
    assert len(card["forbidden"]) == 5
    return card


def result_rows(screen):
    return [row.text() for row in screen.result.rows if row.isVisible()]


def test_a_whole_game_on_one_device(qtbot, tmp_path):
    clock = FakeClock()
    controller = start_controller(clock, tmp_path)
    screen = open_screen(qtbot, controller, clock)
    play = screen.play
    found, passing, buzz = play.buttons["found"], play.buttons["pass"], play.buttons["buzz"]
    assert [found.text(), passing.text(), buzz.text()] == [  # keys shown on the buttons
        "✔ Found   [F]", "↷ Pass   [P]", "✖ Buzz!   [B]"]

    # -- turn 1: team A ---------------------------------------------------------------
    team_a, giver_a1 = announce_and_go(qtbot, screen, controller, clock, by_key=True)
    team_b = "blue" if team_a == "red" else "red"
    words = [check_card_matches_the_clue_givers_view(screen, controller)["word"]]
    click(qtbot, found, clock)  # TB-TURN-4
    words.append(check_card_matches_the_clue_givers_view(screen, controller)["word"])
    key(qtbot, found, "f", clock)  # keyboard: F
    words.append(check_card_matches_the_clue_givers_view(screen, controller)["word"])
    key(qtbot, found, "p", clock)  # keyboard: P
    assert play.passes.text() == "Passes left: 2 of 3"
    words.append(check_card_matches_the_clue_givers_view(screen, controller)["word"])
    click(qtbot, buzz, clock)  # TB-TURN-5
    words.append(check_card_matches_the_clue_givers_view(screen, controller)["word"])
    click(qtbot, found, clock)
    timed_out = check_card_matches_the_clue_givers_view(screen, controller)["word"]
    assert play.timer.text() == "0:55"
    assert not play.warning.isVisible()
    fire_deadline(controller, clock)  # the 60 s are over (TB-TURN-6)

    assert screen.stack.currentWidget() is screen.result  # TB-TURN-7
    rows = result_rows(screen)
    assert rows == [f"✓  {words[0]} — Found", f"✓  {words[1]} — Found",
                    "↷  Passed · back in the deck", f"✗  {words[3]} — Buzzed",
                    f"✓  {words[4]} — Found"]
    assert words[2] not in " ".join(texts(screen))  # the first pass comes back: hidden
    assert timed_out not in " ".join(texts(screen))  # TB-PASS-4: not played, not listed
    assert screen.result.scores.teams[team_a].points.text() == "2 points"  # 3 − 1
    click(qtbot, screen.result.rows[3])  # TB-FAQ-1: Buzz! by mistake, corrected here
    assert result_rows(screen)[3] == "↷  Passed · back in the deck"
    click(qtbot, screen.result.rows[3])
    assert result_rows(screen)[3] == f"✓  {words[3]} — Found"
    assert screen.result.scores.teams[team_a].points.text() == "4 points"
    click(qtbot, screen.result.confirm_button)

    # -- turn 2: team B ---------------------------------------------------------------
    assert screen.ready.scores.teams[team_a].points.text() == "4 points"
    assert screen.ready.scores.teams[team_a].details.text() == "11 cards left"
    team, giver_b1 = announce_and_go(qtbot, screen, controller, clock)
    assert team == team_b  # TB-TURN-8
    click(qtbot, passing, clock)
    key(qtbot, found, "p", clock)
    click(qtbot, passing, clock)
    assert play.passes.text() == "No passes left"  # TB-TURN-4: 3 passes a turn
    assert not passing.isEnabled() and found.isEnabled() and buzz.isEnabled()
    played = controller.table_view()["turn"]["played"]
    key(qtbot, found, "p")  # the key does nothing either
    assert controller.table_view()["turn"]["played"] == played
    for _ in range(12):
        key(qtbot, found, "f", clock)
    # TB-TURN-6, TB-CL-2: only cards passed in this turn are left: the turn ends.
    assert screen.stack.currentWidget() is screen.result
    rows = result_rows(screen)
    assert len(rows) == 15 and rows.count("↷  Passed · back in the deck") == 3
    click(qtbot, screen.result.confirm_button)

    # -- turn 3: team A, its other clue-giver -------------------------------------------
    team, giver_a2 = announce_and_go(qtbot, screen, controller, clock)
    assert team == team_a and giver_a2 != giver_a1  # TB-SET-5
    assert check_card_matches_the_clue_givers_view(screen, controller)["word"] == timed_out
    assert not play.warning.isVisible()  # TB-PASS-4: back on top, not a pass
    for _ in range(10):
        key(qtbot, found, "f", clock)
    card = check_card_matches_the_clue_givers_view(screen, controller)
    assert card["word"] == words[2]  # TB-PASS-1: the pass of turn 1 comes back
    assert play.warning.isVisible()  # TB-PASS-2
    assert play.warning.text() == "This card is coming back: passing it again discards it."
    key(qtbot, found, "p", clock)  # passed again: discarded; the deck is empty
    assert screen.stack.currentWidget() is screen.result
    assert result_rows(screen)[-1] == f"⌫  {words[2]} — Discarded"
    click(qtbot, screen.result.confirm_button)

    # -- turn 4: team B plays its three returning cards ---------------------------------
    team, _ = announce_and_go(qtbot, screen, controller, clock)
    assert team == team_b
    assert play.warning.isVisible()
    click(qtbot, found, clock)
    click(qtbot, found, clock)
    click(qtbot, passing, clock)  # discarded (TB-PASS-3 counts it)
    assert result_rows(screen)[-1].endswith("— Discarded")
    click(qtbot, screen.result.confirm_button)

    # -- the end: a tie on points broken by play time (TB-WIN-3, TB-WIN-4) ---------------
    assert screen.stack.currentWidget() is screen.end
    end = screen.end
    assert controller.outcome().side == team_b
    b_name = "Blue team" if team_b == "blue" else "Red team"
    assert end.winner.isVisible() and end.winner.text.text() == f"{b_name} wins!"
    assert end.winner.badge.side == team_b  # never colour alone
    assert end.explanation.text() == (
        "Both teams have 14 points. The tie is broken by total play time: "
        f"{b_name} was faster (0:18 to 1:11).")
    assert end.scores.teams[team_a].details.text() == "Play time: 1:11"
    assert end.scores.teams[team_b].points.text() == "14 points"
    assert "shorter total play time" in end.rule.text()
    assert controller.saved_path is not None  # the record was written
    with qtbot.waitSignal(screen.sig_home):
        click(qtbot, end.home_button)
