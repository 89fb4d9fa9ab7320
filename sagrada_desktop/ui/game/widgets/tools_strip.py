"""A seat's window tools with their point boxes (filled when used) and its Tool Cards (the
Strife Tool among them); every tool's text in the tooltip and the accessible description."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from sagrada_desktop.engine import GameState, describe_effect
from sagrada_desktop.ui.common.content_words import card_name, card_text, tool_name, tool_text
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import tool_cards
from sagrada_desktop.ui.common.theme import GOLD, MUTED


def tools_html(state: GameState, seat_index: int, *, names: bool = True) -> str:
    """The tools with their point boxes; without names (a seat card's short form), the Tool
    Cards are counted instead of listed."""
    seat = state.seats[seat_index]
    parts = []
    for tool, used in zip(state.setup.window.tools, seat.tool_boxes_used, strict=True):
        boxes = "".join(
            f"<span style='color:{MUTED}'>■</span>" if k < used
            else f"<span style='color:{GOLD}'>□{p}</span>"
            for k, p in enumerate(tool.boxes))
        parts.append(_whole(f"<b>{escape(tool_name(state.setup.window, tool))}</b> {boxes}") if names else boxes)
    if not names:
        used = sum(1 for c in seat.tool_cards if c.id in seat.used_tool_cards)
        if seat.tool_cards:
            cards = tool_cards(len(seat.tool_cards))
            parts.append(translate("tools_strip", "{cards}, {used} used").format(cards=cards, used=used) if used else cards)
        return translate("tools_strip", "Tools ") + " · ".join(parts)
    for card in seat.tool_cards:
        used = card.id in seat.used_tool_cards
        style = f"color:{MUTED}; text-decoration:line-through" if used else ""
        parts.append(_whole(f"<span style='{style}'>🂠 {escape(card_name(card))}</span>"))
    return " &nbsp;·&nbsp; ".join(parts)


def _whole(html: str) -> str:
    """One tool kept on one line: the strip wraps between tools, never inside a name."""
    return f"<span style='white-space:nowrap'>{html}</span>"


def tools_text(state: GameState, seat_index: int) -> str:
    """One line per tool: the window tools, then the seat's Tool Cards (the Strife Tool too),
    each with its text (or the engine's description of its effect)."""
    seat = state.seats[seat_index]
    window = state.setup.window
    lines = [translate("tools_strip", "{name}: {text}").format(
        name=tool_name(window, t), text=tool_text(window, t)) for t in window.tools if t.text]
    for card in seat.tool_cards:
        kind = translate("tools_strip", "Strife Tool") if state.strife_tool is not None \
            and card.id == state.strife_tool.id else translate("tools_strip", "Tool Card")
        used = translate("tools_strip", ", used") if card.id in seat.used_tool_cards else ""
        lines.append(translate("tools_strip", "{name} ({kind}{used}): {text}").format(
            name=card_name(card), kind=kind, used=used,
            text=card_text(card) or describe_effect(card.effect)))
    return "\n".join(lines)


SCALES = (1.0, 0.92, 0.84, 0.76)  # the strip's words a little smaller rather than cut


class ToolsStrip(QLabel):
    """The tools on a label that wraps between tools. Given a fixed height (the active seat's
    two lines), its words are drawn a little smaller when they would need more lines there:
    a window with three window tools and three Tool Cards at 1280x720 lost its last line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self._html = ""
        self.scale = 1.0

    def show_seat(self, state: GameState, seat: int, *, names: bool = True) -> None:
        self._html = tools_html(state, seat, names=names)
        self._fit()
        text = tools_text(state, seat) \
            or translate("tools_strip", "Window tools: each empty point box scores its points at the end")
        self.setToolTip(text)
        self.setAccessibleName(translate("tools_strip", "Tools"))
        self.setAccessibleDescription(text)

    def _fit(self) -> None:
        room = self.contentsRect().height()
        fixed = self.minimumHeight() == self.maximumHeight() and room > 0
        base = self.font().pointSizeF()
        for scale in SCALES:
            self.scale = scale
            html = self._html if scale == 1.0 or base <= 0 else \
                f"<span style='font-size:{base * scale:.1f}pt'>{self._html}</span>"
            if self.text() != html:
                self.setText(html)
            if not fixed or self.heightForWidth(self.contentsRect().width()) <= room:
                return

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
