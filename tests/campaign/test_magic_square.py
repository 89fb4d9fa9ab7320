"""The Magic Square: filling cells from each window's Magic Square spaces (the 10/14 choice,
broken and empty spaces) and the Magic Objectives."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    AfterGame,
    Campaign,
    CampaignError,
    FillSquareCell,
    JournalEntry,
    MagicSquareChoice,
    SquareCell,
    decide,
    pending_decision,
    printable_square,
)
from sagrada_desktop.campaign.flow import advance
from sagrada_desktop.campaign.magic_square import (
    award_color_collections,
    award_color_variety,
    group_complete,
)
from sagrada_desktop.campaign.rewards import give_rewards
from sagrada_desktop.engine import BROKEN, Color, Die
from sagrada_desktop.engine.window import Fill

from .content_fixture import CONTENT, MAGIC_PLACES
from .helpers import score, start

R, Y, G, B, P = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE


def played(c: Campaign, window: int, fills: tuple[tuple[Fill, Fill], ...]) -> Campaign:
    """Window `window` just ended; family i filled its two Magic Square spaces with fills[i]
    (a die, BROKEN, or None for empty). Runs on to the first decision."""
    card = list(CONTENT.windows.values())[window]
    fams = []
    for i, f in enumerate(c.families):
        w = card.design.pattern
        for (r, col), fill in zip(MAGIC_PLACES, fills[i], strict=False):
            if fill is not None:
                w = w.with_fill(r, col, fill)
        entry = JournalEntry(card.design.id, card.number, f.member, w,
                             score(i, 40 - i, i + 1), "p", ())
        fams.append(evolve(f, journal=f.journal + (entry,)))
    c = evolve(c, families=tuple(fams), window=window, game=None, stage="rewards",
               after=AfterGame(scores=tuple(f.journal[-1].score for f in fams)))
    return advance(give_rewards(c, CONTENT), CONTENT)


def cell(c: Campaign, family: int, index: int) -> SquareCell:
    return c.families[family].square[index]


def test_a_filled_space_colours_its_cell_and_the_first_14_is_a_choice() -> None:
    c = played(start(2), 0, ((Die(R, 3), Die(B, 5)), (None, None)))
    assert cell(c, 0, 0) == SquareCell(R)  # number 1
    d = pending_decision(c, CONTENT)
    assert d == MagicSquareChoice(0, 14, (1, 2), B)
    with pytest.raises(CampaignError, match="goes into cell 1 or 2"):
        decide(c, CONTENT, FillSquareCell(0))
    c = decide(c, CONTENT, FillSquareCell(2))
    assert cell(c, 0, 2) == SquareCell(B) and cell(c, 0, 1).is_free
    assert cell(c, 1, 0).is_free  # an empty space leaves its cell empty
    # window 2 prints the other 14 (and a 4): it goes into the free 14 without a choice
    c = evolve(c, stage="cleanup")
    c = played(c, 1, ((Die(G, 2), Die(P, 6)), (None, None)))
    assert cell(c, 0, 1) == SquareCell(G)
    assert cell(c, 0, 3) == SquareCell(P)
    assert c.stage != "magic-square"


def test_broken_spaces_cross_out_their_cell() -> None:
    c = played(start(2), 0, ((BROKEN, BROKEN), (None, None)))
    assert cell(c, 0, 0) == SquareCell(broken=True)
    d = pending_decision(c, CONTENT)
    assert d == MagicSquareChoice(0, 14, (1, 2), None)
    c = decide(c, CONTENT, FillSquareCell(1))
    assert cell(c, 0, 1) == SquareCell(broken=True)


def test_an_empty_14_leaves_both_cells_free_for_the_next_one() -> None:
    c = played(start(2), 0, ((Die(R, 3), None), (None, None)))
    assert c.stage != "magic-square"
    c = played(evolve(c, stage="cleanup"), 1, ((Die(G, 2), None), (None, None)))
    assert pending_decision(c, CONTENT) == MagicSquareChoice(0, 14, (1, 2), G)


def square(*cells: object) -> tuple[SquareCell, ...]:
    out = []
    for x in cells:
        if x == "X":
            out.append(SquareCell(broken=True))
        elif isinstance(x, Color):
            out.append(SquareCell(x))
        else:
            out.append(SquareCell())
    return tuple(out)


LATIN = square(R, Y, G, B,
               Y, G, B, P,
               G, B, P, R,
               B, P, R, Y)


@pytest.mark.parametrize(("cells", "group", "done"), [
    (LATIN, (0, 1, 2, 3), True),
    (square(R, Y, G, R, *[None] * 12), (0, 1, 2, 3), False),      # a repeated colour
    (square(R, Y, G, "X", *[None] * 12), (0, 1, 2, 3), False),    # broken
    (square(R, Y, G, None, *[None] * 12), (0, 1, 2, 3), False),   # empty
])
def test_color_variety_groups(cells: tuple[SquareCell, ...], group: tuple[int, ...],
                              done: bool) -> None:
    assert group_complete(cells, group) is done


def test_color_variety_pays_first_and_all_once_each() -> None:
    c = start(1)
    half = square(R, Y, G, B, *[None] * 12)
    c = evolve(c, families=(evolve(c.families[0], square=half),))
    c = award_color_variety(c, CONTENT)
    assert [(a.points, a.detail) for a in c.families[0].legacy] == [(1, "Color Variety: Rows")]
    c = award_color_variety(c, CONTENT)
    assert c.families[0].legacy_points == 1
    c = evolve(c, families=(evolve(c.families[0], square=LATIN),))
    c = award_color_variety(c, CONTENT)
    details = [a.detail for a in c.families[0].legacy]
    # the corners (R B B Y), the middle (G B B P) and one diagonal (B B B B) repeat colours
    assert details == [
        "Color Variety: Rows", "Color Variety: Rows, all", "Color Variety: Columns",
        "Color Variety: Columns, all", "Color Variety: Each Diagonal"]
    assert all(a.source == "color-variety" for a in c.families[0].legacy)


def test_color_collections_count_colours_in_four_cells_or_more() -> None:
    c = start(1)
    cells = square(R, R, R, R, B, B, B, B, B, G, G, G, "X", "X", None, Y)
    c = evolve(c, families=(evolve(c.families[0], square=cells),))
    c = award_color_collections(c, CONTENT)
    award = c.families[0].legacy[-1]
    assert (award.points, award.source) == (2, "color-collections")
    assert award.detail == "Color Collections: blue, red"


def test_the_printable_square_is_four_rows_of_colour_broken_or_empty() -> None:
    f = evolve(start(1).families[0], square=square(R, "X", None, *[None] * 13))
    rows = printable_square(f)
    assert rows[0] == (R, "broken", None, None) and len(rows) == 4
