"""Public Objectives A, B and C, and the Private Objective of the person at the screen
(hidden during computer turns and hand-overs)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from sagrada_desktop.engine import GameState
from sagrada_desktop.ui.common.catalogue import objective_name, objective_text
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import private_objective_text

from .cards import Card
from .flourish_kept import FlourishKept


class ObjectivesPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.public = [Card(translate("objectives_panel", "Public Objective {k}").format(k=k), inline=True) for k in "ABC"]
        self.private = Card(translate("objectives_panel", "Private Objective"), inline=True)
        for c in self.public:
            layout.addWidget(c)
        layout.addWidget(self.private)
        self.flourish = FlourishKept()
        self.flourish.hide()
        layout.addWidget(self.flourish)
        layout.addStretch(1)
        self.private_seat: int | None = None

    def show_public(self, state: GameState) -> None:
        for card, oid in zip(self.public, state.objectives, strict=False):
            card.show_text(objective_name(oid), objective_text(oid))

    def show_private(self, state: GameState, seat: int | None) -> None:
        """Show `seat`'s Private Objective, or hide it (None)."""
        self.private_seat = seat
        self.flourish.show_seat(state, seat)
        if seat is None:
            self.private.show_text(translate("objectives_panel", "Hidden"), translate("objectives_panel", "Private Objectives are shown only to their "
                                   "player, on their turn."))
            return
        p = state.seats[seat].private_objective
        self.private.tag.setText(translate("objectives_panel", "Private Objective — {name}").format(name=state.seats[seat].name))
        self.private.show_text(card_name(p), card_text(p) or private_objective_text(p))

