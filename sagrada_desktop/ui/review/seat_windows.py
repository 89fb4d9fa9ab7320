"""Every seat's window at the moment on show, each as large as the room allows (one row or
one column for two seats, whichever gives larger spaces; two or three abreast for more), with
its name, who played it and its tools. The space Hard would have filled instead of the turn
just played carries the Hint's mark (a dashed frame and a target: not colour alone) and says
so in its tooltip."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.level_words import level_words
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.theme import MUTED
from sagrada_desktop.ui.game.models.window_model import WindowModel
from sagrada_desktop.ui.game.views.window_view import WindowView
from sagrada_desktop.ui.game.widgets.tools_strip import ToolsStrip

from .review_session import ReviewSession

Index = QModelIndex | QPersistentModelIndex
HARDS_SPACE = QT_TRANSLATE_NOOP("seat_windows", "Hard would have filled this space instead")
LARGEST = 96  # a space's largest size (a large screen, two seats)
SPACING = 8


class ReviewWindowModel(WindowModel):
    """A seat's window with Hard's space marked (set_marked), never a hint of play."""

    def __init__(self, session: ReviewSession, seat: int, parent: QObject | None = None) -> None:
        self._marked: tuple[int, int] | None = None
        super().__init__(session, seat, parent)

    def set_marked(self, space: tuple[int, int] | None) -> None:
        if space != self._marked:
            self._marked = space
            self._all_changed()

    def marked(self) -> tuple[int, int] | None:
        return self._marked

    def hinted(self) -> tuple[int, int] | None:
        return None  # no Hint in a review: the mark is Hard's pick

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        here = index.isValid() and (index.row(), index.column()) == self._marked
        if role == Role.HINTED:
            return here
        value = super().data(index, role)
        if here and role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{value}\n{translate('seat_windows', HARDS_SPACE)}"
        return value


class SeatWindow(QWidget):
    """A seat's name, its window as large as the card's room allows, its tools right under it."""

    def __init__(self, session: ReviewSession, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session, self.seat = session, seat
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(3)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.RichText)  # the name inside is escaped
        column.addWidget(self.name)
        self.model = ReviewWindowModel(session, seat, self)
        self.view = WindowView(self.model, large=False)
        self.view.max_cell = LARGEST
        self.box = QWidget()  # holds the view, centred across, as tall as the view
        self.view.setParent(self.box)
        column.addWidget(self.box)
        self.tools = ToolsStrip()
        self.tools.setObjectName("muted")
        column.addWidget(self.tools)
        column.addStretch(1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        words = self.name.sizeHint().height() + self.tools.heightForWidth(self.width()) + 12
        view = self.view
        view.set_cell(view.cell_for(self.width(), self.height() - words))
        self.box.setFixedHeight(view.height())
        view.move((self.width() - view.width()) // 2, 0)

    def refresh(self, reviewing: int) -> None:
        s = self.session.state
        seat = s.seats[self.seat]
        plan = self.session.plans[self.seat]
        who = translate("seat_windows", "person") if plan.is_person else \
            translate("seat_windows", "computer ({v})").format(v=level_words(plan.kind))
        mine = translate("seat_windows", " · its turns judged") if self.seat == reviewing else ""
        self.name.setText(f"<b>{escape(seat.name)}</b> "
                          f"<span style='color:{MUTED}'>{escape(who)}{escape(mine)}</span>")
        self.view.setAccessibleName(translate("seat_windows", "{name}'s window").format(
            name=seat.name))
        self.tools.show_seat(s, self.seat, names=True)


class SeatWindows(QWidget):
    def __init__(self, session: ReviewSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.cards = [SeatWindow(session, i) for i in range(len(session.state.seats))]
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(SPACING)
        self.columns = 0
        self._place(self._choices()[0])

    def refresh(self, reviewing: int, marked: tuple[int, int] | None) -> None:
        for card in self.cards:
            card.refresh(reviewing)
            card.model.set_marked(marked if card.seat == reviewing else None)

    def _choices(self) -> tuple[int, ...]:
        n = len(self.cards)
        return (1,) if n == 1 else (1, 2) if n == 2 else (2,) if n == 4 else (2, 3)

    def _cell(self, columns: int) -> int:
        """The largest space with the windows in `columns` columns."""
        view = self.cards[0].view
        rows, cols = view.grid()
        lines = -(-len(self.cards) // columns)
        words = self.cards[0].name.sizeHint().height() + self.cards[0].tools.sizeHint().height()
        across = (self.width() - (columns - 1) * SPACING) // columns - 2 * view.frame_px
        down = (self.height() - (lines - 1) * SPACING) // lines - words - 6 - 2 * view.frame_px
        return min(LARGEST, across // max(cols, 1), down // max(rows, 1))

    def _place(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place(max(self._choices(), key=lambda c: (self._cell(c), -c)))
