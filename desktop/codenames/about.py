"""The game's name, tagline, how-to-play lines and profile statistics, as the shared
screens show them (`desktop.games.GameTraits`; lupdate reads the literal calls)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Codenames")


def tagline() -> str:
    return translate("Games", "One word, several meanings: lead your team to its agents.")


def help_text() -> list[str]:
    """How to play, in a few short paragraphs (the full rules live in the rule files)."""
    return [
        translate(
            "Games",
            "Two teams, each with a spymaster who sees the secret key of the 25-word grid.",
        ),
        translate(
            "Games",
            "The spymaster gives one word and a number. Their team picks the words they "
            "think are theirs: a right guess lets them go on, a wrong one ends the turn.",
        ),
        translate(
            "Games",
            "The first team to find all its words wins; the team that finds the "
            "assassin loses at once.",
        ),
        translate(
            "Games",
            "Variants: two or three players can play together against the key, or three "
            "players with two rival spymasters.",
        ),
    ]


def stat_rows() -> list[tuple[str, str]]:
    """The game's own statistics (key, label) on the profile page, after the common ones."""
    return [
        ("codenames.won.spymaster", translate("ProfileTexts", "Won as spymaster")),
        ("codenames.won.guesser", translate("ProfileTexts", "Won as a guesser")),
        ("codenames.correct_guesses", translate("ProfileTexts", "Words found")),
        ("codenames.clues_4plus", translate("ProfileTexts", "Clues worth 4 or more")),
    ]
