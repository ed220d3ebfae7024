"""Is a pack written in the language it declares? (PX-I18N-1)

A French pack labelled ``en`` would otherwise load silently and deal French cards in an
English game. Each language's lexicon is the words of its built-in packs (the caller
builds it; the core does no I/O). A word counts for another language only when it is in
that language's lexicon and not in the declared one's: "piano" or "taxi" prove nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from core.packs.limits import LANGUAGE_FOREIGN_SHARE, LANGUAGE_MIN_KNOWN
from core.packs.model import Pack
from core.text import normalize

#: Normalised words (core.text.normalize) known to be of each language.
Lexicon = Mapping[str, frozenset[str]]


def pack_words(pack: Pack) -> list[str]:
    """Every word a pack shows: pair words, card words and their forbidden words, codenames."""
    words = [w for pair in pack.pairs for w in (pair.a.word, pair.b.word)]
    words += [w for card in pack.cards for w in (card.word, *card.forbidden)]
    return words + list(pack.words)


def build_lexicon(words_by_language: Mapping[str, Iterable[str]]) -> dict[str, frozenset[str]]:
    return {lang: frozenset(filter(None, map(normalize, words)))
            for lang, words in words_by_language.items()}


def likely_language(words: Iterable[str], declared: str, lexicon: Lexicon) -> str | None:
    """The other language most of ``words`` belong to, or None if they fit ``declared``
    (or too few of them are known anywhere to tell)."""
    own = lexicon.get(declared, frozenset())
    keys = [normalize(w) for w in words]
    known = [k for k in keys if k in own or any(k in lex for lex in lexicon.values())]
    if len(known) < LANGUAGE_MIN_KNOWN:
        return None
    foreign: Counter[str] = Counter()
    for key in known:
        if key in own:
            continue
        for lang, lex in lexicon.items():
            if lang != declared and key in lex:
                foreign[lang] += 1
    if not foreign:
        return None
    lang, count = foreign.most_common(1)[0]
    return lang if count > LANGUAGE_FOREIGN_SHARE * len(known) else None
