"""Translated labels of the setup screen: settings, their values, and setup refusals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from core.errors import RuleError
from desktop import games
from desktop.plural_context import PluralContext

#: lupdate reads ``translate("Context", "text")`` calls: keep both literal.
translate = QCoreApplication.translate


class SetupTexts(PluralContext):
    """This module's translation context, for plural texts: lupdate reads Qt's plural
    forms (``%n``) from ``tr`` calls only, not from ``translate``."""


def setting_label(key: str) -> str:
    return {
        "spies": translate("SetupTexts", "Spies"),
        "ghost": translate("SetupTexts", "Ghost (a player with no word)"),
        "spy_knows_role": translate("SetupTexts", "Spies know they are spies"),
        "reveal_eliminated_roles": translate("SetupTexts", "Show the role of eliminated players"),
        "vote_result": translate("SetupTexts", "Vote results"),
        "allow_pass": translate("SetupTexts", 'Allow "Pass" in votes'),
        "speaking_mode": translate("SetupTexts", "Each clue is"),
        "discussion_s": translate("SetupTexts", "Discussion time"),
        "tie_rule": translate("SetupTexts", "On a tie"),
        "cards_per_team": translate("SetupTexts", "Cards per team"),
        "variant": translate("SetupTexts", "Variant"),
        "turn_timer_s": translate("SetupTexts", "Time per turn"),
    }[key]


def value_label(key: str, value: Any) -> str:
    if key == "spies":
        return str(value)
    if key == "vote_result":
        return {
            "open": translate("SetupTexts", "Who voted for whom"),
            "totals": translate("SetupTexts", "Totals only"),
        }[value]
    if key == "speaking_mode":
        return {
            "word": translate("SetupTexts", "One word"),
            "sentence": translate("SetupTexts", "One sentence"),
        }[value]
    if key == "tie_rule":
        return {
            "duel": translate("SetupTexts", "A duel between the tied players"),
            "draw": translate("SetupTexts", "A random draw"),
        }[value]
    if key == "discussion_s":
        return (
            translate("SetupTexts", "Unlimited")
            if value is None
            else translate("SetupTexts", "{seconds} s").format(seconds=value)
        )
    if key == "turn_timer_s":
        return (
            translate("SetupTexts", "No time limit")
            if value is None
            else translate("SetupTexts", "{minutes} min").format(minutes=value // 60)
        )
    if key == "cards_per_team":
        from core.taboo.lobby import estimated_minutes

        return SetupTexts.tr("%n card(s) (about {minutes} min)", "", value).format(
            minutes=estimated_minutes(value))
    if key == "variant":
        return games.variant_name(value)
    raise KeyError(key)


def refusal_text(error: RuleError) -> str:
    """A `SetupError` (or a lobby's other `RuleError`) as a sentence for the players (codes
    are never shown alone)."""
    d = error.details
    texts = {
        "join.bad_name": lambda: translate("SetupTexts", "Every player needs a name."),
        "join.name_taken": lambda: translate(
            "SetupTexts", "Two players are called {name}: give them different names."
        ).format(name=d.get("name", "")),
        "join.name_marks": lambda: translate(
            "SetupTexts", "{name} has a letter with more than three accents or marks: remove some."
        ).format(name=d.get("name", "")),
        "content.no_pack": lambda: translate("SetupTexts", "Tick at least one pack."),
        "lobby.player_count": lambda: translate(
            "SetupTexts", "This game needs {min} to {max} players."
        ).format(min=d["min"], max=d["max"]),
        "spyword.setup.player_count": lambda: translate(
            "SetupTexts", "Spy Word needs {min} to {max} players."
        ).format(min=d["min"], max=d["max"]),
        "spyword.setup.spy_count": lambda: translate(
            "SetupTexts", "With this many players, there can be at most {max} spies."
        ).format(max=d["max"]),
        "spyword.setup.ghost_needs_5": lambda: translate(
            "SetupTexts", "The ghost needs at least 5 players."
        ),
        "spyword.setup.citizens_outnumbered": lambda: translate(
            "SetupTexts", "Too many spies and ghost: the citizens must outnumber them."
        ),
        "spyword.content.no_pairs": lambda: translate(
            "SetupTexts", "The chosen packs have no word pairs."
        ),
        "taboo.players.count": lambda: translate(
            "SetupTexts", "Around the Word needs 4 to 10 players."
        ),
        "taboo.teams.too_small": lambda: translate(
            "SetupTexts", "Each team needs at least 2 players: move someone to the {team}."
        ).format(team=_team(d.get("team"))),
        "codenames.settings.seat_count": lambda: translate(
            "SetupTexts", "This variant is for exactly {expected} players."
        ).format(expected=d["expected"]),
        "codenames.settings.spymasters": lambda: translate(
            "SetupTexts", "The {team} needs exactly one spymaster."
        ).format(team=_team(d.get("team"))),
        "codenames.settings.guessers": lambda: translate(
            "SetupTexts", "The {team} needs at least one player to guess."
        ).format(team=_team(d.get("team"))),
        "codenames.settings.one_team_only": lambda: translate(
            "SetupTexts", "In this variant everyone plays in the same team."
        ),
        "codenames.words.not_enough": lambda: translate(
            "SetupTexts", "The chosen packs have fewer than 25 different words."
        ),
    }
    make = texts.get(error.code)
    if make is not None:
        return make()
    return translate("SetupTexts", "These settings cannot be used ({code}).").format(
        code=error.code
    )


def _team(team: object) -> str:
    from desktop.widgets.team import team_name

    return team_name(team if isinstance(team, str) else None)


def players_count_text(count: int, low: int, high: int) -> str:
    if low == high:
        return SetupTexts.tr("%n player(s) (this game is for {low})", "",
                         count).format(low=low)
    return SetupTexts.tr("%n player(s) ({low}–{high})", "", count).format(
        low=low, high=high)


def title_for(game: str) -> str:
    return translate("SetupTexts", "{game}: new game").format(game=games.title(game))


def game_full_text(limit: int) -> str:
    """Enter on a full roster (issue 28): a message, never a removal."""
    return SetupTexts.tr("The game is full (%n player(s)).", "", limit)
