"""Spy Word's settings keys as the protocol doc lists them (`net.game_schema`)."""

from __future__ import annotations

import json
from collections.abc import Set
from dataclasses import MISSING
from dataclasses import fields as dataclass_fields
from typing import Any

from core.spyword import settings as sw


def doc_lines(made: Set[str]) -> list[str]:
    """A table of the keys a host may set: values and default."""
    lines = ["", "| Key | Values | Default |", "| --- | --- | --- |"]
    defaults = {f.name: f.default for f in dataclass_fields(sw.SpySettings)
                if f.default is not MISSING}
    choices: dict[str, Any] = dict(sw._CHOICES)  # noqa: SLF001 (the module's own table)
    bools = set(sw._BOOLS) | {"ghost"}  # noqa: SLF001
    for key in sorted(sw.KNOWN_KEYS - set(made)):
        values = choices.get(key)
        shown = (", ".join(json.dumps(v) for v in values) if values
                 else "bool" if key in bools else "int (a seat)" if key == "host" else "int")
        default = (json.dumps(defaults[key]) if key in defaults
                   else "by player count (SW-ROLE-7)")
        lines.append(f"| `{key}` | {shown} | {default} |")
    return lines
