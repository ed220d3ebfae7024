"""Finding 7 (PX-MODE-3): the table view's sizes follow its window, so a 720p projector,
a 1080p and a 4K TV are all filled, and 960×540 does not overlap."""

import pytest
from PySide6.QtWidgets import QApplication

from desktop.codenames.table import CodenamesTable
from desktop.fit_check import fit_problems
from desktop.gallery import SETTLE_PASSES
from desktop.gallery_support import sample_table_view
from desktop.spyword.table import SpyTableWidget
from desktop.taboo.table import TabooTableWidget
from desktop.theme import TABLE_FONT_PX, table_unit

SIZES = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)]
TABLES = {"codenames": CodenamesTable, "spyword": SpyTableWidget, "taboo": TabooTableWidget}


@pytest.mark.parametrize("game", list(TABLES))
def test_type_grows_with_the_window_and_everything_fits(qtbot, game):
    table = TABLES[game]()
    qtbot.addWidget(table)
    table.set_view(sample_table_view(game))
    sizes = []
    for width, height in SIZES:
        table.resize(width, height)
        table.show()
        for _ in range(SETTLE_PASSES):  # nested layouts settle one level per pass
            QApplication.processEvents()
        assert (table.width(), table.height()) == (width, height)  # never grows the window
        assert fit_problems(table) == []
        sizes.append(table.fontInfo().pixelSize())
    assert sizes == sorted(sizes) and sizes[-1] == 2 * sizes[2]  # 4K: twice 1080p
    assert sizes[2] == TABLE_FONT_PX["base"]


def test_the_unit_is_set_by_the_shorter_side():
    assert table_unit(1920, 1080) == 1.0
    assert table_unit(3840, 2160) == 2.0
    assert table_unit(1920, 540) == 0.5  # a wide, low window: its height decides
    assert table_unit(960, 1080) == 0.5
