"""Around the Word's translated texts built from views: results, outcomes, refusals, times.

Plain functions use ``translate("Taboo", "…")`` with literal arguments (lupdate reads only
literals). The core gives codes and numbers; this module turns them into words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.plural_context import PluralContext
from desktop.refusals import common_refusal_text
from desktop.widgets.countdown import clock_text
from desktop.widgets.team import team_name

if TYPE_CHECKING:
    from core.common import OutcomeView
    from core.taboo.view_types import TabooTeam, TabooTurn, TabooView

translate = QCoreApplication.translate


class Taboo(PluralContext):
    """This module's translation context, for plural texts: lupdate reads Qt's plural
    forms (``%n``) from ``tr`` calls only, not from ``translate``."""

RESULTS = ("found", "buzzed", "passed", "discarded")


def result_name(result: str) -> str:
    """TB-TURN-7: a played card's result."""
    return {
        "found": translate("Taboo", "Found"),
        "buzzed": translate("Taboo", "Buzzed"),
        "passed": translate("Taboo", "Passed"),
        "discarded": translate("Taboo", "Discarded"),
    }[result]


def hidden_pass_text() -> str:
    """TB-TURN-7: a first-time pass comes back later, so its word stays hidden."""
    return translate("Taboo", "Passed · back in the deck")


def points_text(points: int) -> str:
    # Qt's plural forms (%n): "0 point" is singular in French, "1 points" is wrong anywhere.
    # The form follows the size ("-1 point"); n = -1 would mean "no plural" to Qt.
    text = Taboo.tr("%n point(s)", "", abs(points))
    return f"-{text}" if points < 0 else text


def cards_left_text(cards: int) -> str:
    return Taboo.tr("%n card(s) left", "", cards)


def play_time_text(play_ms: int) -> str:
    """TB-WIN-4: a team's total play time, m:ss."""
    return translate("Taboo", "Play time: {time}").format(time=clock_text(play_ms))


def team_plays_text(team: str) -> str:
    return translate("Taboo", "{team} plays").format(team=team_name(team))


def clue_giver_text(name: str | None) -> str:
    if name is None:
        return translate("Taboo", "Waiting for a clue-giver…")
    return translate("Taboo", "{name} gives the clues").format(name=name)


def player_name(view: TabooView, seat: int | None) -> str | None:
    """A player's name with a marker when they are away (offline, or left the game)."""
    if seat is None:
        return None
    player = view["seats"][seat]
    if player.get("left"):
        return translate("Taboo", "{name} (left)").format(name=player["name"])
    if not player.get("connected", True):
        return translate("Taboo", "{name} ⚠ offline").format(name=player["name"])
    return player["name"]


def giver_name(view: TabooView) -> str | None:
    """The clue-giver's name, marked when away (None: nobody can give clues)."""
    turn = view.get("turn")
    return None if turn is None else player_name(view, turn["clue_giver"])


def members_text(view: TabooView, team: str) -> str:
    """The players of a team, each marked when away."""
    return ", ".join(player_name(view, player["seat"]) or ""
                     for player in view["seats"] if player["team"] == team)


def turn_score_text(turn: TabooTurn) -> str:
    """TB-PTS-2: the turn's score so far, from the public counts."""
    return translate("Taboo", "This turn: {score} (found {found}, buzzed {buzzed})").format(
        score=turn["found"] - turn["buzzed"], found=turn["found"], buzzed=turn["buzzed"])


def passes_left_text(left: int, total: int) -> str:
    if left <= 0:
        return translate("Taboo", "No passes left")
    return translate("Taboo", "Passes left: {left} of {total}").format(left=left, total=total)


# A view's outcome before the game is over (``outcome`` None): no side, no reason.
NO_OUTCOME: OutcomeView = {"side": None, "winners": [], "reason": ""}


def winner_title(outcome: OutcomeView) -> str:
    side = outcome.get("side")
    if side is None:
        if outcome.get("reason") == "taboo.end.team_too_small":
            return translate("Taboo", "Game over: no winner")
        return translate("Taboo", "It's a draw!")
    return translate("Taboo", "{team} wins!").format(team=team_name(side))


def outcome_explanation(outcome: OutcomeView, teams: dict[str, TabooTeam]) -> str:
    """TB-WIN-3/4: why this team won (points, then play time, then a draw)."""
    reason = outcome.get("reason")
    side = outcome.get("side")
    red = teams["red"]
    if reason == "taboo.end.points" and side is not None:
        other = "blue" if side == "red" else "red"
        # The headline above names the winner (`winner_title`): this line says why only.
        return translate("Taboo", "On points: {won} to {lost}.").format(
            won=teams[side]["score"], lost=teams[other]["score"])
    if reason == "taboo.end.play_time" and side is not None:
        other = "blue" if side == "red" else "red"
        return Taboo.tr(
            "Both teams have %n point(s). The tie is broken by total play time: "
            "{team} was faster ({won} to {lost}).", "", abs(red["score"]),
        ).format(team=team_name(side), won=clock_text(teams[side]["play_ms"]),
                 lost=clock_text(teams[other]["play_ms"]))
    if reason == "taboo.end.draw":
        return Taboo.tr(
            "Both teams have %n point(s) and the same play time ({time}).", "",
            abs(red["score"]),
        ).format(time=clock_text(red["play_ms"]))
    if reason == "taboo.end.team_too_small":
        return translate("Taboo", "A team has fewer than two players left.")
    return ""


def tie_break_rule() -> str:
    """TB-WIN-3/4, always shown on the end screen."""
    return translate(
        "Taboo",
        "Most points wins. On a tie, the team with the shorter total play time wins "
        "(countdowns and pauses not counted). Same time too: a draw.",
    )


_REFUSALS = {
    "taboo.turn.paused": lambda: translate("Taboo", "The game is paused: resume it first."),
    "taboo.pass.limit": lambda: translate("Taboo", "No passes left in this turn."),
    "taboo.card.not_current": lambda: translate(
        "Taboo", "Too late: that card has already been played."),
    "taboo.go.nobody_connected": lambda: translate(
        "Taboo", "Nobody in this team can give clues right now."),
    "taboo.buzz.own_team": lambda: translate(
        "Taboo", "Only the other team can buzz."),
    "taboo.correct.unknown_card": lambda: translate("Taboo", "This card is not in the turn."),
    "taboo.pause.one_device_only": lambda: translate(
        "Taboo", "Pausing is only possible when playing on one computer."),
    "taboo.resume.one_device_only": lambda: translate(
        "Taboo", "Pausing is only possible when playing on one computer."),
    "taboo.resume.not_paused": lambda: translate("Taboo", "The game is not paused."),
}


def refusal_text(code: str) -> str | None:
    """Translated text for a ``taboo.*`` refusal code, or one every game shares
    (`desktop.refusals`); None for any other code."""
    if not code.startswith("taboo."):
        return common_refusal_text(code)
    if code in _REFUSALS:
        return _REFUSALS[code]()
    if code.endswith(".not_clue_giver"):
        return translate("Taboo", "Only the clue-giver can do that.")
    if code.startswith("taboo.phase."):
        return translate("Taboo", "Not possible at this moment of the game.")
    return translate("Taboo", "Not allowed now.")
