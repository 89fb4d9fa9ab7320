"""Every seat's card but the active one's, in seat order: one column of wide cards for one or
two opponents, tiles two or three abreast for more (their tools in the tooltip)."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QWidget

from sagrada_desktop.ui.common.i18n import translate

from ..session import GameSession
from ..table_sizes import seat_card_height, seat_columns
from .seat_card import SeatCard


class OtherSeats(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("other_seats", "The other seats"))
        self.seat_cards = [SeatCard(session, i) for i in range(len(session.state.seats))]
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(6)

    def place(self, active: int) -> None:
        """The cards of the seats waiting while `active` plays."""
        for card in self.seat_cards:
            self.grid.removeWidget(card)
        others = [c for c in self.seat_cards if c.seat != active]
        columns = seat_columns(len(others))
        for k, card in enumerate(others):
            card.set_wide(columns == 1)
            self.grid.addWidget(card, k // columns, k % columns)
            card.show()
        for card in self.seat_cards:
            if card.seat == active:
                card.hide()

    def fit(self, height: int) -> None:
        """Each card an equal share of the screen's height, never less than it needs."""
        card = seat_card_height(height, len(self.seat_cards) - 1)
        for seat_card in self.seat_cards:
            seat_card.setFixedHeight(max(card, seat_card.minimumSizeHint().height()))
