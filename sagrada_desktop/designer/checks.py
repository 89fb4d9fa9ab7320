"""What is wrong with a window being drawn, each finding with its reason, checked while it is
drawn: the content's own checks of a window (content/window_checks, content/playability: the
same a shipped window passes), the solver's verdict (one complete legal fill, or the spaces
that block every one), the Magic Square numbers, and whether the name fits on paper.

A finding is data (a kind, its spaces, its values); ui/designer words it. A `problem` keeps the
window from being played, printed or shared; a `note` says something worth knowing; `ok` is the
good news (a complete fill exists).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from attrs import frozen

from ..codec.details import Detail
from ..content.bounds import MAX_WINDOW_LEGACY
from ..content.effect_checks import makes_orange
from ..content.errors import Problem
from ..content.sources import Sources
from ..content.window_checks import MAX_STARS, check_window
from ..engine import WindowDesign, WindowRule, WindowTool
from .draft import WindowDraft, kept_lines
from .playable import checked_card, window_design
from .solver import DICE_PER_GAME, Block, Cell, Verdict, solve

FindingKind = Literal[
    "fill-found",        # ok: one complete legal fill exists
    "no-fill",           # the spaces that block every complete fill (the reasons follow)
    "clash",             # printed: two spaces sharing an edge print the same colour or value
    "cannot-meet",       # printed restrictions that can never be met together (not a pair)
    "orange-uses",       # values: spaces, uses: the tools' uses that make orange
    "cut-off",           # spaces no fill can reach from the rest of the shape
    "too-many-spaces",   # count: spaces; most: the dice of a game
    "few-spaces",        # note. count: spaces; turns: the turns left without a space
    "star-count",        # count, most
    "magic-unknown",     # number: not on the Magic Square
    "magic-too-often",   # number, count: printed so often; cells: the square's
    "name-empty",
    "name-too-long",     # the name does not fit on the journal page's heading
    "tools-count",       # count: the window tools chosen (a window has 3)
    "objectives-to-deal",  # fewer than 3 public objectives left to deal
    "legacy-points",     # value, most
    "content",           # another check of the content's: `problem` says it
]
Severity = Literal["ok", "note", "problem"]
Value = int | str


@frozen
class Finding:
    kind: FindingKind
    severity: Severity = "problem"
    spaces: tuple[Cell, ...] = ()
    values: tuple[tuple[str, Value], ...] = ()
    problem: Problem | None = None  # kind "content": the content check's own words

    def value(self, name: str) -> Value:
        return dict(self.values)[name]


# The content's checks that the designer says itself, with the spaces to show: the solver's
# blocks (clashes excepted: those come from the content, below), its own count of spaces (a
# designed window may have fewer than 24), and Magic Square numbers (a booster card prints
# none; a designed window may, within the square's). Empty rows and columns at the grid's
# edges are not printed (draft.trimmed); one between spaces cuts the shape (the solver's
# cut-off).
_SAID_HERE = {"space-count", "falls-apart", "orange-space", "booster-magic", "empty-row",
              "empty-column"}


def orange_uses(tools: Iterable[WindowTool], rules: Iterable[WindowRule] = ()) -> int:
    """How many dice the window can make orange: one for each point box of a window tool that
    makes orange; any number when its New Rules grant an ability that does (an ability may be
    used every turn)."""
    if any(r.ability is not None and makes_orange(r.ability.effect) for r in rules):
        return DICE_PER_GAME
    return sum(len(t.boxes) for t in tools if makes_orange(t.effect))


def square_counts(numbers: Sequence[Sequence[int]]) -> dict[int, int]:
    """How many cells of the Magic Square carry each number."""
    return dict(Counter(n for row in numbers for n in row))


def findings(draft: WindowDraft, square: dict[int, int],
             name_fits: Callable[[WindowDesign], bool] | None = None,
             verdict: Verdict | None = None) -> tuple[Finding, ...]:
    """Every finding about the draft, the solver's verdict first. `square`: the Magic Square's
    count of each number (square_counts); `name_fits`: whether the window's name prints whole
    on its journal page (printing's measure, journal_page.name_prints_whole; None: not
    asked); `verdict`: the solver's, when the caller has it already."""
    design = window_design(draft)
    verdict = verdict if verdict is not None else solve(
        draft.pattern, orange_uses=orange_uses(draft.tools))
    content = _content_findings(draft)
    clashes = {frozenset(f.spaces) for f in content if f.kind == "clash"}
    out: list[Finding] = []
    if verdict.completable:
        out.append(Finding("fill-found", "ok"))
    else:
        blocking = sorted({cell for b in verdict.blocks for cell in b.spaces})
        out.append(Finding("no-fill", spaces=tuple(blocking)))
    out += [f for f in content if f.kind == "clash"]
    for block in verdict.blocks:
        finding = _block_finding(block, clashes)
        if finding is not None:
            out.append(finding)
    count = sum(1 for s in draft.pattern.spaces if s.exists)
    if 0 < count < DICE_PER_GAME:
        out.append(Finding("few-spaces", "note",
                           values=(("count", count), ("turns", DICE_PER_GAME - count))))
    out += _magic_findings(draft, square)
    if not design.name:
        out.append(Finding("name-empty"))
    elif name_fits is not None and not name_fits(design):
        out.append(Finding("name-too-long"))
    if not 0 <= draft.legacy_points <= MAX_WINDOW_LEGACY:
        out.append(Finding("legacy-points", values=(("value", draft.legacy_points),
                                                    ("most", MAX_WINDOW_LEGACY))))
    out += [f for f in content if f.kind != "clash"]
    return tuple(out)


def is_finished(found: Iterable[Finding]) -> bool:
    """No problem: the window may be played, printed and shared."""
    return all(f.severity != "problem" for f in found)


def _block_finding(block: Block, clashes: set[frozenset[Cell]]) -> Finding | None:
    if block.kind in ("colours", "values"):
        if frozenset(block.spaces) in clashes:
            return None  # the content's clash says it
        return Finding("cannot-meet", spaces=block.spaces)
    if block.kind == "orange":
        return Finding("orange-uses", spaces=block.spaces,
                       values=(("spaces", len(block.spaces)), ("uses", block.count)))
    if block.kind == "cut-off":
        return Finding("cut-off", spaces=block.spaces)
    return Finding("too-many-spaces", values=(("count", block.count),
                                              ("most", DICE_PER_GAME)))


def _content_findings(draft: WindowDraft) -> list[Finding]:
    """The content's checks of one window, on the designed window; each problem as the
    designer shows it (with its spaces) where it has a finding of its own."""
    design = window_design(draft)
    sources = Sources("designer")
    sources.note("window", design.id, design.name)
    check_window(checked_card(design), sources)
    out: list[Finding] = []
    for problem in sources.problems:
        found = _content_finding(problem, draft)
        if found is not None:
            out.append(found)
    return out


def _rule(found: Detail) -> str:
    return str(dict(found.values).get("rule", "")) if found.kind == "rule" else ""


def _number(found: Detail, name: str) -> int:
    value = found.value(name)
    return value if isinstance(value, int) else 0


def _content_finding(problem: Problem, draft: WindowDraft) -> Finding | None:
    found = problem.detail
    name = _rule(found)
    if name in _SAID_HERE:
        return None
    if name == "clash":
        # the content's rows and columns are those of the trimmed pattern: back to the grid's
        first = _on_grid(draft, _number(found, "row"), _number(found, "column"))
        second = _on_grid(draft, _number(found, "row2"), _number(found, "column2"))
        printed = str(found.value("printed"))
        return Finding("clash", spaces=(first, second), values=(("printed", printed),))
    if name == "star-count":
        return Finding("star-count", values=(("count", _number(found, "count")),
                                             ("most", MAX_STARS)))
    if name == "objectives-to-deal":
        return Finding("objectives-to-deal")
    if name == "window-tools-exactly":
        return Finding("tools-count", values=(("count", len(draft.tools)),))
    if name == "not-empty" and problem.field == "name":
        return None  # the designer's own name-empty says it
    if name == "no-stars-for":
        return None  # the star-count says it (every designed window deals the stars' sum)
    return Finding("content", problem=problem)


def _on_grid(draft: WindowDraft, row: int, col: int) -> Cell:
    """A cell of the trimmed pattern, on the draft's grid."""
    rows, cols = kept_lines(draft.pattern)
    return rows[row], cols[col]


def _magic_findings(draft: WindowDraft, square: dict[int, int]) -> list[Finding]:
    pattern = draft.pattern
    where: dict[int, list[Cell]] = {}
    for i, space in enumerate(pattern.spaces):
        if space.exists and space.magic is not None:
            where.setdefault(space.magic, []).append(divmod(i, pattern.cols))
    out: list[Finding] = []
    for number, cells in sorted(where.items()):
        cells_on_square = square.get(number, 0)
        if not cells_on_square:
            out.append(Finding("magic-unknown", spaces=tuple(cells), values=(("number", number),)))
        elif len(cells) > cells_on_square:
            out.append(Finding("magic-too-often", spaces=tuple(cells), values=(
                ("number", number), ("count", len(cells)), ("cells", cells_on_square))))
    return out
