"""Codenames counts, limits and durations: named data in one place (GUIDE §2)."""

from __future__ import annotations

from core.text import MAX_TYPED_CHARS

# CN-SET-2: a 5x5 grid in reading order.
GRID_SIDE = 5
GRID_SIZE = GRID_SIDE * GRID_SIDE

# CN-SET-4: the key's make-up.
STARTING_TEAM_WORDS = 9
OTHER_TEAM_WORDS = 8
NEUTRAL_CARDS = 7
ASSASSIN_CARDS = 1

# CN-CLUE-1 / CN-CLUE-3: a clue's number runs from 0 (unlimited while right) up to the
# largest number of words a team can have.
MIN_CLUE_NUMBER = 0
MAX_CLUE_NUMBER = STARTING_TEAM_WORDS
UNLIMITED_CLUE_NUMBER = 0
# CN-GUESS-5 / CN-CL-3: a clue for N words allows N + this many guesses.
EXTRA_GUESSES = 1
# CN-GUESS-4 / CN-CL-3: guesses a team must make before it may end its turn.
MIN_GUESSES_BEFORE_END = 1

# CN-CLUE-1 / CN-CL-2: a clue is one word, however long (German compounds pass 40
# letters); this bounds what a seat can send: the same bound as a ghost's guess.
MAX_CLUE_LENGTH = MAX_TYPED_CHARS

# CN-CL-6: optional turn timer, off by default.
TURN_TIMER_CHOICES_S = (60, 120, 180)
DEFAULT_TURN_TIMER_S = None
MS_PER_S = 1000

# CN-CL-7: word packs hold at least this many codenames per language.
MIN_PACK_WORDS = 400

# Table sizes (the rules set none beyond the variants' exact counts): the classic game
# needs a spymaster and a guesser per team; 16 players is as many as a room of guessers
# around one grid can follow. Shown in setup and enforced by the host's lobby.
CLASSIC_MIN_PLAYERS = 4
MAX_PLAYERS = 16
ESTIMATED_GAME_MINUTES = (15, 30)
