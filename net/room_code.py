"""Four-letter room codes: the short way into a room where multicast works (issue 29).

A room advertised on the LAN carries a code such as ``KXBT`` in its TXT record
(`net.discovery.txt`, key ``code``). A desktop typing it finds the room among those its
browser sees; a phone types it on the host's page (`net/web_client`). The code says
nothing about where the room is: without multicast, the 16-symbol join code
(`net.joincode`) is the way in.

The letters are consonants without look-alikes (`ROOM_CODE_ALPHABET`: no vowel, so no
code spells a word; no L, Q, S or Z, read as 1, O, 5 and 2). Typed input is forgiving
about case, spaces and dashes. A host picks its code after listening for the rooms
already advertised (`RoomAdvertiser`), so two rooms seen at the same time never share
one; two hosts starting within the same listen may still pick the same code (1 in
65,536 per pair): a desktop that sees two rooms with a code lists both to choose from.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Collection

from net.protocol.limits import ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH

#: How many codes there are (16**4).
ROOM_CODES = len(ROOM_CODE_ALPHABET) ** ROOM_CODE_LENGTH


def is_room_code(value: object) -> bool:
    """True for a well-formed code as shown (four letters of the alphabet, upper case)."""
    return (isinstance(value, str) and len(value) == ROOM_CODE_LENGTH
            and all(char in ROOM_CODE_ALPHABET for char in value))


def read_room_code(text: str) -> str | None:
    """The code a player typed (``"kx bt"``, ``"KX-BT"``), or None when the text is not one."""
    cleaned = "".join(char for char in text.upper() if char not in " -\t")
    return cleaned if is_room_code(cleaned) else None


def new_room_code(in_use: Collection[str] = (), rng: random.Random | None = None) -> str:
    """A code no room in ``in_use`` has. ``rng``: seeded in tests; the system's otherwise."""
    taken = set(in_use)
    if len(taken) >= ROOM_CODES:
        raise ValueError("every room code is taken")
    pick = rng.choice if rng is not None else secrets.choice
    while True:
        code = "".join(pick(ROOM_CODE_ALPHABET) for _ in range(ROOM_CODE_LENGTH))
        if code not in taken:
            return code


def with_code(web: str, room_code: str | None) -> str:
    """What a QR code holds: the phone page, with the room code so a scan goes straight to
    the name (the page asks for the code only when its address was typed)."""
    return f"{web}?code={room_code}" if room_code else web
