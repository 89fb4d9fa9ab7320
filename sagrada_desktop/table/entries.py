"""The results of a window played at the table, entered step by step: each family's finished
window (space by space, by click or keyboard), the Cathedral spaces it constructed and the
point boxes it used of each window tool, or instead its scorecard's numbers.

Every step is one of campaign/table_window.py's entries, appended to the window being played
(the campaign save keeps them all); undo drops the last one, until the window is closed.
What the steps add up to, family by family, is `entered(table)`.

A step is refused (TableError) when it does not fit the window (a space outside its shape, a
die no space can hold, more point boxes than a tool has) or the Cathedral Board (a space that
is not the lowest unconstructed one of its colour, one another family entered, more
constructions than rounds the family ended as last player). An entered window may break a
placement restriction: the table is shown which spaces do (checks.py), and the window is not
closed until they are corrected or crossed out, as the rulebook says.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from attrs import evolve, frozen

from ..campaign.campaign_state import Campaign
from ..campaign.paper_score import PaperScore
from ..campaign.table_checks import entry_problems
from ..campaign.table_window import (
    OVER,
    ConstructionsEntered,
    EnteredSpace,
    ScorecardEntered,
    SpacesEntered,
    TableEntry,
    TableWindow,
    ToolBoxesEntered,
)
from ..engine import BROKEN, ROUNDS, STANDARD_COLORS, Die, Window
from ..engine.cathedral import lowest_unconstructed
from ..wording.details import detail_text
from .refusals import Refusal, Space, TableError, refusal


@frozen
class FamilyEntry:
    """One family's results as entered so far: its window (the empty pattern to begin with),
    the Cathedral spaces it constructed, the point boxes used of each window tool, and the
    scorecard typed in instead of the window (None: the window is entered). `touched`:
    something was entered for the family."""

    window: Window
    constructed: tuple[Die, ...] = ()
    tool_boxes_used: tuple[int, ...] = ()
    card: PaperScore | None = None
    touched: bool = False

    @property
    def by_scorecard(self) -> bool:
        return self.card is not None


_last: tuple[object, object, tuple[FamilyEntry, ...]] = (None, None, ())


def entered(table: TableWindow) -> tuple[FamilyEntry, ...]:
    """Every family's results, the entry steps added up in order (kept for the last window
    asked about: the screens ask at every paint)."""
    global _last
    setup, steps, got = _last
    if setup is table.setup and steps is table.entries:
        return got
    design = table.setup.window
    blank = FamilyEntry(design.pattern.cleared(), tool_boxes_used=(0,) * len(design.tools))
    out = [blank] * len(table.setup.seats)
    for step in table.entries:
        out[step.family] = _applied(out[step.family], step)
    got = tuple(out)
    _last = (table.setup, table.entries, got)
    return got


def _applied(entry: FamilyEntry, step: TableEntry) -> FamilyEntry:
    if isinstance(step, SpacesEntered):
        window = entry.window
        for s in step.spaces:
            fill = BROKEN if s.broken else s.die
            window = window.with_fill(s.space // window.cols, s.space % window.cols, fill)
        return evolve(entry, window=window, touched=True)
    if isinstance(step, ConstructionsEntered):
        return evolve(entry, constructed=step.spaces, touched=True)
    if isinstance(step, ToolBoxesEntered):
        return evolve(entry, tool_boxes_used=step.used, touched=True)
    return evolve(entry, card=step.card, touched=True)


def table_of(campaign: Campaign) -> TableWindow:
    """The window being played at the table (TableError when there is none)."""
    if campaign.table is None or campaign.stage != "table":
        raise TableError(refusal("not-at-table"))
    return campaign.table


def enter(campaign: Campaign, step: TableEntry) -> Campaign:
    """The campaign with one more entry step, checked against the window and the Cathedral
    Board (TableError says why it is refused)."""
    table = table_of(campaign)
    if table.round < OVER:
        raise TableError(refusal("game-not-over", last=ROUNDS))
    n = len(campaign.families)
    if not 0 <= step.family < n:
        raise TableError(refusal("no-such-family", family=step.family + 1))
    problems = entry_problems(step, table.setup.window, n, "")
    if problems:
        raise TableError(*(refusal("entry-shape", problem=detail_text(p)) for p in problems))
    if isinstance(step, ConstructionsEntered):
        errors = construction_refusals(campaign, table, step.family, step.spaces)
        if errors:
            raise TableError(*errors)
    return evolve(campaign, table=evolve(table, entries=table.entries + (step,)))


def undo(campaign: Campaign) -> Campaign:
    """The campaign without the last entry step (an entry mistake taken back)."""
    table = table_of(campaign)
    if not table.entries:
        raise TableError(refusal("nothing-to-undo"))
    return evolve(campaign, table=evolve(table, entries=table.entries[:-1]))


# --- the steps a person takes ------------------------------------------------------------------

def fill_space(campaign: Campaign, family: int, row: int, col: int, die: Die | None,
               broken: bool = False) -> Campaign:
    """A space of the family's window filled with `die`, crossed out, or emptied."""
    table = table_of(campaign)
    pattern = table.setup.window.pattern
    if not pattern.in_grid(row, col) or not pattern.space(row, col).exists:
        raise TableError(refusal("not-a-space", space=Space(row, col)))
    space = EnteredSpace(row * pattern.cols + col, None if broken else die, broken)
    return enter(campaign, SpacesEntered(family, (space,)))


def cross_out(campaign: Campaign, family: int, spaces: Sequence[int]) -> Campaign:
    """Spaces of the family's window crossed out (the rulebook's mending of a broken window),
    as one step."""
    return enter(campaign, SpacesEntered(family, tuple(EnteredSpace(i, broken=True)
                                                       for i in spaces)))


def set_constructed(campaign: Campaign, family: int, spaces: Sequence[Die]) -> Campaign:
    return enter(campaign, ConstructionsEntered(family, tuple(spaces)))


def set_tool_boxes(campaign: Campaign, family: int, used: Sequence[int]) -> Campaign:
    return enter(campaign, ToolBoxesEntered(family, tuple(used)))


def set_scorecard(campaign: Campaign, family: int, card: PaperScore | None) -> Campaign:
    """The family's scorecard typed in instead of its window (None: back to the window)."""
    return enter(campaign, ScorecardEntered(family, card))


# --- the Cathedral Board ------------------------------------------------------------------------

def rounds_as_last(table: TableWindow, family: int) -> int:
    """The rounds the family ends as last player (the round's Start Player: the snake draft
    ends with them), when it may construct a Cathedral space."""
    n = len(table.setup.seats)
    start = table_start_seat(table)
    return sum(1 for r in range(ROUNDS) if (start + r) % n == family)


def table_start_seat(table: TableWindow) -> int:
    """The Start Player of round 1 (the setup names it: the campaign's choice)."""
    return table.setup.start_seat % len(table.setup.seats)


def construction_refusals(campaign: Campaign, table: TableWindow, family: int,
                          spaces: Sequence[Die]) -> list[Refusal]:
    """Why these constructions cannot be the family's in this window: a space constructed in
    an earlier window or entered by another family, a space entered twice, more constructions
    than rounds the family ended as last player. (That each colour was built from its lowest
    unconstructed space up is checked once every family has entered its own: skipped_spaces.)"""
    others = {d: k for k, e in enumerate(entered(table)) if k != family for d in e.constructed}
    name = campaign.families[family].name
    out: list[Refusal] = []
    for d, count in Counter(spaces).items():
        if d in campaign.cathedral:
            out.append(refusal("constructed-before", die=d))
        elif d in others:
            out.append(refusal("constructed-by-other", family=campaign.families[others[d]].name,
                               die=d))
        if count > 1:
            out.append(refusal("constructed-twice", die=d))
    most = rounds_as_last(table, family)
    if len(spaces) > most:
        out.append(refusal("constructions-as-last", family=name, rounds=most,
                           count=len(spaces)))
    return out


def skipped_spaces(campaign: Campaign, table: TableWindow) -> tuple[Die, ...]:
    """The Cathedral spaces the window's constructions skipped: a space is constructed only
    when it is the lowest unconstructed one of its colour, so each colour's constructions,
    every family's together, go up one value at a time from its lowest unconstructed space."""
    built = {d for e in entered(table) for d in e.constructed}
    out = []
    for color in STANDARD_COLORS:
        values = sorted(d.value for d in built if d.color is color)
        if not values:
            continue
        lowest = lowest_unconstructed(frozenset(campaign.cathedral), color) or 7
        out += [Die(color, v) for v in range(lowest, values[-1]) if v not in values]
    return tuple(out)


def constructible(campaign: Campaign, family: int) -> tuple[Die, ...]:
    """The Cathedral spaces the family may enter as constructed in this window: every space
    not constructed before and not entered by another family (the screens offer these)."""
    table = table_of(campaign)
    taken = set(campaign.cathedral) | {d for k, e in enumerate(entered(table)) if k != family
                                       for d in e.constructed}
    return tuple(Die(c, v) for c in STANDARD_COLORS for v in range(1, 7)
                 if Die(c, v) not in taken)
