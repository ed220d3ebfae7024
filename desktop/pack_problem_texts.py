"""The pack validator's messages in the user's language (issue 31, PX-I18N-1).

The validator (`core.packs`) says each problem as a `core.packs.phrase.Phrase`: English
text that keeps its template and details. Every template is listed here for lupdate
(context ``PackProblems``); `problem_text` translates a problem's item and message,
details included (a detail may be a phrase too). A test checks this list against every
template the validator and `store.packs` use, so a new message cannot stay English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from core.packs import PackProblem
from core.packs.phrase import Phrase

if TYPE_CHECKING:  # the stubs say it returns an object: it returns its source text
    def QT_TRANSLATE_NOOP(context: str, source: str) -> str: ...  # noqa: N802
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

CONTEXT = "PackProblems"

# Literal texts, so lupdate finds them (one line each: long ones too); the same strings as
# in core.packs and store.packs.
TEMPLATES = frozenset({
    QT_TRANSLATE_NOOP("PackProblems", '"forbidden" is missing (a list of {size} words)'),
    QT_TRANSLATE_NOOP("PackProblems", '"forbidden" must be a list of {size} words, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", '"{a}" and "{b}" are within the ghost\'s typo tolerance of each other: a misspelt guess may match both and count as wrong'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", '"{side}" is missing (a = {{ word = ..., picture = ... }})'),
    QT_TRANSLATE_NOOP("PackProblems", '"{side}" must be {{ word = ..., picture = ... }}, not {kind}'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", '"{value}" does not match its folder "{folder}"'),
    QT_TRANSLATE_NOOP("PackProblems", '"{word}" has the picture "{picture}" of "{other}" in {where}: give each word its own picture'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'a and b have the same picture "{picture}"'),
    QT_TRANSLATE_NOOP("PackProblems", 'a built-in pack belongs at packs/<game>/<language>/<name>{suffix}'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'a card'),
    QT_TRANSLATE_NOOP("PackProblems", 'a Codenames list needs at least {minimum} words (one 5x5 board), this one has {found}'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'a date or time'),
    QT_TRANSLATE_NOOP("PackProblems", 'a decimal number'),
    QT_TRANSLATE_NOOP("PackProblems", 'a list'),
    QT_TRANSLATE_NOOP("PackProblems", 'a list of other values'),
    QT_TRANSLATE_NOOP("PackProblems", 'a pair'),
    QT_TRANSLATE_NOOP("PackProblems", 'a Spy Word pack needs at least {minimum} pair'),
    QT_TRANSLATE_NOOP("PackProblems", 'a table'),
    QT_TRANSLATE_NOOP("PackProblems", 'a whole number'),
    QT_TRANSLATE_NOOP("PackProblems", 'a.word and b.word are the same word'),
    QT_TRANSLATE_NOOP("PackProblems", 'an Around the Word pack has {minimum} to {maximum} cards ({maximum} fill the longest game), this one has {found}'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'at column {column}'),
    QT_TRANSLATE_NOOP("PackProblems", 'at the end of the file'),
    QT_TRANSLATE_NOOP("PackProblems", 'belongs to {other} packs, not {game}'),
    QT_TRANSLATE_NOOP("PackProblems", 'cannot be read: {reason}'),
    QT_TRANSLATE_NOOP("PackProblems", 'card {number}'),
    QT_TRANSLATE_NOOP("PackProblems", 'card {number} "{words}"'),
    QT_TRANSLATE_NOOP("PackProblems", 'contains the target "{target}"'),
    QT_TRANSLATE_NOOP("PackProblems", 'could not be checked ({error})'),
    QT_TRANSLATE_NOOP("PackProblems", 'does not exist'),
    QT_TRANSLATE_NOOP("PackProblems", 'field "{key}"'),
    QT_TRANSLATE_NOOP("PackProblems", 'file'),
    QT_TRANSLATE_NOOP("PackProblems", 'folder'),
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden word "{word}" is listed twice'),
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden word "{word}" looks like a form of the target "{target}"; if it is, choose another clue'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden word "{word}" shares the root "{root}" with the target "{target}": a form of the target is off limits anyway; choose another clue'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden word "{word}" {reason}'),
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden word {number} "{word}" {reason}'),
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden word {number} must be text, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden words "{kin}" and "{word}" look like one word family: the second blocks no new clue; choose another'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'forbidden words "{kin}" and "{word}" share the root "{root}": the second blocks no new clue; choose another'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'has 1 forbidden word, needs exactly {needed}'),
    QT_TRANSLATE_NOOP("PackProblems", 'has a control character (a tab or a line break)'),
    QT_TRANSLATE_NOOP("PackProblems", 'has a hyphen at the start or the end, or two in a row'),
    QT_TRANSLATE_NOOP("PackProblems", 'has a space: a codename is a single word'),
    QT_TRANSLATE_NOOP("PackProblems", 'has an apostrophe: a codename is a single word'),
    QT_TRANSLATE_NOOP("PackProblems", 'has no letters'),
    QT_TRANSLATE_NOOP("PackProblems", 'has no {suffix} pack files'),
    QT_TRANSLATE_NOOP("PackProblems", 'has spaces at the start or end'),
    QT_TRANSLATE_NOOP("PackProblems", 'has two spaces in a row'),
    QT_TRANSLATE_NOOP("PackProblems", 'has {character}: a codename has only letters (and rarely a hyphen)'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'has {found} forbidden words, needs exactly {needed}'),
    QT_TRANSLATE_NOOP("PackProblems", 'is a symbolic link loop: it points back to itself'),
    QT_TRANSLATE_NOOP("PackProblems", 'is a symbolic link to {target}, which does not exist'),
    QT_TRANSLATE_NOOP("PackProblems", 'is empty'),
    QT_TRANSLATE_NOOP("PackProblems", 'is empty: a pack starts with schema = {schema}'),
    QT_TRANSLATE_NOOP("PackProblems", 'is larger than {limit:,} bytes'),
    QT_TRANSLATE_NOOP("PackProblems", 'is longer than {limit} characters'),
    QT_TRANSLATE_NOOP("PackProblems", 'is missing'),
    QT_TRANSLATE_NOOP("PackProblems", 'is missing (one of {choices})'),
    QT_TRANSLATE_NOOP("PackProblems", 'is missing (true or false)'),
    QT_TRANSLATE_NOOP("PackProblems", 'is missing: a pack starts with schema = {schema}'),
    QT_TRANSLATE_NOOP("PackProblems", 'is missing: a {game} pack lists its {key}'),
    QT_TRANSLATE_NOOP("PackProblems", 'is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'is not valid TOML: {reason}'),
    QT_TRANSLATE_NOOP("PackProblems", 'is part of the target "{target}"'),
    QT_TRANSLATE_NOOP("PackProblems", 'is the same pack "{id}" as {other}: rename one'),
    QT_TRANSLATE_NOOP("PackProblems", 'is the target word'),
    QT_TRANSLATE_NOOP("PackProblems", 'is {value}; write one of {choices}'),
    QT_TRANSLATE_NOOP("PackProblems", 'is "{value}", so the pack must also say family_friendly = true'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'line {line}'),
    QT_TRANSLATE_NOOP("PackProblems", 'must be a list of [[{key}]] tables, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", 'must be a list of words, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", 'must be text, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", 'must be the whole number {schema}, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", 'must be true or false, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", 'name "{name}" must be lowercase letters, digits and hyphens ending in {suffix}, e.g. "{suggestion}"'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'nests lists or tables too deeply to be a pack'),
    QT_TRANSLATE_NOOP("PackProblems", 'pair {number}'),
    QT_TRANSLATE_NOOP("PackProblems", 'pair {number} "{words}"'),
    QT_TRANSLATE_NOOP("PackProblems", 'says "{language}" but most of its words are "{other}" words: if the pack is in that language, write language = "{other}"'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'starts with a byte order mark (BOM): save it as UTF-8 without BOM'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", 'text'),
    QT_TRANSLATE_NOOP("PackProblems", 'the pack'),
    QT_TRANSLATE_NOOP("PackProblems", 'TOML syntax error {where}: {reason}'),
    QT_TRANSLATE_NOOP("PackProblems", 'TOML syntax error {where}: {reason}: {shown}'),
    QT_TRANSLATE_NOOP("PackProblems", 'true/false'),
    QT_TRANSLATE_NOOP("PackProblems", 'unknown field "{key}" in {what} (known: {known})'),
    QT_TRANSLATE_NOOP("PackProblems", 'unknown field "{key}" in {what}; did you mean "{guess}"?'),
    QT_TRANSLATE_NOOP("PackProblems", 'word {number}'),
    QT_TRANSLATE_NOOP("PackProblems", 'word {number} "{words}"'),
    QT_TRANSLATE_NOOP("PackProblems", '{found} is not supported: this Palabre reads schema {schema} packs'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", '{label} "{picture}" is not an OpenMoji file name (uppercase hex codepoints joined by "-", e.g. "1F34E")'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", '{label} "{picture}" is not an OpenMoji file name; it is the emoji itself: write its code "{name}"'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", '{label} "{picture}" is not an OpenMoji file name; write it in capitals: "{name}"'),  # noqa: E501
    QT_TRANSLATE_NOOP("PackProblems", '{label} "{picture}" is not an OpenMoji picture'),
    QT_TRANSLATE_NOOP("PackProblems", '{label} has no letters'),
    QT_TRANSLATE_NOOP("PackProblems", '{label} is missing'),
    QT_TRANSLATE_NOOP("PackProblems", '{label} is missing (an OpenMoji name like "1F34E")'),
    QT_TRANSLATE_NOOP("PackProblems", '{label} must be text, not {kind}'),
    QT_TRANSLATE_NOOP("PackProblems", '{label} {reason}'),
    QT_TRANSLATE_NOOP("PackProblems", '{value} is not one of {choices}'),
    QT_TRANSLATE_NOOP("PackProblems", '{what} "{word}" is already in {where}'),
})


def phrase_text(text: str) -> str:
    """``text`` in the user's language when it is a phrase; other text as it is."""
    if not isinstance(text, Phrase):
        return text
    template = QCoreApplication.translate(CONTEXT, text.template)
    details: dict[str, Any] = {
        key: phrase_text(value) if isinstance(value, str) else value
        for key, value in text.details.items()
    }
    try:
        return template.format(**details)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return str(text)


def problem_text(problem: PackProblem, *, with_file: bool = False) -> str:
    """``card 3 "dog": has 4 forbidden words…`` translated; with its file when asked."""
    shown = QCoreApplication.translate("PackProblems", "{item}: {message}").format(
        item=phrase_text(problem.item), message=phrase_text(problem.message))
    return f"{problem.file}: {shown}" if with_file else shown
