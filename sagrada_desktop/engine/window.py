"""A window: a grid of spaces with printed restrictions, and what fills them.

Spaces are stored row-major in flat tuples; index = row * cols + col.
A fill is a Die, the BROKEN mark (a crossed-out space), or None (empty).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Union

from attrs import evolve, field, frozen

from .color import Color
from .die import Die
from .replace import twin
from .window_bits import FillBits, PatternBits, grown_by_die


@frozen
class Space:
    """What is printed on one space."""

    exists: bool = True
    color: Color | None = None
    value: int | None = None
    star: bool = False
    magic: int | None = None

    @property
    def is_restricted(self) -> bool:
        return self.color is not None or self.value is not None


@frozen
class Broken:
    """A crossed-out (broken) space: restricts nothing, counts for nothing, scores -1."""

    def __str__(self) -> str:
        return "X"


BROKEN = Broken()
Fill = Union[Die, Broken, None]  # noqa: UP007 (runtime alias)
NO_SPACE = Space(exists=False)


class _WindowSlots:
    """Window's slots, held by a plain base: its twin (replace.py); keep in step with the
    fields below."""

    __slots__ = ("rows", "cols", "spaces", "fills", "_bits")


@frozen(weakref_slot=False)  # copied through its slots base, the twin (replace.py)
class Window(_WindowSlots):
    rows: int
    cols: int
    spaces: tuple[Space, ...]
    fills: tuple[Fill, ...]
    # the window's bitmasks (window_bits.py), made when first asked for, then passed on fill
    # by fill; not part of what a window is (equality, hash, repr, saves)
    _bits: FillBits | None = field(default=None, init=False, eq=False, hash=False, repr=False)

    @property
    def bits(self) -> FillBits:
        b = self._bits
        if b is None:
            b = FillBits.of(pattern_bits(self.rows, self.cols, self.spaces), self.fills)
            object.__setattr__(self, "_bits", b)
        return b

    @classmethod
    def empty(cls, rows: int, cols: int, spaces: tuple[Space, ...] | None = None) -> Window:
        if spaces is None:
            spaces = (Space(),) * (rows * cols)
        return cls(rows, cols, spaces, (None,) * (rows * cols))

    def index(self, row: int, col: int) -> int:
        return row * self.cols + col

    def in_grid(self, row: int, col: int) -> bool:
        return 0 <= row < self.rows and 0 <= col < self.cols

    def space(self, row: int, col: int) -> Space:
        return self.spaces[row * self.cols + col]

    def fill_at(self, row: int, col: int) -> Fill:
        return self.fills[row * self.cols + col]

    def die_at(self, row: int, col: int) -> Die | None:
        f = self.fills[row * self.cols + col]
        return f if isinstance(f, Die) else None

    def with_fill(self, row: int, col: int, fill: Fill) -> Window:
        i = row * self.cols + col
        fills = self.fills
        new = _WindowTwin()  # Window(...) by hand: the fields are right by construction
        new.rows = self.rows
        new.cols = self.cols
        new.spaces = self.spaces
        changed = list(fills)
        changed[i] = fill
        new.fills = tuple(changed)
        bits = self._bits
        if bits is None:
            new._bits = None
        elif type(fill) is Die and fills[i] is None:  # the usual: a die into an empty space
            new._bits = grown_by_die(bits, i, fill)
        else:
            new._bits = bits.with_fill(i, fill, fills[i])
        new.__class__ = Window
        window: Window = new
        return window

    def with_die_at(self, i: int, die: Die) -> Window:
        """with_fill's usual case, written out: die into the empty space i (flat index), the
        bits grown by window_bits.grown_by_die (turn_end.fill calls it)."""
        bits = self._bits
        if bits is None:
            return self.with_fill(i // self.cols, i % self.cols, die)
        new = _WindowTwin()  # Window(...) by hand: the fields are right by construction
        new.rows = self.rows
        new.cols = self.cols
        new.spaces = self.spaces
        changed = list(self.fills)
        changed[i] = die
        new.fills = tuple(changed)
        new._bits = grown_by_die(bits, i, die)
        new.__class__ = Window
        window: Window = new
        return window

    def cleared(self) -> Window:
        """The window with every fill gone: one shared empty window per printed pattern (a
        window is frozen, so every seat of every game may hold the same one)."""
        got = _CLEARED.get(id(self.spaces))
        if got is None or got[0] is not self.spaces or got[1].cols != self.cols:
            if len(_CLEARED) > 256:
                _CLEARED.clear()
            empty = evolve(self, fills=(None,) * len(self.fills))
            empty.bits  # noqa: B018 - made once, here, for every game that starts from it
            got = _CLEARED[id(self.spaces)] = (self.spaces, empty)
        return got[1]

    # --- views used by objectives and scoring -------------------------------------------
    def existing(self) -> list[int]:
        return [i for i, s in enumerate(self.spaces) if s.exists]

    def dice(self) -> list[Die | None]:
        """Each existing space's die (None for empty or broken), row-major."""
        bits = self.bits
        got = bits.dice_list
        if got is None:
            got = bits.dice_list = tuple(f if isinstance(f, Die) else None for f in self.fills)
        return list(got)

    def row_dice(self, row: int) -> list[Die | None]:
        """The row's spaces (only those inside the shape), die or None."""
        out: list[Die | None] = []
        for c in range(self.cols):
            i = row * self.cols + c
            if self.spaces[i].exists:
                f = self.fills[i]
                out.append(f if isinstance(f, Die) else None)
        return out

    def col_dice(self, col: int) -> list[Die | None]:
        out: list[Die | None] = []
        for r in range(self.rows):
            i = r * self.cols + col
            if self.spaces[i].exists:
                f = self.fills[i]
                out.append(f if isinstance(f, Die) else None)
        return out

    @property
    def filled_count(self) -> int:
        return self.bits.dice.bit_count()

    @property
    def broken_count(self) -> int:
        bits = self.bits
        return (bits.filled & ~bits.dice).bit_count()  # filled and no die: crossed out

    @property
    def empty_count(self) -> int:
        bits = self.bits
        return (bits.pattern.exists & ~bits.filled).bit_count()

    @property
    def has_any_fill(self) -> bool:
        return self.bits.filled != 0


_WindowTwin: Any = twin(Window)  # Window's slots, plain stores (replace.py)
if _WindowTwin is not _WindowSlots or Window.__dict__.get("__slots__") != ():  # pragma: no cover
    raise TypeError("Window's slots base must hold exactly its fields")

_PATTERNS: dict[tuple[int, int, tuple[Space, ...]], PatternBits] = {}
_CLEARED: dict[int, tuple[tuple[Space, ...], Window]] = {}  # Window.cleared, per pattern
_PATTERNS_BY_ID: dict[int, tuple[tuple[Space, ...], PatternBits]] = {}


def pattern_bits(rows: int, cols: int, spaces: tuple[Space, ...]) -> PatternBits:
    seen = _PATTERNS_BY_ID.get(id(spaces))  # the very tuple: no need to hash every Space
    if seen is not None and seen[0] is spaces and seen[1].cols == cols and seen[1].rows == rows:
        return seen[1]
    key = (rows, cols, spaces)
    p = _PATTERNS.get(key)
    if p is None:
        if len(_PATTERNS) > 256:
            _PATTERNS.clear()
        p = _PATTERNS[key] = PatternBits(rows, cols, spaces)
    if len(_PATTERNS_BY_ID) > 256:
        _PATTERNS_BY_ID.clear()
    _PATTERNS_BY_ID[id(spaces)] = (spaces, p)  # holds the tuple: its id stays its own
    return p


@lru_cache(maxsize=64)
def neighbour_tables(
    rows: int, cols: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """(edge neighbours, edge-or-corner neighbours) of each flat index, precomputed per shape."""
    orth: list[tuple[int, ...]] = []
    adj: list[tuple[int, ...]] = []
    for r in range(rows):
        for c in range(cols):
            o: list[int] = []
            a: list[int] = []
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if dr == 0 and dc == 0:
                        continue
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < rows and 0 <= cc < cols:
                        a.append(rr * cols + cc)
                        if dr == 0 or dc == 0:
                            o.append(rr * cols + cc)
            orth.append(tuple(o))
            adj.append(tuple(a))
    return tuple(orth), tuple(adj)
