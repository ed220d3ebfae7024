"""The host's crash-safe journal (issue 14): what it saves is exactly the game, and a bad
file is named, not trusted.

The real crashes (a host process killed with SIGKILL, then resumed) are in
`test_resume_process.py`.
"""

from __future__ import annotations

import json
import random
import stat

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.common import Mode
from core.session import Session
from net.journal import (
    DIGEST_EVERY,
    Journal,
    JournalError,
    restore,
    resumable,
    seal,
    snapshot,
    unseal,
)
from net.room import Room
from store.packs import PackLibrary
from tests.core.codenames.test_random_play import WORD_POOL, fill_clue
from tests.core.codenames.test_random_play import session_event as codenames_events
from tests.core.spyword.test_random_play import connection_events as spyword_events
from tests.core.taboo.test_random_play import system_action as taboo_events
from tests.helpers.random_play import default_text_filler, play_random_game
from tests.net.conftest import content_for

GAMES = {"spyword": ["Ana", "Ben", "Cleo", "Dan", "Eva"],
         "taboo": ["Ana", "Ben", "Cleo", "Dan"],
         "codenames": ["Ana", "Ben", "Cleo", "Dan"]}
LIBRARY = PackLibrary.load()
#: Each game's random connection events (drops, returns, departures) and text filler, as
#: its own random-play tests use them: the journal must hold those too.
EVENTS = {"spyword": (spyword_events, default_text_filler),
          "taboo": (taboo_events, default_text_filler),
          "codenames": (codenames_events, fill_clue)}


def room_with(game: str, names: list[str], session: Session) -> Room:
    room = Room(game, "Salon", "en", mode=Mode.SEVERAL_DEVICES)
    for name in names:
        room.join(name)
    room.host_seat = 0
    room.session = session
    return room


def finished_record(game: str, seed: int):
    names = GAMES[game]
    room = room_with(game, names, None)  # type: ignore[arg-type]
    room.arrange()
    settings = room.settings()
    # Codenames: grid words its random clues never clash with (as its own random play).
    content = ({"words": random.Random(seed).sample(WORD_POOL, 25)} if game == "codenames"
               else content_for(game, LIBRARY, seed))
    events, fill = EVENTS[game]
    session = play_random_game(game, settings, names, seed, content, system_action=events,
                               fill_text=fill)
    return session.record, room


@settings(max_examples=30, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10_000),
       cut=st.floats(0, 1))
def test_a_journal_saved_at_any_step_restores_the_same_game(tmp_path_factory, game, seed,
                                                           cut):
    """At any step of a random game, the journal written then restores a room whose game
    has the same digest (every seat's view and the table view), the same seats, each
    rejoined by its token (issue 25: the file holds only the tokens' keyed hashes), and
    goes on identically with the actions that followed."""
    record, room = finished_record(game, seed)
    upto = int(cut * len(record.actions))
    room.session = Session.replay(record, upto=upto)
    journal = Journal(tmp_path_factory.mktemp("j") / "room.journal.json")
    assert journal.write(snapshot(room, clock_ms=123_456, seq=upto + 1, port=4747))
    saved = journal.load()
    assert (saved.clock_ms, saved.seq, saved.port) == (123_456, upto + 1, 4747)
    restored = restore(saved)
    assert restored.session.digest() == room.session.digest()
    assert [s.name for s in restored.seats] == [s.name for s in room.seats]
    assert not any(s.token in journal.path.read_text() for s in room.seats if s.token)
    assert [restored.seat_of_token(s.token) for s in room.seats] == [
        s.id for s in room.seats]
    assert restored.epoch == room.epoch + 1  # a new host process: a higher epoch
    assert not any(s.connected for s in restored.seats)  # every device must rejoin
    codec = type(room.session.game).codec()
    for timed in record.actions[upto:]:
        for session in (room.session, restored.session):
            session.act(timed.actor, codec.decode(timed.action), timed.at_ms)
    assert restored.session.digest() == room.session.digest()
    assert restored.session.outcome() == room.session.outcome()


def test_the_journal_is_private_and_replaced_whole(tmp_path):
    """The file holds every secret of the game: owner-only; each write replaces it (no temporary
    file left behind), and `discard` removes it when the room is over."""
    record, room = finished_record("spyword", 3)
    room.session = Session.replay(record, upto=5)
    journal = Journal(tmp_path / "room.journal.json")
    journal.write(snapshot(room, clock_ms=1, seq=1, port=None))
    room.session = Session.replay(record, upto=9)
    journal.write(snapshot(room, clock_ms=2, seq=2, port=None))
    assert stat.S_IMODE(journal.path.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["room.journal.json"]
    assert journal.load().seq == 2 and journal.writes == 2
    journal.discard()
    assert not journal.path.exists()


def test_a_failed_write_is_reported_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    journal = Journal(blocker / "room.journal.json")
    record, room = finished_record("codenames", 1)
    room.session = Session.replay(record, upto=2)
    assert not journal.write(snapshot(room, clock_ms=1, seq=1, port=None))
    assert journal.failed and "not-a-folder" in journal.failed


def body_of(journal: Journal) -> str:
    """The JSON body of a sealed journal file."""
    data, _unsaved = unseal(journal.path.read_bytes())
    return json.dumps(data)


@pytest.mark.parametrize(("damage", "code"), [
    (lambda text: json.dumps({"format": 99}), "journal.format"),
    (lambda text: json.dumps({**json.loads(text), "seq": "x"}), "journal.bad"),
    (lambda text: json.dumps({**json.loads(text), "digest": "0" * 64}), "journal.digest"),
    (lambda text: json.dumps({**json.loads(text), "room": {"format": 1}}), "journal.room"),
])
def test_a_wrong_journal_is_named_not_trusted(tmp_path, damage, code):
    """Sealed again after the change (a bug, not damage): each layer still names it."""
    record, room = finished_record("taboo", 2)
    room.session = Session.replay(record, upto=12)
    journal = Journal(tmp_path / "room.journal.json")
    journal.write(snapshot(room, clock_ms=1, seq=1, port=None))
    journal.path.write_bytes(seal(damage(body_of(journal))))
    with pytest.raises(JournalError) as failed:
        restore(journal.load())
    assert failed.value.code == code
    assert failed.value.why  # says what is wrong


def test_a_journal_cut_short_is_named(tmp_path):
    record, room = finished_record("taboo", 2)
    room.session = Session.replay(record, upto=12)
    journal = Journal(tmp_path / "room.journal.json")
    journal.write(snapshot(room, clock_ms=1, seq=1, port=None))
    journal.path.write_bytes(journal.path.read_bytes()[:-100])
    with pytest.raises(JournalError) as failed:
        journal.load()
    assert failed.value.code == "journal.corrupt"


@pytest.fixture(scope="module")
def small_journal(tmp_path_factory) -> bytes:
    """A small journal of a Taboo game a few actions in (the deck, tokens, names, teams
    and the unsaved note are all in it): its base, then three change entries."""
    record, room = finished_record("taboo", 4)
    room.session = live = Session.replay(record, upto=3)
    journal = Journal(tmp_path_factory.mktemp("j") / "room.journal.json")
    assert journal.change(room, clock_ms=1, seq=3, port=4747)
    for seq, timed in enumerate(record.actions[3:6], start=4):
        live.act_dict(timed.actor, timed.action, timed.at_ms)
        assert journal.change(room, clock_ms=seq, seq=seq, port=4747)
    assert journal.load().seq == 6 and len(journal.load().record["actions"]) == 6
    return journal.path.read_bytes()


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10_000),
       cut=st.floats(0, 1))
def test_a_journal_of_appended_changes_restores_the_same_game(tmp_path_factory, game, seed,
                                                              cut):
    """Issue 30: one short entry appended per change (its actions, the room when it
    changed, a digest every `DIGEST_EVERY` changes): at any step the file restores the
    game with the live one's digest, checked where its last digest was taken."""
    record, room = finished_record(game, seed)
    upto = int(cut * len(record.actions))
    live = Session.replay(record, upto=0)
    room.session = live
    journal = Journal(tmp_path_factory.mktemp("j") / "room.journal.json")
    assert journal.change(room, clock_ms=0, seq=0, port=4747)
    codec = type(live.game).codec()
    for seq, timed in enumerate(record.actions[:upto], start=1):
        live.act(timed.actor, codec.decode(timed.action), timed.at_ms)
        if seq == upto // 2:
            room.seats[1].ready = not room.seats[1].ready  # a room change on the way
        assert journal.change(room, clock_ms=seq, seq=seq, port=4747)
    raw = journal.path.read_bytes()
    assert raw.count(b"\n") == 2 + upto  # the header, the base, one entry per change
    saved = journal.load()
    assert (saved.seq, saved.clock_ms) == (upto, upto)
    restored = restore(saved)
    assert restored.session.digest() == live.digest()
    assert [s.ready for s in restored.seats] == [s.ready for s in room.seats]
    assert saved.digest_actions is not None and upto - saved.digest_actions < DIGEST_EVERY


def test_a_change_appended_costs_its_own_bytes_not_the_whole_game(tmp_path):
    """The file grows by one short line per change; a new game starts a new base."""
    record, room = finished_record("codenames", 7)
    room.session = live = Session.replay(record, upto=0)
    journal = Journal(tmp_path / "room.journal.json")
    journal.change(room, clock_ms=0, seq=0, port=None)
    base = journal.path.stat().st_size
    codec = type(live.game).codec()
    sizes = []
    for seq, timed in enumerate(record.actions[:20], start=1):
        before = journal.path.stat().st_size
        live.act(timed.actor, codec.decode(timed.action), timed.at_ms)
        journal.change(room, clock_ms=seq, seq=seq, port=None)
        sizes.append(journal.path.stat().st_size - before)
    assert max(sizes) < base / 4  # an action and its time, now and then a digest
    room.session = Session.replay(record, upto=0)  # the next game: a base of its own
    journal.change(room, clock_ms=99, seq=99, port=None)
    assert journal.path.read_bytes().count(b"\n") == 2


def test_a_torn_last_entry_is_dropped_and_a_damaged_one_named(small_journal):
    """A crash in the middle of an append leaves the file without its last new line: that
    change was never on disk, so no device saw it (the host writes its frames after the
    flush); the file reads as before it. The same bytes complete but changed are damage."""
    last = small_journal.rindex(b"\n", 0, len(small_journal) - 1) + 1
    before, _ = unseal(small_journal[:last])
    for cut in (last + 3, last + 30, len(small_journal) - 1):
        assert unseal(small_journal[:cut])[0] == before
    damaged = bytearray(small_journal)
    damaged[-5] ^= 0x01
    with pytest.raises(JournalError) as failed:
        unseal(bytes(damaged))
    assert failed.value.code == "journal.checksum"


def test_one_damaged_byte_anywhere_is_named(small_journal):
    """Issue 27: 73 of 900 one-byte flips were accepted silently (tokens, the deck the
    digest does not cover, names, teams). Every offset of a whole file (its base and its
    change entries), each with a different flip: each is named (`unseal`: each entry's
    length and hash, the note's CRC)."""
    assert unseal(small_journal)[1] == 0  # the file as written is sound
    accepted = []
    for offset in range(len(small_journal)):
        damaged = bytearray(small_journal)
        damaged[offset] ^= 1 << (offset % 8)
        try:
            unseal(bytes(damaged))
        except JournalError as err:
            assert err.code in {"journal.checksum", "journal.corrupt", "journal.format"}
            continue
        accepted.append(offset)
    assert accepted == [], f"{len(accepted)} of {len(small_journal)} flips accepted"


def test_damage_is_named_when_the_app_looks_for_rooms_to_resume(tmp_path, small_journal,
                                                                 caplog):
    """`resumable` skips a damaged journal and logs its code (the app then offers nothing
    for it, and it never stops the app)."""
    damaged = bytearray(small_journal)
    damaged[len(damaged) // 2] ^= 0x20
    (tmp_path / "room.journal.json").write_bytes(bytes(damaged))
    with caplog.at_level("ERROR", logger="net.journal"):
        assert resumable(tmp_path) == []
    assert "journal.checksum" in caplog.text


def test_a_missing_journal_is_named(tmp_path):
    with pytest.raises(JournalError) as failed:
        Journal(tmp_path / "none.journal.json").load()
    assert failed.value.code == "journal.missing"
    assert "none.journal.json" in str(failed.value)
