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
    """A ``palabre`` subprocess (or ``python -m module``) whose output lines are read as
    they come (a thread reads them into a queue, so a wait never blocks past its timeout).
    ``prefix``: a command it runs under (the field rig's ``ip netns exec NAME``)."""

    def __init__(self, *args: str, module: str = "desktop.cli",
                 prefix: list[str] | None = None, stdin: bool = False) -> None:
        """``stdin``: the process reads lines the test sends (`send`)."""
        env = {**os.environ, "PYTHONUNBUFFERED": "1",
               DATA_DIR_ENV: os.environ.get(DATA_DIR_ENV) or _DATA.name}
        self.process = subprocess.Popen(
            [*(prefix or []), sys.executable, "-m", module, *args], stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, stdin=subprocess.PIPE if stdin else None,
            text=True, env=env)
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

    def wait_for(self, pattern: str, timeout: float = WAIT_S,
                 after: int = 0) -> re.Match[str]:
        """Read lines until one matches ``pattern`` (lines from number ``after`` on);
        fails on exit or after ``timeout``."""
        for line in self.lines[after:]:
            if found := re.search(pattern, line):
                return found
        end = time.monotonic() + timeout
        with contextlib.suppress(queue.Empty):
            while (line := self._next(max(0.0, end - time.monotonic()))) is not None:
                if found := re.search(pattern, line):
                    return found
        raise AssertionError(f"no line matching {pattern!r} in:\n" + "\n".join(self.lines))

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def finish(self) -> int:
        if self.process.stdin is not None:
            self.process.stdin.close()
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

    def stop(self) -> None:
        """Killed if still running, its pipe closed (a test's clean-up, also on failure)."""
        if self.process.poll() is None:
            self.process.kill()
        self.finish()


@contextmanager
def palabre(*args: str) -> Iterator[Running]:
    running = Running(*args)
    try:
        yield running
    finally:
        running.stop()


def host_args(game: str, *extra: str) -> list[str]:
    return ["host", "--headless", "--game", game, "--interface", LOOPBACK, "--no-advertise",
            *extra]


