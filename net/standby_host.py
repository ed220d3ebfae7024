"""The host's side of the standby (issue 14; the device's side is `net.standby`).

A `StandbyKeeper` is the part of a `net.host.Host` that keeps a standby: it tests the
address each device offers (an unreachable standby, behind a firewall, is no standby),
names the standby by the one rule (`net.standby_rule.choose_standby`), sends it the
journal after every change and compares its digests, hands the room over to it, and,
once cut off from it, asks whether it took over (then the host steps down: never two
hosts). Where the standby is goes to every device through the runtime's lobby
(`RoomRuntime.set_standby`). Connections and dispatch stay in the `Host`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from net.joincode import format_host_port, page_url
from net.journal import Saved, pack_copy
from net.protocol import (
    CLIENT,
    TABLE,
    Connection,
    Hello,
    JournalCopy,
    ProtocolError,
    Refused,
    StandbyDigest,
    StandbyReady,
    TakeOver,
    Welcome,
)
from net.protocol.limits import MAX_JOURNAL_CHUNKS
from net.standby_rule import Candidate, choose_standby
from net.tuning import READ_CHUNK_BYTES

if TYPE_CHECKING:
    from net.host import Host, Peer

log = logging.getLogger(__name__)

#: What a standby answers before it is the host (`net.standby.WAITING`).
STANDBY_WAITING = "standby.waiting"
#: Digests of the game kept, by change number (the standby's are compared).
KEPT_DIGESTS = 64


class StandbyKeeper:
    def __init__(self, host: Host) -> None:
        self._host = host
        #: Devices that may stand by and answered the test connection: peer number -> the
        #: address it listens on and its phone page once it hosts (None: none).
        self._candidates: dict[int, tuple[str, str | None]] = {}
        self.peer: Peer | None = None
        #: The last standby's address: a host that lost it asks there whether it took over.
        self._last_address: str | None = None
        self._digests: dict[int, str] = {}
        self.checks = 0
        self.mismatches = 0
        #: Journal copies sent again for a wrong digest, and the game they were for (a
        #: standby claiming wrong digests gets `HostLimits.digest_resends_per_game`).
        self.resends = 0
        self._resent_game: object = None
        #: The room is being handed over: requests are refused (``room.moving``).
        self.handing_over = False
        #: The epoch of the host that replaced this one (it stepped down), if any.
        self.replaced_by: int | None = None
        self._step_down_watchers: list[Callable[[str, int], None]] = []
        #: How the host dials a standby (tests cut the network here).
        self.opener: Callable[[str, int], Any] = asyncio.open_connection

    @property
    def active(self) -> bool:
        return self.peer is not None

    # -- Offers and the choice ----------------------------------------------------------------
    def on_ready(self, peer: Peer, message: StandbyReady) -> None:
        """A device says it listens, ready to stand by (no port: no longer): test-connect
        to it first."""
        if message.port is None:
            if self._candidates.pop(peer.number, None) is not None:
                self._choose()
            return
        room = self._host.room
        if not peer.address or (peer.seat is not None and room.seat(peer.seat).local):
            return
        address = format_host_port(peer.address, message.port)
        web = None if message.web_port is None else page_url(peer.address, message.web_port)
        self._host.spawn(self._test(peer, address, web), peer)

    async def _test(self, peer: Peer, address: str, web: str | None) -> None:
        if await self.ask(address) == STANDBY_WAITING and not peer.closed:
            self._candidates[peer.number] = (address, web)
            self._choose()
        else:
            log.warning("host: %r offered to stand by at %s, but does not answer", peer, address)

    def peer_gone(self, peer: Peer) -> None:
        """``peer``'s connection closed: a candidate is one no more."""
        if (self._candidates.pop(peer.number, None) is not None and not self._host.closing
                and not self.handing_over):
            self._choose()

    async def ask(self, address: str) -> str | int | None:
        """Connect to a standby's listener as a table display: ``standby.waiting`` while it
        stands by, its epoch (an int) once it is a host, None when it does not answer."""
        host = self._host
        name, _, port = address.rpartition(":")
        try:
            async with asyncio.timeout(host.limits.standby_probe_timeout_s):
                reader, writer = await self.opener(name.strip("[]"), int(port))
                try:
                    conn = Connection(CLIENT)
                    writer.write(conn.send(Hello(app=host.app_version, room=host.room_id,
                                                 role=TABLE)))
                    while True:
                        data = await reader.read(READ_CHUNK_BYTES)
                        for message in conn.receive_data(data):
                            if isinstance(message, Refused):
                                return message.code
                            if isinstance(message, Welcome):
                                return message.epoch
                        if not data:
                            return None
                finally:
                    writer.close()
        except (TimeoutError, OSError, ValueError, ProtocolError):
            return None

    def _choose(self) -> None:
        """Name the standby by the one rule (`choose_standby`); a new one gets the whole
        journal at once, and every device learns where it is (``lobby.standby``)."""
        candidates = []
        for number in self._candidates:
            peer = self._host.peer(number)
            if peer is None or not peer.is_open:
                continue
            order = number if peer.seat is None else self._host.room.index_of(peer.seat)
            candidates.append(Candidate(player=peer.seat is not None, order=order, key=number))
        chosen = choose_standby(candidates)
        standby = None if chosen is None else self._host.peer(chosen.key)
        if standby is self.peer:
            return
        self.peer = standby
        address, web = (None, None) if standby is None else self._candidates[standby.number]
        if address is not None:
            self._last_address = address
        if standby is not None:
            self._send_copy(standby, self._host.saved())
        self._host.runtime.set_standby(address, web)

    # -- The journal copy and its digests ------------------------------------------------------
    def changed(self, saved: Saved) -> None:
        """After every change, before any device is told: the standby's copy."""
        if saved.digest is not None:
            self._digests[saved.seq] = saved.digest
            for old in [seq for seq in self._digests if seq < saved.seq - KEPT_DIGESTS]:
                del self._digests[old]
        if self.peer is not None:
            self._send_copy(self.peer, saved)

    def _send_copy(self, peer: Peer, saved: Saved) -> None:
        offer = self._candidates.get(peer.number)
        if offer is None or peer.closed:  # gone (during a hand-over: on purpose)
            return
        chunks = pack_copy(saved)
        if len(chunks) > MAX_JOURNAL_CHUNKS:
            log.error("host: the journal (%d chunks) is too large for the standby", len(chunks))
            return
        self._host.send(peer, JournalCopy(seq=saved.seq, chunks=chunks, address=offer[0]))

    def on_digest(self, peer: Peer, message: StandbyDigest) -> None:
        """The standby rebuilt the game from its copy: the same digest, or it gets the
        journal again (a resync)."""
        if peer is not self.peer:
            return
        expected = self._digests.get(message.seq)
        if expected is None:
            return
        self.checks += 1
        if message.digest != expected:
            self.mismatches += 1
            game = self._host.room.session
            if game is not self._resent_game:
                self._resent_game, self.resends = game, 0
            if self.resends >= self._host.limits.digest_resends_per_game:
                return  # a whole copy per wrong digest would be a cheap amplifier (issue 25)
            self.resends += 1
            log.error("host: the standby's game differs at change %d: sending the journal again",
                      message.seq)
            self._send_copy(peer, self._host.saved())

    # -- Hand-over and step-down ---------------------------------------------------------------
    async def hand_over(self) -> bool:
        """Leave the room to the standby: it gets the latest journal and `take_over`; once
        it has said goodbye (or after `HostLimits.hand_over_wait_s`) the host steps aside.
        False (nothing done) without a standby."""
        host, standby = self._host, self.peer
        if standby is None or host.closing:
            return False
        self.handing_over = True
        self._send_copy(standby, host.saved())
        host.send(standby, TakeOver())
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(host.limits.hand_over_wait_s):
                await standby.gone.wait()
        await host.step_aside()
        return True

    def watch_step_down(self, callback: Callable[[str, int], None]) -> None:
        self._step_down_watchers.append(callback)

    def heartbeat(self) -> None:
        """Each heartbeat: a host that lost its standby checks whether it took over."""
        if self._last_address is not None and self.peer is None:
            self._host.spawn(self._check_replaced())

    async def _check_replaced(self) -> None:
        """A host that lost its standby mid-game asks the standby's address whether it took
        over (a host of a higher epoch); then there are two hosts and this one steps down."""
        host, address = self._host, self._last_address
        if address is None or self.peer is not None or host.room.session is None:
            return
        answer = await self.ask(address)
        if isinstance(answer, int) and answer > host.room.epoch and not host.closing:
            log.warning("host: the standby at %s took over (epoch %d): stepping down",
                        address, answer)
            self.replaced_by = answer
            await host.step_aside()
            for callback in list(self._step_down_watchers):
                callback(address, answer)
