"""How Hard values a seat at the end of a playout (the leaf): the one-turn judge's window value
and reserves, plus what the seat's open spaces are still likely to bring.

An open space scores -1 at the end if left empty (the judge counts that); it is likely to be
filled, the less so when its edge neighbours leave it one colour or one value only
(OPEN_SPACE, NARROW_SPACE). A space that may still take a die scoring for the seat's Private
Objective is worth PRIVATE_CHANCE of what such a die scores there (the judge counts only what
is scored so far). After the last round open spaces are worth nothing.
"""

from __future__ import annotations

from ..engine import (
    Die,
    GameState,
    PrivateObjective,
    Window,
    flourish_points,
    pioneer_points,
)
from .dead_spaces import ALL_COLORS, ALL_VALUES, edge_neighbours
from .heuristic import WindowJudge, resource_value

OPEN_SPACE = 0.5  # the worth of an open space any die may still fill, beyond its -1 now
NARROW_SPACE = 0.25  # ... of one only one colour or one value may still fill
PRIVATE_CHANCE = 0.3  # how likely an open space that may score for the Private Objective does


def _private_worth(private: PrivateObjective, colors: set[object], values: set[int],
                   star: bool, magic: bool) -> float:
    """What a die on a space allowing `colors` and `values` would score for the private."""
    kind = private.kind
    mean = sum(values) / len(values)
    if kind == "color-sum":
        return mean if private.color in colors else 0.0
    if kind == "color-count":
        return float(private.points) if private.color in colors else 0.0
    if kind == "value-count":
        return float(private.points) if private.value in values else 0.0
    if kind == "star-sum":
        return mean if star else 0.0
    if kind == "magic-sum":
        return mean if magic else 0.0
    return 0.0


def open_space_worth(window: Window, private: PrivateObjective | None) -> float:
    total = 0.0
    fills = window.fills
    near = edge_neighbours(window.rows, window.cols)
    for j, space in enumerate(window.spaces):
        if not space.exists or fills[j] is not None:
            continue
        colors: set[object] = {space.color} if space.color is not None else set(ALL_COLORS)
        values = {space.value} if space.value is not None else set(ALL_VALUES)
        for k in near[j]:
            f = fills[k]
            if isinstance(f, Die):
                colors.discard(f.color)
                values.discard(f.value)
        if not colors or not values:
            continue  # dead: no die can fill it any more
        total += NARROW_SPACE if (len(colors) == 1 or len(values) == 1) else OPEN_SPACE
        if private is not None and PRIVATE_CHANCE:
            total += PRIVATE_CHANCE * _private_worth(private, colors, values, space.star,
                                                     space.magic is not None)
    return total


def judged(state: GameState, seat: int, glory: bool = False) -> float:
    """The seat's judged window, reserves and open spaces; with `glory`, also what its
    Pioneer Cards and kept Flourish Cards score now (scoring step 6)."""
    s = state.seats[seat]
    value = WindowJudge(state, seat).value(s.window) + resource_value(state, s)
    if not state.is_over:
        value += open_space_worth(s.window, s.private_objective)
    if glory:
        value += glory_points(state, seat)
    return value


def glory_points(state: GameState, seat: int) -> int:
    """What the seat's Pioneer Cards and kept Flourish Cards score now (scoring step 6)."""
    s = state.seats[seat]
    points = 0
    if s.pioneer_collected:
        points += pioneer_points(state, s)
    if s.flourish_kept:
        points += flourish_points(s)
    return points


def leaf_value(state: GameState, seat: int, glory: bool = False) -> float:
    """This seat's judged value minus the best other seat's."""
    own = judged(state, seat, glory)
    others = [judged(state, i, glory) for i in range(len(state.seats)) if i != seat]
    return own - max(others, default=0.0)
