"""The host's side of the standby (issue 14; the device's side is `net.standby`).

A `StandbyKeeper` is the part of a `net.host.Host` that keeps a standby: it tests the
address each device offers (an unreachable standby, behind a firewall, is no standby),
names the standby by the one rule (`net.standby_rule.choose_standby`), sends it the
journal's sealed copy (a base, then one entry per change: `net.standby_copy`) and
compares its digests (a hash chain; a new base on a mismatch), hands the room over to it, and,
once cut off from it, asks whether it took over (then the host steps down: never two
hosts). Where the standby is goes to every device through the runtime's lobby
(`RoomRuntime.set_standby`). Connections and dispatch stay in the `Host`.

Issue 25: the copy is sealed under the room key (`net.room_key`), which the standby gets
only with `take_over`; each device whose vote counts holds a share of it (`key_share`),
re-dealt under a new key epoch when the standby changes, a voting device comes, or a
holder leaves for good (a cut keeps the shares: `_holders_changed`). The lobby
carries the commitment to the key's credential; a standby that answers "I took over"
without the credential is no new host (the host stays).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from net.joincode import format_host_port, page_url
from net.protocol import (
    CLIENT,
    TABLE,
    Connection,
    Hello,
    JournalCopy,
    KeyShare,
    KeyShareValue,
    ProtocolError,
    Refused,
    StandbyDigest,
    StandbyReady,
    TakeOver,
    Welcome,
)
from net.room_key import RoomKey, deal, proves
from net.standby_copy import CopyMaker, Piece
from net.standby_rule import Candidate, choose_standby, share_holders, votes_needed
from net.tuning import READ_CHUNK_BYTES

if TYPE_CHECKING:
    from net.host import Host, Peer

log = logging.getLogger(__name__)

#: What a standby answers before it is the host (`net.standby.WAITING`).
STANDBY_WAITING = "standby.waiting"


class StandbyKeeper:
    def __init__(self, host: Host) -> None:
        self._host = host
        #: Devices that may stand by and answered the test connection: peer number -> the
        #: address it listens on and its phone page once it hosts (None: none).
        self._candidates: dict[int, tuple[str, str | None]] = {}
        self.peer: Peer | None = None
        #: The last standby's address: a host that lost it asks there whether it took over.
        self._last_address: str | None = None
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
        #: The room key of the current key epoch (None: no standby named yet).
        self.key: RoomKey | None = None
        #: The commitment to the credential of the key the last standby holds a copy
        #: under (journaled: a resumed host asks that standby first).
        self._last_commitment: str | None = None
        #: (standby peer number, share holders) the key was dealt for, and the threshold.
        self._dealt: tuple[int, tuple[int, ...]] | None = None
        self._threshold = 0
        #: A resumed host: the epoch of the journal it resumed (`_base_epoch`).
        self._resumed_at: int | None = None
        #: When the lost standby last said it did not take over (`may_welcome_tokens`).
        self._checked_at: float | None = None
        self._checking: asyncio.Task[Any] | None = None
        #: The sealed copy's pieces and their hash chain (`net.standby_copy`), and the
        #: bases sent (a resync's among them).
        self.copy = CopyMaker(host.room_id)
        self.bases = 0
        #: The game whose copy is too large to send (`MAX_COPY_PARTS`): no standby is named
        #: for it, so the lobby says the room has none (`_choose`).
        self._unsendable: object = None

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
        if getattr(peer.writer, "is_web", False):  # a phone's page: never a standby
            log.warning("host: %r offered to stand by over the web transport: ignored", peer)
            return
        address = format_host_port(peer.address, message.port)
        web = None if message.web_port is None else page_url(peer.address, message.web_port)
        self._host.spawn(self._test(peer, address, web), peer)

    async def _test(self, peer: Peer, address: str, web: str | None) -> None:
        answer, _ = await self.ask(address)
        if answer == STANDBY_WAITING and not peer.closed:
            self._candidates[peer.number] = (address, web)
            self._choose()
        else:
            log.warning("host: %r offered to stand by at %s, but does not answer", peer, address)

    def peer_gone(self, peer: Peer) -> None:
        """``peer``'s connection closed: a candidate is one no more."""
        if (self._candidates.pop(peer.number, None) is not None and not self._host.closing
                and not self.handing_over):
            self._choose()

    async def ask(self, address: str) -> tuple[str | int | None, str | None]:
        """Connect to a standby's listener as a table display: (``standby.waiting``, None)
        while it stands by, (its epoch, the credential it reveals) once it is a host,
        (None, None) when it does not answer."""
        host = self._host
        name, _, port = address.rpartition(":")
        try:
            async with asyncio.timeout(host.limits.standby_probe_timeout_s):
                reader, writer = await self.opener(name.strip("[]"), int(port))
                try:
                    conn = Connection(CLIENT)
                    writer.write(conn.send(Hello(app=host.app_version, room=host.room_id,
                                                 role=TABLE, probe=True)))
                    while True:
                        data = await reader.read(READ_CHUNK_BYTES)
                        for message in conn.receive_data(data):
                            if isinstance(message, Refused):
                                return message.code, None
                            if isinstance(message, Welcome):
                                return message.epoch, message.proof
                        if not data:
                            return None, None
                finally:
                    writer.close()
                    # Closed for good before the answer is used: a heartbeat's question
                    # must not leave a socket behind when the host stops right after.
                    with contextlib.suppress(Exception):
                        await writer.wait_closed()
        except (TimeoutError, OSError, ValueError, ProtocolError):
            return None, None

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
        if self._unsendable is not None and self._unsendable is self._host.room.session:
            standby = None  # this game's copy cannot reach any standby
        if standby is self.peer:
            return
        self.peer = standby
        address, web = (None, None) if standby is None else self._candidates[standby.number]
        if standby is not None:
            self._last_address = address
            self._rekey()
            if not self._send_change(standby):
                return  # `_send_change` named no standby instead
        self._host.runtime.set_standby(address, web, self.commitment())

    # -- The room key and its shares (issue 25) --------------------------------------------------
    def commitment(self) -> str | None:
        """The commitment every device is told (None: no standby)."""
        return None if self.peer is None or self.key is None else self.key.commitment()

    def record(self) -> dict[str, str] | None:
        """What the journal keeps of the standby (`net.journal.Saved.standby`)."""
        if self._last_address is None or self._last_commitment is None:
            return None
        return {"address": self._last_address, "commitment": self._last_commitment}

    def resumed_from(self, record: dict[str, str] | None) -> None:
        """A host resumed from its journal: the standby it had (asked before any token).
        That standby, once it took over from the same journal, has this host's epoch."""
        if record is not None:
            self._last_address, self._last_commitment = record["address"], record["commitment"]
            self._resumed_at = self._host.room.epoch - 1

    def _base_epoch(self) -> int:
        """A host of a higher epoch than this one replaced it (with the proof)."""
        return self._host.room.epoch if self._resumed_at is None else self._resumed_at

    def _holders(self) -> tuple[int, ...]:
        room, standby = self._host.room, self.peer
        devices = frozenset(seat.id for seat in room.seats if seat.connected and not seat.local
                            and not seat.vacated and not seat.web)
        own = None if standby is None else standby.seat
        return tuple(share_holders(devices, own))

    def _rekey(self) -> None:
        """A new key epoch for the standby and the devices now: a fresh copy key, a share
        to each device whose vote counts (the old shares open no newer copy)."""
        standby = self.peer
        if standby is None:
            return
        holders = self._holders()
        room = self._host.room
        devices = frozenset(holders) | (frozenset() if standby.seat is None
                                        else frozenset({standby.seat}))
        epoch = 1 if self.key is None else self.key.epoch + 1
        self.key = RoomKey.fresh(epoch, room.token_key)
        self._dealt = (standby.number, holders)
        self._threshold = votes_needed(devices, standby.seat)
        self._last_commitment = self.key.commitment()
        if self._threshold == 0:
            return  # the standby alone is a majority: no share can rebuild the key
        for seat, (index, share) in zip(holders, deal(self.key, len(holders), self._threshold),
                                        strict=True):
            peer = self._host.seat_peer(seat)
            if peer is not None and peer.is_open:
                self._host.send(peer, KeyShare(share=KeyShareValue(
                    epoch=epoch, index=index, share=share.hex())))

    def _rekey_if_devices_changed(self) -> None:
        if self.peer is None or not self._holders_changed():
            return
        self._rekey()
        # the lobby is told after this change (the journal is written before any lobby)
        asyncio.get_running_loop().call_soon(self._tell_commitment)

    def _holders_changed(self) -> bool:
        """A new key epoch is due: another standby, a device whose vote counts now and
        holds no share, or a share holder gone for good (left, kicked). A holder merely
        cut off keeps its share (its vote is what a take-over needs), so a cut never
        deals anew."""
        standby, dealt = self.peer, self._dealt
        if standby is None or dealt is None or dealt[0] != standby.number:
            return True
        present = {seat.id for seat in self._host.room.seats if not seat.vacated}
        holders = set(dealt[1])
        return bool(holders - present) or bool(set(self._holders()) - holders)

    def _tell_commitment(self) -> None:
        runtime = self._host.runtime
        if self.peer is not None and not self._host.closing and runtime.standby is not None:
            runtime.set_standby(runtime.standby, runtime.standby_web, self.commitment())

    # -- The journal copy and its digests ------------------------------------------------------
    def changed(self) -> None:
        """After every change, before any device is told: the standby's copy of it."""
        if self._unsendable is not None and self._unsendable is not self._host.room.session:
            self._unsendable = None  # another game: its copy may fit
            self._choose()
        elif self.peer is not None:
            if not self.handing_over:
                self._rekey_if_devices_changed()
            self._send_change(self.peer)

    def _send_change(self, peer: Peer, rebase: bool = False) -> bool:
        """Bring ``peer``'s copy to this change: an entry, or a new base (a new standby, key
        epoch or game, a resync, a long copy). False when the base cannot be sent at all:
        then no standby is named, and the lobby says so to every device."""
        offer = self._candidates.get(peer.number)
        if offer is None or peer.closed or self.key is None:  # gone (a hand-over: on purpose)
            return True
        if rebase:
            self.copy.rebase()
        host = self._host
        pieces = self.copy.next(host.room, self.key, **host.journal_fields())
        if not pieces:
            log.error("host: the journal copy (%d characters) is too large for a standby: "
                      "this game has none", self.copy.too_large or 0)
            self._unsendable = host.room.session
            self.peer = None
            host.runtime.set_standby(None, None, None)
            return False
        if pieces[0].piece == 0:
            self.bases += 1
        for piece in pieces:
            if not self._send_piece(peer, piece, offer[0]):
                self.copy.rebase()  # not written: the next change starts a new base
                break
        return True

    def _send_piece(self, peer: Peer, piece: Piece, address: str) -> bool:
        assert self.key is not None
        return self._host.send(peer, JournalCopy(
            seq=piece.seq, base=piece.base, piece=piece.piece, parts=piece.parts,
            chunks=piece.chunks, address=address, key_epoch=self.key.epoch,
            threshold=self._threshold))

    def on_digest(self, peer: Peer, message: StandbyDigest) -> None:
        """The standby's hash chain over the pieces it holds (it cannot open them): the
        same as the host's after that piece, or it gets a new base (a resync). A digest of
        an older base, or of a piece never sent, is no claim at all (ignored)."""
        if peer is not self.peer:
            return
        expected = self.copy.chain_at(message.base, message.piece)
        if expected is None:
            return
        self.checks += 1
        if message.digest != expected:
            self.mismatches += 1
            game = self._host.room.session
            if game is not self._resent_game:
                self._resent_game, self.resends = game, 0
            if self.resends >= self._host.limits.digest_resends_per_game:
                return  # a base per wrong digest would be a cheap amplifier (issue 25)
            self.resends += 1
            log.error("host: the standby's copy differs at change %d: sending a new base",
                      message.seq)
            self._send_change(peer, rebase=True)

    # -- Hand-over and step-down ---------------------------------------------------------------
    async def hand_over(self) -> bool:
        """Leave the room to the standby: it gets the latest journal and `take_over`; once
        it has said goodbye (or after `HostLimits.hand_over_wait_s`) the host steps aside.
        False (nothing done) without a standby."""
        host, standby = self._host, self.peer
        if standby is None or host.closing:
            return False
        self.handing_over = True
        if not self._send_change(standby):
            self.handing_over = False
            return False
        key = self.key
        host.send(standby, TakeOver(key_epoch=0 if key is None else key.epoch,
                                    key=None if key is None else key.material.hex()))
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
            self._check_soon()

    def _check_soon(self) -> None:
        if self._checking is None or self._checking.done():
            self._checking = self._host.spawn(self._check_replaced())

    def may_welcome_tokens(self) -> bool:
        """Whether a seat's token may be welcomed now: not while the standby is lost
        mid-game and this host has not asked it lately whether it took over (a host
        frozen, then back: the standby may host the room now). False starts that check;
        the device is told ``room.busy`` and retries."""
        host = self._host
        if self._last_address is None or self.peer is not None or host.room.session is None:
            return True
        limits = host.limits
        recent = 2 * limits.heartbeat_interval_s + limits.standby_probe_timeout_s
        now = asyncio.get_running_loop().time()
        if self._checked_at is not None and now - self._checked_at <= recent:
            return True
        self._check_soon()
        return False

    async def _check_replaced(self) -> None:
        """A host that lost its standby mid-game asks the standby's address whether it took
        over (a host of a higher epoch); then there are two hosts and this one steps down."""
        host, address = self._host, self._last_address
        if address is None or self.peer is not None or host.room.session is None:
            return
        if await self.replaced(address):
            await self.step_down()

    async def step_down(self) -> None:
        """The standby proved it took over: step aside (`room.moved` to everyone) and tell
        the watchers (this computer's players rejoin there)."""
        host, address, answer = self._host, self._last_address, self.replaced_by
        if host.closing or address is None or answer is None:
            return
        log.warning("host: the standby at %s took over (epoch %d): stepping down",
                    address, answer)
        await host.step_aside()
        for callback in list(self._step_down_watchers):
            callback(address, answer)

    async def replaced(self, address: str | None = None) -> bool:
        """Whether the journaled standby (or ``address``) is a host of a higher epoch that
        proves it holds the room key (its credential matches the commitment): only then
        was this host replaced (`replaced_by`). A standby that says so without the proof,
        or does not answer, replaced nobody."""
        address = address or self._last_address
        if address is None:
            return False
        answer, proof = await self.ask(address)
        if not isinstance(answer, int) or answer <= self._base_epoch():
            self._checked_at = asyncio.get_running_loop().time()
            return False
        if not proves(proof, self._last_commitment):
            log.warning("host: %s claims the room (epoch %d) without the proof: ignored",
                        address, answer)
            self._checked_at = asyncio.get_running_loop().time()
            return False
        self.replaced_by = answer
        return True

