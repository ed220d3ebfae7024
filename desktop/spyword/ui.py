"""Spy Word's screens, registered with the app as ``UI``
(`desktop.games.GameUi`); imported when the game is played, never by the home screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.games import GameUi
from desktop.spyword.screen import SpyWordScreen
from desktop.spyword.table import SpyTableWidget
from desktop.spyword.texts import refusal_text

if TYPE_CHECKING:
    from desktop.controller import Controller
    from desktop.gallery_registry import GalleryState


def bind(screen: SpyWordScreen, controller: Controller) -> None:
    screen.sig_got_it.connect(lambda seat: controller.act(seat, {"type": "got_it"}))
    screen.sig_clue_given.connect(lambda seat: controller.act(seat, {"type": "clue_given"}))
    screen.sig_go_to_vote.connect(lambda seat: controller.act(seat, {"type": "go_to_vote"}))
    screen.sig_vote.connect(
        lambda seat, target: controller.act(seat, {"type": "vote", "target": target}))
    screen.sig_ghost_guess.connect(
        lambda seat, text: controller.act(seat, {"type": "ghost_guess", "text": text}))
    screen.sig_seen_role.connect(lambda seat: controller.act(seat, {"type": "seen_role"}))


def gallery_states() -> list[GalleryState]:
    from desktop.spyword.gallery import gallery_states as states

    return states()


UI = GameUi(
    create_screen=SpyWordScreen,
    bind=bind,
    table_widget=SpyTableWidget,
    gallery_states=gallery_states,
    refusal_text=refusal_text,
)
