"""Codenames sizes and timings on screen: named data in one place (GUIDE §2)."""

from __future__ import annotations

from core.codenames import limits

GRID_SIDE = limits.GRID_SIDE  # CN-SET-2
GRID_SPACING_PX = 8
TABLE_GRID_SPACING_PX = 14

# A card's size hint; the grid stretches cards to fill the room it gets.
CARD_WIDTH_PX = 150
CARD_HEIGHT_PX = 96
CARD_MIN_WIDTH_PX = 88  # 200 % text in 1280×720: the grid and the side panel side by side
CARD_MIN_HEIGHT_PX = 62
CARD_RADIUS_PX = 9
CARD_MARGIN_PX = 2

# The word on a card: as large as the card allows, in these bounds (px).
WORD_HEIGHT_SHARE = 0.30  # of the card's height
TABLE_WORD_HEIGHT_SHARE = 0.40  # 4 m away: the words as large as the cards allow
WORD_WIDTH_SHARE = 0.86  # of the card's width
WORD_MIN_PX = 11
BADGE_HEIGHT_SHARE = 0.30  # revealed card's badge, of the card's height
KEY_BADGE_HEIGHT_SHARE = 0.22  # the key's badge on an unrevealed card (spymaster)
NUMBER_HEIGHT_SHARE = 0.15  # the card number in the corner
FOCUS_PEN_PX = 4
KEY_FRAME_PX = 6
ASSASSIN_KEY_FILL = "#000000"  # the assassin on the key: black, hatched, framed in text
ASSASSIN_HATCH_ALPHA = 120  # of 255
REVEAL_MS = 450  # a revealed card's side fades in over this long
KEY_SHOW_MS = 10_000  # the key toggle hides itself after this long (finding 9)
KEY_TINT_ALPHA = 70  # of 255: the key's colour behind an unrevealed word
PATTERN_ALPHA = 90  # of 255: a revealed card's pattern over its colour
PLATE_ALPHA = 235  # of 255: the plate behind a revealed card's word

# Typing a card's number: digits typed within this time make one number ("1", "2" → 12).
NUMBER_TYPING_MS = 1500

SIDE_PANEL_WIDTH_PX = 360
HISTORY_MIN_HEIGHT_PX = 120
# The table view, at 1920×1080 (`TableWidget.px` scales them to the window).
TABLE_MARGIN_PX = 40
TABLE_GAP_PX = 16
TABLE_BADGE_PX = 80
TABLE_BANNER_BADGE_PX = 150
SCORE_BADGE_PX = 26
MEMBERS_GAP_PX = 6  # a team's players, indented under its name beside the badge
NUMBER_BOX_WIDTH_PX = 80
