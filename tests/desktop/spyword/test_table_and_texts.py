"""The Spy Word table widget shows public information only, through whole games
(PX-MODE-3); every refusal code of the core has a sentence."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

import core.game as core_game
import core.spyword.game as spy_game
from desktop.controller import GameStart, LocalController
from desktop.gallery_support import sample_start
from desktop.spyword.history import vote_lines
from desktop.spyword.table import SpyTableWidget
from desktop.spyword.texts import refusal_text, role_name
from desktop.widgets.emoji import EmojiPicture
from tests.desktop.support import FakeClock, play_to_end

SETTINGS = [
    {},
    {"reveal_eliminated_roles": False, "vote_result": "totals", "allow_pass": True},
    {"tie_rule": "draw", "allow_pass": True, "discussion_s": None},
]


def texts(widget: QWidget) -> list[str]:
    found = [w.text() for w in widget.findChildren(QLabel)]
    found += [w.text() for w in widget.findChildren(QAbstractButton)]
    found += [w.accessibleName() for w in widget.findChildren(QWidget)]
    return found


def check_public_only(table: SpyTableWidget, view: dict, pair: dict, roles: list[str]):
    shown = texts(table)
    joined = "\n".join(shown).casefold()
    # SW-RND-7: no word of either side, and no picture, before the end.
    for card in (pair["a"], pair["b"]):
        assert card["word"].casefold() not in joined
    assert all(p.stem is None for p in table.findChildren(EmojiPicture))
    # SW-SET-3: a role shows only for a player whose role the table view reveals.
    for player in view["seats"]:
        cell_name = re.compile(rf"(?:[▶✗] )?{re.escape(player['name'])}: .*")
        cell = next(t for t in shown if cell_name.fullmatch(t))
        assert (role_name(roles[player["seat"]]) in cell) == (player["role"] is not None)
    # SW-VOTE-2: the only votes on screen are those of the last closed vote.
    lines = {t for t in shown if "→" in t or re.search(r": \d+ votes?$", t)}
    expected = set(vote_lines(view, view["history"][-1])) if view["history"] else set()
    assert lines == expected


@pytest.mark.parametrize("settings", SETTINGS)
@pytest.mark.parametrize("seed", [3, 8])
def test_the_table_widget_walks_whole_games_without_a_secret(qtbot, settings, seed):
    seats, defaults, content = sample_start("spyword")
    clock = FakeClock()
    controller = LocalController.start(
        GameStart("spyword", tuple(seats), {**defaults, **settings}, content, seed),
        clock=clock)
    roles = [r.value for r in controller.session.game.state.roles]
    table = SpyTableWidget()
    qtbot.addWidget(table)
    table.set_clock(controller.now_ms)
    table.show()
    phases = set()

    def follow() -> None:
        view = controller.table_view()
        table.set_view(view)
        phases.add(view["phase"])
        if view["phase"] != "over":
            check_public_only(table, view, content["pair"], roles)

    controller.views_changed.connect(follow)
    follow()
    play_to_end(controller, clock, controller.act, seed=seed)
    assert {"reveal", "clues", "discussion", "vote", "over"} <= phases
    # SW-END-1: at the end the table shows the winner and both words.
    final = "\n".join(texts(table)).casefold()
    for card in (content["pair"]["a"], content["pair"]["b"]):
        assert card["word"].casefold() in final


def test_every_refusal_code_of_the_core_has_a_sentence():
    # Spy Word's own refusals (core/spyword/*.py) and those every game shares (core/game.py).
    sources = [*Path(spy_game.__file__).parent.glob("*.py"), Path(core_game.__file__)]
    text = "\n".join(path.read_text(encoding="utf-8") for path in sources)
    codes = set(re.findall(r'(?:InvalidAction|NotAllowed|WrongPhase|TooEarly)\(\s*'
                           r'"((?:spyword|game)\.[a-z_.]+)"', text))
    codes |= {f"spyword.phase.not_{phase}"
              for phase in ("reveal", "clues", "discussion", "vote", "private")}
    assert len(codes) > 20 and "game.seat.left" in codes
    for code in sorted(codes):
        assert refusal_text(code), code
    assert refusal_text("spyword.no.such.code") is None
