"""The end of a window played at the table: each family's results entered, family by family,
either as its finished window on a grid (click a space or move with the arrow keys, choose a
colour, type its value; the program scores it and frames the spaces that break a placement
restriction, and can cross them out as the rulebook mends a window), with the point boxes used
of each window tool and the Cathedral spaces it constructed, or as its scorecard's numbers.
Every entry is kept in the campaign save at once; Undo takes the last one back until the
window is closed, when the campaign's own End of Game runs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.campaign import Campaign
from sagrada_desktop.engine import Color, Die, WindowDesign
from sagrada_desktop.table.checks import broken_spaces, mending
from sagrada_desktop.table.entries import (
    FamilyEntry,
    constructible,
    cross_out,
    entered,
    fill_space,
    rounds_as_last,
    set_constructed,
    set_scorecard,
    set_tool_boxes,
    undo,
)
from sagrada_desktop.table.refusals import TableError
from sagrada_desktop.table.results import close_refusals, score_cards
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.common.content_words import tool_name
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import place as place_words
from sagrada_desktop.ui.common.theme import GOLD
from sagrada_desktop.wording import color_name, joined

from .cathedral_checks import CathedralChecks
from .scorecard_form import ScorecardForm
from .window_grid import DICE_COLORS, WindowGrid

# the values of the buttons: 1-6, and those abilities reach past them (a repeated +1 or -1
# stops at 8 and -1); any value from -9 to 9 may be typed
VALUE_BUTTONS = (-1, 0, 1, 2, 3, 4, 5, 6, 7, 8)


class ResultsPage(QWidget):
    closing = Signal()  # "Close the window": the table screen closes it into the End of Game

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.family = 0
        root = QHBoxLayout(self)
        left = QVBoxLayout()
        self.families = QHBoxLayout()
        self.family_buttons = QButtonGroup(self)
        self.family_buttons.idClicked.connect(self.choose_family)
        left.addLayout(self.families)
        modes = QHBoxLayout()
        self.by_window = QRadioButton(translate("results_page", "Its finished window"))
        self.by_card = QRadioButton(translate("results_page", "Its scorecard's numbers"))
        self.by_window.clicked.connect(lambda: self._do(lambda c: set_scorecard(
            c, self.family, None)) if self._entry().card is not None else None)
        self.by_card.clicked.connect(self._to_card)
        modes.addWidget(self.by_window)
        modes.addWidget(self.by_card)
        modes.addStretch(1)
        left.addLayout(modes)
        self.modes = QStackedWidget()
        # the window's part scrolls when it needs more than the screen's height (a broken
        # window's reasons and the mending at 1280x720) rather than squeezing the grid
        part = QScrollArea()
        part.setWidgetResizable(True)
        part.setFrameShape(QFrame.Shape.NoFrame)
        part.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        part.setWidget(self._window_part())
        self.modes.addWidget(part)
        self.card_form = ScorecardForm()
        self.card_form.recorded.connect(
            lambda card: self._do(lambda c: set_scorecard(c, self.family, card)))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.card_form)
        self.modes.addWidget(scroll)
        left.addWidget(self.modes, 1)
        root.addLayout(left, 3)
        root.addLayout(self._side(), 2)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)

    # --- building -----------------------------------------------------------------------
    def _window_part(self) -> QWidget:
        part = QWidget()
        v = QVBoxLayout(part)
        v.setContentsMargins(0, 0, 0, 0)
        self.grid = WindowGrid()
        self.grid.filled.connect(lambda r, c, d: self._do(
            lambda camp: fill_space(camp, self.family, r, c, d), step=d is not None))
        self.grid.crossed.connect(lambda r, c: self._do(
            lambda camp: fill_space(camp, self.family, r, c, None, broken=True), step=True))
        self.grid.cursor_moved.connect(lambda _r, _c: self._pen())
        v.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignLeft)
        pens = QHBoxLayout()
        for color in DICE_COLORS:
            b = QPushButton(f"{color_name(color)} ({color.letter})")
            b.clicked.connect(lambda _c=False, k=color: self._set_color(k))
            pens.addWidget(b)
        v.addLayout(pens)
        values = QHBoxLayout()
        for value in VALUE_BUTTONS:
            b = QPushButton(f"−{-value}" if value < 0 else str(value))  # a true minus sign
            b.setToolTip(translate("results_page", "Fill the space with this value"))
            b.clicked.connect(lambda _c=False, n=value: self.grid.type_value(n))
            values.addWidget(b)
        cross = QPushButton(translate("results_page", "Cross out (X)"))
        cross.clicked.connect(lambda: self.grid.crossed.emit(*self.grid.at))
        empty = QPushButton(translate("results_page", "Empty (Delete)"))
        empty.clicked.connect(lambda: self.grid.filled.emit(*self.grid.at, None))
        values.addWidget(cross)
        values.addWidget(empty)
        v.addLayout(values)
        self.pen = QLabel()
        self.pen.setObjectName("muted")
        self.pen.setWordWrap(True)
        v.addWidget(self.pen)
        self.broken = QLabel()
        self.broken.setWordWrap(True)
        v.addWidget(self.broken)
        self.mend = QPushButton(translate("results_page", "Cross out spaces until nothing is "
                                          "broken (the rulebook's mending)"))
        self.mend.clicked.connect(self._mend)
        v.addWidget(self.mend, 0, Qt.AlignmentFlag.AlignLeft)
        self.tools_form = QFormLayout()
        v.addLayout(self.tools_form)
        self.tool_boxes: list[QSpinBox] = []
        v.addStretch(1)
        return part

    def _side(self) -> QVBoxLayout:
        side = QVBoxLayout()
        side.addWidget(heading(translate("results_page", "Cathedral spaces constructed")))
        self.cathedral_note = QLabel()
        self.cathedral_note.setObjectName("muted")
        self.cathedral_note.setWordWrap(True)
        side.addWidget(self.cathedral_note)
        self.cathedral = CathedralChecks()
        self.cathedral.changed.connect(self._constructed)
        side.addWidget(self.cathedral)
        side.addStretch(1)
        side.addWidget(heading(translate("results_page", "Scores so far")))
        self.scores = QLabel()
        self.scores.setWordWrap(True)
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        side.addWidget(self.scores)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setObjectName("refusal")
        self.error.setStyleSheet("color: #ffb4a8;")
        side.addWidget(self.error)
        row = QHBoxLayout()
        self.undo_button = QPushButton(translate("results_page", "Undo the last entry"))
        self.undo_button.setToolTip(QKeySequence(QKeySequence.StandardKey.Undo).toString(
            QKeySequence.SequenceFormat.NativeText))
        self.undo_button.clicked.connect(self.undo)
        self.close_button = QPushButton(translate("results_page", "Close the window and score"))
        self.close_button.setObjectName("primary")
        self.close_button.setMinimumHeight(40)
        self.close_button.clicked.connect(self.closing)
        row.addWidget(self.undo_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        side.addLayout(row)
        return side

    # --- what is shown ------------------------------------------------------------------
    def _entry(self) -> FamilyEntry:
        table = self.session.campaign.table
        assert table is not None
        return entered(table)[self.family]

    def refresh(self) -> None:
        c = self.session.campaign
        table = c.table
        if table is None:
            return
        if not self.family_buttons.buttons():
            for i, f in enumerate(c.families):
                b = QPushButton(f.name)
                b.setCheckable(True)
                self.family_buttons.addButton(b, i)
                self.families.addWidget(b)
            self.families.addStretch(1)
        entries = entered(table)
        for i, button in enumerate(self.family_buttons.buttons()):
            mark = " ✓" if entries[i].touched else ""
            button.setText(c.families[i].name + mark)
            button.setChecked(i == self.family)
            button.setStyleSheet(f"border: 2px solid {GOLD}; font-weight: bold;"
                                 if i == self.family else "")
            button.setMinimumWidth(button.sizeHint().width())  # its new words whole
        entry = entries[self.family]
        design = table.setup.window
        self.by_card.setChecked(entry.card is not None)
        self.by_window.setChecked(entry.card is None)
        self.modes.setCurrentIndex(1 if entry.card is not None else 0)
        bad = broken_spaces(entry.window)
        reasons = {b.space: joined(b.reasons) for b in bad}
        self.grid.show_window(entry.window, reasons)
        self.broken.setText(translate("results_page", "Breaks a placement restriction: {spaces}")
                            .format(spaces="; ".join(
                                self.grid.space_words(*b.row_col(entry.window.cols))
                                for b in bad)) if bad else "")
        self.mend.setVisible(bool(bad))
        self._pen()
        self._tools(design, entry.tool_boxes_used)
        if self.card_form.design is not design:
            self.card_form.set_window(design)
        self.card_form.show_card(entry.card)
        self._cathedral(c, entry.constructed)
        cards = score_cards(table)
        lines = [translate("results_page", "{place}: {name}, {total} points").format(
            place=place_words(card.place), name=c.families[card.seat].name, total=card.total)
            for card in sorted(cards, key=lambda k: k.place)]
        self.scores.setText("<br>".join(lines))
        self.undo_button.setEnabled(bool(table.entries))
        waiting = close_refusals(c, self.session.content)
        self.close_button.setToolTip("; ".join(str(r) for r in waiting))

    def _pen(self) -> None:
        r, c = self.grid.at
        self.pen.setText(translate(
            "results_page", "{space}. Colour: {colour}. Type R, Y, G, B, P or O (orange) for "
            "the colour, 0 to 9 for the value (a minus sign first for a value below 0), X to "
            "cross out, Delete to empty; arrow keys move.").format(
            space=self.grid.space_words(r, c) if self.grid.shown else "",
            colour=color_name(self.grid.color)))
        if self.grid.minus:
            self.pen.setText(self.pen.text() + " " + translate(
                "results_page", "A minus sign is typed: the next digit is a value below 0."))

    def _tools(self, design: WindowDesign, used: tuple[int, ...]) -> None:
        if len(self.tool_boxes) != len(design.tools):
            while self.tools_form.rowCount():
                self.tools_form.removeRow(0)
            self.tool_boxes = []
            for tool in design.tools:
                box = QSpinBox()
                box.setRange(0, len(tool.boxes))
                box.setSuffix(translate("results_page", " of {n} point boxes used").format(
                    n=len(tool.boxes)))
                box.valueChanged.connect(self._tools_changed)
                self.tools_form.addRow(tool_name(design, tool), box)
                self.tool_boxes.append(box)
        for box, n in zip(self.tool_boxes, used, strict=False):
            box.blockSignals(True)
            box.setValue(n)
            box.blockSignals(False)

    def _cathedral(self, campaign: Campaign, constructed: tuple[Die, ...]) -> None:
        table = campaign.table
        assert table is not None
        self.cathedral.show_spaces(constructible(campaign, self.family), constructed)
        self.cathedral_note.setText(translate(
            "results_page", "Tick each space this family constructed as last player of a "
            "round (at most {n}), lowest first in each colour.").format(
            n=rounds_as_last(table, self.family)))

    # --- entering -----------------------------------------------------------------------
    def choose_family(self, family: int) -> None:
        self.family = family
        self.error.clear()
        self.refresh()
        self.grid.setFocus(Qt.FocusReason.OtherFocusReason)

    def _set_color(self, color: Color) -> None:
        self.grid.color = color
        self.grid.setFocus(Qt.FocusReason.OtherFocusReason)
        self._pen()

    def _do(self, change: Callable[[Campaign], Campaign], step: bool = False) -> bool:
        """One entry step, kept in the campaign save at once; refused: the reason shown."""
        try:
            campaign = change(self.session.campaign)
        except TableError as exc:
            self.error.setText(str(exc))
            return False
        self.error.clear()
        self.session.moved(campaign)
        if step:
            self.grid.step_cursor()
        self.refresh()
        return True

    def _to_card(self) -> None:
        if self._entry().card is None:
            self._do(lambda c: set_scorecard(c, self.family, self.card_form.card()))

    def _mend(self) -> None:
        spaces = mending(self._entry().window)
        self._do(lambda c: cross_out(c, self.family, spaces))

    def _tools_changed(self) -> None:
        used = tuple(b.value() for b in self.tool_boxes)
        if used != self._entry().tool_boxes_used:
            self._do(lambda c: set_tool_boxes(c, self.family, used))

    def _constructed(self) -> None:
        chosen = self.cathedral.chosen()
        if not self._do(lambda c: set_constructed(c, self.family, chosen)):
            self.refresh()  # the refused tick is taken back

    def undo(self) -> None:
        self._do(undo)
