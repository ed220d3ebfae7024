"""Every app icon comes from resources/icons/palabre.svg (installer/make_icons.py), in
every size the installers need, and the committed files are what the script makes."""

import struct

from PySide6.QtGui import QImage

from tests.installer.conftest import INSTALLER, load

icons = load("make_icons")
PNG = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG)
    return struct.unpack(">II", data[16:24])


def test_every_png_size_is_committed():
    for size in icons.PNG_SIZES:
        data = (INSTALLER / "icons" / "png" / f"palabre-{size}.png").read_bytes()
        assert png_size(data) == (size, size)


def test_the_ico_holds_each_windows_size_as_png():
    data = (INSTALLER / "icons" / "palabre.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    sizes = []
    for index in range(count):
        side, _h, _c, _r, _p, _bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        width, height = png_size(data[offset:offset + length])
        assert width == height == (side or 256)
        sizes.append(width)
    assert sizes == list(icons.ICO_SIZES)


def test_the_icns_holds_each_macos_size_as_png():
    data = (INSTALLER / "icons" / "palabre.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, offset = [], 8
    while offset < len(data):
        kind, length = data[offset:offset + 4].decode(), struct.unpack(
            ">I", data[offset + 4:offset + 8])[0]
        found.append((kind, png_size(data[offset + 8:offset + length])[0]))
        offset += length
    assert found == list(icons.ICNS_TYPES)


def test_committed_icons_are_the_svg_rendered(qapp):
    """Re-rendered from the SVG now, the 64 px icon matches the committed one (colour
    channels within 2/255: the source and the outputs have not drifted apart)."""
    fresh = QImage.fromData(icons.render(64))
    committed = QImage(str(INSTALLER / "icons" / "png" / "palabre-64.png"))
    assert fresh.size() == committed.size()
    worst = max(abs(a - b)
                for y in range(64) for x in range(64)
                for a, b in zip(fresh.pixelColor(x, y).getRgb(),
                                committed.pixelColor(x, y).getRgb(), strict=True))
    assert worst <= 2
