"""Around the Word (Taboo) screens: the one-device flow and the table view (issue 6).

Registered with the app as ``UI`` (`desktop.games.GameUi`).
"""

from __future__ import annotations

from desktop.games import GameTraits, GameUi
from desktop.taboo import about
from desktop.taboo.binding import bind
from desktop.taboo.cues import sound_cues
from desktop.taboo.gallery import gallery_states
from desktop.taboo.screen import TabooScreen
from desktop.taboo.setup_spec import SETUP
from desktop.taboo.table import TabooTableWidget
from desktop.taboo.texts import refusal_text

UI = GameUi(
    create_screen=TabooScreen,
    bind=bind,
    table_widget=TabooTableWidget,
    gallery_states=gallery_states,
    refusal_text=refusal_text,
)

TRAITS = GameTraits(setup=SETUP, title=about.title, tagline=about.tagline,
                    help_text=about.help_text, stat_rows=about.stat_rows, sound_cues=sound_cues)
