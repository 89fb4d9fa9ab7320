"""A window drawn as stained glass: panes set in lead, each with its printed restriction,
star and Magic Square number, and whatever fills it (a coloured pane with the value written
on it, or a crossed-out pane). The same drawing goes to the PDF journal and to SVG.
"""

from __future__ import annotations

from sagrada_desktop.engine import Broken, Die, Space, Window

from .art import (
    broken_mark,
    color_restriction,
    glass,
    magic_badge,
    number_badge,
    star,
    value_restriction,
)
from .palette import LEAD, PAPER
from .primitives import Item, Rect

CAME = 0.075   # lead between panes, as a share of the cell pitch
FRAME = 0.11   # the outer lead frame, as a share of the cell pitch


def window_size(window: Window, cell: float) -> tuple[float, float]:
    """The drawn size of a window whose spaces are `cell` points apart."""
    border = 2 * cell * FRAME + cell * CAME
    return window.cols * cell + border, window.rows * cell + border


def _pane(space: Space, fill: Die | Broken | None, x: float, y: float, size: float) -> list[Item]:
    radius = size * 0.06
    items: list[Item] = []
    if isinstance(fill, Die):
        items += glass(fill.color, x, y, size, size, radius=radius, tag="pane")
    elif space.color is not None:
        items += color_restriction(space.color, x, y, size, tag="pane")
    else:
        items.append(Rect(x, y, size, size, fill=PAPER, radius=radius, tag="pane"))
        if space.value is not None:
            d = size * 0.6
            items += value_restriction(space.value, x + (size - d) / 2, y + (size - d) / 2, d)
    if space.star:
        items += star(x + size * 0.82, y + size * 0.18, size * 0.13, halo=fill is not None)
    if space.magic is not None:
        items += magic_badge(space.magic, x + size * 0.2, y + size * 0.2, size * 0.18)
    if isinstance(fill, Die):
        items += number_badge(str(fill.value), x + size / 2, y + size / 2, size * 0.21)
    elif isinstance(fill, Broken):
        items += broken_mark(x, y, size)
    return items


def window_items(window: Window, x: float, y: float, cell: float, *,
                 show_fills: bool = True) -> list[Item]:
    """The window's drawing with its top-left corner at (x, y)."""
    frame = cell * FRAME
    came = cell * CAME
    items: list[Item] = []
    for r in range(window.rows):
        for c in range(window.cols):
            if window.space(r, c).exists:
                items.append(Rect(x + c * cell, y + r * cell, cell + came + 2 * frame,
                                  cell + came + 2 * frame, fill=LEAD, radius=frame))
    for r in range(window.rows):
        for c in range(window.cols):
            space = window.space(r, c)
            if not space.exists:
                continue
            fill = window.fill_at(r, c) if show_fills else None
            items += _pane(space, fill, x + frame + came + c * cell, y + frame + came + r * cell,
                           cell - came)
    return items
