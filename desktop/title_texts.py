"""Title names and how-to-earn lines (PX-PROF-3, SW-PROG-1, TB-PROG-1), in the app's one
translation system: the ``.ts`` files (contexts ``Titles`` and ``TitleHow``, English as
the source). `core.progress.titles` keeps only the data (id, statistic, threshold); the
profile screens, end screens, lobbies, the table view and the phone page
(`desktop.web_texts`, keys ``title.<id>``) all take their texts from here.

A how-to-earn line belongs to the statistic, not to the title, so a title's line can
never say something else than its condition. A line said of a count is a plural text
(``%n``): its singular form is the line for a threshold of 1 ("Finish your first game."),
its plural form the line for more ("Finish %n games."). A line whose titles all ask for
more than 1 ("Win {n} games in a row.") is a plain text with ``{n}``
(tests/desktop/test_title_texts.py checks no title of threshold 1 uses one).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from core.progress.titles import Title
from desktop.plural_context import PluralContext

if TYPE_CHECKING:  # the stubs say it returns an object: it returns its source text
    def QT_TRANSLATE_NOOP(context: str, source: str) -> str: ...  # noqa: N802
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

# lupdate reads ``translate("Context", "text")``, ``QT_TRANSLATE_NOOP`` and ``tr`` calls:
# keep their texts literal.
translate = QCoreApplication.translate

# Title id -> English name (the ``.ts`` source); `name` translates it. (No ``#:`` comments
# above texts: lupdate copies those into the .ts as translators' notes.)
NAMES: dict[str, str] = {
    # spyword
    "sw_played_1": QT_TRANSLATE_NOOP("Titles", "New Recruit"),
    "sw_played_10": QT_TRANSLATE_NOOP("Titles", "Regular Agent"),
    "sw_played_50": QT_TRANSLATE_NOOP("Titles", "Field Veteran"),
    "sw_played_100": QT_TRANSLATE_NOOP("Titles", "Old Fox"),
    "sw_played_250": QT_TRANSLATE_NOOP("Titles", "Living Legend"),
    "sw_won_1": QT_TRANSLATE_NOOP("Titles", "First Triumph"),
    "sw_won_10": QT_TRANSLATE_NOOP("Titles", "Sharp Mind"),
    "sw_won_50": QT_TRANSLATE_NOOP("Titles", "Mastermind"),
    "sw_won_150": QT_TRANSLATE_NOOP("Titles", "Grand Strategist"),
    "sw_streak_3": QT_TRANSLATE_NOOP("Titles", "Hat Trick"),
    "sw_streak_5": QT_TRANSLATE_NOOP("Titles", "On a Roll"),
    "sw_streak_10": QT_TRANSLATE_NOOP("Titles", "Unstoppable"),
    "sw_streak_20": QT_TRANSLATE_NOOP("Titles", "Untouchable"),
    "sw_streak_35": QT_TRANSLATE_NOOP("Titles", "Lord of Words"),
    "sw_citizen_1": QT_TRANSLATE_NOOP("Titles", "Good Citizen"),
    "sw_citizen_10": QT_TRANSLATE_NOOP("Titles", "Neighbourhood Watch"),
    "sw_citizen_50": QT_TRANSLATE_NOOP("Titles", "Pillar of the Town"),
    "sw_citizen_100": QT_TRANSLATE_NOOP("Titles", "Mayor of Truth"),
    "sw_spy_1": QT_TRANSLATE_NOOP("Titles", "Mole"),
    "sw_spy_5": QT_TRANSLATE_NOOP("Titles", "Double Agent"),
    "sw_spy_25": QT_TRANSLATE_NOOP("Titles", "Master of Disguise"),
    "sw_spy_75": QT_TRANSLATE_NOOP("Titles", "Shadow Minister"),
    "sw_ghost_1": QT_TRANSLATE_NOOP("Titles", "Poltergeist"),
    "sw_ghost_3": QT_TRANSLATE_NOOP("Titles", "Whisper in the Dark"),
    "sw_ghost_10": QT_TRANSLATE_NOOP("Titles", "Phantom of the Table"),
    "sw_ghost_30": QT_TRANSLATE_NOOP("Titles", "Ghost Monarch"),
    "sw_spy_played_10": QT_TRANSLATE_NOOP("Titles", "Poker Face"),
    "sw_spy_played_50": QT_TRANSLATE_NOOP("Titles", "Professional Pretender"),
    "sw_ghost_played_10": QT_TRANSLATE_NOOP("Titles", "Revenant"),
    "sw_guess_1": QT_TRANSLATE_NOOP("Titles", "Mind Reader"),
    "sw_guess_5": QT_TRANSLATE_NOOP("Titles", "Clairvoyant"),
    "sw_guess_20": QT_TRANSLATE_NOOP("Titles", "Oracle"),
    "sw_unseen_1": QT_TRANSLATE_NOOP("Titles", "Invisible"),
    "sw_unseen_10": QT_TRANSLATE_NOOP("Titles", "Chameleon"),
    "sw_unseen_40": QT_TRANSLATE_NOOP("Titles", "Perfect Alibi"),
    "sw_survived_5": QT_TRANSLATE_NOOP("Titles", "Survivor"),
    "sw_survived_25": QT_TRANSLATE_NOOP("Titles", "Still Standing"),
    "sw_survived_100": QT_TRANSLATE_NOOP("Titles", "Immortal"),
    "sw_caught_1": QT_TRANSLATE_NOOP("Titles", "Sharp Eye"),
    "sw_caught_10": QT_TRANSLATE_NOOP("Titles", "Detective"),
    "sw_caught_50": QT_TRANSLATE_NOOP("Titles", "Spy Hunter"),
    "sw_caught_150": QT_TRANSLATE_NOOP("Titles", "Inspector General"),
    "sw_quick_1": QT_TRANSLATE_NOOP("Titles", "Quick Draw"),
    "sw_quick_10": QT_TRANSLATE_NOOP("Titles", "Lightning"),
    "sw_quick_30": QT_TRANSLATE_NOOP("Titles", "Speed of Thought"),
    # taboo
    "tb_played_1": QT_TRANSLATE_NOOP("Titles", "Warm-Up"),
    "tb_played_10": QT_TRANSLATE_NOOP("Titles", "Chatterbox"),
    "tb_played_50": QT_TRANSLATE_NOOP("Titles", "Smooth Talker"),
    "tb_played_100": QT_TRANSLATE_NOOP("Titles", "Word Juggler"),
    "tb_played_250": QT_TRANSLATE_NOOP("Titles", "Silver Tongue"),
    "tb_won_1": QT_TRANSLATE_NOOP("Titles", "Team Player"),
    "tb_won_10": QT_TRANSLATE_NOOP("Titles", "Crowd Pleaser"),
    "tb_won_50": QT_TRANSLATE_NOOP("Titles", "Captain"),
    "tb_won_150": QT_TRANSLATE_NOOP("Titles", "Champion of Words"),
    "tb_streak_3": QT_TRANSLATE_NOOP("Titles", "Three in a Row"),
    "tb_streak_5": QT_TRANSLATE_NOOP("Titles", "Hot Streak"),
    "tb_streak_10": QT_TRANSLATE_NOOP("Titles", "Juggernaut"),
    "tb_streak_20": QT_TRANSLATE_NOOP("Titles", "Dynasty"),
    "tb_streak_35": QT_TRANSLATE_NOOP("Titles", "Sultan of Words"),
    "tb_cards_10": QT_TRANSLATE_NOOP("Titles", "Hint Giver"),
    "tb_cards_50": QT_TRANSLATE_NOOP("Titles", "Wordsmith"),
    "tb_cards_200": QT_TRANSLATE_NOOP("Titles", "Walking Dictionary"),
    "tb_cards_500": QT_TRANSLATE_NOOP("Titles", "Master of Paraphrase"),
    "tb_cards_1000": QT_TRANSLATE_NOOP("Titles", "A Thousand Words"),
    "tb_turn_5": QT_TRANSLATE_NOOP("Titles", "High Five"),
    "tb_turn_8": QT_TRANSLATE_NOOP("Titles", "Rapid Fire"),
    "tb_turn_10": QT_TRANSLATE_NOOP("Titles", "Perfect Ten"),
    "tb_turn_12": QT_TRANSLATE_NOOP("Titles", "Whirlwind"),
    "tb_turn_15": QT_TRANSLATE_NOOP("Titles", "Telepath"),
    "tb_clean_1": QT_TRANSLATE_NOOP("Titles", "Clean Hands"),
    "tb_clean_10": QT_TRANSLATE_NOOP("Titles", "Careful Speaker"),
    "tb_clean_50": QT_TRANSLATE_NOOP("Titles", "Spotless"),
    "tb_buzz_5": QT_TRANSLATE_NOOP("Titles", "Watchful"),
    "tb_buzz_25": QT_TRANSLATE_NOOP("Titles", "Referee"),
    "tb_buzz_100": QT_TRANSLATE_NOOP("Titles", "Buzz Master"),
    "tb_big_1": QT_TRANSLATE_NOOP("Titles", "Landslide"),
    "tb_big_10": QT_TRANSLATE_NOOP("Titles", "No Contest"),
    "tb_big_25": QT_TRANSLATE_NOOP("Titles", "Total Domination"),
    "tb_photo_1": QT_TRANSLATE_NOOP("Titles", "Photo Finish"),
    "tb_photo_3": QT_TRANSLATE_NOOP("Titles", "Beat the Clock"),
    # codenames
    "cn_played_1": QT_TRANSLATE_NOOP("Titles", "Rookie Agent"),
    "cn_played_10": QT_TRANSLATE_NOOP("Titles", "Field Agent"),
    "cn_played_50": QT_TRANSLATE_NOOP("Titles", "Station Chief"),
    "cn_played_150": QT_TRANSLATE_NOOP("Titles", "Agency Director"),
    "cn_won_1": QT_TRANSLATE_NOOP("Titles", "Mission Accomplished"),
    "cn_won_10": QT_TRANSLATE_NOOP("Titles", "Decorated Agent"),
    "cn_won_50": QT_TRANSLATE_NOOP("Titles", "Cold War Hero"),
    "cn_streak_3": QT_TRANSLATE_NOOP("Titles", "Clean Run"),
    "cn_streak_10": QT_TRANSLATE_NOOP("Titles", "Agent of Legend"),
    "cn_master_1": QT_TRANSLATE_NOOP("Titles", "Handler"),
    "cn_master_10": QT_TRANSLATE_NOOP("Titles", "Puppet Master"),
    "cn_master_50": QT_TRANSLATE_NOOP("Titles", "Codemaster"),
    "cn_guesser_1": QT_TRANSLATE_NOOP("Titles", "Good Instincts"),
    "cn_guesser_10": QT_TRANSLATE_NOOP("Titles", "Codebreaker"),
    "cn_guesser_50": QT_TRANSLATE_NOOP("Titles", "Enigma Cracker"),
    "cn_clue4_1": QT_TRANSLATE_NOOP("Titles", "Four-Way Link"),
    "cn_clue4_10": QT_TRANSLATE_NOOP("Titles", "Grand Connector"),
    "cn_found_25": QT_TRANSLATE_NOOP("Titles", "Keen Ear"),
    "cn_found_100": QT_TRANSLATE_NOOP("Titles", "Sixth Sense"),
    "cn_found_500": QT_TRANSLATE_NOOP("Titles", "Human Decoder"),
    "cn_sweep_1": QT_TRANSLATE_NOOP("Titles", "Flawless Operation"),
    # general
    "all_played_10": QT_TRANSLATE_NOOP("Titles", "Game Night"),
    "all_played_50": QT_TRANSLATE_NOOP("Titles", "Party Animal"),
    "all_played_100": QT_TRANSLATE_NOOP("Titles", "Centurion"),
    "all_played_500": QT_TRANSLATE_NOOP("Titles", "Table Legend"),
    "all_played_1000": QT_TRANSLATE_NOOP("Titles", "Eternal Player"),
    "all_won_10": QT_TRANSLATE_NOOP("Titles", "Winner"),
    "all_won_100": QT_TRANSLATE_NOOP("Titles", "Serial Winner"),
    "all_won_500": QT_TRANSLATE_NOOP("Titles", "Conqueror"),
    "all_won_1000": QT_TRANSLATE_NOOP("Titles", "Emperor of Play"),
    "all_streak_5": QT_TRANSLATE_NOOP("Titles", "Lucky Star"),
    "all_streak_15": QT_TRANSLATE_NOOP("Titles", "Golden Run"),
    "all_streak_50": QT_TRANSLATE_NOOP("Titles", "Invincible"),
    "all_tried_3": QT_TRANSLATE_NOOP("Titles", "Explorer"),
    "all_wonin_3": QT_TRANSLATE_NOOP("Titles", "Triple Crown"),
    "all_day_10": QT_TRANSLATE_NOOP("Titles", "Marathon Night"),
    "all_day_25": QT_TRANSLATE_NOOP("Titles", "Night Owl"),
    "level_5": QT_TRANSLATE_NOOP("Titles", "Rising Star"),
    "level_10": QT_TRANSLATE_NOOP("Titles", "Seasoned"),
    "level_20": QT_TRANSLATE_NOOP("Titles", "Elite"),
    "level_30": QT_TRANSLATE_NOOP("Titles", "Grandmaster"),
    "level_50": QT_TRANSLATE_NOOP("Titles", "Palabre Legend"),
}


class TitleHow(PluralContext):
    """The how-to-earn lines' translation context: lupdate reads Qt's plural forms (``%n``)
    from ``tr`` calls only, not from ``translate``."""


# Statistic -> its how-to-earn line for a threshold.
HOW: dict[str, Callable[[int], str]] = {
    "spyword.played": lambda n: TitleHow.tr("Finish %n games.", "", n),
    "spyword.won": lambda n: TitleHow.tr("Win %n games.", "", n),
    "spyword.best_streak": lambda n: TitleHow.tr(
        "Win {n} games in a row, whatever your role.").format(n=n),
    "spyword.won.citizen": lambda n: TitleHow.tr("Win %n games as a citizen.", "", n),
    "spyword.won.spy": lambda n: TitleHow.tr("Win %n games as a spy.", "", n),
    "spyword.won.ghost": lambda n: TitleHow.tr("Win %n games as the ghost.", "", n),
    "spyword.played.spy": lambda n: TitleHow.tr("Play %n games as a spy.", "", n),
    "spyword.played.ghost": lambda n: TitleHow.tr(
        "Play %n games as the ghost.", "", n),
    "spyword.ghost_guessed": lambda n: TitleHow.tr(
        "As the ghost, guess the citizens' word %n times.", "", n),
    "spyword.spy_unseen": lambda n: TitleHow.tr(
        "Win %n games as a spy without being eliminated.", "", n),
    "spyword.survived": lambda n: TitleHow.tr(
        "Win %n games without being eliminated.", "", n),
    "spyword.spies_caught": lambda n: TitleHow.tr(
        "As a citizen, vote out a spy or the ghost %n times.", "", n),
    "spyword.quick_win": lambda n: TitleHow.tr(
        "Win %n games that end within two rounds.", "", n),
    "taboo.played": lambda n: TitleHow.tr("Finish %n games.", "", n),
    "taboo.won": lambda n: TitleHow.tr("Win %n games.", "", n),
    "taboo.best_streak": lambda n: TitleHow.tr("Win {n} games in a row.").format(n=n),
    "taboo.cards_found": lambda n: TitleHow.tr(
        "Give clues that make your team find %n cards.", "", n),
    "taboo.best_turn": lambda n: TitleHow.tr(
        "Make your team find {n} cards in one turn.").format(n=n),
    "taboo.clean_turns": lambda n: TitleHow.tr(
        "Give clues for %n turns with 3 or more cards found and no Buzz!", "", n),
    "taboo.buzzes_caught": lambda n: TitleHow.tr(
        "Catch %n forbidden words while the other team plays.", "", n),
    "taboo.big_win": lambda n: TitleHow.tr("Win %n games by 5 points or more.", "", n),
    "taboo.photo_finish": lambda n: TitleHow.tr(
        "Win %n games tied on points, by the shorter play time.", "", n),
    "codenames.played": lambda n: TitleHow.tr("Finish %n games.", "", n),
    "codenames.won": lambda n: TitleHow.tr("Win %n games.", "", n),
    "codenames.best_streak": lambda n: TitleHow.tr(
        "Win {n} games in a row.").format(n=n),
    "codenames.won.spymaster": lambda n: TitleHow.tr(
        "Win %n games as spymaster.", "", n),
    "codenames.won.guesser": lambda n: TitleHow.tr(
        "Win %n games as a guesser.", "", n),
    "codenames.clues_4plus": lambda n: TitleHow.tr(
        "Give %n clues on which your team finds 4 or more of its words.", "", n),
    "codenames.correct_guesses": lambda n: TitleHow.tr(
        "Find %n of your team's words.", "", n),
    "codenames.clean_sweep": lambda n: TitleHow.tr(
        "Win %n games in which your team never picks a wrong card.", "", n),
    "all.played": lambda n: TitleHow.tr("Finish %n games, of any kind.", "", n),
    "all.won": lambda n: TitleHow.tr("Win %n games, of any kind.", "", n),
    "all.best_streak": lambda n: TitleHow.tr(
        "Win {n} games in a row, whichever games they are.").format(n=n),
    "all.games_tried": lambda n: TitleHow.tr(
        "Finish a game of each of the {n} games.").format(n=n),
    "all.games_won_in": lambda n: TitleHow.tr(
        "Win at least once in each of the {n} games.").format(n=n),
    "all.best_day": lambda n: TitleHow.tr(
        "Finish {n} games on the same day.").format(n=n),
    "level": lambda n: TitleHow.tr("Reach level {n}.").format(n=n),
}


def name(title: Title | None) -> str:
    """A title's name in the interface language ("" for none)."""
    return "" if title is None else translate("Titles", NAMES[title.id])


def how(title: Title) -> str:
    """How a title is earned, in the interface language."""
    return HOW[title.key](title.threshold)
