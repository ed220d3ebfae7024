"""Gallery states of Around the Word: every page and the table view, from a real seeded
session driven to each moment of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize

from core.taboo.constants import COUNTDOWN_MS
from desktop.screens.base import DeviceViews, TableWidget, View

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState
    from desktop.taboo.screen import TabooScreen

TABLE_SIZE = QSize(1280, 720)
STEP_MS = 1_500  # time between two taps in the samples
COUNTDOWN_SHOWN_MS = 1_200  # the 3-2-1 picture shows "2"


class SampleGame:
    """A sample session and its clock, played as the one device would play it (or, with
    ``several``, as own screens: each action from the seat the rules name)."""

    def __init__(self, several: bool = False) -> None:
        from core.session import Session
        from desktop.gallery_support import SAMPLE_SEED, sample_start

        seats, settings, drawn = sample_start("taboo")
        if several:
            settings = {**settings, "mode": "several_devices"}
        self.session = Session.start("taboo", settings, seats, SAMPLE_SEED, drawn, 0)
        self.now = 0

    def table(self) -> View:
        return self.session.view(None)

    def act(self, kind: str, **fields: object) -> None:
        seat = self.seat_of("watcher" if kind == "buzz" else "clue_giver")
        self.session.act_dict(seat, {"type": kind, **fields}, self.now)

    def seat_of(self, role: str) -> int:
        """The first seat whose view names ``role`` (the clue-giver, a watcher…)."""
        return next(seat for seat in self.session.seats()
                    if self.session.view(seat)["viewer"]["role"] == role)

    def disconnect(self, seat: int) -> SampleGame:
        from core.actions import Disconnect

        self.session.act(None, Disconnect(seat=seat), self.now)
        return self

    def go(self) -> SampleGame:
        self.act("go")
        self.now += COUNTDOWN_MS
        self.session.tick(self.now)
        return self

    def play(self, *kinds: str, step_ms: int = STEP_MS) -> SampleGame:
        for kind in kinds:
            self.now += step_ms
            self.act(kind, played=self.table()["turn"]["played"])
        return self

    def time_out(self) -> SampleGame:
        deadline = self.session.game.next_deadline()
        assert deadline is not None  # a sample times out a running turn only
        self.now = deadline
        self.session.tick(self.now)
        return self

    def until_returning(self) -> SampleGame:
        """Found cards until the card on screen is one passed in an earlier turn."""
        giver = self.table()["turn"]["clue_giver"]
        while not self.session.view(giver)["card"]["returning"]:
            self.play("found", step_ms=STEP_MS // 3)
        return self

    def whole_turn(self, kinds: Callable[[int], str], step_ms: int) -> SampleGame:
        """Go, then tap ``kinds(i)`` for the i-th card until the turn ends, then Confirm."""
        self.go()
        index = 0
        while self.table()["phase"] == "playing":
            self.play(kinds(index), step_ms=step_ms)
            index += 1
        self.act("confirm")
        return self

    def views(self) -> DeviceViews:
        return DeviceViews(table=self.table(),
                           seats={seat: self.session.view(seat)
                                  for seat in self.session.seats()})

    def own_views(self, role: str) -> DeviceViews:
        """The own screen of the first seat in ``role``."""
        mine = self.session.view(self.seat_of(role))
        return DeviceViews(table=mine, seats={mine["viewer"]["seat"]: mine}, own_screen=True)


def _screen(build: Callable[[], SampleGame], shown_at: int = 0,
            ) -> Callable[[], TabooScreen]:
    def factory() -> TabooScreen:
        from desktop.taboo.screen import TabooScreen

        game = build()
        screen = TabooScreen()
        now = game.now + shown_at
        screen.set_clock(lambda: now)
        screen.set_views(game.views())
        return screen
    return factory


def _own(build: Callable[[], SampleGame], role: str, shown_at: int = 0,
         ) -> Callable[[], TabooScreen]:
    """The own screen of a player in ``role`` (several devices)."""
    def factory() -> TabooScreen:
        from desktop.taboo.screen import TabooScreen

        game = build()
        screen = TabooScreen()
        now = game.now + shown_at
        screen.set_clock(lambda: now)
        screen.set_views(game.own_views(role))
        return screen
    return factory


def _own_ready() -> SampleGame:
    return SampleGame(several=True)


def _own_ready_offline() -> SampleGame:
    """A guesser's own screen while a player of the other team is offline."""
    game = SampleGame(several=True)
    return game.disconnect(game.seat_of("watcher"))


def _own_at_go() -> SampleGame:
    game = SampleGame(several=True)
    game.act("go")
    return game


def _own_playing() -> SampleGame:
    return SampleGame(several=True).go().play("found", "found", "buzz", "pass", "found")


def _own_returning() -> SampleGame:
    game = SampleGame(several=True).go().play("pass", "found").time_out()
    game.act("confirm")
    game.go().time_out().act("confirm")
    return game.go().play("pass", "pass").until_returning()


def _own_result() -> SampleGame:
    return SampleGame(several=True).go().play(
        "found", "found", "pass", "buzz", "found", "found", "pass", "found").time_out()


def _own_ended() -> SampleGame:
    game = SampleGame(several=True).whole_turn(lambda i: "found", 1_000)
    return game.whole_turn(lambda i: "buzz" if i in (3, 9) else "found", 1_000)


def _table(build: Callable[[], SampleGame], shown_at: int = 0) -> Callable[[], TableWidget]:
    def factory() -> TableWidget:
        from desktop.taboo.table import TabooTableWidget

        game = build()
        widget = TabooTableWidget()
        now = game.now + shown_at
        widget.set_clock(lambda: now)
        widget.set_view(game.table())
        return widget
    return factory


def _playing() -> SampleGame:
    return SampleGame().go().play("found", "found", "pass", "found")


def _returning() -> SampleGame:
    game = SampleGame().go().play("pass", "found").time_out()
    game.act("confirm")
    game.go().time_out().act("confirm")
    return game.go().play("pass", "pass").until_returning()


def _paused() -> SampleGame:
    game = _playing()
    game.act("pause")
    return game


def _result() -> SampleGame:
    game = SampleGame().go().play("found", "found", "pass", "buzz", "found", "found",
                                  "found", "pass", "found").time_out()
    return game


def _ended(second_team: Callable[[int], str], second_step_ms: int) -> Callable[[], SampleGame]:
    def build() -> SampleGame:
        game = SampleGame().whole_turn(lambda i: "found", 1_000)
        return game.whole_turn(second_team, second_step_ms)
    return build


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import WAITS as waits
    from desktop.gallery_registry import GalleryState, tv_states

    points = _ended(lambda i: "buzz" if i in (3, 9) else "found", 1_000)  # TB-WIN-3
    play_time = _ended(lambda i: "found", 1_400)  # TB-WIN-4: equal points, slower
    draw = _ended(lambda i: "found", 1_000)  # equal points and equal time
    return [
        GalleryState("taboo-ready", _screen(SampleGame)),
        GalleryState("taboo-countdown", _screen(_at_go, COUNTDOWN_SHOWN_MS), primary=waits),
        GalleryState("taboo-play", _screen(_playing, 17_000)),
        GalleryState("taboo-play-returning", _screen(_returning, 2_000)),
        GalleryState("taboo-paused", _screen(_paused)),
        GalleryState("taboo-result", _screen(_result)),
        GalleryState("taboo-end-points", _screen(points)),
        GalleryState("taboo-end-play-time", _screen(play_time)),
        GalleryState("taboo-end-draw", _screen(draw)),
        GalleryState("taboo-own-ready-giver", _own(_own_ready, "clue_giver")),
        GalleryState("taboo-own-ready-guesser", _own(_own_ready_offline, "guesser"), primary=waits),
        GalleryState("taboo-own-ready-watcher", _own(_own_ready, "watcher"), primary=waits),
        GalleryState("taboo-own-countdown-watcher",
                     _own(_own_at_go, "watcher", COUNTDOWN_SHOWN_MS), primary=waits),
        GalleryState("taboo-own-play-giver", _own(_own_playing, "clue_giver", 17_000)),
        GalleryState("taboo-own-play-returning", _own(_own_returning, "clue_giver", 2_000)),
        GalleryState("taboo-own-play-watcher", _own(_own_playing, "watcher", 17_000)),
        GalleryState("taboo-own-play-guesser", _own(_own_playing, "guesser", 17_000),
                     primary=waits),
        GalleryState("taboo-own-result-giver", _own(_own_result, "clue_giver")),
        GalleryState("taboo-own-result-guesser", _own(_own_result, "guesser"), primary=waits),
        GalleryState("taboo-own-result-watcher", _own(_own_result, "watcher"), primary=waits),
        GalleryState("taboo-own-end", _own(_own_ended, "player")),
        GalleryState("taboo-table-ready", _table(SampleGame), TABLE_SIZE, primary=waits),
        GalleryState("taboo-table-offline", _table(_own_ready_offline), TABLE_SIZE, primary=waits),
        GalleryState("taboo-table-countdown", _table(_at_go, COUNTDOWN_SHOWN_MS), TABLE_SIZE,
                     primary=waits),
        *tv_states("taboo-table-playing", _table(_playing, 17_000)),
        GalleryState("taboo-table-paused", _table(_paused), TABLE_SIZE, primary=waits),
        GalleryState("taboo-table-result", _table(_result), TABLE_SIZE, primary=waits),
        *tv_states("taboo-table-over", _table(play_time)),
    ]


def _at_go() -> SampleGame:
    game = SampleGame()
    game.act("go")
    return game
