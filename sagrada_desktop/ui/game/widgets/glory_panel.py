"""The Glory modules on the table, in a column of small cards (the Glory tab): the Strife Board (its
restriction on gray dice), the Strife Tool every seat holds, the three Pioneer Cards with who
collected which, and each seat's Favor Tokens left. Shown only for the modules in play."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from sagrada_desktop.engine import GameState
from sagrada_desktop.ui.common.content_words import (
    card_name,
    card_text,
    strife_board_name,
    strife_board_text,
)
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.theme import GOLD_DARK
from sagrada_desktop.wording import bracketed, labelled, listed

from .cards import Card


def pioneer_lines(state: GameState) -> list[str]:
    """Each revealed Pioneer Card: numeral, name, points, and who collected it (HTML)."""
    owner = {cid: seat.name for seat in state.seats for cid in seat.pioneer_collected}
    lines = []
    for card in state.pioneer_cards:
        who = owner.get(card.id)
        status = (f"<b style='color:{GOLD_DARK}'>{escape(who)}</b>" if who
                  else translate("glory_panel", "<i>open</i>"))
        lines.append(labelled(bracketed(f"{card.numeral}. {escape(card_name(card))}", str(card.points)), status))
    return lines


def favor_lines(state: GameState) -> list[str]:
    return [labelled(escape(s.name), str(s.favor_tokens)) for s in state.seats]


def _small(tag: str) -> Card:
    card = Card(tag)
    card.body.setTextFormat(Qt.TextFormat.RichText)
    if (layout := card.layout()) is not None:
        layout.setContentsMargins(8, 5, 8, 5)
    return card


class GloryPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QVBoxLayout(self)  # a column of cards: the Glory tab beside the objectives
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.strife_board = _small(translate("glory_panel", "Strife Board"))
        self.strife_tool = _small(translate("glory_panel", "Strife Tool"))
        self.pioneer = _small(translate("glory_panel", "Pioneer Cards"))
        self.favor = _small(translate("glory_panel", "Favor Tokens"))
        self.favor.setToolTip(translate("glory_panel", "A Favor Token pays for one window tool use instead of a point "
                              "box (Flourish module)."))
        for card in (self.strife_board, self.strife_tool, self.pioneer, self.favor):
            row.addWidget(card)
        row.addStretch(1)

    def show_state(self, state: GameState) -> None:
        modules = state.setup.modules
        self.setVisible(modules.strife or modules.pioneer or modules.flourish)
        board = state.strife_board
        self.strife_board.setVisible(board is not None)
        if board is not None:
            self.strife_board.show_text(f"{board.number}. {strife_board_name(board)}", escape(strife_board_text(board)))
            self.strife_board.setToolTip(strife_board_text(board))
        tool = state.strife_tool
        self.strife_tool.setVisible(tool is not None)
        if tool is not None:
            used = [s.name for s in state.seats if tool.id in s.used_tool_cards]
            note = translate("glory_panel", "<br><i>Used by {v}</i>").format(v=escape(listed(used))) if used else ""
            self.strife_tool.show_text(card_name(tool), escape(card_text(tool)) + note)
            self.strife_tool.setToolTip(translate("glory_panel", "Every seat holds it, usable once: {text}").format(text=card_text(tool)))
        self.pioneer.setVisible(bool(state.pioneer_cards))
        if state.pioneer_cards:
            self.pioneer.show_text(translate("glory_panel", "{n} of {n2} open").format(n=len(state.pioneer_available), n2=len(state.pioneer_cards)),
                                   "<br>".join(pioneer_lines(state)))
            self.pioneer.setToolTip("\n".join(translate("glory_panel", "{numeral}. {name} ({points} points): {text}").format(numeral=c.numeral, name=card_name(c), points=c.points, text=card_text(c)) for c in state.pioneer_cards))
        self.favor.setVisible(modules.flourish)
        self.favor.show_text(translate("glory_panel", "Left"), "<br>".join(favor_lines(state)))
        self.favor.setToolTip(translate("glory_panel", "A Favor Token pays for one window tool use instead of a point "
                              "box (Flourish module)."))
