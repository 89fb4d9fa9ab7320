"""A family's Magic Square: 4 x 4 cells with their numbers, coloured (with the colour's
texture), crossed out or empty. During a 10/14 choice the cells that may take the window's
space glow and can be clicked."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QToolButton, QWidget

from sagrada_desktop.campaign import SquareCell
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import color_name, space_name

from ..campaign_pictures import square_cell_svg


def cell_words(number: int, cell: SquareCell) -> str:
    if cell.broken:
        return translate("magic_square_grid", "cell {number}: crossed out").format(number=number)
    if cell.color is not None:
        return translate("magic_square_grid", "cell {number}: {v}").format(number=number, v=color_name(cell.color, lower=True))
    return translate("magic_square_grid", "cell {number}: empty").format(number=number)


class MagicSquareGrid(QWidget):
    cell_chosen = Signal(int)

    def __init__(self, numbers: Sequence[Sequence[int]], size: int = 64,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.numbers = [n for row in numbers for n in row]
        self.choosable: tuple[int, ...] = ()
        grid = QGridLayout(self)
        grid.setSpacing(4)
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QToolButton] = []
        for i, _n in enumerate(self.numbers):
            b = QToolButton()
            b.setIconSize(QSize(size, size))
            b.setFixedSize(size + 10, size + 10)
            b.setAutoRaise(True)
            b.clicked.connect(lambda _c=False, k=i: self._clicked(k))
            grid.addWidget(b, i // 4, i % 4)
            self.buttons.append(b)

    def show_square(self, square: Sequence[SquareCell], choosable: Sequence[int] = (),
                    owner: str = "") -> None:
        self.choosable = tuple(choosable)
        textures = settings.shared().textures
        for i, (b, cell) in enumerate(zip(self.buttons, square, strict=True)):
            n = self.numbers[i]
            chosen = i in self.choosable
            b.setIcon(pictures.icon(square_cell_svg(n, cell.color, cell.broken, chosen,
                                                    textures), 96))
            r, c = divmod(i, 4)
            square_name = translate("magic_square_grid", "{owner}'s Magic Square").format(owner=owner) if owner else translate("magic_square_grid", "Magic Square")
            words = translate("magic_square_grid", "{square_name}, {space}, {v3}").format(square_name=square_name, space=space_name(r, c), v3=cell_words(n, cell))
            if chosen:
                words += translate("magic_square_grid", " — click to choose this cell")
            b.setAccessibleName(words)
            b.setToolTip(words)
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus if chosen else Qt.FocusPolicy.NoFocus)

    def _clicked(self, cell: int) -> None:
        if cell in self.choosable:
            self.cell_chosen.emit(cell)
