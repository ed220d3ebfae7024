"""Whole Spy Word games on several devices (PX-MODE-2): one own screen per player, on one
real room runtime (`tests.helpers.own_screens`), played through each screen's widgets.

After every step each screen is checked for secrets (`widget_texts`: every text of the
widget tree, hidden widgets included): a citizen's screen never holds the spies' word, a
spy's never the citizens' word, the ghost's neither (SW-ROLE-1..3, SW-RND-7, PX-NET-6),
until the end screen shows both (SW-END-1).
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.spyword import settings as cfg
from desktop.spyword.table import SpyTableWidget
from desktop.spyword.ui import UI
from store.packs import PackLibrary
from tests.desktop.spyword.drive import press, type_text, visible_text
from tests.desktop.support import widget_texts
from tests.helpers.own_screens import own_screen_game
from tests.net.conftest import content_for

NAMES = ["Alice", "Bruno", "Chloe", "Dmitri", "Emma", "Farid"]


def click(qtbot, button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()  # as the event loop would, between two clicks


class Devices:
    """One own screen per seat, bound to its own controller (as `MainWindow` does)."""

    def __init__(self, qtbot, players: int, settings: dict | None = None, seed: int = 1):
        self.qtbot = qtbot
        content = content_for("spyword", PackLibrary.load(), seed)
        self.pair = content["pair"]
        self.game = own_screen_game("spyword", NAMES[:players], settings, seed,
                                    content=content)
        self.names = NAMES[:players]
        self.screens = []
        for controller in self.game.controllers:
            screen = UI.create_screen(None)
            qtbot.addWidget(screen)
            UI.bind(screen, controller)
            screen.set_clock(controller.now_ms)
            controller.views_changed.connect(
                lambda s=screen, c=controller: s.set_views(c.device_views()))
            screen.resize(1000, 720)
            screen.show()
            screen.set_views(controller.device_views())
            self.screens.append(screen)
        cards = {seat: self.me(seat)["card"] for seat in range(players)}
        counts = Counter(card["word"] for card in cards.values() if card)
        self.citizen_word = max(counts, key=counts.get)
        self.spy_word = next(w for w in counts if w != self.citizen_word)
        assert {self.citizen_word, self.spy_word} == {self.pair["a"]["word"],
                                                      self.pair["b"]["word"]}
        self.roles = {seat: "ghost" if card is None else
                      ("citizen" if card["word"] == self.citizen_word else "spy")
                      for seat, card in cards.items()}
        self.check_secrets()

    # -- reading -------------------------------------------------------------------------
    def view(self, seat: int) -> dict:
        return self.game.controllers[seat].device_views().table

    def me(self, seat: int) -> dict:
        return self.view(seat)["viewer"]

    @property
    def table(self) -> dict:
        return self.game.runtime.view(None)

    def seats_with(self, role: str) -> list[int]:
        return [s for s, r in self.roles.items() if r == role]

    def alive(self) -> list[int]:
        return [p["seat"] for p in self.table["seats"] if p["in_game"]]

    def text(self, seat: int) -> str:
        return visible_text(self.screens[seat])

    def check_secrets(self) -> None:
        """SW-RND-1, SW-RND-7, PX-NET-6: my own word on my screen, never the other one."""
        over = self.table["phase"] == "over"
        for seat, screen in enumerate(self.screens):
            texts = widget_texts(screen)
            if over:
                continue
            role = self.roles[seat]
            if role != "citizen":
                assert self.citizen_word.casefold() not in texts, (seat, role)
            if role != "spy":
                assert self.spy_word.casefold() not in texts, (seat, role)
            assert "pass to" not in texts  # no privacy prompt on an own screen
            assert "pick your name" not in texts

    def advance(self, ms: int) -> None:
        self.game.advance(ms)
        QApplication.processEvents()
        self.check_secrets()

    # -- playing -------------------------------------------------------------------------
    def reveal_cards(self) -> None:
        """SW-RND-1: each player sees their own card on their own screen, while "My word"
        is held, and taps "Got it"; the others' screens say how many have seen theirs."""
        total = len(self.screens)
        for seat, screen in enumerate(self.screens):
            page = screen.reveal_page
            assert screen.stack.currentWidget() is page
            hold = page.hold
            assert not page.card.isVisibleTo(screen) and not page.got_it.isEnabled()
            for word in (self.citizen_word, self.spy_word):
                assert word not in self.text(seat)  # nothing shown before the hold
            self.qtbot.mousePress(hold.hold_button, Qt.MouseButton.LeftButton)
            shown = self.text(seat)
            card = self.me(seat)["card"]
            if card is None:  # SW-ROLE-3
                assert "You are the ghost" in shown
            else:
                assert card["word"] in shown
                assert page.card.picture.stem == card["picture"]
            assert "You are a spy" not in shown  # SW-SET-2 default
            self.qtbot.mouseRelease(hold.hold_button, Qt.MouseButton.LeftButton)
            assert not page.card.isVisibleTo(screen)
            click(self.qtbot, page.got_it)
            self.check_secrets()
            if seat < total - 1:
                assert screen.stack.currentWidget() is screen.wait_page
                assert f"Cards: {seat + 1} of {total} seen" in self.text(seat)
                assert self.names[-1] in self.text(seat)  # still looking
                assert self.screens[-1].stack.currentWidget() is self.screens[-1].reveal_page
        assert self.table["phase"] == "clues"

    def give_clues(self, time_out_first: bool = False) -> None:
        """SW-RND-4: "Clue given" only on the speaker's screen, with its 30 s; the others
        read who speaks. ``time_out_first``: the first speaker lets the time run out."""
        first = True
        while self.table["phase"] in ("clues", "duel_clues"):
            speaker = self.table["current_speaker"]
            for seat, screen in enumerate(self.screens):
                page = screen.round_page
                assert screen.stack.currentWidget() is page
                assert page.countdown.text() == "0:30"
                if seat == speaker:
                    assert "Your turn: give your clue" in self.text(seat)
                    assert page.main_button.isVisible()
                else:
                    assert f"{self.names[speaker]} gives a clue" in self.text(seat)
                    assert not page.main_button.isVisible()
            if first and time_out_first:
                self.advance(cfg.SPEAK_MS)
                assert self.table["current_speaker"] != speaker
            else:
                click(self.qtbot, self.screens[speaker].round_page.main_button)
                self.check_secrets()
            first = False

    def review_word(self, seat: int) -> None:
        """SW-RND-6, several devices: "See my word" opens straight on my card (no name to
        pick); the card shows while "My word" is held."""
        screen = self.screens[seat]
        click(self.qtbot, screen.round_page.see_word)
        review = screen.review_page
        assert screen.stack.currentWidget() is review
        assert not review.name_buttons and not review.picker.isVisible()
        assert not review.card.isVisibleTo(screen)
        self.qtbot.mousePress(review.hold.hold_button, Qt.MouseButton.LeftButton)
        card = self.me(seat)["card"]
        assert (card["word"] if card else "You are the ghost") in self.text(seat)
        self.qtbot.mouseRelease(review.hold.hold_button, Qt.MouseButton.LeftButton)
        self.check_secrets()
        click(self.qtbot, review.back)
        assert screen.stack.currentWidget() is screen.round_page

    def end_discussion(self) -> None:
        """SW-RND-5, several devices: only the host (the view's ``host``) can go to vote."""
        table = self.table
        assert table["phase"] == "discussion"
        host = table["host"]
        for seat, screen in enumerate(self.screens):
            page = screen.round_page
            assert page.countdown.text() == "1:30"
            if seat == host:
                assert page.main_button.isVisible() and page.main_button.text() == "Go to vote"
            else:
                assert not page.main_button.isVisible()
                if self.me(seat)["in_game"]:
                    assert (f"Only the host, {self.names[host]}, can start the vote early."
                            in self.text(seat))
        click(self.qtbot, self.screens[host].round_page.main_button)
        self.check_secrets()

    def vote(self, choose, abstain: tuple[int, ...] = ()) -> None:
        """SW-VOTE-2, several devices: everyone votes at once on their own screen; a sent
        vote cannot be changed. ``abstain``: voters who let the 30 s run out (SW-EDGE-1)."""
        ballot = self.table["ballot"]
        voters = list(ballot["voters"])
        assert ballot["current_voter"] is None
        for seat, screen in enumerate(self.screens):
            offered = any(a["type"] == "vote" for a in self.view(seat)["actions"])
            if seat in voters and offered:
                assert screen.stack.currentWidget() is screen.vote_page
                assert screen.vote_page.countdown.text() == "0:30"
                assert seat not in screen.vote_page.targets  # SW-VOTE-1: no self-vote
            else:  # out, tied in a duel, or offline (SW-EDGE-6): they wait
                assert screen.stack.currentWidget() is screen.wait_page
                assert "Vote: 0 of" in self.text(seat)
        sent = 0
        for seat in voters:
            if seat in abstain:
                continue
            page = self.screens[seat].vote_page
            assert not page.confirm.isEnabled()  # no vote without a choice
            target = choose(seat)
            click(self.qtbot, page.targets[target])
            click(self.qtbot, page.confirm)
            sent += 1
            self.check_secrets()
            if self.table["phase"] not in ("vote", "duel_vote"):
                break
            screen = self.screens[seat]
            assert screen.stack.currentWidget() is screen.wait_page
            left = len(voters) - sent
            shown = self.text(seat)
            assert ("Vote sent, waiting for 1 other player" if left == 1
                    else f"Vote sent, waiting for {left} other players") in shown
            assert ("You voted Pass." if target is None
                    else f"You voted for {self.names[target]}.") in shown
            assert not any(b.isVisible() for b in page.targets.values())  # cannot change
        if self.table["phase"] in ("vote", "duel_vote"):  # someone let the time run out
            assert abstain
            self.advance(cfg.VOTE_MS)

    def continue_result(self, expect: str) -> None:
        """SW-VOTE-10: the result on every screen; each player continues on their own."""
        for seat, screen in enumerate(self.screens):
            assert screen.stack.currentWidget() is screen.result_page
            assert expect in self.text(seat)
            click(self.qtbot, screen.result_page.next_button)
            self.check_secrets()


@pytest.fixture
def devices(qtbot):
    made = []

    def make(players, settings=None, seed=1):
        made.append(Devices(qtbot, players, settings, seed))
        return made[-1]

    yield make
    for table in made:
        table.game.close()


def test_six_screens_the_ghost_guesses_wrong_then_the_citizens_win(devices, qtbot):
    d = devices(6, seed=1)
    ghost, = d.seats_with("ghost")
    spy, = d.seats_with("spy")
    citizens = d.seats_with("citizen")
    d.reveal_cards()
    d.give_clues(time_out_first=True)  # SW-RND-4: the turn passes when time runs out
    d.review_word(citizens[0])
    d.review_word(ghost)

    # Round 1: the ghost is voted out (one abstains: SW-EDGE-1, no vote, not Pass).
    d.end_discussion()
    abstainer = citizens[-1]
    d.vote(lambda voter: ghost if voter != ghost else citizens[0], abstain=(abstainer,))
    entry = d.table["history"][-1]
    assert abstainer not in [voter for voter, _ in entry["votes"]]
    d.continue_result(f"{NAMES[ghost]} is out.")

    # SW-GHOST-1/EDGE-7: the guess on the ghost's screen only, timed; the others see
    # that the ghost is guessing (roles are revealed: the public view says so).
    for seat, screen in enumerate(d.screens):
        if seat == ghost:
            page = screen.private_page
            assert screen.stack.currentWidget() is page
            assert "You were the ghost" in d.text(seat)
            assert page.countdown.text() == "0:45"
        else:
            assert screen.stack.currentWidget() is screen.wait_page
            shown = d.text(seat)
            assert f"{NAMES[ghost]} is on a private screen" in shown
            assert "The ghost is guessing the citizens' word." in shown
            assert screen.wait_page.countdown.text() == "0:45"
    page = d.screens[ghost].private_page
    type_text(page.guess, "umbrella")
    press(page.guess, Qt.Key.Key_Return)
    QApplication.processEvents()
    d.check_secrets()  # SW-GHOST-4: a wrong guess shows no word to the ghost

    # Round 2: the ghost watches (SW-RND-7); the discussion runs out into the vote.
    assert d.table["phase"] == "clues" and d.table["round"] == 2
    assert "You are out: you watch until the end." in d.text(ghost)
    assert not d.screens[ghost].round_page.see_word.isVisible()
    d.give_clues()
    d.advance(d.table["settings"]["discussion_s"] * 1000)  # SW-RND-5: the vote starts by itself
    assert d.table["phase"] == "vote"
    assert "You are out: you do not vote." in d.text(ghost)
    d.vote(lambda voter: spy if voter != spy else citizens[0])
    d.continue_result(f"{NAMES[spy]} is out.")

    # SW-END-1 on every screen: the winning side, both words, every role.
    for seat, screen in enumerate(d.screens):
        assert screen.stack.currentWidget() is screen.end_page
        shown = d.text(seat)
        assert "The citizens win!" in shown
        assert d.citizen_word in shown and d.spy_word in shown
        assert "umbrella" in shown
        with qtbot.waitSignal(screen.sig_home):
            click(qtbot, screen.end_page.home_button)


def test_five_screens_hidden_roles_the_ghost_guesses_right(devices):
    settings = {"ghost": True, "reveal_eliminated_roles": False, "allow_pass": True,
                "vote_result": "totals"}
    d = devices(5, settings, seed=2)
    ghost, = d.seats_with("ghost")
    citizens = d.seats_with("citizen")
    d.reveal_cards()
    d.give_clues()
    d.end_discussion()

    # SW-VOTE-4: Pass wins: nobody out; SW-VOTE-10 totals only.
    d.vote(lambda voter: voter_pass(d, voter))
    d.continue_result("Pass wins: nobody is out this round.")

    d.give_clues()
    d.end_discussion()
    d.vote(lambda voter: ghost if voter != ghost else citizens[0])
    d.continue_result(f"{NAMES[ghost]} is out.")
    # SW-GHOST-5: hidden roles: the others only see a private screen, not what it is.
    for seat, screen in enumerate(d.screens):
        if seat != ghost:
            shown = d.text(seat)
            assert f"{NAMES[ghost]} is on a private screen" in shown
            assert "ghost" not in shown.casefold()
            assert screen.wait_page.countdown.text() == "1:00"  # SW-EDGE-7, hidden roles
    page = d.screens[ghost].private_page
    type_text(page.guess, d.citizen_word.upper())  # SW-GHOST-2: case does not matter
    click(d.qtbot, page.send)
    d.check_secrets()
    for seat, screen in enumerate(d.screens):  # SW-GHOST-3/WIN-2: the ghost wins alone
        assert screen.stack.currentWidget() is screen.end_page
        assert "The ghost wins alone!" in d.text(seat)
        assert d.citizen_word in d.text(seat) and d.spy_word in d.text(seat)


def voter_pass(d: Devices, voter: int):
    """Everyone votes Pass (Pass is offered: SW-VOTE-1)."""
    assert None in d.screens[voter].vote_page.targets
    return None


def test_four_screens_a_duel_and_an_offline_player(devices):
    """4 players: 1 spy, no ghost (SW-ROLE-5). A tie, a duel (SW-VOTE-7, SW-CL-4); an
    offline player is marked on every screen and on the table view (SW-EDGE-6)."""
    d = devices(4, seed=3)
    assert not d.seats_with("ghost")
    spy, = d.seats_with("spy")
    citizens = d.seats_with("citizen")
    d.reveal_cards()
    d.give_clues()
    d.end_discussion()
    a, b = citizens[0], spy
    others = [s for s in range(4) if s not in (a, b)]
    d.vote(lambda voter: {a: b, b: a}.get(voter, a if voter == others[0] else b))
    d.continue_result("a duel decides")

    # The duel: the tied players speak again, then only the others vote.
    assert d.table["phase"] == "duel_clues"
    d.give_clues()
    assert d.table["phase"] == "duel_vote"
    for seat in (a, b):
        assert "You are in the duel: only the others vote." in d.text(seat)

    # A voter goes offline: every screen and the table view mark them.
    offline = others[1]
    d.game.runtime.set_connected(offline, False)
    QApplication.processEvents()
    marked = f"{NAMES[offline]} (⚠ offline)"
    assert marked in d.text(a)  # the waiting page lists who is still to vote
    table = SpyTableWidget()
    d.qtbot.addWidget(table)
    table.set_view(d.table)
    assert marked.casefold() in widget_texts(table)
    # SW-EDGE-6: the vote does not wait for the offline voter.
    d.vote(lambda voter: spy, abstain=(offline,))
    assert offline not in [voter for voter, _ in d.table["history"][-1]["votes"]]
    d.continue_result(f"{NAMES[spy]} is out.")
    for seat, screen in enumerate(d.screens):
        assert screen.stack.currentWidget() is screen.end_page
        assert "The citizens win!" in d.text(seat)
        assert marked in d.text(seat)  # the roles list marks them too
