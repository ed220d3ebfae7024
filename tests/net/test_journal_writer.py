"""The journal off the host's event loop (issue 30), with issue 14's rule kept: no device
is told a change before it is on disk. A journal whose disk the test holds still shows it:
while the change's entry waits, not one byte goes to any connection; once it is flushed,
every frame goes out in order and the device sees the change.
"""

from __future__ import annotations

import threading
from typing import Any

from net.journal import Journal, Pending, Written
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
