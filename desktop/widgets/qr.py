"""`QrCode`: a QR code of a text (the lobby's join link), drawn from segno's SVG;
`qr_pixmap`: the same code as a fixed picture (the table view's join panel).

segno makes the code (error correction M: readable off a TV across a room); the SVG is
drawn by `QSvgRenderer` into the largest square that fits, on white with the quiet zone
the standard asks for (4 modules), so phones read it in the dark theme too. The SVG is
rendered once at one pixel per module, then scaled up by whole pixels without smoothing:
sharp modules at any size (segno draws rows as strokes, which leave hairline gaps when
drawn scaled).
"""

from __future__ import annotations

import io

import segno
from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QSizePolicy, QWidget

QUIET_ZONE_MODULES = 4
DEFAULT_SIDE_PX = 200


def qr_svg(text: str) -> bytes:
    """The QR code of ``text`` as SVG: one unit per module, quiet zone included."""
    code = segno.make_qr(text, error="m")
    buffer = io.BytesIO()
    code.save(buffer, kind="svg", scale=1, border=QUIET_ZONE_MODULES, dark="#000000",
              light="#ffffff", xmldecl=False)
    return buffer.getvalue()


def qr_image(text: str) -> QImage:
    """The QR code of ``text`` at one pixel per module, quiet zone included."""
    renderer = QSvgRenderer(QByteArray(qr_svg(text)))
    image = QImage(renderer.defaultSize(), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def qr_pixmap(text: str, side_px: int) -> QPixmap:
    """The QR code of ``text`` as a picture at most ``side_px`` wide (at least one pixel
    per module), scaled by whole pixels without smoothing: sharp modules."""
    image = qr_image(text)
    modules = image.width()
    side = max(side_px - side_px % modules, modules)
    return QPixmap.fromImage(image.scaled(side, side, Qt.AspectRatioMode.IgnoreAspectRatio,
                                          Qt.TransformationMode.FastTransformation))


class QrCode(QWidget):
    def __init__(self, parent: QWidget | None = None, side_px: int = DEFAULT_SIDE_PX) -> None:
        super().__init__(parent)
        self.text = ""
        self._side = side_px
        self._image: QImage | None = None
        self.setMinimumSize(side_px, side_px)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_text(self, text: str) -> None:
        """Show the code of ``text`` ("" shows nothing)."""
        if text == self.text:
            return
        self.text = text
        self._image = None
        if text:
            self._image = qr_image(text)
        self.update()

    @property
    def modules(self) -> int:
        """Modules across, quiet zone included (0: no code)."""
        return 0 if self._image is None else self._image.width()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(self._side, self._side)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        return width

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if self._image is None:
            return
        modules = self._image.width()
        side = min(self.width(), self.height())
        side = max(side - side % modules, modules)  # whole pixels per module
        rect = QRectF((self.width() - side) // 2, (self.height() - side) // 2, side, side)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(rect, self._image)
        painter.end()
