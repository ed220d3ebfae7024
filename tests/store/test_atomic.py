"""The one atomic, durable write (store/atomic.py; PX-PROF-5, issue 24): every writer uses
it, and a write that fails leaves the old file whole and no temporary file behind."""

from __future__ import annotations

import os
import stat

import pytest

from store import atomic, records, user_packs
from tests.store.profile_games import finished_records


def test_writes_text_and_bytes_replacing_the_old_file(tmp_path):
    target = tmp_path / "data.json"
    atomic.write_atomic(target, "first\n")
    atomic.write_atomic(target, "ünïcode\nsecond\n")
    assert target.read_bytes() == "ünïcode\nsecond\n".encode()
    atomic.write_atomic(target, b"\x00\x01raw")
    assert target.read_bytes() == b"\x00\x01raw"
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]


def test_a_long_write_is_written_whole_even_in_short_writes(tmp_path, monkeypatch):
    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real_write(fd, bytes(data[:7])))
    atomic.write_atomic(tmp_path / "long.txt", "x" * 100)
    assert (tmp_path / "long.txt").read_text() == "x" * 100


def test_private_files_are_owner_only(tmp_path):
    atomic.write_atomic(tmp_path / "secret", "token", private=True)
    assert stat.S_IMODE((tmp_path / "secret").stat().st_mode) == atomic.PRIVATE_MODE


def test_the_file_and_the_folder_are_flushed_before_and_after_the_rename(tmp_path,
                                                                         monkeypatch):
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(descriptor):
        folder = stat.S_ISDIR(os.fstat(descriptor).st_mode)
        calls.append("fsync-folder" if folder else "fsync-file")
        real_fsync(descriptor)

    def replace(source, target):
        calls.append("replace")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    atomic.write_atomic(tmp_path / "f", "data")
    assert calls == ["fsync-file", "replace", "fsync-folder"]


@pytest.mark.parametrize("failing", ["write", "fsync", "replace"])

def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch, failing):
    target = tmp_path / "data.json"
    target.write_text("old, whole")

    def fail(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, fail)
    with pytest.raises(OSError):
        atomic.write_atomic(target, "new" * 1000)
    monkeypatch.undo()
    assert target.read_text() == "old, whole"
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]


def test_an_interrupted_write_cleans_up_too(tmp_path, monkeypatch):
    target = tmp_path / "data.json"
    target.write_text("old, whole")
    real_write = os.write
    written: list[int] = []

    def write_then_stop(descriptor, data):
        if written:
            raise KeyboardInterrupt  # not only OSError: any failure cleans up
        written.append(real_write(descriptor, bytes(data[:3])))
        return written[-1]

    monkeypatch.setattr(os, "write", write_then_stop)
    with pytest.raises(KeyboardInterrupt):
        atomic.write_atomic(target, "new content")
    monkeypatch.undo()
    assert target.read_text() == "old, whole"
    assert [p.name for p in tmp_path.iterdir()] == ["data.json"]


def test_every_writer_goes_through_the_helper(tmp_path, monkeypatch):
    # records, user packs and the journal (net/journal.py, tested in tests/net) write
    # through `write_atomic`: the one durability.
    seen: list[str] = []
    real = atomic.write_atomic

    def spy(path, data, **kwargs):
        seen.append(os.path.basename(path))
        real(path, data, **kwargs)

    monkeypatch.setattr(records, "write_atomic", spy)
    monkeypatch.setattr(user_packs, "write_atomic", spy)
    record = finished_records()[0]
    records.save(record, tmp_path / "game.json")
    user_packs.save_user_pack(tmp_path / "packs" / "mine.toml", "[pack]\n")
    assert seen == ["game.json", "mine.toml"]
    assert records.load(tmp_path / "game.json") == record
    assert (tmp_path / "packs" / "mine.toml").read_text() == "[pack]\n"


def test_a_really_full_disk_leaves_the_old_file_and_no_partial_temporary(tmp_path):
    """Issue 27 (root only: a 64 KiB tmpfs): a write bigger than the free space fails
    with ENOSPC part way through; the partial temporary file is removed."""
    import errno

    from tests.helpers.disk_faults import full_tmpfs

    with full_tmpfs(tmp_path / "disk") as disk:
        target = disk / "data.json"
        target.write_text("old, whole")
        with pytest.raises(OSError) as failed:
            atomic.write_atomic(target, "x" * 200_000)
        assert failed.value.errno == errno.ENOSPC
        assert target.read_text() == "old, whole"
        assert [p.name for p in disk.iterdir()] == ["data.json"]
