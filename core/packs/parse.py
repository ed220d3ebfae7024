"""Bytes of one pack file -> a valid ``Pack`` or every problem found in it (PX-PACK-3).

Pure: the caller reads the file and says which pictures exist, so the core does no I/O.
"""

from __future__ import annotations

import codecs
import re
import tomllib
from collections.abc import Callable
from pathlib import PurePosixPath

from core.packs.fields import Table, check_known_keys, describe, read_text
from core.packs.items import field, read_cards, read_pairs, read_words
from core.packs.language import Lexicon, likely_language, pack_words
from core.packs.limits import (
    ADULT,
    AUDIENCE_FIELD,
    AUDIENCES,
    CODENAMES,
    DIFFICULTIES,
    DIFFICULTY_FIELD,
    FAMILY,
    FLAG_FIELDS,
    HEADER_FIELDS,
    ITEMS_KEY,
    JUNIOR,
    LANGUAGES,
    MAX_PACK_BYTES,
    MAX_TEXT_CHARS,
    MAX_TITLE_CHARS,
    PACK_SUFFIX,
    SCHEMA_VERSION,
    SLUG_PATTERN,
    SPYWORD,
    TABOO,
    TABOO_FORBIDDEN_PER_CARD,
    TABOO_JUNIOR_FORBIDDEN_PER_CARD,
)
from core.packs.model import Pack, SpyPair, TabooCard
from core.packs.phrase import Phrase
from core.packs.problems import PackError, PackProblem, ProblemList
from core.registry import GAMES
from core.text import fold

PictureExists = Callable[[str], bool]

FILE = Phrase("file")
#: The warning for a pack whose words are mostly of another language (details: ``other``).
LANGUAGE_MISMATCH = "language.mismatch"
_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")
_TOML_END = " (at end of document)"
_SHOWN_LINE_CHARS = 60


def parse_pack(data: bytes, source: str, picture_exists: PictureExists,
               lexicon: Lexicon | None = None) -> Pack:
    """The pack in ``data``; raises ``PackError`` listing every error found."""
    pack, problems = check_pack(data, source, picture_exists, lexicon)
    if pack is None:
        raise PackError(problems)
    return pack


def check_pack(
    data: bytes, source: str, picture_exists: PictureExists, lexicon: Lexicon | None = None
) -> tuple[Pack | None, tuple[PackProblem, ...]]:
    """(pack or None, problems): the pack is None exactly when a problem is an error.

    ``source`` names the file in messages; its folders, when named after a game or a
    language, must agree with the pack's own game and language. With a ``lexicon`` (each
    language's known words), a pack mostly in another language gets a warning.
    """
    problems = ProblemList(source)
    table = _read_table(data, problems)
    pack = _read_pack(table, source, problems, picture_exists) if table is not None else None
    if pack is not None and lexicon is not None:
        _check_language(pack, lexicon, problems)
    return (None if problems.has_errors else pack), tuple(problems.items)


def _check_language(pack: Pack, lexicon: Lexicon, problems: ProblemList) -> None:
    other = likely_language(pack_words(pack), pack.language, lexicon)
    if other is not None:
        problems.warning(
            field("language"),
            LANGUAGE_MISMATCH,
            'says "{language}" but most of its words are "{other}" words: '
            'if the pack is in that language, write language = "{other}"',
            language=pack.language, other=other,
        )


def _read_table(data: bytes, problems: ProblemList) -> Table | None:
    if len(data) > MAX_PACK_BYTES:
        problems.error(FILE, "file.too_large", "is larger than {limit:,} bytes",
                       limit=MAX_PACK_BYTES)
        return None
    if not data.strip():
        problems.error(FILE, "file.empty", "is empty: a pack starts with schema = {schema}",
                       schema=SCHEMA_VERSION)
        return None
    if data.startswith(codecs.BOM_UTF8):
        problems.error(
            FILE, "file.bom", "starts with a byte order mark (BOM): save it as UTF-8 without BOM"
        )
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        problems.error(
            Phrase("line {line}", line=line),
            "file.not_utf8",
            "is not UTF-8 text (byte 0x{byte:02X}): save the file as UTF-8",
            byte=data[exc.start],
        )
        return None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        _report_syntax(str(exc), text, problems)
    except RecursionError:  # tomllib recurses into nested [[[...]]]; a pack never nests so deep
        problems.error(FILE, "toml.too_deep", "nests lists or tables too deeply to be a pack")
    return None


def _report_syntax(reason: str, text: str, problems: ProblemList) -> None:
    """tomllib says "... (at line 3, column 9)" or "... (at end of document)": name the line."""
    lines = text.splitlines()
    position = _TOML_POSITION.search(reason)
    if position is not None:
        line, where = int(position[1]), Phrase("at column {column}", column=int(position[2]))
        reason = reason[: position.start()]
    elif reason.endswith(_TOML_END):
        line, where = max(len(lines), 1), Phrase("at the end of the file")
        reason = reason.removesuffix(_TOML_END)
    else:
        problems.error(FILE, "toml.syntax", "is not valid TOML: {reason}", reason=reason)
        return
    shown = lines[line - 1].strip()[:_SHOWN_LINE_CHARS] if line <= len(lines) else ""
    # tomllib's reason stays English: it names TOML's own terms ("Invalid value")
    item = Phrase("line {line}", line=line)
    if shown:
        problems.error(item, "toml.syntax", "TOML syntax error {where}: {reason}: {shown}",
                       where=where, reason=reason, shown=shown)
    else:
        problems.error(item, "toml.syntax", "TOML syntax error {where}: {reason}",
                       where=where, reason=reason)


def _read_pack(
    table: Table, source: str, problems: ProblemList, picture_exists: PictureExists
) -> Pack | None:
    if not _schema_ok(table, problems):
        return None
    game = _choice(table, "game", GAMES, problems)
    language = _choice(table, "language", LANGUAGES, problems)
    _check_folders(source, game, language, problems)
    slug = _slug(source, problems)
    title, description, author, licence = (
        read_text(table, key, field(key), problems, limit, multiline=multiline)
        for key, limit, multiline in (
            ("title", MAX_TITLE_CHARS, False),
            ("description", MAX_TEXT_CHARS, True),
            ("author", MAX_TITLE_CHARS, False),
            ("licence", MAX_TITLE_CHARS, False),
        )
    )
    family_friendly = _flag(table, "family_friendly", problems)
    difficulty = _difficulty(table, problems)
    audience = _audience(table, family_friendly, problems)
    _check_fields(table, game, problems)
    if game is None:
        return None
    key = ITEMS_KEY[game]
    if key not in table:
        problems.error(field(key), "field.missing", "is missing: a {game} pack lists its {key}",
                       game=game, key=key)
        return None
    pairs: tuple[SpyPair, ...] = ()
    cards: tuple[TabooCard, ...] = ()
    words: tuple[str, ...] = ()
    if game == SPYWORD:  # the near-pair warning compares words in the pack's language
        pairs = read_pairs(table[key], problems, picture_exists, language)
    elif game == TABOO:
        cards = read_cards(table[key], problems, picture_exists,
                           TABOO_JUNIOR_FORBIDDEN_PER_CARD if audience == JUNIOR
                           else TABOO_FORBIDDEN_PER_CARD, language)
    else:
        assert game == CODENAMES
        words = read_words(table[key], problems, picture_exists)
    # Every field read as None above reported an error: with no error, none is None.
    if (problems.has_errors or language is None or title is None or description is None
            or author is None or licence is None):
        return None
    return Pack(
        schema=SCHEMA_VERSION,
        game=game,
        language=language,
        slug=slug,
        title=title,
        description=description,
        author=author,
        licence=licence,
        family_friendly=family_friendly,
        difficulty=difficulty,
        audience=audience,
        source=source,
        pairs=pairs,
        cards=cards,
        words=words,
    )


def _schema_ok(table: Table, problems: ProblemList) -> bool:
    item = field("schema")
    if "schema" not in table:
        problems.error(item, "schema.missing", "is missing: a pack starts with schema = {schema}",
                       schema=SCHEMA_VERSION)
        return False
    schema = table["schema"]
    if isinstance(schema, bool) or not isinstance(schema, int):
        problems.error(
            item,
            "schema.type",
            "must be the whole number {schema}, not {kind}",
            schema=SCHEMA_VERSION, kind=describe(schema),
        )
        return False
    if schema != SCHEMA_VERSION:
        problems.error(
            item,
            "schema.unsupported",
            "{found} is not supported: this Palabre reads schema {schema} packs",
            found=schema, schema=SCHEMA_VERSION,
        )
        return False
    return True


def _choice(table: Table, key: str, allowed: tuple[str, ...], problems: ProblemList) -> str | None:
    item = field(key)
    if key not in table:
        problems.error(item, "field.missing", "is missing (one of {choices})",
                       choices=", ".join(allowed))
        return None
    value = table[key]
    if not isinstance(value, str) or value not in allowed:
        problems.error(item, f"{key}.unknown", "{value} is not one of {choices}",
                       value=_shown(value), choices=", ".join(allowed))
        return None
    return value


def _flag(table: Table, key: str, problems: ProblemList) -> bool:
    item = field(key)
    if key not in table:
        problems.error(item, "field.missing", "is missing (true or false)")
        return False
    value = table[key]
    if not isinstance(value, bool):
        problems.error(item, "field.type", "must be true or false, not {kind}",
                       kind=describe(value))
        return False
    return value


def _difficulty(table: Table, problems: ProblemList) -> str | None:
    """Optional; when given, one of DIFFICULTIES."""
    if DIFFICULTY_FIELD not in table:
        return None
    value = table[DIFFICULTY_FIELD]
    if value not in DIFFICULTIES:
        problems.error(field(DIFFICULTY_FIELD), "field.choice",
                       "is {value}; write one of {choices}",
                       value=_shown(value), choices=", ".join(f'"{d}"' for d in DIFFICULTIES))
        return None
    return str(value)


def _audience(table: Table, family_friendly: bool, problems: ProblemList) -> str:
    """Optional; when not said, family_friendly decides. Junior implies family-friendly."""
    if AUDIENCE_FIELD not in table:
        return FAMILY if family_friendly else ADULT
    value = table[AUDIENCE_FIELD]
    if value not in AUDIENCES:
        problems.error(field(AUDIENCE_FIELD), "field.choice",
                       "is {value}; write one of {choices}",
                       value=_shown(value), choices=", ".join(f'"{a}"' for a in AUDIENCES))
        return FAMILY if family_friendly else ADULT
    if value != ADULT and not family_friendly:
        problems.error(field(AUDIENCE_FIELD), "audience.not_family",
                       'is "{value}", so the pack must also say family_friendly = true',
                       value=value)
    return str(value)


def _check_fields(table: Table, game: str | None, problems: ProblemList) -> None:
    """Unknown fields, and another game's items in this pack, are errors."""
    for other_game, key in ITEMS_KEY.items():
        if game is not None and other_game != game and key in table:
            problems.error(field(key), "field.other_game", "belongs to {other} packs, not {game}",
                           other=other_game, game=game)
    known = [*HEADER_FIELDS, *FLAG_FIELDS, DIFFICULTY_FIELD, AUDIENCE_FIELD, *ITEMS_KEY.values()]
    check_known_keys(table, known, FILE, problems, Phrase("the pack"))


def _path_parts(source: str) -> tuple[str, ...]:
    return PurePosixPath(source.replace("\\", "/")).parts


def _check_folders(
    source: str, game: str | None, language: str | None, problems: ProblemList
) -> None:
    """A pack in a folder named after a game or a language must be of that game/language."""
    for folder in _path_parts(source)[-3:-1]:
        if folder in GAMES and game is not None and folder != game:
            problems.error(field("game"), "game.folder",
                           '"{value}" does not match its folder "{folder}"',
                           value=game, folder=folder)
        if folder in LANGUAGES and language is not None and folder != language:
            problems.error(field("language"), "language.folder",
                           '"{value}" does not match its folder "{folder}"',
                           value=language, folder=folder)


def _slug(source: str, problems: ProblemList) -> str:
    parts = _path_parts(source)
    name = parts[-1] if parts else source
    stem = name.removesuffix(PACK_SUFFIX)
    if name.endswith(PACK_SUFFIX) and SLUG_PATTERN.fullmatch(stem):
        return stem
    suggestion = "-".join(re.findall(r"[a-z0-9]+", fold(stem))) or "my-pack"
    problems.error(
        FILE,
        "file.name",
        'name "{name}" must be lowercase letters, digits and hyphens ending in {suffix}, '
        'e.g. "{suggestion}"',
        name=name, suffix=PACK_SUFFIX, suggestion=suggestion + PACK_SUFFIX,
    )
    return stem


def _shown(value: object) -> str:
    """A wrong value as the message shows it: text quoted, anything else by its kind."""
    return f'"{value}"' if isinstance(value, str) else describe(value)
