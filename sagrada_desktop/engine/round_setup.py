"""Round Setup: all dice back in the bag, 2 x seats + 1 drawn and rolled, duplicates re-rolled."""

from __future__ import annotations

from .color import STANDARD_COLORS, Color
from .die import Die
from .rng import below, roll

# The Glory table (seed 002): dice of each standard colour in the bag by seat count.
_GLORY_BAG = {2: 10, 3: 14, 4: 18, 5: 22, 6: 26}


def bag_for(seats: int) -> list[Color]:
    """The round's bag: 2 of each standard colour (the Glory table for 5 or 6 seats)."""
    per_color = 2 if seats <= 4 else _GLORY_BAG[seats]
    return [c for c in STANDARD_COLORS for _ in range(per_color)]


def pool_size(seats: int, extra: int = 0) -> int:
    return 2 * seats + 1 + extra


def roll_pool(rng: int, seats: int, extra: int = 0) -> tuple[tuple[Die, ...], int]:
    """Draw and roll the pool; no two dice share colour and value (a 7th die of one colour,
    which could never find a free value, goes back into the bag and another is drawn)."""
    bag = bag_for(seats)
    count = min(pool_size(seats, extra), len(bag), 6 * len(STANDARD_COLORS))
    drawn: list[Color] = []
    while len(drawn) < count:
        k, rng = below(rng, len(bag))
        color = bag[k]
        if drawn.count(color) >= 6:
            continue
        bag.pop(k)
        drawn.append(color)
    pool: list[Die] = []
    taken: set[Die] = set()
    for color in drawn:
        value, rng = roll(rng)
        while Die(color, value) in taken:  # re-roll the duplicate until it differs
            value, rng = roll(rng)
        die = Die(color, value)
        taken.add(die)
        pool.append(die)
    return tuple(sorted(pool, key=_board_order)), rng


def _board_order(d: Die) -> tuple[int, int]:
    return (STANDARD_COLORS.index(d.color) if d.color in STANDARD_COLORS else 9, d.value)
