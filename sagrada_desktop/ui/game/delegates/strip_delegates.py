"""Paints the turn-order chips and the round track's slots."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from sagrada_desktop.engine import Die
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import die_svg
from sagrada_desktop.ui.common.theme import CREAM, GOLD, GOLD_DARK, MUTED, PANEL, SMOKE

Index = QModelIndex | QPersistentModelIndex


class TurnChipDelegate(QStyledItemDelegate):
    """A seat's name on a chip: gold for the current turn, dim once done."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        status = index.data(Role.STATUS)
        rect = QRectF(option.rect).adjusted(2, 4, -2, -4)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = {"current": QColor(GOLD), "done": QColor(PANEL)}.get(status, QColor(SMOKE))
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(GOLD_DARK), 1.5))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        font = QFont(painter.font())
        font.setBold(status == "current")
        font.setStrikeOut(status == "done")
        painter.setFont(font)
        painter.setPen(QColor("#1d1712") if status == "current" else
                       QColor(MUTED if status == "done" else CREAM))
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                         option.fontMetrics.elidedText(text, Qt.TextElideMode.ElideRight,
                                                       int(rect.width()) - 10))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        return QSize(min(130, option.fontMetrics.horizontalAdvance(text) + 28), 34)


class RoundSlotDelegate(QStyledItemDelegate):
    """A round on the round track: its number, and the dice left over when it ended."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        status = index.data(Role.STATUS)
        dice = index.data(Role.DICE) or ()
        rect = QRectF(option.rect).adjusted(1, 1, -1, -1)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(GOLD_DARK if status == "current" else PANEL))
        painter.setPen(QPen(QColor(GOLD if status == "current" else "#4a3d2e"), 1.5))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor(CREAM if status != "next" else MUTED))
        top = QRectF(rect.left(), rect.top() + 2, rect.width(), 16)
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, str(index.row() + 1))
        size = min(14.0, (rect.width() - 4) / 2)
        textures = settings.shared().textures
        for k, die in enumerate(d for d in dice if isinstance(d, Die)):
            col, row = k % 2, k // 2
            r = QRectF(rect.left() + 2 + col * (size + 1), rect.top() + 20 + row * (size + 1),
                       size, size)
            pictures.paint(painter, r, die_svg(die.color, die.value, textures))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        view = option.widget
        width = 34
        if view is not None:  # six rounds to a row
            width = max(30, (view.width() - 6 * 2 * 2 - 4) // 6)
        return QSize(width, 72)
