"""The Cathedral Board: five colours by six values, each constructed space under its gold
seal, and the construction stickers still to be built, to cut out along the dashed grid:
below the board when they fit there, else on a page of their own.

A sticker covers its space: its face is the board's space with BLEED more on every side (a
sticker put down a little off, or cut a little inside its line, still covers it), and its
dashed cell leaves MARGIN of white around the face to cut in.
"""

from __future__ import annotations

from collections.abc import Iterable

from sagrada_desktop.engine import STANDARD_COLORS, Die

from . import wording
from .art import (
    CUT_DASH,
    centred_text,
    constructed_seal,
    cut_frame,
    die_face,
    glass,
    value_restriction,
)
from .fonts import wrap
from .page import FOOTER_HEIGHT, HEADING_HEIGHT, PageFormat, footer, heading
from .palette import CUT, GOLD_DARK, INK, LEAD, PAPER, RULE
from .primitives import Drawing, Item, Line, Rect, Text

VALUES = (1, 2, 3, 4, 5, 6)
LABEL_W = 62.0
MM = 72 / 25.4
BLEED = 1.0 * MM  # how far a sticker's face runs past its space, on each side
MARGIN = 1.0 * MM  # the white between a face and its dashed cut line
STICKERS_HEAD = 22.0  # the stickers' small heading above their grid


def space_size(cell: float) -> float:
    """The side of a space (its pane) on a board of `cell` points a space."""
    return cell - 6


def space_radius(cell: float) -> float:
    return space_size(cell) * 0.1


def _board(constructed: frozenset[Die], x: float, y: float, width: float,
           cell: float) -> tuple[list[Item], float]:
    frame = 9.0
    board_w = LABEL_W + 6 * cell + 2 * frame
    bx = x + (width - board_w) / 2
    head = 22.0
    board_h = head + 5 * cell + 2 * frame
    items: list[Item] = [
        Rect(bx, y, board_w, board_h, fill=LEAD, radius=10),
        Rect(bx + 4, y + 4, board_w - 8, board_h - 8, fill=PAPER, radius=7),
    ]
    gx = bx + frame + LABEL_W
    for j, value in enumerate(VALUES):
        items.append(centred_text(str(value), gx + j * cell + cell / 2, y + frame + head / 2,
                                  10, fill=GOLD_DARK))
    for i, color in enumerate(STANDARD_COLORS):
        ry = y + frame + head + i * cell
        items.append(Text(bx + frame + 4, ry + cell / 2 + 4, wording.COLOR_NAMES[color], 12,
                          font="title", fill=INK))
        for j, value in enumerate(VALUES):
            px, py = gx + j * cell + 3, ry + 3
            pane = space_size(cell)
            radius = space_radius(cell)
            items += glass(color, px, py, pane, pane, radius=radius, tinted=True)
            items.append(Rect(px, py, pane, pane, radius=radius, tag="space"))
            d = pane * 0.56
            items += value_restriction(value, px + (pane - d) / 2, py + (pane - d) / 2, d)
            if Die(color, value) in constructed:
                items += constructed_seal(px + pane / 2, py + pane / 2, pane * 0.36)
    return items, board_h


def sticker_cell(cell: float) -> float:
    """The side of a sticker's dashed cell for a board of `cell` points a space: its face
    (the space and BLEED on each side) and MARGIN around it."""
    return space_size(cell) + 2 * BLEED + 2 * MARGIN


def _rows(todo: list[Die]) -> int:
    return len({d.color for d in todo})


def _stickers(todo: list[Die], x: float, y: float, width: float,
              cell: float) -> tuple[list[Item], float]:
    """The stickers of a board of `cell` points a space, in a dashed cut grid: a row per
    colour still to build, a column per value (a space already constructed leaves its cell
    empty)."""
    colors = [c for c in STANDARD_COLORS if any(d.color is c for d in todo)]
    if not colors:
        return [], 0.0
    size = sticker_cell(cell)
    face = size - 2 * MARGIN
    # the corners too run BLEED past the space's own (space_radius), all round
    radius = space_radius(cell) + BLEED
    grid_w = len(VALUES) * size
    gx = x + (width - grid_w) / 2
    items: list[Item] = []
    for i, color in enumerate(colors):
        for die in (d for d in todo if d.color is color):
            sx, sy = gx + (die.value - 1) * size + MARGIN, y + i * size + MARGIN
            items += die_face(die.color, die.value, sx, sy, face, radius=radius)
            items.append(Rect(sx, sy, face, face, radius=radius, tag="sticker"))
    grid_h = len(colors) * size
    items += cut_frame(gx, y, grid_w, grid_h)
    for i in range(1, len(colors)):
        items.append(Line(gx, y + i * size, gx + grid_w, y + i * size, stroke=CUT, width=0.6,
                          dash=CUT_DASH))
    for j in range(1, len(VALUES)):
        items.append(Line(gx + j * size, y, gx + j * size, y + grid_h, stroke=CUT, width=0.6,
                          dash=CUT_DASH))
    return items, grid_h


def _board_cell(width: float, room: float) -> float:
    """The largest space (up to 72 points a cell) that fits a board into `room` points."""
    return min((width - LABEL_W - 18) / 6, (room - 22 - 18) / 5, 72.0)


def _stickers_height(todo: list[Die], cell: float) -> float:
    return STICKERS_HEAD + _rows(todo) * sticker_cell(cell) if todo else 0.0


def _stickers_block(todo: list[Die], page: PageFormat, y: float, cell: float,
                    kicker: bool = True) -> list[Item]:
    """The stickers' grid under their hint (and their small heading, unless the page's
    title names them)."""
    x, width = page.left, page.inner_width
    items: list[Item] = [Text(page.right, y + 7, wording.STICKERS_HINT, 8, font="italic",
                              fill=RULE, anchor="end")]
    if kicker:
        items.append(Text(x, y + 7, wording.STICKERS.upper(), 6.5, fill=GOLD_DARK,
                          spacing=1.2))
    grid, _ = _stickers(todo, x, y + STICKERS_HEAD, width, cell)
    return items + grid


def cathedral_pages(page: PageFormat, constructed: Iterable[Die] = ()) -> list[Drawing]:
    """The Cathedral Board with its constructed spaces sealed, and the stickers of the spaces
    still to construct (all 30 on a blank board), each covering its space: below the board
    when they fit there at the board's size, else on a second page."""
    built = frozenset(d for d in constructed if d.color in STANDARD_COLORS and d.value in VALUES)
    x, width = page.left, page.inner_width
    count = wording.CONSTRUCTED_COUNT.format(count=len(built))
    right: list[Item] = [Text(page.right, page.top + 40, count, 10, fill=INK, anchor="end")]
    items: list[Item] = heading(page, wording.PRINT_AND_PLAY, wording.CATHEDRAL, right=right,
                                title_width=width - 180)
    y = page.top + HEADING_HEIGHT + 6
    for line in wrap(wording.CATHEDRAL_HINT, "italic", 10.5, width):
        items.append(Text(x + width / 2, y + 8, line, 10.5, font="italic", fill=INK,
                          anchor="middle"))
        y += 13
    y += 10
    todo = [Die(c, v) for c in STANDARD_COLORS for v in VALUES if Die(c, v) not in built]
    bottom = page.bottom - FOOTER_HEIGHT - 8
    cell = _board_cell(width, bottom - y)
    board, board_h = _board(built, x, y, width, cell)
    items += board
    below = y + board_h + 18
    if not todo or below + _stickers_height(todo, cell) <= bottom:
        if todo:
            items += _stickers_block(todo, page, below, cell)
        items += footer(page, wording.CUT_HINT if todo else "")
        return [Drawing(page.width, page.height, items)]
    items += footer(page)
    sheet: list[Item] = heading(page, wording.CATHEDRAL, wording.STICKERS)
    sheet += _stickers_block(todo, page, page.top + HEADING_HEIGHT + 10, cell, kicker=False)
    sheet += footer(page, wording.CUT_HINT)
    return [Drawing(page.width, page.height, items), Drawing(page.width, page.height, sheet)]
