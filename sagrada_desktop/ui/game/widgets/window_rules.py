"""The window's own page during play: its New Rules as printed, the rules in play (the window's
and those of envelopes opened in this game), its unlock triggers and whether they fired, what a
star space does on it, and its story."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from sagrada_desktop.engine import GameState
from sagrada_desktop.ui.common.plain_text import rich_page_text
from sagrada_desktop.ui.common.theme import GOLD
from sagrada_desktop.ui.common.window_words import (
    new_rules_text,
    rules_in_play,
    star_words,
    story_text,
    trigger_lines_in_play,
)


def _section(title: str, body: str) -> str:
    return (f"<p style='margin:0 0 2px 0; color:{GOLD}; font-weight:bold'>{escape(title)}</p>"
            f"{body}")


def _bullets(lines: list[str]) -> str:
    return "<ul style='margin:0 0 8px -22px'>" + "".join(
        f"<li>{escape(line)}</li>" for line in lines) + "</ul>"


class WindowRules(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        page = QWidget()
        page.setObjectName("page")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(8, 8, 8, 8)
        self.text = rich_page_text("The window's New Rules, triggers and story")
        layout.addWidget(self.text)
        layout.addStretch(1)
        self.setWidget(page)
        self._shown: tuple[object, ...] = ()

    def show_state(self, state: GameState) -> None:
        design = state.setup.window
        key = (design.id, state.rules, state.fired_triggers)
        if key == self._shown:
            return
        self._shown = key
        parts = [_section("New Rules", f"<p style='margin:0 0 8px 0'>"
                                       f"{escape(new_rules_text(design))}</p>")]
        in_play = rules_in_play(state)
        if in_play:
            parts.append(_section("Rules in play", _bullets(in_play)))
        triggers = trigger_lines_in_play(state)
        if triggers:
            parts.append(_section("Envelopes this window opens", _bullets(triggers)))
        if any(s.star for s in design.pattern.spaces):
            parts.append(_section("Star spaces", f"<p style='margin:0 0 8px 0'>"
                                                 f"{escape(star_words(state))}</p>"))
        story = story_text(design)
        if story:
            parts.append(_section("Story", f"<p style='margin:0'><i>{escape(story)}</i></p>"))
        self.text.setText("".join(parts))
        self.text.setAccessibleDescription(self.plain_text())

    def plain_text(self) -> str:
        """What the page says, without markup (for tests and screen readers)."""
        doc = QTextDocument()
        doc.setHtml(self.text.text())
        return doc.toPlainText()
