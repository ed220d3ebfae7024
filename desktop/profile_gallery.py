"""Sample profiles for the gallery: a real store in a scratch folder, with real finished
games (seeded random legal play of the sample sessions) applied to it."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

from core import registry
from core.progress import titles
from core.record import GameRecord
from core.session import Session
from desktop.gallery_support import _scratch_dir, current_language, sample_session
from store.profiles import ProfileStore

#: name, avatar, chosen title, games of each game it played.
SAMPLES = (("Alice", "1F98A", "sw_spy_1", 14), ("Bruno", "1F989", None, 4),
           ("Chloé", "1F984", "all_played_10", 9))


def finished(game: str, seed: int) -> GameRecord:
    """A sample game of ``game`` played to its end with random legal actions."""
    session = sample_session(game)
    session = Session.replay(replace(session.record, seed=seed, actions=[]))
    rng = random.Random(seed)
    now = 0
    while session.outcome() is None:
        options = [(seat, action) for seat in session.seats()
                   for action in session.game.legal_actions(seat)]
        deadline = session.game.next_deadline()
        if deadline is not None and (not options or rng.random() < 0.2):
            now = max(now, deadline)
            session.tick(now)
            continue
        seat, action = rng.choice(options)
        if hasattr(action, "word") and action.word == "":
            action = replace(action, **{"word": "zzyzx"})  # hasattr: not one Action type
        if hasattr(action, "text") and action.text == "":
            action = replace(action, **{"text": "zzyzx"})
        now += 1000
        session.act(seat, action, now)
    return session.record


def sample_store() -> tuple[ProfileStore, list[str]]:
    """The sample profiles of the gallery's language (made once per language: the sample
    games are drawn from that language's packs)."""
    return _store(current_language())


@cache
def _store(language: str) -> tuple[ProfileStore, list[str]]:
    folder = _scratch_dir() / f"profiles-{language}"
    store = ProfileStore.open(folder / "profiles.sqlite")
    ids = [store.create(name, avatar).id for name, avatar, _, _ in SAMPLES]
    for index, (_, _, title, count) in enumerate(SAMPLES):
        for n in range(count):
            for game in registry.GAMES:
                record = finished(game, 100 * index + n)
                seats = len(record.seats)
                others = {s: ids[(index + s) % len(ids)] for s in range(min(seats, 1))}
                store.apply_game(record, others)
        earned = [t.id for t in titles.earned(store.get(ids[index]).stats)]
        if earned:  # the wished title, else the last one earned
            store.edit(ids[index], title=title if title in earned else earned[-1])
    return store, ids


def damaged_store() -> tuple[ProfileStore, list[str]]:
    """The sample profiles with one whose statistics row no longer parses (a flipped
    byte on disk; issue 27), in a copy of their own."""
    import sqlite3

    source, ids = sample_store()
    folder = _scratch_dir()
    copy = sqlite3.connect(folder / "profiles.sqlite")
    original = sqlite3.connect(source.path)
    original.backup(copy)
    original.close()
    copy.execute("UPDATE profiles SET stats = ? WHERE id = ?", ('{"counters": {"x"', ids[1]))
    copy.commit()
    copy.close()
    return ProfileStore.open(folder / "profiles.sqlite"), ids
