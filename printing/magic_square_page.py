"""The Magic Square sheet: the family's 4 x 4 square (blank or coloured so far) and the Magic
Objectives, Color Variety with a small map of the cells each one looks at, and Color
Collections with a tally per colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from sagrada_desktop.engine import STANDARD_COLORS, Color
from sagrada_desktop.engine.legacy_types import MagicColorVariety, MagicSquare

from . import wording
from .art import broken_mark, centred_text, glass, number_badge
from .fonts import fit_size, wrap
from .page import FOOTER_HEIGHT, HEADING_HEIGHT, PageFormat, footer, heading
from .palette import FAINT, GOLD, GOLD_DARK, INK, LEAD, PAPER, RULE, SHADE
from .primitives import Drawing, Item, Line, Rect, Text

MagicCell = Color | Literal["broken"] | None

MAGIC_NUMBERS: tuple[tuple[int, ...], ...] = (
    (1, 14, 14, 4), (11, 7, 6, 9), (8, 10, 10, 5), (13, 2, 3, 15),
)


def _cells(square: Sequence[Sequence[MagicCell]] | None) -> list[MagicCell]:
    if square is None:
        return [None] * 16
    flat = [cell for row in square for cell in row]
    if len(flat) != 16:
        raise ValueError(f"a Magic Square has 16 cells (4 rows of 4), not {len(flat)}")
    return flat


def _square(numbers: Sequence[Sequence[int]], cells: list[MagicCell], x: float, y: float,
            cell: float) -> list[Item]:
    frame, came = cell * 0.1, cell * 0.07
    size = 4 * cell + came + 2 * frame
    items: list[Item] = [Rect(x, y, size, size, fill=LEAD, radius=frame)]
    pane = cell - came
    for i, content in enumerate(cells):
        r, c = divmod(i, 4)
        px, py = x + frame + came + c * cell, y + frame + came + r * cell
        number = str(numbers[r][c])
        if isinstance(content, Color):
            items += glass(content, px, py, pane, pane, radius=pane * 0.06)
            items += number_badge(number, px + pane / 2, py + pane / 2, pane * 0.22)
        else:
            items.append(Rect(px, py, pane, pane, fill=PAPER, radius=pane * 0.06))
            items.append(centred_text(number, px + pane / 2, py + pane / 2, pane * 0.36,
                                      fill=FAINT))
            if content == "broken":
                items += broken_mark(px, py, pane)
    return items


def _complete(group: Sequence[int], cells: list[MagicCell]) -> bool:
    colours = [cells[i] for i in group]
    return all(isinstance(c, Color) for c in colours) and len(set(colours)) == len(colours)


def _tick_box(x: float, y: float, label: str, ticked: bool) -> list[Item]:
    items: list[Item] = [Rect(x, y, 9, 9, fill=PAPER, stroke=INK, width=0.6, radius=1.5),
                         Text(x + 13, y + 7.5, label, 7, fill=INK)]
    if ticked:
        items.append(Line(x + 2, y + 4.8, x + 4, y + 7, stroke=INK, width=1.2))
        items.append(Line(x + 4, y + 7, x + 8, y + 1.5, stroke=INK, width=1.2))
    return items


def _variety_card(objective: MagicColorVariety, cells: list[MagicCell], x: float, y: float,
                  w: float, h: float, show_progress: bool) -> list[Item]:
    items: list[Item] = [Rect(x, y, w, h, stroke=RULE, width=0.7, radius=5)]
    mini = min(w * 0.11, 10.0)
    mx = x + (w - 4 * mini) / 2
    first = set(objective.groups[0]) if objective.groups else set()
    others = {i for g in objective.groups[1:] for i in g}
    for i in range(16):
        r, c = divmod(i, 4)
        fill = GOLD if i in first else (SHADE if i in others else PAPER)
        items.append(Rect(mx + c * mini, y + 8 + r * mini, mini, mini, fill=fill, stroke=RULE,
                          width=0.4))
    ty = y + 8 + 4 * mini + 15
    items.append(Text(x + w / 2, ty, objective.name, fit_size(objective.name, "title", 12.0,
                                                              w - 10, 8.0),
                      font="title", fill=INK, anchor="middle"))
    done = [_complete(g, cells) for g in objective.groups] if show_progress else []
    by = ty + 9
    items += _tick_box(x + 8, by, wording.labelled(
        wording.FIRST_ONE, f"+{objective.first_points} {wording.LP}"), any(done))
    if objective.all_points and len(objective.groups) > 1:
        items += _tick_box(x + 8, by + 13, wording.labelled(
            wording.ALL_OF_THEM, f"+{objective.all_points} {wording.LP}"), bool(done) and all(done))
    return items


def _collections(square: MagicSquare, cells: list[MagicCell], x: float, y: float,
                 width: float, show_progress: bool) -> list[Item]:
    rule = square.color_collections
    items: list[Item] = [
        Text(x, y + 7, wording.COLOR_COLLECTIONS.upper(), 6.5, fill=GOLD_DARK, spacing=1.2),
    ]
    ty = y + 22
    for line in wrap(rule.text or wording.COLOR_COLLECTIONS_HINT, "body", 8.2, width):
        items.append(Text(x, ty, line, 8.2, fill=INK))
        ty += 11
    step = width / len(STANDARD_COLORS)
    for i, color in enumerate(STANDARD_COLORS):
        cx = x + i * step
        items += glass(color, cx, ty + 2, 18, 18, radius=3, border=INK, border_width=0.5)
        items.append(Text(cx + 24, ty + 10, wording.COLOR_NAMES[color], 8, fill=INK))
        count = sum(1 for c in cells if c is color) if show_progress else 0
        for k in range(rule.min_count):
            bx = cx + 24 + k * 11
            items.append(Rect(bx, ty + 14, 8, 8, fill=INK if k < count else PAPER,
                              stroke=INK, width=0.5, radius=1))
        if show_progress and count > rule.min_count:
            items.append(Text(cx + 24 + rule.min_count * 11 + 2, ty + 21,
                              f"+{count - rule.min_count}", 7, fill=RULE))
    return items


def magic_square_page(page: PageFormat, square: MagicSquare, *,
                      cells: Sequence[Sequence[MagicCell]] | None = None,
                      family: str = "") -> Drawing:
    """The Magic Square sheet: blank when `cells` is None, else the family's square so far
    (4 rows of 4: a Color, "broken", or None for an empty cell)."""
    flat = _cells(cells)
    show_progress = cells is not None
    x, width = page.left, page.inner_width
    title = f"{wording.MAGIC_SQUARE} \u00b7 {family}" if family else wording.MAGIC_SQUARE
    kicker = wording.labelled(wording.FAMILY, family) if family else wording.PRINT_AND_PLAY
    items: list[Item] = heading(page, kicker, title)
    y = page.top + HEADING_HEIGHT + 6
    for line in wrap(wording.MAGIC_HINT, "italic", 10.5, width):
        items.append(Text(x + width / 2, y + 8, line, 10.5, font="italic", fill=INK,
                          anchor="middle"))
        y += 13
    y += 8

    rule_text = square.color_collections.text or wording.COLOR_COLLECTIONS_HINT
    collections_h = 22 + 11 * len(wrap(rule_text, "body", 8.2, width)) + 30
    collections_y = page.bottom - FOOTER_HEIGHT - collections_h
    variety_y = collections_y - 14 - 13 - 112
    room = variety_y - 16 - y
    cell = min(room / 4.24, width * 0.74 / 4.24, 112.0)
    size = 4 * cell + cell * 0.07 + 2 * cell * 0.1
    items += _square(square.numbers or MAGIC_NUMBERS, flat, x + (width - size) / 2,
                     y + (room - size) / 2, cell)

    y = variety_y
    items.append(Text(x, y + 7, wording.COLOR_VARIETY.upper(), 6.5, fill=GOLD_DARK,
                      spacing=1.2))
    items.append(Text(x + width, y + 7, wording.COLOR_VARIETY_HINT, 8, font="italic",
                      fill=RULE, anchor="end"))
    objectives = square.color_variety
    if objectives:
        gap = 8.0
        w = (width - gap * (len(objectives) - 1)) / len(objectives)
        for i, objective in enumerate(objectives):
            items += _variety_card(objective, flat, x + i * (w + gap), y + 13, w, 112,
                                   show_progress)
    items += _collections(square, flat, x, collections_y, width, show_progress)
    items += footer(page)
    return Drawing(page.width, page.height, items)
