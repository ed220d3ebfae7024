"""Issue 26: one Palabre window per user and data folder; a second start raises the
first window and exits (docs/architecture.md, "One window per user")."""

from __future__ import annotations

import socket
import subprocess
import sys

from PySide6.QtCore import QCoreApplication, QLockFile

from desktop.single_instance import LOCK_FILE, SingleInstance, server_name


def test_a_second_start_asks_the_first_to_raise_its_window(qtbot, tmp_path):
    first = SingleInstance(tmp_path)
    assert first.claim()
    try:
        second = SingleInstance(tmp_path)
        with qtbot.waitSignal(first.sig_raise, timeout=5000):
            assert not second.claim()  # another one runs: this start is not the app
        assert second._server is None and second._lock is None
    finally:
        first.release()
    third = SingleInstance(tmp_path)  # the first has quit: the next start is the app
    assert third.claim()
    third.release()


def test_each_data_folder_is_its_own_instance(tmp_path):
    one, other = SingleInstance(tmp_path / "a"), SingleInstance(tmp_path / "b")
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    try:
        assert one.claim() and other.claim()
    finally:
        one.release()
        other.release()


def test_an_unusable_data_folder_runs_unguarded_rather_than_not_at_all(tmp_path):
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("")
    instance = SingleInstance(not_a_folder)
    assert instance.claim() and instance._lock is None


def test_a_lock_left_by_a_crashed_start_is_taken_over(tmp_path, qapp):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    # QLockFile's own format: pid, application name, host name.
    (tmp_path / LOCK_FILE).write_text(
        f"{dead.stdout.strip()}\n{QCoreApplication.applicationName()}\n"
        f"{socket.gethostname()}\n")
    assert QLockFile(str(tmp_path / LOCK_FILE)).tryLock(0)  # Qt sees it is stale
    instance = SingleInstance(tmp_path)
    assert instance.claim()
    instance.release()


def test_a_running_window_does_not_block_the_self_test_or_the_host(monkeypatch):
    """Only the window claims: with a window's claim held on the same data folder,
    ``palabre --self-test`` and ``palabre host`` go straight to their work."""
    from desktop import cli, self_test
    from net import headless
    from store import app_log, paths

    window = SingleInstance(paths.user_data_dir())
    assert window.claim()
    ran: list[str] = []
    monkeypatch.setattr(self_test, "run_self_test", lambda: ran.append("self-test") or 0)
    monkeypatch.setattr(headless, "run_host", lambda args: ran.append("host") or 0)

    def no_claim(self: SingleInstance) -> bool:
        raise AssertionError("only the window claims")

    monkeypatch.setattr(SingleInstance, "claim", no_claim)
    try:
        assert cli.main(["--self-test"]) == 0
        assert cli.main(["host", "--headless", "--game", "spyword"]) == 0
    finally:
        app_log.stop_logging()
        window.release()
    assert ran == ["self-test", "host"]
    assert app_log.log_file("host").is_file()  # the headless host logs too
