"""Spy Word on the desktop: its traits (texts, setup options, sound cues).

Light to import, as the home screen reads it; the screens (one-device flow, table widget,
gallery states) are in `desktop.spyword.ui`, registered there as ``UI`` and loaded when played.
"""

from __future__ import annotations

from desktop.games import GameTraits
from desktop.spyword import about
from desktop.spyword.cues import sound_cues
from desktop.spyword.setup_spec import SETUP

TRAITS = GameTraits(setup=SETUP, title=about.title, tagline=about.tagline,
                    help_text=about.help_text, stat_rows=about.stat_rows,
                    sound_cues=sound_cues)
