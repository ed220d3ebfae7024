"""The phone page's files as they go on the wire: each gzipped once when the room opens,
with an ETag (its content's hash) so a reload gets ``304 Not Modified`` and no body, and
the page's texts one language at a time (``texts.json`` holds all five; a phone needs
the room's)."""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass

#: The file of every language's texts ({language: {key: text}}), served one at a time.
TEXTS_FILE = "texts.json"
#: Smaller than this, gzip's header costs more than it saves.
MIN_GZIP_BYTES = 256


@dataclass(frozen=True, slots=True)
class Asset:
    """One response body: as is, gzipped (None: not worth it) and its quoted ETag."""

    body: bytes
    gzipped: bytes | None
    etag: str

    @classmethod
    def of(cls, body: bytes) -> Asset:
        # mtime=0: the same bytes every start, so a phone's cached copy stays valid
        packed = gzip.compress(body, compresslevel=9, mtime=0)
        useful = len(body) >= MIN_GZIP_BYTES and len(packed) < len(body)
        return cls(body, packed if useful else None,
                   '"' + hashlib.sha256(body).hexdigest()[:32] + '"')

    def matches(self, if_none_match: str | None) -> bool:
        """Whether a request's ``If-None-Match`` names this body (a weak match: RFC 9110)."""
        if not if_none_match:
            return False
        tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
        return "*" in tags or self.etag in tags


def build_assets(files: dict[str, bytes]) -> dict[str, Asset]:
    """Every file by URL name, and each language's texts as ``texts.json?<language>``.
    Raises `ValueError` when texts.json is not {language: {key: text}}."""
    assets = {name: Asset.of(data) for name, data in files.items() if name != TEXTS_FILE}
    if TEXTS_FILE in files:
        texts = json.loads(files[TEXTS_FILE])
        if not isinstance(texts, dict) or not all(isinstance(v, dict) for v in texts.values()):
            raise ValueError(f"{TEXTS_FILE}: not {{language: {{key: text}}}}")
        for language, table in texts.items():
            body = json.dumps({language: table}, ensure_ascii=False,
                              separators=(",", ":")).encode("utf-8")
            assets[texts_name(language)] = Asset.of(body)
    return assets


def texts_name(language: str) -> str:
    """The asset of one language's texts."""
    return f"{TEXTS_FILE}?{language}"


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether ``Accept-Encoding`` allows gzip (not refused with ``q=0``)."""
    for part in accept_encoding.lower().split(","):
        coding, _, params = part.strip().partition(";")
        if coding.strip() in ("gzip", "*"):
            q = params.strip().removeprefix("q=")
            return not (params.strip().startswith("q=") and _is_zero(q))
    return False


def _is_zero(q: str) -> bool:
    try:
        return float(q) == 0
    except ValueError:
        return False
