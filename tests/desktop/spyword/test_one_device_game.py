"""Whole Spy Word games played through the screen by clicks and key presses, one device
(PX-MODE-1), asserting what is on screen at the key steps."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.spyword.gallery import roles_from_views
from desktop.spyword.texts import role_name
from tests.desktop.spyword.drive import click, press, start_game, type_text, visible_text


def words(pair) -> tuple[str, str]:
    return pair["a"]["word"], pair["b"]["word"]


def reveal_every_card(qtbot, screen, controller, pair, by_keyboard=False):
    """SW-RND-1: each player in turn: "Pass to …" → reveal → card → Got it."""
    page = screen.reveal_page
    names = controller.seat_names
    for seat, name in enumerate(names):
        assert screen.stack.currentWidget() is page
        text = visible_text(screen)
        assert f"Pass to {name}" in text
        for word in words(pair):  # PX-MODE-1: nothing secret before the reveal
            assert word not in text
        if by_keyboard:  # PX-A11Y-1: keys go to whatever has the focus
            assert screen.focusWidget() is page.privacy.reveal_button
            press(screen.focusWidget(), Qt.Key.Key_Space, " ")
        else:
            click(qtbot, page.privacy.reveal_button)
        me = controller.device_views().seats[seat]["viewer"]
        text = visible_text(screen)
        if me["card"] is None:  # SW-ROLE-3: the ghost's card says ghost, no word
            assert "You are the ghost" in text
            assert not any(word in text for word in words(pair))
        else:
            assert me["card"]["word"] in text
            assert page.card.picture.stem == me["card"]["picture"]
            assert "You are a spy" not in text  # SW-SET-2 default: spies do not know
        if by_keyboard:
            assert screen.focusWidget() is page.got_it
            press(screen.focusWidget(), Qt.Key.Key_Space, " ")
        else:
            click(qtbot, page.got_it)
    assert controller.table_view()["phase"] == "clues"


def give_clues(qtbot, screen, controller):
    table = controller.table_view()
    while table["phase"] in ("clues", "duel_clues"):
        speaker = table["seats"][table["current_speaker"]]["name"]
        assert f"{speaker}, give your clue" in visible_text(screen)
        click(qtbot, screen.round_page.main_button)
        table = controller.table_view()


def vote_round(qtbot, screen, controller, pair, choose, expect_pass=None):
    """SW-VOTE-2: one voter at a time behind a privacy screen, never seeing earlier votes;
    the ballot has no way on without choosing."""
    page = screen.vote_page
    table = controller.table_view()
    while table["phase"] in ("vote", "duel_vote"):
        voter = table["ballot"]["current_voter"]
        name = table["seats"][voter]["name"]
        assert screen.stack.currentWidget() is page
        prompt = visible_text(screen)
        assert f"Pass to {name}" in prompt and "→" not in prompt
        click(qtbot, page.privacy.reveal_button)
        ballot_text = visible_text(screen)
        assert "→" not in ballot_text  # earlier votes never shown
        assert not any(word in ballot_text for word in words(pair))
        assert not page.privacy.hide_button.isVisible()  # no handing on without a choice
        assert not page.confirm.isEnabled()
        if expect_pass is not None:  # SW-VOTE-1/6
            assert ("Pass" in [b.text() for b in page.targets.values()]) == expect_pass
        target = choose(voter, table)
        click(qtbot, page.targets[target])
        click(qtbot, page.confirm)
        table = controller.table_view()


def go_to_vote(qtbot, screen, controller):
    give_clues(qtbot, screen, controller)
    assert controller.table_view()["phase"] == "discussion"
    assert screen.round_page.countdown.isVisible()  # SW-RND-5: the discussion timer
    assert screen.round_page.countdown.text() == "1:30"
    click(qtbot, screen.round_page.main_button)  # "Go to vote"


def continue_after_result(qtbot, screen):
    assert screen.stack.currentWidget() is screen.result_page
    click(qtbot, screen.result_page.next_button)


def test_a_whole_game_with_a_duel_and_the_ghost_guessing(qtbot):
    screen, controller, pair = start_game(qtbot, seed=4)
    roles = roles_from_views(controller.device_views())
    ghost = next(s for s, r in roles.items() if r == "ghost")
    spy = next(s for s, r in roles.items() if r == "spy")
    citizens = [s for s, r in roles.items() if r == "citizen"]
    names = controller.seat_names
    reveal_every_card(qtbot, screen, controller, pair, by_keyboard=True)

    # SW-RND-2: speaking mode and the forbidden-clue rule are announced.
    text = visible_text(screen)
    assert "Each player says one word about their word." in text
    assert "Not allowed: the word itself" in text
    for word in words(pair):
        assert word not in text

    # SW-RND-6: "See my word": pick your name, privacy screen, card, hide.
    click(qtbot, screen.round_page.see_word)
    review = screen.review_page
    assert screen.stack.currentWidget() is review
    who = citizens[0]
    click(qtbot, review.name_buttons[who])
    assert f"Pass to {names[who]}" in visible_text(screen)
    assert pair["a"]["word"] not in visible_text(screen)
    click(qtbot, review.privacy.reveal_button)
    citizen_word = controller.device_views().seats[who]["viewer"]["card"]["word"]
    assert citizen_word in visible_text(screen)
    click(qtbot, review.privacy.hide_button)
    assert screen.stack.currentWidget() is screen.round_page

    # Round 1: a tie between the ghost and a citizen (SW-VOTE-7: a duel).
    go_to_vote(qtbot, screen, controller)
    rival = citizens[1]
    others = [s for s in range(len(names)) if s not in (ghost, rival)]

    def tie(voter, table):
        if voter == ghost:
            return rival
        if voter == rival:
            return ghost
        return ghost if others.index(voter) % 2 else rival

    vote_round(qtbot, screen, controller, pair, tie, expect_pass=False)
    text = visible_text(screen)
    assert "a duel decides" in text
    assert f"{names[ghost]} → {names[rival]}" in text  # SW-VOTE-10 open: who voted for whom
    continue_after_result(qtbot, screen)

    # The duel: the tied players give one more clue, then only the others vote.
    assert controller.table_view()["phase"] == "duel_clues"
    assert "each gives one more clue" in visible_text(screen)
    give_clues(qtbot, screen, controller)
    duel_voters = controller.table_view()["ballot"]["voters"]
    assert ghost not in duel_voters and rival not in duel_voters
    vote_round(qtbot, screen, controller, pair, lambda voter, table: ghost, expect_pass=False)
    text = visible_text(screen)
    assert f"{names[ghost]} is out." in text
    assert f"{names[ghost]} was the ghost." in text  # SW-SET-3 default: roles revealed
    continue_after_result(qtbot, screen)

    # SW-GHOST-1: the ghost types one guess behind a privacy screen (accents by key events).
    private = screen.private_page
    assert screen.stack.currentWidget() is private
    assert f"Pass to {names[ghost]}" in visible_text(screen)
    click(qtbot, private.privacy.reveal_button)
    assert "You were the ghost" in visible_text(screen)
    assert not private.send.isEnabled()
    type_text(private.guess, "crème brûlée")
    assert private.guess.text() == "crème brûlée"
    press(private.guess, Qt.Key.Key_Return)
    # SW-GHOST-4: wrong: the game goes on, the right word is not shown.
    table = controller.table_view()
    assert table["phase"] == "clues" and table["round"] == 2
    assert not any(word in visible_text(screen) for word in words(pair))

    # Round 2: the spy is voted out; the citizens win (SW-WIN-3).
    go_to_vote(qtbot, screen, controller)
    vote_round(qtbot, screen, controller, pair,
               lambda voter, table: spy if voter != spy else citizens[0])
    continue_after_result(qtbot, screen)

    # SW-END-1: the winning side, both words and pictures, every role, every vote.
    end = screen.end_page
    assert screen.stack.currentWidget() is end
    text = visible_text(screen)
    assert "The citizens win!" in text
    for word in words(pair):
        assert word in text
    pictures = {end.citizens_word.picture.stem, end.spies_word.picture.stem}
    assert pictures == {pair["a"]["picture"], pair["b"]["picture"]}
    assert "crème brûlée" in text
    for seat, role in roles.items():  # one row per seat: name, role, when out
        assert names[seat] in end.roles_grid.itemAtPosition(seat, 0).widget().text()
        assert end.roles_grid.itemAtPosition(seat, 1).widget().text() == role_name(role)
    assert text.count("Citizen") >= len(citizens) and "Spy" in text and "Ghost" in text
    assert "Round 1: vote" in text and "Round 1: duel vote" in text
    assert "Round 2: vote" in text
    with qtbot.waitSignal(screen.sig_play_again):
        click(qtbot, end.again_button)


def test_hidden_roles_totals_and_pass_the_ghost_wins_alone(qtbot):
    settings = {"reveal_eliminated_roles": False, "vote_result": "totals",
                "allow_pass": True, "speaking_mode": "sentence", "spy_knows_role": True}
    screen, controller, pair = start_game(qtbot, settings, seed=11)
    roles = roles_from_views(controller.device_views())
    ghost = next(s for s, r in roles.items() if r == "ghost")
    citizens = [s for s, r in roles.items() if r == "citizen"]
    names = controller.seat_names

    # SW-SET-2 on: the spy's card says so.
    spy = next(s for s, r in roles.items() if r == "spy")
    page = screen.reveal_page
    for seat in range(len(names)):
        click(qtbot, page.privacy.reveal_button)
        assert ("You are a spy" in visible_text(screen)) == (seat == spy)
        click(qtbot, page.got_it)
    assert "Each player says one sentence about their word." in visible_text(screen)

    # SW-VOTE-4: Pass wins, nobody is out; SW-VOTE-10 totals only.
    go_to_vote(qtbot, screen, controller)
    vote_round(qtbot, screen, controller, pair, lambda voter, table: None, expect_pass=True)
    text = visible_text(screen)
    assert "Pass wins: nobody is out this round." in text
    assert "Pass: 6 votes" in text and "→" not in text
    continue_after_result(qtbot, screen)

    # SW-VOTE-6: no Pass right after a Pass. A citizen goes out, role hidden (SW-SET-3).
    go_to_vote(qtbot, screen, controller)
    out = citizens[0]
    vote_round(qtbot, screen, controller, pair,
               lambda voter, table: out if voter != out else ghost, expect_pass=False)
    text = visible_text(screen)
    assert f"{names[out]} is out." in text
    assert "Their role stays hidden until the end." in text and "Citizen" not in text
    continue_after_result(qtbot, screen)

    # SW-GHOST-5: a private screen for the eliminated citizen too.
    private = screen.private_page
    assert screen.stack.currentWidget() is private
    assert "Citizen" not in visible_text(screen)
    click(qtbot, private.privacy.reveal_button)
    assert "Your role: Citizen" in visible_text(screen)
    assert not private.guess.isVisible()
    click(qtbot, private.ok)

    # The ghost goes out and guesses the citizens' word: the ghost wins alone (SW-WIN-2).
    go_to_vote(qtbot, screen, controller)
    vote_round(qtbot, screen, controller, pair,
               lambda voter, table: ghost if voter != ghost else citizens[1])
    assert "Ghost" not in visible_text(screen)
    continue_after_result(qtbot, screen)
    click(qtbot, private.privacy.reveal_button)
    citizen_word = controller.device_views().seats[citizens[1]]["viewer"]["card"]["word"]
    type_text(private.guess, citizen_word.upper())
    click(qtbot, private.send)
    text = visible_text(screen)
    assert screen.stack.currentWidget() is screen.end_page
    assert "The ghost wins alone!" in text
    assert "The ghost guessed the citizens' word." in text
