"""10^5 seeded random and mutated frames from hostile connections never crash the host nor
change the game state, and the legitimate players keep playing.

The bulk goes through `Host.attach`/`Host.receive` (the entry points the socket read loop
uses) with in-memory writers, so 10^5 frames take seconds, not minutes; a smaller share
goes over real loopback sockets. Hostile connections hold no seat (pending, table
displays, forged tokens, late joiners): a seated player's legal moves would change the
game legitimately.
"""

from __future__ import annotations

import asyncio
import logging
import random
import struct
from typing import Any

import msgpack

from core.errors import RuleError
from net.host import Host, Peer
from net.protocol import MESSAGE_TYPES, PROTOCOL_VERSION
from net.tuning import HostLimits
from tests.net.conftest import (
    APP,
    LOOPBACK,
    RawPeer,
    hello_frame,
    join,
    make_host,
    raw_frame,
    until,
)

TOTAL_FRAMES = 100_000
SOCKET_CONNECTIONS = 200
SOCKET_FRAMES_EACH = 10
SEED = 20261130
STRUCTURED_FRAMES = 3000
EMPTY_FRAME = b"\x00\x00\x00\x00"
ACTION_KINDS = ("guess", "clue", "end_turn", "cover", "timeout", "disconnect", "reconnect",
                "leave", "got_it", "vote", "go", "found", "buzz", "nonsense")


class MemoryWriter:
    """A writer with no socket: what the host writes is counted and dropped."""

    def __init__(self) -> None:
        self.written = 0
        self.closed = False

    def write(self, data: bytes) -> None:
        self.written += len(data)

    async def drain(self) -> None:
        return None

    def close(self) -> None:
        self.closed = True


def random_value(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth > 3 or roll < 0.5:
        return rng.choice([None, True, False, rng.randint(-5, 40), rng.randint(-2**63, 2**64 - 1),
                           "", "x" * rng.randint(1, 30), "é🎲", 1.5, b"\x00bin"])
    if roll < 0.75:
        return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(["type", "seat", "card", "word", "id", "a", "nonce"]):
            random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def corpus(room: str, token: str) -> list[bytes]:
    """Well-formed frames of every kind a hostile client might send."""
    frames = [hello_frame(room, role="table"), hello_frame(room, token=token),
              hello_frame(room, name="Late"), hello_frame("zzzzz"),
              hello_frame(room, protocol=7),
              raw_frame({"type": "ping", "nonce": 1}), raw_frame({"type": "pong", "nonce": 2}),
              raw_frame({"type": "ready", "ready": True}),
              raw_frame({"type": "team", "team": "red", "role": "spymaster"}),
              raw_frame({"type": "bye", "code": None}),
              raw_frame({"type": "welcome", "protocol": PROTOCOL_VERSION, "app": APP,
                         "room": room, "seat": 0, "token": token, "epoch": 0,
                         "proof": None})]
    for kind in ACTION_KINDS:
        for fields in ({}, {"card": 3}, {"seat": 0}, {"word": "qwertz", "number": 1},
                       {"target": 1}):
            frames.append(raw_frame({"type": "action", "id": 5,
                                     "action": {"type": kind, **fields}}))
    return frames


def structured_frames(rng: random.Random, count: int) -> list[bytes]:
    """Frames of random msgpack maps with a message type and random fields."""
    frames = []
    for _ in range(count):
        value = {"type": rng.choice([*MESSAGE_TYPES, "nope"]),
                 **{k: random_value(rng) for k in rng.sample(
                     ["protocol", "app", "room", "role", "name", "token", "id", "action",
                      "nonce", "ready", "team", "code", "seq", "view"], rng.randint(0, 5))}}
        body = msgpack.packb(value, use_bin_type=True)
        frames.append(struct.pack(">I", len(body)) + body)
    return frames


def hostile_frame(rng: random.Random, frames: list[bytes], structured: list[bytes]) -> bytes:
    roll = rng.random()
    if roll < 0.15:
        return rng.randbytes(1 + int(roll * 200))
    base = rng.choice(structured if roll < 0.4 else frames)
    if roll < 0.7:
        data = bytearray(base)
        for byte in rng.randbytes(1 + int(roll * 10) % 4):
            data[byte % len(data)] ^= 1 + int(roll * 1000) % 255
        return bytes(data)
    if roll < 0.8:
        cut = 1 + int(roll * 997) % (len(base) - 1)
        return base[:cut] if roll < 0.75 else base + rng.randbytes(cut % 9)
    return base


def fresh_peer(host: Host, rng: random.Random, frames: list[bytes]) -> Peer:
    peer = host.attach(MemoryWriter())
    assert peer is not None
    if rng.random() < 0.5:
        host.receive(peer, frames[0])  # a table display first, so later frames go further
    return peer


def test_hostile_frames_never_crash_the_host_nor_change_the_game(netrun, library, caplog):
    async def scenario():
        # Short partial-frame and handshake timeouts: a truncated socket burst ends quickly.
        limits = HostLimits(partial_frame_timeout_s=0.2, handshake_timeout_s=0.5,
                            action_burst=10**6)
        host = make_host("codenames", library, limits=limits)
        await host.open(LOOPBACK, 0)
        for name in ("H1", "H2", "H3"):
            host.runtime.join(name, local=True)
        legit = await join(host, "Legit")
        for seat, (team, role) in enumerate([("red", "spymaster"), ("red", None),
                                             ("blue", "spymaster"), ("blue", None)]):
            host.runtime.choose_team(seat, team, role)
        host.runtime.start()
        session = host.session
        await until(lambda: legit.view is not None, "legit view")
        snapshot = session.game.snapshot()
        actions = len(session.record.actions)
        rng = random.Random(SEED)
        frames = corpus(host.room_id, "B" * 22)
        structured = structured_frames(rng, STRUCTURED_FRAMES)
        peer = fresh_peer(host, rng, frames)
        peers = 1
        for _ in range(TOTAL_FRAMES - SOCKET_CONNECTIONS * SOCKET_FRAMES_EACH):
            if peer.closed:
                peer = fresh_peer(host, rng, frames)
                peers += 1
            host.receive(peer, hostile_frame(rng, frames, structured))
            if peers % 500 == 0:
                await asyncio.sleep(0)  # let the legit connection's tasks run
        host.receive(peer, b"")
        # Over real sockets too, a few connections at a time.
        for start in range(0, SOCKET_CONNECTIONS, 4):
            raws = [await RawPeer.open(host) for _ in range(start, start + 4)]
            for raw in raws:
                burst = b"".join(hostile_frame(rng, frames, structured)
                                 for _ in range(SOCKET_FRAMES_EACH))
                # ...ending with an empty frame, so that every connection gets closed.
                await raw.send(rng.choice(frames[:2]) + burst + EMPTY_FRAME)
            for raw in raws:
                await raw.messages()  # the host closes each one
                await raw.close()
        assert session.game.snapshot() == snapshot
        assert len(session.record.actions) == actions
        assert peers > 1000  # many hostile connections were opened and closed
        await until(lambda: host.connections == 1, "hostile connections closed")
        # The legitimate player keeps playing: the red spymaster clues, Legit sees it.
        starting = session.view(0)["active_team"]
        clue_giver = 0 if starting == "red" else 2
        try:
            host.runtime.act(clue_giver, {"type": "clue", "word": "qwertzuiop", "number": 1})
        except RuleError as err:
            raise AssertionError(err.code) from err
        await until(lambda: legit.view.view["phase"] != "clue", "legit sees the clue")
        await legit.close()
        await host.close()
        # No handler failed (a failure would be caught, logged and the peer dropped).
        assert not [r for r in caplog.records if r.name == "net.host"
                    and r.levelno >= logging.ERROR]

    # Bounded by its work (10^5 frames, 50 socket rounds; each wait has its own bound),
    # not by a time limit: a loaded machine makes it slower, never wrong (issue 27).
    netrun(scenario(), limit=None)
