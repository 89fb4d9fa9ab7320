"""Paints a Cathedral Board space: its pale glass and value, its seal when constructed, and
the die on it, with the marks for what can be done with it now."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from sagrada_desktop.engine import Die
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import board_space_svg, die_svg, seal_svg

from .marks import constructed_badge, focus_ring, legal_glow

VEIL = QColor(22, 18, 15, 110)  # dims an empty, unconstructed space


class PoolDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        cell = index.data(Role.CELL)
        if cell is None:
            return
        color, value = cell
        textures = settings.shared().textures
        rect = QRectF(option.rect).adjusted(2, 2, -2, -2)
        painter.save()
        constructed = bool(index.data(Role.CONSTRUCTED))
        die = index.data(Role.DIE)
        if isinstance(die, Die):
            pictures.paint(painter, rect, board_space_svg(color, value, False, textures))
            m = rect.width() * 0.06
            pictures.paint(painter, rect.adjusted(m, m, -m, -m),
                           die_svg(die.color, die.value, textures))
            if constructed:
                constructed_badge(painter, rect, seal_svg())
        else:
            pictures.paint(painter, rect, board_space_svg(color, value, constructed, textures))
            if not constructed:
                painter.fillRect(rect, VEIL)
        if index.data(Role.CONSTRUCTIBLE):
            legal_glow(painter, rect, strong=True)
        if option.state & QStyle.StateFlag.State_HasFocus:
            focus_ring(painter, rect)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(48, 48)

