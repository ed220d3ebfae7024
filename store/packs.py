"""Finding and loading pack files: the shipped ones and the user's own (PX-PACK-2, PX-PACK-3).

A broken pack never raises out of here: whatever is wrong with a file (unreadable, not
UTF-8, bad TOML, wrong schema, a validator bug), it is kept as an invalid ``PackFile``
listing the file, the item and the reason.
"""

from __future__ import annotations

import errno
import os
import tomllib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from pathlib import Path

from core.packs import GAMES, LANGUAGES, Pack, PackProblem, check_pack
from core.packs.language import Lexicon, build_lexicon, pack_words
from core.packs.limits import DIFFICULTIES, JUNIOR, MAX_PACK_BYTES, PACK_SUFFIX
from core.packs.phrase import Phrase
from store import openmoji, pack_cache, paths

PictureExists = Callable[[str], bool]
FILE = Phrase("file")
FOLDER = Phrase("folder")
# packs/<game>/<language>/<slug>.toml, counted from the packs folder.
BUILTIN_LAYOUT_DEPTH = 3
# Order of packs in a list: a pack without a difficulty sits with the medium ones.
_DIFFICULTY_RANK = {difficulty: rank for rank, difficulty in enumerate(DIFFICULTIES)}


class Origin(StrEnum):
    BUILTIN = "built-in"
    USER = "user"


@dataclass(frozen=True)
class PackFile:
    """One file's outcome: its pack when valid, and every problem (warnings too)."""

    path: Path
    source: str
    pack: Pack | None
    problems: tuple[PackProblem, ...]
    origin: Origin | None = None

    @property
    def valid(self) -> bool:
        return self.pack is not None

    @property
    def errors(self) -> tuple[PackProblem, ...]:
        return tuple(p for p in self.problems if p.is_error)

    @property
    def warnings(self) -> tuple[PackProblem, ...]:
        return tuple(p for p in self.problems if not p.is_error)

    def refused(self, item: str, code: str, message: str) -> PackFile:
        """This file made invalid by a problem found outside the file itself."""
        problem = PackProblem(self.source, item, code, message)
        return replace(self, pack=None, problems=(*self.problems, problem))


def _failed(path: Path, source: str, item: str, code: str, message: str) -> PackFile:
    return PackFile(path, source, None, (PackProblem(source, item, code, message),))


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for entry in value:
            yield from _strings(entry)
    elif isinstance(value, dict):
        for key, entry in value.items():
            if key != "picture":
                yield from _strings(entry)


@cache
def builtin_lexicon(folder: Path | None = None) -> Lexicon:
    """Each language's words, from the built-in packs (read raw, not validated: the
    lexicon only tells languages apart). Cached: the shipped files do not change."""
    folder = folder or paths.builtin_packs_dir()
    words: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    for game in GAMES:
        for lang in LANGUAGES:
            for path in sorted((folder / game / lang).glob(f"*{PACK_SUFFIX}")):
                try:
                    table = tomllib.loads(path.read_text(encoding="utf-8"))
                except (OSError, ValueError):
                    continue  # a broken built-in pack is reported by its own check
                for key in ("pairs", "cards", "words"):
                    words[lang].extend(_strings(table.get(key)))
    return build_lexicon(words)


def read_pack_file(
    path: Path,
    source: str | None = None,
    picture_exists: PictureExists = openmoji.picture_exists,
    origin: Origin | None = None,
    lexicon: Lexicon | None = None,
) -> PackFile:
    """Read and check one file; ``source`` is how messages name it (default: the path).
    ``lexicon``: each language's words, to warn about a pack in another language
    (default: the built-in packs' words)."""
    source = source if source is not None else str(path)
    lexicon = builtin_lexicon() if lexicon is None else lexicon
    if path.is_symlink() and not path.exists():
        return _failed(path, source, FILE, *missing_reason(path))
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_PACK_BYTES + 1)
    except OSError as exc:
        reason = Phrase("cannot be read: {reason}", reason=exc.strerror or "")
        return _failed(path, source, FILE, "file.unreadable", reason)
    try:
        pack, problems = check_pack(data, source, picture_exists, lexicon)
    except Exception as exc:  # a validator bug must not stop the app
        reason = Phrase("could not be checked ({error})", error=type(exc).__name__)
        return _failed(path, source, FILE, "file.internal", reason)
    return PackFile(path, source, pack, problems, origin)


def find_pack_files(folder: Path) -> list[Path]:
    """Every ``*.toml`` under ``folder``, sorted, skipping hidden files and folders
    (editor backups, macOS ``._name.toml`` leftovers). A link that leads nowhere is
    kept, so that reading it names the reason."""
    found = []
    for path in folder.rglob(f"*{PACK_SUFFIX}"):
        hidden = any(part.startswith(".") for part in path.relative_to(folder).parts)
        if not hidden and (path.is_file() or path.is_symlink() and not path.exists()):
            found.append(path)
    return sorted(found)


def missing_reason(path: Path) -> tuple[str, str]:
    """(code, reason) for a path that cannot be opened: a link loop or a dangling link
    is named as such, not "does not exist" (the link itself is right there)."""
    if path.is_symlink():
        try:
            path.resolve(strict=True)
        except RuntimeError:  # Python 3.11 raises this for a loop
            return "file.link_loop", Phrase("is a symbolic link loop: it points back to itself")
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                return "file.link_loop", Phrase("is a symbolic link loop: it points back to itself")
            target = os.readlink(path)
            return "file.broken_link", Phrase(
                "is a symbolic link to {target}, which does not exist", target=target)
    return "file.not_found", Phrase("does not exist")


def check_paths(
    targets: Iterable[str | Path], picture_exists: PictureExists = openmoji.picture_exists
) -> list[PackFile]:
    """Check files and folders (recursively), as ``palabre packs check`` does."""
    results = []
    for target in map(Path, targets):
        if target.is_dir():
            files = _scan(target, str, None, picture_exists)
            results.extend(files or [_no_packs(target)])
        elif target.exists():
            results.append(read_pack_file(target, picture_exists=picture_exists))
        else:
            results.append(_failed(target, str(target), FILE, *missing_reason(target)))
    return results


def _no_packs(folder: Path) -> PackFile:
    reason = Phrase("has no {suffix} pack files", suffix=PACK_SUFFIX)
    return _failed(folder, str(folder), FOLDER, "folder.no_packs", reason)


def _scan(
    folder: Path,
    source_of: Callable[[Path], str],
    origin: Origin | None,
    picture_exists: PictureExists,
    lexicon: Lexicon | None = None,
) -> list[PackFile]:
    try:
        files = find_pack_files(folder)
    except OSError as exc:
        reason = Phrase("cannot be read: {reason}", reason=exc.strerror or "")
        return [_failed(folder, str(folder), FOLDER, "folder.unreadable", reason)]
    return [read_pack_file(path, source_of(path), picture_exists, origin, lexicon)
            for path in files]


class PackLibrary:
    """Every installed pack: valid ones by game and language, invalid ones with reasons."""

    def __init__(self, files: Iterable[PackFile]) -> None:
        self.files: tuple[PackFile, ...] = tuple(self._unique(files))
        self._by_id = {f.pack.id: f.pack for f in self.files if f.pack is not None}
        self._origins = {f.pack.id: f.origin for f in self.files if f.pack is not None}

    @classmethod
    def load(
        cls,
        builtin_dir: Path | None = None,
        user_dir: Path | None = None,
        picture_exists: PictureExists = openmoji.picture_exists,
    ) -> PackLibrary:
        builtin_dir = builtin_dir or paths.builtin_packs_dir()
        user_dir = user_dir or paths.user_packs_dir()
        builtin = _builtin_files(builtin_dir, picture_exists)
        return cls([*builtin, *_user_files(user_dir, picture_exists, _lexicon_of(builtin))])

    @staticmethod
    def _unique(files: Iterable[PackFile]) -> Iterator[PackFile]:
        """The first pack of an id wins; a later one (a user copy, say) is listed invalid."""
        first: dict[str, PackFile] = {}
        for file in files:
            pack = file.pack
            if pack is not None and pack.id in first:
                yield file.refused(
                    FILE,
                    "pack.duplicate_id",
                    Phrase('is the same pack "{id}" as {other}: rename one',
                           id=pack.id, other=first[pack.id].source),
                )
                continue
            if pack is not None:
                first[pack.id] = file
            yield file

    @property
    def valid(self) -> tuple[PackFile, ...]:
        return tuple(f for f in self.files if f.valid)

    @property
    def invalid(self) -> tuple[PackFile, ...]:
        return tuple(f for f in self.files if not f.valid)

    def packs(self, game: str, language: str | None = None) -> tuple[Pack, ...]:
        """Valid packs of a game (and language): built-in first, a junior pack after the
        others (a game's first pack is its default: setup's tick, Play again, never the
        children's list), easy before hard, then in file order."""
        found = [p for p in self._by_id.values()
                 if p.game == game and (language is None or p.language == language)]
        return tuple(sorted(found, key=lambda p: (self._origins[p.id] is Origin.USER,
                                                  p.audience == JUNIOR,
                                                  _DIFFICULTY_RANK.get(p.difficulty or "", 1))))

    def get(self, pack_id: str) -> Pack:
        """The pack called ``pack_id`` ("taboo/fr/school"); KeyError if none is valid."""
        return self._by_id[pack_id]

    def languages(self, game: str) -> tuple[str, ...]:
        """Languages that have at least one valid pack of ``game``, in LANGUAGES order."""
        return tuple(lang for lang in LANGUAGES if self.packs(game, lang))


def _builtin_files(folder: Path, picture_exists: PictureExists) -> list[PackFile]:
    """The shipped packs: from the cache when it was made from these very files and this
    validator (`store.pack_cache`), else validated, and cached when all are clean."""
    def source_of(path: Path) -> str:
        return path.relative_to(folder.parent).as_posix()

    cacheable = picture_exists is openmoji.picture_exists  # a test's own pictures: never
    try:
        paths_found = find_pack_files(folder)
        made_from = pack_cache.key(folder, paths_found) if cacheable else ""
    except OSError:
        paths_found, made_from = [], ""  # _scan names the unreadable folder
    cached = pack_cache.read(paths.user_cache_dir(), made_from) if made_from else None
    if cached is not None and len(cached) == len(paths_found):
        return [PackFile(path, source_of(path), pack, (), Origin.BUILTIN)
                for path, pack in zip(paths_found, cached, strict=True)]
    files = [_check_layout(file, folder)
             for file in _scan(folder, source_of, Origin.BUILTIN, picture_exists)]
    clean = [file.pack for file in files if file.pack is not None and not file.problems]
    if made_from and files and len(clean) == len(files):
        pack_cache.write(paths.user_cache_dir(), made_from, clean)
    return files


def _check_layout(file: PackFile, folder: Path) -> PackFile:
    """Built-in packs live at packs/<game>/<language>/<slug>.toml (the folders match the
    pack itself; check_pack makes sure of that)."""
    parts = file.path.relative_to(folder).parts
    if len(parts) == BUILTIN_LAYOUT_DEPTH and parts[0] in GAMES and parts[1] in LANGUAGES:
        return file
    return file.refused(
        FILE,
        "file.layout",
        Phrase("a built-in pack belongs at packs/<game>/<language>/<name>{suffix}",
               suffix=PACK_SUFFIX),
    )


def _lexicon_of(files: list[PackFile]) -> Lexicon:
    """Each language's words from the loaded built-in packs (the cache's too, so a
    user's pack is checked without parsing the shipped files again)."""
    words: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
    for file in files:
        if file.pack is not None:
            words[file.pack.language].extend(pack_words(file.pack))
    return build_lexicon(words)


def _user_files(folder: Path, picture_exists: PictureExists,
                lexicon: Lexicon | None = None) -> list[PackFile]:
    """User packs may sit anywhere under the user packs folder."""
    return _scan(folder, str, Origin.USER, picture_exists, lexicon)
