"""The one fake game clock of the tests: milliseconds that move only when a test moves
them (`now`), the time base a host, a runtime or a screen is given instead of a real
clock."""

from __future__ import annotations

#: Where every fake clock starts (far from 0: no deadline is ever negative).
CLOCK_START_MS = 1_000_000


class FakeClock:
    def __init__(self, now: int = CLOCK_START_MS) -> None:
        self.now = now

    def __call__(self) -> int:
        return self.now
