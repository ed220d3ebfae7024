"""Issue 26: a message that ends the start before any window reaches the log file and,
with no terminal, the desktop's notification (PX-DIST-2)."""

from __future__ import annotations

import io
import json

from desktop import notify
from store import app_log


def test_notify_send_first_then_the_dbus_service(tmp_path):
    only = {"notify-send": "/usr/bin/notify-send"}
    command = notify.notification_command("Palabre", "missing «x»", "linux", only.get)
    assert command is not None and command[0] == "notify-send"
    assert command[-2:] == ["Palabre", "missing «x»"]
    command = notify.notification_command("Palabre", 'a "b"', "linux",
                                          {"gdbus": "/usr/bin/gdbus"}.get)
    assert command is not None and command[:2] == ["gdbus", "call"]
    summary, body = command[-5:-3]
    assert (json.loads(summary), json.loads(body)) == ("Palabre", 'a "b"')
    assert notify.notification_command("P", "m", "linux", {}.get) is None
    apple = notify.notification_command("P", 'say "hi"', "darwin", {}.get)
    assert apple == ["osascript", "-e", 'display notification "say \\"hi\\"" with title "P"']


def test_without_a_terminal_the_message_is_logged_and_notified(monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(notify, "notify", lambda title, body: shown.append((title, body)))
    monkeypatch.setattr("sys.stderr", io.StringIO())  # a pipe, not a terminal
    path = app_log.start_logging("palabre")
    try:
        notify.report_startup_failure("palabre: no display found")
    finally:
        app_log.stop_logging()
    assert shown == [("Palabre", "palabre: no display found")]
    assert path is not None and "palabre: no display found" in path.read_text()


def test_with_a_terminal_stderr_is_enough(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(notify, "notify", lambda title, body: shown.append((title, body)))
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    notify.report_startup_failure("palabre: no display found")
    assert shown == [] and terminal.getvalue() == "palabre: no display found\n"
