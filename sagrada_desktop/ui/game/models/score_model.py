"""The scoring table: the six scoring steps (public objectives one by one, step 6 taken apart
into its parts), totals and places, one column per seat, from engine.final_scores."""

from __future__ import annotations

from attrs import frozen
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from sagrada_desktop.engine import GameState, ScoreCard, final_scores, flourish_results
from sagrada_desktop.ui.common.content_words import card_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import place
from sagrada_desktop.ui.common.tie_lines import tie_lines
from sagrada_desktop.wording import bracketed, tie_break_text

from .step_six import Part, step_six_parts, step_six_words

Index = QModelIndex | QPersistentModelIndex


@frozen
class Row:
    """A row of the table: a ScoreCard field, one Public Objective, or one part of step 6."""

    label: str
    field: str = ""            # a ScoreCard field: "private", "extra", "total", "place"...
    public: int | None = None  # Public Objective A, B or C (0, 1, 2)
    part: str | None = None    # a part of step 6, by its Part.key: "stars", "pioneer"...


class ScoreModel(QAbstractTableModel):
    def __init__(self, state: GameState, objective_names: list[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cards: tuple[ScoreCard, ...] = final_scores(state)
        self._state = state
        self.total_points = 12.5  # the Total and Place rows' words (larger in taller rows)
        self.parts = [step_six_parts(state, card) for card in self.cards]
        names = list(objective_names) + [""] * (3 - len(objective_names))
        self._rows: list[Row] = [
            Row(translate("score_model", "1. Starting Tool Count"), "starting_tools"),
            Row(translate("score_model", "2. Public A: {v}").format(v=names[0]), public=0),
            Row(translate("score_model", "    Public B: {v}").format(v=names[1]), public=1),
            Row(translate("score_model", "    Public C: {v}").format(v=names[2]), public=2),
            Row(translate("score_model", "3. Private Objective"), "private"),
            Row(translate("score_model", "4. Unused window tools"), "tools"),
            Row(translate("score_model", "5. Broken or empty spaces"), "broken_empty"),
            Row(translate("score_model", "6. Window rules and Cathedral"), "extra"),
            *self._step_six_rows(),
            Row(translate("score_model", "Total"), "total"),
            Row(translate("score_model", "Place"), "place"),
        ]

    def _step_six_rows(self) -> list[Row]:
        """A row for each part of step 6 in play: the window's scoring rules, the Cathedral
        spaces (when any were constructed or a rule scores), the Glory cards."""
        first = self.parts[0] if self.parts else []
        rules = [p for p in first if p.key not in ("cathedral", "pioneer", "flourish")]
        built = any(p.count for parts in self.parts for p in parts if p.key == "cathedral")
        rows = []
        for p in first:
            if p.key == "cathedral" and not (built or rules):
                continue
            rows.append(Row(translate("score_model", "    of which {label}").format(label=p.label), part=p.key))
        return rows

    def row_of(self, field: str = "", public: int | None = None) -> int:
        """The table's row of a ScoreCard field or of Public Objective A, B or C (-1: none)."""
        return next((k for k, r in enumerate(self._rows)
                     if (public is not None and r.public == public)
                     or (public is None and field and r.field == field)), -1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.cards)

    def value(self, row: int, col: int) -> int:
        card, r = self.cards[col], self._rows[row]
        if r.public is not None:
            return card.public[r.public]
        if r.part is not None:
            part = self._part(col, r.part)
            return part.points if part is not None else 0
        return int(getattr(card, r.field))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        v = self.value(index.row(), index.column())
        is_place = self._rows[index.row()].field == "place"
        if role == Qt.ItemDataRole.DisplayRole:
            return place(v) if is_place else str(v)
        if role == Qt.ItemDataRole.UserRole:
            return v
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and self._rows[index.row()].field in ("total", "place"):
            font = QFont()
            font.setBold(True)
            font.setPointSizeF(self.total_points)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and is_place:
            return tie_break_text(self.cards[index.column()].tie_break) or None
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.glory_words(index.row(), index.column()) or None
        return None

    def set_points(self, size: float) -> None:
        """The Total and Place rows' words `size` points."""
        if size != self.total_points:
            self.total_points = size
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.FontRole])

    def glory_words(self, row: int, col: int) -> str:
        """Step 6 in words: '3 stars + 2 Cathedral spaces = 5' on its row, each part on its
        own row (the cards collected on the Pioneer row, each kept card's result on
        Flourish)."""
        card, r = self.cards[col], self._rows[row]
        seat = self._state.seats[card.seat]
        if r.field == "private" and seat.private_objective is not None:  # revealed at scoring
            return card_name(seat.private_objective)
        if r.field == "extra":
            return step_six_words(self.parts[col], card.extra)
        if r.part == "pioneer":
            names = {c.id: bracketed(card_name(c), str(c.points)) for c in self._state.pioneer_cards}
            got = [names.get(cid, cid) for cid in seat.pioneer_collected]
            return translate("score_model", "Collected: ") + translate("score_model", ", ").join(got) if got else translate("score_model", "No Pioneer Card collected")
        if r.part == "flourish":
            results = flourish_results(seat)
            done = translate("score_model", "{name}: complete, {points:+d}")
            undone = translate("score_model", "{name}: not complete, {points:+d}")
            return translate("score_model", "; ").join((done if r.complete else undone).format(name=card_name(r.card), points=r.points)
                             for r in results) or translate("score_model", "No Flourish Card kept")
        if r.part is not None:
            part = self._part(col, r.part)
            return translate("score_model", "{words}: {points} points").format(words=part.words, points=part.points) if part is not None else ""
        return ""

    def _part(self, col: int, key: str) -> Part | None:
        return next((p for p in self.parts[col] if p.key == key), None)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.cards[section].name if 0 <= section < len(self.cards) else None
        return self._rows[section].label if 0 <= section < len(self._rows) else None

    def tie_breaks(self) -> list[str]:
        """Each tie that was broken, in words: one line per tie (ui.common.tie_lines)."""
        return tie_lines((c.name, c.place, c.tie_break) for c in self.cards)
