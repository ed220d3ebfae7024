"""Around the Word on own screens (several devices, PX-MODE-2): four players, two teams of
two, each with their own screen on one real room runtime; a whole game played through the
screens' buttons and keys, time moved by the fake clock.

What each screen may show (TB-DEV-3): the clue-giver sees the card with Found and Pass, the
other team the card with Buzz!, the clue-giver's teammate never the card during the turn.
The cards are canaries (words no UI text contains), so a leak shows as a substring of
every text a screen's widget tree holds, hidden widgets included.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from core.taboo.constants import COUNTDOWN_MS, TURN_MS
from desktop.taboo.screen import TabooScreen
from desktop.taboo.table import TabooTableWidget
from desktop.taboo.ui import UI
from tests.desktop.support import widget_texts
from tests.desktop.taboo.support import canary_content
from tests.helpers.own_screens import OwnScreens, own_screen_game

NAMES = ("Ana", "Ben", "Cleo", "Dan")
STEP_MS = 1_000


@pytest.fixture
def game(qtbot):
    played = own_screen_game("taboo", NAMES, {"cards_per_team": 15}, seed=7,
                             content=canary_content())
    screens = []
    for controller in played.controllers:
        screen = UI.create_screen(None)
        qtbot.addWidget(screen)
        UI.bind(screen, controller)
        screen.set_clock(controller.now_ms)
        controller.views_changed.connect(
            lambda s=screen, c=controller: s.set_views(c.device_views()))
        screen.set_views(controller.device_views())
        screen.resize(1000, 720)
        screen.show()
        screens.append(screen)
    played.screens = screens
    played.ever_seen = set()  # every card word shown so far
    yield played
    played.close()


def view(game: OwnScreens, seat: int) -> dict:
    return game.controllers[seat].device_views().table


def roles(game: OwnScreens) -> dict[str, list[int]]:
    """Seats by their role in the turn, as their own views name it."""
    found: dict[str, list[int]] = {"clue_giver": [], "guesser": [], "watcher": []}
    for seat in range(len(NAMES)):
        found[view(game, seat)["viewer"]["role"]].append(seat)
    return found


def card_words(game: OwnScreens) -> set[str]:
    card = view(game, roles(game)["clue_giver"][0])["card"]
    return {card["word"].casefold(), *(word.casefold() for word in card["forbidden"])}


def check_card_on_the_right_screens(game: OwnScreens) -> set[str]:
    """TB-DEV-3: the card (word and its 5 forbidden words) is on the clue-giver's and the
    other team's screens, on no guessing teammate's screen, not even in a hidden widget."""
    who = roles(game)
    secrets = card_words(game)
    assert len(secrets) == 6  # TB-SET-2
    for seat in [*who["clue_giver"], *who["watcher"]]:
        assert all(word in widget_texts(game.screens[seat]) for word in secrets)
    for seat in who["guesser"]:
        shown = widget_texts(game.screens[seat])
        assert not any(word in shown for word in secrets)
        assert not any(word in shown for word in game.ever_seen)
    game.ever_seen |= secrets
    return secrets


def click(game: OwnScreens, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    game.advance(STEP_MS)
    button.click()


def press(game: OwnScreens, qtbot, seat: int, letter: str) -> None:
    """A key shortcut typed on a screen (the key shown on the button)."""
    game.advance(STEP_MS)
    screen = game.screens[seat]
    qtbot.keyClick(screen.focusWidget() or screen, letter)


def check_ready(game: OwnScreens) -> int:
    """TB-TURN-1: every screen says which team plays and who gives clues; only the
    clue-giver's screen has Go!, the others say whom they wait for."""
    who = roles(game)
    giver = who["clue_giver"][0]
    name = NAMES[giver]
    for seat, screen in enumerate(game.screens):
        assert screen.stack.currentWidget() is screen.ready
        team = view(game, giver)["turn"]["team"]
        assert screen.ready.heading.text.text().startswith(
            {"red": "Red", "blue": "Blue"}[team])
        go = screen.ready.go_button
        if seat == giver:
            assert screen.ready.giver.text() == "You give the clues"
            assert go.isVisible() and go.isEnabled()
        else:
            assert screen.ready.giver.text() == f"{name} gives the clues"
            assert not go.isVisible()
            assert f"Waiting for {name} to start the turn" in screen.ready.how.text()
    return giver


def go(game: OwnScreens) -> int:
    giver = check_ready(game)
    click(game, game.screens[giver].ready.go_button)
    for screen in game.screens:  # TB-TURN-2: the 3-2-1 on every screen
        assert screen.stack.currentWidget() is screen.countdown
        assert screen.countdown.beat.text() == "3"
        assert screen.play.word.text() == ""
        assert screen.countdown.role_hint.text()
    game.advance(COUNTDOWN_MS)
    for screen in game.screens:
        assert screen.stack.currentWidget() is screen.play
        assert screen.play.timer.text() == "1:00"
    return giver


def check_play_screens(game: OwnScreens) -> None:
    """Found/Pass for the clue-giver, Buzz! for the other team, no button for the teammate;
    every screen shows the countdown and the turn's score."""
    who = roles(game)
    giver = who["clue_giver"][0]
    turn = view(game, giver)["turn"]
    for seat, screen in enumerate(game.screens):
        buttons = screen.play.buttons
        shown = {kind for kind, button in buttons.items() if button.isVisible()}
        if seat == giver:
            assert shown == {"found", "pass"}
            assert buttons["found"].text() == "✔ Found   [F]"
            assert buttons["pass"].text() == "↷ Pass   [P]"
        elif seat in who["watcher"]:
            assert shown == {"buzz"}
            assert buttons["buzz"].text() == "✖ Buzz!   [B]"
        else:
            assert shown == set()
            assert screen.play.guess_title.text() == "Guess aloud!"
            assert NAMES[giver] in screen.play.guess_detail.text()
        assert screen.play.timer.text()
        points = turn["found"] - turn["buzzed"]
        assert screen.play.tally.text() == (
            f"This turn: {points} (found {turn['found']}, buzzed {turn['buzzed']})")


def play_cards(game: OwnScreens, qtbot, moves: str) -> list[tuple[set[str], str]]:
    """Each move on the screen of whoever the rules name: F/P clicked by the clue-giver,
    f/p typed as keys by the clue-giver, B clicked by a watcher, b typed by a watcher."""
    played = []
    for move in moves:
        check_play_screens(game)
        secrets = check_card_on_the_right_screens(game)
        who = roles(game)
        giver, watcher = who["clue_giver"][0], who["watcher"][1]
        before = view(game, giver)["turn"]["played"]
        if move in "FP":
            kind = {"F": "found", "P": "pass"}[move]
            click(game, game.screens[giver].play.buttons[kind])
        elif move in "fp":
            press(game, qtbot, giver, move)
        elif move == "B":
            click(game, game.screens[watcher].play.buttons["buzz"])
        else:
            press(game, qtbot, watcher, "b")
        after = view(game, giver)
        assert after["phase"] != "playing" or after["turn"]["played"] == before + 1
        played.append((secrets, move))
    return played


def result_rows(screen: TabooScreen) -> list[str]:
    return [row.text() for row in screen.result.rows if row.isVisible()]


def check_result(game: OwnScreens, giver: int) -> None:
    """TB-TURN-7 on every screen; only the clue-giver corrects and confirms (TB-DEV-4)."""
    for seat, screen in enumerate(game.screens):
        assert screen.stack.currentWidget() is screen.result
        confirm = screen.result.confirm_button
        if seat == giver:
            assert confirm.isVisible() and confirm.isEnabled()
            assert all(row.isEnabled() for row in screen.result.rows if row.isVisible())
        else:
            assert not confirm.isVisible()
            assert screen.result.waiting.text() == (
                f"Waiting for {NAMES[giver]} to check the cards and confirm.")
            assert not any(row.isEnabled() for row in screen.result.rows if row.isVisible())


def confirm(game: OwnScreens, giver: int) -> None:
    click(game, game.screens[giver].result.confirm_button)


def test_a_whole_game_on_four_own_screens(game, qtbot):
    teams = {seat: view(game, seat)["viewer"]["team"] for seat in range(4)}
    assert sorted(teams.values()) == ["blue", "blue", "red", "red"]  # TB-SET-1

    # -- turn 1: found, found (key), pass (key), buzz (a watcher's click), found (key),
    # then the time runs out (TB-PASS-4).
    giver1 = go(game)
    team_a = teams[giver1]
    mate1 = next(s for s in range(4) if teams[s] == team_a and s != giver1)
    played = play_cards(game, qtbot, "FfpBf")
    last = check_card_on_the_right_screens(game)  # the card on screen when time runs out
    game.advance(TURN_MS)
    check_result(game, giver1)
    passed = next(secrets for secrets, move in played if move == "p")
    passed_word = next(w for w in passed if w.startswith("qzword"))
    for seat, screen in enumerate(game.screens):
        rows = result_rows(screen)
        assert len(rows) == 5  # the timed-out card is not played (TB-PASS-4)
        assert not any(w in widget_texts(screen) for w in last)
        if seat == mate1:
            # TB-TURN-7: the passed card comes back to this team: its word stays hidden.
            assert "Passed · back in the deck" in rows[2]
            assert passed_word not in widget_texts(screen)
        else:
            assert passed_word in rows[2].casefold()
        assert "Buzzed" in rows[3]
    # TB-DEV-4: the clue-giver corrects the buzz (Buzzed → Passed → Found): everyone sees it.
    click(game, game.screens[giver1].result.rows[3])
    click(game, game.screens[giver1].result.rows[3])
    for screen in game.screens:
        assert "Found" in result_rows(screen)[3]
    score_a = 4
    confirm(game, giver1)

    # -- turn 2: the other team; a watcher buzzes by key, then every card is found: the
    # turn ends by itself when no card is left (TB-TURN-6).
    giver2 = go(game)
    assert teams[giver2] != team_a  # TB-TURN-8
    play_cards(game, qtbot, "b" + "F" * 14)
    check_result(game, giver2)
    score_b = 14 - 1
    confirm(game, giver2)

    # -- turn 3: team A again, the other clue-giver (TB-SET-5); the timed-out card comes
    # first (TB-PASS-4), the passed card comes back with its warning (TB-PASS-2).
    giver3 = go(game)
    assert giver3 == mate1
    first = card_words(game)
    assert first == last
    warned = False
    while view(game, giver3)["phase"] == "playing":
        card = view(game, giver3)["card"]
        if card["returning"]:
            warned = True
            assert game.screens[giver3].play.warning.isVisible()
            for seat in range(4):
                if seat != giver3:  # the warning is the clue-giver's only
                    assert "coming back" not in widget_texts(game.screens[seat])
        play_cards(game, qtbot, "F")
        score_a += 1
    assert warned
    check_result(game, giver3)
    confirm(game, giver3)

    # -- the end (TB-WIN-1): both decks are empty; the same result on every screen.
    outcome = view(game, 0)["outcome"]
    assert outcome is not None
    scores = view(game, 0)["teams"]
    assert scores[team_a]["score"] == score_a
    assert scores[teams[giver2]]["score"] == score_b
    titles = set()
    for screen in game.screens:
        assert screen.stack.currentWidget() is screen.end
        assert screen.end.again_button.isVisible()
        titles.add(screen.end.winner.text.text())
    winner = max(scores, key=lambda team: scores[team]["score"])  # TB-WIN-3
    assert titles == {f"{winner.capitalize()} team wins!"}


def test_a_window_losing_the_focus_pauses_nobody(game):
    """TB-DEV-2 pauses one device only; several devices have no pause (the core refuses
    it): a player switching windows must not stop everyone's turn."""
    go(game)
    refused = []
    for controller in game.controllers:
        controller.refused.connect(lambda _id, code: refused.append(code))
    for screen in game.screens:
        QApplication.sendEvent(screen.window(), QEvent(QEvent.Type.WindowDeactivate))
    assert refused == []
    for seat, screen in enumerate(game.screens):
        assert view(game, seat)["paused"] is False
        assert screen.stack.currentWidget() is screen.play


def test_offline_players_are_marked_on_every_screen_and_the_table(game, qtbot):
    giver = check_ready(game)
    away = next(s for s in range(4) if s != giver)
    game.runtime.set_connected(away, False)
    marked = f"{NAMES[away]} ⚠ offline".casefold()
    for seat, screen in enumerate(game.screens):
        if seat != away:
            assert marked in widget_texts(screen)
    table = TabooTableWidget()
    qtbot.addWidget(table)
    table.set_clock(game.controllers[0].now_ms)
    table.set_view(game.controllers[0].table_view())
    assert marked in widget_texts(table)
    game.runtime.set_connected(away, True)
    for screen in game.screens:
        assert "offline" not in widget_texts(screen)


def test_the_keys_of_other_roles_do_nothing(game, qtbot):
    """A guesser typing F, P or B, or the clue-giver typing B: nothing is sent (their views
    list no such action), the card stays."""
    go(game)
    who = roles(game)
    before = view(game, who["clue_giver"][0])["turn"]["played"]
    for letter in "fpb":
        press(game, qtbot, who["guesser"][0], letter)
    press(game, qtbot, who["clue_giver"][0], "b")
    for letter in "fp":
        press(game, qtbot, who["watcher"][0], letter)
    assert view(game, who["clue_giver"][0])["turn"]["played"] == before
    assert game.screens[who["clue_giver"][0]].play.word.text()


def test_anyone_confirms_once_the_clue_giver_is_gone(game, qtbot):  # TB-EDGE-4
    giver = go(game)
    play_cards(game, qtbot, "F")
    game.advance(TURN_MS)
    check_result(game, giver)
    game.runtime.set_connected(giver, False)
    others = [seat for seat in range(4) if seat != giver]
    for seat in others:
        result = game.screens[seat].result
        assert result.confirm_button.isVisible() and result.confirm_button.isEnabled()
        assert not any(row.isEnabled() for row in result.rows if row.isVisible())
    confirm(game, others[0])
    assert all(screen.stack.currentWidget() is screen.ready
               for seat, screen in enumerate(game.screens) if seat != giver)
