"""How long the table view takes to follow a new window size (restyle + layout).

``python bench/table_resize.py [ROUNDS]``: each game's table widget, showing a sample
view, is resized round and round through 720p, 1080p, 4K and 960×540 offscreen; prints
the median and the worst milliseconds per resize (a window moved to the TV, F11).
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

SIZES = [(1280, 720), (1920, 1080), (3840, 2160), (960, 540)]


def main(rounds: int = 5) -> None:
    app = QApplication.instance() or QApplication([])
    from desktop.codenames.table import CodenamesTable
    from desktop.gallery import SETTLE_PASSES
    from desktop.gallery_support import sample_table_view
    from desktop.spyword.table import SpyTableWidget
    from desktop.taboo.table import TabooTableWidget
    from desktop.theme import apply_theme

    apply_theme(app, "light", 100)
    for game, kind in (("codenames", CodenamesTable), ("spyword", SpyTableWidget),
                       ("taboo", TabooTableWidget)):
        table = kind()
        table.set_view(sample_table_view(game))
        table.show()
        times = []
        for _ in range(rounds):
            for size in SIZES:
                start = time.perf_counter()
                table.resize(*size)
                for _ in range(SETTLE_PASSES):
                    app.processEvents()
                times.append((time.perf_counter() - start) * 1000)
        print(f"{game:10s} resize: median {statistics.median(times):6.1f} ms, "
              f"worst {max(times):6.1f} ms ({len(times)} resizes)")
        table.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
