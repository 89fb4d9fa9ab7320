"""The campaign log in the printed campaign book: what happened, window by window, oldest
first, worded in the language being printed (sagrada_desktop.campaign.log_words). The log
never names a sealed envelope's contents."""

from __future__ import annotations

from collections.abc import Sequence

from . import wording
from .fonts import wrap
from .page import FOOTER_HEIGHT, HEADING_HEIGHT, PageFormat, footer, heading
from .palette import GOLD_DARK, INK
from .primitives import Drawing, Item, Text

LINE_H = 13.5
SIZE = 10.0
WINDOW_SIZE = 12.5


def log_pages(page: PageFormat, sections: Sequence[tuple[str, Sequence[str]]]) -> list[Drawing]:
    """Pages of the log: each window's heading, then its lines as bullets, wrapped; a page
    is started whenever the next line would not fit, the window's heading repeated on it
    ("continued")."""
    x, width = page.left, page.inner_width
    pages: list[Drawing] = []
    items: list[Item] = []
    y = 0.0

    def start() -> None:
        nonlocal items, y
        items = heading(page, wording.CAMPAIGN_BOOK, wording.CAMPAIGN_LOG)
        y = page.top + HEADING_HEIGHT + 14

    def window_title(text: str) -> None:
        nonlocal y
        items.append(Text(x, y + WINDOW_SIZE, text, WINDOW_SIZE, font="title", fill=GOLD_DARK))
        y += WINDOW_SIZE + 8

    def room(h: float, title: str = "") -> None:
        if y + h > page.bottom - FOOTER_HEIGHT - 6:
            pages.append(Drawing(page.width, page.height, items + footer(page)))
            start()
            if title:
                window_title(wording.CONTINUED_TITLE.format(title=title))

    start()
    for title, lines in sections:
        room(WINDOW_SIZE + 8 + LINE_H)
        window_title(title)
        for line in lines:
            wrapped = wrap(line, "body", SIZE, width - 12)
            for k, part in enumerate(wrapped):
                room(LINE_H, title)
                if k == 0:
                    items.append(Text(x, y + SIZE, "\u2022", SIZE, fill=INK))
                items.append(Text(x + 12, y + SIZE, part, SIZE, fill=INK))
                y += LINE_H
        y += 8
    pages.append(Drawing(page.width, page.height, items + footer(page)))
    return pages
