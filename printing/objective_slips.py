"""The Private Objectives of a window played at the table, printed each on its own slip to
fold (Game Setup step 5, instead of the hand-over screen): a page holds up to four slips, one
per family, each with the family's name on its outer half and its objective on the inner half,
a dashed line to fold along (print inside) and a dashed frame to cut along."""

from __future__ import annotations

from collections.abc import Sequence

from . import wording
from .fonts import fit_size, wrap
from .page import footer, heading, page_format
from .palette import GOLD_DARK, INK, RULE
from .pdf_render import render_pdf
from .primitives import Drawing, Item, Line, Rect, Text

SLIPS_PER_PAGE = 4
GAP = 14.0


def objective_slips_pdf(slips: Sequence[tuple[str, str]], number: int, *,
                        page_size: str = "a4") -> bytes:
    """One slip per (family name, its Private Objective's words), for window `number`."""
    if not slips:
        raise ValueError("no Private Objective to print")
    page = page_format(page_size)
    top = page.top + 70
    height = (page.bottom - 20 - top - GAP * (SLIPS_PER_PAGE - 1)) / SLIPS_PER_PAGE
    pages = []
    for first in range(0, len(slips), SLIPS_PER_PAGE):
        items: list[Item] = heading(page, wording.PROGRAM, wording.OBJECTIVE_SLIPS)
        for k, (family, words) in enumerate(slips[first:first + SLIPS_PER_PAGE]):
            items += _slip(page.left, top + k * (height + GAP), page.inner_width, height,
                           family, words, number)
        items += footer(page)
        pages.append(Drawing(page.width, page.height, items))
    return render_pdf(pages, title=wording.OBJECTIVE_SLIPS)


def _slip(x: float, y: float, width: float, height: float, family: str, words: str,
          number: int) -> list[Item]:
    half = height / 2
    outer = wording.SLIP_FOR.format(family=family, number=number)
    fold = wording.SLIP_FOLD.format(family=family)
    items: list[Item] = [
        Rect(x, y, width, height, stroke=RULE, width=0.8, dash=(3, 3)),
        Line(x, y + half, x + width, y + half, stroke=GOLD_DARK, width=0.8, dash=(6, 4)),
        Text(x + 12, y + 24, outer, fit_size(outer, "title", 15.0, width - 24, 9.0),
             font="title", fill=INK),
        Text(x + 12, y + half - 10, fold, fit_size(fold, "body", 8.0, width - 24, 5.5),
             fill=RULE),
    ]
    size = 11.0
    for i, line in enumerate(wrap(words, "body", size, width - 24)[:4]):
        items.append(Text(x + 12, y + half + 22 + i * (size + 4), line, size, fill=INK,
                          tag="objective"))
    return items
