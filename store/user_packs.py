"""Packs made in the app, saved in the user packs folder (PX-PACK-3, issue 17).

A made pack is an ordinary user pack file at ``<user packs>/<game>/<language>/<slug>.toml``
(`store.paths`), so the library loads it like any other and ``palabre packs check`` reads
it. Writes are atomic and durable (`store.atomic`): a crash never leaves half a pack.
"""

from __future__ import annotations

from pathlib import Path

from core.packs.limits import PACK_SUFFIX
from store import openmoji, paths
from store.atomic import write_atomic
from store.packs import Origin, PackFile, find_pack_files, read_pack_file


def user_pack_path(game: str, language: str, slug: str) -> Path:
    return paths.user_packs_dir() / game / language / f"{slug}{PACK_SUFFIX}"


def save_user_pack(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically (folders made as needed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, text)
    return path


def delete_user_pack(path: Path) -> None:
    """Remove a user pack file; only files inside the user packs folder."""
    folder = paths.user_packs_dir().resolve()
    if folder not in path.resolve().parents:
        raise ValueError(f"{path} is not a user pack")
    path.unlink(missing_ok=True)


def user_pack_files() -> list[PackFile]:
    """The user's own pack files, valid or not (a broken one can still be opened), without
    reading the built-in packs."""
    folder = paths.user_packs_dir()
    if not folder.is_dir():
        return []
    return [read_pack_file(path, str(path), openmoji.picture_exists, Origin.USER)
            for path in find_pack_files(folder)]
