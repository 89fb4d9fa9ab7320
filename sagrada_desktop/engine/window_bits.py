"""Bitmasks of a window, for the hot path of legal fills: one bit per space (bit i = flat
index i = row * cols + col).

PatternBits (once per printed pattern): the spaces that exist, the spaces a die of each colour
may fill by printed colour, the spaces with no printed value and those printed with each value,
and shift masks for neighbours. FillBits (once per window, kept up to date fill by fill): the
filled spaces (dice and crossed-out ones) and, in one list of masks (lanes: COLOR_LANE /
VALUE_LANE give each colour letter's and value's place), the dice of each colour and each value
and the spaces beside them (where another die of that colour or value may not go): a fill
copies one short list and ORs four of its items, no dict copied; by_color / by_value, the dice
as dicts, are made when first read.

legal_fill_mask gives every space a die may fill at once; it answers exactly as
placement.can_fill does space by space (tests/engine/test_window_bits.py compares the two).
"""

from __future__ import annotations

from collections.abc import Callable

from .color import Color
from .die import Die


class PatternBits:
    __slots__ = ("adj_of", "around_of", "bit_of", "color_ok", "color_place", "cols", "edge",
                 "exists", "fill_bytes", "fill_lists", "full", "goal_tests", "gray_any",
                 "line_masks", "magic", "not_first", "not_last", "orth_of", "rows", "star",
                 "value_any", "value_at", "value_ok", "value_place")

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
        # the spaces a value may take by printed value (every value 1-6; others without a
        # space of their own: value_any, through .get's default)
        self.value_ok = {v: value_any | value_at.get(v, 0) for v in (*range(1, 7), *value_at)}
        # legal_actions: per colour letter and per value 1-6, (color_ok / value_ok, where
        # FillBits.lanes holds the spaces beside its dice), read at once
        self.color_place = {c: (ok, COLOR_SIDE[c]) for c, ok in self.color_ok.items()}
        self.value_place = {v: (self.value_ok[v], VALUE_SIDE[v]) for v in range(1, 7)}
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


# FillBits.lanes: per colour and per value, two items: the spaces holding a die of it, then
# their edge neighbours (where another such die may not go: PatternBits.orth of the first).
# Their places: one pair per colour (by letter), then one per value: 1-6, then any other value
# a die comes to show (an ability's: given the next place then; lanes made before are shorter,
# read as no dice of that value)
COLOR_LANE = {"R": 0, "Y": 2, "G": 4, "B": 6, "P": 8, "O": 10, "S": 12}  # as FillBits._dicts reads
if [*COLOR_LANE] != [c.value for c in Color]:  # pragma: no cover
    raise TypeError("COLOR_LANE must hold every colour letter, in Color's order")
VALUE_LANE: dict[int, int] = {}
LANE_VALUES: list[int] = []  # the values, in lane order
# the place of the spaces beside each colour's / value's dice (the lane's + 1)
COLOR_SIDE = {c: k + 1 for c, k in COLOR_LANE.items()}
VALUE_SIDE: dict[int, int] = {}


def value_lane(value: int) -> int:
    """VALUE_LANE[value], given the next place if the value has none yet."""
    k = VALUE_LANE.get(value)
    if k is None:
        k = VALUE_LANE[value] = 2 * (len(COLOR_LANE) + len(LANE_VALUES))
        VALUE_SIDE[value] = k + 1
        LANE_VALUES.append(value)
    return k


for _v in range(1, 7):
    value_lane(_v)
VALUES = 2 * len(COLOR_LANE)  # the values' lanes start here
COLOR_MASKS = slice(0, VALUES, 2)  # lanes[COLOR_MASKS]: the dice of each colour, in Color's order
VALUE_MASKS = slice(VALUES, None, 2)  # lanes[VALUE_MASKS]: of each value of LANE_VALUES
FACES = slice(VALUES, VALUES + 12, 2)  # lanes[FACES]: the dice of each value 1-6
_FIXED = VALUES + 12  # the lanes every list holds


class FillBits:
    """filled: dice and crossed-out spaces; dice: spaces holding a die; lanes: the dice of each
    colour and value and the spaces beside them (see COLOR_LANE; a list never changed once
    made: a fill makes a new one); by_color (by letter) and by_value: the dice as dicts (every
    colour and value 1-6, 0 for no dice, and the other values' lanes), made when first read;
    near: the spaces touching a filled one (edge or corner, the filled ones included)."""

    __slots__ = ("dice", "dice_list", "dicts", "filled", "grown", "lanes", "near", "pattern",
                 "unmet")

    # (no __init__: FillBits() makes an empty one at a plain class call's cost, and the fill
    # sets every slot; made() is the constructor)
    pattern: PatternBits
    filled: int
    dice: int
    lanes: list[int]
    near: int
    dicts: tuple[dict[str, int], dict[int, int]] | None  # by_color, by_value, once read
    dice_list: tuple[Die | None, ...] | None  # Window.dice, kept once asked
    # Pioneer (glory/pioneer_collection.py): the cards whose goals this window does not meet,
    # once asked; for a window grown by one die, (that set of the window before, the die's
    # space)
    unmet: frozenset[str] | None
    grown: tuple[frozenset[str], int] | None

    @classmethod
    def made(cls, pattern: PatternBits, filled: int, dice: int, lanes: list[int]) -> FillBits:
        self = cls()
        self.pattern = pattern
        self.filled = filled
        self.dice = dice
        self.lanes = lanes
        self.near = pattern.around(filled)
        self.dicts = self.dice_list = self.unmet = self.grown = None
        return self

    @classmethod
    def of(cls, pattern: PatternBits, fills: tuple[object, ...]) -> FillBits:
        filled = dice = 0
        lanes = [0] * _FIXED
        for i, f in enumerate(fills):
            if f is None:
                continue
            bit = 1 << i
            filled |= bit
            if isinstance(f, Die):
                dice |= bit
                side = pattern.orth_of[i]
                for k in (COLOR_LANE[f.color._value_], lane_in(lanes, f.value)):
                    lanes[k] |= bit
                    lanes[k + 1] |= side
        return cls.made(pattern, filled, dice, lanes)

    def color_mask(self, letter: str) -> int:
        """The spaces holding a die of the colour (by letter)."""
        return self.lanes[COLOR_LANE[letter]]

    def value_mask(self, value: int) -> int:
        """The spaces holding a die of the value."""
        k = VALUE_LANE.get(value)
        lanes = self.lanes
        return lanes[k] if k is not None and k < len(lanes) else 0

    def _dicts(self) -> tuple[dict[str, int], dict[int, int]]:
        """by_color and by_value (every colour and value 1-6, 0 for none; dict displays: made
        at their size at once)."""
        lanes = self.lanes
        by_value = {1: lanes[14], 2: lanes[16], 3: lanes[18], 4: lanes[20], 5: lanes[22],
                    6: lanes[24]}
        if len(lanes) > _FIXED:  # other values' dice
            by_value.update(zip(LANE_VALUES[6:], lanes[_FIXED::2], strict=False))
        got = self.dicts = ({"R": lanes[0], "Y": lanes[2], "G": lanes[4], "B": lanes[6],
                             "P": lanes[8], "O": lanes[10], "S": lanes[12]}, by_value)
        return got

    @property
    def by_color(self) -> dict[str, int]:
        """By colour letter, the spaces holding a die of it (every colour: 0 for none)."""
        return (self.dicts or self._dicts())[0]

    @property
    def by_value(self) -> dict[int, int]:
        """By value, the spaces holding a die of it (every value with a lane: 0 for none)."""
        return (self.dicts or self._dicts())[1]

    def with_fill(self, i: int, fill: object, old: object = None) -> FillBits:
        """The bits after space i, holding `old` (None: empty), holds `fill` (None: emptied)."""
        if old is None and type(fill) is Die:  # the usual: a die into an empty space
            return grown_by_die(self, i, fill)
        p = self.pattern
        bit = 1 << i
        filled, dice, lanes = self.filled, self.dice, [*self.lanes]
        changed: list[int] = []  # the lanes whose dice changed
        if old is not None:
            filled &= ~bit
            if isinstance(old, Die):
                dice &= ~bit
                changed += COLOR_LANE[old.color._value_], lane_in(lanes, old.value)
                for k in changed:
                    lanes[k] &= ~bit
        if fill is not None:
            filled |= bit
            if isinstance(fill, Die):
                dice |= bit
                added = COLOR_LANE[fill.color._value_], lane_in(lanes, fill.value)
                for k in added:
                    lanes[k] |= bit
                changed += added
        for k in changed:
            lanes[k + 1] = p.orth(lanes[k])
        return FillBits.made(p, filled, dice, lanes)

    def legal_fill_mask(self, die: Die, ignore_adjacency: bool = False,
                        gray_on_colors: bool = False,
                        ability_spaces: Callable[[FillBits], int] | None = None) -> int:
        """Every space die may fill now (placement restrictions only, no Strife Board).
        ability_spaces: where a placement ability lets the die go under the game's rules
        edition (engine/editions.py; None: spaces_touching_no_die, the newest)."""
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
            ok &= (ability_spaces or spaces_touching_no_die)(self)
        elif filled:
            ok &= self.near
        lanes = self.lanes  # not beside a die of its colour or value
        try:
            return ok & ~(lanes[COLOR_SIDE[color]] | lanes[VALUE_SIDE[value]])
        except (KeyError, IndexError):  # no die shows the value
            return ok & ~lanes[COLOR_SIDE[color]]

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
        lanes = self.lanes  # not beside a die of its colour or value (the die on i left out)
        try:
            return not bit & (lanes[COLOR_SIDE[color]] | lanes[VALUE_SIDE[die.value]])
        except (KeyError, IndexError):  # no die shows the value
            return not bit & lanes[COLOR_SIDE[color]]


def spaces_touching_no_die(bits: FillBits) -> int:
    """Where a placement ability ("fill in a nonadjacent space") lets the die go, from rules
    edition 2 on, as the rulebook and the cards say: a space touching no die at an edge or a
    corner (crossed-out spaces are no dice). A mask to AND with the other restrictions."""
    dice = bits.dice
    if not dice:
        return -1  # every space
    # near is around(filled): around(dice) itself when nothing is crossed out
    return ~(bits.near if dice == bits.filled else bits.pattern.around(dice))


def any_space_edition_1(_bits: FillBits) -> int:
    """Rules edition 1: a placement ability lifted the adjacency restriction, so the die may
    go to any space, touching dice or not (every other restriction still holds)."""
    return -1


def lane_in(lanes: list[int], value: int) -> int:
    """value_lane(value), lanes made long enough to hold it (a list being made: see
    FillBits.lanes)."""
    k = value_lane(value)
    if k >= len(lanes):
        lanes.extend([0] * (k + 2 - len(lanes)))
    return k


def grown_by_die(bits: FillBits, i: int, die: Die) -> FillBits:
    """FillBits.with_fill's usual case, by hand: die into the empty space i (Window.with_die_at
    does the same, written out)."""
    p = bits.pattern
    bit = p.bit_of[i]
    side = p.orth_of[i]
    new = FillBits()
    new.pattern = p
    new.filled = bits.filled | bit
    new.dice = bits.dice | bit
    new.near = bits.near | p.around_of[i]
    lanes = new.lanes = [*bits.lanes]
    k = COLOR_LANE[die.color._value_]
    lanes[k] |= bit
    lanes[k + 1] |= side
    try:
        k = VALUE_LANE[die.value]
        lanes[k] |= bit
    except (KeyError, IndexError):  # a value with no place yet, or none in these lanes
        k = lane_in(lanes, die.value)
        lanes[k] |= bit
    lanes[k + 1] |= side
    new.dicts = new.dice_list = new.unmet = None
    unmet = bits.unmet
    new.grown = None if unmet is None else (unmet, i)
    return new
