"""The scoring table: the six scoring steps (public objectives one by one), totals and places,
one column per seat, from engine.final_scores."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from sagrada_desktop.engine import GameState, ScoreCard, final_scores, flourish_results

Index = QModelIndex | QPersistentModelIndex


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


class ScoreModel(QAbstractTableModel):
    def __init__(self, state: GameState, objective_names: list[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cards: tuple[ScoreCard, ...] = final_scores(state)
        self._state = state
        modules = state.setup.modules
        names = list(objective_names) + [""] * (3 - len(objective_names))
        self._rows: list[tuple[str, str]] = [
            ("1. Starting Tool Count", "starting_tools"),
            (f"2. Public A: {names[0]}", "public:0"),
            (f"    Public B: {names[1]}", "public:1"),
            (f"    Public C: {names[2]}", "public:2"),
            ("3. Private Objective", "private"),
            ("4. Unused window tools", "tools"),
            ("5. Broken or empty spaces", "broken_empty"),
            ("6. Window rules and Cathedral", "extra"),
            *([("    of which Pioneer", "pioneer")] if modules.pioneer else []),
            *([("    of which Flourish", "flourish")] if modules.flourish else []),
            ("Total", "total"),
            ("Place", "place"),
        ]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.cards)

    def value(self, row: int, col: int) -> int:
        card = self.cards[col]
        field = self._rows[row][1]
        if field.startswith("public:"):
            return card.public[int(field.split(":")[1])]
        return int(getattr(card, field))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        v = self.value(index.row(), index.column())
        is_place = self._rows[index.row()][1] == "place"
        if role == Qt.ItemDataRole.DisplayRole:
            return _ordinal(v) if is_place else str(v)
        if role == Qt.ItemDataRole.UserRole:
            return v
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and self._rows[index.row()][1] in ("total", "place"):
            font = QFont()
            font.setBold(True)
            font.setPointSizeF(12.5)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and is_place:
            return self.cards[index.column()].tie_break or None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.glory_words(index.row(), index.column()) or None
        return None

    def glory_words(self, row: int, col: int) -> str:
        """The Glory part of step 6 in words: 'of which Pioneer 3, Flourish -2' on the extra
        row, the cards collected on the Pioneer row, each kept card's result on Flourish."""
        card, field = self.cards[col], self._rows[row][1]
        modules = self._state.setup.modules
        seat = self._state.seats[card.seat]
        if field == "extra" and (modules.pioneer or modules.flourish):
            parts = [f"Pioneer {card.pioneer}"] if modules.pioneer else []
            parts += [f"Flourish {card.flourish}"] if modules.flourish else []
            return "of which " + ", ".join(parts)
        if field == "pioneer":
            names = {c.id: f"{c.name} ({c.points})" for c in self._state.pioneer_cards}
            got = [names.get(cid, cid) for cid in seat.pioneer_collected]
            return "Collected: " + ", ".join(got) if got else "No Pioneer Card collected"
        if field == "flourish":
            results = flourish_results(seat)
            return "; ".join(f"{r.card.name}: {'complete' if r.complete else 'not complete'}, "
                             f"{r.points:+d}" for r in results) or "No Flourish Card kept"
        return ""

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.cards[section].name if 0 <= section < len(self.cards) else None
        return self._rows[section][0] if 0 <= section < len(self._rows) else None

    def tie_breaks(self) -> list[str]:
        """Each tie that was broken, in words."""
        return [f"{c.name}: {c.tie_break}" for c in self.cards if c.tie_break]
