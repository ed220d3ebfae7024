"""``palabre`` as a subprocess, its output read line by line as it comes (the headless
host and bots tests, the crash-and-resume tests)."""

from __future__ import annotations

import contextlib
import os
import queue
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from store.paths import DATA_DIR_ENV

#: Generous: a command that needs this long is stuck, not slow (no timing is asserted).
WAIT_S = 30.0
LOOPBACK = "127.0.0.1"
#: The processes' user data folder (the headless host saves its records there) unless a
#: test chose one: never the real user's folder.
_DATA = tempfile.TemporaryDirectory(prefix="palabre-processes-")


class Running:
    """A ``palabre`` subprocess whose output lines are read as they come (a thread reads
    them into a queue, so a wait never blocks past its timeout)."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1",
               DATA_DIR_ENV: os.environ.get(DATA_DIR_ENV) or _DATA.name}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "desktop.cli", *args], stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, env=env)
        self.lines: list[str] = []
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def _next(self, timeout: float) -> str | None:
        line = self._queue.get(timeout=timeout)
        if line is not None:
            self.lines.append(line)
        return line

    def wait_for(self, pattern: str) -> re.Match[str]:
        """Read lines until one matches ``pattern``; fails on exit or after `WAIT_S`."""
        for line in self.lines:
            if found := re.search(pattern, line):
                return found
        end = time.monotonic() + WAIT_S
        with contextlib.suppress(queue.Empty):
            while (line := self._next(max(0.0, end - time.monotonic()))) is not None:
                if found := re.search(pattern, line):
                    return found
        raise AssertionError(f"no line matching {pattern!r} in:\n" + "\n".join(self.lines))

    def finish(self) -> int:
        code = self.process.wait(timeout=WAIT_S)
        self._reader.join(timeout=WAIT_S)
        while not self._queue.empty():
            self._next(0)
        if self.process.stdout is not None:
            self.process.stdout.close()
        return code

    def interrupt(self) -> int:
        self.process.send_signal(signal.SIGINT)
        return self.finish()


@contextmanager
def palabre(*args: str) -> Iterator[Running]:
    running = Running(*args)
    try:
        yield running
    finally:
        if running.process.poll() is None:
            running.process.kill()
            running.finish()


def host_args(game: str, *extra: str) -> list[str]:
    return ["host", "--headless", "--game", game, "--interface", LOOPBACK, "--no-advertise",
            *extra]


