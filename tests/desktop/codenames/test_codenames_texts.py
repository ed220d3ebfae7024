"""Refusals and outcomes reach the players as translated sentences, never as codes."""

import re
from pathlib import Path

import core.codenames
from desktop.codenames.texts import card_role, refusal_text
from tests.desktop.codenames.drive import Game, start

CLUE_CODES = sorted(set(re.findall(
    r'"(codenames\.clue\.[a-z_]+)"',
    (Path(core.codenames.__file__).parent / "clue.py").read_text(encoding="utf-8"))))


def test_every_clue_refusal_has_its_own_sentence():  # CN-CL-2
    assert len(CLUE_CODES) >= 8
    texts = [refusal_text(code) for code in CLUE_CODES]
    assert all(texts) and len(set(texts)) == len(texts)
    assert not any("codenames." in text for text in texts)


def test_card_roles_are_named():  # PX-A11Y-1: a side is said, not only coloured
    assert [card_role(s) for s in ("red", "blue", "neutral", "assassin")] == [
        "Red agent", "Blue agent", "Bystander", "Assassin"]


def test_the_language_switches_live_on_the_game_screen(qtbot, translations):  # PX-I18N-1
    game = Game(qtbot, start("classic", 4))
    english = (game.screen.end_turn_button.text(), game.hint())
    translations.switch("fr")
    french = (game.screen.end_turn_button.text(), game.hint())
    assert french[0] != english[0] and french[1] != english[1]
    translations.switch("en")
    assert (game.screen.end_turn_button.text(), game.hint()) == english
