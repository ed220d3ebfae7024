"""Gallery states of Spy Word: real seeded games driven to each step (docs/desktop.md).

`SampleGame` runs a `LocalController` on a still clock and a bound `SpyWordScreen`, and
steps it through the game as players would, choosing votes from the seats' views.
`OwnSampleGame` does the same on several devices: one room runtime, one own-screen
controller per seat, and the screen of the seat the picture is taken from.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize

from core.common import Mode
from desktop.controller import GameStart, LocalController, QtScheduler
from desktop.gallery_registry import WAITS, GalleryState, tv_states
from desktop.gallery_support import SAMPLE_SEED, sample_start
from desktop.screens.base import DeviceViews
from desktop.spyword.card import HoldToSee
from desktop.spyword.screen import SpyWordScreen
from desktop.spyword.table import SpyTableWidget
from desktop.widgets.privacy import PrivacyScreen
from net.room import Room
from net.runtime import RoomRuntime

GALLERY_CLOCK_MS = 1_000_000
TABLE_SIZE = QSize(1280, 720)
PLAY_STEPS = 200


def roles_from_views(views: DeviceViews) -> dict[int, str]:
    """Each seat's role as its own view tells: the ghost knows; the spies hold the word
    the fewest players hold."""
    cards = [v["viewer"]["card"] for v in views.seats.values()]
    words = Counter(card["word"] for card in cards if card)
    spy_word = min(words, key=lambda w: (words[w], w))
    roles = {}
    for seat, view in views.seats.items():
        card = view["viewer"]["card"]
        roles[seat] = "ghost" if card is None else ("spy" if card["word"] == spy_word
                                                     else "citizen")
    return roles


class SampleGame:
    def __init__(self, settings: dict[str, Any] | None = None, seed: int = SAMPLE_SEED,
                 players: int | None = None) -> None:
        seats, defaults, content = sample_start("spyword")
        if players is not None:
            seats = [f"{seats[i % len(seats)]}{'' if i < len(seats) else i}"
                     for i in range(players)]
        self.controller = LocalController.start(
            GameStart("spyword", tuple(seats), {**defaults, **(settings or {})}, content,
                      seed), clock=lambda: GALLERY_CLOCK_MS)
        self.screen = SpyWordScreen()
        self.screen.set_clock(self.controller.now_ms)
        from desktop.spyword.ui import bind

        bind(self.screen, self.controller)
        self.controller.views_changed.connect(self.push)
        self.refusals: dict[int, str] = {}
        self.controller.refused.connect(self.refusals.__setitem__)
        self.roles = roles_from_views(self.controller.device_views())
        self.push()

    def push(self) -> None:
        self.screen.set_views(self.controller.device_views())

    def table(self) -> dict[str, Any]:
        table = self.controller.table_view()
        assert table is not None  # one device: the controller has the table view
        return table

    def act(self, seat: int, action: dict[str, Any]) -> None:
        action_id = self.controller.act(seat, action)
        if action_id in self.refusals:  # one device: the verdict came in `act`
            raise RuntimeError(f"refused: {seat} {action} ({self.refusals[action_id]})")

    def reveal_all(self) -> None:
        for seat in range(len(self.table()["seats"])):
            self.act(seat, {"type": "got_it"})

    def clues(self) -> None:
        while self.table()["phase"] in ("clues", "duel_clues"):
            self.act(self.table()["current_speaker"], {"type": "clue_given"})

    def to_vote(self) -> None:
        self.clues()
        alive = [p["seat"] for p in self.table()["seats"] if p["in_game"]]
        self.act(alive[0], {"type": "go_to_vote"})

    def vote(self, choose: Callable[[int, list[int]], int | None]) -> None:
        """Every voter in turn votes for ``choose(voter, candidates)``."""
        while self.table()["phase"] in ("vote", "duel_vote"):
            ballot = self.table()["ballot"]
            voter = ballot["current_voter"]
            options = [c for c in ballot["candidates"] if c != voter]
            self.act(voter, {"type": "vote", "target": choose(voter, options)})

    def seat_of(self, role: str) -> int:
        return next(seat for seat, r in self.roles.items() if r == role)

    def vote_out(self, target: int) -> None:
        self.vote(lambda voter, options: target if target in options else options[0])

    def play_to_end(self) -> None:
        """Vote out the spies, then the ghost, who guesses wrong: the citizens win."""
        for _ in range(PLAY_STEPS):
            table = self.table()
            if table["phase"] == "over":
                return
            if table["phase"] == "private":
                seat = table["private_screen"]["seat"]
                me = self.controller.device_views().seats[seat]["viewer"]
                if me["private_screen"]["kind"] == "guess":
                    self.act(seat, {"type": "ghost_guess", "text": "umbrella"})
                else:
                    self.act(seat, {"type": "seen_role"})
                continue
            self.to_vote()
            alive = {p["seat"] for p in self.table()["seats"] if p["in_game"]}
            targets = [s for s in alive if self.roles[s] == "spy"] or [
                s for s in alive if self.roles[s] == "ghost"]
            self.vote_out(targets[0])
        raise RuntimeError("the sample game did not end")


def _screen(step: Callable[[SampleGame], object]) -> Callable[[], SpyWordScreen]:
    def factory() -> SpyWordScreen:
        game = SampleGame()
        step(game)
        game.push()
        return game.screen
    return factory


def _table(step: Callable[[SampleGame], object]) -> Callable[[], SpyTableWidget]:
    def factory() -> SpyTableWidget:
        game = SampleGame()
        step(game)
        widget = SpyTableWidget()
        widget.set_clock(game.controller.now_ms)
        widget.set_view(game.table())
        return widget
    return factory


def _reveal(privacy: PrivacyScreen | None) -> None:
    assert privacy is not None  # a pass-and-play page has its privacy screen
    privacy.reveal()


def _hold(hold: HoldToSee | None) -> None:
    """Press and keep holding an own screen's "My word" button."""
    assert hold is not None  # an own screen's page has its hold button
    hold.hold_button.setDown(True)
    hold.hold_button.pressed.emit()


def _reveal_card(game: SampleGame) -> None:
    _reveal(game.screen.reveal_page.privacy)


def _ghost_card(game: SampleGame) -> None:
    ghost = game.seat_of("ghost")
    for seat in range(ghost):
        game.act(seat, {"type": "got_it"})
    game.push()
    _reveal(game.screen.reveal_page.privacy)


def _discussion(game: SampleGame) -> None:
    game.reveal_all()
    game.clues()


def _review_picker(game: SampleGame) -> None:
    game.reveal_all()
    game.screen.round_page.see_word.click()


def _ballot(game: SampleGame) -> None:
    game.reveal_all()
    game.to_vote()
    game.act(game.table()["ballot"]["current_voter"],
             {"type": "vote", "target": game.seat_of("spy")})
    game.push()
    _reveal(game.screen.vote_page.privacy)
    first = next(iter(game.screen.vote_page.targets.values()))
    first.setChecked(True)


def _tie(game: SampleGame) -> None:
    """Half the table votes for one player, half for another: a duel (SW-VOTE-7)."""
    game.reveal_all()
    game.to_vote()
    a, b = game.table()["ballot"]["candidates"][:2]
    game.vote(lambda voter, options: b if voter == a else (a if voter == b else (
        a if voter % 2 else b)))


def _result(game: SampleGame) -> None:
    game.reveal_all()
    game.to_vote()
    game.vote_out(game.seat_of("spy"))


def _duel_clues(game: SampleGame) -> None:
    _tie(game)
    game.screen.acknowledge_result()


def _ghost_guess(game: SampleGame) -> None:
    game.reveal_all()
    game.to_vote()
    game.vote_out(game.seat_of("ghost"))
    game.screen.acknowledge_result()
    _reveal(game.screen.private_page.privacy)
    game.screen.private_page.guess.setText("banana")


def _end(game: SampleGame) -> None:
    game.reveal_all()
    game.play_to_end()
    game.screen.results_seen = len(game.table()["history"])


class OwnSampleGame:
    """Several devices (PX-MODE-2): seat ``viewer``'s own screen on a shared runtime."""

    def __init__(self, settings: dict[str, Any] | None = None, seed: int = SAMPLE_SEED
                 ) -> None:
        seats, defaults, content = sample_start("spyword")
        self.now = GALLERY_CLOCK_MS
        room = Room.local("spyword", seats, {**defaults, **(settings or {})},
                          Mode.SEVERAL_DEVICES)
        room.host_seat = 0
        scheduler = QtScheduler()
        self.runtime = RoomRuntime(room, clock=self.clock, scheduler=scheduler,
                                   content=content, seed=seed)
        self.runtime.start()
        self.controllers = [LocalController(self.runtime, scheduler, self.clock,
                                            seats=(seat,)) for seat in range(len(seats))]
        views = {seat: c.device_views().table for seat, c in enumerate(self.controllers)}
        self.roles = roles_from_views(DeviceViews(table={}, seats=views))

    def clock(self) -> int:
        return self.now

    def table(self) -> dict[str, Any]:
        return self.runtime.view(None)

    def seat_of(self, role: str) -> int:
        return next(seat for seat, r in self.roles.items() if r == role)

    def act(self, seat: int, action: dict[str, Any]) -> None:
        self.runtime.act(seat, action)

    def reveal_all(self, but: int | None = None) -> None:
        for seat in range(len(self.controllers)):
            if seat != but:
                self.act(seat, {"type": "got_it"})

    def clues(self, until: int | None = None) -> None:
        """Every clue, or up to ``until``'s turn."""
        while self.table()["phase"] in ("clues", "duel_clues"):
            speaker = self.table()["current_speaker"]
            if speaker == until:
                return
            self.act(speaker, {"type": "clue_given"})

    def to_vote(self) -> None:
        self.clues()
        self.act(self.table()["host"], {"type": "go_to_vote"})

    def vote_out(self, target: int, but: int | None = None) -> None:
        """Everyone (but ``but``) votes ``target`` out (``target`` itself votes another)."""
        for voter in list(self.table()["ballot"]["voters"]):
            if voter != but:
                other = next(s for s in self.table()["ballot"]["candidates"]
                             if s not in (voter, target))
                self.act(voter, {"type": "vote", "target": target if voter != target
                                 else other})

    def screen(self, viewer: int, elapsed_ms: int = 0, unseen: int = 0) -> SpyWordScreen:
        """``viewer``'s own screen, ``elapsed_ms`` into the current timed phase, with the
        last ``unseen`` vote results not yet continued past."""
        self.now += elapsed_ms
        controller = self.controllers[viewer]
        screen = SpyWordScreen()
        screen.results_seen = len(self.table()["history"]) - unseen
        screen.set_clock(controller.now_ms)
        from desktop.spyword.ui import bind

        bind(screen, controller)
        screen.set_views(controller.device_views())
        return screen


def _own(step: Callable[[OwnSampleGame], SpyWordScreen], **settings: Any,
         ) -> Callable[[], SpyWordScreen]:
    def factory() -> SpyWordScreen:
        return step(OwnSampleGame(settings))
    return factory


def _own_card(game: OwnSampleGame) -> SpyWordScreen:
    screen = game.screen(game.seat_of("citizen"))
    _hold(screen.reveal_page.hold)
    return screen


def _own_card_hidden(game: OwnSampleGame) -> SpyWordScreen:
    return game.screen(game.seat_of("spy"))


def _own_cards_waiting(game: OwnSampleGame) -> SpyWordScreen:
    viewer = game.seat_of("citizen")
    for seat in (viewer, game.seat_of("ghost"), game.seat_of("spy")):
        game.act(seat, {"type": "got_it"})
    return game.screen(viewer)


def _own_clue_mine(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    speaker = game.table()["speakers"][1]
    game.clues(until=speaker)
    return game.screen(speaker, elapsed_ms=12_000)


def _own_clue_other(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    speakers = game.table()["speakers"]
    game.clues(until=speakers[2])
    game.runtime.set_connected(speakers[4], False)  # SW-EDGE-6: marked as offline
    return game.screen(game.seat_of("ghost"), elapsed_ms=21_000)


def _own_discussion(host: bool) -> Callable[[OwnSampleGame], SpyWordScreen]:
    def step(game: OwnSampleGame) -> SpyWordScreen:
        game.reveal_all()
        game.clues()
        viewer = game.table()["host"] if host else game.seat_of("spy")
        return game.screen(viewer, elapsed_ms=25_000)
    return step


def _own_see_my_word(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    screen = game.screen(game.seat_of("spy"))
    screen.round_page.see_word.click()
    _hold(screen.review_page.hold)
    return screen


def _own_vote(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    game.to_vote()
    screen = game.screen(game.seat_of("citizen"), elapsed_ms=9_000)
    page = screen.vote_page
    page.targets[game.seat_of("spy")].setChecked(True)
    return screen


def _own_vote_sent(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    game.to_vote()
    viewer = game.seat_of("citizen")
    spy = game.seat_of("spy")
    game.act(viewer, {"type": "vote", "target": spy})
    game.act(spy, {"type": "vote", "target": viewer})
    return game.screen(viewer, elapsed_ms=14_000)


def _own_result(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    game.to_vote()
    game.vote_out(game.seat_of("ghost"))
    return game.screen(game.seat_of("citizen"), unseen=1)


def _own_ghost_guess(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    game.to_vote()
    ghost = game.seat_of("ghost")
    game.vote_out(ghost)
    screen = game.screen(ghost, elapsed_ms=8_000)
    screen.private_page.guess.setText("banana")
    return screen


def _own_private_other(game: OwnSampleGame) -> SpyWordScreen:
    game.reveal_all()
    game.to_vote()
    game.vote_out(game.seat_of("ghost"))
    return game.screen(game.seat_of("citizen"), elapsed_ms=8_000)


def _own_end(game: OwnSampleGame) -> SpyWordScreen:
    """The ghost is out and guesses wrong, then the spy: the citizens win."""
    game.reveal_all()
    game.to_vote()
    ghost = game.seat_of("ghost")
    game.vote_out(ghost)
    game.act(ghost, {"type": "ghost_guess", "text": "umbrella"})
    game.to_vote()
    game.vote_out(game.seat_of("spy"))
    return game.screen(ghost)


def own_gallery_states() -> list[GalleryState]:
    """Several devices: what one player's own screen shows (PX-MODE-2)."""
    return [
        GalleryState("spyword-own-card", _own(_own_card)),
        GalleryState("spyword-own-card-hidden", _own(_own_card_hidden)),
        GalleryState("spyword-own-cards-waiting", _own(_own_cards_waiting), primary=WAITS),
        GalleryState("spyword-own-clue-mine", _own(_own_clue_mine)),
        GalleryState("spyword-own-clue-other", _own(_own_clue_other), primary=WAITS),
        GalleryState("spyword-own-discussion-host", _own(_own_discussion(True))),
        GalleryState("spyword-own-discussion", _own(_own_discussion(False)), primary=WAITS),
        GalleryState("spyword-own-see-my-word", _own(_own_see_my_word), primary=WAITS),
        GalleryState("spyword-own-vote", _own(_own_vote)),
        GalleryState("spyword-own-vote-sent", _own(_own_vote_sent), primary=WAITS),
        GalleryState("spyword-own-result", _own(_own_result)),
        GalleryState("spyword-own-ghost-guess", _own(_own_ghost_guess)),
        GalleryState("spyword-own-private-other", _own(_own_private_other), primary=WAITS),
        GalleryState("spyword-own-end", _own(_own_end)),
    ]


def gallery_states() -> list[GalleryState]:
    return [
        GalleryState("spyword-reveal-prompt", _screen(lambda game: None)),
        GalleryState("spyword-card", _screen(_reveal_card)),
        GalleryState("spyword-card-ghost", _screen(_ghost_card)),
        GalleryState("spyword-clues", _screen(lambda game: game.reveal_all())),
        GalleryState("spyword-discussion", _screen(_discussion)),
        GalleryState("spyword-see-my-word", _screen(_review_picker)),
        GalleryState("spyword-vote", _screen(_ballot)),
        GalleryState("spyword-result", _screen(_result)),
        GalleryState("spyword-tie", _screen(_tie)),
        GalleryState("spyword-duel-clues", _screen(_duel_clues)),
        GalleryState("spyword-ghost-guess", _screen(_ghost_guess)),
        GalleryState("spyword-end", _screen(_end)),
        *tv_states("spyword-table-clues", _table(lambda game: game.reveal_all())),
        *tv_states("spyword-table-result", _table(_result)),
        *tv_states("spyword-table-end", _table(_end)),
        *own_gallery_states(),
    ]
