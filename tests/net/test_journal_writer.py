"""The journal off the host's event loop (issue 30), with issue 14's rule kept: no device
is told a change before it is on disk. A journal whose disk the test holds still shows it:
while the change's entry waits, not one byte goes to any connection; once it is flushed,
every frame goes out in order and the device sees the change.
"""

from __future__ import annotations

import threading
from typing import Any

from net.journal import Journal, Pending, Written
from net.tuning import HostLimits
from tests.helpers.idle_loop import until
from tests.net.conftest import join, make_host

LOOPBACK = "127.0.0.1"


class HeldDisk(Journal):
    """A journal whose writes wait for the test (`release`), on the journal's thread."""

    def __init__(self, path: Any) -> None:
        super().__init__(path)
        self.open = threading.Event()
        self.open.set()

    def commit(self, pending: Pending) -> Written:
        self.open.wait(10)
        return super().commit(pending)


class Recording:
    """A connection's writer that counts what the host writes to it."""

    def __init__(self, writer: Any) -> None:
        self.inner, self.writes = writer, 0
        self.transport = writer.transport

    def write(self, data: bytes) -> None:
        self.writes += 1
        self.inner.write(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def test_no_frame_leaves_before_the_change_it_shows_is_on_disk(netrun, library, tmp_path):
    async def scenario() -> None:
        host = make_host("codenames", library)
        journal = HeldDisk(tmp_path / "room.journal.json")
        host.keep_journal(journal)
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        await until(lambda: ann.lobby is not None and ann.seat is not None, "Ann's seat")
        await host.journal_written()
        assert ann.seat is not None
        peer = host.seat_peer(ann.seat)
        assert peer is not None
        peer.writer = recording = Recording(peer.writer)  # type: ignore[assignment]

        journal.open.clear()  # the disk is slow now
        host.runtime.set_ready(ann.seat, True)  # its entry goes to the journal's thread
        assert recording.writes == 0  # the lobby with Ann ready waits for the disk
        assert not any(seat.ready for seat in ann.lobby.seats)

        journal.open.set()
        await host.journal_written()
        assert recording.writes >= 1
        await until(lambda: ann.lobby is not None and ann.lobby.seats[0].ready, "Ann ready")
        assert journal.load().room["seats"][0]["ready"] is True
        await ann.close()
        await host.close()

    netrun(scenario())


def test_frames_held_for_a_stalled_disk_count_in_the_output_queue(netrun, library, tmp_path):
    """A disk that stalls holds frames in the host's memory: they count in each
    connection's output queue, so a stall holds at most a queue's worth per device and
    the views and lobbies past it are skipped; the device gets the latest once the disk
    answers (`_drain_loop`'s resync)."""
    queue = 2048

    async def scenario() -> None:
        host = make_host("codenames", library, limits=HostLimits(output_queue_bytes=queue))
        journal = HeldDisk(tmp_path / "room.journal.json")
        host.keep_journal(journal)
        await host.open(LOOPBACK, 0)
        ann = await join(host, "Ann")
        await until(lambda: ann.lobby is not None and ann.seat is not None, "Ann's seat")
        await host.journal_written()
        assert ann.seat is not None
        peer = host.seat_peer(ann.seat)
        assert peer is not None

        journal.open.clear()
        for change in range(40):  # each lobby frame is held: far more than the queue
            host.runtime.set_ready(ann.seat, change % 2 == 0)
        assert 0 < peer.held_bytes <= queue
        assert peer.behind  # something was skipped: the latest comes after the drain

        journal.open.set()
        await host.journal_written()
        assert peer.held_bytes == 0
        await until(lambda: ann.lobby is not None and not ann.lobby.seats[0].ready,
                    "Ann's latest lobby (not ready: the 40th change)")
        await ann.close()
        await host.close()

    netrun(scenario())
