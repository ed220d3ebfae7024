"""The runtime applies a finished game to the profiles of its seats, once (PX-PROF-2,
SW-PROG-1, TB-PROG-1): the one place every mode uses. The record carries each seat's
profile in its ``identity`` slot."""

from __future__ import annotations

import random

from core.progress.avatars import AVATARS
from core.progress.facts import facts_of
from net.room import Room
from net.runtime import RoomRuntime
from store import records
from store.profiles import ProfileStore
from tests.net.conftest import FakeClock
from tests.net.test_runtime import FakeTimers
from tests.store.profile_games import finished_records


def play_to_the_end(runtime: RoomRuntime, clock: FakeClock, timers: FakeTimers,
                    rng: random.Random) -> None:
    """Random legal actions from the seats, or the clock to the next deadline."""
    session = runtime.session
    assert session is not None
    while session.outcome() is None:
        options = [(seat, action) for seat in range(len(session.record.seats))
                   for action in session.game.legal_actions(seat)]
        deadline = runtime.deadline_ms()
        if deadline is not None and (not options or rng.random() < 0.2):
            clock.now = max(clock.now, deadline)
            timers.live()[-1].fire()
            continue
        seat, action = rng.choice(options)
        runtime.act(seat, action.to_dict())


def test_a_finished_game_reaches_the_seats_profiles(tmp_path):
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    ann, cy = (store.create(name, AVATARS[i]).id for i, name in enumerate(("Ann", "Cy")))
    base = finished_records()[0]  # a real Spy Word setup: its settings and content
    room = Room.local("spyword", base.seats, base.settings, identities=[ann, None, cy])
    clock, timers = FakeClock(), FakeTimers()
    runtime = RoomRuntime(room, clock=clock, scheduler=timers, records_dir=tmp_path,
                          content=base.content, seed=base.seed, profiles=store)
    runtime.start()
    play_to_the_end(runtime, clock, timers, random.Random(4))
    assert runtime.saved_path is not None
    saved = records.load(runtime.saved_path)
    assert saved.identities == [ann, None, cy, None]
    facts = facts_of(saved)
    assert set(runtime.progress) == {0, 2}
    for seat, pid in ((0, ann), (2, cy)):
        stats = store.get(pid).stats
        assert stats.get("spyword.played") == 1
        assert stats.get("spyword.won") == int(facts[seat].won)
        assert runtime.progress[seat].xp == stats.xp > 0
    runtime._game_changed()  # told again after the end: nothing counted twice
    assert store.get(ann).stats.get("spyword.played") == 1


def test_a_profile_failure_does_not_stop_the_game(tmp_path, caplog):
    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    base = finished_records()[0]
    room = Room.local("spyword", base.seats, base.settings, identities=["gone"])
    clock, timers = FakeClock(), FakeTimers()
    runtime = RoomRuntime(room, clock=clock, scheduler=timers, records_dir=tmp_path,
                          content=base.content, seed=base.seed, profiles=store)
    runtime.start()
    play_to_the_end(runtime, clock, timers, random.Random(5))
    assert runtime.saved_path is not None and runtime.progress == {}
    assert "could not record the game on the profiles" in caplog.text


def test_a_damaged_profile_row_does_not_stop_the_game(tmp_path):
    """Issue 27 (PX-PROF-5): a statistics row that does not parse raised in the runtime;
    now that profile is named and skipped, the other seat's profile gets the game."""
    import sqlite3

    store = ProfileStore.open(tmp_path / "profiles.sqlite")
    ann, cy = (store.create(name, AVATARS[i]).id for i, name in enumerate(("Ann", "Cy")))
    conn = sqlite3.connect(tmp_path / "profiles.sqlite")
    conn.execute("UPDATE profiles SET stats = '{\"xp\": ' WHERE id = ?", (ann,))
    conn.commit()
    conn.close()
    base = finished_records()[0]
    room = Room.local("spyword", base.seats, base.settings, identities=[ann, None, cy])
    clock, timers = FakeClock(), FakeTimers()
    runtime = RoomRuntime(room, clock=clock, scheduler=timers, records_dir=tmp_path,
                          content=base.content, seed=base.seed, profiles=store)
    runtime.start()
    play_to_the_end(runtime, clock, timers, random.Random(4))
    assert runtime.saved_path is not None and set(runtime.progress) == {2}
    assert store.get(cy).stats.get("spyword.played") == 1 and store.get(ann).damaged


def test_the_room_tells_spy_word_who_has_a_profile():
    # SW-EDGE-5: the game knows the seats played with a profile (the host role goes to
    # them first); the record keeps it in its settings, so a replay is the same.
    base = finished_records()[0]
    room = Room.local("spyword", base.seats, base.settings, identities=[None, "p", None, "q"])
    session = room.start(base.seed, base.content, 0)
    assert session.game.settings.profiles == (1, 3)
    assert session.record.settings["profiles"] == [1, 3]
    plain = Room.local("spyword", base.seats, base.settings)
    assert "profiles" not in plain.start(base.seed, base.content, 0).record.settings
