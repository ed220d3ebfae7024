"""Plain values: the only things a message may hold, anywhere inside it.

A plain value is None, a bool, an int in [`MIN_INT`, `MAX_INT`], a str of at
most `MAX_TEXT_CHARS` characters, a list of plain values or a map from str keys
(at most `MAX_KEY_CHARS`) to plain values; lists and maps hold at most
`MAX_CONTAINER_ITEMS` items and nest at most `MAX_DEPTH` deep. No floats (views
and actions never need them and NaN breaks equality), no binary, no extensions.

`check_plain` walks a whole decoded message once, before any schema is applied.
"""

from __future__ import annotations

from typing import Any

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


def check_plain(value: object, depth: int = 1, where: str = "") -> None:
    """Raise a coded `ProtocolError` unless ``value`` is a plain value.

    ``depth`` is the nesting level of ``value`` itself (1 for a whole message);
    ``where`` names the top-level field in error details. The walk recurses only
    into containers within `MAX_DEPTH`, so its own depth is bounded whatever the
    input (msgpack may hand over up to about a thousand levels).
    """
    if type(value) is dict:  # exact types: a subclass is no plain value
        _check_map(value, depth, where)
    elif type(value) is list:
        _check_list(value, depth, where)
    else:
        _check_scalar(value, where)


def _check_map(value: dict[Any, Any], depth: int, where: str) -> None:
    if depth > MAX_DEPTH:
        raise ProtocolError(errors.TOO_DEEP, field=where, max=MAX_DEPTH)
    if len(value) > MAX_CONTAINER_ITEMS:
        raise ProtocolError(errors.OUT_OF_RANGE, field=where, max_items=MAX_CONTAINER_ITEMS)
    for key, child in value.items():
        if type(key) is not str:
            raise ProtocolError(errors.BAD_TYPE, field=where, expected="str key",
                                got=type(key).__name__)
        if len(key) > MAX_KEY_CHARS:
            raise ProtocolError(errors.OUT_OF_RANGE, field=where, max_key_chars=MAX_KEY_CHARS)
        kind = type(child)
        if kind is dict:
            _check_map(child, depth + 1, where or key)
        elif kind is list:
            _check_list(child, depth + 1, where or key)
        elif not (kind is str and len(child) <= MAX_TEXT_CHARS or child is None or kind is bool):
            _check_scalar(child, where or key)


def _check_list(value: list[Any], depth: int, where: str) -> None:
    if depth > MAX_DEPTH:
        raise ProtocolError(errors.TOO_DEEP, field=where, max=MAX_DEPTH)
    if len(value) > MAX_CONTAINER_ITEMS:
        raise ProtocolError(errors.OUT_OF_RANGE, field=where, max_items=MAX_CONTAINER_ITEMS)
    for child in value:
        kind = type(child)
        if kind is dict:
            _check_map(child, depth + 1, where)
        elif kind is list:
            _check_list(child, depth + 1, where)
        elif not (kind is str and len(child) <= MAX_TEXT_CHARS or child is None or kind is bool):
            _check_scalar(child, where)


def _check_scalar(value: object, where: str) -> None:
    kind = type(value)
    if value is None or kind is bool:
        return
    if type(value) is int:  # not `kind`: type checkers narrow only on the call itself
        if not MIN_INT <= value <= MAX_INT:
            raise ProtocolError(errors.OUT_OF_RANGE, field=where, min=MIN_INT, max=MAX_INT)
        return
    if type(value) is str:
        if len(value) > MAX_TEXT_CHARS:
            raise ProtocolError(errors.OUT_OF_RANGE, field=where, max_chars=MAX_TEXT_CHARS)
        return
    if kind is msgpack.Timestamp:
        raise ProtocolError(errors.EXTENSION, field=where, ext_type=-1)
    raise ProtocolError(errors.BAD_TYPE, field=where, got=kind.__name__)
