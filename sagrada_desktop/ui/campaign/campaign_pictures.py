"""The campaign's pictures as SVG, from the print-outs' own art (printing.art): Magic Square
cells, Market boxes with the reward they show, Tool Box Capacity slots and Family Crest slots.
Every colour comes with its texture unless the colour-blind textures are off."""

from __future__ import annotations

from functools import lru_cache

from printing import art
from printing.palette import GLASS, GOLD, GOLD_DARK, INK, PAPER
from printing.primitives import Circle, Drawing, Item, Line, Path, Rect
from printing.svg_render import render_svg
from sagrada_desktop.engine import Color

BOX = 100.0
PALE = "#f7f0e3"
CROSSED = "#d9cbb0"


def _svg(items: list[Item]) -> str:
    return render_svg(Drawing(BOX, BOX, items), width="100", height="100")


def _glass(color: Color, x: float, y: float, w: float, h: float, textures: bool,
           radius: float) -> list[Item]:
    if textures:
        return art.glass(color, x, y, w, h, radius=radius)
    return [Rect(x, y, w, h, fill=GLASS[color].full, radius=radius)]


NUMBER_BADGE = 0.36  # the number badge's radius, of the cell's side


@lru_cache(maxsize=256)
def square_cell_svg(number: int, color: Color | None, broken: bool, choosable: bool,
                    textures: bool = True) -> str:
    """A Magic Square cell: its number, the colour it was filled with (and texture), or
    crossed out; a gold ring when it may be chosen now."""
    items: list[Item] = []
    if color is not None:
        items += _glass(color, 3, 3, BOX - 6, BOX - 6, textures, 8)
    else:
        items.append(Rect(3, 3, BOX - 6, BOX - 6, fill=PALE, stroke="#b9a98c", width=2,
                          radius=8))
    # the number is what the cell is read by: a badge across the middle of the cell (in the
    # book's 56-pixel cells, figures 15 pixels high), legible on glass too
    items += art.magic_badge(number, BOX / 2, BOX / 2, BOX * NUMBER_BADGE)
    if broken:
        items += art.broken_mark(0, 0, BOX)
    if choosable:
        items.append(Rect(4, 4, BOX - 8, BOX - 8, stroke=GOLD, width=7, radius=8, dash=(10, 5)))
    return _svg(items)


def _shield(cx: float, cy: float, r: float, fill: str) -> list[Item]:
    return [Path([("M", cx - r, cy - r), ("L", cx + r, cy - r), ("L", cx + r, cy),
                  ("C", cx + r, cy + r * 0.7, cx + r * 0.4, cy + r * 1.0, cx, cy + r * 1.2),
                  ("C", cx - r * 0.4, cy + r * 1.0, cx - r, cy + r * 0.7, cx - r, cy), ("Z",)],
                 fill=fill, stroke=INK, width=3)]


def _tool(cx: float, cy: float, r: float) -> list[Item]:
    """A glazier's hammer: handle and head."""
    return [Line(cx - r * 0.8, cy + r * 0.8, cx + r * 0.3, cy - r * 0.3, stroke=INK, width=7),
            Rect(cx - r * 0.05, cy - r * 0.95, r * 0.9, r * 0.45, fill=GOLD_DARK, stroke=INK,
                 width=3, radius=3)]


@lru_cache(maxsize=128)
def market_box_svg(reward: str, points: int, crossed: bool, next_box: bool) -> str:
    """A Market track box: the reward it shows (Legacy Points, a crest sticker, a Tool Card,
    or none), crossed off once bought; the next box to buy is outlined in gold."""
    items: list[Item] = [Rect(4, 4, BOX - 8, BOX - 8, fill=CROSSED if crossed else PAPER,
                              stroke=GOLD if next_box else INK, width=7 if next_box else 3,
                              radius=10)]
    if reward == "legacy":
        items += art.number_badge(f"+{points}", BOX / 2, BOX / 2, BOX * 0.27)
    elif reward == "crest":
        items += _shield(BOX / 2, BOX * 0.42, BOX * 0.24, GOLD)
    elif reward == "tool":
        items += _tool(BOX / 2, BOX / 2, BOX * 0.34)
    else:
        items.append(Circle(BOX / 2, BOX / 2, 5, fill=INK))
    if crossed:
        items += art.broken_mark(0, 0, BOX)
    return _svg(items)


@lru_cache(maxsize=32)
def slot_svg(cost: int, filled: bool, next_slot: bool) -> str:
    """A Tool Box Capacity slot: filled (a gold tool) or empty with the coins it costs."""
    items: list[Item] = [Rect(4, 4, BOX - 8, BOX - 8, fill=GOLD if filled else PAPER,
                              stroke=GOLD_DARK if next_slot else INK,
                              width=7 if next_slot else 3, radius=12)]
    if filled:
        items += _tool(BOX / 2, BOX / 2, BOX * 0.34)
    else:
        items += [Circle(BOX / 2, BOX / 2, BOX * 0.27, fill="#e7c46a", stroke=GOLD_DARK,
                         width=4),
                  art.centred_text(str(cost), BOX / 2, BOX / 2, BOX * 0.3)]
    return _svg(items)


@lru_cache(maxsize=32)
def crest_svg(color: Color, filled: bool, textures: bool = True) -> str:
    """A Family Crest slot: the family's colour shield when a sticker is in it."""
    fill = GLASS[color].full if filled else PALE
    items = _shield(BOX / 2, BOX * 0.4, BOX * 0.36, fill)
    if filled and textures:
        items += art.glass(color, BOX * 0.32, BOX * 0.22, BOX * 0.36, BOX * 0.3, radius=4)
    return _svg(items)


@lru_cache(maxsize=8)
def coin_svg() -> str:
    return _svg([Circle(BOX / 2, BOX / 2, BOX * 0.42, fill="#e7c46a", stroke=GOLD_DARK,
                        width=6),
                 Circle(BOX / 2, BOX / 2, BOX * 0.3, stroke=GOLD_DARK, width=3)])
