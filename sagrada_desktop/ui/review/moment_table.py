"""The scores at the moment on show, one column per seat: what each window would score if the
game ended now (review.moment_scores). Until the game is over another seat's Private
Objective (and kept Flourish Cards) is left out, and says so; places only at the end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from sagrada_desktop.review.moment_scores import SeatScore
from sagrada_desktop.ui.common.catalogue import objective_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import place


class MomentTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("moment_table", "The scores at this moment"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def show_scores(self, scores: tuple[SeatScore, ...], objectives: tuple[str, ...],
                    over: bool) -> None:
        rows = [translate("moment_table", "Public {k}: {name}").format(k=k, name=objective_name(o))
                for k, o in zip("ABC", objectives, strict=False)]
        rows += [translate("moment_table", "Private Objective"),
                 translate("moment_table", "Unused window tools"),
                 translate("moment_table", "Broken or empty spaces"),
                 translate("moment_table", "Window rules and Cathedral"),
                 translate("moment_table", "Total") if over else
                 translate("moment_table", "Total if the game ended now")]
        if over:
            rows.append(translate("moment_table", "Place"))
        self.clear()
        self.setRowCount(len(rows))
        self.setColumnCount(len(scores))
        self.setVerticalHeaderLabels(rows)
        self.setHorizontalHeaderLabels([s.name for s in scores])
        hidden = translate("moment_table", "hidden")
        for col, s in enumerate(scores):
            publics = [str(p) for p in s.public[:len(objectives)]]
            values = [*publics,
                      hidden if s.private is None else str(s.private),
                      str(s.tools), str(s.broken_empty), str(s.extra),
                      translate("moment_table", "{total} + hidden").format(total=s.total)
                      if s.hidden else str(s.total)]
            if over and s.place is not None:
                values.append(place(s.place))
            for row, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if s.hidden and text == hidden:
                    item.setToolTip(translate(
                        "moment_table", "Private Objectives are shown only to their player "
                        "until the game is over."))
                self.setItem(row, col, item)
        header = self.horizontalHeader().sizeHint().height()
        self.setFixedHeight(header + len(rows) * self.verticalHeader().defaultSectionSize()
                            + 2 * self.frameWidth())
        if scores and scores[0].starting_tools:
            self.setToolTip(translate("moment_table", "The totals count the Starting Tool Count too."))
