"""Gallery cost per language: CPU, wall time, memory and windows left behind.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gallery.py            # all five
    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gallery.py --lang en  # one

Renders every gallery state (`desktop.gallery.render`) offscreen into a temporary folder,
one language after the other in one process, as the gallery test does, and prints for
each language: the pictures written, CPU time (``time.process_time``), wall time, the
process's resident memory after the language (VmRSS) and its peak so far (VmHWM), and
how many top-level widgets Qt still holds (windows rendered but never deleted).
Results and method: docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Measure this checkout's code, whatever checkout the venv was installed from.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _status_mib(key: str) -> float:
    """A memory line of /proc/self/status (Linux), in MiB; NaN elsewhere."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(f"{key}:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from desktop import gallery
    from desktop.i18n import LANGUAGES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGUAGES, action="append",
                        help="language (repeatable; default: all five)")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0]])

    def quiet(kind: QtMsgType, context: object, message: str) -> None:
        if "propagateSizeHints" not in message:  # the offscreen plugin, at every window
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet)
    print(f"{'lang':4} {'pictures':>8} {'cpu s':>7} {'wall s':>7} {'rss MiB':>8} "
          f"{'peak MiB':>8} {'windows':>7}")
    with tempfile.TemporaryDirectory(prefix="palabre-bench-gallery-") as out:
        for language in args.lang or LANGUAGES:
            cpu, wall = time.process_time(), time.perf_counter()
            written = gallery.render(Path(out), [language])
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            print(f"{language:4} {len(written):8d} {cpu:7.1f} {wall:7.1f} "
                  f"{_status_mib('VmRSS'):8.0f} {_status_mib('VmHWM'):8.0f} "
                  f"{len(app.topLevelWidgets()):7d}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
