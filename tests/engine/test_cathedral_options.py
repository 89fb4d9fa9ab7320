"""Cathedral Construction's options, read from the constructed values as bits, against the
rule read plainly: a remaining die may be constructed when it shows the lowest unconstructed
value of its colour."""

from __future__ import annotations

import random

from sagrada_desktop.engine.cathedral import (
    construction_options,
    lowest_unconstructed,
    with_constructed,
)
from sagrada_desktop.engine.color import STANDARD_COLORS, Color
from sagrada_desktop.engine.die import Die


def _plain(cathedral: frozenset[Die], remaining: list[Die]) -> list[Die]:
    return [d for d in remaining if d.color in STANDARD_COLORS
            and lowest_unconstructed(cathedral, d.color) == d.value]


def test_options_match_the_plain_reading_on_random_cathedrals() -> None:
    rnd = random.Random(12)
    colors = list(Color)
    for _ in range(3000):
        cathedral = frozenset(Die(rnd.choice(colors), rnd.randint(0, 8))
                              for _ in range(rnd.randint(0, 34)))
        remaining = [Die(rnd.choice(colors), rnd.randint(0, 8)) for _ in range(rnd.randint(0, 5))]
        assert construction_options(cathedral, remaining) == _plain(cathedral, remaining)


def test_a_colour_built_up_to_six_offers_nothing() -> None:
    full = frozenset(Die(Color.RED, v) for v in range(1, 7))
    assert construction_options(full, [Die(Color.RED, v) for v in range(1, 7)]) == []
    assert construction_options(full, [Die(Color.BLUE, 1)]) == [Die(Color.BLUE, 1)]


def test_a_cathedral_built_die_by_die_offers_what_the_plain_reading_does() -> None:
    """with_constructed carries the lowest values over to the new cathedral (asked about
    first, as construct does); any die may be added, constructed before or not, odd values
    and colours included, and the options stay the plain reading's."""
    rnd = random.Random(34)
    colors = list(Color)
    all_dice = [Die(c, v) for c in colors for v in range(1, 7)]
    for _ in range(300):
        cathedral = frozenset(Die(rnd.choice(colors), rnd.randint(0, 8))
                              for _ in range(rnd.randint(0, 6)))
        for _ in range(rnd.randint(1, 30)):
            assert construction_options(cathedral, all_dice) == _plain(cathedral, all_dice)
            die = Die(rnd.choice(colors), rnd.randint(0, 8))
            if rnd.random() < 0.5:
                options = construction_options(cathedral, all_dice)
                die = rnd.choice(options) if options else die
            cathedral = with_constructed(cathedral, die)
            assert die in cathedral
        assert construction_options(cathedral, all_dice) == _plain(cathedral, all_dice)
