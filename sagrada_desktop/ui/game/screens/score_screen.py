"""End of game: the scoring table (the six scoring steps per seat, totals, places, how ties
were broken), the finished windows, and the rewards of this kind of game."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.ui.common.catalogue import objective_name
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.headings import heading
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.plain_text import rich, rich_label

from ..models.score_model import ScoreModel
from ..models.window_model import WindowModel
from ..session import GameSession
from ..views.window_view import WindowView
from ..widgets.score_table_box import ROW, TableBox, TopFitBox
from ..widgets.score_windows import SPACING, WINDOW_CELL, WindowsFit

WINDOW_HEIGHT = 96  # each finished window's least height

TIE_RULE = QT_TRANSLATE_NOOP(
    "score_screen", "Ties are broken by fewer Legacy Points, then fewer broken or empty spaces, "
    "then more Private Objective points, then the final round's turn order.")


class ScoreScreen(QWidget):
    new_game = Signal()

    def __init__(self, session: GameSession, rewards: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        state = session.state
        self.model = ScoreModel(state, [objective_name(o) for o in state.objectives], self)
        root = QVBoxLayout(self)
        root.setContentsMargins(24, 12, 24, 12)
        root.setSpacing(6)
        title = QLabel(translate("score_screen", "The window is finished — {name}").format(name=window_name(state.setup.window)))
        title.setObjectName("title")
        root.addWidget(title)
        winners = sorted(self.model.cards, key=lambda c: c.place)
        best = winners[0]
        self.winner = QLabel(translate("score_screen", "{name} wins with {total} points").format(name=best.name, total=best.total)
                             if len(winners) > 1 else translate("score_screen", "{name} scores {total} points").format(name=best.name, total=best.total))
        self.winner.setObjectName("heading")
        self.winner.setStyleSheet("font-size: 18pt;")
        root.addWidget(self.winner)

        body = QHBoxLayout()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(translate("score_screen", "Scoring table"))
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(ROW)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        ties = self.model.tie_breaks()
        self.ties = QLabel("\n".join([translate("score_screen", "How ties were broken:"), *ties]) if ties else translate("score_screen", TIE_RULE))
        self.ties.setWordWrap(True)
        self.ties.setObjectName("muted" if not ties else "")
        self.table_box = TableBox(self.table, self.ties, len(state.seats))
        body.addWidget(self.table_box, 3)

        right = QFrame()
        right.setObjectName("panel")
        outer = QVBoxLayout(right)
        outer.setContentsMargins(2, 2, 2, 2)
        page = QWidget()
        page.setObjectName("page")
        rv = QVBoxLayout(page)
        title = heading(translate("score_screen", "Rewards"))
        rv.addWidget(title)
        self.rewards = QLabel("\n".join(rewards))
        self.rewards.setWordWrap(True)
        rv.addWidget(self.rewards)
        rv.addSpacing(6)
        windows = QGridLayout()
        windows.setSpacing(SPACING)
        cells: list[tuple[QWidget, QLabel, TopFitBox]] = []
        for i, seat in enumerate(state.seats):
            holder = QWidget()
            cell = QVBoxLayout(holder)
            cell.setContentsMargins(0, 0, 0, 0)
            name = rich_label(f"<b>{rich(seat.name)}</b>")
            cell.addWidget(name)
            view = WindowView(WindowModel(session, i, self), large=False)
            view.max_cell = WINDOW_CELL  # grows with the room a large screen gives
            view.setAccessibleName(translate("score_screen", "{name}'s finished window").format(name=seat.name))
            box = TopFitBox(view)
            box.setMinimumHeight(WINDOW_HEIGHT)
            cell.addWidget(box)
            columns = 1 if len(state.seats) == 1 else 2
            windows.addWidget(holder, i // columns, i % columns)
            cells.append((holder, name, box))
        rv.addLayout(windows)
        rv.addStretch(1)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(page)
        self.windows_fit = WindowsFit(area, rv, [title, self.rewards], windows, cells)
        outer.addWidget(area)
        body.addWidget(right, 2)
        root.addLayout(body, 1)

        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.again = QPushButton(translate("score_screen", "Play another game"))
        self.again.setObjectName("primary")
        self.again.clicked.connect(self.new_game)
        self.buttons.addWidget(self.again)
        root.addLayout(self.buttons)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def add_button(self, text: str) -> QPushButton:
        """A way on from the scores offered by another part of the program (the review), to
        the left of "Play another game"."""
        button = QPushButton(text)
        self.buttons.insertWidget(self.buttons.count() - 1, button)
        return button
