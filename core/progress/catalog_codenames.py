"""Codenames' 21 titles (PX-PROF-3: its own set): id, statistic, threshold.

Data only: the names and how-to-earn lines are translated texts of the desktop
(`desktop/title_texts.py`, the `.ts` files), never prose in the core."""

from __future__ import annotations

CODENAMES_TITLES: tuple[tuple[str, str, int], ...] = (
    ("cn_played_1", "codenames.played", 1),
    ("cn_played_10", "codenames.played", 10),
    ("cn_played_50", "codenames.played", 50),
    ("cn_played_150", "codenames.played", 150),
    ("cn_won_1", "codenames.won", 1),
    ("cn_won_10", "codenames.won", 10),
    ("cn_won_50", "codenames.won", 50),
    ("cn_streak_3", "codenames.best_streak", 3),
    ("cn_streak_10", "codenames.best_streak", 10),
    ("cn_master_1", "codenames.won.spymaster", 1),
    ("cn_master_10", "codenames.won.spymaster", 10),
    ("cn_master_50", "codenames.won.spymaster", 50),
    ("cn_guesser_1", "codenames.won.guesser", 1),
    ("cn_guesser_10", "codenames.won.guesser", 10),
    ("cn_guesser_50", "codenames.won.guesser", 50),
    ("cn_clue4_1", "codenames.clues_4plus", 1),
    ("cn_clue4_10", "codenames.clues_4plus", 10),
    ("cn_found_25", "codenames.correct_guesses", 25),
    ("cn_found_100", "codenames.correct_guesses", 100),
    ("cn_found_500", "codenames.correct_guesses", 500),
    ("cn_sweep_1", "codenames.clean_sweep", 1),
)
