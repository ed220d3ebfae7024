"""The desktop's clock: monotonic milliseconds, the time base of every deadline it schedules.

A `Clock` is any callable returning ms; tests pass a fake one. Views carry deadlines in
the controller's clock, so a countdown always asks the same clock its controller uses.
"""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], int]


def monotonic_ms() -> int:
    return time.monotonic_ns() // 1_000_000
