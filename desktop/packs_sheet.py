"""``palabre packs sheet LANG OUT.png``: every Spy Word pair of a language on one image.

A contact sheet to review pictures at a glance (issue 17): each pair's two OpenMoji
pictures side by side with their words and category, grouped by pack. Reviewing 150 pairs
one game at a time would take an evening; on a sheet a wrong or look-alike picture shows.
Drawn offscreen with QPainter; needs no display.
"""

from __future__ import annotations

import os
from pathlib import Path

from core.packs import SPYWORD, Pack

COLUMNS = 4
CELL_W, CELL_H = 330, 92
PICTURE = 64
MARGIN = 16
HEADING_H = 40


def render_sheet(packs: tuple[Pack, ...], out: Path) -> int:
    """Draw ``packs``' pairs into ``out`` (PNG); the number of pairs drawn."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from store import openmoji

    _app = QGuiApplication.instance() or QGuiApplication([])
    rows = sum(-(-len(p.pairs) // COLUMNS) for p in packs)
    height = 2 * MARGIN + len(packs) * HEADING_H + rows * CELL_H
    image = QImage(2 * MARGIN + COLUMNS * CELL_W, max(height, 1), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    heading, word_font, small = QFont(), QFont(), QFont()
    heading.setPointSize(16)
    heading.setBold(True)
    word_font.setPointSize(11)
    small.setPointSize(8)
    y = MARGIN
    drawn = 0
    for pack in packs:
        painter.setFont(heading)
        painter.setPen(QColor("black"))
        painter.drawText(MARGIN, y + 28, f"{pack.id} — {pack.title} ({len(pack.pairs)})")
        y += HEADING_H
        for index, pair in enumerate(pack.pairs):
            col, row = index % COLUMNS, index // COLUMNS
            x, top = MARGIN + col * CELL_W, y + row * CELL_H
            painter.setPen(QColor("#ccc"))
            painter.drawRect(x, top, CELL_W - 6, CELL_H - 6)
            for side, spy in enumerate((pair.a, pair.b)):
                left = x + 4 + side * (CELL_W // 2)
                renderer = QSvgRenderer(QByteArray(openmoji.picture_svg(spy.picture)))
                renderer.render(painter, QRectF(left, top + 4, PICTURE, PICTURE))
                painter.setPen(QColor("black"))
                painter.setFont(word_font)
                painter.drawText(QRectF(left, top + PICTURE + 4, CELL_W // 2 - 8, 18),
                                 Qt.AlignmentFlag.AlignLeft, spy.word)
                painter.setFont(small)
                painter.setPen(QColor("#666"))
                painter.drawText(QRectF(left + PICTURE + 2, top + 8, CELL_W // 2 - PICTURE - 10,
                                        40), Qt.TextFlag.TextWordWrap,
                                 f"{spy.picture}\n{pair.category}" if side == 0 else spy.picture)
            drawn += 1
        y += -(-len(pack.pairs) // COLUMNS) * CELL_H
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise OSError(f"cannot write {out}")
    return drawn


def run_sheet(language: str, out: Path) -> int:
    from store.packs import PackLibrary

    packs = PackLibrary.load().packs(SPYWORD, language)
    if not packs:
        print(f"palabre packs sheet: no Spy Word pack in {language!r}")
        return 1
    count = render_sheet(packs, out)
    print(f"{out}: {count} pairs from {len(packs)} packs")
    return 0
