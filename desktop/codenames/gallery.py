"""Gallery states of the Codenames screens (docs/desktop.md, "Adding a gallery state").

Every picture comes from a real seeded session in the gallery's language, advanced by
real actions (a spymaster's clue, guesses picked from that spymaster's key), so it shows
what players would see. The ``codenames-own-…`` states are one player's own screen
(several devices, PX-MODE-2), from a session in that mode.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QSize

from core.actions import Disconnect
from core.common import Mode
from core.errors import RuleError
from core.session import Session
from desktop import content
from desktop.codenames.screen import CodenamesScreen
from desktop.codenames.table import CodenamesTable
from desktop.gallery_registry import WAITS, GalleryState, no_primary, tv_states
from desktop.gallery_support import (
    SAMPLE_PLAYERS,
    SAMPLE_SEED,
    current_language,
    sample_library,
    sample_settings,
)
from desktop.screens.base import DeviceViews
from desktop.setup_model import SetupModel

START_MS = 0
NOW_MS = 37_000  # the clock the pictures are taken at: a running turn timer shows 1:23
TIMER_S = 120
TABLE_SIZE = QSize(1280, 720)
#: Clue words that read naturally in each language (the first one not on the grid is used).
SAMPLE_CLUES = {
    "en": ("journey", "music", "nature"),
    "fr": ("voyage", "musique", "nature"),
    "de": ("Reise", "Musik", "Natur"),
    "es": ("viaje", "música", "naturaleza"),
    "it": ("viaggio", "musica", "natura"),
}


class Sample:
    """A real session and helpers to play it forward by its views."""

    def __init__(self, variant: str, timer_s: int | None = None, players: int = 6,
                 own_screens: bool = False) -> None:
        model = SetupModel("codenames", list(SAMPLE_PLAYERS[:players]))
        model.set_value("variant", variant)
        if timer_s is not None:
            model.set_value("turn_timer_s", timer_s)
        packs = sample_library().packs("codenames", current_language())[:1]
        drawn = content.build_content("codenames", packs, sample_settings([]),
                                      random.Random(SAMPLE_SEED))
        settings = model.settings_dict()
        if own_screens:
            settings["mode"] = str(Mode.SEVERAL_DEVICES)
        self.session = Session.start("codenames", settings, model.players,
                                     SAMPLE_SEED, drawn, START_MS)

    def views(self) -> DeviceViews:
        return DeviceViews(self.session.view(None),
                           {seat: self.session.view(seat) for seat in self.session.seats()})

    def own_views(self, seat: int) -> DeviceViews:
        """What ``seat``'s own screen gets (as `LocalController.device_views` builds it)."""
        view = self.session.view(seat)
        return DeviceViews(view, {seat: view}, own_screen=True)

    def seat_of(self, spymaster: bool, active: bool) -> int:
        """A spymaster or guesser seat of the active team (or of the other team)."""
        table = self.session.view(None)
        team = table["active_team"]
        seat: int = next(s["seat"] for s in table["seats"] if s["spymaster"] == spymaster
                         and (s["team"] in (team, None)) == active)
        return seat

    def disconnect(self, seat: int) -> None:
        self.session.act(None, Disconnect(seat=seat), START_MS)

    def seat_with(self, kind: str) -> int:
        return next(seat for seat in self.session.seats()
                    if any(a["type"] == kind for a in self.session.view(seat)["actions"]))

    def key(self) -> list[str]:
        key: list[str] = self.session.view(self.seat_with("clue"))["key"]
        return key

    def clue(self, number: int) -> None:
        seat = self.seat_with("clue")
        for word in SAMPLE_CLUES[current_language()]:
            try:
                self.session.act_dict(seat, {"type": "clue", "word": word, "number": number},
                                      START_MS)
                return
            except RuleError:
                continue
        raise ValueError("no sample clue fits this grid")

    def guess(self, key: list[str], colour: str) -> None:
        """Guess the first unrevealed card of this colour on ``key``."""
        cards = self.session.view(None)["cards"]
        card = next(i for i, c in enumerate(key) if c == colour and not cards[i]["revealed"])
        self.session.act_dict(self.seat_with("guess"), {"type": "guess", "card": card},
                              START_MS)

    def mid_game(self) -> None:
        """Turn 1: a right guess, then a bystander; turn 2: a right guess."""
        key = self.key()
        first = self.session.view(None)["active_team"]
        self.clue(2)
        self.guess(key, first)
        self.guess(key, "neutral")
        if self.session.view(None)["phase"] == "cover":
            return
        second = self.session.view(None)["active_team"]
        self.clue(2)
        self.guess(key, second)


def screen_of(sample: Sample, after: Callable[[CodenamesScreen], None] | None = None,
              ) -> Callable[[], CodenamesScreen]:
    def factory() -> CodenamesScreen:
        screen = CodenamesScreen()
        screen.set_clock(lambda: NOW_MS)
        screen.set_views(sample.views())
        if after is not None:
            after(screen)
        return screen
    return factory


def own_screen_of(sample: Sample, seat: int) -> CodenamesScreen:
    screen = CodenamesScreen()
    screen.set_clock(lambda: NOW_MS)
    screen.set_views(sample.own_views(seat))
    return screen


def _own(variant: str, players: int, spymaster: bool, active: bool, timer_s: int | None = None,
         mid_game: bool = False, offline: int | None = None) -> Callable[[], CodenamesScreen]:
    def factory() -> CodenamesScreen:
        sample = Sample(variant, timer_s, players, own_screens=True)
        if mid_game:
            sample.mid_game()
        seat = sample.seat_of(spymaster, active)
        if offline is not None:  # that seat's device dropped
            sample.disconnect(offline)
        return own_screen_of(sample, seat)
    return factory


def _own_cover() -> CodenamesScreen:
    sample = Sample("two_player", players=2, own_screens=True)
    sample.mid_game()
    return own_screen_of(sample, sample.seat_with("cover"))


def _own_end() -> CodenamesScreen:
    sample = _ended("classic", 4, "assassin", own_screens=True)
    table = sample.session.view(None)
    guesser = next(s["seat"] for s in table["seats"] if not s["spymaster"])
    return own_screen_of(sample, guesser)


def _own_table_offline() -> CodenamesTable:
    sample = Sample("classic", TIMER_S, own_screens=True)
    sample.mid_game()
    sample.disconnect(3)
    table = CodenamesTable()
    table.set_clock(lambda: NOW_MS)
    table.set_view(sample.session.view(None))
    return table


def _clue() -> CodenamesScreen:
    return screen_of(Sample("classic"))()


def _clue_key_held() -> CodenamesScreen:
    screen = _clue()
    screen.key_button.click()
    return screen


def _clue_refused() -> CodenamesScreen:
    sample = Sample("classic")
    word = sample.session.view(None)["cards"][7]["word"]
    screen = screen_of(sample)()
    screen.clue_entry.word.setText(word)
    screen.show_refusal("codenames.clue.matches_codename")
    return screen


def _guess() -> CodenamesScreen:
    sample = Sample("classic", TIMER_S)
    sample.mid_game()
    return screen_of(sample)()


def _cover(reveal: bool) -> Callable[[], CodenamesScreen]:
    def factory() -> CodenamesScreen:
        sample = Sample("two_player", players=2)
        sample.mid_game()
        screen = screen_of(sample)()
        if reveal:
            screen.privacy.reveal()
        return screen
    return factory


def _competitive() -> CodenamesScreen:
    sample = Sample("three_competitive", TIMER_S, players=3)
    sample.mid_game()
    return screen_of(sample)()


def _ended(variant: str, players: int, colour: str, own_screens: bool = False) -> Sample:
    sample = Sample(variant, players=players, own_screens=own_screens)
    key = sample.key()
    sample.clue(2)
    sample.guess(key, sample.session.view(None)["active_team"])
    sample.guess(key, colour)
    return sample


def _table(sample_of: Callable[[], Sample]) -> Callable[[], CodenamesTable]:
    def factory() -> CodenamesTable:
        table = CodenamesTable()
        table.set_clock(lambda: NOW_MS)
        table.set_view(sample_of().session.view(None))
        return table
    return factory


def _table_mid_game() -> Sample:
    sample = Sample("classic", TIMER_S)
    sample.mid_game()
    return sample


def gallery_states() -> list[GalleryState]:
    return [
        GalleryState("codenames-clue", _clue),
        GalleryState("codenames-clue-key", _clue_key_held),
        GalleryState("codenames-clue-key-dark", _clue_key_held, theme="dark"),
        GalleryState("codenames-clue-refused", _clue_refused),
        GalleryState("codenames-guess", _guess),
        GalleryState("codenames-cover-prompt", _cover(False)),
        GalleryState("codenames-cover-key", _cover(True)),
        GalleryState("codenames-competitive", _competitive),
        GalleryState("codenames-end", lambda: screen_of(_ended("classic", 4, "assassin"))()),
        GalleryState("codenames-end-coop",
                     lambda: screen_of(_ended("three_coop", 3, "assassin"))()),
        GalleryState("codenames-own-spymaster-clue", _own("classic", 4, True, True)),
        GalleryState("codenames-own-guesser-waiting",
                     _own("classic", 6, False, False, offline=2), primary=WAITS),
        GalleryState("codenames-own-guesser-guess",
                     _own("classic", 4, False, True, TIMER_S, mid_game=True)),
        GalleryState("codenames-own-spymaster-watching",
                     _own("classic", 6, True, True, TIMER_S, mid_game=True), primary=WAITS),
        GalleryState("codenames-own-cover", _own_cover,
                     primary=no_primary("a card of the grid is the action")),
        GalleryState("codenames-own-competitive-guesser",
                     _own("three_competitive", 3, False, True, TIMER_S, mid_game=True)),
        GalleryState("codenames-own-end", _own_end),
        GalleryState("codenames-own-table-offline", _own_table_offline, TABLE_SIZE, primary=WAITS),
        *tv_states("codenames-table", _table(_table_mid_game)),
        *tv_states("codenames-table-end", _table(lambda: _ended("classic", 4, "assassin"))),
    ]
