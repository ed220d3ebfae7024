"""The phone page's screenshots at 390×844 in the five languages (PX-I18N-1), written by
`tests.web.shots` (whole games of the three games with every seat a phone). Soak: about
20 s a language. To look at them: ``python -m tests.web.shots OUT``."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from desktop.i18n import LANGUAGES
from store.packs import PackLibrary
from tests.helpers.idle_loop import run_idle
from tests.web.shots import shots_in

#: Screens every run must reach (more appear, depending on the game's course).
SCREENS = {"join", "join-name-taken", "lobby", "spyword-reveal", "spyword-reveal-held",
           "spyword-clues-turn", "spyword-vote", "spyword-over", "taboo-ready",
           "taboo-giver", "taboo-watcher", "taboo-guesser", "taboo-result", "taboo-over",
           "codenames-clue-spymaster-turn", "codenames-clue-spymaster-turn-held",
           "codenames-guess-turn", "codenames-over"}


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


@pytest.mark.soak
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_is_shot_at_phone_size(language: str, tmp_path: Path) -> None:
    paths = run_idle(shots_in(language, tmp_path, PackLibrary.load()))
    names = {path.stem for path in paths}
    assert names >= SCREENS, SCREENS - names
    for path in paths:
        width, height = png_size(path)
        assert width == 390 and height >= 844, (path.name, width, height)
