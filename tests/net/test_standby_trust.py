"""A standby that cannot be faked (issue 25, PX-NET-7): only a host that proves it holds
the room key gets a device's token or makes the old host step down.

Whole Codenames games of bots on loopback, as in `tests.net.test_standby` (its room, its
cut-able network, its shortened timers): a fake standby at the standby's address that
answers "I am the host" with any epoch, and a crashed host resumed from its journal
after its standby took over.
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import pytest

from net.host import Host
from net.journal import Journal
from net.protocol import HOST, Connection, Hello, ProtocolError, Welcome
from net.tuning import READ_CHUNK_BYTES
from tests.helpers.idle_loop import run_idle, until
from tests.net.test_canary import frames_for_hello
from tests.net.test_standby import (
    HOST_LIMITS,
    WAIT_S,
    close_room,
    finish,
    open_room,
)
from tests.net.test_whole_games import LOOPBACK, actions_applied, library, play_bots

__all__ = ["library"]


class FakeStandby:
    """Listens where the standby did and welcomes every hello as the host of ``epoch``,
    with ``proof`` (none, made up, or the commitment every device was told)."""

    def __init__(self, epoch: int, proof: str | None) -> None:
        self.epoch, self.proof = epoch, proof
        self.hellos: list[Hello] = []
        self._server: asyncio.Server | None = None

    async def open(self, port: int) -> None:
        self._server = await asyncio.start_server(self._serve, LOOPBACK, port)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(HOST)
        with contextlib.suppress(ProtocolError, ConnectionError, OSError):
            while data := await reader.read(READ_CHUNK_BYTES):
                for message in conn.receive_data(data):
                    if isinstance(message, Hello):
                        self.hellos.append(message)
                        writer.write(conn.send(Welcome(
                            app=message.app, room=message.room or "x" * 12, seat=None,
                            token=None, epoch=self.epoch, proof=self.proof)))
        writer.close()

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()


@pytest.mark.parametrize(("epoch", "proof"), [(1, None), (7, "ab" * 32), (10**6, "lobby")])
def test_a_fake_standby_moves_no_device_and_the_host_stays(library, tmp_path: Path,
                                                            epoch: int, proof: str | None):
    """The named standby turns hostile: it drops its connection and answers at its
    address as a host of ``epoch`` without the credential (no proof, a made-up one, or
    the commitment itself, which every device knows). The host asks there and does not
    step down; every device that loses the host asks there first, sends no token, and
    comes back to the host; the game ends on the host."""
    async def scenario() -> None:
        room = await open_room(library, tmp_path, seed=71)
        fake = FakeStandby(epoch, None)
        try:
            lobby = room.table.lobby
            assert lobby is not None and lobby.standby_proof is not None
            fake.proof = lobby.standby_proof if proof == "lobby" else proof
            standby = room.table.standby
            port = standby.port
            await room.table.close()  # the standby goes: its address is the fake's now
            await fake.open(port)
            playing = asyncio.ensure_future(play_bots(room.bots))
            await until(lambda: actions_applied(room.host) >= 2, "a few actions", WAIT_S)
            asked = len(fake.hellos)
            await until(lambda: len(fake.hellos) > asked, "the host asking the fake", WAIT_S)
            for bot in room.bots:  # every device loses the host and asks the fake first
                bot.client.drop_connection()
            await until(lambda: sum(1 for h in fake.hellos if h.share is not None)
                        >= len(room.bots) - 1, "the devices asking the fake", WAIT_S)
            await finish(room, playing, room.host)
            assert room.host.standby.replaced_by is None and not room.host.closing
            assert all(bot.client.epoch == 0 for bot in room.bots)
            assert all(hello.token is None and hello.probe for hello in fake.hellos)
            assert not any(kind == "moved" for log in room.events.values() for kind, _ in log)
        finally:
            await fake.close()
            await close_room(room)

    run_idle(scenario())


def test_a_resumed_old_host_steps_down_and_welcomes_no_token(library, tmp_path: Path):
    """The host crashes mid-game (no goodbye); a majority lost it, so the standby
    rebuilds the key from their shares and takes over (epoch 1), and every device
    follows it once it proved itself. The old host is started again from its journal:
    it asks the journaled standby first, finds the proof, and steps down; a seat's token
    sent to it meanwhile gets no welcome (PX-NET-7: never a second host)."""
    async def scenario() -> None:
        room = await open_room(library, tmp_path, seed=72)
        journal = Journal(tmp_path / "old-host" / "room.journal.json")
        room.host.keep_journal(journal)
        resumed: Host | None = None
        try:
            playing = asyncio.ensure_future(play_bots(room.bots))
            await until(lambda: actions_applied(room.host) >= 3, "a few actions", WAIT_S)
            await room.host.abort()  # a crash: no goodbye
            await until(lambda: room.taken, "the take-over by a majority's shares", WAIT_S)
            new = room.new_host
            assert new.room.epoch == 1 and new.proof is not None
            await until(lambda: all(new.seat_connection_open(bot.seat) for bot in room.bots),
                        "every device on the proven new host", WAIT_S)
            saved = journal.load()
            assert saved.standby is not None
            assert saved.standby["address"] == room.table.standby.address
            resumed = Host.resume(saved, records_dir=tmp_path / "resumed", limits=HOST_LIMITS)
            stepped: list[tuple[str, int]] = []
            resumed.watch_step_down(lambda address, epoch: stepped.append((address, epoch)))
            await resumed.open(LOOPBACK, 0)
            token = room.bots[0].client.token
            assert token is not None
            frames: list[dict[str, Any]] = []
            with contextlib.suppress(OSError, TimeoutError):
                frames = await frames_for_hello(resumed, token)
            assert "welcome" not in [frame["type"] for frame in frames]
            await until(lambda: stepped, "the resumed host stepping down", WAIT_S)
            assert stepped == [(saved.standby["address"], 1)]
            assert resumed.standby.replaced_by == 1 and resumed.closing
            await finish(room, playing, new)
        finally:
            if resumed is not None:
                await resumed.close()
            await close_room(room)

    run_idle(scenario())


def test_devices_cut_before_the_standby_still_make_the_majority(library, tmp_path: Path):
    """The host is cut off and sees the devices go one by one, the standby last: a cut
    deals no new key (a holder keeps its share: its vote is what the take-over needs),
    so the shares the devices bring rebuild the key of the standby's last copy and the
    standby takes over (PX-NET-5, PX-NET-7)."""
    async def scenario() -> None:
        room = await open_room(library, tmp_path, seed=73)
        try:
            standby = room.table.standby
            epoch = standby.copy.key_epoch
            playing = asyncio.ensure_future(play_bots(room.bots))
            await until(lambda: actions_applied(room.host) >= 2, "a few actions", WAIT_S)
            room.network.host_cut = True
            for bot in room.bots:
                bot.client.drop_connection()
            await until(lambda: not any(room.host.seat_connection_open(bot.seat)
                                        for bot in room.bots), "the host seeing them go")
            assert room.host.standby.key is not None and room.host.standby.key.epoch == epoch
            room.table.drop_connection()
            await until(lambda: room.taken, "the take-over", WAIT_S)
            assert room.new_host.room.epoch == 1 and standby.copy.key_epoch == epoch
            await finish(room, playing, room.new_host)
        finally:
            await close_room(room)

    run_idle(scenario())


def test_a_host_back_from_a_freeze_asks_before_it_welcomes_a_token(library, tmp_path: Path):
    """A host that did not run meanwhile (frozen: no heartbeat checks here) is back after
    its standby took over with a majority: the first token that comes gets `room.busy`,
    not a welcome; the check that hello starts finds the proof, and the host steps down
    (PX-NET-7: never a second host)."""
    async def scenario() -> None:
        room = await open_room(library, tmp_path, seed=74)
        try:
            # frozen: its heartbeats never ask the standby meanwhile
            room.host.standby.heartbeat = lambda: None  # type: ignore[method-assign]
            playing = asyncio.ensure_future(play_bots(room.bots))
            await until(lambda: actions_applied(room.host) >= 2, "a few actions", WAIT_S)
            room.network.host_cut = True
            for client in [room.table] + [bot.client for bot in room.bots]:
                client.drop_connection()
            await until(lambda: room.taken, "the take-over", WAIT_S)
            new = room.new_host
            await until(lambda: all(new.seat_connection_open(bot.seat) for bot in room.bots),
                        "every device on the new host", WAIT_S)
            room.network.host_cut = False
            token = room.bots[0].client.token
            assert token is not None
            frames = await frames_for_hello(room.host, token)
            assert [(f["type"], f.get("code")) for f in frames] == [("refused", "room.busy")]
            await until(lambda: room.host.standby.replaced_by == 1, "the check it started",
                        WAIT_S)
            await until(lambda: room.host.closing, "the old host stepping down", WAIT_S)
            await finish(room, playing, new)
        finally:
            await close_room(room)

    run_idle(scenario())
