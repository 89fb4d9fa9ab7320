"""The brushes a window is painted with: the five colours and orange, the values 1 to 6, a
star, a Magic Square number (chosen beside it), nothing (a plain space) and no space. Each is
a button with its picture (the colour's glass and texture, never the colour alone), its name
in the tooltip and the accessible name, and a key."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from printing.primitives import Drawing, Item, Line, Rect
from printing.svg_render import render_svg
from sagrada_desktop.designer.draft import Brush
from sagrada_desktop.engine import Color
from sagrada_desktop.engine.window import Space
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.svg_pictures import pane_svg
from sagrada_desktop.wording.dice import color_choice

COLOURS = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE, Color.ORANGE)
ICON = 34


def no_space_svg() -> str:
    """No space: a dashed outline crossed faintly (as the canvas draws it)."""
    items: list[Item] = [Rect(8, 8, 84, 84, stroke="#b9a98c", width=4, radius=8, dash=(10, 7)),
             Line(14, 14, 86, 86, stroke="#b9a98c", width=2),
             Line(86, 14, 14, 86, stroke="#b9a98c", width=2)]
    return render_svg(Drawing(100, 100, items), width="100", height="100")


def brush_name(brush: Brush) -> str:
    if brush.kind == "colour" and brush.color is not None:
        return color_choice(brush.color)
    if brush.kind == "value":
        return translate("designer", "Value {value}").format(value=brush.value)
    if brush.kind == "star":
        return translate("designer", "Star")
    if brush.kind == "magic":
        return translate("designer", "Magic Square {number}").format(number=brush.magic)
    if brush.kind == "plain":
        return translate("designer", "Nothing (a plain space)")
    return translate("designer", "No space")


def brush_key(brush: Brush) -> str:
    if brush.kind == "colour" and brush.color is not None:
        return brush.color.letter
    return {"value": str(brush.value), "star": "S", "magic": "M", "plain": "N",
            "absent": "X"}[brush.kind]


def _picture(brush: Brush, textures: bool) -> str:
    if brush.kind == "absent":
        return no_space_svg()
    if brush.kind == "colour":
        return pane_svg(Space(color=brush.color), None, textures)
    if brush.kind == "value":
        return pane_svg(Space(value=brush.value), None, textures)
    if brush.kind == "star":
        return pane_svg(Space(star=True), None, textures)
    if brush.kind == "magic":
        return pane_svg(Space(magic=brush.magic), None, textures)
    return pane_svg(Space(), None, textures)


class BrushBar(QWidget):
    chosen = Signal(object)  # the Brush now in hand

    def __init__(self, magic_numbers: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.magic_numbers = tuple(magic_numbers)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QToolButton] = {}
        self._brushes: dict[str, Brush] = {}
        grid = QGridLayout()
        grid.setSpacing(4)
        grid.setContentsMargins(0, 0, 0, 0)
        brushes = [Brush("colour", color=c) for c in COLOURS] + [Brush("plain")]
        brushes += [Brush("value", value=v) for v in range(1, 7)] + [Brush("absent")]
        for i, brush in enumerate(brushes):
            grid.addWidget(self._button(brush), i // 7, i % 7)
        self.magic = QComboBox()
        for n in self.magic_numbers:
            self.magic.addItem(f"M{n}", n)
        self.magic.currentIndexChanged.connect(lambda _i: self.choose(self._magic_brush()))
        grid.addWidget(self._button(Brush("star")), 0, 7)
        self.magic_button = self._button(self._magic_brush())
        grid.addWidget(self.magic_button, 1, 7)
        grid.addWidget(self.magic, 1, 8)
        self.current = QLabel()
        self.current.setObjectName("muted")
        down = QVBoxLayout(self)
        down.setContentsMargins(0, 0, 0, 0)
        down.setSpacing(4)
        across = QHBoxLayout()
        across.addLayout(grid)
        across.addStretch(1)
        down.addLayout(across)
        down.addWidget(self.current)
        self.brush = brushes[0]
        self.choose(self.brush)

    def _magic_brush(self) -> Brush:
        number = self.magic.currentData()
        return Brush("magic", magic=int(number) if number is not None else
                     self.magic_numbers[0])

    def _button(self, brush: Brush) -> QToolButton:
        key = brush_key(brush)
        button = QToolButton()
        button.setCheckable(True)
        button.setIconSize(QSize(ICON, ICON))
        button.setObjectName(f"brush-{brush.kind}-{key}")
        self.group.addButton(button)
        self.buttons[key] = button
        self._brushes[key] = brush
        button.clicked.connect(lambda _=False, k=key: self.choose(self.brush_for_key(k) or brush))
        self._label(button, brush)
        return button

    def _label(self, button: QToolButton, brush: Brush) -> None:
        button.setIcon(pictures.icon(_picture(brush, settings.shared().textures), ICON * 2))
        words = translate("designer", "{brush} (key {key})").format(brush=brush_name(brush),
                                                                  key=brush_key(brush))
        button.setToolTip(words)
        button.setAccessibleName(words)

    def brush_for_key(self, key: str) -> Brush | None:
        """The brush of a key (as the canvas passes it on): R Y G B P O, 1-6, S or *, M, N or
        '.', X or '-'."""
        key = {"*": "S", ".": "N", "-": "X"}.get(key, key.upper())
        if key == "M":
            return self._magic_brush()
        return self._brushes.get(key)

    def choose(self, brush: Brush) -> None:
        self.brush = brush
        key = brush_key(brush)
        if brush.kind == "magic":
            self._brushes["M"] = brush
            self._label(self.magic_button, brush)
        button = self.buttons.get(key)
        if button is not None:
            button.setChecked(True)
        self.current.setText(translate("designer", "Brush: {brush}. Click or drag over the "
                                       "spaces; a stroke from a space already so takes it "
                                       "away.").format(brush=brush_name(brush)))
        self.chosen.emit(brush)
