"""Translated words of Spy Word screens: roles, sides, phases, end reasons, refusals.

Plain functions use ``translate("SpyWordTexts", "…")`` with both arguments literal, so
lupdate finds them (docs/desktop.md, "Adding a string").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.plural_context import PluralContext
from desktop.refusals import common_refusal_text

if TYPE_CHECKING:
    from core.spyword.view_types import SpyWordSeat

translate = QCoreApplication.translate


class SpyWordTexts(PluralContext):
    """This module's translation context, for plural texts: lupdate reads Qt's plural
    forms (``%n``) from ``tr`` calls only, not from ``translate``."""

PASS_TARGET = None  # a vote's target for "Pass" (SW-VOTE-1): no seat


def role_name(role: str | None) -> str:
    return {
        "citizen": translate("SpyWordTexts", "Citizen"),
        "spy": translate("SpyWordTexts", "Spy"),
        "ghost": translate("SpyWordTexts", "Ghost"),
    }.get(role or "", translate("SpyWordTexts", "Role hidden"))


def side_title(side: str | None) -> str:
    """The winning side as the end screen's headline."""
    return {
        "citizens": translate("SpyWordTexts", "The citizens win!"),
        "spies": translate("SpyWordTexts", "The spies and the ghost win!"),
        "ghost": translate("SpyWordTexts", "The ghost wins alone!"),
    }.get(side or "", translate("SpyWordTexts", "Nobody wins"))


def end_reason(reason: str | None) -> str:
    return {
        "spyword.end.all_impostors_out": translate(
            "SpyWordTexts", "No spy and no ghost is left in the game."),
        "spyword.end.one_citizen_left": translate(
            "SpyWordTexts", "Only one citizen is left in the game."),
        "spyword.end.ghost_guessed": translate(
            "SpyWordTexts", "The ghost guessed the citizens' word."),
        "spyword.end.too_few_players": translate(
            "SpyWordTexts", "Too few players are left to go on."),
    }.get(reason or "", "")


def phase_name(phase: str | None) -> str:
    return {
        "reveal": translate("SpyWordTexts", "Everyone looks at their card"),
        "clues": translate("SpyWordTexts", "Clues"),
        "discussion": translate("SpyWordTexts", "Discussion"),
        "vote": translate("SpyWordTexts", "Vote"),
        "duel_clues": translate("SpyWordTexts", "Duel: one more clue"),
        "duel_vote": translate("SpyWordTexts", "Duel vote"),
        "private": translate("SpyWordTexts", "Private screen"),
        "over": translate("SpyWordTexts", "Game over"),
    }.get(phase or "", "")


def speaking_mode_rule(mode: str | None) -> str:
    """SW-RND-2, SW-SET-6: what each player says, as announced on screen."""
    if mode == "sentence":
        return translate("SpyWordTexts", "Each player says one sentence about their word.")
    return translate("SpyWordTexts", "Each player says one word about their word.")


def forbidden_clues_rule() -> str:
    """SW-RND-2: the table rule about forbidden clues (spoken, so the table checks it)."""
    return translate(
        "SpyWordTexts",
        "Not allowed: the word itself, part of it, a translation of it, or a clue "
        "someone already gave.")


def votes_count(count: int) -> str:
    return SpyWordTexts.tr("%n vote(s)", "", count)


def names_list(names: list[str]) -> str:
    """"Alice, Bruno and Chloé" in the current language."""
    if len(names) <= 1:
        return "".join(names)
    return translate("SpyWordTexts", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1])


def marked_name(player: SpyWordSeat) -> str:
    """A player's name, marked when their device is offline (SW-EDGE-6: they stay in the
    game, the timers do not wait): ``player`` is one entry of a view's ``seats``."""
    if player.get("connected", True):
        return player["name"]
    return translate("SpyWordTexts", "{name} (⚠ offline)").format(name=player["name"])


def others_count(count: int) -> str:
    """"Vote sent, waiting for N others" (SW-VOTE-2, several devices)."""
    return SpyWordTexts.tr("Vote sent, waiting for %n other player(s)", "", count)


def refusal_text(code: str) -> str | None:
    """A refused Spy Word action as a sentence (RuleError codes, GUIDE §2); the codes every
    game shares come from `desktop.refusals`."""
    texts = {
        "spyword.card.already_seen": lambda: translate(
            "SpyWordTexts", "This card has already been seen."),
        "spyword.phase.not_clues": lambda: translate(
            "SpyWordTexts", "This is not the time for clues."),
        "spyword.phase.not_vote": lambda: translate("SpyWordTexts", "No vote is open now."),
        "spyword.phase.not_reveal": lambda: translate(
            "SpyWordTexts", "The cards have already been handed out."),
        "spyword.phase.not_discussion": lambda: translate(
            "SpyWordTexts", "The discussion is not on now."),
        "spyword.phase.not_private": lambda: translate(
            "SpyWordTexts", "No private screen is open now."),
        "spyword.clue.not_your_turn": lambda: translate(
            "SpyWordTexts", "It is not your turn to give a clue."),
        "spyword.discussion.host_only": lambda: translate(
            "SpyWordTexts", "Only the host can start the vote."),
        "spyword.discussion.spectator": lambda: translate(
            "SpyWordTexts", "Eliminated players cannot start the vote."),
        "spyword.vote.not_a_voter": lambda: translate(
            "SpyWordTexts", "You do not vote this time."),
        "spyword.vote.already_voted": lambda: translate(
            "SpyWordTexts", "You have already voted; a vote cannot be changed."),
        "spyword.vote.not_your_turn": lambda: translate(
            "SpyWordTexts", "Wait for your turn to vote."),
        "spyword.vote.pass_not_allowed": lambda: translate(
            "SpyWordTexts", "Pass is not allowed in this vote."),
        "spyword.vote.self": lambda: translate("SpyWordTexts", "You cannot vote for yourself."),
        "spyword.vote.bad_target": lambda: translate(
            "SpyWordTexts", "You can only vote for a player still in the running."),
        "spyword.guess.not_the_ghost": lambda: translate(
            "SpyWordTexts", "Only the eliminated ghost can guess."),
        "spyword.guess.empty_or_long": lambda: translate(
            "SpyWordTexts", "Type one guess (not empty, not too long)."),
        "spyword.private.not_yours": lambda: translate(
            "SpyWordTexts", "This private screen belongs to another player."),
    }
    text = texts.get(code)
    return text() if text is not None else common_refusal_text(code)
