"""A construction sticker covers its space: the sheet says a space covered by its sticker is
constructed, so every sticker printed (A4 and Letter, a blank board and one part built) is at
least its board space with a millimetre to spare on every side, its rounded corners included,
and its dashed cell leaves white around it to cut in. Measured on the drawn pages."""

from __future__ import annotations

import math

import pytest

from printing.cathedral_page import cathedral_pages
from printing.page import page_format
from printing.primitives import Rect
from sagrada_desktop.engine import STANDARD_COLORS, Die

from .test_pencil_room import MM, tagged

BUILT = frozenset({Die(STANDARD_COLORS[0], v) for v in (1, 2)} | {Die(STANDARD_COLORS[3], 6)})


def _covers(outer: Rect, inner_w: float, inner_r: float, spare: float) -> bool:
    """Whether a rounded square `outer`, laid centred over a rounded square of side inner_w
    and corner radius inner_r, covers it with `spare` to spare on each side, corners too."""
    if outer.w - inner_w < 2 * spare - 1e-6 or outer.h - inner_w < 2 * spare - 1e-6:
        return False
    inset = (outer.w - inner_w) / 2
    # along a corner's diagonal: the outer arc's distance from the corner, and the inner's
    return outer.radius * (math.sqrt(2) - 1) <= inset * math.sqrt(2) + inner_r * (
        math.sqrt(2) - 1) - spare


@pytest.mark.parametrize("size", ["a4", "letter"])
@pytest.mark.parametrize("built", [frozenset(), BUILT], ids=["blank", "part-built"])
def test_every_sticker_covers_its_space(size: str, built: frozenset[Die]) -> None:
    page = page_format(size)
    pages = cathedral_pages(page, built)
    spaces = [i for i, _ in tagged(pages, "space") if isinstance(i, Rect)]
    stickers = [i for i, _ in tagged(pages, "sticker") if isinstance(i, Rect)]
    assert len(spaces) == 30 and len(stickers) == 30 - len(built)
    space = max(spaces, key=lambda r: r.w)
    assert all(r.w == space.w for r in spaces)
    for sticker in stickers:
        assert _covers(sticker, space.w, space.radius, 1.0 * MM - 0.01), (sticker, space)
        assert page.left <= sticker.x and sticker.x + sticker.w <= page.right
        assert page.top <= sticker.y and sticker.y + sticker.h <= page.bottom
    # a dashed cell around each, a step apart: white between two stickers to cut in
    xs = sorted({round(s.x, 2) for s in stickers})
    assert all(b - a >= stickers[0].w + 2 * MM - 0.01 for a, b in zip(xs, xs[1:], strict=False))


def test_the_spaces_keep_their_size_when_the_stickers_need_a_page() -> None:
    """All 30 stickers at a space's size do not fit under the board: they take a second page
    and the board keeps its spaces (23 mm on A4); a few fit under it, on one page."""
    a4 = page_format("a4")
    blank = cathedral_pages(a4)
    assert len(blank) == 2
    space = next(i for i, _ in tagged(blank, "space") if isinstance(i, Rect))
    assert space.w >= 23 * MM
    nearly = frozenset(Die(c, v) for c in STANDARD_COLORS for v in range(1, 7)) - {
        Die(STANDARD_COLORS[2], 4)}
    assert len(cathedral_pages(a4, nearly)) == 1
    every = frozenset(Die(c, v) for c in STANDARD_COLORS for v in range(1, 7))
    assert len(cathedral_pages(a4, every)) == 1 and not tagged(cathedral_pages(a4, every),
                                                                  "sticker")
