"""Frames: a 4-byte big-endian length, then one msgpack body of that many bytes.

`FrameReader` buffers partial frames and checks each length prefix as soon as
its 4 bytes are in, before it keeps a single body byte: a peer can never make
us hold more than `LENGTH_PREFIX_BYTES + MAX_FRAME_BYTES` bytes. `unpack_body`
decodes a body with msgpack's strict options and turns each of msgpack's
exceptions into a coded `ProtocolError`.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgpack

from net.protocol import errors
from net.protocol.errors import ProtocolError
from net.protocol.limits import (
    LENGTH_PREFIX_BYTES,
    MAX_CONTAINER_ITEMS,
    MAX_DEPTH,
    MAX_FRAME_BYTES,
    MAX_TEXT_CHARS,
)

#: UTF-8 needs at most 4 bytes per character.
_MAX_STR_BYTES = 4 * MAX_TEXT_CHARS
#: Longest exception message kept in an error's details (for logs).
_REASON_CHARS = 80


class _ExtensionRefused(Exception):
    """Raised from msgpack's ext_hook: Palabre never uses extension types."""

    def __init__(self, ext_type: int) -> None:
        super().__init__(ext_type)
        self.ext_type = ext_type


def _refuse_extension(ext_type: int, data: bytes) -> object:
    raise _ExtensionRefused(ext_type)


# Binary and extension lengths are bounded by the frame only, so that they reach the
# type checks (and get their own code) instead of failing as generic msgpack errors.
_UNPACK_OPTIONS = {
    "raw": False,
    "strict_map_key": True,
    "ext_hook": _refuse_extension,
    "use_list": True,
    "max_str_len": _MAX_STR_BYTES,
    "max_bin_len": MAX_FRAME_BYTES,
    "max_array_len": MAX_CONTAINER_ITEMS,
    "max_map_len": MAX_CONTAINER_ITEMS,
    "max_ext_len": MAX_FRAME_BYTES,
}


def unpack_body(body: bytes) -> object:
    """One msgpack object from a whole frame body, or a coded `ProtocolError`."""
    try:
        return msgpack.unpackb(body, **_UNPACK_OPTIONS)
    except _ExtensionRefused as err:
        raise ProtocolError(errors.EXTENSION, ext_type=err.ext_type) from None
    except msgpack.StackError:
        raise ProtocolError(errors.TOO_DEEP, max=MAX_DEPTH) from None
    except UnicodeDecodeError:
        raise ProtocolError(errors.BAD_UTF8) from None
    except RecursionError:
        raise ProtocolError(errors.TOO_DEEP, max=MAX_DEPTH) from None
    # ExtraData, FormatError, BufferFull, OutOfData are ValueError subclasses; msgpack
    # also raises plain ValueError (limits, bad key types) and TypeError.
    except (ValueError, TypeError, OverflowError, msgpack.UnpackException) as err:
        raise ProtocolError(errors.BAD_MSGPACK, reason=_reason(err)) from None


def pack_body(value: object) -> bytes:
    """Encode a validated message map. Strings stay str, bytes would be bin."""
    body: bytes = msgpack.packb(value, use_bin_type=True)  # msgpack is untyped
    return body


class SharedPacker:
    """`pack_body` for a batch of messages that share values, byte for byte the same.

    A broadcast sends each seat a view of one state, and the views hold the very same
    objects for what every seat sees alike (the grid, the seats, the histories:
    `core.game.Game._shared_parts`): a list or map met again in the batch, the same
    object, is packed once and its bytes reused (issue 30). The maps of the first two
    levels (the message, its view) are packed key by key for that; anything deeper
    whole. `forget` ends a batch (the objects may change after it)."""

    _DEPTH = 2

    def __init__(self) -> None:
        self._packer = msgpack.Packer(use_bin_type=True)
        self._done: dict[int, tuple[object, bytes]] = {}

    def forget(self) -> None:
        self._done.clear()

    def pack(self, value: object) -> bytes:
        parts: list[bytes] = []
        self._pack(value, self._DEPTH, parts)
        return b"".join(parts)

    def _pack(self, value: object, depth: int, parts: list[bytes]) -> None:
        if type(value) is dict and depth > 0:
            parts.append(_map_header(len(value)))
            for key, item in value.items():
                parts.append(self._packer.pack(key))
                self._pack(item, depth - 1, parts)
            return
        if type(value) is not list and type(value) is not dict:
            parts.append(self._packer.pack(value))
            return
        done = self._done.get(id(value))
        if done is None or done[0] is not value:
            done = self._done[id(value)] = (value, self._packer.pack(value))  # kept alive
        parts.append(done[1])


def _map_header(size: int) -> bytes:
    """msgpack's header of a map of ``size`` entries, as `msgpack.packb` writes it."""
    if size < 16:
        return bytes((0x80 | size,))
    if size < 1 << 16:
        return b"\xde" + size.to_bytes(2, "big")
    return b"\xdf" + size.to_bytes(4, "big")


def frame(body: bytes) -> bytes:
    """Prefix ``body`` with its length; refuses an empty or oversized body."""
    if not body:
        raise ProtocolError(errors.EMPTY_FRAME)
    if len(body) > MAX_FRAME_BYTES:
        raise ProtocolError(errors.FRAME_TOO_LARGE, size=len(body), max=MAX_FRAME_BYTES)
    return len(body).to_bytes(LENGTH_PREFIX_BYTES, "big") + body


def _reason(err: BaseException) -> str:
    return f"{type(err).__name__}: {err}"[:_REASON_CHARS]


class FrameReader:
    """Cuts a byte stream into frame bodies, holding at most one partial frame."""

    def __init__(self) -> None:
        self._prefix = bytearray()
        self._body = bytearray()
        self._expected: int | None = None

    @property
    def buffered_bytes(self) -> int:
        """Bytes received of a frame not yet complete, prefix included (0 between frames)."""
        if self._expected is None:
            return len(self._prefix)
        return LENGTH_PREFIX_BYTES + len(self._body)

    def feed(self, data: bytes) -> Iterator[bytes]:
        """Yield each frame body completed by ``data``; a bad length prefix raises at once.

        Lazy: a caller that stops iterating (the connection closed) leaves the rest unread.
        """
        view = memoryview(data)
        pos = 0
        while pos < len(view):
            if self._expected is None:
                take = min(LENGTH_PREFIX_BYTES - len(self._prefix), len(view) - pos)
                self._prefix += view[pos:pos + take]
                pos += take
                if len(self._prefix) < LENGTH_PREFIX_BYTES:
                    break
                self._expected = self._check_length(int.from_bytes(self._prefix, "big"))
                self._prefix.clear()
            take = min(self._expected - len(self._body), len(view) - pos)
            self._body += view[pos:pos + take]
            pos += take
            if len(self._body) == self._expected:
                body = bytes(self._body)
                self._body.clear()
                self._expected = None
                yield body

    @staticmethod
    def _check_length(length: int) -> int:
        if length == 0:
            raise ProtocolError(errors.EMPTY_FRAME)
        if length > MAX_FRAME_BYTES:
            raise ProtocolError(errors.FRAME_TOO_LARGE, size=length, max=MAX_FRAME_BYTES)
        return length
