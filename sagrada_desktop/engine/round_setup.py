"""Round Setup: all dice back in the bag, 2 x seats + 1 drawn and rolled, duplicates re-rolled.

With the Glory Strife module the bag is the Glory table's (its Strife dice included; solo uses
the 2-player row), 2 x seats dice are drawn, and 1 gray Strife die from the supply is rolled
and added, so every pool holds at least one gray die. The supply, like the bag, is whole again
at each Round Setup.
"""

from __future__ import annotations

from .color import STANDARD_COLORS, Color
from .die import Die, die_of
from .rng import GOLDEN as _GOLDEN
from .rng import MASK as _MASK
from .rng import MIX1 as _MIX1
from .rng import MIX2 as _MIX2

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
    if strife:
        bag = strife_bag_for(seats)
        most = _MOST_OF_A_COLOR * len(STANDARD_COLORS) + _MOST_OF_A_COLOR - 1
        count = min(pool_size(seats, extra) - 1, most)
        drawn, rng = _draw(rng, bag, count, gray_cap=_MOST_OF_A_COLOR - 1)
        drawn.append(Color.GRAY)
    else:
        bag = bag_for(seats)
        count = min(pool_size(seats, extra), len(bag), _MOST_OF_A_COLOR * len(STANDARD_COLORS))
        drawn, rng = _draw(rng, bag, count, gray_cap=_MOST_OF_A_COLOR)
    return _rolled(rng, drawn)


def _rolled(rng: int, drawn: list[Color]) -> tuple[tuple[Die, ...], int]:
    """Roll each drawn die (re-rolling a duplicate until it differs), in board order. The
    generator's steps are next_u64's, written out here (a round's setup is on the hot path)."""
    pool: list[Die] = []
    taken: set[tuple[Color, int]] = set()
    for color in drawn:
        while True:
            rng = (rng + _GOLDEN) & _MASK
            z = ((rng ^ (rng >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            value = (z ^ (z >> 31)) % 6 + 1
            if (color, value) not in taken:  # re-roll the duplicate until it differs
                break
        taken.add((color, value))
        pool.append(die_of(color, value))
    pool.sort(key=_board_key)
    return tuple(pool), rng


def _board_key(d: Die) -> int:
    return _ROW[d.color] * 64 + d.value  # the order of board_order for values 1-6


def _draw(rng: int, bag: list[Color], count: int, gray_cap: int) -> tuple[list[Color], int]:
    drawn: list[Color] = []
    count = min(count, len(bag))
    while len(drawn) < count:
        rng = (rng + _GOLDEN) & _MASK  # below(rng, len(bag)), written out
        z = ((rng ^ (rng >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        k = (z ^ (z >> 31)) % len(bag)
        color = bag[k]
        cap = gray_cap if color is Color.GRAY else _MOST_OF_A_COLOR
        if drawn.count(color) >= cap:
            continue
        bag.pop(k)
        drawn.append(color)
    return drawn, rng


_ROW = {c: STANDARD_COLORS.index(c) if c in STANDARD_COLORS else 9 for c in Color}


def board_order(d: Die) -> tuple[int, int]:
    return (_ROW[d.color], d.value)
