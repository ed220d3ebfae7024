"""Taboo's named data: every count, limit and duration of the game in one place.

TB-OPT-2: turn length and passes per turn are fixed for players but kept as
data, since later versions may change them.
"""

from __future__ import annotations

TEAMS = ("red", "blue")

# TB-SET-1
MIN_PLAYERS = 4
MAX_PLAYERS = 10
MIN_TEAM_SIZE = 2

# TB-SET-2
PACK_SIZE = 60
FORBIDDEN_PER_CARD = 5
# The junior tier is ours, not TB-SET-2's: a card for 6-10-year-olds forbids 3 words.
JUNIOR_FORBIDDEN_PER_CARD = 3
# A pack made by a user (a teacher's lesson) may be smaller: 30 cards still fill the
# shortest game (15 per team); setup then offers only the choices the pack can fill.
MIN_PACK_SIZE = 30

# TB-OPT-1: cards per team and the estimated game length shown next to each choice.
CARDS_PER_TEAM_CHOICES = (15, 20, 30)
DEFAULT_CARDS_PER_TEAM = 30
ESTIMATED_MINUTES = {15: 5, 20: 6, 30: 9}

# TB-TURN-2, TB-TURN-4 (TB-OPT-2)
COUNTDOWN_MS = 3_000  # the 3-2-1 countdown
TURN_MS = 60_000
PASSES_PER_TURN = 3
