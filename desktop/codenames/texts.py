"""Codenames texts built from the core's codes: refusals, card roles, turn ends, outcomes.

The core never writes prose (GUIDE §2): every code it sends is mapped here to a translated
sentence. lupdate reads ``translate("CodenamesTexts", "…")`` calls: keep both literal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from core.codenames.view_types import CodenamesSeat, CodenamesView
from desktop.refusals import common_refusal_text
from desktop.widgets.team import team_heading, team_name

translate = QCoreApplication.translate
NO_BREAK_SPACE = "\u00a0"


def card_role(colour: str | None) -> str:
    """What a card is on the key: "Red agent", "Bystander"… (said with the badge)."""
    return {
        "red": translate("CodenamesTexts", "Red agent"),
        "blue": translate("CodenamesTexts", "Blue agent"),
        "neutral": translate("CodenamesTexts", "Bystander"),
        "assassin": translate("CodenamesTexts", "Assassin"),
    }.get(colour or "", translate("CodenamesTexts", "Not revealed"))


def refusal_text(code: str) -> str | None:
    """A refused action as a sentence for the players (CN-CL-2: the reason of a bad clue)."""
    texts = {
        "codenames.clue.empty": lambda: translate("CodenamesTexts", "Type a clue first."),
        "codenames.clue.two_words": lambda: translate(
            "CodenamesTexts", "One word only: the clue cannot contain a space."),
        "codenames.clue.not_one_word": lambda: translate(
            "CodenamesTexts",
            "One word only: letters and digits, joined at most by a hyphen or an apostrophe."),
        "codenames.clue.matches_codename": lambda: translate(
            "CodenamesTexts", "That is one of the words on the grid: choose another clue."),
        "codenames.clue.contains_codename": lambda: translate(
            "CodenamesTexts", "The clue contains a word of the grid: choose another clue."),
        "codenames.clue.inside_codename": lambda: translate(
            "CodenamesTexts", "The clue is part of a word on the grid: choose another clue."),
        "codenames.clue.too_long": lambda: translate(
            "CodenamesTexts", "That clue is too long."),
        "codenames.clue.not_text": lambda: translate(
            "CodenamesTexts", "The clue must be a word."),
        "codenames.clue.bad_number": lambda: translate(
            "CodenamesTexts", "The number must be between 0 and 9."),
        "codenames.card.revealed": lambda: translate(
            "CodenamesTexts", "That card is already revealed."),
        "codenames.card.unknown": lambda: translate(
            "CodenamesTexts", "There is no such card."),
        "codenames.cover.not_opponent_word": lambda: translate(
            "CodenamesTexts", "Cover a word of the other team."),
        "codenames.end_turn.guess_first": lambda: translate(
            "CodenamesTexts", "Make at least one guess before ending the turn."),
        "codenames.actor.not_your_turn": lambda: translate(
            "CodenamesTexts", "It is not your turn."),
        "codenames.actor.not_spymaster": lambda: translate(
            "CodenamesTexts", "Only the spymaster can do that."),
        "codenames.actor.spymaster_cannot_guess": lambda: translate(
            "CodenamesTexts", "The spymaster does not guess."),
    }
    make = texts.get(code)
    if make is not None:
        return make()
    if code.startswith("codenames."):  # a phase or seat refusal: the screen was stale
        return translate("CodenamesTexts", "Not allowed now.")
    return common_refusal_text(code)  # game.*, action.*: the same in every game


def outcome_title(view: CodenamesView) -> str:
    """The end screen's headline, from the end view's outcome."""
    outcome = view.get("outcome")
    side = outcome["side"] if outcome is not None else None
    if view.get("player_team") is not None:  # cooperative variants (CN-2P-3, CN-CL-4)
        if side is not None:
            return translate("CodenamesTexts", "You win: every agent found!")
        return translate("CodenamesTexts", "The key wins this time.")
    if side is None:
        return translate("CodenamesTexts", "The game ends with no winner.")
    if view.get("variant") == "three_competitive":  # CN-3P-2, CN-3P-3
        winner = _seat_of_spymaster(view, side)
        return translate("CodenamesTexts", "{name} wins, with the guesser!").format(
            name=winner)
    return translate("CodenamesTexts", "{team} wins!").format(team=team_name(side))


def outcome_reason(view: CodenamesView) -> str:
    outcome = view.get("outcome")
    if outcome is None:
        return ""
    return {
        "codenames.end.all_words": translate(
            "CodenamesTexts", "All the agents of the {team} are found."),
        "codenames.end.assassin": translate(
            "CodenamesTexts", "The assassin was revealed."),
        "codenames.end.opponent_words_covered": translate(
            "CodenamesTexts", "Every word of the other team is covered."),
        "codenames.end.spymaster_left": translate(
            "CodenamesTexts", "A team has lost its spymaster."),
        "codenames.end.guessers_left": translate(
            "CodenamesTexts", "A team has nobody left to guess."),
    }.get(outcome["reason"], "").format(team=team_name(outcome["side"]))


def _seat_of_spymaster(view: CodenamesView, team: str) -> str:
    for seat in view.get("seats", []):
        if seat.get("spymaster") and seat.get("team") == team:
            return str(seat.get("name", ""))
    return team_heading(team)


def seat_label(view: CodenamesView, seat: int | None) -> str:
    """A seat's name, marked when that player is offline (several devices)."""
    for entry in view.get("seats", []):
        if entry.get("seat") == seat:
            return _marked(entry, str(entry.get("name", "")))
    return ""


def _marked(entry: CodenamesSeat, text: str) -> str:
    if entry.get("connected", True):
        return text
    # The mark never wraps apart from the name (spaces made non-breaking before the name
    # goes in, so a name's own spaces still may).
    template = translate("CodenamesTexts", "{name} ⚠ offline").replace(" ", NO_BREAK_SPACE)
    return template.format(name=text)


def labels(view: CodenamesView, seats: list[int]) -> str:
    """Seat names, with their offline marks, joined for a sentence ("Chloé, Emma")."""
    return ", ".join(seat_label(view, seat) for seat in seats)


def guessers_of(view: CodenamesView, team: str | None) -> list[int]:
    """The seats guessing for ``team``, as the view's roles say (display only)."""
    return [s["seat"] for s in view.get("seats", [])
            if not s.get("spymaster") and s.get("team") in (team, None) and not s.get("left")]


def team_members(view: CodenamesView, team: str | None,
                 titles: Sequence[str] = ()) -> str:
    """Who plays in a team, spymaster first ("Alice (spymaster), Chloé"), offline marked;
    ``team=None``: the competitive guesser, who guesses for both spymasters (CN-3P-2);
    ``titles``: each seat's chosen title, shown after the name (the table view)."""
    seats = [s for s in view.get("seats", []) if s.get("team") == team]
    seats.sort(key=lambda s: (not s.get("spymaster"), s["seat"]))
    parts = []
    for entry in seats:
        name = str(entry.get("name", ""))
        seat_title = titles[entry["seat"]] if 0 <= entry["seat"] < len(titles) else ""
        if seat_title:
            name = translate("CodenamesTexts", "{name}, {title}").format(
                name=name, title=seat_title)
        if entry.get("spymaster"):
            name = translate("CodenamesTexts", "{name} (spymaster)").format(name=name)
        parts.append(_marked(entry, name))
    return ", ".join(parts)


def viewer_role(view: CodenamesView) -> str:
    """Who I am, on my own screen: my role and team (several devices)."""
    viewer = view.get("viewer")
    team = viewer["team"] if viewer is not None else None
    if viewer is not None and viewer["spymaster"]:
        return translate(
            "CodenamesTexts",
            "You are the spymaster of the {team}: only your screen shows the key.").format(
            team=team_name(team))
    if team is None:
        return translate("CodenamesTexts", "You guess for both spymasters.")
    return translate("CodenamesTexts", "You guess for the {team}.").format(team=team_name(team))
