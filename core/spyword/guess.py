"""The ghost's guess (SW-GHOST-2, SW-CL-3)."""

from __future__ import annotations

from core.text import close_enough, same_word


def ghost_guess_is_correct(guess: str, citizens_word: str, spies_word: str,
                           language: str | None = None) -> bool:
    """The citizens' word itself (after normalising) is always correct, even when the
    spies' word lies within typo distance of it ("ombrello" for the pair
    ombrello/ombrellone). Otherwise: close to the citizens' word and not close to the
    spies' word. ``language`` adds its own spellings (`core.text`: German ae = ä)."""
    if same_word(guess, citizens_word, language):
        return True
    return (close_enough(guess, citizens_word, language)
            and not close_enough(guess, spies_word, language))
