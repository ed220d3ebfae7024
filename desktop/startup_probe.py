"""For ``bench/startup.py``: when the first window has painted, write what starting cost.

Set ``PALABRE_STARTUP_PROBE=FILE`` and the app (or the bench's bare PySide6 window) writes
one JSON line to FILE at the window's first paint: the wall clock then (``time.time()``,
compared by the bench with the moment it launched the process), the CPU time spent so far,
the peak memory (RSS) (Linux and macOS: ``resource``), and the texts the window shows
(``installer/check_start.py``: the installed app started in French shows French). Then
the window closes, so the process ends by itself. Without the variable nothing is
installed: a normal start pays nothing for it.
"""

from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

PROBE_ENV = "PALABRE_STARTUP_PROBE"


def peak_rss_mib() -> float:
    """Peak resident memory of this process (Linux reports KiB, macOS bytes)."""
    import resource  # Unix only: imported when the probe reports, never on a normal start

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, target: str) -> None:
        super().__init__(window)
        self.window = window
        self.target = target
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, self._report)  # once this paint has been drawn
        return False

    def _report(self) -> None:
        import resource

        usage = resource.getrusage(resource.RUSAGE_SELF)
        record: dict[str, object] = {
            "shown_at": time.time(), "cpu_s": usage.ru_utime + usage.ru_stime,
            "rss_mib": peak_rss_mib(), "modules": len(sys.modules)}
        from desktop.visible_texts import visible_texts  # after the figures: not counted

        record["texts"] = visible_texts(self.window)
        with open(self.target, "a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")
        self.window.close()


def install(window: QWidget) -> None:
    """Watch ``window``'s first paint when the bench asked for it (else do nothing)."""
    target = os.environ.get(PROBE_ENV)
    if target:
        window.installEventFilter(_FirstPaint(window, target))
