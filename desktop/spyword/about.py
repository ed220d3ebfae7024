"""The game's name, tagline, how-to-play lines and profile statistics, as the shared
screens show them (`desktop.games.GameTraits`; lupdate reads the literal calls)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def title() -> str:
    return translate("Games", "Spy Word")


def tagline() -> str:
    return translate("Games", "Your word is different? You are the spy.")


def help_text() -> list[str]:
    """How to play, in a few short paragraphs (the full rules live in the rule files)."""
    return [
        translate(
            "Games",
            "Everyone gets a secret word with its picture. The spies get a slightly "
            "different word and usually do not know it; the ghost gets no word at all.",
        ),
        translate(
            "Games",
            "Each round, everyone gives one clue about their word, in turn. Then the "
            "table talks it over and votes one player out.",
        ),
        translate(
            "Games",
            "Citizens win when no spy and no ghost is left. Spies and ghost win together "
            "when only one citizen remains. An eliminated ghost who guesses the citizens' "
            "word wins alone.",
        ),
        translate(
            "Games",
            "On one computer, pass it around: each player reveals their own card behind "
            "a privacy screen, then hides it again.",
        ),
    ]


def stat_rows() -> list[tuple[str, str]]:
    """The game's own statistics (key, label) on the profile page, after the common ones."""
    return [
        ("spyword.won.citizen", translate("ProfileTexts", "Won as a citizen")),
        ("spyword.won.spy", translate("ProfileTexts", "Won as a spy")),
        ("spyword.won.ghost", translate("ProfileTexts", "Won as the ghost")),
        ("spyword.ghost_guessed", translate("ProfileTexts", "Words guessed as the ghost")),
        ("spyword.spies_caught", translate("ProfileTexts", "Spies and ghosts voted out")),
    ]
