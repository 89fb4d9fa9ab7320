"""A family's finished window entered from paper: the window's spaces as the journal shows
them, a keyboard cursor (arrow keys), a colour chosen (R, Y, G, B, P, O for orange, or the
colour buttons) and a value typed (0-9, a minus sign first for a value below 0, or the value
buttons) filling the space under the cursor, X crossing it out, Delete emptying it. Abilities
and tools fill spaces with values outside 1-6 and with orange (the rulebook: "Some abilities
allow you to fill spaces with values less than 1 or greater than 6!"), and the journal shows
the space as filled: so the grid takes them too. A space breaking a placement restriction is framed and marked "!"
(never colour alone: a "!" badge too), and its tooltip says why."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QToolButton, QWidget

from sagrada_desktop.engine import STANDARD_COLORS, Broken, Color, Die, Window
from sagrada_desktop.engine.window import Fill, Space
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.pictures import icon, pixmap
from sagrada_desktop.ui.common.svg_pictures import pane_svg
from sagrada_desktop.ui.common.theme import GOLD, REFUSED
from sagrada_desktop.wording import die_label, space_name

PANE = 58
DICE_COLORS = (*STANDARD_COLORS, Color.ORANGE)  # what a space may be filled with
LETTERS = {c.letter: c for c in DICE_COLORS}
DIGITS = "0123456789"


def _pane(space: Space, fill: Fill, broken: bool) -> QIcon:
    """The space as the journal shows it; breaking a restriction: a "!" badge in its corner."""
    if not broken:
        return icon(pane_svg(space, fill), PANE)
    picture = pixmap(pane_svg(space, fill), PANE, PANE)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    badge = QRectF(PANE * 0.55, 0, PANE * 0.45, PANE * 0.45)
    painter.setBrush(QColor(REFUSED))
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.drawEllipse(badge)
    font = painter.font()
    font.setBold(True)
    font.setPixelSize(int(PANE * 0.32))
    painter.setFont(font)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
    painter.end()
    return QIcon(picture)


class WindowGrid(QWidget):
    filled = Signal(int, int, object)  # row, col, Die | None (emptied)
    crossed = Signal(int, int)         # row, col crossed out
    cursor_moved = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.grid = QGridLayout(self)
        self.grid.setSpacing(3)
        self.grid.setContentsMargins(6, 6, 6, 6)
        self.setObjectName("windowGrid")
        self.buttons: dict[tuple[int, int], QToolButton] = {}
        self.shown: Window | None = None
        self.at = (0, 0)
        self.color: Color = Color.RED
        self.minus = False  # a minus sign typed: the next digit is a value below 0
        self.reasons: dict[int, str] = {}

    def show_window(self, window: Window, reasons: dict[int, str]) -> None:
        """The window as entered so far; `reasons`: the broken spaces (index: why)."""
        if self.shown is None or (window.rows, window.cols) != (self.shown.rows,
                                                                  self.shown.cols):
            for b in self.buttons.values():
                b.setParent(None)
                b.deleteLater()
            self.buttons.clear()
            for r in range(window.rows):
                for c in range(window.cols):
                    if not window.space(r, c).exists:
                        continue
                    b = QToolButton()
                    b.setIconSize(QSize(PANE - 8, PANE - 8))
                    b.setFixedSize(PANE, PANE)
                    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                    b.clicked.connect(lambda _c=False, rc=(r, c): self.move_to(*rc))
                    self.grid.addWidget(b, r, c)
                    self.buttons[(r, c)] = b
            if not (window.in_grid(*self.at) and window.space(*self.at).exists):
                self.at = next(iter(self.buttons), (0, 0))
        self.shown = window
        self.reasons = reasons
        for (r, c), b in self.buttons.items():
            i = window.index(r, c)
            fill = window.fills[i]
            broken = i in reasons
            b.setIcon(_pane(window.space(r, c), fill, broken))
            words = self.space_words(r, c)
            b.setToolTip(words)
            b.setAccessibleName(words)
            edge = REFUSED if broken else (GOLD if (r, c) == self.at else "transparent")
            width = 3 if broken or (r, c) == self.at else 1
            style = "dashed" if (r, c) == self.at and not broken else "solid"
            b.setStyleSheet(f"QToolButton {{ border: {width}px {style} {edge}; }}")

    def space_words(self, row: int, col: int) -> str:
        assert self.shown is not None
        fill = self.shown.fill_at(row, col)
        where = space_name(row, col)
        where = where[:1].upper() + where[1:]
        if isinstance(fill, Die):
            what = die_label(fill)
        elif isinstance(fill, Broken):
            what = translate("window_grid", "crossed out")
        else:
            what = translate("window_grid", "empty")
        text = f"{where}: {what}"
        why = self.reasons.get(self.shown.index(row, col))
        if why:
            text += " — " + translate("window_grid", "breaks: {why}").format(why=why)
        return text

    def move_to(self, row: int, col: int) -> None:
        if (row, col) in self.buttons:
            self.at = (row, col)
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            if self.shown is not None:
                self.show_window(self.shown, self.reasons)
            self.cursor_moved.emit(row, col)

    def step_cursor(self) -> None:
        """On to the next space, row by row (after a value is typed)."""
        keys = sorted(self.buttons)
        at = keys.index(self.at) if self.at in keys else -1
        if keys:
            self.move_to(*keys[(at + 1) % len(keys)])

    def type_value(self, value: int) -> None:
        self.filled.emit(*self.at, Die(self.color, value))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, text = event.key(), event.text().upper()
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
                 Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            dr, dc = moves[Qt.Key(key)]
            r, c = self.at[0] + dr, self.at[1] + dc
            while self.shown is not None and self.shown.in_grid(r, c):
                if (r, c) in self.buttons:
                    self.move_to(r, c)
                    break
                r, c = r + dr, c + dc
            return
        if text in LETTERS:
            self.color = LETTERS[text]
            self.cursor_moved.emit(*self.at)
            return
        if text == "-":
            self.minus = not self.minus
            self.cursor_moved.emit(*self.at)
            return
        if len(text) == 1 and text in DIGITS:
            value = -int(text) if self.minus else int(text)
            self.minus = False
            self.type_value(value)
            return
        if text == "X":
            self.crossed.emit(*self.at)
            return
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.filled.emit(*self.at, None)
            return
        super().keyPressEvent(event)
