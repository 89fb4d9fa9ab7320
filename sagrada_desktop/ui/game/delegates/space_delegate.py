"""Paints a window space: the journal's picture of it, and the drag and keyboard marks."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from sagrada_desktop.engine import Space
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import pane_svg
from sagrada_desktop.ui.common.theme import BG

from .marks import focus_ring, hint_mark, legal_glow, refused_mark

Index = QModelIndex | QPersistentModelIndex
CAME = 0.07  # the lead between panes, as a share of the cell
OUTSIDE = QColor(BG)  # outside the window's shape


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
        pictures.paint(painter, pane, pane_svg(space, index.data(Role.FILL),
                                               settings.shared().textures))
        legal = bool(index.data(Role.LEGAL))
        hover = bool(index.data(Role.HOVER))
        if legal:
            legal_glow(painter, pane, strong=hover)
        elif hover:
            refused_mark(painter, pane)
        if index.data(Role.HINTED):
            hint_mark(painter, pane)
        if option.state & QStyle.StateFlag.State_HasFocus:
            focus_ring(painter, pane)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(64, 64)
