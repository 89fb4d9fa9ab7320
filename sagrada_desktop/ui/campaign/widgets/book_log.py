"""The Log page of the campaign's book: what happened, window by window, newest first, in
plain words (who chose the Start Player, the Tool Cards brought and taken, Market purchases,
envelopes opened and why). Never a sealed envelope's contents: the campaign log holds none."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from sagrada_desktop.campaign import VisibleCampaign
from sagrada_desktop.campaign.log_entries import LogEntry
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plain_text import rich_page_text

from ..campaign_words import log_sections


class BookLog(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = rich_page_text(translate("book_log", "Campaign log, newest window first"))
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.text)
        layout.addStretch(1)
        self.lines: list[str] = []

    def show_log(self, log: tuple[LogEntry, ...], visible: VisibleCampaign) -> None:
        sections = [s for s in log_sections(log, visible) if s.lines or s.heading]
        self.lines = [line for s in sections for line in (s.heading, *s.lines)]
        parts = []
        for s in reversed(sections):
            items = "".join(f"<li>{_e(line)}</li>" for line in s.lines)
            parts.append(f"<p><b>{_e(s.heading)}</b></p><ul>{items}</ul>")
        self.text.setText("".join(parts) or translate("book_log", "<p>Nothing has happened yet.</p>"))


def _e(text: str) -> str:
    return html.escape(text, quote=False)
