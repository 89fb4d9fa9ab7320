"""A window being designed, and how a person paints it.

A `WindowDraft` is what the designer screen edits and what a design file holds: its grid of
printed spaces (the window notation's `Space`: a colour or a value restriction, a star, a Magic
Square number, or no space at all), its name, its three window tools, the Legacy Points it
prints and the public objectives it leaves out. Nothing here checks that the window can be
played: `designer.checks` says so, with reasons.

Painting goes by strokes: a press on a space starts one, each space the pointer (or the
keyboard's cursor) passes over is painted, and the release ends it, one step of the history.
A stroke that starts on a space already carrying the brush's mark takes that mark away
instead, everywhere it passes: a click on a red space with the red brush makes it plain, a
drag from a star through other spaces clears their stars.
"""

from __future__ import annotations

from typing import Literal

from attrs import evolve, frozen

from ..engine import Color, Window, WindowTool
from ..engine.window import NO_SPACE, Space

BrushKind = Literal["colour", "value", "star", "magic", "plain", "absent"]
BRUSH_KINDS: tuple[BrushKind, ...] = ("colour", "value", "star", "magic", "plain", "absent")

# The grids a window is drawn on (rows x columns): the classic 4 x 5, the campaign's 4 x 6, and
# the taller shapes of the later windows. Every size is within the largest a save holds (6 x 6).
GRIDS: tuple[tuple[int, int], ...] = ((4, 5), (4, 6), (5, 6), (6, 5), (6, 6))
DEFAULT_GRID = (4, 6)


@frozen
class Brush:
    """What a stroke paints: a colour or a value restriction, a star, a Magic Square number,
    a plain space (no restriction, no star, no number) or no space at all."""

    kind: BrushKind
    color: Color | None = None
    value: int | None = None
    magic: int | None = None

    def __attrs_post_init__(self) -> None:
        needs = {"colour": self.color, "value": self.value, "magic": self.magic}
        if self.kind in needs and needs[self.kind] is None:
            raise ValueError(f"a {self.kind} brush needs its {self.kind}")


@frozen
class WindowDraft:
    """A window as designed: `pattern` is printed restrictions only (no dice)."""

    id: str
    name: str
    pattern: Window
    tools: tuple[WindowTool, ...] = ()
    legacy_points: int = 0
    objectives_left_out: tuple[str, ...] = ()


def blank_pattern(rows: int, cols: int) -> Window:
    return Window.empty(rows, cols)


def new_draft(ident: str, rows: int = DEFAULT_GRID[0], cols: int = DEFAULT_GRID[1],
              name: str = "") -> WindowDraft:
    return WindowDraft(id=ident, name=name, pattern=blank_pattern(rows, cols))


def carries(space: Space, brush: Brush) -> bool:
    """Does the space already show what the brush paints?"""
    if brush.kind == "absent":
        return not space.exists
    if not space.exists:
        return False
    if brush.kind == "colour":
        return space.color is brush.color
    if brush.kind == "value":
        return space.value == brush.value
    if brush.kind == "star":
        return space.star
    if brush.kind == "magic":
        return space.magic == brush.magic
    return space == Space()


def painted(space: Space, brush: Brush, adding: bool = True) -> Space:
    """The space after the brush passed over it (`adding` False: a stroke taking the mark away)."""
    kind = brush.kind
    if kind == "absent":
        return NO_SPACE if adding else (space if space.exists else Space())
    if kind == "plain":
        return Space()
    if not space.exists:
        space = Space()
    if not adding:
        if not carries(space, brush):
            return space
        if kind in ("colour", "value"):
            return evolve(space, color=None, value=None)
        if kind == "star":
            return evolve(space, star=False)
        return evolve(space, magic=None)
    if kind == "colour":
        return evolve(space, color=brush.color, value=None)
    if kind == "value":
        return evolve(space, color=None, value=brush.value)
    if kind == "star":
        return evolve(space, star=True)
    return evolve(space, magic=brush.magic)


def with_space(draft: WindowDraft, row: int, col: int, space: Space) -> WindowDraft:
    pattern = draft.pattern
    i = pattern.index(row, col)
    if pattern.spaces[i] == space:
        return draft
    spaces = (*pattern.spaces[:i], space, *pattern.spaces[i + 1:])
    return evolve(draft, pattern=Window.empty(pattern.rows, pattern.cols, spaces))


class Stroke:
    """One press-drag-release of a brush: paints each space it passes once."""

    def __init__(self, draft: WindowDraft, brush: Brush, row: int, col: int) -> None:
        self.brush = brush
        self.adding = not carries(draft.pattern.space(row, col), brush)
        self.draft = draft
        self.passed: list[tuple[int, int]] = []
        self.over(row, col)

    def over(self, row: int, col: int) -> WindowDraft:
        """The pointer (or cursor) is over this space: paint it, unless the stroke did already."""
        if not self.draft.pattern.in_grid(row, col) or (row, col) in self.passed:
            return self.draft
        self.passed.append((row, col))
        space = painted(self.draft.pattern.space(row, col), self.brush, self.adding)
        self.draft = with_space(self.draft, row, col, space)
        return self.draft


def paint(draft: WindowDraft, brush: Brush, cells: list[tuple[int, int]]) -> WindowDraft:
    """A whole stroke at once: the brush over `cells`, in order (the first decides adding)."""
    if not cells:
        return draft
    stroke = Stroke(draft, brush, *cells[0])
    for row, col in cells[1:]:
        stroke.over(row, col)
    return stroke.draft


def regridded(draft: WindowDraft, rows: int, cols: int,
              shape: Window | None = None) -> WindowDraft:
    """The draft on another grid: what was drawn stays where it fits (from the top left), new
    spaces are plain. `shape`: a window whose outline to take (its spaces outside the shape
    become no space, those inside keep what was drawn there)."""
    old = draft.pattern
    spaces: list[Space] = []
    for r in range(rows):
        for c in range(cols):
            space = old.space(r, c) if r < old.rows and c < old.cols else Space()
            if shape is not None:
                inside = shape.in_grid(r, c) and shape.space(r, c).exists
                space = (space if space.exists else Space()) if inside else NO_SPACE
            spaces.append(space)
    return evolve(draft, pattern=Window.empty(rows, cols, tuple(spaces)))


def _spanned(used: list[int]) -> list[int]:
    """From the first to the last of `used` (rows or columns holding a space)."""
    return list(range(used[0], used[-1] + 1)) if used else []


def kept_lines(pattern: Window) -> tuple[list[int], list[int]]:
    """The rows and columns of the grid that are printed: all but the empty ones at its edges."""
    rows = _spanned([r for r in range(pattern.rows)
                     if any(pattern.space(r, c).exists for c in range(pattern.cols))])
    cols = _spanned([c for c in range(pattern.cols)
                     if any(pattern.space(r, c).exists for r in range(pattern.rows))])
    return rows, cols


def trimmed(pattern: Window) -> Window:
    """The pattern without the empty rows and columns at the grid's edges (what is printed;
    an empty row or column between spaces stays: it cuts the shape in two, which the checks
    say)."""
    rows, cols = kept_lines(pattern)
    if not rows or (len(rows) == pattern.rows and len(cols) == pattern.cols):
        return pattern
    spaces = tuple(pattern.space(r, c) for r in rows for c in cols)
    return Window.empty(len(rows), len(cols), spaces)
