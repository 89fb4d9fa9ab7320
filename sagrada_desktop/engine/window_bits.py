"""Bitmasks of a window, for the hot path of legal fills: one bit per space (bit i = flat
index i = row * cols + col).

PatternBits (once per printed pattern): the spaces that exist, the spaces a die of each colour
may fill by printed colour, the spaces with no printed value and those printed with each value,
and shift masks for neighbours. FillBits (once per window, kept up to date fill by fill): the
filled spaces (dice and crossed-out ones) and the dice of each colour (by letter) and each value.

legal_fill_mask gives every space a die may fill at once; it answers exactly as
placement.can_fill does space by space (tests/engine/test_window_bits.py compares the two).
"""

from __future__ import annotations

from .color import Color
from .die import Die

_new = object.__new__


class PatternBits:
    __slots__ = ("adj_of", "around_of", "bit_of", "cols", "color_ok", "edge", "exists", "fill_bytes", "fill_lists",
                 "full",
                 "goal_tests", "gray_any", "line_masks", "magic", "not_first", "not_last", "orth_of", "rows",
                 "star", "value_any", "value_at", "value_ok")

    def __init__(self, rows: int, cols: int, spaces: tuple[object, ...]) -> None:
        n = rows * cols
        self.rows = rows
        self.cols = cols
        self.full = (1 << n) - 1
        self.not_first = sum(1 << i for i in range(n) if i % cols != 0)
        self.not_last = sum(1 << i for i in range(n) if i % cols != cols - 1)
        exists = plain_color = value_any = star = magic = 0
        by_color: dict[Color, int] = {}
        value_at: dict[int, int] = {}
        for i, s in enumerate(spaces):
            if not s.exists:  # type: ignore[attr-defined]
                continue
            bit = 1 << i
            exists |= bit
            if s.star:  # type: ignore[attr-defined]
                star |= bit
            if s.magic is not None:  # type: ignore[attr-defined]
                magic |= bit
            color = s.color  # type: ignore[attr-defined]
            if color is None:
                plain_color |= bit
            else:
                by_color[color] = by_color.get(color, 0) | bit
            value = s.value  # type: ignore[attr-defined]
            if value is None:
                value_any |= bit
            else:
                value_at[value] = value_at.get(value, 0) | bit
        self.exists = exists
        self.star = star  # starred spaces
        self.magic = magic  # spaces with a magic number
        # each row's and each column's spaces inside the shape (a line outside it: 0)
        self.line_masks = (
            tuple(sum(1 << (r * cols + c) for c in range(cols)) & exists for r in range(rows)),
            tuple(sum(1 << (r * cols + c) for r in range(rows)) & exists for c in range(cols)))
        # keyed by colour letter: an Enum member hashes in Python, its letter string in C
        self.color_ok = {c.value: plain_color | by_color.get(c, 0) for c in Color}
        self.gray_any = exists  # a Strife Board that lets gray dice on colour spaces
        self.value_any = value_any
        self.value_at = value_at
        border = sum(1 << i for i in range(n)
                     if i < cols or i >= n - cols or i % cols in (0, cols - 1))
        self.edge = border | self.around(self.full & ~exists)  # the window's outer edge
        # per space: the spaces sharing an edge / an edge or a corner with it (itself left out)
        self.orth_of = tuple(self.orth(1 << i) for i in range(n))
        self.adj_of = tuple(self.around(1 << i) & ~(1 << i) for i in range(n))
        self.around_of = tuple(self.around(1 << i) for i in range(n))
        self.bit_of = tuple(1 << i for i in range(n))  # 1 << i, made once (no int per fill)
        # the spaces a value may take by printed value (values without a space of their own:
        # value_any, through .get's default)
        self.value_ok = {v: value_any | m for v, m in value_at.items()}
        self.fill_lists: dict[int, tuple[object, ...]] = {}  # legal_fills.py: FillSpace lists by mask
        # legal_fills.py: per 8 spaces, the FillSpace tuple of each 8-bit mask of them
        self.fill_bytes: tuple[tuple[tuple[object, ...], ...], ...] | None = None
        self.goal_tests: dict[str, tuple[int, tuple[tuple[int, ...], ...]]] = {}  # pioneer_goals.py

    def orth(self, m: int) -> int:
        """The spaces sharing an edge with any space of m."""
        cols = self.cols
        return ((m << cols) | (m >> cols) | ((m & self.not_last) << 1)
                | ((m & self.not_first) >> 1)) & self.full

    def down_right(self, m: int) -> int:
        """The spaces one row down and one column right of the spaces of m."""
        return ((m & self.not_last) << (self.cols + 1)) & self.full

    def down_left(self, m: int) -> int:
        """The spaces one row down and one column left of the spaces of m."""
        return ((m & self.not_first) << (self.cols - 1)) & self.full

    def diagonal(self, m: int) -> int:
        """The spaces sharing a corner (only) with any space of m."""
        up = m >> self.cols
        down = m << self.cols
        return (((up | down) & self.not_last) << 1 | ((up | down) & self.not_first) >> 1) & self.full

    def around(self, m: int) -> int:
        """m and the spaces sharing an edge or a corner with any space of m."""
        h = m | ((m & self.not_last) << 1) | ((m & self.not_first) >> 1)
        return (h | (h << self.cols) | (h >> self.cols)) & self.full


class FillBits:
    """filled: dice and crossed-out spaces; dice: spaces holding a die; by_color (by letter) and
    by_value: the dice of each colour and value; near: the spaces touching a filled one (edge
    or corner, the filled ones included). The spaces a die may not take for sharing an edge
    with a die of its colour or value are the edge neighbours of both (block, worked out when
    asked: pattern.orth is linear, so one orth of the two masks ORed together does)."""

    __slots__ = ("by_color", "by_value", "dice", "dice_list", "filled", "grown", "near",
                 "pattern", "unmet")

    def __init__(self, pattern: PatternBits, filled: int, by_color: dict[str, int],
                 by_value: dict[int, int]) -> None:
        self.pattern = pattern
        self.filled = filled
        self.by_color = by_color
        self.by_value = by_value
        dice = 0
        for m in by_color.values():
            dice |= m
        self.dice = dice
        self.near = pattern.around(filled)
        self.dice_list: tuple[Die | None, ...] | None = None  # Window.dice, kept once asked
        # Pioneer (glory/pioneer_collection.py): the cards whose goals this window does not
        # meet, once asked; for a window grown by one die, (that set of the window before, the
        # die's space)
        self.unmet: frozenset[str] | None = None
        self.grown: tuple[frozenset[str], int] | None = None

    @classmethod
    def of(cls, pattern: PatternBits, fills: tuple[object, ...]) -> FillBits:
        filled = 0
        by_color: dict[str, int] = {}
        by_value: dict[int, int] = {}
        for i, f in enumerate(fills):
            if f is None:
                continue
            bit = 1 << i
            filled |= bit
            if isinstance(f, Die):
                letter = f.color._value_
                by_color[letter] = by_color.get(letter, 0) | bit
                by_value[f.value] = by_value.get(f.value, 0) | bit
        return cls(pattern, filled, by_color, by_value)

    def with_fill(self, i: int, fill: object, old: object = None) -> FillBits:
        """The bits after space i, holding `old` (None: empty), holds `fill` (None: emptied)."""
        if old is None and type(fill) is Die:  # the usual: a die into an empty space
            return grown_by_die(self, i, fill)
        bit = 1 << i
        by_color, by_value, filled = self.by_color, self.by_value, self.filled
        if old is not None:
            filled &= ~bit
            if isinstance(old, Die):
                by_color = by_color.copy()
                by_color[old.color._value_] &= ~bit
                by_value = by_value.copy()
                by_value[old.value] &= ~bit
        if fill is not None:
            filled |= bit
            if isinstance(fill, Die):
                by_color = by_color.copy()
                by_color[fill.color._value_] = by_color.get(fill.color._value_, 0) | bit
                by_value = by_value.copy()
                by_value[fill.value] = by_value.get(fill.value, 0) | bit
        return FillBits(self.pattern, filled, by_color, by_value)

    def legal_fill_mask(self, die: Die, ignore_adjacency: bool = False,
                        gray_on_colors: bool = False) -> int:
        """Every space die may fill now (placement restrictions only, no Strife Board)."""
        p = self.pattern
        color = die.color._value_
        value = die.value
        if gray_on_colors and color == "S":
            ok = p.gray_any
        else:
            ok = p.color_ok[color]
        filled = self.filled
        ok &= p.value_ok.get(value, p.value_any) & ~filled
        if ignore_adjacency:  # the placement ability: "fill in a nonadjacent space"
            dice = self.dice
            if dice:  # near is around(filled): around(dice) itself when nothing is crossed out
                ok &= ~(self.near if dice == filled else p.around(dice))
        elif filled:
            ok &= self.near
        m = self.by_color.get(color, 0) | self.by_value.get(value, 0)
        if m:  # not beside a die of its colour or value (p.orth(m), written out)
            cols = p.cols
            ok &= ~((m << cols) | (m >> cols) | ((m & p.not_last) << 1) | ((m & p.not_first) >> 1))
        return ok

    @property
    def block(self) -> dict[str | int, int]:
        """By colour letter and by value, the spaces sharing an edge with a die of that colour
        or value (where such a die may not go)."""
        p = self.pattern
        out: dict[str | int, int] = {k: p.orth(m) for k, m in self.by_color.items()}
        out.update((v, p.orth(m)) for v, m in self.by_value.items())
        return out

    def can_fill_at(self, i: int, die: Die, gray_on_colors: bool = False) -> bool:
        """legal_fill_mask's answer for space i alone, as if i were empty (whatever fills it
        is left out): the fill of a Strife Tool III swap."""
        p = self.pattern
        bit = 1 << i
        color = die.color._value_
        ok = p.gray_any if gray_on_colors and color == "S" else p.color_ok[color]
        if not ok & bit or not (p.value_any | p.value_at.get(die.value, 0)) & bit:
            return False
        filled = self.filled & ~bit
        if filled and not p.adj_of[i] & filled:
            return False
        return not p.orth_of[i] & (self.by_color.get(color, 0) | self.by_value.get(die.value, 0))


def grown_by_die(bits: FillBits, i: int, die: Die) -> FillBits:
    """FillBits.with_fill's usual case, by hand: die into the empty space i (a function of
    its own: turn_end.fill calls it straight)."""
    p = bits.pattern
    bit = p.bit_of[i]
    new = _new(FillBits)
    new.pattern = p
    new.filled = bits.filled | bit
    new.dice = bits.dice | bit
    new.near = bits.near | p.around_of[i]
    new.dice_list = None
    new.unmet = None
    unmet = bits.unmet
    new.grown = None if unmet is None else (unmet, i)
    letter = die.color._value_
    by_color = new.by_color = bits.by_color.copy()
    by_color[letter] = by_color.get(letter, 0) | bit
    value = die.value
    by_value = new.by_value = bits.by_value.copy()
    by_value[value] = by_value.get(value, 0) | bit
    return new
