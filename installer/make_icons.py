"""Render every app icon from the one source, ``resources/icons/palabre.svg`` (issue 18).

    python installer/make_icons.py        # -> installer/icons/ (committed)

Qt draws the SVG (QSvgRenderer, offscreen) at each size; the Windows ``.ico`` and the
macOS ``.icns`` are written here as containers of those PNGs (both formats store PNG
entries as they are), so no image library beyond Qt is needed:

* ``png/palabre-<N>.png`` for N in `PNG_SIZES` (Linux hicolor theme, the .desktop file);
* ``palabre.ico``: 16-256 px (Windows: the .exe, the installer, the Start menu);
* ``palabre.icns``: 16-1024 px, with the @2x variants (macOS: the .app).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from store.resources import app_icon  # noqa: E402

SOURCE = app_icon()
OUT = ROOT / "installer" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns chunk types holding PNG data, and the pixel size of each (Apple's "Icon Composer").
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))


def render(size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square, transparent around the shape."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG entries (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(kind.encode() + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                      for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841
    pngs = {size: render(size) for size in PNG_SIZES}
    (OUT / "png").mkdir(parents=True, exist_ok=True)
    for size, png in pngs.items():
        (OUT / "png" / f"palabre-{size}.png").write_bytes(png)
    (OUT / "palabre.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (OUT / "palabre.icns").write_bytes(icns(pngs))
    print(f"icons: {len(pngs)} PNG sizes, palabre.ico, palabre.icns under {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
