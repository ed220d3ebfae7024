"""Word packs: the format's model and validator (PX-PACK-1..3). Pure: no file I/O here."""

from core.packs.limits import CODENAMES, LANGUAGES, SCHEMA_VERSION, SPYWORD, TABOO
from core.packs.model import Pack, SpyPair, SpyWord, TabooCard
from core.packs.parse import check_pack, parse_pack
from core.packs.problems import ERROR, WARNING, PackError, PackProblem
from core.registry import GAMES

__all__ = [
    "CODENAMES",
    "ERROR",
    "GAMES",
    "LANGUAGES",
    "SCHEMA_VERSION",
    "SPYWORD",
    "TABOO",
    "WARNING",
    "Pack",
    "PackError",
    "PackProblem",
    "SpyPair",
    "SpyWord",
    "TabooCard",
    "check_pack",
    "parse_pack",
]
