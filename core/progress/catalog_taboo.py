"""Around the Word's (Taboo's) 35 titles (TB-PROG-1): id, statistic, threshold.

Data only: the names and how-to-earn lines are translated texts of the desktop
(`desktop/title_texts.py`, the `.ts` files), never prose in the core."""

from __future__ import annotations

TABOO_TITLES: tuple[tuple[str, str, int], ...] = (
    ("tb_played_1", "taboo.played", 1),
    ("tb_played_10", "taboo.played", 10),
    ("tb_played_50", "taboo.played", 50),
    ("tb_played_100", "taboo.played", 100),
    ("tb_played_250", "taboo.played", 250),
    ("tb_won_1", "taboo.won", 1),
    ("tb_won_10", "taboo.won", 10),
    ("tb_won_50", "taboo.won", 50),
    ("tb_won_150", "taboo.won", 150),
    ("tb_streak_3", "taboo.best_streak", 3),
    ("tb_streak_5", "taboo.best_streak", 5),
    ("tb_streak_10", "taboo.best_streak", 10),
    ("tb_streak_20", "taboo.best_streak", 20),
    ("tb_streak_35", "taboo.best_streak", 35),
    ("tb_cards_10", "taboo.cards_found", 10),
    ("tb_cards_50", "taboo.cards_found", 50),
    ("tb_cards_200", "taboo.cards_found", 200),
    ("tb_cards_500", "taboo.cards_found", 500),
    ("tb_cards_1000", "taboo.cards_found", 1000),
    ("tb_turn_5", "taboo.best_turn", 5),
    ("tb_turn_8", "taboo.best_turn", 8),
    ("tb_turn_10", "taboo.best_turn", 10),
    ("tb_turn_12", "taboo.best_turn", 12),
    ("tb_turn_15", "taboo.best_turn", 15),
    ("tb_clean_1", "taboo.clean_turns", 1),
    ("tb_clean_10", "taboo.clean_turns", 10),
    ("tb_clean_50", "taboo.clean_turns", 50),
    ("tb_buzz_5", "taboo.buzzes_caught", 5),
    ("tb_buzz_25", "taboo.buzzes_caught", 25),
    ("tb_buzz_100", "taboo.buzzes_caught", 100),
    ("tb_big_1", "taboo.big_win", 1),
    ("tb_big_10", "taboo.big_win", 10),
    ("tb_big_25", "taboo.big_win", 25),
    ("tb_photo_1", "taboo.photo_finish", 1),
    ("tb_photo_3", "taboo.photo_finish", 3),
)
