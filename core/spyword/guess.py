"""The ghost's guess (SW-GHOST-2, SW-CL-3)."""

from __future__ import annotations

from core.text import close_enough


def ghost_guess_is_correct(guess: str, citizens_word: str, spies_word: str) -> bool:
    """Correct when close to the citizens' word and not also close to the spies' word."""
    return close_enough(guess, citizens_word) and not close_enough(guess, spies_word)
