"""Before round 1 (Glory Flourish module): the person choosing sees their own two Flourish
Cards, keeps or discards each (a kept card gives a Favor Token), and confirms. The game screen
shows it only to the seat choosing, after the hand-over in hot-seat play."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.engine import Action, ChooseFlourish, FlourishCard
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.i18n import translate

from .flourish_pattern import FlourishPattern


class FlourishTile(QFrame):
    """One Flourish Card on parchment, with its pattern and a Keep switch."""

    def __init__(self, card: FlourishCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.card = card
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        row.addWidget(FlourishPattern(card, 20), 0, Qt.AlignmentFlag.AlignTop)
        v = QVBoxLayout()
        row.addLayout(v, 1)
        tag = QLabel(translate("flourish_choice", "Flourish Card · ±{points} points").format(points=card.points))
        tag.setObjectName("cardTag")
        title = QLabel(card_name(card))
        title.setObjectName("cardTitle")
        self.body = body = QLabel(card_text(card))
        body.setWordWrap(True)
        self.keep = QCheckBox(translate("flourish_choice", "Keep this card"))
        self.keep.setStyleSheet("color: #2b2118; font-weight: bold;")
        self.keep.setAccessibleName(translate("flourish_choice", "Keep {name}").format(name=card_name(card)))
        for w in (tag, title):
            w.setWordWrap(True)  # narrow screens: the two cards side by side still fit
            v.addWidget(w)
        v.addWidget(body)
        v.addWidget(self.keep)
        v.addStretch(1)
        self.setAccessibleName(translate("flourish_choice", "Flourish Card {name}, {points} points").format(name=card_name(card), points=card.points))


class FlourishChoice(QFrame):
    chosen = Signal(object)  # the ChooseFlourish action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.seat: int | None = None
        self.tiles: list[FlourishTile] = []
        self._legal: list[Action] = []
        v = QVBoxLayout(self)
        v.setContentsMargins(14, 10, 14, 10)
        v.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.detail = QLabel(
            translate("flourish_choice", "Keep a card to try its pattern: complete, it scores its points; not complete, it "
            "loses them. Each kept card gives a Favor Token, which pays for one window tool use "
            "instead of a point box. Discarded cards score nothing."))
        self.detail.setWordWrap(True)
        self.detail.setObjectName("muted")
        v.addWidget(self.heading)
        v.addWidget(self.detail)
        self.row = QHBoxLayout()
        v.addLayout(self.row)
        self.confirm = QPushButton()
        self.confirm.setObjectName("primary")
        self.confirm.clicked.connect(self._confirm)
        v.addWidget(self.confirm, 0, Qt.AlignmentFlag.AlignRight)

    def show_cards(self, seat: int, name: str, cards: tuple[FlourishCard, ...],
                   legal: list[Action]) -> None:
        """Show `seat`'s own cards; `legal` are the engine's legal actions now."""
        self.clear()
        self.seat = seat
        self._legal = legal
        self.heading.setText(translate("flourish_choice", "{name}: keep or discard your Flourish Cards").format(name=name))
        for card in cards:
            tile = FlourishTile(card)
            tile.keep.toggled.connect(self._update_button)
            self.row.addWidget(tile, 1)
            self.tiles.append(tile)
        self._update_button()

    def clear(self) -> None:
        """Hide every card (another person's turn, or the choice is made)."""
        for tile in self.tiles:
            tile.hide()
            self.row.removeWidget(tile)
            tile.deleteLater()
        self.tiles = []
        self.seat = None
        self._legal = []

    def action(self) -> ChooseFlourish:
        return ChooseFlourish(tuple(t.keep.isChecked() for t in self.tiles))

    def _update_button(self, *_: object) -> None:
        kept = sum(t.keep.isChecked() for t in self.tiles)
        self.confirm.setText(translate("flourish_choice", "Confirm: keep {kept}, discard {v}").format(kept=kept, v=len(self.tiles) - kept))
        self.confirm.setEnabled(self.action() in self._legal)

    def _confirm(self) -> None:
        if self.seat is not None:
            self.chosen.emit(self.action())
