"""Round Setup: all dice back in the bag, 2 x seats + 1 drawn and rolled, duplicates re-rolled.

With the Glory Strife module the bag is the Glory table's (its Strife dice included; solo uses
the 2-player row), 2 x seats dice are drawn, and 1 gray Strife die from the supply is rolled
and added, so every pool holds at least one gray die. The supply, like the bag, is whole again
at each Round Setup.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import add, itemgetter, mod

from .color import STANDARD_COLORS, Color
from .die import Die, die_of
from .rng import output_lanes, outputs

# The Glory table (seed 002): dice of each standard colour, and Strife dice, by seat count.
_GLORY_BAG = {2: 10, 3: 14, 4: 18, 5: 22, 6: 26}
_GLORY_STRIFE_DICE = {2: 4, 3: 5, 4: 6, 5: 7, 6: 8}
_MOST_OF_A_COLOR = 6  # one die per value: a 7th die of one colour could find no free value


def bag_for(seats: int) -> list[Color]:
    """The round's bag: 2 of each standard colour (the Glory table for 5 or 6 seats)."""
    per_color = 2 if seats <= 4 else _GLORY_BAG[seats]
    return [c for c in STANDARD_COLORS for _ in range(per_color)]


def strife_bag_for(seats: int) -> list[Color]:
    """The Strife module's bag: the Glory table's row for the seats (solo: the 2-player row),
    its gray Strife dice included."""
    row = max(2, seats)
    return ([c for c in STANDARD_COLORS for _ in range(_GLORY_BAG[row])]
            + [Color.GRAY] * _GLORY_STRIFE_DICE[row])


def pool_size(seats: int, extra: int = 0) -> int:
    return 2 * seats + 1 + extra


def roll_pool(rng: int, seats: int, extra: int = 0, *,
              strife: bool = False) -> tuple[tuple[Die, ...], int]:
    """Draw and roll the pool; no two dice share colour and value (a 7th die of one colour,
    which could never find a free value, goes back into the bag and another is drawn).
    With strife, the last die is the supply's gray die (so at most 5 gray come from the bag)."""
    roller = _ROLLERS.get((seats, extra, strife))
    if roller is not None:
        return roller(rng)
    return _roll_pool(rng, seats, extra, strife)


def pool_roller(seats: int, extra: int = 0, strife: bool = False) -> Roller:
    """roll_pool for these seats, extra dice and strife, as one function of the generator's
    state (the same pools: the roller roll_pool keeps, made now if it has none yet)."""
    key = (seats, extra, strife)
    if key not in _ROLLERS:
        _roll_pool(0, seats, extra, strife)  # the first pool drawn makes the roller, if it can
    roller = _ROLLERS.get(key)
    if roller is None:  # a pool of one die, or the rollers kept are many: number by number
        return lambda rng: _roll_pool(rng, seats, extra, strife)
    return roller


_SIXES = repeat(6)  # (map stops at its shortest iterable: these never end)
Roller = Callable[[int], tuple[tuple[Die, ...], int]]


def _roller(seats: int, extra: int, strife: bool, bag: tuple[int, ...], count: int) -> Roller:
    """roll_pool for one (seats, extra dice, strife), written out: one number a draw, then one
    a roll. bag: the bag as codes colour number * 8 + 1; count: the dice drawn from it."""
    dice = count + strife
    numbers = count + dice  # the numbers a pool takes when no draw goes back and no roll repeats
    # the numbers made at once: a third more than the dice (a pool holding a duplicate, about
    # every other one at 4 seats, takes a few numbers more; one batch is cheaper than two)
    batch = count + dice * 4 // 3
    ones, steps, mask, size, words = output_lanes(batch)
    sizes = tuple(range(len(bag), len(bag) - count, -1))  # the bag's size at each draw
    bag_codes = bytearray(bag)  # (codes below 64: bytes, copied without a reference each)
    gray_code = (_GRAY << 3) + 1

    def roll(rng: int) -> tuple[tuple[Die, ...], int]:
        # rng.next_outputs(rng, batch), written out (its constants kept here)
        s = (rng * ones + steps) & mask
        z = ((s ^ (s >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
        z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
        values = words((z ^ (z >> 31)).to_bytes(size, "little"))
        # drawn and rolled in C-level maps, no bytecode a die: the bag holds the codes colour
        # number * 8 + 1, so a die's code is its drawn bag code plus its roll's number % 6
        codes = list(map(add, map(bag_codes.copy().pop, map(mod, values, sizes)),
                         map(mod, values[count:], _SIXES)))
        if strife:
            codes.append(gray_code + values[2 * count] % 6)
        if len(set(codes)) < dice:  # a duplicate: from it on, rolled one by one
            j = 1
            while codes.index(codes[j]) == j:  # codes[j] first seen at j: no duplicate yet
                j += 1
            try:
                codes, taken = _rerolled(codes[:j], codes[j:], values, count + j, rng)
            except _PastCap:  # a colour past its cap: a draw went back, drawn again
                return _roll_pool(rng, seats, extra, strife)
            codes.sort()  # (a plan draws 2 dice or more: itemgetter of them gives a tuple)
            return itemgetter(*codes)(_DIE_OF_CODE), (rng + taken * 0x9E3779B97F4A7C15) & _MASK
        codes.sort()
        return itemgetter(*codes)(_DIE_OF_CODE), (rng + numbers * 0x9E3779B97F4A7C15) & _MASK

    _BATCHES[(seats, extra, strife)] = batch
    return roll


_MASK = 0xFFFFFFFFFFFFFFFF
# roll_pool's roller per (seats, extra dice, strife), made by the first pool drawn number by
# number (_roll_pool), and the numbers each makes at once
_ROLLERS: dict[tuple[int, int, bool], Roller] = {}
_BATCHES: dict[tuple[int, int, bool], int] = {}


class _PastCap(Exception):
    """The dice hold more of a colour than a colour has values: no roll makes them all differ
    (a draw went past its colour's cap: 7 dice of a colour, or 6 gray drawn and the supply's)."""


def _rerolled(codes: list[int], dice: list[int], values: tuple[int, ...], k: int, rng: int
              ) -> tuple[list[int], int]:
    """codes (the dice rolled so far) and _rolled's roll of the dice after them (any code of
    their colours) from number k on (re-rolling a die until it differs from those before it),
    and the numbers taken. Raises _PastCap for dice that no roll makes all differ (found once
    the numbers made run out: such dice would take numbers for ever)."""
    rolled = len(codes)
    for die in dice:
        base = (die | 7) - 6  # the colour's code colour number * 8 + 1: plus a roll's number % 6
        while True:
            try:
                code = base + values[k] % 6
            except IndexError:  # past the batch: 8 numbers more, if a roll can do
                colors = [c >> 3 for c in codes[:rolled] + dice]
                if any(colors.count(c) > _MOST_OF_A_COLOR for c in set(colors)):
                    raise _PastCap from None
                values += outputs((rng + k * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF, 8)[0]
                continue
            k += 1
            if code not in codes:
                break
        codes.append(code)
    return codes, k


def _roll_pool(rng: int, seats: int, extra: int, strife: bool) -> tuple[tuple[Die, ...], int]:
    """roll_pool, whatever the bag (a capped colour, re-rolls), number by number."""
    bag, capped = _BAGS.get((seats, strife)) or _bag(seats, strife)
    if strife:
        most = _MOST_OF_A_COLOR * len(STANDARD_COLORS) + _MOST_OF_A_COLOR - 1
        count = min(pool_size(seats, extra) - 1, most)
        gray_cap = _MOST_OF_A_COLOR - 1
    else:
        count = min(pool_size(seats, extra), len(bag), _MOST_OF_A_COLOR * len(STANDARD_COLORS))
        gray_cap = _MOST_OF_A_COLOR
    # the generator's numbers, made in one batch (rng.outputs: the very numbers next_u64 gives,
    # in order): one a draw and one a roll, and a few for re-draws and re-rolls; more if needed
    numbers = _Numbers(rng, 2 * count + 4)
    drawn = _draw(numbers, list(bag), count, gray_cap, capped)
    if strife:
        drawn.append(_GRAY)
    pool = _rolled(numbers, drawn)
    if count <= len(bag) and len(drawn) > 1 and len(_ROLLERS) < 256:  # roll_pool's way now
        _ROLLERS[(seats, extra, strife)] = _roller(
            seats, extra, strife, tuple((c << 3) + 1 for c in bag), count)
    return pool, numbers.state()


class _Numbers:
    """The generator's next numbers, taken one by one (take), made in batches."""

    __slots__ = ("start", "taken", "values")

    def __init__(self, start: int, n: int) -> None:
        self.start = start
        self.values = outputs(start, n)[0]
        self.taken = 0

    def more(self) -> None:
        have = len(self.values)
        self.values += outputs((self.start + have * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF,
                               8)[0]

    def state(self) -> int:
        """The generator's state after the numbers taken."""
        return (self.start + self.taken * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF


_BAGS: dict[tuple[int, bool], tuple[tuple[int, ...], bool]] = {}


def _bag(seats: int, strife: bool) -> tuple[tuple[int, ...], bool]:
    """The bag as colour numbers (_COLORS' order), and whether a draw can meet a colour's cap
    (the bag holds more of a colour than may be drawn), made once per seat count."""
    colors = strife_bag_for(seats) if strife else bag_for(seats)
    bag = tuple(_COLORS.index(c) for c in colors)
    gray_cap = _MOST_OF_A_COLOR - 1 if strife else _MOST_OF_A_COLOR
    capped = any(bag.count(c) > (gray_cap if c == _GRAY else _MOST_OF_A_COLOR) for c in set(bag))
    got = _BAGS[(seats, strife)] = (bag, capped)
    return got


def _rolled(numbers: _Numbers, drawn: list[int]) -> tuple[Die, ...]:
    """Roll each drawn die (re-rolling a duplicate until it differs), in board order: a die is
    its code, colour number * 8 + value, whose order is board_order's."""
    values = numbers.values
    k = numbers.taken
    n = len(drawn)
    if k + n <= len(values):  # one number a die; a duplicate among them: roll one by one
        codes = [(color << 3) + v % 6 + 1 for color, v in zip(drawn, values[k:k + n], strict=True)]
        if len(set(codes)) == n:
            numbers.taken = k + n
            codes.sort()
            return tuple(map(_DIE_OF_CODE.__getitem__, codes))
    codes, numbers.taken = _rerolled([], [c << 3 for c in drawn], values, k, numbers.start)
    codes.sort()
    return tuple(map(_DIE_OF_CODE.__getitem__, codes))


def _draw(numbers: _Numbers, bag: list[int], count: int, gray_cap: int, capped: bool = True
          ) -> list[int]:
    drawn: list[int] = []
    n = len(bag)
    count = min(count, n)
    values = numbers.values
    k = numbers.taken
    if not capped and k + count <= len(values):  # no cap to meet: one number a draw
        pop = bag.pop
        drawn = [pop(v % left) for v, left in zip(values[k:k + count], range(n, n - count, -1), strict=True)]
        numbers.taken = k + count
        return drawn
    while len(drawn) < count:
        if k >= len(values):
            numbers.more()
            values = numbers.values
        color = bag[values[k] % n]  # below(rng, len(bag))
        k += 1
        if capped and drawn.count(color) >= (gray_cap if color == _GRAY else _MOST_OF_A_COLOR):
            continue
        bag.pop(values[k - 1] % n)
        n -= 1
        drawn.append(color)
    numbers.taken = k
    return drawn


_ROW = {c: STANDARD_COLORS.index(c) if c in STANDARD_COLORS else 9 for c in Color}
# colour numbers in board order (the standard colours, then gray), and each die by its code
_COLORS: tuple[Color, ...] = (*STANDARD_COLORS, Color.GRAY)
_GRAY = len(STANDARD_COLORS)
_DIE_OF_CODE: dict[int, Die] = {
    (k << 3) + v: die_of(c, v) for k, c in enumerate(_COLORS) for v in range(1, 7)}


def board_order(d: Die) -> tuple[int, int]:
    return (_ROW[d.color], d.value)
