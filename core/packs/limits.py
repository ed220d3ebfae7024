"""The pack format's fixed numbers and names, in one place (PX-PACK-1, PX-I18N-1).

docs/packs.md describes the same rules for pack authors; keep the two in step.
"""

from __future__ import annotations

import re

from core.codenames import limits as codenames_limits
from core.languages import LANGUAGES as LANGUAGES  # the one list, named here too
from core.registry import GAMES
from core.taboo import constants as taboo_constants

SCHEMA_VERSION = 1

SPYWORD = "spyword"
TABOO = "taboo"
CODENAMES = "codenames"
assert (SPYWORD, TABOO, CODENAMES) == GAMES  # the game list lives in core.registry


# The one key holding a game's items, and the noun for one item (used in messages).
ITEMS_KEY = {SPYWORD: "pairs", TABOO: "cards", CODENAMES: "words"}
ITEM_NOUN = {SPYWORD: "pair", TABOO: "card", CODENAMES: "word"}

HEADER_FIELDS = ("schema", "game", "language", "title", "description", "author", "licence")
FLAG_FIELDS = ("family_friendly",)
# Optional: how hard the words are, so a family can start easy and a club pick "hard".
DIFFICULTY_FIELD = "difficulty"
DIFFICULTIES = ("easy", "medium", "hard")
# Optional: who the pack is written for. "junior" (6-10-year-olds) implies family-friendly;
# a pack that does not say is "family" when family_friendly = true, else "adult".
AUDIENCE_FIELD = "audience"
JUNIOR, FAMILY, ADULT = "junior", "family", "adult"
AUDIENCES = (JUNIOR, FAMILY, ADULT)

# TB-SET-2: a Taboo pack is exactly 60 cards of one word + 5 forbidden words (the rules'
# own numbers, so a valid pack is always a playable deck).
TABOO_CARDS_PER_PACK = taboo_constants.PACK_SIZE
TABOO_MIN_CARDS = taboo_constants.MIN_PACK_SIZE  # a smaller (user) pack still plays
TABOO_FORBIDDEN_PER_CARD = taboo_constants.FORBIDDEN_PER_CARD
# Our own junior tier (not in TB-SET-2): a junior card has 3 forbidden words.
TABOO_JUNIOR_FORBIDDEN_PER_CARD = taboo_constants.JUNIOR_FORBIDDEN_PER_CARD
# SW-OV-2: a game uses one pair, so one pair already makes a playable pack.
SPYWORD_MIN_PAIRS = 1
# CN-SET-2: one list alone must fill a 5x5 board.
CODENAMES_MIN_WORDS = codenames_limits.GRID_SIZE

# Sizes that keep a pack readable on a card or a TV, and a file small enough to read whole.
MAX_WORD_CHARS = 40
MAX_TITLE_CHARS = 80
MAX_TEXT_CHARS = 500
MAX_PACK_BYTES = 1_000_000

# A file name (without .toml) is the pack's slug: lowercase ASCII letters, digits, hyphens.
SLUG_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
PACK_SUFFIX = ".toml"
# An OpenMoji file stem: uppercase hex codepoints joined by "-" (1F34E, 1F468-200D-1F373).
PICTURE_PATTERN = re.compile(r"[0-9A-F]{4,6}(?:-[0-9A-F]{4,6})*")

# A forbidden word sharing all but the last letter of the shorter word's start with the
# target is probably a form of it (cheval/chevaux, nager/nageur): a warning, not an error,
# since a machine cannot know a language's word families.
FORM_MIN_CHARS = 4
# Two forbidden words of one card share a stem when they agree but for the last
# STEM_ENDING_CHARS letters of the shorter one (couper/coupe, backen/Bäcker), or when the
# shorter, of COMPOUND_PART_MIN_CHARS letters or more, begins or ends the longer one
# (Mittagessen/Essen): a warning, for the same reason as above.
STEM_ENDING_CHARS = 2
COMPOUND_PART_MIN_CHARS = 5
# Issue 31 (core.packs.roots): two words share a root when the shorter Snowball stem, of
# ROOT_MIN_CHARS letters or more, begins the longer one; from ROOT_SLACK_FROM letters, all
# but its last letter is enough ("scienc"/"scientist"). Shorter stems say too little.
ROOT_MIN_CHARS = 4
ROOT_SLACK_FROM = 6

# A pack "of" a language whose known words are mostly another language's: a warning
# once at least LANGUAGE_MIN_KNOWN of its words are found in some language's lexicon
# (the built-in packs' words) and more than LANGUAGE_FOREIGN_SHARE of those are only
# in one other language's.
LANGUAGE_MIN_KNOWN = 5
LANGUAGE_FOREIGN_SHARE = 0.5
