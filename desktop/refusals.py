"""Texts for the refusals every game shares: the ``game.*`` codes of `core.game.Game`'s
common checks and the ``action.*`` codes of action decoding (docs/protocol.md, "Errors
and codes"). Each game's ``refusal_text`` maps its own ``<game>.*`` codes, then falls back
to `common_refusal_text`.

Plain functions use ``translate("Refusals", "…")`` with both arguments literal, so lupdate
finds them (docs/desktop.md, "Adding a string").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def common_refusal_text(code: str) -> str | None:
    """Translated text for a ``game.*`` or ``action.*`` code (None: not one of these)."""
    texts = {
        "game.over": lambda: translate("Refusals", "The game is over."),
        "game.seat.unknown": lambda: translate("Refusals", "There is no such player."),
        "game.seat.left": lambda: translate("Refusals", "This player has left the game."),
        "game.seat.disconnected": lambda: translate(
            "Refusals", "This player is not in the game."),
        "game.connection.one_device": lambda: translate(
            "Refusals", "Not possible when playing on one computer."),
        "game.connection.unchanged": lambda: translate(
            "Refusals", "Nothing changed in the connection."),
    }
    make = texts.get(code)
    if make is not None:
        return make()
    if code.startswith(("game.", "action.")):  # a stale screen or a timer already run out
        return translate("Refusals", "Not allowed now.")
    return None
