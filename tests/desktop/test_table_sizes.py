"""Finding 7 (PX-MODE-3): the table view's sizes follow its window, so a 720p projector,
a 1080p and a 4K TV are all filled, and 960×540 does not overlap."""

import pytest
from PySide6.QtWidgets import QApplication

from desktop.codenames.table import CodenamesTable
from desktop.fit_check import fit_problems
from desktop.gallery import SETTLE_PASSES
from desktop.gallery_support import sample_table_view
from desktop.screens.lobby import SAMPLE_CODE, SAMPLE_WEB_URL
from desktop.spyword.table import SpyTableWidget
from desktop.taboo.table import TabooTableWidget
from desktop.theme import TABLE_FONT_PX, table_unit
from desktop.widgets.join_panel import JoinInfo
from tests.helpers.qr_read import read_qr

SIZES = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)]
TABLES = {"codenames": CodenamesTable, "spyword": SpyTableWidget, "taboo": TabooTableWidget}


@pytest.mark.parametrize("join", [False, True], ids=["one-screen", "lan-join-panel"])
@pytest.mark.parametrize("game", list(TABLES))
def test_type_grows_with_the_window_and_everything_fits(qtbot, tmp_path, game, join):
    table = TABLES[game]()
    qtbot.addWidget(table)
    table.set_view(sample_table_view(game))
    if join:  # a LAN game: how to join beside it (issue 12), at every size too
        table.show_join(JoinInfo(SAMPLE_WEB_URL, SAMPLE_CODE))
    sizes = []
    for width, height in SIZES:
        table.resize(width, height)
        table.show()
        for _ in range(SETTLE_PASSES):  # nested layouts settle one level per pass
            QApplication.processEvents()
        assert (table.width(), table.height()) == (width, height)  # never grows the window
        assert fit_problems(table) == []
        assert table.join_panel.isVisible() == join
        if join:  # the QR code reads back at every size, from the whole screen
            picture = tmp_path / f"{width}.png"
            assert table.grab().save(str(picture))
            assert read_qr(picture) == SAMPLE_WEB_URL
        sizes.append(table.fontInfo().pixelSize())
    assert sizes == sorted(sizes) and sizes[-1] == 2 * sizes[2]  # 4K: twice 1080p
    assert sizes[2] == TABLE_FONT_PX["base"]


def test_the_unit_is_set_by_the_shorter_side():
    assert table_unit(1920, 1080) == 1.0
    assert table_unit(3840, 2160) == 2.0
    assert table_unit(1920, 540) == 0.5  # a wide, low window: its height decides
    assert table_unit(960, 1080) == 0.5
