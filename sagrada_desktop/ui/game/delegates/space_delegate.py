"""Paints a window space: the journal's picture of it, and the drag and keyboard marks."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from sagrada_desktop.engine import Broken, Die, Space
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import pane_marks_svg, pane_svg
from sagrada_desktop.ui.common.theme import BG

from .marks import focus_ring, hint_mark, legal_glow, refused_mark

Index = QModelIndex | QPersistentModelIndex
CAME = 0.07  # the lead between panes, as a share of the cell
OUTSIDE = QColor(BG)  # outside the window's shape


def paint_pane(painter: QPainter, pane: QRectF, space: Space, fill: object, *,
               legal: bool, hover: bool = False) -> None:
    """The space's picture and, if the die may fill it, the legal glow; the star and Magic
    Square number painted again on top, so the glow's corner brackets never hide them."""
    pictures.paint(painter, pane, pane_svg(space, fill if isinstance(fill, Die | Broken) else None,
                                           settings.shared().textures))
    if legal:
        legal_glow(painter, pane, strong=hover)
        if space.star or space.magic is not None:
            pictures.paint(painter, pane, pane_marks_svg(space.star, space.magic))


class SpaceDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        space = index.data(Role.SPACE)
        if not isinstance(space, Space):
            return
        if not space.exists:
            painter.fillRect(option.rect, OUTSIDE)
            return
        rect = QRectF(option.rect)
        m = rect.width() * CAME / 2
        pane = rect.adjusted(m, m, -m, -m)
        painter.save()
        legal = bool(index.data(Role.LEGAL))
        hover = bool(index.data(Role.HOVER))
        paint_pane(painter, pane, space, index.data(Role.FILL), legal=legal, hover=hover)
        if not legal and hover:
            refused_mark(painter, pane)
        if index.data(Role.HINTED):
            hint_mark(painter, pane)
        if option.state & QStyle.StateFlag.State_HasFocus:
            focus_ring(painter, pane)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(64, 64)
