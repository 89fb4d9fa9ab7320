"""A space the die may fill keeps its star and Magic Square number in sight: the legal glow's
corner brackets sit where they are drawn, so they are painted again on top."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from sagrada_desktop.engine import Space
from sagrada_desktop.ui.game.delegates.space_delegate import paint_pane

SIZE = 120


def _painted(space: Space, legal: bool) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    paint_pane(painter, QRectF(0, 0, SIZE, SIZE), space, None, legal=legal)
    painter.end()
    return image


def _near(a: QColor, b: QColor) -> bool:
    return all(abs(x - y) <= 24 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_the_star_and_the_magic_number_show_on_a_lit_space(qapp):
    space = Space(star=True, magic=7)
    plain, lit = _painted(space, legal=False), _painted(space, legal=True)
    # the star's centre and the badge's ring, where the top corner brackets fall
    for x, y in ((0.82, 0.18), (0.82, 0.12), (0.18, 0.06), (0.06, 0.18)):
        px, py = int(SIZE * x), int(SIZE * y)
        assert _near(lit.pixelColor(px, py), plain.pixelColor(px, py)), (x, y)
    # the glow is there all the same: a bracket's arm away from the marks
    px, py = int(SIZE * 0.16), int(SIZE * 0.75)
    assert not _near(lit.pixelColor(px, py), plain.pixelColor(px, py))
