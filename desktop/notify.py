"""A desktop notification without Qt, for messages Qt cannot show itself (the missing
window-system library: `desktop.qt_platform`) when no terminal is there to read stderr
(started from the menu: ``Terminal=false`` in palabre.desktop).

Linux: ``notify-send`` (libnotify-bin) when installed, else the freedesktop notification
service over D-Bus with ``gdbus`` (libglib2.0-bin, on every GNOME and most other
desktops). macOS: ``osascript``'s ``display notification``. Windows: a message box
(user32; Qt is not needed for it). Best effort: when none is there, the message is still
in the log file and on stderr.
"""

from __future__ import annotations

import json
import logging
import shutil
import subprocess
import sys
from collections.abc import Callable

log = logging.getLogger(__name__)

TIMEOUT_S = 5  # a hung D-Bus must not keep a failing start from exiting


def notification_command(title: str, body: str, system: str = sys.platform,
                         which: Callable[[str], str | None] = shutil.which) -> list[str] | None:
    """The command that shows the notification here, or None (no tool for it)."""
    if system == "darwin":
        script = f"display notification {_apple_string(body)} with title {_apple_string(title)}"
        return ["osascript", "-e", script]
    if which("notify-send"):
        return ["notify-send", "--app-name=Palabre", "--icon=palabre", "--urgency=critical",
                title, body]
    if which("gdbus"):
        return ["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
                "--object-path", "/org/freedesktop/Notifications",
                "--method", "org.freedesktop.Notifications.Notify", "--",
                # GVariant text: a JSON string literal is a GVariant one.
                '"Palabre"', "uint32 0", '"palabre"', json.dumps(title), json.dumps(body),
                "@as []", "@a{sv} {}", "-1"]
    return None


def report_startup_failure(message: str) -> None:
    """A message that ends the start before any window: on stderr, in the log file, and
    on the desktop when stderr is no terminal (nobody would read it)."""
    print(message, file=sys.stderr)
    log.error("%s", message)
    if not _has_terminal():
        notify("Palabre", message)


def _has_terminal() -> bool:
    stream = sys.stderr
    return stream is not None and stream.isatty()


def notify(title: str, body: str) -> bool:
    """Show ``title``/``body`` on the desktop; True when a tool accepted it."""
    if sys.platform == "win32":
        import ctypes

        windll = getattr(ctypes, "windll", None)
        if windll is None:
            return False
        windll.user32.MessageBoxW(None, body, title, 0x10)  # MB_ICONERROR
        return True
    command = notification_command(title, body)
    if command is None:
        return False
    try:
        done = subprocess.run(command, capture_output=True, timeout=TIMEOUT_S,
                              check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def _apple_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
