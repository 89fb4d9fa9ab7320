"""Paints the turn-order chips and the round track's slots."""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from sagrada_desktop.engine import Die
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.svg_pictures import die_svg
from sagrada_desktop.ui.common.theme import CREAM, GOLD, GOLD_DARK, MUTED, PANEL, SMOKE

from ..table_sizes import CHIP_MAX

Index = QModelIndex | QPersistentModelIndex
CHIP_HEIGHT = 26  # a turn-order chip's height at most
CHIP_PAD = 12     # room each side of its name, where there is room
TEXT_INSET = 8    # the least room each side of its name


class TurnChipDelegate(QStyledItemDelegate):
    """A seat's name on a chip: gold and bold for the current turn, struck through once done.
    The turn strip (`widgets/turn_strip.py`) gives each chip its cell (`cells`); a name wider
    than its chip ends in '…' (the tooltip and the accessible name say it whole)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cells: list[QSize] = []

    @staticmethod
    def own_width(font: QFont, name: str) -> int:
        """The chip that shows `name` whole, in bold (the current turn's) so it never grows."""
        bold = QFont(font)
        bold.setBold(True)
        return math.ceil(QFontMetricsF(bold).horizontalAdvance(name)) + 2 * CHIP_PAD

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        status = index.data(Role.STATUS)
        rect = self.chip_rect(option.rect)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = {"current": QColor(GOLD), "done": QColor(PANEL)}.get(status, QColor(SMOKE))
        painter.setBrush(fill)
        painter.setPen(QPen(QColor(GOLD_DARK), 1.5))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        font = QFont(option.font)
        font.setBold(status == "current")
        font.setStrikeOut(status == "done")
        painter.setFont(font)
        painter.setPen(QColor("#1d1712") if status == "current" else
                       QColor(MUTED if status == "done" else CREAM))
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.shown(font, text, rect.width()))
        painter.restore()

    @staticmethod
    def chip_rect(cell: QRect) -> QRectF:
        """The chip drawn in an item's cell: a little inside it, at most CHIP_HEIGHT high."""
        inner = QRectF(cell).adjusted(2, 1, -2, -1)
        height = min(float(CHIP_HEIGHT), inner.height())
        return QRectF(inner.left(), inner.center().y() - height / 2, inner.width(), height)

    @staticmethod
    def shown(font: QFont, name: str, width: float) -> str:
        """What a chip `width` wide shows of `name`: all of it, or its start and '…'."""
        room = max(0, int(width) - 2 * TEXT_INSET)  # clear of the rounded ends
        return QFontMetrics(font).elidedText(name, Qt.TextElideMode.ElideRight, room)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        if 0 <= index.row() < len(self.cells):
            return self.cells[index.row()]
        text = str(index.data(Qt.ItemDataRole.DisplayRole))
        return QSize(min(CHIP_MAX, self.own_width(option.font, text)), CHIP_HEIGHT + 8)


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
