"""Codenames on own screens (several devices, PX-MODE-2): one screen per seat on one real
room runtime, whole games played through each player's own widgets.

Secrecy (CN-SET-3, PX-NET-6): a guesser's screen never gets the key before the end: no
view it is pushed carries it, no card is painted with an unrevealed key colour
(`CardButton.key_colour`, the tint and frame `card.py` paints from the key), and no text
of its widget tree names an unrevealed card's side. A spymaster's screen shows the key at
once, with no hold-to-see and no privacy prompt.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt

from desktop.codenames.screen import COVER_PAGE, END_PAGE, PLAY_PAGE, CodenamesScreen
from desktop.codenames.table import CodenamesTable
from desktop.codenames.texts import card_role, refusal_text
from desktop.codenames.ui import UI
from desktop.screens.base import DeviceViews
from tests.desktop.codenames.drive import SCREEN_SIZE, send_text
from tests.desktop.support import widget_texts
from tests.helpers.own_screens import OwnScreens, own_screen_game

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri")
OFFLINE = "⚠ offline"


def other(team: str) -> str:
    return "blue" if team == "red" else "red"


class OwnScreen:
    """One player's device: a screen bound to that seat's own controller, as the main
    window wires it; every DeviceViews pushed to it is kept for the secrecy checks."""

    def __init__(self, qtbot, game: OwnScreens, seat: int) -> None:
        self.qtbot = qtbot
        self.seat = seat
        self.controller = game.controllers[seat]
        self.screen: CodenamesScreen = UI.create_screen(None)
        qtbot.addWidget(self.screen)
        UI.bind(self.screen, self.controller)
        self.screen.set_clock(self.controller.now_ms)
        self.pushed: list[DeviceViews] = []
        self.controller.views_changed.connect(self.push)
        self.screen.resize(*SCREEN_SIZE)
        self.screen.show()
        self.push()

    def push(self) -> None:
        views = self.controller.device_views()
        self.pushed.append(views)
        self.screen.set_views(views)

    # -- what this screen shows -----------------------------------------------------------
    @property
    def view(self) -> dict:
        return self.screen.views.table

    @property
    def page(self) -> int:
        return self.screen._stack.currentIndex()

    def hint(self) -> str:
        return self.screen.hint.text()

    def shown_key(self) -> list[str | None]:
        """What the play grid paints on each card: its side (revealed) or key colour."""
        return [card.colour or card.key_colour for card in self.screen.grid.cards]

    def pickable(self) -> list[int]:
        return self.screen.grid.pickable()

    def texts(self) -> str:
        return widget_texts(self.screen)

    # -- inputs ---------------------------------------------------------------------------
    def give_clue(self, word: str, number: int) -> None:
        entry = self.screen.clue_entry
        assert entry.isVisible(), f"seat {self.seat} cannot give a clue now"
        entry.word.clear()
        send_text(entry.word, word)
        entry.number.setValue(number)
        self.qtbot.mouseClick(entry.give_button, Qt.MouseButton.LeftButton)

    def click(self, grid, index: int) -> None:
        card = grid.cards[index]
        assert card.isEnabled(), f"card {index} cannot be picked on seat {self.seat}"
        self.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)

    def guess(self, index: int) -> None:
        self.click(self.screen.grid, index)

    def end_turn(self) -> None:
        assert self.screen.end_turn_button.isVisible()
        self.qtbot.mouseClick(self.screen.end_turn_button, Qt.MouseButton.LeftButton)


class Table:
    """Every seat's own screen on one runtime."""

    def __init__(self, qtbot, game: OwnScreens) -> None:
        self.game = game
        self.screens = [OwnScreen(qtbot, game, seat) for seat in range(len(game.controllers))]
        self.public = game.runtime.view(None)
        self.seats = self.public["seats"]

    def public_view(self) -> dict:
        return self.game.runtime.view(None)

    def spymaster(self, team: str) -> OwnScreen:
        return next(self.screens[s["seat"]] for s in self.seats
                    if s["spymaster"] and s["team"] == team)

    def guessers(self) -> list[OwnScreen]:
        return [self.screens[s["seat"]] for s in self.seats if not s["spymaster"]]

    def guesser(self, team: str | None) -> OwnScreen:
        return next(self.screens[s["seat"]] for s in self.seats
                    if not s["spymaster"] and s["team"] in (team, None))

    def name(self, screen: OwnScreen) -> str:
        return self.seats[screen.seat]["name"]

    def unrevealed_of(self, key: list[str], side: str) -> list[int]:
        cards = self.public_view()["cards"]
        return [i for i, colour in enumerate(key) if colour == side and not cards[i]["revealed"]]

    def check_secrecy(self) -> None:
        """CN-SET-3, PX-NET-6: no guesser's screen holds the key before the end; every
        spymaster's screen paints it on every unrevealed card."""
        public = self.public_view()
        if public["phase"] == "over":
            return
        key = self.spymaster(public["active_team"]).view["key"]
        unrevealed = [c["index"] for c in public["cards"] if not c["revealed"]]
        for guesser in self.guessers():
            assert all(views.table["key"] is None and all(v["key"] is None
                       for v in views.seats.values()) for views in guesser.pushed)
            screen = guesser.screen
            for grid in (screen.grid, screen.cover.grid, screen.end.grid):
                for card in grid.cards:
                    assert card.key_colour is None  # never tinted or framed by the key
                    if card.index in unrevealed:
                        assert card.colour is None
            texts = guesser.texts()
            for index in unrevealed:
                word = public["cards"][index]["word"]
                assert f"{index + 1}: {word}, {card_role(key[index])}".casefold() not in texts
            assert not screen.key_button.isVisible() and not screen.key_banner.isVisible()
        for seat in self.seats:
            if seat["spymaster"]:
                spymaster = self.screens[seat["seat"]]
                if spymaster.page == PLAY_PAGE:
                    shown = spymaster.shown_key()
                    assert all(shown[i] == key[i] for i in unrevealed)
                    assert not spymaster.screen.key_button.isVisible()  # no toggle needed
                    assert not spymaster.screen.key_banner.isVisible()  # nobody to warn
                    texts = spymaster.texts()  # screen readers hear the key's sides too
                    assert all(f"{i + 1}: {public['cards'][i]['word']}, "
                               f"{card_role(key[i])}".casefold() in texts for i in unrevealed)


@pytest.fixture
def own_game():
    games: list[OwnScreens] = []

    def start(names, settings=None, seed=5) -> OwnScreens:
        game = own_screen_game("codenames", names, settings or {}, seed=seed)
        games.append(game)
        return game

    yield start
    for game in games:
        game.close()


def test_classic_four_players_on_their_own_screens(qtbot, own_game):
    game = own_game(NAMES)
    table = Table(qtbot, game)
    first = table.public["active_team"]
    leader, rival = table.spymaster(first), table.spymaster(other(first))
    mine, theirs = table.guesser(first), table.guesser(other(first))
    for screen in table.screens:
        assert screen.screen.views.own_screen and screen.page == PLAY_PAGE
        assert not screen.screen.privacy.revealed  # no "Pass to …" prompt anywhere
    table.check_secrecy()

    # The spymasters see the key on their own screens, without holding anything.
    key = leader.shown_key()
    assert Counter(key) == {first: 9, other(first): 8, "neutral": 7, "assassin": 1}  # CN-SET-4
    assert rival.shown_key() == key
    assert "spymaster" in leader.screen.me_label.text()
    assert "only your screen shows the key" in leader.screen.me_label.text()
    assert mine.screen.me_label.text() == f"You guess for the {first.capitalize()} team."
    # CN-CLUE-1: only the active spymaster gets the clue entry; everyone else waits for them.
    assert leader.screen.clue_entry.isVisible()
    assert leader.hint() == "Your turn: give a clue, one word and a number."
    for screen in (rival, mine, theirs):
        assert not screen.screen.clue_entry.isVisible()
        assert table.name(leader) in screen.hint() and "clue" in screen.hint()
        assert screen.pickable() == []

    # CN-CL-2: a refused clue shows its reason on that spymaster's screen only.
    leader.give_clue(table.public["cards"][0]["word"], 2)
    refused = refusal_text("codenames.clue.matches_codename")
    assert leader.screen.clue_entry.error.text() == refused
    assert all(s.screen.clue_entry.error.text() == "" for s in (rival, mine, theirs))
    leader.give_clue("zyxt", 2)
    table.check_secrecy()

    # Guess phase: the clue and the guesses left on every screen (CN-GUESS-5: N + 1).
    for screen in table.screens:
        assert screen.screen.clue_status.clue.text() == "ZYXT  ·  2"
        assert screen.screen.clue_status.guesses.text() == "Guesses left: 3"
        assert not screen.screen.clue_entry.isVisible()
    # Only the active team's guesser may pick, and End the turn only after a guess.
    assert sorted(mine.pickable()) == list(range(25))
    assert mine.screen.end_turn_button.isVisible()
    assert not mine.screen.end_turn_button.isEnabled()  # CN-GUESS-4
    for screen in (leader, rival, theirs):
        assert screen.pickable() == [] and not screen.screen.end_turn_button.isVisible()
        assert table.name(mine) in screen.hint()

    # CN-GUESS-1: a right guess shows its colour on every screen; the turn goes on.
    right = table.unrevealed_of(key, first)[0]
    mine.guess(right)
    assert all(s.screen.grid.cards[right].colour == first for s in table.screens)
    assert mine.screen.end_turn_button.isEnabled()  # CN-CL-3
    table.check_secrecy()
    mine.end_turn()

    # The other team's turn: its spymaster's clue, a bystander ends it (CN-GUESS-2).
    assert rival.screen.clue_entry.isVisible() and not leader.screen.clue_entry.isVisible()
    assert all(s.screen.team_badge.side == other(first) for s in table.screens)
    rival.give_clue("wxq", 1)
    assert theirs.pickable() and mine.pickable() == []
    bystander = table.unrevealed_of(key, "neutral")[0]
    theirs.guess(bystander)
    assert all(s.screen.grid.cards[bystander].colour == "neutral" for s in table.screens)
    table.check_secrecy()

    # A player drops: every screen marks them beside their name, then they come back.
    game.runtime.set_connected(theirs.seat, False)
    marked = f"{table.name(theirs)} {OFFLINE}"
    for screen in table.screens:
        members = screen.screen.agents.members[other(first)].text()
        assert marked in members.replace("\u00a0", " ")
    game.runtime.set_connected(theirs.seat, True)
    assert all("⚠" not in s.texts() for s in table.screens)

    # CN-END-1: the first team finds all its agents and wins.
    leader.give_clue("zyxt", 9)
    while game.runtime.view(None)["phase"] != "over":
        mine.guess(table.unrevealed_of(key, first)[0])
        table.check_secrecy()
    winner = f"{first.capitalize()} team wins!"
    for screen in table.screens:
        assert screen.page == END_PAGE
        assert screen.screen.end.title.text() == winner
        # The end view carries the whole key: every screen shows it now.
        assert [c.colour or c.key_colour for c in screen.screen.end.grid.cards] == key
    with qtbot.waitSignal(mine.screen.sig_play_again, timeout=1000):
        qtbot.mouseClick(mine.screen.end.again_button, Qt.MouseButton.LeftButton)


def test_two_player_variant_covers_on_the_spymasters_own_screen(qtbot, own_game):
    game = own_game(NAMES[:2], {"variant": "two_player"})  # CN-2P-1
    table = Table(qtbot, game)
    team = table.public["player_team"]
    spymaster, guesser = table.spymaster(team), table.guesser(team)
    key = spymaster.shown_key()
    assert all(side is None for side in guesser.shown_key())
    assert guesser.screen.me_label.text().startswith("You guess for the")
    spymaster.give_clue("zyxt", 1)
    assert table.name(guesser) in spymaster.hint()
    guesser.guess(table.unrevealed_of(key, "neutral")[0])  # CN-GUESS-2: the turn ends…
    table.check_secrecy()

    # … and the spymaster covers an opponent word (CN-2P-2), on their own screen: the key
    # at once, no "Pass to …" prompt and no Hide button; the guesser waits for them.
    screen = spymaster.screen
    assert spymaster.page == COVER_PAGE and screen.privacy.revealed
    assert not screen.privacy.hide_button.isVisible()
    opponent = set(table.unrevealed_of(key, other(team)))
    assert set(screen.cover.grid.pickable()) == opponent
    assert [c.colour or c.key_colour for c in screen.cover.grid.cards] == key
    assert guesser.page == PLAY_PAGE and guesser.pickable() == []
    assert table.name(spymaster) in guesser.hint() and "cover" in guesser.hint()
    covered = min(opponent)
    spymaster.click(screen.cover.grid, covered)
    assert spymaster.page == PLAY_PAGE
    assert all(s.screen.grid.cards[covered].colour == other(team) for s in table.screens)
    table.check_secrecy()

    # CN-2P-3: the team finds all its words and wins, on both screens.
    spymaster.give_clue("wxq", 9)
    while game.runtime.view(None)["phase"] != "over":
        guesser.guess(table.unrevealed_of(key, team)[0])
        table.check_secrecy()
    for own in table.screens:
        assert own.page == END_PAGE
        assert own.screen.end.title.text() == "You win: every agent found!"


def test_three_player_coop_two_guessers_on_their_own_screens(qtbot, own_game):
    # CN-3P-1, CN-CL-4: one spymaster, two guessers, the cover step, the assassin loses.
    game = own_game(NAMES[:3], {"variant": "three_coop"})
    table = Table(qtbot, game)
    team = table.public["player_team"]
    spymaster = table.spymaster(team)
    first, second = table.guessers()
    key = spymaster.shown_key()
    spymaster.give_clue("zyxt", 2)
    assert first.pickable() == second.pickable() != []  # either guesser may pick
    table.check_secrecy()
    second.guess(table.unrevealed_of(key, "neutral")[0])
    assert spymaster.page == COVER_PAGE and not spymaster.screen.privacy.hide_button.isVisible()
    spymaster.click(spymaster.screen.cover.grid, table.unrevealed_of(key, other(team))[0])
    table.check_secrecy()
    spymaster.give_clue("wxq", 1)
    first.guess(table.unrevealed_of(key, "assassin")[0])  # CN-GUESS-3
    for screen in table.screens:
        assert screen.page == END_PAGE
        assert screen.screen.end.title.text() == "The key wins this time."


def test_three_player_competitive_with_the_timer(qtbot, own_game):
    # CN-3P-2, CN-CL-5, CN-CL-6: two spymasters, one guesser for both, a turn timer.
    game = own_game(NAMES[:3], {"variant": "three_competitive", "turn_timer_s": 60})
    table = Table(qtbot, game)
    first = table.public["active_team"]
    leader, rival = table.spymaster(first), table.spymaster(other(first))
    guesser = table.guesser(None)
    assert guesser.screen.me_label.text() == "You guess for both spymasters."
    assert all(s.screen.countdown.text() == "1:00" for s in table.screens)
    key = leader.shown_key()
    assert rival.shown_key() == key  # both spymasters hold the same key
    assert table.name(leader) in guesser.hint()
    leader.give_clue("zyxt", 1)
    guesser.guess(table.unrevealed_of(key, first)[0])
    table.check_secrecy()

    # Time runs out: the turn ends, the other spymaster's clue is next on every screen.
    game.advance(60_000)
    assert rival.screen.clue_entry.isVisible() and not leader.screen.clue_entry.isVisible()
    for screen in (leader, guesser):
        assert table.name(rival) in screen.screen.turn_title.text()
        assert table.name(rival) in screen.hint()
    rival.give_clue("wxq", 2)
    assert guesser.pickable() and leader.pickable() == [] and rival.pickable() == []
    table.check_secrecy()
    guesser.guess(table.unrevealed_of(key, "assassin")[0])  # CN-CL-5: lost for the rival
    for screen in table.screens:
        assert screen.page == END_PAGE
        assert screen.screen.end.title.text() == f"{table.name(leader)} wins, with the guesser!"


def test_table_widget_marks_offline_players(qtbot, own_game):
    game = own_game(NAMES)
    widget = CodenamesTable()
    qtbot.addWidget(widget)
    widget.set_view(game.runtime.view(None))
    assert OFFLINE not in widget.roster.text() and NAMES[2] in widget.roster.text()
    game.runtime.set_connected(2, False)
    widget.set_view(game.runtime.view(None))
    assert f"{NAMES[2]} {OFFLINE}" in widget.roster.text().replace("\u00a0", " ")
