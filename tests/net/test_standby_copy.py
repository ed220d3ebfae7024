"""The standby's copy as a base and sealed change entries (issue 30; PX-NET-5, PX-NET-7).

In memory first (the host's `CopyMaker`, the standby's `HeldCopy`, no sockets): every
change costs bytes in proportion to the change, and what the standby rebuilds equals the
host's journal after every change. Then over real sockets (a host, bots and a table
display standing by): a piece dropped or changed in transit is caught by the hash chain
and repaired by a new base; a standby that always claims a wrong digest gets at most
`digest_resends_per_game` bases; a base larger than one message reaches the standby whole;
one larger than `MAX_COPY_PARTS` messages names no standby, in the lobby every device sees.
"""

from __future__ import annotations

import asyncio
import random
import string
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.record import GameRecord
from core.session import Session
from core.taboo.actions import Correct
from net.bots import close_bots, join_bots, play_bots
from net.client import Client
from net.headless import AutoStart
from net.host import Host
from net.journal import JournalError, Saved, restore, snapshot
from net.protocol import TABLE, JournalCopy
from net.protocol.limits import COPY_ENTRIES_PER_BASE
from net.room import Room as LobbyRoom
from net.room_key import RoomKey
from net.standby_copy import PART_CHARS, CopyMaker, HeldCopy, Piece, pack
from tests.helpers.idle_loop import run_idle, until
from tests.helpers.random_play import play_random_game
from tests.net.conftest import content_for
from tests.net.test_journal import EVENTS, GAMES, LIBRARY, finished_record, room_with
from tests.net.test_standby import (
    HOST_LIMITS,
    LIMITS,
    WAIT_S,
    close_room,
    finish,
    open_room,
)
from tests.net.test_whole_games import LOOPBACK, library

__all__ = ["library"]  # the module-scoped pack library fixture

#: What a copy and the host's journal may differ in: when each was written, and the
#: digest (the copy's is the last one its entries carried; `restore` checks it).
UNCOMPARED = ("written_at", "digest", "digest_actions", "token_key")


def long_taboo(seed: int = 2) -> tuple[GameRecord, LobbyRoom]:
    """A long Taboo game (677 actions with seed 2): a random game whose speakers mostly
    correct the last card (the record, deck included, grows to ~36 KB of JSON)."""
    names = GAMES["taboo"]
    room = room_with("taboo", names, None)  # type: ignore[arg-type]
    room.arrange()
    events, fill = EVENTS["taboo"]

    def choose(options: list[Any], rng: random.Random) -> Any:
        slow = [option for option in options if isinstance(option[1], Correct)]
        return rng.choice(slow if slow and rng.random() < 0.8 else options)

    session = play_random_game("taboo", room.settings(), names, seed,
                               content_for("taboo", LIBRARY, seed), system_action=events,
                               fill_text=fill, choose=choose)
    return session.record, room


def comparable(saved: Saved) -> dict[str, Any]:
    return {key: value for key, value in saved.to_dict().items() if key not in UNCOMPARED}


def deliver(held: HeldCopy, pieces: list[Piece], epoch: int) -> list[str | None]:
    return [held.take(p.seq, p.base, p.piece, p.parts, epoch, 1, p.chunks) for p in pieces]


def play_copied(record: GameRecord, room: LobbyRoom, upto: int | None = None,
                room_change_at: int | None = None, key: RoomKey | None = None) -> Any:
    """Replay ``record`` live, as a host does, copying every change to a standby: yields
    (seq, the pieces of that change, the standby's copy, the key, the live session)."""
    live = Session.replay(record, upto=0)
    room.session = live
    key = key or RoomKey.fresh(1, room.token_key)
    maker, held = CopyMaker(room.room_id), HeldCopy(room.room_id)
    codec = type(live.game).codec()
    actions = record.actions if upto is None else record.actions[:upto]
    for seq in range(len(actions) + 1):
        if seq:
            timed = actions[seq - 1]
            live.act(timed.actor, codec.decode(timed.action), timed.at_ms)
        if seq == room_change_at:
            room.seats[1].ready = not room.seats[1].ready  # a lobby change on the way
        pieces = maker.next(room, key, clock_ms=seq * 7, seq=seq, port=4747)
        for report in deliver(held, pieces, key.epoch):
            if report is not None:  # the host's own chain after that piece: the same
                assert report == maker.chain_at(pieces[-1].base, held_piece(held))
        yield seq, pieces, held, key, live


def held_piece(held: HeldCopy) -> int:
    assert held.held is not None
    return len(held.held.texts) - 1


def test_a_long_taboo_game_costs_each_change_its_own_bytes():
    """Issue 30: the whole copy after every change was quadratic over a game (26 KB each
    in a long Taboo game). Now a base, then one short sealed entry per change: the largest
    piece after the first base is under 2 KB and a twentieth of the whole copy; a new
    base every `COPY_ENTRIES_PER_BASE` entries; and after every change the standby's
    rebuilt journal is the host's (PX-NET-5: the game survives its host)."""
    record, room = long_taboo()
    assert len(record.actions) >= 600
    sizes: list[int] = []
    bases = 0
    for seq, pieces, held, key, live in play_copied(record, room):
        if pieces[0].piece == 0:
            bases += 1
        elif bases == 1 or seq % COPY_ENTRIES_PER_BASE:
            sizes += [sum(map(len, p.chunks)) for p in pieces]
        expected = snapshot(room, clock_ms=seq * 7, seq=seq, port=4747)
        rebuilt = held.open(key)
        assert comparable(rebuilt) == comparable(expected), seq
        assert rebuilt.token_key == room.token_key.hex()  # from the key, never the copy
        if seq % 97 == 0 or live.outcome() is not None:
            assert restore(rebuilt).session.digest() == live.digest()  # type: ignore
    whole = len(pack({**expected.to_dict(), "token_key": None}, key, b"old whole copy"))
    assert bases == 1 + len(record.actions) // (COPY_ENTRIES_PER_BASE + 1)
    assert max(sizes) < 2048 and 20 * max(sizes) < whole, (max(sizes), whole)


@settings(max_examples=15, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10_000),
       cut=st.floats(0, 1), change=st.floats(0, 1))
def test_the_standby_rebuilds_the_hosts_journal_after_every_change(game, seed, cut, change):
    """Random games, cut anywhere, with a lobby change on the way: after every change the
    standby's base + entries open to the host's journal (without the token key), and the
    game it restores is the live one."""
    record, room = finished_record(game, seed)
    upto = int(cut * len(record.actions))
    for seq, _pieces, held, key, _live in play_copied(record, room, upto,
                                                       room_change_at=int(change * upto)):
        expected = snapshot(room, clock_ms=seq * 7, seq=seq, port=4747)
        assert comparable(held.open(key)) == comparable(expected)
    assert room.session is not None
    assert restore(held.open(key)).session.digest() == room.session.digest()  # type: ignore


def test_a_piece_reordered_or_replayed_opens_nothing_past_it():
    """Each entry is sealed to its base, its place and the chain before it: entries
    swapped, or an entry of another copy (same key) played in, stop the replay there, and
    the standby's chain no longer matches the host's."""
    record, room = finished_record("codenames", 0)
    made = list(play_copied(record, room, upto=8))
    pieces = [piece for _, change, _, _, _ in made for piece in change]
    key = made[-1][3]
    for order, opens_to in (([0, 1, 2, 4, 3, 5, 6, 7, 8], 2),  # two swapped
                            ([0, 1, 2, 3, 3, 4, 5, 6, 7, 8], 3)):  # one played twice
        held = HeldCopy(room.room_id)
        deliver(held, [pieces[i] for i in order], key.epoch)
        assert held.held is not None and held.held.gap
        assert held.held.chain != made[-1][2].held.chain  # the host sees it differ
        assert held.open(key).seq == opens_to  # the replay stops at the first misplaced
    other = HeldCopy(room.room_id)  # another copy's base (same key), then these entries
    twin = list(play_copied(record, room, upto=8, key=key))
    deliver(other, [twin[0][1][0], *pieces[1:]], key.epoch)
    assert other.open(key).seq == 0


def test_a_resumed_hosts_first_base_replaces_the_copy_of_the_same_number():
    """A host resumed from its journal numbers its bases and key epochs from 1 again: its
    first part begins a new base at the standby (not an entry of the old one), which then
    opens under the new key only."""
    record, room = finished_record("spyword", 1)
    old = list(play_copied(record, room, upto=3))
    held, old_key = old[-1][2], old[-1][3]
    new_key = RoomKey.fresh(1, room.token_key)
    pieces = CopyMaker(room.room_id).next(room, new_key, clock_ms=1, seq=9, port=4747)
    assert pieces[0].base == 1 and old_key.epoch == new_key.epoch  # the same numbers
    assert deliver(held, pieces, new_key.epoch)[-1] is not None  # whole: reported
    assert held.open(new_key).seq == 9
    with pytest.raises(JournalError, match="journal.sealed"):
        held.open(old_key)


# -- Over real sockets ------------------------------------------------------------------------
def tap_copies(room: Any, tamper: Any = None) -> list[JournalCopy]:
    """Every piece the table display's standby receives, after ``tamper`` (the transit:
    returns the message to deliver, None to drop it)."""
    standby = room.table.standby
    honest, seen = standby.on_copy, []

    def on_copy(message: JournalCopy) -> Any:
        message = message if tamper is None else tamper(message)
        if message is None:
            return None
        seen.append(message)
        return honest(message)
    standby.on_copy = on_copy
    return seen


def flip(message: JournalCopy) -> JournalCopy:
    first = message.chunks[0]
    changed = ("B" if first[0] == "A" else "A") + first[1:]
    return replace(message, chunks=(changed, *message.chunks[1:]))


async def hand_over_and_compare(room: Any) -> None:
    """The standby takes over now: its game is the host's, exactly."""
    old = room.host
    digest = old.session.digest()
    assert await old.hand_over()
    await until(lambda: room.taken, "the take-over", WAIT_S)
    assert room.taken[0][2] == digest


def test_a_dropped_or_flipped_entry_is_caught_and_repaired_by_a_new_base(library, tmp_path):
    """A piece lost in transit (the standby sees a gap) or one character changed (its
    chain differs): the standby's next digest does not match, the host sends a new base,
    the chains match again, and a hand-over gives the host's very game."""
    for seed, tamper_kind in ((41, "drop"), (42, "flip")):
        async def scenario(seed: int = seed, tamper_kind: str = tamper_kind) -> None:
            room = await open_room(library, tmp_path / tamper_kind, seed=seed)
            try:
                done: list[JournalCopy] = []

                def tamper(message: JournalCopy) -> JournalCopy | None:
                    if done or message.piece < message.parts + 1:
                        return message  # a base, or the first entry: delivered
                    done.append(message)
                    return None if tamper_kind == "drop" else flip(message)
                seen = tap_copies(room, tamper)
                keeper = room.host.standby
                bases = keeper.bases
                playing = asyncio.ensure_future(play_bots(room.bots))
                await until(lambda: keeper.mismatches >= 1 and keeper.bases > bases
                            and keeper.checks > keeper.mismatches + 1,
                            "a mismatch, a new base, then a match", WAIT_S)
                assert done and keeper.resends == keeper.mismatches == 1
                assert any(m.piece == 0 and m.base > done[0].base for m in seen)
                await hand_over_and_compare(room)
                await finish(room, playing, room.new_host)
            finally:
                await close_room(room)
        run_idle(scenario())


def test_a_standby_claiming_wrong_digests_gets_a_bounded_number_of_bases(library, tmp_path):
    """Issue 25's amplifier stays closed: every digest wrong, and still at most
    `digest_resends_per_game` bases more than an honest standby gets."""
    async def scenario() -> None:
        room = await open_room(library, tmp_path, seed=43)
        try:
            standby, keeper = room.table.standby, room.host.standby
            honest = standby.on_copy
            standby.on_copy = lambda m: (None if (d := honest(m)) is None
                                         else replace(d, digest="0" * 64))
            bases = keeper.bases
            playing = asyncio.ensure_future(play_bots(room.bots))
            await finish(room, playing, room.host)
            limit = room.host.limits.digest_resends_per_game
            assert keeper.mismatches > limit and keeper.resends == limit
            assert keeper.bases - bases == limit  # one game, no new key epoch
        finally:
            await close_room(room)

    run_idle(scenario())


def big_cards(seed: int) -> dict[str, Any]:
    """A user's Taboo pack of 60 cards whose words are long random letters (a pack file
    may hold any text): its record is ~110 KB of JSON that compresses little."""
    rng = random.Random(seed)

    def word() -> str:
        return "".join(rng.choices(string.ascii_lowercase, k=300))
    return {"cards": [{"word": f"{index}{word()}", "forbidden": [word() for _ in range(5)]}
                      for index in range(60)]}


def test_a_base_larger_than_one_message_reaches_the_standby_whole(library, tmp_path):
    """The old copy stopped at 15 chunks with a log line only: the standby silently kept
    nothing. A Taboo record of ~110 KB (its pack) now goes as a base of several messages,
    and the standby takes over with that very game."""
    async def scenario() -> None:
        room = await open_room(library, tmp_path, seed=44, content=big_cards(44),
                               game="taboo")
        try:
            held = room.table.standby.copy
            assert held is not None and held.held is not None
            assert held.held.parts > 1  # more than one message's 15 chunks
            assert sum(len(text) for _, text in held.held.texts) > PART_CHARS
            seen = tap_copies(room)
            playing = asyncio.ensure_future(play_bots(room.bots))
            await until(lambda: len(seen) >= 4, "a few entries", WAIT_S)
            await hand_over_and_compare(room)
            new = room.new_host.session
            assert new is not None and new.record.content == big_cards(44)
            await finish(room, playing, room.new_host)
        finally:
            await close_room(room)

    run_idle(scenario())


def test_a_base_too_large_to_send_names_no_standby_where_everyone_sees(tmp_path):
    """A base over `MAX_COPY_PARTS` messages cannot reach any standby: the host does not
    pretend it has one. The lobby every device gets says none (`lobby.standby` null: the
    hosting window and the devices show a room without a standby), not only a log."""
    async def scenario() -> None:
        host = Host("taboo", room_name="Big", language="en", seed=45,
                    content=big_cards(45), limits=HOST_LIMITS,
                    records_dir=tmp_path)
        host.standby.copy.max_parts = 1  # the planted limit: this base takes more
        address = await host.open(LOOPBACK, 0)
        table = Client(address, role=TABLE, room_id=host.room_id, limits=LIMITS,
                       standby={"interface": LOOPBACK})
        bots = []
        try:
            await table.connect()
            bots = await join_bots(address, 4, seed=45, room_id=host.room_id, limits=LIMITS)
            autostart = AutoStart(host, 4, report=lambda line: None)
            await until(lambda: host.standby.copy.too_large is not None,
                        "the copy found too large", WAIT_S)
            autostart.close()
            playing = asyncio.ensure_future(play_bots(bots))
            await until(lambda: table.view is not None and host.session is not None
                        and table.view.seq >= host.runtime.seq, "the game going on", WAIT_S)
            assert host.standby.peer is None and host.runtime.standby is None
            assert table.lobby is not None and table.lobby.standby is None
            assert table.standby is not None and table.standby.copy is None  # nothing sent
            playing.cancel()
        finally:
            await close_bots(bots)
            await table.close()
            await host.close()

    run_idle(scenario())
