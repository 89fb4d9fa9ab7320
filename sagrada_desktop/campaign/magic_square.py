"""The Magic Square: each family's 4 x 4 square on the back of the Cathedral Board.

A window's Magic Square space, filled in the game, colours the family's cell of that number
(the two 10s and the two 14s: the family chooses the cell the first time, the other one the
second time); a broken space crosses the cell out; an empty one leaves it empty. Color Variety
objectives pay Legacy Points at the end of the game that completes them, Color Collections at
the end of the campaign.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from attrs import evolve

from ..engine import Color
from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign, SquareFill, with_family, with_log
from .decisions import MagicSquareChoice
from .errors import CampaignError
from .families import Family, SquareCell
from .legacy_points import award
from .log_entries import LegacyWhy, SquareCellMarked
from .refusals import OneOf, refusal
from .unlocks import window_number

MagicCell = Color | Literal["broken"] | None


def square_numbers(content: CampaignContent) -> tuple[int, ...]:
    """The number of each cell, row-major."""
    return tuple(n for row in content.magic_square.numbers for n in row)


def cells_for(number: int, content: CampaignContent) -> tuple[int, ...]:
    return tuple(i for i, n in enumerate(square_numbers(content)) if n == number)


def free_cells(family: Family, number: int, content: CampaignContent) -> tuple[int, ...]:
    return tuple(i for i in cells_for(number, content) if family.square[i].is_free)


def window_fills(campaign: Campaign) -> tuple[SquareFill, ...]:
    """The Magic Square spaces of the window just played that each family filled or broke,
    family by family, row by row."""
    out = []
    for i, f in enumerate(campaign.families):
        for mark in f.journal[-1].magic_marks():
            out.append(SquareFill(i, mark.number, mark.color, broken=mark.color is None))
    return tuple(out)


def _mark(campaign: Campaign, fill: SquareFill, cell: int) -> Campaign:
    f = campaign.families[fill.family]
    mark = SquareCell(broken=True) if fill.broken else SquareCell(color=fill.color)
    square = f.square[:cell] + (mark,) + f.square[cell + 1:]
    campaign = with_family(campaign, fill.family, evolve(f, square=square))
    color = None if fill.broken else fill.color
    return with_log(campaign, SquareCellMarked(f.name, fill.number, color))


def _drop_head(campaign: Campaign) -> Campaign:
    after = campaign.after
    assert after is not None
    return evolve(campaign, after=evolve(after, square=after.square[1:]))


def settle_square(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Put in every pending fill that has one free cell (or none: nothing to mark), up to the
    first that needs a choice."""
    after = campaign.after
    assert after is not None
    while after.square:
        fill = after.square[0]
        free = free_cells(campaign.families[fill.family], fill.number, content)
        if len(free) >= 2:
            break
        if free:
            campaign = _mark(campaign, fill, free[0])
        campaign = _drop_head(campaign)
        after = campaign.after
        assert after is not None
    return campaign


def square_choice(campaign: Campaign, content: CampaignContent) -> MagicSquareChoice | None:
    after = campaign.after
    if after is None or not after.square:
        return None
    fill = after.square[0]
    free = free_cells(campaign.families[fill.family], fill.number, content)
    return MagicSquareChoice(fill.family, fill.number, free, None if fill.broken else fill.color)


def fill_cell(campaign: Campaign, content: CampaignContent, cell: int) -> Campaign:
    choice = square_choice(campaign, content)
    assert choice is not None
    if cell not in choice.cells:
        raise CampaignError(refusal("square-cell", number=choice.number,
                                    cells=OneOf(tuple(c for c in choice.cells))))
    after = campaign.after
    assert after is not None
    return _drop_head(_mark(campaign, after.square[0], cell))


def group_complete(square: tuple[SquareCell, ...], group: tuple[int, ...]) -> bool:
    """Four coloured cells (none broken or empty) with no repeated colour."""
    colors = [square[i].color for i in group]
    return all(c is not None for c in colors) and len(set(colors)) == len(colors)


def award_color_variety(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Legacy Points for each Color Variety objective completed (first group, all groups),
    each awarded once in the campaign."""
    number = window_number(campaign)
    for i in range(len(campaign.families)):
        for objective in content.magic_square.color_variety:
            f = campaign.families[i]
            done = [group_complete(f.square, g) for g in objective.groups]
            earned = []
            if any(done) and f"{objective.id}:first" not in f.variety_awarded:
                earned.append(("first", objective.first_points, False))
            if (objective.all_points and all(done)
                    and f"{objective.id}:all" not in f.variety_awarded):
                earned.append(("all", objective.all_points, True))
            for key, points, every in earned:
                f = campaign.families[i]
                f = evolve(f, variety_awarded=f.variety_awarded + (f"{objective.id}:{key}",))
                campaign = with_family(campaign, i, f)
                campaign = award(campaign, i, points, LegacyWhy(
                    "color-variety", number, objective=objective.id, all_groups=every),
                    {f"{objective.id}.name": objective.name})
    return campaign


def color_counts(family: Family) -> Counter[Color]:
    return Counter(c.color for c in family.square if c.color is not None)


def award_color_collections(campaign: Campaign, content: CampaignContent) -> Campaign:
    """End of campaign: points for each colour filling at least min_count cells."""
    rule = content.magic_square.color_collections
    number = window_number(campaign)
    for i, f in enumerate(campaign.families):
        colors = sorted((c for c, n in color_counts(f).items() if n >= rule.min_count),
                        key=lambda c: c.letter)
        if colors:
            campaign = award(campaign, i, rule.points_per_color * len(colors), LegacyWhy(
                "color-collections", number, colors=tuple(colors)))
    return campaign


def printable_square(family: Family) -> tuple[tuple[MagicCell, ...], ...]:
    """The square as the printing module draws it: 4 rows of colour, "broken" or None."""
    cells: list[MagicCell] = [
        "broken" if c.broken else c.color for c in family.square
    ]
    return tuple(tuple(cells[r * 4:r * 4 + 4]) for r in range(4))


def signatures(campaign: Campaign) -> tuple[tuple[int, str], ...]:
    """Who signed the Magic Square after each finished window: (window number, the name of
    the family placed 1st)."""
    if not campaign.families:
        return ()
    out = []
    for k, entry in enumerate(campaign.families[0].journal):
        winner = next(f.name for f in campaign.families if f.journal[k].place == 1)
        out.append((entry.number, winner))
    return tuple(out)
