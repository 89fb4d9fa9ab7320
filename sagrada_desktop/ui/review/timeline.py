"""Stepping through the game: the first, previous, next and last moment as buttons, and a
slider over the whole game with the rounds written under it where each begins. The keys
(ReviewScreen): Left and Right a turn, Page Up and Page Down a round, Home and End."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.theme import MUTED


class RoundScale(QWidget):
    """The round numbers under the slider, each below the moment its round begins."""

    def __init__(self, slider: QSlider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slider = slider
        self.starts: tuple[tuple[int, int], ...] = ()
        self.setMinimumHeight(self.fontMetrics().height() + 2)
        self.setAccessibleName(translate("timeline", "Rounds"))

    def set_starts(self, starts: Sequence[tuple[int, int]]) -> None:
        self.starts = tuple(starts)
        self.update()

    def x_of(self, value: int) -> int:
        """Where the slider's handle stands at `value`, in this widget (the slider and the
        scale share their parent)."""
        option = QStyleOptionSlider()
        self.slider.initStyleOption(option)
        style = self.slider.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderGroove, self.slider)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                      QStyle.SubControl.SC_SliderHandle, self.slider)
        pos = QStyle.sliderPositionFromValue(self.slider.minimum(), self.slider.maximum(),
                                             value, groove.width() - handle.width())
        return self.slider.x() - self.x() + groove.x() + pos + handle.width() // 2

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(QColor(MUTED))
        metrics = self.fontMetrics()
        last_right = -10_000
        for round_, value in self.starts:
            text = str(round_)
            width = metrics.horizontalAdvance(text)
            x = self.x_of(value) - width // 2
            if x <= last_right + 4:
                continue  # too close to the last one shown: left out rather than overlap
            painter.drawText(QRect(x, 0, width, self.height()), Qt.AlignmentFlag.AlignCenter,
                             text)
            last_right = x + width
        painter.end()


class Timeline(QWidget):
    chosen = Signal(int)  # a moment asked for by the buttons or the slider

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.first = self._button("|◀", translate("timeline", "The game's start (Home)"))
        self.back = self._button("◀", translate("timeline", "The turn before (Left)"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(translate("timeline", "Moment of the game"))
        self.slider.setToolTip(translate(
            "timeline", "Drag through the game; Page Up and Page Down move a round"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the screen's keys step
        self.slider.setTickPosition(QSlider.TickPosition.NoTicks)
        self.scale = RoundScale(self.slider)
        track = QVBoxLayout()
        track.setSpacing(0)
        track.addWidget(self.slider)
        track.addWidget(self.scale)
        self.forward = self._button("▶", translate("timeline", "The turn after (Right)"))
        self.end = self._button("▶|", translate("timeline", "The game's end (End)"))
        self.where = QLabel()
        self.where.setObjectName("muted")
        rounds = QLabel(translate("timeline", "Round"))
        rounds.setObjectName("muted")
        row.addWidget(self.first)
        row.addWidget(self.back)
        row.addWidget(rounds, 0, Qt.AlignmentFlag.AlignBottom)
        row.addLayout(track, 1)
        row.addWidget(self.forward)
        row.addWidget(self.end)
        row.addWidget(self.where)
        self.slider.valueChanged.connect(self.chosen)

    def _button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def set_game(self, moments: int, starts: Sequence[tuple[int, int]]) -> None:
        self.slider.setRange(0, moments - 1)
        self.scale.set_starts(starts)

    def show_moment(self, index: int, words: str) -> None:
        if self.slider.value() != index:
            self.slider.blockSignals(True)
            self.slider.setValue(index)
            self.slider.blockSignals(False)
        last = self.slider.maximum()
        self.first.setEnabled(index > 0)
        self.back.setEnabled(index > 0)
        self.forward.setEnabled(index < last)
        self.end.setEnabled(index < last)
        self.where.setText(words)
        self.scale.update()
