"""Words of one root on a Taboo card, by the Snowball stemmers (issue 31, TB-SET-2).

TB-SET-2 forbids the clue-giver the word, part of it and any form of it: a forbidden word
of the target's own root ("scientist" forbidding "science", "invention" forbidding
"inventor") blocks nothing new, and two forbidden words of one root ("bouillir",
"bouilloire") block one clue, not two. `core.packs.words.share_stem` compares letters;
this compares Snowball stems (the `snowballstemmer` package: pure Python, one algorithm
per pack language), so "library"/"librarian" and "Erfindung"/"Erfinder" are found too.

Two entries share a root when a word of one and a word of the other (entries are split
on spaces, hyphens and apostrophes: "taxi driver" is "taxi" and "driver") have stems of
which the shorter, of ROOT_MIN_CHARS letters or more, begins the longer, or, from
ROOT_SLACK_FROM letters, does so but for its last letter ("scienc"/"scientist"). Stems
shorter than ROOT_MIN_CHARS are left out ("sea"/"seal").

A machine cannot know every word family: the pairs of `NOT_ONE_FAMILY` share letters
only (every entry says why), and the checks pass them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from functools import cache, lru_cache

from core.packs.limits import ROOT_MIN_CHARS, ROOT_SLACK_FROM
from core.text import normalize

#: Snowball's algorithm for each pack language: its module and class in snowballstemmer.
ALGORITHMS = {"en": "english", "fr": "french", "de": "german", "es": "spanish",
              "it": "italian"}
STEM_CACHE_SIZE = 1 << 16
_WORD_BREAK = re.compile(r"[\s\-'’ʼ]+")

#: language -> pairs that share letters but are not one family, with the reason
#: (issue 31's allow-list; a pair is written in either order).
NOT_ONE_FAMILY: dict[str, dict[tuple[str, str], str]] = {
    "de": {
        ("Schwerelosigkeit", "schweben"):
            "schwer (heavy) and schweben (to float) are two words",
    },
    "es": {
        ("cuchillo", "cuchara"):
            "knife (Latin cultellus) and spoon (Latin cochleare): two roots",
    },
    "fr": {
        ("révolution", "révolte"):
            "a revolt is a word of its own, not a form of révolution: the clue to block",
    },
    "it": {
        ("rivoluzione", "rivolta"):
            "a revolt is a word of its own, not a form of rivoluzione: the clue to block",
    },
}


@cache
def _stemmer(language: str) -> Callable[[str], str] | None:
    algorithm = ALGORITHMS.get(language)
    if algorithm is None:
        return None
    # The pure-Python class itself, not `snowballstemmer.stemmer()`, which would take
    # PyStemmer's C build where one is installed (another Snowball release: other stems).
    # Imported on first use, like rapidfuzz in core.text: start-up time.
    module = importlib.import_module(f"snowballstemmer.{algorithm}_stemmer")
    stem_word: Callable[[str], str] = getattr(module, algorithm.title() + "Stemmer")().stemWord
    return stem_word


@lru_cache(maxsize=STEM_CACHE_SIZE)
def stem(word: str, language: str) -> str:
    """``word``'s Snowball stem in ``language``, case and accents then dropped ("" for an
    unknown language)."""
    stemmer = _stemmer(language)
    if stemmer is None:
        return ""
    return normalize(stemmer(word.casefold()))


def words_of(entry: str) -> list[str]:
    """The words of an entry: "taxi driver" -> ["taxi", "driver"], "sott'acqua" ->
    ["sott", "acqua"]."""
    return [w for w in _WORD_BREAK.split(entry) if normalize(w)]


def common_root(a: str, b: str) -> str | None:
    """What two stems share when they agree ("invent"/"inventor": "invent";
    "scienc"/"scientist": "scien"), else None."""
    shorter, longer = sorted((a, b), key=len)
    if len(shorter) < ROOT_MIN_CHARS:
        return None
    if longer.startswith(shorter):
        return shorter
    if len(shorter) >= ROOT_SLACK_FROM and longer.startswith(shorter[:-1]):
        return shorter[:-1]
    return None


@cache
def _allowed(language: str) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(normalize(w) for w in pair)
                     for pair in NOT_ONE_FAMILY.get(language, {}))


def not_one_family(a: str, b: str, language: str) -> bool:
    """``a`` and ``b`` are listed in `NOT_ONE_FAMILY`: they share letters only."""
    return frozenset((normalize(a), normalize(b))) in _allowed(language)


def shared_root(a: str, b: str, language: str) -> str | None:
    """The root a word of entry ``a`` shares with a word of entry ``b``, or None. Two
    equal words count: "guerra" and "Prima guerra mondiale"."""
    if not_one_family(a, b, language):
        return None
    for word_a in words_of(a):
        stem_a = stem(word_a, language)
        for word_b in words_of(b):
            if not_one_family(word_a, word_b, language):
                continue
            root = common_root(stem_a, stem(word_b, language))
            if root is not None:
                return root
    return None
