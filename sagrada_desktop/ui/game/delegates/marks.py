"""Overlays drawn on top of a picture: legal-space glow, refused hover, focus ring, the hinted
space."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from sagrada_desktop.ui.common import pictures
from sagrada_desktop.ui.common.theme import CREAM, GOLD, LEGAL, REFUSED

LEGAL_EDGE = "#0d2418"  # the dark rim around the legal outline: visible on pale glass too


def legal_glow(painter: QPainter, rect: QRectF, strong: bool) -> None:
    """A space the die may fill: a light outline inside a dark one, and four corner brackets,
    so the mark reads on any glass (a pale green restriction included), not by colour alone."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if strong:
        fill = QColor(LEGAL)
        fill.setAlpha(70)
        painter.fillRect(rect, fill)
    r = rect.width() * 0.08
    width = max(2.0, rect.width() * (0.05 if strong else 0.035))
    inner = rect.adjusted(width, width, -width, -width)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(LEGAL_EDGE), width * 2.2))
    painter.drawRoundedRect(inner, r, r)
    painter.setPen(QPen(QColor(LEGAL), width))
    painter.drawRoundedRect(inner, r, r)
    arm = rect.width() * 0.22
    inset = rect.width() * 0.16
    box = rect.adjusted(inset, inset, -inset, -inset)
    corners = ((box.topLeft(), 1, 1), (box.topRight(), -1, 1), (box.bottomLeft(), 1, -1),
               (box.bottomRight(), -1, -1))
    for pen in (QPen(QColor(LEGAL_EDGE), width * 2.4), QPen(QColor(LEGAL), width)):
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for corner, dx, dy in corners:
            painter.drawLine(corner, corner + QPointF(dx * arm * 0.6, 0))
            painter.drawLine(corner, corner + QPointF(0, dy * arm * 0.6))
    painter.restore()


def constructed_badge(painter: QPainter, rect: QRectF, seal: str) -> None:
    """A die on a constructed Cathedral space: a gold frame and the space's seal in a corner,
    so it does not look like any other die."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(GOLD), max(2.0, rect.width() * 0.06)))
    r = rect.width() * 0.14
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
    size = rect.width() * 0.42
    corner = QRectF(rect.right() - size, rect.top(), size, size)
    pictures.paint(painter, corner, seal)
    painter.restore()


def refused_mark(painter: QPainter, rect: QRectF) -> None:
    """A red ring and a 'no entry' bar: this space refuses the die."""
    painter.save()
    painter.setPen(QPen(QColor(REFUSED), 4))
    shade = QColor(REFUSED)
    shade.setAlpha(50)
    painter.setBrush(shade)
    r = rect.width() * 0.08
    painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), r, r)
    c = rect.center()
    d = rect.width() * 0.2
    painter.setBrush(QColor(REFUSED))
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.drawEllipse(c, d, d)
    painter.setPen(QPen(QColor("#ffffff"), max(2.0, d * 0.3), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(c.x() - d * 0.55, c.y()), QPointF(c.x() + d * 0.55, c.y()))
    painter.restore()


def focus_ring(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(GOLD), 3, Qt.PenStyle.DashLine))
    r = rect.width() * 0.1
    painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
    painter.restore()



HINT_EDGE = "#16120f"  # the dark under the hint's dashes: they read on pale glass too


def hint_mark(painter: QPainter, rect: QRectF) -> None:
    """Game > Hint's space: a dashed cream frame over a dark one, and a target (a ring and its
    centre) in the top-left corner, so it reads on any glass and apart from the legal outline
    (solid, with corner brackets) and the focus ring (thin gold dashes), not by colour alone."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    width = max(2.0, rect.width() * 0.05)
    frame = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    r = rect.width() * 0.08
    painter.setPen(QPen(QColor(HINT_EDGE), width * 1.8))
    painter.drawRoundedRect(frame, r, r)
    dashes = QPen(QColor(CREAM), width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
    dashes.setDashPattern([2.0, 1.5])
    painter.setPen(dashes)
    painter.drawRoundedRect(frame, r, r)
    d = rect.width() * 0.15  # the target's radius
    centre = QPointF(rect.left() + d + width * 1.2, rect.top() + d + width * 1.2)
    painter.setPen(QPen(QColor(CREAM), max(1.5, d * 0.18)))
    painter.setBrush(QColor(HINT_EDGE))
    painter.drawEllipse(centre, d, d)
    painter.drawEllipse(centre, d * 0.55, d * 0.55)
    painter.setBrush(QColor(CREAM))
    painter.drawEllipse(centre, d * 0.18, d * 0.18)
    painter.restore()
