"""Vote results as sentences (SW-VOTE-10, SW-END-1), built from public history entries.

Open results list who voted for whom; "totals only" lists counts. A role appears only
where the view gives it (revealed on elimination, or at the end).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.spyword.view_types import SpyWordHistoryEntry as Entry
from core.spyword.view_types import SpyWordPublic
from desktop.spyword.texts import PASS_TARGET, names_list, votes_count

translate = QCoreApplication.translate


def _name(table: SpyWordPublic, seat: int | None) -> str:
    if seat == PASS_TARGET:
        return translate("SpyWordTexts", "Pass")
    return table["seats"][seat]["name"]


def result_heading(entry: Entry) -> str:
    if entry["kind"] == "duel":
        return translate("SpyWordTexts", "Round {round}: duel vote").format(
            round=entry["round"])
    return translate("SpyWordTexts", "Round {round}: vote").format(round=entry["round"])


def outcome_text(table: SpyWordPublic, entry: Entry) -> str:
    tied = names_list([_name(table, s) for s in entry["tied"]])
    eliminated = entry["eliminated"]
    if entry["passed"]:  # SW-VOTE-4
        return translate("SpyWordTexts", "Pass wins: nobody is out this round.")
    if eliminated is None:  # SW-VOTE-7: a duel follows
        return translate("SpyWordTexts", "Tie between {names}: a duel decides.").format(
            names=tied)
    name = _name(table, eliminated)
    if entry["drawn"]:  # SW-VOTE-8/9
        return translate("SpyWordTexts", "Drawn by lot between {names}: {name} is out.").format(
            names=tied, name=name)
    return translate("SpyWordTexts", "{name} is out.").format(name=name)


def revealed_role_text(table: SpyWordPublic, entry: Entry) -> str:
    """SW-SET-3: the eliminated player's role, only when the view shows it."""
    eliminated = entry["eliminated"]
    if eliminated is None:
        return ""
    role = table["seats"][eliminated]["role"]
    if role is None:
        return translate("SpyWordTexts", "Their role stays hidden until the end.")
    # A sentence per role: "Jürgen was a spy", not "Jürgen was: Spy".
    sentence = {
        "citizen": translate("SpyWordTexts", "{name} was a citizen."),
        "spy": translate("SpyWordTexts", "{name} was a spy."),
        "ghost": translate("SpyWordTexts", "{name} was the ghost."),
    }[role]
    return sentence.format(name=_name(table, eliminated))


def vote_lines(table: SpyWordPublic, entry: Entry) -> list[str]:
    """Who voted for whom (open) or each total (totals only)."""
    if entry["votes"] is not None:
        return [translate("SpyWordTexts", "{voter} → {target}").format(
            voter=_name(table, voter), target=_name(table, target))
            for voter, target in entry["votes"]]
    return [translate("SpyWordTexts", "{name}: {votes}").format(
        name=_name(table, target), votes=votes_count(count))
        for target, count in sorted(_totals(entry), key=lambda t: -t[1])]


def _totals(entry: Entry) -> list[tuple[int | None, int]]:
    """``totals`` as (target, count) pairs: the view's pairs are lists, typed as one
    element type for both; a count is always an int."""
    return [(target, count) for target, count in entry["totals"] if count is not None]
