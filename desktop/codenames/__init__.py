"""Codenames screens (rules: shared/rules/codenames.md): the one-device flow, the table
view and the gallery states, registered as ``UI`` (docs/desktop.md)."""

from __future__ import annotations

from desktop.codenames import about
from desktop.codenames.cues import sound_cues
from desktop.codenames.gallery import gallery_states
from desktop.codenames.screen import CodenamesScreen, bind
from desktop.codenames.setup_spec import SETUP
from desktop.codenames.table import CodenamesTable
from desktop.codenames.texts import refusal_text
from desktop.games import GameTraits, GameUi

UI = GameUi(
    create_screen=CodenamesScreen,
    bind=bind,
    table_widget=CodenamesTable,
    gallery_states=gallery_states,
    refusal_text=refusal_text,
)

TRAITS = GameTraits(setup=SETUP, title=about.title, tagline=about.tagline,
                    help_text=about.help_text, stat_rows=about.stat_rows,
                    sound_cues=sound_cues, sample_players=4)
