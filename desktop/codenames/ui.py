"""Codenames's screens, registered with the app as ``UI``
(`desktop.games.GameUi`); imported when the game is played, never by the home screen."""

from __future__ import annotations

from desktop.codenames.gallery import gallery_states
from desktop.codenames.screen import CodenamesScreen, bind
from desktop.codenames.table import CodenamesTable
from desktop.codenames.texts import refusal_text
from desktop.games import GameUi

UI = GameUi(
    create_screen=CodenamesScreen,
    bind=bind,
    table_widget=CodenamesTable,
    gallery_states=gallery_states,
    refusal_text=refusal_text,
)
