"""Around the Word (Taboo)'s screens, registered with the app as ``UI``
(`desktop.games.GameUi`); imported when the game is played, never by the home screen."""

from __future__ import annotations

from desktop.games import GameUi
from desktop.taboo.binding import bind
from desktop.taboo.gallery import gallery_states
from desktop.taboo.screen import TabooScreen
from desktop.taboo.table import TabooTableWidget
from desktop.taboo.texts import refusal_text

UI = GameUi(
    create_screen=TabooScreen,
    bind=bind,
    table_widget=TabooTableWidget,
    gallery_states=gallery_states,
    refusal_text=refusal_text,
)
