"""Real games through the protocol: every seat's view, the table view, the events, the
actions and the settings of seeded random Spy Word, Taboo and Codenames games are plain
values the schemas accept, arrive unchanged, and fit well inside the frame cap (so the
host never fails to send a legitimate view); packed in one batch as the host packs a
broadcast, sharing what every view shares, they are the very bytes packed alone."""

from __future__ import annotations

import random

import pytest

from core.errors import RuleError
from core.session import Session
from net.protocol import (
    MAX_FRAME_BYTES,
    TABLE,
    GameView,
    Lobby,
    LobbySeat,
    PlayAction,
    SharedPacker,
    frame,
    pack_body,
)
from tests.core.codenames.support import WORDS, seat_names
from tests.core.codenames.support import settings as codenames_settings
from tests.core.spyword.conftest import start as start_spyword
from tests.core.taboo.support import start as start_taboo
from tests.helpers.random_play import default_text_filler
from tests.net.conftest import ConnectionPair

#: Changes (views broadcast) per game, over as many seeded games as that takes.
CHANGES = 200
#: A legitimate frame stays under this share of the cap (room for bigger packs and names).
HEADROOM = 4


def start_codenames(seed: int) -> Session:
    return Session.start("codenames", codenames_settings("classic", "several_devices", 60),
                         seat_names(4), seed, {"words": WORDS}, 0)


STARTS = {
    "spyword": lambda seed: start_spyword(n=8, seed=seed, mode="several_devices"),
    "taboo": lambda seed: start_taboo(n=6, seed=seed),
    "codenames": start_codenames,
}


def str_keys(value: object) -> object:
    """Spy Word's ``vote_closed`` event maps voter seats (int keys) to targets; msgpack's
    ``strict_map_key`` refuses int keys, so they travel as strings (the host's job)."""
    if isinstance(value, dict):
        return {str(key): str_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [str_keys(item) for item in value]
    return value


class Room:
    """One connection pair per seat plus one for the table display."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.seats = [ConnectionPair().handshake() for _ in session.seats()]
        self.table = ConnectionPair().handshake(TABLE)
        self.seq = 0
        self.largest = 0
        self.now = session.record.started_ms

    def broadcast(self, events: list[dict]) -> None:
        self.seq += 1
        wire_events = tuple(str_keys(event) for event in events)
        packer = SharedPacker()  # one batch, as the host packs a broadcast (issue 30)
        seats = self.session.view(None)["seats"]
        for seat, pair in [*enumerate(self.seats), (None, self.table)]:
            view = self.session.view(seat)
            assert view["seats"] is seats  # built once per state: `Game._shared_parts`
            message = GameView(seq=self.seq, view=view, events=wire_events)
            data = pair.host.send(message, packer=packer)
            assert data == frame(pack_body(message.to_map()))  # byte for byte unshared
            self.largest = max(self.largest, len(data))
            assert pair.client.receive_data(data) == [message]

    def play(self, seat: int, action) -> list[dict]:
        """The seat's client sends the action; the host decodes it with the game's codec."""
        pair = self.seats[seat]
        [received] = pair.host.receive_data(
            pair.client.send(PlayAction(id=self.seq, action=action.to_dict())))
        assert self.session.codec.decode(received.action) == action
        return self.session.act(seat, action, self.now)


def play_one(room: Room, rng: random.Random, changes: int) -> None:
    session = room.session
    room.broadcast([])
    while room.seq < changes and session.outcome() is None:
        options = [(seat, action) for seat in session.seats()
                   for action in session.game.legal_actions(seat)]
        deadline = session.game.next_deadline()
        if deadline is not None and (not options or rng.random() < 0.1):
            room.now = max(room.now, deadline)
            room.broadcast(session.tick(room.now))
            continue
        if not options:
            return
        seat, action = rng.choice(options)
        room.now += 1000
        try:
            events = room.play(seat, default_text_filler(action, rng))
        except RuleError:
            continue  # a random clue the rules refuse: the game layer's business
        room.broadcast(events)


@pytest.mark.parametrize("game", sorted(STARTS))
def test_real_games_travel_intact(game):
    changes = largest = games = 0
    while changes < CHANGES:
        session = STARTS[game](games)
        room = Room(session)
        lobby = Lobby(room="a1b2c", name="Salon", game=game, language="fr",
                      settings=session.record.settings, started=True,
                      seats=tuple(LobbySeat(id=i, name=name)
                                  for i, name in enumerate(session.record.seats)))
        assert room.table.to_client(lobby) == [lobby]
        play_one(room, random.Random(games), CHANGES - changes)
        changes += room.seq
        largest = max(largest, room.largest)
        games += 1
    assert largest < MAX_FRAME_BYTES // HEADROOM
