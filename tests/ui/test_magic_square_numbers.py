"""The Magic Square tab's numbers read at a glance: in the campaign book at 1280x720 each cell's
number is drawn at least 12 pixels high (it was about 7), and the two families' squares still
fit the tab side by side; the Magic Square choice page's cells are larger still."""

from __future__ import annotations

import re

from sagrada_desktop.ui.campaign.campaign_pictures import square_cell_svg
from sagrada_desktop.ui.campaign.widgets.magic_square_grid import MagicSquareGrid

from .campaign_helpers import campaign_at, main_window, open_campaign

SMALLEST = 12.0  # pixels


def _number_px(grid: MagicSquareGrid, cell: int) -> float:
    """The drawn size, in pixels, of the number of one cell of `grid`."""
    svg = square_cell_svg(grid.numbers[cell], None, False, False)
    number = str(grid.numbers[cell])
    size = next(float(m.group(1)) for m in re.finditer(
        r'font-size="([\d.]+)"[^>]*>(\d+)</text>', svg) if m.group(2) == number)
    viewbox = float(re.search(r'viewBox="0,0,([\d.]+),', svg).group(1))
    return size * grid.buttons[cell].iconSize().width() / viewbox


def test_the_books_magic_square_numbers_are_large_enough(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path, size=(1280, 720))
    open_campaign(window, campaign_at(lambda c, d: c.window == 1 and c.stage == "setup"))
    book = window.campaign.show_book()
    assert book is not None
    book.resize(1280, 720)
    tabs = book.book
    tabs.setCurrentIndex(next(k for k in range(tabs.count()) if tabs.tabText(k) == "Magic Square"))
    grids = tabs.findChildren(MagicSquareGrid)
    assert len(grids) == 2
    for grid in grids:
        assert min(_number_px(grid, k) for k in range(16)) >= SMALLEST
        assert grid.isVisible() and grid.width() <= tabs.width() // 2
    book.close()


def test_the_choice_pages_cells_are_larger_still(qtbot, tmp_path):
    grid = MagicSquareGrid(((1, 14, 14, 4), (11, 7, 6, 9), (8, 10, 10, 5), (13, 2, 3, 15)), 72)
    qtbot.addWidget(grid)
    assert min(_number_px(grid, k) for k in range(16)) >= SMALLEST * 1.2
