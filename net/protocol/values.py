"""Plain values: the only things a message may hold, anywhere inside it.

A plain value is None, a bool, an int in [`MIN_INT`, `MAX_INT`], a str of at
most `MAX_TEXT_CHARS` characters, a list of plain values or a map from str keys
(at most `MAX_KEY_CHARS`) to plain values; lists and maps hold at most
`MAX_CONTAINER_ITEMS` items and nest at most `MAX_DEPTH` deep. No floats (views
and actions never need them and NaN breaks equality), no binary, no extensions.

`check_plain` walks a whole decoded message once, iteratively (no recursion, so
depth is bounded by data, not by Python's stack), before any schema is applied.
"""

from __future__ import annotations

import msgpack

from net.protocol import errors
from net.protocol.errors import ProtocolError
from net.protocol.limits import (
    MAX_CONTAINER_ITEMS,
    MAX_DEPTH,
    MAX_INT,
    MAX_KEY_CHARS,
    MAX_TEXT_CHARS,
    MIN_INT,
)

_SCALARS = (type(None), bool)


def check_plain(value: object, depth: int = 1, where: str = "") -> None:
    """Raise a coded `ProtocolError` unless ``value`` is a plain value.

    ``depth`` is the nesting level of ``value`` itself (1 for a whole message);
    ``where`` names it in error details.
    """
    stack: list[tuple[object, int, str]] = [(value, depth, where)]
    while stack:
        item, level, field = stack.pop()
        kind = type(item)
        if kind in _SCALARS:
            continue
        if kind is int:
            if not MIN_INT <= item <= MAX_INT:  # type: ignore[operator]
                raise ProtocolError(errors.OUT_OF_RANGE, field=field, min=MIN_INT, max=MAX_INT)
            continue
        if kind is str:
            if len(item) > MAX_TEXT_CHARS:  # type: ignore[arg-type]
                raise ProtocolError(errors.OUT_OF_RANGE, field=field, max_chars=MAX_TEXT_CHARS)
            continue
        if kind is list or kind is dict:
            if level > MAX_DEPTH:
                raise ProtocolError(errors.TOO_DEEP, field=field, max=MAX_DEPTH)
            if len(item) > MAX_CONTAINER_ITEMS:  # type: ignore[arg-type]
                raise ProtocolError(errors.OUT_OF_RANGE, field=field,
                                    max_items=MAX_CONTAINER_ITEMS)
            if kind is list:
                stack.extend((child, level + 1, field) for child in item)  # type: ignore[union-attr]
                continue
            for key, child in item.items():  # type: ignore[union-attr]
                if type(key) is not str:
                    raise ProtocolError(errors.BAD_TYPE, field=field, expected="str key")
                if len(key) > MAX_KEY_CHARS:
                    raise ProtocolError(errors.OUT_OF_RANGE, field=field,
                                        max_key_chars=MAX_KEY_CHARS)
                stack.append((child, level + 1, field or key))
            continue
        if kind is msgpack.Timestamp:
            raise ProtocolError(errors.EXTENSION, field=field, ext_type=-1)
        raise ProtocolError(errors.BAD_TYPE, field=field, got=kind.__name__)
