"""Typed actions and their plain-dict form (for records and the network).

Each game declares its actions as frozen dataclasses subclassing `Action`
with a unique ``KIND``. `ActionCodec` turns them into ``{"type": kind, ...}``
maps and back, checking field names and types strictly, so a record file or
a network frame can never smuggle in anything else.
"""

from __future__ import annotations

import functools
import types
import typing
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from core.errors import InvalidAction


@dataclass(frozen=True, slots=True)
class Action:
    KIND: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        # Fields hold only scalars (`ActionCodec` refuses any other type): no deep copy,
        # unlike dataclasses.asdict, which was a sixth of random play's time.
        out: dict[str, Any] = {"type": self.KIND}
        for name in _field_names(type(self)):
            out[name] = getattr(self, name)
        return out


@dataclass(frozen=True, slots=True)
class Timeout(Action):
    """Fed by the session when `next_deadline()` has passed (GUIDE §2: time is data)."""

    KIND: ClassVar[str] = "timeout"


@dataclass(frozen=True, slots=True)
class Disconnect(Action):
    """A seat lost its connection (several devices)."""

    KIND: ClassVar[str] = "disconnect"
    seat: int


@dataclass(frozen=True, slots=True)
class Reconnect(Action):
    KIND: ClassVar[str] = "reconnect"
    seat: int


@dataclass(frozen=True, slots=True)
class Leave(Action):
    """A seat left the game or was removed by the host."""

    KIND: ClassVar[str] = "leave"
    seat: int


SESSION_ACTIONS: tuple[type[Action], ...] = (Timeout, Disconnect, Reconnect, Leave)


#: Field names per action class, computed once (`Action.to_dict` is on the hot path). A
#: plain dict rather than functools.cache: mypy sees a class object as unhashable when the
#: class defines ``__hash__`` (frozen dataclasses do), so it refuses it as a cache key.
_FIELD_NAMES: dict[type[Action], tuple[str, ...]] = {}


def _field_names(cls: type[Action]) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


_SCALARS = {int, str, bool, type(None)}


def _allowed_types(hint: object) -> tuple[type, ...]:
    if hint in _SCALARS:
        return (hint,)
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        out: list[type] = []
        for arg in typing.get_args(hint):
            out.extend(_allowed_types(arg))
        return tuple(out)
    raise TypeError(f"unsupported action field type {hint!r}")


class ActionCodec:
    """Strict dict <-> action conversion for one game's action classes."""

    def __init__(self, classes: typing.Iterable[type[Action]]) -> None:
        self._by_kind: dict[str, tuple[type[Action], dict[str, tuple[type, ...]]]] = {}
        for cls in classes:
            if not cls.KIND or cls.KIND in self._by_kind:
                raise ValueError(f"action kind missing or duplicated: {cls!r}")
            hints = typing.get_type_hints(cls)
            schema = {f.name: _allowed_types(hints[f.name]) for f in fields(cls)}
            self._by_kind[cls.KIND] = (cls, schema)

    @staticmethod
    @functools.cache
    def of(classes: tuple[type[Action], ...]) -> ActionCodec:
        """The codec of these classes, built once per process: `Game.codec()` is asked at
        every session start and replay, and building one reads every class's type hints."""
        return ActionCodec(classes)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self._by_kind)

    def decode(self, data: object) -> Action:
        if not isinstance(data, dict):
            raise InvalidAction("action.not_a_map")
        kind = data.get("type")
        if kind not in self._by_kind:
            raise InvalidAction("action.unknown_type", type=str(kind)[:40])
        cls, schema = self._by_kind[kind]
        given = set(data) - {"type"}
        if given != set(schema):
            raise InvalidAction("action.bad_fields", type=kind)
        for name, allowed in schema.items():
            value = data[name]
            # bool is an int subclass: refuse True where an int is expected.
            if type(value) not in allowed:
                raise InvalidAction("action.bad_field_type", type=kind, field=name)
        return cls(**{name: data[name] for name in schema})

    @staticmethod
    def encode(action: Action) -> dict[str, Any]:
        return action.to_dict()
