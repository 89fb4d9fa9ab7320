"""A read campaign's window being played at the table, checked as a game in progress is: there
exactly when the stage is "table", one seat per family, set up as the campaign sets the window
up (save_checks compares the rules, never the wording), the triggers confirmed each once and
within the window's, and every entry step within the window: a family of the campaign, a
space of the window's shape, a die the game can show, the window tools' boxes, the Cathedral
Board's spaces, the scorecard's numbers within what a window can score. (An entered window
may break a placement restriction while it is being entered: the table is shown which spaces
do, and a window closed into the journal is checked as every journal's is.)
"""

from __future__ import annotations

from ..codec.details import Detail, rule
from ..engine import STANDARD_COLORS, Color, WindowDesign
from ..saves.setup_checks import range_problems
from .campaign_state import Campaign
from .paper_score import PaperScore
from .table_window import (
    OVER,
    ConstructionsEntered,
    ScorecardEntered,
    SpacesEntered,
    TableEntry,
    TableWindow,
    ToolBoxesEntered,
)

MAX_STEP_POINTS = 999  # a step of a typed-in scorecard (objectives, Private Objective, step 6)
DICE_COLORS = (*STANDARD_COLORS, Color.ORANGE)  # what a window space may hold (abilities: orange)
# the values a window space may hold: abilities and tools take a die past 1-6 (a repeated
# ability stops at -1 and 8, a tool may go further), never this far
FILL_FLOOR, FILL_CEILING = -9, 99


def table_shape_problems(campaign: Campaign) -> list[Detail]:
    """The table window's shape (empty: none): where it may be and what it may hold."""
    table = campaign.table
    if (campaign.stage == "table") != (table is not None):
        return [rule("table-stage", "campaign.table")]
    if table is None:
        return []
    n = len(campaign.families)
    where = "campaign.table"
    out = []
    if len(table.setup.seats) != n:
        out.append(rule("seats-for-families", f"{where}.setup.seats",
                        seats=len(table.setup.seats), families=n))
    out += range_problems(table.round, 0, OVER, f"{where}.round")
    out += _fired_problems(table, where)
    design = table.setup.window
    for k, entry in enumerate(table.entries):
        out += entry_problems(entry, design, n, f"{where}.entries[{k}]")
    return out


def _fired_problems(table: TableWindow, where: str) -> list[Detail]:
    out = []
    triggers = table.setup.window.triggers
    seen: set[int] = set()
    for k, f in enumerate(table.fired):
        at = f"{where}.fired[{k}]"
        out += range_problems(f.trigger, 0, len(triggers) - 1, f"{at}.trigger")
        out += range_problems(f.round, 1, OVER - 1, f"{at}.round")
        if f.trigger in seen:
            out.append(rule("trigger-twice", at, number=f.trigger + 1))
        seen.add(f.trigger)
    return out


def _at(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def entry_problems(entry: TableEntry, design: WindowDesign, families: int, where: str
                   ) -> list[Detail]:
    """One entry step against the window and the number of families (empty: none); `where`:
    the step's path in the file ("": a step being entered)."""
    out = range_problems(entry.family, 0, families - 1, _at(where, "family"))
    pattern = design.pattern
    if isinstance(entry, SpacesEntered):
        for k, s in enumerate(entry.spaces):
            at = _at(where, f"spaces[{k}]")
            if not 0 <= s.space < len(pattern.spaces) or not pattern.spaces[s.space].exists:
                out.append(rule("not-a-space", at, space=s.space))
            if s.die is not None and s.broken:
                out.append(rule("die-or-crossed", at))
            if s.die is not None and (s.die.color not in DICE_COLORS
                                      or not FILL_FLOOR <= s.die.value <= FILL_CEILING):
                out.append(rule("not-a-fill", at, die=f"{s.die.color.letter}{s.die.value}"))
    elif isinstance(entry, ConstructionsEntered):
        for k, d in enumerate(entry.spaces):
            if d.color not in STANDARD_COLORS or not 1 <= d.value <= 6:
                out.append(rule("construction-not-a-space", _at(where, f"spaces[{k}]"),
                                die=f"{d.color.letter}{d.value}"))
    elif isinstance(entry, ToolBoxesEntered):
        if len(entry.used) != len(design.tools):
            out.append(rule("tool-boxes-count", _at(where, "used"), tools=len(design.tools),
                            count=len(entry.used)))
        else:
            for k, (tool, used) in enumerate(zip(design.tools, entry.used, strict=True)):
                out += range_problems(used, 0, len(tool.boxes), _at(where, f"used[{k}]"))
    elif isinstance(entry, ScorecardEntered) and entry.card is not None:
        out += paper_problems(entry.card, design, _at(where, "card"))
    return out


def paper_problems(card: PaperScore, design: WindowDesign, where: str) -> list[Detail]:
    """A typed-in scorecard against its window: three Public Objectives, each step within what
    a window scores, no more broken and empty spaces than the window has, Magic Square marks
    of the window's own Magic Square spaces."""
    pattern = design.pattern
    out = []
    if len(card.public) != 3:
        out.append(rule("public-count", _at(where, "public"), count=len(card.public)))
    for k, points in enumerate(card.public):
        out += range_problems(points, -MAX_STEP_POINTS, MAX_STEP_POINTS, _at(where, f"public[{k}]"))
    out += range_problems(card.private, -MAX_STEP_POINTS, MAX_STEP_POINTS, _at(where, "private"))
    out += range_problems(card.tools, 0, sum(sum(t.boxes) for t in design.tools),
                          _at(where, "tools"))
    spaces = sum(1 for s in pattern.spaces if s.exists)
    out += range_problems(card.broken, 0, spaces, _at(where, "broken"))
    out += range_problems(card.empty, 0, spaces - card.broken, _at(where, "empty"))
    out += range_problems(card.extra, -MAX_STEP_POINTS, MAX_STEP_POINTS, _at(where, "extra"))
    numbers = [s.magic for s in pattern.spaces if s.exists and s.magic is not None]
    for k, mark in enumerate(card.magic):
        at = _at(where, f"magic[{k}]")
        if mark.number not in numbers:
            out.append(rule("not-a-magic-space", at, number=mark.number))
        elif sum(1 for m in card.magic if m.number == mark.number) > numbers.count(mark.number):
            out.append(rule("magic-space-twice", at, number=mark.number))
        if mark.color is not None and mark.color not in DICE_COLORS:
            out.append(rule("not-a-fill-colour", at, colour=mark.color.letter))
    return out
