"""The Flourish Cards a person kept, with their patterns and Favor Tokens left: shown beside
the Private Objective, to that person only (hidden during other turns and hand-overs)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from sagrada_desktop.engine import GameState
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import bracketed, labelled

from .cards import Card
from .flourish_pattern import FlourishPattern


class FlourishKept(Card):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("flourish_kept", "Flourish Cards"), parent)
        self.holder: QWidget | None = None

    def show_seat(self, state: GameState, seat: int | None) -> None:
        """`seat`'s kept cards, or nothing (None: hidden)."""
        self.setVisible(state.setup.modules.flourish)
        if self.holder is not None:
            self.holder.hide()
            self.holder.deleteLater()
            self.holder = None
        if seat is None:
            self.show_text(translate("flourish_kept", "Hidden"), translate("flourish_kept", "Flourish Cards are shown only to their player."))
            return
        s = state.seats[seat]
        self.tag.setText(translate("flourish_kept", "Flourish Cards — {name}").format(name=s.name))
        if not s.flourish_kept:
            self.show_text(translate("flourish_kept", "Not chosen yet"), translate("flourish_kept", "Before round 1 each player keeps or discards "
                           "their two Flourish Cards."))
            return
        kept = s.kept_flourish
        names = translate("flourish_kept", ", ").join(bracketed(card_name(c), f"±{c.points}") for c in kept) or translate("flourish_kept", "None kept")
        tokens = translate("flourish_kept", "Favor Tokens left: {favor_tokens}").format(favor_tokens=s.favor_tokens)
        self.show_text(names, tokens)
        self.setToolTip("\n".join([*(labelled(card_name(c), card_text(c)) for c in kept), tokens]))
        self.holder = QWidget()
        row = QHBoxLayout(self.holder)
        row.setContentsMargins(0, 2, 0, 0)
        for card in kept:
            row.addWidget(FlourishPattern(card, 13))
            row.addWidget(QLabel(card_name(card)))
        row.addStretch(1)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(self.holder)
