"""A ruled table for scorecards: a header row, body rows, an optional emphasised last row."""

from __future__ import annotations

from collections.abc import Sequence

from attrs import field, frozen

from .fonts import fit_size
from .palette import INK, PAPER, RULE, SHADE
from .primitives import FontRole, Item, Line, Rect, Text


def _strs(values: Sequence[str]) -> tuple[str, ...]:
    return tuple(values)


@frozen
class Row:
    cells: tuple[str, ...] = field(converter=_strs)
    strong: bool = False   # a totals row: double rule above, larger figures
    note: bool = False     # a row of small print (placements, tie-breaks)


def table(x: float, y: float, widths: Sequence[float], header: Sequence[str],
          rows: Sequence[Row], row_h: float, *, names: bool = False) -> list[Item]:
    """The first column is left-aligned labels (names=True: family names, in italic);
    the others centred figures in boxes."""
    total_w = sum(widths)
    items: list[Item] = [Rect(x, y, total_w, row_h, fill=SHADE, radius=3)]
    lefts = [x + sum(widths[:i]) for i in range(len(widths))]
    for i, text in enumerate(header):
        if not text:
            if i > 0:  # a blank card: a line to write the player's name on
                items.append(Line(lefts[i] + 8, y + row_h - 5, lefts[i] + widths[i] - 8,
                                  y + row_h - 5, stroke=RULE, width=0.5))
            continue
        if i == 0:
            size = fit_size(text, "body", 7.5, widths[0] - 12, 5.5)
            items.append(Text(lefts[0] + 8, y + row_h / 2 + 2.7, text, size, fill=INK))
        elif text.lstrip("-").isdigit():  # Garamond's figures are old-style: use lining ones
            items.append(Text(lefts[i] + widths[i] / 2, y + row_h / 2 + 3.2, text, 9.0,
                              fill=INK, anchor="middle"))
        else:
            size = fit_size(text, "title", 11.5, widths[i] - 6, 7.0)
            items.append(Text(lefts[i] + widths[i] / 2, y + row_h / 2 + 3.6, text, size,
                              font="title", fill=INK, anchor="middle"))
    ry = y + row_h
    for row in rows:
        if row.strong:
            items.append(Line(x, ry + 1, x + total_w, ry + 1, stroke=INK, width=0.6))
            items.append(Line(x, ry + 3, x + total_w, ry + 3, stroke=INK, width=0.6))
            ry += 3
        else:
            items.append(Line(x, ry, x + total_w, ry, stroke=SHADE, width=0.6))
        for i, text in enumerate(row.cells):
            if i == 0:
                font: FontRole = "title" if row.strong else ("italic" if names else "body")
                largest = 12.5 if row.strong else (13.0 if names else 8.0)
                size = fit_size(text, font, largest, widths[0] - 12, 5.5)
                items.append(Text(lefts[0] + 8, ry + row_h / 2 + size * 0.36, text, size,
                                  font=font, fill=INK))
                continue
            bx, bw = lefts[i] + 5, widths[i] - 10
            if not row.note:
                items.append(Rect(bx, ry + 2.5, bw, row_h - 5, fill=PAPER,
                                  stroke=INK if row.strong else RULE,
                                  width=0.9 if row.strong else 0.5, radius=2))
            if text:
                size = 11.5 if row.strong else (11.0 if row.note else 10.0)
                items.append(Text(lefts[i] + widths[i] / 2, ry + row_h / 2 + size * 0.36, text,
                                  size, font="italic" if row.note else "body", fill=INK,
                                  anchor="middle"))
        ry += row_h
    items.append(Rect(x, y, total_w, ry - y, stroke=RULE, width=0.7, radius=3))
    for left in lefts[1:]:
        items.append(Line(left, y + row_h, left, ry, stroke=SHADE, width=0.5))
    return items


def table_height(rows: Sequence[Row], row_h: float) -> float:
    return row_h * (len(rows) + 1) + 3 * sum(1 for r in rows if r.strong)
