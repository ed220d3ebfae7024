"""The built-in packs, validated once and read back at every later start (issue 30).

Validating every shipped pack at each start cost 4.5× parsing them (the forbidden-word
checks, the language lexicon, one picture look-up per pair). The shipped files and the
validator change only with the app, so the packs of a fully valid built-in folder are
kept in the cache folder as JSON, under a key made of every pack file's bytes and the
validator's own code (its source files when they exist, the app's version in a
standalone build where they do not) and the pictures it checked against. Any change to
any of these, a damaged or unreadable cache file, or a cache of another format: the packs
are validated as before and the cache written again. A folder with any problem (a
developer's broken pack) is never cached, so its problems are named at every start.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import fields
from pathlib import Path
from typing import Any

import core.packs
from core.packs.model import Pack, SpyPair, SpyWord, TabooCard
from store import atomic, openmoji

FORMAT = 1
CACHE_NAME = "builtin-packs.json"
log = logging.getLogger(__name__)


def _validator_marker() -> bytes:
    """The validator's code: its modules' sources, or the app's version when frozen."""
    folder = Path(core.packs.__file__).parent
    sources = sorted(folder.glob("*.py"))
    if sources:
        digest = hashlib.sha256()
        for source in (*sources, Path(__file__).with_name("packs.py")):
            digest.update(source.name.encode() + b"\0" + source.read_bytes())
        return digest.digest()
    from store.version import app_version  # a standalone build: no sources to read

    return app_version().encode()


def key(folder: Path, files: list[Path]) -> str:
    """What the cached packs were validated from: every file's place and bytes, the
    validator, the pictures' source."""
    digest = hashlib.sha256(FORMAT.to_bytes(2, "big") + _validator_marker())
    digest.update(str(openmoji.BUNDLED_ZIP.is_file()).encode())
    for path in files:
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def read(cache_dir: Path, wanted: str) -> list[Pack] | None:
    """The cached packs when they were made from ``wanted``; None otherwise."""
    path = cache_dir / CACHE_NAME
    try:
        data = json.loads(path.read_bytes())
        if data.get("format") != FORMAT or data.get("key") != wanted:
            return None
        return [pack_from_dict(item) for item in data["packs"]]
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("packs: the cache %s is unusable (%s): validating again", path, exc)
        return None


def write(cache_dir: Path, made_from: str, packs: list[Pack]) -> None:
    """Keep ``packs`` for the next start; a cache that cannot be written costs only time."""
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        body = {"format": FORMAT, "key": made_from, "packs": [pack_to_dict(p) for p in packs]}
        atomic.write_atomic(cache_dir / CACHE_NAME,
                            json.dumps(body, ensure_ascii=False, separators=(",", ":")))
    except OSError as exc:
        log.warning("packs: cannot write the cache in %s (%s)", cache_dir, exc)


def pack_to_dict(pack: Pack) -> dict[str, Any]:
    """Every field of the pack, its items as plain lists (new fields come along)."""
    data = {f.name: getattr(pack, f.name) for f in fields(pack)}
    data["pairs"] = [pair.to_dict() for pair in pack.pairs]
    data["cards"] = [card.to_dict() for card in pack.cards]
    data["words"] = list(pack.words)
    return data


def pack_from_dict(data: dict[str, Any]) -> Pack:
    items = {
        "pairs": tuple(SpyPair(p["category"], SpyWord(**p["a"]), SpyWord(**p["b"]))
                       for p in data["pairs"]),
        "cards": tuple(TabooCard(**{**c, "forbidden": tuple(c["forbidden"])})
                       for c in data["cards"]),
        "words": tuple(data["words"]),
    }
    return Pack(**{**data, **items})
