"""Whole games over loopback through real windows (issue 11, PX-MODE-2, PX-MODE-3,
PX-NET-6): one host window that also plays, client windows that play on their own
screens, and a table display window; every input is a click or key press in the window
of the player who makes it.

Secrets are checked on what each window shows after every step: the texts of its whole
widget tree (what a screen reader would read too) and, for Codenames, the key colours
painted on the cards. The table display shows public information only.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from core.taboo.constants import COUNTDOWN_MS
from desktop.codenames.texts import card_role
from desktop.main_window import MainWindow
from store.packs import PackLibrary
from tests.desktop.codenames.drive import send_text
from tests.desktop.lan_windows import click, open_room
from tests.desktop.spyword.drive import press, type_text
from tests.desktop.support import FakeClock, widget_texts
from tests.desktop.taboo.support import canary_content
from tests.helpers.qt_loop import run_qt


def canary_library(folder: Path) -> PackLibrary:
    """Packs whose words no UI text contains (a leak shows as a substring of a window's
    texts): Taboo's canary cards and one Spy Word pair, instead of the installed packs
    (whose real words, "star" say, hide inside UI words like "start")."""
    header = ('schema = 1\ngame = "{game}"\nlanguage = "en"\ntitle = "Canaries"\n'
              'description = "Words no screen shows."\nauthor = "Palabre tests"\n'
              'licence = "CC0"\nfamily_friendly = true\n')
    cards = "".join(f'\n[[cards]]\nword = "{card["word"]}"\n'
                    f'forbidden = {json.dumps(card["forbidden"])}\n'
                    for card in canary_content()["cards"])
    pair = ('\n[[pairs]]\ncategory = "fruit"\n'
            'a = { word = "qzcitizenx", picture = "1F34E" }\n'
            'b = { word = "qzspyx", picture = "1F350" }\n')
    for game, body in (("taboo", cards), ("spyword", pair)):
        target = folder / game / "en"
        target.mkdir(parents=True)
        (target / "canary.toml").write_text(header.format(game=game) + body, encoding="utf-8")
    return PackLibrary.load(builtin_dir=folder, user_dir=folder / "user")


# -- Codenames ---------------------------------------------------------------------------------
def codenames_key_shown(win: MainWindow) -> list[str | None]:
    return [card.key_colour for card in win.game_screen.grid.cards]


def test_codenames_over_loopback(qtbot, qapp):
    """CN-SET-3 / PX-NET-6: the key only in the spymasters' windows, never in a guesser's
    or on the table display; CN-CLUE-1, CN-GUESS-1..3 through the windows."""

    async def scenario() -> None:
        room = await open_room(qtbot, "codenames", ["Alice", "Bruno", "Chloé", "Dmitri"],
                               shuffle=True)  # the shuffle deals teams and spymasters
        players, display, runtime = room.players, room.display, room.runtime
        public = runtime.view(None)
        seats = public["seats"]
        spymasters = {s["team"]: players[s["seat"]] for s in seats if s["spymaster"]}
        guessers = {s["team"]: players[s["seat"]] for s in seats if not s["spymaster"]}
        full_key = runtime.view(next(s["seat"] for s in seats if s["spymaster"]))["key"]

        def check_secrecy() -> None:
            view = runtime.view(None)
            if view["phase"] == "over":
                return
            hidden = [c["index"] for c in view["cards"] if not c["revealed"]]
            for team, win in spymasters.items():
                shown = codenames_key_shown(win)
                assert all(shown[i] == full_key[i] for i in hidden), team
            for win in guessers.values():
                assert all(colour is None for colour in codenames_key_shown(win))
                assert win.controller.device_views().table["key"] is None
            table = display.table_window
            assert table.controller.table_view()["key"] is None
            assert all(card.key_colour is None for card in table.table.grid.cards)
            # What a screen reader reads names no hidden card's side either.
            for texts in [widget_texts(w) for w in guessers.values()] + [
                    widget_texts(display.table_window)]:
                for i in hidden:
                    side = f"{i + 1}: {view['cards'][i]['word']}, {card_role(full_key[i])}"
                    assert side.casefold() not in texts

        async def step(what: str) -> None:
            await room.step(what)
            check_secrecy()

        check_secrecy()
        first = public["active_team"]
        # The first team: a clue for 1, one right guess, then a neutral card ends the turn.
        entry = spymasters[first].game_screen.clue_entry
        # CN-CLUE-1: a clue is no word of the grid (the packs change: pick one that is not)
        grid = {card["word"].casefold() for card in public["cards"]}
        clues = [w for w in ("Zebra", "Ocean", "Quasar", "Nebula", "Glacier") if w.casefold()
                 not in grid and not any(w.casefold() in g or g in w.casefold() for g in grid)]
        send_text(entry.word, clues[0])
        entry.number.setValue(1)
        click(qtbot, entry.give_button)
        await step("the clue")
        mine = [i for i, c in enumerate(full_key) if c == first]
        click(qtbot, guessers[first].game_screen.grid.cards[mine[0]])
        await step("a right guess")
        neutral = full_key.index("neutral")
        click(qtbot, guessers[first].game_screen.grid.cards[neutral])
        await step("a neutral card")
        second = "blue" if first == "red" else "red"
        assert runtime.view(None)["active_team"] == second
        entry = spymasters[second].game_screen.clue_entry
        send_text(entry.word, clues[1])
        entry.number.setValue(8)
        click(qtbot, entry.give_button)
        await step("the second clue")
        for i in [i for i, c in enumerate(full_key) if c == second]:
            click(qtbot, guessers[second].game_screen.grid.cards[i])
            await step(f"guess {i}")
        outcome = runtime.session.outcome()
        assert outcome is not None and outcome.side == second  # CN-WIN-1
        for win in players:  # CN-END: the whole key on every screen at the end
            assert [card.colour or card.key_colour
                    for card in win.game_screen.end.grid.cards] == full_key
        await room.close()

    run_qt(qapp, scenario())


# -- Spy Word ----------------------------------------------------------------------------------
def test_spyword_over_loopback(qtbot, qapp, tmp_path):
    """SW-RND-1 (my word on my screen only, held to see), SW-RND-4/5 (clue turns, the
    host ends the discussion), SW-VOTE-2 (secret, simultaneous votes), SW-END-1, through
    five windows; PX-NET-6: no window shows a word its player may not know, and the table
    display shows neither word before the end."""

    async def scenario() -> None:
        room = await open_room(qtbot, "spyword", ["Alice", "Bruno", "Chloé", "Dmitri", "Emma"],
                               library=canary_library(tmp_path))
        cards = {seat: room.view(seat)["viewer"]["card"] for seat in range(5)}
        words = [c["word"] for c in cards.values() if c]
        citizen_word = max(set(words), key=words.count)
        spy_word = next(w for w in set(words) if w != citizen_word)
        assert {citizen_word, spy_word} == {"qzcitizenx", "qzspyx"}  # the canary pair
        role = {seat: "ghost" if c is None else "citizen" if c["word"] == citizen_word
                else "spy" for seat, c in cards.items()}

        def check_secrets() -> None:
            if room.view()["phase"] == "over":
                return
            for seat, win in enumerate(room.players):
                texts = widget_texts(win)
                if role[seat] != "citizen":
                    assert citizen_word.casefold() not in texts, (seat, role[seat])
                if role[seat] != "spy":
                    assert spy_word.casefold() not in texts, (seat, role[seat])
            shown = widget_texts(room.display.table_window)
            assert citizen_word.casefold() not in shown and spy_word.casefold() not in shown

        # SW-RND-1: each player holds "My word" on their own screen, then "Got it".
        for seat in range(5):
            page = room.screen(seat).reveal_page
            qtbot.mousePress(page.hold.hold_button, Qt.MouseButton.LeftButton)
            shown = widget_texts(room.screen(seat))
            assert (cards[seat]["word"].casefold() if cards[seat] else "ghost") in shown
            qtbot.mouseRelease(page.hold.hold_button, Qt.MouseButton.LeftButton)
            click(qtbot, page.got_it)
            await room.step(f"seat {seat} saw their card")
            check_secrets()
        while (phase := room.view()["phase"]) != "over":
            view = room.view()
            if phase in ("clues", "duel_clues"):
                click(qtbot, room.screen(view["current_speaker"]).round_page.main_button)
                await room.step("a clue")
            elif phase == "discussion":
                click(qtbot, room.screen(view["host"]).round_page.main_button)
                await room.step("the vote")
            elif phase in ("vote", "duel_vote"):
                alive = [p["seat"] for p in view["seats"] if p["in_game"]]
                for voter in view["ballot"]["voters"]:
                    page = room.screen(voter).vote_page
                    # Citizens vote a spy or the ghost out; the others vote a citizen out.
                    wanted = ("spy", "ghost") if role[voter] == "citizen" else ("citizen",)
                    target = next(s for s in alive if s != voter and role[s] in wanted
                                  and s in page.targets)
                    click(qtbot, page.targets[target])
                    click(qtbot, page.confirm)
                    await room.step(f"seat {voter}'s vote")
                    check_secrets()
                    if room.view()["phase"] not in ("vote", "duel_vote"):
                        break
                for win in room.players:  # the result, read on each screen, then Continue
                    screen = win.game_screen
                    if screen.stack.currentWidget() is screen.result_page:
                        click(qtbot, screen.result_page.next_button)
            elif phase == "private":
                ghost = next(s for s in range(5) if role[s] == "ghost")
                page = room.screen(ghost).private_page
                type_text(page.guess, "umbrella")
                press(page.guess, Qt.Key.Key_Return)
                await room.step("the ghost's guess")
            else:
                raise AssertionError(f"unexpected phase {phase}")
            check_secrets()
        outcome = room.runtime.session.outcome()
        assert outcome is not None and outcome.side == "citizens"
        for win in room.players:  # SW-END-1: the end screen shows both words to everyone
            screen = win.game_screen
            assert screen.stack.currentWidget() is screen.end_page
            shown = widget_texts(screen)
            assert citizen_word.casefold() in shown and spy_word.casefold() in shown
        await room.close()

    run_qt(qapp, scenario())


# -- Around the Word (Taboo) -------------------------------------------------------------------
STEP_MS = 1_000  # between two taps: more than a new card's guard, well within the turn


def test_taboo_over_loopback(qtbot, qapp, tmp_path):
    """TB-DEV-3 / PX-NET-6: the card only in the clue-giver's window and the other team's
    windows, never in the guessing teammate's or on the table display; TB-TURN-1..8 and
    TB-WIN-1 through four windows, the host's clock moved by the test."""
    clock = FakeClock()
    library = canary_library(tmp_path)
    ever_seen: set[str] = set()

    async def scenario() -> None:
        room = await open_room(qtbot, "taboo", ["Ana", "Ben", "Cleo", "Dan"],
                               settings={"cards_per_team": 15}, clock=clock, library=library)

        # Every window's screen reads the host's game clock, which the test moves: a new
        # card takes no tap for its first 600 ms (finding 6 of issue 16), on every device.
        for win in room.players:
            win.game_screen.set_clock(clock)

        def advance(ms: int) -> None:
            clock.now += ms
            room.runtime.check_deadlines()

        def check_card() -> None:
            view = room.view()
            if view["phase"] != "playing":
                return
            roles = {seat: room.view(seat)["viewer"]["role"] for seat in range(4)}
            giver = next(s for s, r in roles.items() if r == "clue_giver")
            card = room.view(giver)["card"]
            secrets = {card["word"], *card["forbidden"]}
            for seat, role in roles.items():
                shown = widget_texts(room.players[seat])
                if role == "guesser":
                    assert not any(w in shown for w in secrets | ever_seen), seat
                else:
                    assert all(w in shown for w in secrets), (seat, role)
            table = widget_texts(room.display.table_window)
            assert not any(w in table for w in secrets | ever_seen)
            ever_seen.update(secrets)

        teams_played = []
        while room.view()["phase"] != "over":
            assert room.view()["phase"] == "ready"
            giver = room.view()["turn"]["clue_giver"]
            teams_played.append(room.view()["turn"]["team"])
            click(qtbot, room.screen(giver).ready.go_button)  # TB-TURN-1: Go! is theirs
            await room.step("Go!")
            advance(COUNTDOWN_MS)  # TB-TURN-2: the 3-2-1
            await room.step("the turn starts")
            watcher = next(s for s in range(4)
                           if room.view(s)["viewer"]["role"] == "watcher")
            advance(STEP_MS)  # the card has been on screen a moment
            click(qtbot, room.screen(watcher).play.buttons["buzz"])  # TB-DEV-3: Buzz!
            await room.step("a buzz")
            while room.view()["phase"] == "playing":
                check_card()
                advance(STEP_MS)
                click(qtbot, room.screen(giver).play.buttons["found"])
                await room.step("found")
            for win in room.players:  # TB-TURN-7: the turn's cards on every window
                assert win.game_screen.stack.currentWidget() is win.game_screen.result
            click(qtbot, room.screen(giver).result.confirm_button)  # TB-DEV-4
            await room.step("confirmed")
        assert sorted(teams_played) == ["blue", "red"]  # TB-TURN-8: one turn each
        scores = room.view()["teams"]
        # TB-PTS-1: a buzzed card −1, then the 14 cards left found +1 each.
        assert {team: s["score"] for team, s in scores.items()} == {"red": 13, "blue": 13}
        for win in room.players:
            assert win.game_screen.stack.currentWidget() is win.game_screen.end
        await room.close()

    run_qt(qapp, scenario())
