"""A journal that cannot be written is loud and safe (issue 27; PX-NET-4: no action a
device saw is lost where the disk allows it, and what it did not take is said). The game
goes on, the first failure is told once (the hosting window's banner, the headless
host's log line), the file on disk keeps the last change it could hold and notes how
many it could not, so a resume says what was lost; once the disk takes writes again
nothing is lost. A headless host refuses to start with a journal it cannot write, and
saves its records (``palabre replay`` reads them).

Faults at the I/O boundary (`tests.helpers.disk_faults`): a folder where no new file can
be made, a disk whose new bytes cannot be flushed; and a real full tmpfs (root only).
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import shutil
from functools import cache
from pathlib import Path

import pytest

from core.record import GameRecord
from core.session import Session
from desktop.replay_cli import run_replay
from net.bots import close_bots, join_bots, play_bots
from net.headless import EXIT_FAILED, EXIT_OK, HostConfig, serve
from net.journal import HEADER_SIZE, Journal, restore, snapshot
from net.room import Room
from store import records
from tests.helpers.disk_faults import Fault, fill, full_tmpfs, make_full, make_read_only
from tests.net.test_journal import finished_record

LOOPBACK = "127.0.0.1"


def game_room(step: int) -> Room:
    record, room = finished_record("spyword", 5)
    room.session = Session.replay(record, upto=step)
    return room


def test_a_read_only_folder_is_told_once_and_noted_in_the_file(tmp_path, monkeypatch):
    journal = Journal(tmp_path / "room.journal.json")
    told: list[str | None] = []
    journal.on_failure = lambda failed: told.append(failed.failed)
    assert journal.write(snapshot(game_room(2), clock_ms=1, seq=2, port=None))
    make_read_only(monkeypatch, tmp_path)
    for seq in (3, 4, 5):
        assert not journal.write(snapshot(game_room(seq), clock_ms=seq, seq=seq, port=None))
    assert len(told) == 1 and "Permission denied" in (told[0] or "")
    assert journal.error is not None and journal.error.errno == errno.EACCES
    saved = journal.load()  # what a crash now would leave
    assert (saved.seq, saved.unsaved) == (2, 3)
    assert restore(saved).session.digest() == game_room(2).session.digest()
    monkeypatch.undo()  # the folder takes files again: the next write catches up
    assert journal.write(snapshot(game_room(6), clock_ms=6, seq=6, port=None))
    assert (journal.load().seq, journal.load().unsaved, journal.unsaved) == (6, 0, 0)
    assert [p.name for p in tmp_path.iterdir()] == ["room.journal.json"]


def test_a_full_disk_leaves_no_temporary_file_and_the_note_says_what_is_lost(tmp_path,
                                                                            monkeypatch):
    journal = Journal(tmp_path / "room.journal.json")
    assert journal.write(snapshot(game_room(1), clock_ms=1, seq=1, port=None))
    make_full(monkeypatch, tmp_path)
    assert not journal.write(snapshot(game_room(2), clock_ms=2, seq=2, port=None))
    assert not journal.write(snapshot(game_room(3), clock_ms=3, seq=3, port=None))
    assert journal.error is not None and journal.error.errno == errno.ENOSPC
    assert [p.name for p in tmp_path.iterdir()] == ["room.journal.json"]
    assert (journal.load().seq, journal.load().unsaved) == (1, 2)


def test_a_really_full_tmpfs(tmp_path):
    """Root only: a 64 KiB tmpfs filled up. No temporary file is left, the note is
    written in the file's own bytes, and freeing space lets the next write catch up."""
    with full_tmpfs(tmp_path / "disk") as disk:
        journal = Journal(disk / "room.journal.json")
        assert journal.write(snapshot(game_room(1), clock_ms=1, seq=1, port=None))
        fill(disk)
        assert not journal.write(snapshot(game_room(9), clock_ms=9, seq=9, port=None))
        assert journal.error is not None and journal.error.errno == errno.ENOSPC
        assert sorted(p.name for p in disk.iterdir()) == ["filler", "room.journal.json"]
        assert (journal.load().seq, journal.load().unsaved) == (1, 1)
        (disk / "filler").unlink()
        assert journal.write(snapshot(game_room(10), clock_ms=10, seq=10, port=None))
        assert (journal.load().seq, journal.load().unsaved) == (10, 0)


def test_appends_on_a_really_full_tmpfs(tmp_path):
    """Root only: the host's path (issue 30), change entries appended. A full disk stops
    the appends (no half entry is left: the file still reads), the note counts every
    change lost, and once there is room again a new base catches up."""
    with full_tmpfs(tmp_path / "disk") as disk:
        journal = Journal(disk / "room.journal.json")
        room = taboo_room(1)
        assert journal.change(room, clock_ms=1, seq=1, port=None)
        assert journal.change(game_room_step(room, 2), clock_ms=2, seq=2, port=None)
        fill(disk)
        last = len(taboo_record().actions) - 1  # 200 entries: pages more
        written = [journal.change(game_room_step(room, step), clock_ms=step, seq=step,
                                  port=None) for step in range(3, last)]
        # The file's last page may hold a few entries more; then every change fails.
        kept = written.index(False) + 2  # the last change on disk (steps start at 3)
        assert not any(written[kept - 2:]) and journal.error is not None
        assert journal.error.errno == errno.ENOSPC
        saved = journal.load()
        assert (saved.seq, saved.unsaved) == (kept, last - 1 - kept)
        assert restore(saved).session.digest() == taboo_room(kept).session.digest()
        (disk / "filler").unlink()
        assert journal.change(game_room_step(room, last), clock_ms=last, seq=last, port=None)
        saved = journal.load()
        assert (saved.seq, saved.unsaved) == (last, 0)
        assert restore(saved).session.digest() == taboo_room(last).session.digest()


TABOO = ("taboo", 4)


def taboo_room(step: int) -> Room:
    record, room = finished_record(*TABOO)
    room.session = Session.replay(record, upto=step)
    return room


@cache
def taboo_record() -> GameRecord:
    return finished_record(*TABOO)[0]


def game_room_step(room: Room, step: int) -> Room:
    """``room`` with its game played on to action ``step`` (the same session object)."""
    record = taboo_record()
    session = room.session
    assert session is not None
    codec = type(session.game).codec()
    for timed in record.actions[len(session.record.actions):step]:
        session.act(timed.actor, codec.decode(timed.action), timed.at_ms)
    return room


def test_ready_ticks_are_journaled(tmp_path):
    """After a crash in the lobby the ready ticks come back (the headless auto-start
    counts them once the devices rejoin)."""
    room = Room("codenames", "Salon", "en")
    for name in ("Ana", "Ben", "Cleo", "Dan"):
        room.join(name)
    room.set_ready(room.seats[1].id, True)
    room.set_ready(room.seats[3].id, True)
    journal = Journal(tmp_path / "room.journal.json")
    assert journal.write(snapshot(room, clock_ms=1, seq=0, port=None))
    assert [seat.ready for seat in restore(journal.load()).seats] == [False, True, False, True]


# -- The headless host -------------------------------------------------------------------------
class Lines:
    """The headless host's report, awaited line by line."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._changed = asyncio.Event()

    def __call__(self, line: str) -> None:
        self.lines.append(line)
        self._changed.set()

    async def wait_for(self, start: str) -> str:
        while True:
            found = [line for line in self.lines if line.startswith(start)]
            if found:
                return found[0]
            self._changed.clear()
            await self._changed.wait()


def host_config(tmp_path: Path, **options) -> HostConfig:
    options.setdefault("journal", tmp_path / "rooms" / "room.journal.json")
    return HostConfig(game="codenames", interface=LOOPBACK, advertise=False, web=False,
                      seed=3, records=tmp_path / "games", **options)


async def play_game_on(config: HostConfig, report: Lines) -> asyncio.Task[int]:
    stop = asyncio.Event()
    served = asyncio.ensure_future(serve(config, stop, report))
    address = (await report.wait_for("address: ")).removeprefix("address: ")
    bots = await join_bots(address, 4, seed=2, think_s=0.0)
    try:
        assert all(await play_bots(bots))
    finally:
        await close_bots(bots)
    await report.wait_for("game record saved in")
    served.stop = stop  # type: ignore[attr-defined]
    return served


@pytest.mark.parametrize("clears", [False, True], ids=["stays-unwritable", "comes-back"])
def test_the_headless_host_says_so_and_a_resume_says_what_was_lost(netrun, tmp_path,
                                                                  monkeypatch, clears, capsys):
    """The journal folder becomes read-only 12 writes into a whole game: one log line,
    the game goes on to its end. Where the folder stays so, the file keeps the last
    change it could and the resumed host says how many changes were lost; where it comes
    back, the last journal holds every change (nothing lost)."""
    config = host_config(tmp_path)
    fault = make_read_only(monkeypatch, config.journal.parent,
                           Fault(after=12, until=20 if clears else None))
    report = Lines()

    async def scenario() -> tuple[int, Journal]:
        served = await play_game_on(config, report)
        kept = tmp_path / "crashed.journal.json"
        shutil.copy(config.journal, kept)  # what a crash now would leave
        served.stop.set()  # type: ignore[attr-defined]
        return await served, Journal(kept)

    code, crashed = netrun(scenario())
    assert code == EXIT_OK
    warned = [line for line in report.lines if "no longer crash-safe" in line]
    assert len(warned) == 1 and "Permission denied" in warned[0], report.lines
    assert fault.failed >= 1
    saved = crashed.load()
    final = [line for line in report.lines if line.startswith("game over")]
    assert final, report.lines
    records_saved = list((tmp_path / "games").glob("codenames-*.json"))
    assert len(records_saved) == 1 and records.load(records_saved[0]).actions
    assert f"game record saved in {records_saved[0]}" in report.lines
    capsys.readouterr()
    assert run_replay(str(records_saved[0]), as_json=True) == 0  # ``palabre replay`` reads it
    assert json.loads(capsys.readouterr().out)["log"][-1]["events"][-1]["type"] == "game_over"
    if clears:
        assert saved.unsaved == 0
        assert restore(saved).session.outcome() is not None  # every change is there
        return
    # Every failed change is noted once its write is over; the changes of the bots
    # leaving may still be on the journal's thread when the copy is taken.
    assert 1 <= saved.unsaved <= fault.failed
    assert restore(saved).session.outcome() is None  # the end could not be written
    monkeypatch.undo()
    resumed = Lines()

    async def resume() -> int:
        stop = asyncio.Event()
        served = asyncio.ensure_future(serve(host_config(tmp_path, journal=crashed.path,
                                                         resume=True), stop, resumed))
        await resumed.wait_for("waiting for")
        stop.set()
        return await served

    assert netrun(resume()) == EXIT_OK
    lost = [line for line in resumed.lines if line.startswith("the last ")]
    assert lost == [f"the last {saved.unsaved} changes could not be saved before the crash "
                    "(the journal could not be written): the devices saw them, the game "
                    "goes on from before them"], resumed.lines


def test_the_headless_host_refuses_an_unwritable_journal(netrun, tmp_path, monkeypatch):
    config = host_config(tmp_path)
    config.journal.parent.mkdir()
    make_read_only(monkeypatch, config.journal.parent)
    report = Lines()
    assert netrun(serve(config, asyncio.Event(), report)) == EXIT_FAILED
    assert "not starting a room that would not be crash-safe" in report.lines[-1]
    assert not any(line.startswith("waiting for") for line in report.lines)


def test_a_resume_refused_for_its_journal_keeps_the_journal(netrun, tmp_path, monkeypatch):
    """An unwritable folder at a resume: refused, and the journal left to resume later."""
    config = host_config(tmp_path)
    room = Room("codenames", "Salon", "en")
    room.join("Ana")
    assert Journal(config.journal).write(snapshot(room, clock_ms=1, seq=0, port=None))
    before = config.journal.read_bytes()
    make_read_only(monkeypatch, config.journal.parent)
    report = Lines()
    resume = host_config(tmp_path, resume=True)
    assert netrun(serve(resume, asyncio.Event(), report)) == EXIT_FAILED
    # The first line's unsaved note may count it; every entry is as it was.
    assert config.journal.read_bytes()[HEADER_SIZE:] == before[HEADER_SIZE:]
    assert os.path.exists(config.journal)


def test_after_a_crash_in_the_lobby_the_ready_ticks_come_back_and_the_auto_start_fires(
        netrun, tmp_path, library):
    """Issue 27 (17 reproductions): a host killed in the lobby came back with everyone
    unready, so ``--start-when`` never fired. The journal holds the ticks; once the
    devices rejoin their seats the resumed host starts by itself."""
    from net.headless import AutoStart
    from net.host import Host
    from tests.net.conftest import content_for

    async def scenario() -> list[str]:
        host = Host("codenames", room_name="Salon", language="en", seed=3,
                    content=content_for("codenames", library))
        journal = Journal(tmp_path / "room.journal.json")
        host.keep_journal(journal)
        seats = [host.runtime.join(name) for name in ("Ana", "Ben", "Cleo", "Dan")]
        for seat in seats:
            host.runtime.set_connected(seat, True)
            host.runtime.set_ready(seat, True)
        await host.abort()  # killed before the auto-start of another process could run
        resumed = Host.resume(journal.load(), seed=3, content=content_for("codenames", library))
        assert [seat.ready for seat in resumed.room.seats] == [True] * 4
        report: list[str] = []
        autostart = AutoStart(resumed, 4, report.append)
        try:
            for seat in seats:  # each device rejoins its seat with its token
                resumed.runtime.set_connected(seat, True)
            await asyncio.wait_for(autostart.started.wait(), 5)
        finally:
            autostart.close()
            await resumed.abort()
        return report

    report = netrun(scenario())
    assert report[0].startswith("game started with 4 players")
