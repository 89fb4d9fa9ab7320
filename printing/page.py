"""Paper: A4 and US Letter, printer-safe margins, and the furniture every sheet shares
(the heading with its ornament, the colour key, the footer).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal

from attrs import frozen
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

from sagrada_desktop.engine import Color

from . import wording
from .art import glass, ornament_rule
from .fonts import fit_size
from .palette import GOLD_DARK, INK, RULE
from .primitives import Group, Item, Text

PageSize = Literal["a4", "letter"]
MARGIN = 15 * mm  # home printers keep 4-6 mm unprinted; 15 mm is safe everywhere


@frozen
class PageFormat:
    name: PageSize
    width: float
    height: float
    margin: float = MARGIN

    @property
    def left(self) -> float:
        return self.margin

    @property
    def right(self) -> float:
        return self.width - self.margin

    @property
    def top(self) -> float:
        return self.margin

    @property
    def bottom(self) -> float:
        return self.height - self.margin

    @property
    def inner_width(self) -> float:
        return self.width - 2 * self.margin


PAGE_FORMATS: dict[PageSize, PageFormat] = {
    "a4": PageFormat("a4", float(A4[0]), float(A4[1])),
    "letter": PageFormat("letter", float(LETTER[0]), float(LETTER[1])),
}


def page_format(name: str) -> PageFormat:
    try:
        return PAGE_FORMATS[name.lower()]  # type: ignore[index]
    except KeyError:
        raise ValueError(f"unknown page size {name!r}; expected a4 or letter") from None


HEADING_HEIGHT = 62.0
FOOTER_HEIGHT = 12.0


def heading(page: PageFormat, kicker: str, title: str, *, right: Sequence[Item] = (),
            title_width: float | None = None) -> list[Item]:
    """The top of a sheet: a letter-spaced kicker, the title in Garamond, an ornament rule.

    Occupies HEADING_HEIGHT points from the top margin; `right` items sit beside the title.
    """
    x, y = page.left, page.top
    width = title_width if title_width is not None else page.inner_width
    size = fit_size(title, "title", 30.0, width, 16.0)
    items: list[Item] = [
        Text(x, y + 8, kicker.upper(), 7.5, fill=GOLD_DARK, spacing=1.6),
        Text(x, y + 40, title, size, font="title", fill=INK),
    ]
    items += ornament_rule(x, y + 52, page.inner_width)
    items += right
    return items


def footer(page: PageFormat, note: str = "") -> list[Item]:
    y = page.bottom - 2
    paper = wording.PAPER_NAMES[page.name]
    text = f"{wording.PROGRAM} \u00b7 {wording.PRINT_AND_PLAY} \u00b7 {paper}"
    items: list[Item] = [Text(page.left, y, text, 6.5, fill=RULE)]
    if note:
        items.append(Text(page.right, y, note, 6.5, fill=RULE, anchor="end"))
    return items


def colour_key(x: float, y: float, width: float,
               colors: tuple[Color, ...] = tuple(Color)) -> list[Item]:
    """A row of swatches, each colour with its name and texture name (14 points tall)."""
    return [Group(_colour_key(width, colors, wording.LANGUAGE), x, y, reuse=True)]


@cache
def _colour_key(width: float, colors: tuple[Color, ...], lang: str) -> tuple[Item, ...]:
    """(lang only keys the cache: the words come from wording, in the language printed)"""
    items: list[Item] = [Text(0.0, 10, wording.COLOUR_KEY.upper(), 6.5, fill=GOLD_DARK,
                              spacing=1.0)]
    x0 = 58.0
    step = (width - 58) / len(colors)
    sw = 14.0
    for i, color in enumerate(colors):
        cx = x0 + i * step
        items += glass(color, cx, 0.0, sw, sw, radius=2.0, border=INK, border_width=0.4)
        items.append(Text(cx + sw + 4, 6.5, wording.COLOR_NAMES[color], 7.5, fill=INK))
        items.append(Text(cx + sw + 4, 13.5, wording.TEXTURE_NAMES[color], 5.5, fill=RULE))
    return tuple(items)
