"""Translated texts of the profile screens: statistics labels, refusals, the title a
player shows (its name and how-to-earn line: `desktop.title_texts`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.title_texts import how as title_how
from desktop.title_texts import name as title_name

#: lupdate reads ``translate("Context", "text")`` calls: keep both literal.
translate = QCoreApplication.translate
__all__ = ["group_title", "level_text", "refusal", "stat_rows", "title_how",
           "title_name"]


def stat_rows(game: str) -> list[tuple[str, str]]:
    """(statistic key, label) shown for one game on the profile page, in order."""
    common = [
        (f"{game}.played", translate("ProfileTexts", "Games played")),
        (f"{game}.won", translate("ProfileTexts", "Games won")),
        (f"{game}.streak", translate("ProfileTexts", "Wins in a row now")),
        (f"{game}.best_streak", translate("ProfileTexts", "Most wins in a row")),
    ]
    from desktop import games  # games imports this module's readers lazily too

    return common + games.game_traits(game).stat_rows()


def group_title(group: str) -> str:
    """A set of titles: the game's name, or "General" (earned across every game)."""
    from desktop import games
    return translate("ProfileTexts", "General") if group == "general" else games.title(group)


def refusal(code: str) -> str:
    return {
        "profile.name.empty": translate("ProfileTexts", "Type a name."),
        "profile.name.taken": translate("ProfileTexts", "Another profile has this name."),
        "profile.avatar.unknown": translate("ProfileTexts", "Pick a picture."),
        "profile.title.not_earned": translate("ProfileTexts", "This title is not earned yet."),
        "profile.unknown": translate("ProfileTexts", "This profile no longer exists."),
    }.get(code, translate("ProfileTexts", "The profiles could not be saved."))


def level_text(level: int) -> str:
    return translate("ProfileTexts", "Level {level}").format(level=level)

