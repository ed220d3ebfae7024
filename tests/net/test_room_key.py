"""The room key (issue 25, PX-NET-7): a sealed journal copy opens under its own key only;
the key comes back from as many shares as the majority rule asks and from no fewer;
shares of an older key epoch open no newer copy; seat tokens are kept only as keyed
hashes, and a rejoin by token checks the hash. Pure and fast (no sockets)."""

from __future__ import annotations

import itertools
import json

import pytest

from net.journal import JournalError, Saved, restore
from net.room import Room
from net.room_key import RoomKey, combine, commitment_of, deal, proves, token_hash
from net.standby_copy import CopyMaker, HeldCopy, base_follows, copy_context, pack, unpack
from net.standby_rule import majority_lost, votes_needed

ROOM_ID = "r" * 12


def a_room() -> Room:
    room = Room("spyword", "Keys", "en", room_id=ROOM_ID)
    for name in ("Ann", "Ben", "Cid", "Dee"):
        room.join(name)
    return room


def saved_of(room: Room, seq: int = 3) -> Saved:
    return Saved(room=room.to_dict(), record=None, clock_ms=0, seq=seq, port=None,
                 written_at="2026-01-01T00:00:00+00:00", digest=None,
                 token_key=room.token_key.hex())


def held_copy(room: Room, key: RoomKey, seq: int = 3) -> HeldCopy:
    """The standby's copy of ``room`` as the host's `CopyMaker` sends it (one base)."""
    held = HeldCopy(ROOM_ID)
    for piece in CopyMaker(ROOM_ID).next(room, key, clock_ms=0, seq=seq, port=None):
        held.take(piece.seq, piece.base, piece.piece, piece.parts, key.epoch, 2, piece.chunks)
    return held


def test_the_copy_opens_under_its_key_only_and_holds_no_token_key() -> None:
    room = a_room()
    key = RoomKey.fresh(1, room.token_key)
    held = held_copy(room, key)
    assert held.held is not None
    plain = unpack("".join(text for _, text in held.held.texts), key,
                   copy_context(ROOM_ID, 1, 3, base_follows(1)))
    assert plain["token_key"] is None and room.token_key.hex() not in json.dumps(plain)
    opened = held.open(key)
    assert opened.room["seats"][0]["name"] == "Ann"
    assert opened.token_key == room.token_key.hex()  # from the key, not from the copy
    with pytest.raises(JournalError, match="journal.sealed"):
        held.open(RoomKey.fresh(1, room.token_key))
    context = copy_context(ROOM_ID, 1, 3, base_follows(1))
    sealed = pack(saved_of(room).to_dict(), key, context)
    assert unpack(sealed, key, context)["seq"] == 3
    for wrong_key, wrong_context in ((RoomKey.fresh(1, room.token_key), context),
                                     (key, copy_context(ROOM_ID, 1, 4, base_follows(1))),
                                     (key, copy_context(ROOM_ID, 1, 3, base_follows(2))),
                                     (key, copy_context("x" * 12, 1, 3, base_follows(1)))):
        with pytest.raises(JournalError, match="journal.sealed"):
            unpack(sealed, wrong_key, wrong_context)


@pytest.mark.parametrize("devices", range(2, 8))
def test_fewer_shares_than_the_majority_cannot_open_the_copy(devices: int) -> None:
    # A table display stands by; ``devices`` players' desktops hold one share each.
    seats = frozenset(range(devices))
    needed = votes_needed(seats, None)
    assert majority_lost(seats, frozenset(range(needed)), None)
    assert not majority_lost(seats, frozenset(range(needed - 1)), None)
    room = a_room()
    key = RoomKey.fresh(2, room.token_key)
    shares = deal(key, devices, needed)
    held = held_copy(room, key)
    for group in itertools.combinations(shares, needed - 1):
        if group:
            rebuilt = RoomKey.from_material(2, combine(list(group)))
            with pytest.raises(JournalError, match="journal.sealed"):
                held.open(rebuilt)
    for group in itertools.combinations(shares, needed):
        rebuilt = RoomKey.from_material(2, combine(list(group)))
        assert held.open(rebuilt).seq == 3


def test_shares_of_an_older_key_epoch_open_no_newer_copy() -> None:
    room = a_room()
    old, new = RoomKey.fresh(1, room.token_key), RoomKey.fresh(2, room.token_key)
    old_shares = deal(old, 3, 2)
    held = held_copy(room, new)
    rebuilt = RoomKey.from_material(2, combine(old_shares[:2]))
    with pytest.raises(JournalError, match="journal.sealed"):
        held.open(rebuilt)


def test_the_credential_proves_only_the_key_it_comes_from() -> None:
    token_key = a_room().token_key
    key, other = RoomKey.fresh(1, token_key), RoomKey.fresh(1, token_key)
    assert proves(key.credential(), key.commitment())
    assert not proves(other.credential(), key.commitment())
    assert not proves(key.commitment(), key.commitment())  # replaying what devices know
    assert not proves(None, key.commitment()) and not proves(key.credential(), None)
    assert commitment_of(key.credential()) == key.commitment()


def test_tokens_are_journaled_as_keyed_hashes_and_a_rejoin_checks_the_hash() -> None:
    room = a_room()
    tokens = [seat.token for seat in room.seats]
    text = json.dumps(room.to_dict())
    assert not any(token in text for token in tokens)
    assert room.to_dict()["seats"][1]["token_hash"] == token_hash(room.token_key, tokens[1])
    restored = restore(saved_of(room))
    assert not any(seat.token in tokens for seat in restored.seats)  # placeholders only
    assert restored.seat_of_token(tokens[2]) == room.seats[2].id
    assert restored.seat_of_token("A" * 22) is None
    restored.learn_token(room.seats[2].id, tokens[2])
    assert restored.seats[2].token == tokens[2]
    # without the token key (another key), no saved seat can be rejoined
    other = restore(Saved(**{**saved_of(room).__dict__, "token_key": "00" * 16}))
    assert other.seat_of_token(tokens[2]) is None
