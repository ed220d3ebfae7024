"""Whole Codenames games of every variant played through the screen by simulated input,
one device (PX-MODE-1), asserting what is on screen at the key steps."""

from collections import Counter

from PySide6.QtCore import Qt

from desktop.codenames.texts import refusal_text
from tests.desktop.codenames.drive import PLAYERS, Game, press, send_text, start
from tests.desktop.support import FakeClock


def other(team: str) -> str:
    return "blue" if team == "red" else "red"


def test_classic_game_through_the_screen(qtbot):
    game = Game(qtbot, start("classic", 6))
    table = game.controller.table_view()
    first = table["active_team"]
    spymasters = {s["team"]: s["name"] for s in table["seats"] if s["spymaster"]}

    # Clue phase: the spymaster is named, nothing can be picked, nobody sees the key.
    assert game.on_play_page()
    assert spymasters[first] in game.hint()
    assert game.pickable() == [] and not game.screen.end_turn_button.isVisible()
    assert all(card.key_colour is None for card in game.screen.grid.cards)
    key = game.read_key()  # CN-SET-3, CN-SET-4: the spymaster's key, by press-and-hold
    assert Counter(key) == {first: 9, other(first): 8, "neutral": 7, "assassin": 1}

    # CN-CL-2: refused clues say why, and the spymaster may retype.
    grid_word = table["cards"][0]["word"]
    game.give_clue(grid_word, 2)
    assert game.screen.clue_entry.error.text() == refusal_text(
        "codenames.clue.matches_codename")
    game.give_clue("big cat", 2)
    assert game.screen.clue_entry.error.text() == refusal_text("codenames.clue.two_words")
    assert game.controller.table_view()["phase"] == "clue"

    # CN-CLUE-1: one word and a number; CN-GUESS-5: N + 1 guesses.
    game.give_clue("zyxt", 2)
    assert game.screen.clue_status.clue.text() == "ZYXT  ·  2"
    assert game.screen.clue_status.guesses.text() == "Guesses left: 3"
    assert not game.screen.clue_entry.isVisible() and not game.screen.key_button.isVisible()
    assert sorted(game.pickable()) == list(range(25))  # every unrevealed card
    assert game.screen.end_turn_button.isVisible()
    assert not game.screen.end_turn_button.isEnabled()  # CN-GUESS-4: guess first

    # CN-GUESS-1: a right guess is covered with its colour, and the turn goes on.
    right = game.guess_side(key, first)
    assert game.shown_sides()[right] == first
    assert right not in game.pickable()
    assert game.screen.clue_status.guesses.text() == "Guesses left: 2"
    assert game.screen.end_turn_button.isEnabled()  # CN-CL-3

    # CN-GUESS-2, by keyboard: type the bystander's number, Enter: the turn ends.
    bystander = game.first_unrevealed(key, "neutral")
    for digit in str(bystander + 1):
        press(game.focus(), getattr(Qt.Key, f"Key_{digit}"), digit)
    assert game.screen.grid.focused_card().index == bystander
    press(game.screen.grid.focused_card(), Qt.Key.Key_Return)
    assert game.shown_sides()[bystander] == "neutral"
    assert game.title() == ("Blue team" if first == "red" else "Red team")
    assert game.screen.team_badge.side == other(first)
    assert spymasters[other(first)] in game.hint()

    # The other team: a clue typed and sent with Enter, one right guess, End turn.
    entry = game.screen.clue_entry
    assert entry.word.text() == ""  # a new turn starts with an empty entry
    send_text(entry.word, "wxq")
    press(entry.word, Qt.Key.Key_Return)
    assert game.controller.table_view()["clue"]["word"] == "wxq"
    game.guess_side(key, other(first))
    game.end_turn()
    assert game.screen.team_badge.side == first

    # The first team finds all its agents: it wins (CN-END-1), the whole key shows.
    game.give_clue("zyxt", 9)
    while game.on_play_page():
        game.guess_side(key, first)
    assert game.on_end_page()
    end = game.screen.end
    assert end.title.text() == f"{'Red' if first == 'red' else 'Blue'} team wins!"
    assert "agents" in end.reason.text()
    assert [c.colour or c.key_colour for c in end.grid.cards] == key
    assert end.history.count() >= 6  # three clues and their guesses
    with qtbot.waitSignal(game.screen.sig_play_again, timeout=1000):
        qtbot.mouseClick(end.again_button, Qt.MouseButton.LeftButton)


def test_two_player_game_with_the_cover_step(qtbot):  # CN-2P-1, CN-2P-2, CN-2P-3
    game = Game(qtbot, start("two_player", 2))
    spymaster, guesser = PLAYERS[0], PLAYERS[1]
    assert spymaster in game.hint()
    key = game.read_key()
    team = game.controller.table_view()["player_team"]
    game.give_clue("zyxt", 1)
    assert guesser in game.hint()
    game.guess_side(key, "neutral")  # CN-GUESS-2: the turn ends…

    # … and the spymaster covers an opponent word, behind a privacy prompt (PX-MODE-1).
    assert game.on_cover_page()
    privacy = game.screen.privacy
    assert not privacy.revealed and spymaster in privacy.pass_label.text()
    press(privacy, Qt.Key.Key_Space)
    assert privacy.revealed
    cover_grid = game.screen.cover.grid
    opponent = {i for i, side in enumerate(key) if side == other(team)}
    assert set(cover_grid.pickable()) == opponent  # only opponent words (CN-2P-2)
    assert [c.colour or c.key_colour for c in cover_grid.cards] == key
    covered = min(opponent)
    qtbot.mouseClick(cover_grid.cards[covered], Qt.MouseButton.LeftButton)
    assert game.on_play_page() and not privacy.revealed
    assert game.shown_sides()[covered] == other(team)
    assert any("covers" in game.screen.history.item(i).text()
               for i in range(game.screen.history.count()))
    assert spymaster in game.hint()  # the same team plays again

    # CN-2P-3: the team finds all its words and wins.
    game.give_clue("wxq", 9)
    while game.on_play_page():
        game.guess_side(key, team)
    assert game.screen.end.title.text() == "You win: every agent found!"


def test_three_player_coop_loses_on_the_assassin(qtbot):  # CN-3P-1, CN-CL-4
    game = Game(qtbot, start("three_coop", 3))
    key = game.read_key()
    game.give_clue("zyxt", 2)
    assert PLAYERS[1] in game.hint() and PLAYERS[2] in game.hint()  # two guessers
    game.guess_side(key, "neutral")
    assert game.on_cover_page()
    game.screen.privacy.reveal()
    opponent = next(i for i in game.screen.cover.grid.pickable())
    qtbot.mouseClick(game.screen.cover.grid.cards[opponent], Qt.MouseButton.LeftButton)
    game.give_clue("wxq", 1)
    game.guess_side(key, "assassin")  # CN-GUESS-3
    assert game.on_end_page()
    assert game.screen.end.title.text() == "The key wins this time."
    assert game.screen.end.reason.text() == "The assassin was revealed."


def test_three_player_competitive_with_the_turn_timer(qtbot):  # CN-3P-2, CN-CL-5, CN-CL-6
    clock = FakeClock()
    game = Game(qtbot, start("three_competitive", 3, timer_s=60, clock=clock))
    table = game.controller.table_view()
    first = table["active_team"]
    masters = {s["team"]: s["name"] for s in table["seats"] if s["spymaster"]}
    guesser = next(s["name"] for s in table["seats"] if not s["spymaster"])
    assert masters[first] in game.title()
    assert game.screen.countdown.isVisible() and game.screen.countdown.text() == "1:00"
    key = game.read_key()
    game.give_clue("zyxt", 1)
    assert guesser in game.hint()
    game.guess_side(key, first)
    clock.now += 25_000
    game.screen.countdown.refresh()
    assert game.screen.countdown.text() == "0:35"

    # CN-CL-6: time runs out, the turn ends; the other spymaster gives the next clue.
    game.run_out_the_clock()
    assert masters[other(first)] in game.title() and masters[other(first)] in game.hint()
    assert game.screen.countdown.text() == "1:00"
    second_key = game.read_key()
    assert second_key == key  # both spymasters hold the same key
    game.give_clue("wxq", 2)
    game.guess_side(key, "assassin")  # CN-CL-5: the assassin loses it for this spymaster
    assert game.screen.end.title.text() == f"{masters[first]} wins, with the guesser!"


def test_cards_by_keyboard_arrows_skip_revealed_cards(qtbot):  # PX-A11Y-1
    game = Game(qtbot, start("classic", 4))
    key = game.read_key()
    game.give_clue("zyxt", 3)
    team = game.controller.table_view()["active_team"]
    if key[1] == team:
        game.click_card(1)
    grid = game.screen.grid
    grid.cards[0].setFocus()
    press(grid.cards[0], Qt.Key.Key_Right)
    expected = 1 if grid.cards[1].isEnabled() else 2
    assert grid.focused_card().index == expected
    press(grid.focused_card(), Qt.Key.Key_Down)
    assert grid.focused_card().index == expected + 5
    press(grid.focused_card(), Qt.Key.Key_1)
    press(grid.focused_card(), Qt.Key.Key_2)
    assert grid.focused_card().index == 11  # "1" then "2": card 12
    press(grid.focused_card(), Qt.Key.Key_7)
    assert grid.focused_card().index == 6  # a new number starts after a full one


def test_key_toggle_lets_the_spymaster_type_and_hides_itself(qtbot):
    """Finding 9 (PX-MODE-1): the key shows after one click, stays while the spymaster
    types the clue, hides on its timer and when the window loses focus."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from desktop.codenames import look

    screen = Game(qtbot, start("classic", 4)).screen
    qtbot.mouseClick(screen.key_button, Qt.MouseButton.LeftButton)
    assert screen.key_banner.isVisible() and screen.key_button.text() == "Hide the key"
    screen.clue_entry.word.setFocus()
    send_text(screen.clue_entry.word, "fruit")
    assert screen.clue_entry.word.text() == "fruit"
    assert any(card.key_colour for card in screen.grid.cards)  # still shown while typing
    assert screen.key_timer.isActive() and screen.key_timer.interval() == look.KEY_SHOW_MS
    screen.key_timer.timeout.emit()  # the timer runs out
    assert not screen.key_banner.isVisible()
    assert all(card.key_colour is None for card in screen.grid.cards)
    assert not screen.key_button.isChecked()
    qtbot.mouseClick(screen.key_button, Qt.MouseButton.LeftButton)
    assert screen.key_banner.isVisible()
    QApplication.sendEvent(screen, QEvent(QEvent.Type.ActivationChange))  # focus left
    assert not screen.key_banner.isVisible() and not screen.key_timer.isActive()
