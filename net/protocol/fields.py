"""Field specs: what one field of a message may hold.

Each spec checks a decoded value (``check``), and converts between the typed
attribute of a message class and its plain form (``to_plain`` / ``from_plain``).
Messages declare their fields with these specs in `net.protocol.messages`, the
one place both the receiver and the sender validate against.

Every value has already passed `values.check_plain` (types, depth, sizes) when a
spec sees it; specs add the field's own type, range, length and pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from net.protocol import errors
from net.protocol.errors import ProtocolError

if TYPE_CHECKING:  # messages.py builds on this module
    from net.protocol.messages import Struct

#: What a one-line text may not hold: controls (Unicode Cc), line and paragraph separators.
_NOT_IN_A_LINE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


class Spec(Protocol):
    #: Short type name for docs and error details.
    label: str

    def check(self, value: object, field: str) -> None: ...

    def to_plain(self, value: Any) -> object: ...

    def from_plain(self, value: Any) -> Any: ...


class _Scalar:
    """A spec whose plain form is the value itself."""

    label = "?"

    def to_plain(self, value: Any) -> object:
        return value

    def from_plain(self, value: Any) -> Any:
        return value

    def _type_error(self, value: object, field: str) -> ProtocolError:
        return ProtocolError(errors.BAD_TYPE, field=field, expected=self.label,
                             got=type(value).__name__)


class Int(_Scalar):
    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high
        self.label = f"int {low}..{high}"

    def check(self, value: object, field: str) -> None:
        if type(value) is not int:  # bool is an int subclass: refused here
            raise self._type_error(value, field)
        if not self.low <= value <= self.high:
            raise ProtocolError(errors.OUT_OF_RANGE, field=field, min=self.low, max=self.high)


class Bool(_Scalar):
    label = "bool"

    def check(self, value: object, field: str) -> None:
        if type(value) is not bool:
            raise self._type_error(value, field)


class Text(_Scalar):
    """A str of ``min_chars..max_chars`` characters, matching ``pattern`` if given.

    Without a pattern, a one-line text refuses control characters and line breaks.
    """

    def __init__(self, min_chars: int, max_chars: int, pattern: str | None = None,
                 one_line: bool = True) -> None:
        self.min_chars, self.max_chars = min_chars, max_chars
        self.pattern = re.compile(pattern) if pattern else None
        self.one_line = one_line
        self.label = f"str {min_chars}..{max_chars} chars" + (
            f" matching {pattern}" if pattern else "")

    def check(self, value: object, field: str) -> None:
        if type(value) is not str:
            raise self._type_error(value, field)
        if not self.min_chars <= len(value) <= self.max_chars:
            raise ProtocolError(errors.OUT_OF_RANGE, field=field, min_chars=self.min_chars,
                                max_chars=self.max_chars)
        if self.pattern is not None:
            if not self.pattern.fullmatch(value):
                raise ProtocolError(errors.OUT_OF_RANGE, field=field,
                                    pattern=self.pattern.pattern)
        elif self.one_line and _NOT_IN_A_LINE.search(value):
            raise ProtocolError(errors.OUT_OF_RANGE, field=field, reason="control character")


class Choice(_Scalar):
    def __init__(self, *choices: str) -> None:
        self.choices = choices
        self.label = " | ".join(f'"{c}"' for c in choices)

    def check(self, value: object, field: str) -> None:
        if type(value) is not str:
            raise self._type_error(value, field)
        if value not in self.choices:
            raise ProtocolError(errors.OUT_OF_RANGE, field=field, choices=list(self.choices))


class Nullable:
    """``spec`` or null (the field is still required: null must be sent explicitly)."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.label = f"{spec.label} | null"

    def check(self, value: object, field: str) -> None:
        if value is not None:
            self.spec.check(value, field)

    def to_plain(self, value: Any) -> object:
        return None if value is None else self.spec.to_plain(value)

    def from_plain(self, value: Any) -> Any:
        return None if value is None else self.spec.from_plain(value)


class PlainMap(_Scalar):
    """Any plain map (game views, actions, settings, details): checked by `check_plain`."""

    label = "map (plain values)"

    def check(self, value: object, field: str) -> None:
        if type(value) is not dict:
            raise self._type_error(value, field)


class ListOf:
    """A list of at most ``max_items`` items of ``spec``; a tuple on the typed side."""

    def __init__(self, spec: Spec, max_items: int) -> None:
        self.spec, self.max_items = spec, max_items
        self.label = f"list of ({spec.label}), at most {max_items}"

    def check(self, value: object, field: str) -> None:
        if type(value) is not list:
            raise ProtocolError(errors.BAD_TYPE, field=field, expected="list",
                                got=type(value).__name__)
        if len(value) > self.max_items:
            raise ProtocolError(errors.OUT_OF_RANGE, field=field, max_items=self.max_items)
        for index, item in enumerate(value):
            self.spec.check(item, f"{field}[{index}]")

    def to_plain(self, value: Sequence[Any]) -> object:
        if not isinstance(value, list | tuple):
            return value  # left for `check` to refuse
        return [self.spec.to_plain(item) for item in value]

    def from_plain(self, value: list[Any]) -> Any:
        return tuple(self.spec.from_plain(item) for item in value)


class Record:
    """A nested map with its own fixed fields, typed as a `Struct` subclass."""

    def __init__(self, struct: type[Struct]) -> None:
        self.struct = struct
        self.label = f"{struct.__name__} map"

    def check(self, value: object, field: str) -> None:
        if type(value) is not dict:
            raise ProtocolError(errors.BAD_TYPE, field=field, expected="map",
                                got=type(value).__name__)
        check_fields(self.struct.SCHEMA, value, prefix=f"{field}.")

    def to_plain(self, value: Any) -> object:
        return value.to_map() if isinstance(value, self.struct) else value

    def from_plain(self, value: dict[str, Any]) -> Any:
        return self.struct.from_fields(value)


def check_fields(schema: dict[str, Spec], data: dict[str, Any], prefix: str = "",
                 skip: frozenset[str] = frozenset()) -> None:
    """Exactly the schema's fields (plus ``skip``), each valid: or a coded error."""
    for name in data:
        if name not in schema and name not in skip:
            raise ProtocolError(errors.EXTRA_FIELD, field=f"{prefix}{name}")
    for name, spec in schema.items():
        if name not in data:
            raise ProtocolError(errors.MISSING_FIELD, field=f"{prefix}{name}")
        spec.check(data[name], f"{prefix}{name}")
