"""The 21 general titles (PX-PROF-3), earned across all games: id, statistic, threshold.

Data only: the names and how-to-earn lines are translated texts of the desktop
(`desktop/title_texts.py`, the `.ts` files), never prose in the core."""

from __future__ import annotations

GENERAL_TITLES: tuple[tuple[str, str, int], ...] = (
    ("all_played_10", "all.played", 10),
    ("all_played_50", "all.played", 50),
    ("all_played_100", "all.played", 100),
    ("all_played_500", "all.played", 500),
    ("all_played_1000", "all.played", 1000),
    ("all_won_10", "all.won", 10),
    ("all_won_100", "all.won", 100),
    ("all_won_500", "all.won", 500),
    ("all_won_1000", "all.won", 1000),
    ("all_streak_5", "all.best_streak", 5),
    ("all_streak_15", "all.best_streak", 15),
    ("all_streak_50", "all.best_streak", 50),
    ("all_tried_3", "all.games_tried", 3),
    ("all_wonin_3", "all.games_won_in", 3),
    ("all_day_10", "all.best_day", 10),
    ("all_day_25", "all.best_day", 25),
    ("level_5", "level", 5),
    ("level_10", "level", 10),
    ("level_20", "level", 20),
    ("level_30", "level", 30),
    ("level_50", "level", 50),
)
