"""`bind`: the screen's intents become the core's actions (`ActionCodec` maps)."""

from __future__ import annotations

from desktop.controller import Controller
from desktop.taboo.screen import TabooScreen


def bind(screen: TabooScreen, controller: Controller) -> None:
    act = controller.act
    screen.sig_go.connect(lambda seat: act(seat, {"type": "go"}))
    screen.sig_found.connect(lambda seat, n: act(seat, {"type": "found", "played": n}))
    screen.sig_pass.connect(lambda seat, n: act(seat, {"type": "pass", "played": n}))
    screen.sig_buzz.connect(lambda seat, n: act(seat, {"type": "buzz", "played": n}))
    screen.sig_correct.connect(
        lambda seat, index: act(seat, {"type": "correct", "index": index}))
    screen.sig_confirm.connect(lambda seat: act(seat, {"type": "confirm"}))
    screen.sig_pause.connect(lambda seat: act(seat, {"type": "pause"}))
    screen.sig_resume.connect(lambda seat: act(seat, {"type": "resume"}))
