"""The room key (issue 25: a standby that holds no secret and cannot be faked).

The standby's journal copy is sealed (AES-GCM) under a **copy key** the standby does not
have; seat tokens are journaled only as keyed hashes (HMAC-SHA256) under the room's
**token key**. Both keys (16 bytes each, the key's *material*) reach a new host in one of
two ways only: the old host sends them with ``take_over`` (a planned hand-over), or the
standby rebuilds them from Shamir shares (`deal`/`combine`) the host dealt to the devices
whose votes count, each share sent with its device's vote: as many shares as the
majority rule (`net.standby_rule.votes_needed`) asks for, by construction.

A new host proves itself with the **credential** of the key it holds (`credential`):
every device knows only its commitment (`commitment`, SHA-256), and checks the
credential a new host reveals (`proves`) before it sends its token there; an old host
checks it before it steps down. Pure functions over bytes (no I/O): host, standby,
client and tests share them. The phone page checks the same SHA-256 (net/web_client).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from Crypto.Cipher import AES
from Crypto.Protocol.SecretSharing import Shamir

#: Bytes of the copy key and of the token key (Shamir's secrets are 16 bytes).
KEY_BYTES = 16
#: Bytes of the material (copy key, then token key).
MATERIAL_BYTES = 2 * KEY_BYTES
NONCE_BYTES = 12
TAG_BYTES = 16
#: What the credential is an HMAC of (never the key itself: revealing it gives nothing).
CREDENTIAL_LABEL = b"palabre standby credential"


class SealError(ValueError):
    """A sealed copy that does not open under this key (wrong key, altered bytes)."""


def new_token_key() -> bytes:
    """A room's token key, for the room's life (`net.room.Room.token_key`)."""
    return secrets.token_bytes(KEY_BYTES)


@dataclass(frozen=True, slots=True)
class RoomKey:
    """One key epoch: a fresh copy key each time the standby or the share holders change
    (shares of an older epoch are useless on the newer copy), the room's token key."""

    epoch: int
    copy_key: bytes
    token_key: bytes

    @classmethod
    def fresh(cls, epoch: int, token_key: bytes) -> RoomKey:
        return cls(epoch=epoch, copy_key=secrets.token_bytes(KEY_BYTES), token_key=token_key)

    @classmethod
    def from_material(cls, epoch: int, material: bytes) -> RoomKey:
        if len(material) != MATERIAL_BYTES:
            raise SealError(f"key material of {len(material)} bytes")
        return cls(epoch=epoch, copy_key=material[:KEY_BYTES], token_key=material[KEY_BYTES:])

    @property
    def material(self) -> bytes:
        return self.copy_key + self.token_key

    def credential(self) -> str:
        """What the host holding this key reveals to prove it (hex)."""
        return hmac.new(self.material, CREDENTIAL_LABEL + b"%d" % self.epoch,
                        hashlib.sha256).hexdigest()

    def commitment(self) -> str:
        """What every device is told of the credential (`proves` checks it)."""
        return commitment_of(self.credential())


def commitment_of(credential: str) -> str:
    return hashlib.sha256(credential.encode("ascii")).hexdigest()


def proves(credential: str | None, commitment: str | None) -> bool:
    """Whether ``credential`` is the one ``commitment`` was made for (constant time)."""
    if credential is None or commitment is None:
        return False
    try:
        return hmac.compare_digest(commitment_of(credential), commitment)
    except (UnicodeEncodeError, TypeError):
        return False


# -- The sealed copy ------------------------------------------------------------------------
def seal(key: RoomKey, plain: bytes, context: bytes) -> bytes:
    """``plain`` under the copy key: nonce, ciphertext, tag. ``context`` (room id, key
    epoch, change number) is authenticated too: a copy replayed elsewhere does not open."""
    nonce = secrets.token_bytes(NONCE_BYTES)
    cipher = AES.new(key.copy_key, AES.MODE_GCM, nonce=nonce)
    cipher.update(context)
    sealed, tag = cipher.encrypt_and_digest(plain)
    return nonce + sealed + tag


def open_sealed(copy_key: bytes, sealed: bytes, context: bytes) -> bytes:
    """The plain bytes `seal` sealed; raises `SealError`."""
    if len(sealed) < NONCE_BYTES + TAG_BYTES:
        raise SealError("a sealed copy too short")
    nonce, body, tag = sealed[:NONCE_BYTES], sealed[NONCE_BYTES:-TAG_BYTES], sealed[-TAG_BYTES:]
    try:
        cipher = AES.new(copy_key, AES.MODE_GCM, nonce=nonce)
        cipher.update(context)
        return cipher.decrypt_and_verify(body, tag)
    except (ValueError, KeyError) as err:
        raise SealError(f"the copy does not open: {err}") from None


# -- Threshold shares -----------------------------------------------------------------------
def deal(key: RoomKey, holders: int, threshold: int) -> list[tuple[int, bytes]]:
    """``holders`` shares (index 1.., 32 bytes each) of the key's material, any
    ``threshold`` of which rebuild it (fewer give nothing). ``threshold`` >= 1."""
    if not 1 <= threshold <= holders:
        raise ValueError(f"{threshold} of {holders} shares")
    halves = [Shamir.split(threshold, holders, key.material[i:i + KEY_BYTES])
              for i in (0, KEY_BYTES)]
    return [(index, first + second)
            for (index, first), (_, second) in zip(halves[0], halves[1], strict=True)]


def combine(shares: list[tuple[int, bytes]] | tuple[tuple[int, bytes], ...]) -> bytes:
    """The material rebuilt from ``shares`` (index, 32 bytes): the right one only when
    there are at least as many as the threshold (a sealed copy says: `open_sealed`)."""
    if not shares or any(len(share) != MATERIAL_BYTES for _, share in shares):
        raise SealError("no usable shares")
    return b"".join(
        Shamir.combine([(index, share[i:i + KEY_BYTES]) for index, share in shares])
        for i in (0, KEY_BYTES))


# -- Seat tokens at rest --------------------------------------------------------------------
def token_hash(token_key: bytes, token: str) -> str:
    """A seat token as the journal keeps it: HMAC-SHA256 under the token key (hex)."""
    return hmac.new(token_key, token.encode("utf-8"), hashlib.sha256).hexdigest()


def same_hash(token_key: bytes | None, token: str | None, expected: str | None) -> bool:
    """Whether ``token`` hashes to ``expected`` (constant time; missing never matches)."""
    if token_key is None or token is None or not expected:
        return False
    return hmac.compare_digest(token_hash(token_key, token), expected)
