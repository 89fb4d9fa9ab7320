"""SVG pictures drawn through QtSvg into cached pixmaps, crisp at any size and pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QRectF
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

_CACHE: dict[tuple[str, int, int, float], QPixmap] = {}
_MAX = 2000


def pixmap(svg: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """The SVG rendered to a width x height (device-independent) pixmap."""
    key = (svg, width, height, ratio)
    pm = _CACHE.get(key)
    if pm is None:
        if len(_CACHE) > _MAX:
            _CACHE.clear()
        pm = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        pm.fill(QColor(0, 0, 0, 0))  # Qt.GlobalColor.transparent (see qt_names.py)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        QSvgRenderer(QByteArray(svg.encode("utf-8"))).render(painter, QRectF(pm.rect()))
        painter.end()
        pm.setDevicePixelRatio(ratio)
        _CACHE[key] = pm
    return pm


def paint(painter: QPainter, rect: QRect | QRectF, svg: str) -> None:
    """Draw the SVG into rect of the painter's device."""
    r = QRectF(rect).toRect()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    painter.drawPixmap(r.topLeft(), pixmap(svg, r.width(), r.height(), ratio))


def icon(svg: str, size: int = 64) -> QIcon:
    return QIcon(pixmap(svg, size, size, 2.0))
