"""The items of each game: Spy Word pairs, Taboo cards, Codenames words (PX-PACK-1)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from core.packs.fields import Table, check_known_keys, describe, read_text
from core.packs.limits import (
    CODENAMES_MIN_WORDS,
    MAX_WORD_CHARS,
    PICTURE_PATTERN,
    SPYWORD_MIN_PAIRS,
    TABOO_CARDS_PER_PACK,
    TABOO_FORBIDDEN_PER_CARD,
    TABOO_MIN_CARDS,
)
from core.packs.model import SpyPair, SpyWord, TabooCard
from core.packs.phrase import Phrase
from core.packs.problems import ProblemList
from core.packs.roots import shared_root
from core.packs.words import (
    emoji_code,
    forbidden_vs_target,
    looks_like_form,
    share_stem,
    single_word_problem,
    word_problem,
)
from core.text import close_enough, normalize

PictureExists = Callable[[str], bool]


class _FirstUse:
    """Remembers where each word first appeared, to name both places of a duplicate."""

    def __init__(self, problems: ProblemList) -> None:
        self.problems = problems
        self.seen: dict[str, str] = {}

    def check(self, word: str, item: str, what: str) -> None:
        key = normalize(word)
        if key in self.seen:
            self.problems.error(item, "word.duplicate", '{what} "{word}" is already in {where}',
                                what=what, word=word, where=self.seen[key])
        else:
            self.seen[key] = item


def _list_of_tables(value: object, key: str, problems: ProblemList) -> list[Table] | None:
    if isinstance(value, list) and all(isinstance(entry, dict) for entry in value):
        return value
    shown = Phrase("a list of other values") if isinstance(value, list) else describe(value)
    problems.error(field(key), "field.type", "must be a list of [[{key}]] tables, not {kind}",
                   key=key, kind=shown)
    return None


def _word(table: Table, key: str, item: str, problems: ProblemList, label: str) -> str | None:
    word = read_text(table, key, item, problems, MAX_WORD_CHARS, label=label)
    if word is not None and not normalize(word):
        problems.error(item, "word.text", "{label} has no letters", label=label)
        return None
    return word


def field(key: str) -> Phrase:
    """The item that names a field of the pack: ``field "cards"``."""
    return Phrase('field "{key}"', key=key)


#: How an item is named, without and with its words: ``card 3``, ``card 3 "dog"``.
ITEM_NAMES = {
    "pair": ("pair {number}", 'pair {number} "{words}"'),
    "card": ("card {number}", 'card {number} "{words}"'),
    "word": ("word {number}", 'word {number} "{words}"'),
}


def _item(kind: str, number: int, *words: object) -> Phrase:
    """``card 3 "dog"`` (or ``card 3`` when the word is unusable)."""
    shown = [w for w in words if isinstance(w, str) and w.strip()]
    bare, with_words = ITEM_NAMES[kind]
    if not shown:
        return Phrase(bare, number=number)
    return Phrase(with_words, number=number, words="/".join(shown))


# Spy Word -------------------------------------------------------------------------------


def read_pairs(value: object, problems: ProblemList, picture_exists: PictureExists,
               language: str | None = None) -> tuple[SpyPair, ...]:
    """``language``: the pack's, for the near-pair warning (its own spellings count)."""
    entries = _list_of_tables(value, "pairs", problems)
    if entries is None:
        return ()
    if len(entries) < SPYWORD_MIN_PAIRS:
        problems.error(field("pairs"), "pairs.too_few",
                       "a Spy Word pack needs at least {minimum} pair", minimum=SPYWORD_MIN_PAIRS)
    first_use = _FirstUse(problems)
    picture_use: dict[str, tuple[str, str]] = {}
    pairs = []
    for number, entry in enumerate(entries, 1):
        sides = [entry.get(s) for s in ("a", "b")]
        words = [s.get("word") if isinstance(s, dict) else None for s in sides]
        item = _item("pair", number, *words)
        pair = _read_pair(entry, item, problems, picture_exists)
        if pair is not None:
            for side, spy_word in (("a", pair.a), ("b", pair.b)):
                first_use.check(spy_word.word, item, side + ".word")
                _warn_reused_picture(spy_word, item, picture_use, problems)
            _warn_near_pair(pair, item, problems, language)
            pairs.append(pair)
    return tuple(pairs)


def _warn_reused_picture(spy_word: SpyWord, item: str, seen: dict[str, tuple[str, str]],
                         problems: ProblemList) -> None:
    """One picture for two different words: a player cannot tell them apart at a glance."""
    if spy_word.picture not in seen:
        seen[spy_word.picture] = (spy_word.word, item)
        return
    word, where = seen[spy_word.picture]
    problems.warning(
        item,
        "picture.reused",
        '"{word}" has the picture "{picture}" of "{other}" in {where}: '
        "give each word its own picture",
        word=spy_word.word, picture=spy_word.picture, other=word, where=where,
    )


def _warn_near_pair(pair: SpyPair, item: str, problems: ProblemList,
                    language: str | None) -> None:
    """SW-GHOST-2, SW-CL-3: a ghost's guess that matches both words is wrong, so with two
    words within typo distance of each other a slightly misspelt guess of the citizens'
    word may count as wrong (the exact word always wins). Playable, so only a warning: the
    author may prefer a more distant pair."""
    a, b = pair.a.word, pair.b.word
    if close_enough(a, b, language) or close_enough(b, a, language):
        problems.warning(
            item,
            "pair.near_words",
            '"{a}" and "{b}" are within the ghost\'s typo tolerance of each other: '
            "a misspelt guess may match both and count as wrong",
            a=a, b=b,
        )


def _read_pair(
    entry: Table, item: str, problems: ProblemList, picture_exists: PictureExists
) -> SpyPair | None:
    check_known_keys(entry, ("category", "a", "b"), item, problems, Phrase("a pair"))
    category = read_text(entry, "category", item, problems, MAX_WORD_CHARS, label="category")
    a = _read_side(entry, "a", item, problems, picture_exists)
    b = _read_side(entry, "b", item, problems, picture_exists)
    if a is None or b is None or category is None:
        return None
    if normalize(a.word) == normalize(b.word):
        problems.error(item, "pair.same_word", "a.word and b.word are the same word")
        return None
    if a.picture == b.picture:
        problems.error(item, "picture.same", 'a and b have the same picture "{picture}"',
                       picture=a.picture)
        return None
    return SpyPair(category, a, b)


def _read_side(
    entry: Table, side: str, item: str, problems: ProblemList, picture_exists: PictureExists
) -> SpyWord | None:
    if side not in entry:
        problems.error(item, "field.missing",
                       '"{side}" is missing (a = {{ word = ..., picture = ... }})', side=side)
        return None
    table = entry[side]
    if not isinstance(table, dict):
        problems.error(
            item,
            "field.type",
            '"{side}" must be {{ word = ..., picture = ... }}, not {kind}',
            side=side, kind=describe(table),
        )
        return None
    check_known_keys(table, ("word", "picture"), item, problems, '"' + side + '"')
    word = _word(table, "word", item, problems, side + ".word")
    picture = _picture(table, side, item, problems, picture_exists)
    if word is None or picture is None:
        return None
    return SpyWord(word, picture)


def _picture(
    table: Table, side: str, item: str, problems: ProblemList, picture_exists: PictureExists
) -> str | None:
    label = side + ".picture"
    if "picture" not in table:
        problems.error(item, "field.missing", '{label} is missing (an OpenMoji name like "1F34E")',
                       label=label)
        return None
    picture = table["picture"]
    if not isinstance(picture, str):
        problems.error(item, "field.type", "{label} must be text, not {kind}",
                       label=label, kind=describe(picture))
        return None
    if not PICTURE_PATTERN.fullmatch(picture):
        code = emoji_code(picture)
        if code is not None:
            problems.error(item, "picture.format", '{label} "{picture}" is not an OpenMoji file '
                           'name; it is the emoji itself: write its code "{name}"',
                           label=label, picture=picture, name=code)
        elif PICTURE_PATTERN.fullmatch(picture.upper()):
            problems.error(item, "picture.format", '{label} "{picture}" is not an OpenMoji file '
                           'name; write it in capitals: "{name}"',
                           label=label, picture=picture, name=picture.upper())
        else:
            problems.error(item, "picture.format", '{label} "{picture}" is not an OpenMoji file '
                           'name (uppercase hex codepoints joined by "-", e.g. "1F34E")',
                           label=label, picture=picture)
        return None
    if not picture_exists(picture):
        problems.error(item, "picture.missing", '{label} "{picture}" is not an OpenMoji picture',
                       label=label, picture=picture)
        return None
    return picture


# Taboo ----------------------------------------------------------------------------------


def read_cards(
    value: object, problems: ProblemList, picture_exists: PictureExists,
    forbidden_per_card: int = TABOO_FORBIDDEN_PER_CARD, language: str | None = None,
) -> tuple[TabooCard, ...]:
    """``language``: the pack's, whose stemmer finds forbidden words of one root."""
    entries = _list_of_tables(value, "cards", problems)
    if entries is None:
        return ()
    if not TABOO_MIN_CARDS <= len(entries) <= TABOO_CARDS_PER_PACK:
        problems.error(
            field("cards"),
            "cards.count",
            "an Around the Word pack has {minimum} to {maximum} cards "
            "({maximum} fill the longest game), this one has {found}",
            minimum=TABOO_MIN_CARDS, maximum=TABOO_CARDS_PER_PACK, found=len(entries),
        )
    first_use = _FirstUse(problems)
    cards = []
    for number, entry in enumerate(entries, 1):
        item = _item("card", number, entry.get("word"))
        card = _read_card(entry, item, problems, forbidden_per_card, language)
        if card is not None:
            first_use.check(card.word, item, "word")
            cards.append(card)
    return tuple(cards)


def _read_card(
    entry: Table, item: str, problems: ProblemList, size: int, language: str | None = None
) -> TabooCard | None:
    check_known_keys(entry, ("word", "forbidden"), item, problems, Phrase("a card"))
    target = _word(entry, "word", item, problems, "word")
    forbidden = _read_forbidden(entry, item, problems, size)
    if target is None or forbidden is None:
        return None
    ok = True
    for number, word in enumerate(forbidden, 1):
        earlier_words = forbidden[: number - 1]
        if any(normalize(word) == normalize(earlier) for earlier in earlier_words):
            problems.error(item, "forbidden.duplicate", 'forbidden word "{word}" is listed twice',
                           word=word)
            ok = False
            continue
        kin = next((earlier for earlier in earlier_words if share_stem(word, earlier)), None)
        if kin is not None:
            problems.warning(
                item,
                "forbidden.same_stem",
                'forbidden words "{kin}" and "{word}" look like one word family: '
                "the second blocks no new clue; choose another",
                kin=kin, word=word,
            )
        elif language is not None:
            _warn_shared_root(word, earlier_words, item, problems, language)
        clash = forbidden_vs_target(word, target)
        if clash:
            problems.error(item, clash[0], 'forbidden word "{word}" {reason}',
                           word=word, reason=clash[1])
            ok = False
        elif looks_like_form(word, target):
            problems.warning(
                item,
                "forbidden.looks_like_form",
                'forbidden word "{word}" looks like a form of the target "{target}"; '
                "if it is, choose another clue",
                word=word, target=target,
            )
        elif language is not None and (root := shared_root(word, target, language)):
            problems.warning(
                item,
                "forbidden.root_of_target",
                'forbidden word "{word}" shares the root "{root}" with the target '
                '"{target}": a form of the target is off limits anyway; choose another clue',
                word=word, root=root, target=target,
            )
    return TabooCard(target, forbidden) if ok else None


def _warn_shared_root(word: str, earlier_words: tuple[str, ...], item: str,
                      problems: ProblemList, language: str) -> None:
    """Issue 31: two forbidden words of one Snowball root block one clue, not two."""
    for earlier in earlier_words:
        root = shared_root(word, earlier, language)
        if root is not None:
            problems.warning(
                item,
                "forbidden.same_root",
                'forbidden words "{kin}" and "{word}" share the root "{root}": '
                "the second blocks no new clue; choose another",
                kin=earlier, word=word, root=root,
            )
            return


def _read_forbidden(
    entry: Table, item: str, problems: ProblemList, size: int
) -> tuple[str, ...] | None:
    if "forbidden" not in entry:
        problems.error(item, "field.missing", '"forbidden" is missing (a list of {size} words)',
                       size=size)
        return None
    value = entry["forbidden"]
    if not isinstance(value, list):
        problems.error(item, "field.type",
                       '"forbidden" must be a list of {size} words, not {kind}',
                       size=size, kind=describe(value))
        return None
    if len(value) != size:
        # Singular and plural written out: the count agrees with its noun.
        if len(value) == 1:
            problems.error(item, "card.forbidden_count",
                           "has 1 forbidden word, needs exactly {needed}",
                           needed=size)
        else:
            problems.error(item, "card.forbidden_count",
                           "has {found} forbidden words, needs exactly {needed}",
                           found=len(value), needed=size)
        return None
    words = []
    for number, word in enumerate(value, 1):
        if not isinstance(word, str):
            problems.error(item, "field.type", "forbidden word {number} must be text, not {kind}",
                           number=number, kind=describe(word))
            return None
        reason = word_problem(word)
        if reason:
            problems.error(item, "word.text", 'forbidden word {number} "{word}" {reason}',
                           number=number, word=word, reason=reason)
            return None
        words.append(unicodedata.normalize("NFC", word))
    return tuple(words)


# Codenames ------------------------------------------------------------------------------


def read_words(
    value: object, problems: ProblemList, picture_exists: PictureExists
) -> tuple[str, ...]:
    if not isinstance(value, list):
        problems.error(field("words"), "field.type", "must be a list of words, not {kind}",
                       kind=describe(value))
        return ()
    if len(value) < CODENAMES_MIN_WORDS:
        problems.error(
            field("words"),
            "words.too_few",
            "a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}",
            minimum=CODENAMES_MIN_WORDS, found=len(value),
        )
    first_use = _FirstUse(problems)
    words = []
    for number, word in enumerate(value, 1):
        item = _item("word", number, word)
        if not isinstance(word, str):
            problems.error(item, "field.type", "must be text, not {kind}", kind=describe(word))
            continue
        reason = word_problem(word) or single_word_problem(word)
        if reason:
            problems.error(item, "word.text", reason)
            continue
        first_use.check(word, item, "word")
        words.append(unicodedata.normalize("NFC", word))
    return tuple(words)
