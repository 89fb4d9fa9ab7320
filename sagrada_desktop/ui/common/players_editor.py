"""Who plays a new game or campaign, one row each: a name, a family colour (each shown with its
texture), for a campaign the first family member, and who plays it (a person or a computer
level). One widget for both: free play's seats (SEATS) and a campaign's families (FAMILIES)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import Color, SeatSetup
from sagrada_desktop.engine.legacy_types import MAX_FAMILIES
from sagrada_desktop.saves import PERSON, SeatPlan
from sagrada_desktop.saves.setup_checks import MAX_NAME
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.svg_pictures import swatch_svg
from sagrada_desktop.wording.dice import color_choice

if TYPE_CHECKING:
    from sagrada_desktop.campaign import FamilySetup

KINDS = ((PERSON, QT_TRANSLATE_NOOP("players_editor", "Person")),
         ("easy", QT_TRANSLATE_NOOP("players_editor", "Computer: Easy")),
         ("medium", QT_TRANSLATE_NOOP("players_editor", "Computer: Medium")),
         ("hard", QT_TRANSLATE_NOOP("players_editor", "Computer: Hard")),
         ("expert", QT_TRANSLATE_NOOP("players_editor", "Computer: Expert")))
DEFAULT_COMPUTER = 2  # Medium: every row but the first starts as a computer player


@frozen
class Roster:
    """What the rows are: their words ("{v}" or "{n}" is the row's number), their default
    names, and how many there may be."""

    headings: tuple[str, ...]  # name, colour, [first member,] played by
    add: str
    remove: str
    name: str
    colour: str
    played_by: str
    names: tuple[str, ...]
    max_rows: int
    members: tuple[str, ...] = ()  # default first members; empty: no member column
    member: str = ""
    unnamed: str = ""  # the name of a row left empty ("": left empty)
    own_colours: bool = False  # each row a colour of its own: no more rows than colours
    colourless: str = ""  # the choice of no family colour (for rows beyond the colours)
    wide_buttons: bool = False  # the add and remove buttons share the editor's width


SEATS = Roster(
    (QT_TRANSLATE_NOOP("players_editor", "Name"), QT_TRANSLATE_NOOP("players_editor", "Family colour"),
     QT_TRANSLATE_NOOP("players_editor", "Played by")),
    QT_TRANSLATE_NOOP("players_editor", "Add a seat"),
    QT_TRANSLATE_NOOP("players_editor", "Remove the last seat"),
    QT_TRANSLATE_NOOP("players_editor", "Seat {v} name"),
    QT_TRANSLATE_NOOP("players_editor", "Seat {v} family colour"),
    QT_TRANSLATE_NOOP("players_editor", "Seat {v} played by"),
    ("Ana", "Berta", "Carles", "Dolors", "Enric", "Francesca"),
    max_rows=6,
    unnamed=QT_TRANSLATE_NOOP("players_editor", "Seat {v}"),
    colourless=QT_TRANSLATE_NOOP("players_editor", "No family colour"),
    wide_buttons=True,
)

FAMILIES = Roster(
    (QT_TRANSLATE_NOOP("players_editor", "Family name"),
     QT_TRANSLATE_NOOP("players_editor", "Family colour"),
     QT_TRANSLATE_NOOP("players_editor", "First member"),
     QT_TRANSLATE_NOOP("players_editor", "Played by")),
    QT_TRANSLATE_NOOP("players_editor", "Add a family"),
    QT_TRANSLATE_NOOP("players_editor", "Remove the last family"),
    QT_TRANSLATE_NOOP("players_editor", "Family {n} name"),
    QT_TRANSLATE_NOOP("players_editor", "Family {n} colour"),
    QT_TRANSLATE_NOOP("players_editor", "Family {n} played by"),
    ("Amat", "Batlló", "Calvet", "Milà"),
    max_rows=MAX_FAMILIES,
    members=("Rosa", "Jaume", "Eulàlia", "Pere"),
    member=QT_TRANSLATE_NOOP("players_editor", "Family {n} first member"),
    own_colours=True,
)


class SwatchCombo(QComboBox):
    """The family colours by name, each with the swatch of its glass and texture, and last the
    choice of none when `colourless` words it. A swatch is drawn when it is first shown: the
    closed box shows only its current colour's, the list the others (drawing all of every
    row's would hold up the start screen's first paint)."""

    def __init__(self, colors: tuple[Color, ...], textures: bool, current: Color | None,
                 colourless: str = "") -> None:
        super().__init__()
        self._textures = textures
        self._drawn: set[int] = set()
        for c in colors:
            self.addItem(color_choice(c), c)
        if colourless:
            self.addItem(colourless, None)
        self.setCurrentIndex(max(0, self.findData(current)))
        self.chosen: Color | None = self.currentData()  # before the person's latest choice
        self._draw(self.currentIndex())
        self.currentIndexChanged.connect(self._draw)

    def _draw(self, index: int) -> None:
        if 0 <= index < self.count() and index not in self._drawn \
                and self.itemData(index) is not None:
            self._drawn.add(index)
            self.setItemIcon(index, pictures.icon(swatch_svg(self.itemData(index),
                                                             self._textures), 32))

    def showPopup(self) -> None:
        for index in range(self.count()):
            self._draw(index)
        super().showPopup()


class PlayersEditor(QWidget):
    """The rows of a Roster. `rows[i]` is (name, colour, [member,] played by)."""

    def __init__(self, roster: Roster, colors: tuple[Color, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roster = roster
        self.colors = colors
        self.max_rows = min(roster.max_rows, len(colors)) if roster.own_colours \
            else roster.max_rows
        self.rows: list[tuple[QWidget, ...]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        for col, text in enumerate(roster.headings):
            head = QLabel(self._words(text))
            head.setObjectName("muted")
            self.grid.addWidget(head, 0, col)
        layout.addLayout(self.grid)
        self.add_button = QPushButton(self._words(roster.add))
        self.remove_button = QPushButton(self._words(roster.remove))
        self.add_button.clicked.connect(lambda: self.set_count(len(self.rows) + 1))
        self.remove_button.clicked.connect(lambda: self.set_count(len(self.rows) - 1))
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button, 1 if roster.wide_buttons else 0)
        buttons.addWidget(self.remove_button, 1 if roster.wide_buttons else 0)
        if not roster.wide_buttons:
            buttons.addStretch(1)
        layout.addLayout(buttons)

    def _words(self, text: str, n: int = 0) -> str:
        return translate("players_editor", text).format(v=n, n=n)

    def set_count(self, n: int, *, fixed: bool = False) -> None:
        """`n` rows (1 to the most allowed); `fixed`: no adding or removing (solo play)."""
        n = max(1, min(self.max_rows, n))
        while len(self.rows) < n:
            self._add_row(len(self.rows))
        while len(self.rows) > n:
            for w in self.rows.pop():
                w.setParent(None)
                w.deleteLater()
        self.add_button.setVisible(not fixed)
        self.remove_button.setVisible(not fixed)
        for row in self.rows:  # a fixed seat (solo play) is played by a person: no level to pick
            _combo(row[-1]).setEnabled(not fixed)
        self.add_button.setEnabled(len(self.rows) < self.max_rows)
        self.remove_button.setEnabled(len(self.rows) > 1)

    def _add_row(self, i: int) -> None:
        roster, n = self.roster, i + 1
        name = self._name_field(roster.names[i % len(roster.names)], roster.name, n)
        color = SwatchCombo(self.colors, settings.shared().textures, self._free_colour(i),
                            self._words(roster.colourless) if roster.colourless else "")
        color.activated.connect(lambda _index, c=color: self._colour_chosen(c))
        color.setAccessibleName(self._words(roster.colour, n))
        kind = QComboBox()
        kind.setAccessibleName(self._words(roster.played_by, n))
        for key, text in KINDS:
            kind.addItem(translate("players_editor", text), key)
        kind.setCurrentIndex(0 if i == 0 else DEFAULT_COMPUTER)
        row: tuple[QWidget, ...] = (name, color)
        if roster.members:
            row += (self._name_field(roster.members[i % len(roster.members)], roster.member, n),)
        row += (kind,)
        for col, w in enumerate(row):  # no alignment: Qt's namespace waits (qt_names)
            self.grid.addWidget(w, n, col)
        self.rows.append(row)

    def _free_colour(self, i: int) -> Color | None:
        """A new row's colour: the first no other row has (none when all are taken and the
        roster offers none, as a seventh family could not have one)."""
        taken = set(self.colours())
        free = [c for c in self.colors if c not in taken]
        if free:
            return free[0]
        return None if self.roster.colourless else self.colors[i % len(self.colors)]

    def _colour_chosen(self, combo: SwatchCombo) -> None:
        """Two rows never share a colour (a game or campaign with two would not load): the
        row that had the colour just chosen takes the chooser's former one."""
        chosen, former = combo.currentData(), combo.chosen
        combo.chosen = chosen
        if chosen is None:
            return
        for row in self.rows:
            other = row[1]
            assert isinstance(other, SwatchCombo)
            if other is not combo and other.currentData() == chosen:
                other.setCurrentIndex(max(0, other.findData(former)))
                other.chosen = other.currentData()

    def _name_field(self, text: str, accessible: str, n: int) -> QLineEdit:
        field = QLineEdit(text)
        field.setMaxLength(MAX_NAME)
        field.setAccessibleName(self._words(accessible, n))
        return field

    # --- what was chosen -----------------------------------------------------------------
    def names(self) -> list[str]:
        """Each row's name (an empty one named after its row, where the roster says so)."""
        out = []
        for i, row in enumerate(self.rows):
            text = _text(row[0])
            if self.roster.unnamed:
                text = text.strip() or self._words(self.roster.unnamed, i + 1)
            out.append(text)
        return out

    def colours(self) -> list[Color | None]:  # None: no family colour (free play's seats)
        return [_combo(row[1]).currentData() for row in self.rows]

    def members(self) -> list[str]:
        """The first family members ([] without a member column)."""
        return [_text(row[2]) for row in self.rows] if self.roster.members else []

    def seats(self) -> list[SeatSetup]:
        return [SeatSetup(name, family_color=color)
                for name, color in zip(self.names(), self.colours(), strict=True)]

    def families(self) -> list[FamilySetup]:
        from sagrada_desktop.campaign import FamilySetup  # not imported before the first paint

        colours = [c for c in self.colours() if c is not None]  # a family always has one
        return [FamilySetup(name, color, member) for name, color, member
                in zip(self.names(), colours, self.members(), strict=True)]

    def plans(self) -> list[SeatPlan]:
        return [SeatPlan(_combo(row[-1]).currentData()) for row in self.rows]

    def set_kinds(self, kinds: list[str]) -> None:
        for row, k in zip(self.rows, kinds, strict=False):
            kind = _combo(row[-1])
            kind.setCurrentIndex(max(0, kind.findData(k)))


def _text(widget: QWidget) -> str:
    assert isinstance(widget, QLineEdit)
    return widget.text()


def _combo(widget: QWidget) -> QComboBox:
    assert isinstance(widget, QComboBox)
    return widget
