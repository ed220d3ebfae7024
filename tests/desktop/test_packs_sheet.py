"""`palabre packs sheet LANG OUT.png`: every Spy Word pair's pictures on one image, to
review pictures at a glance (issue 17)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from desktop.cli import main
from desktop.packs_sheet import COLUMNS, render_sheet
from store.packs import PackLibrary


def test_sheet_draws_every_pair_of_the_language(tmp_path, qapp):  # PX-PACK-1
    packs = PackLibrary.load().packs("spyword", "fr")
    out = tmp_path / "fr.png"
    assert render_sheet(packs, out) == sum(len(p.pairs) for p in packs)
    image = QImage(str(out))
    assert not image.isNull()
    rows = sum(-(-len(p.pairs) // COLUMNS) for p in packs)
    assert image.height() > rows * 80  # one row of pictures per four pairs


def test_sheet_command_writes_the_png(tmp_path, qapp, capsys):
    out = tmp_path / "sheet.png"
    assert main(["packs", "sheet", "de", str(out)]) == 0
    packs = PackLibrary.load().packs("spyword", "de")
    expected = f"{sum(len(p.pairs) for p in packs)} pairs from {len(packs)} packs"
    assert out.is_file() and expected in capsys.readouterr().out
