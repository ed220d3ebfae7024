"""A problem's words, kept translatable: English text that remembers its template.

The validator speaks English (the CLI prints it, a pack author reads it in a log), but
the app shows the same problems in the user's language (PX-I18N-1, issue 31). A `Phrase`
is the English text itself (a ``str``, so every caller that prints it is unchanged) plus
the template it was made from and the details filled in; a UI translates the template
(the catalogue is `desktop.pack_problem_texts`) and fills in the same details, each of
which may be a phrase too ("must be text, not {kind}" with kind "a whole number").
"""

from __future__ import annotations

from typing import Any


class Phrase(str):
    """``Phrase('card {number} "{word}"', number=3, word="dog")`` is ``'card 3 "dog"'``."""

    template: str
    details: dict[str, Any]

    def __new__(cls, template: str, **details: Any) -> Phrase:
        phrase = super().__new__(cls, template.format(**details))
        phrase.template = template
        phrase.details = details
        return phrase

    def __reduce__(self) -> Any:  # copy and pickle keep the template
        return (_make, (self.template, self.details))


def _make(template: str, details: dict[str, Any]) -> Phrase:
    return Phrase(template, **details)
