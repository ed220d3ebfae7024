"""The game's name, tagline, how-to-play lines and profile statistics, as the shared
screens show them (`desktop.games.GameTraits`; lupdate reads the literal calls)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Around the Word")


def tagline() -> str:
    return translate("Games", "Say anything, except the forbidden words.")


def help_text() -> list[str]:
    """How to play, in a few short paragraphs (the full rules live in the rule files)."""
    return [
        translate(
            "Games",
            "Two teams take turns. The clue-giver has one minute to make their team "
            "guess as many words as possible.",
        ),
        translate(
            "Games",
            "Never say the word, part of it, or any of the five forbidden words on the "
            "card. The other team watches the card and presses Buzz! when you slip.",
        ),
        translate(
            "Games",
            "Found: one point. Buzz!: one point off. You may pass up to three cards a turn.",
        ),
        translate("Games", "When both decks are used up, the team with more points wins."),
    ]


def stat_rows() -> list[tuple[str, str]]:
    """The game's own statistics (key, label) on the profile page, after the common ones."""
    return [
        ("taboo.cards_found", translate("ProfileTexts", "Cards found on your clues")),
        ("taboo.best_turn", translate("ProfileTexts", "Most cards in one turn")),
        ("taboo.buzzes_caught", translate("ProfileTexts", "Forbidden words caught")),
    ]
