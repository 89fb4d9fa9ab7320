"""What the lesson reads of a game, asked of the engine: the person's window and turn, the
ways a die could go, a die that fits nowhere, a die left for Cathedral Construction, and
which spaces of a finished window a scoring step counts. No Qt, no words."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from attrs import frozen

from ..engine import (
    Action,
    DraftDie,
    FillSpace,
    GameState,
    IllegalAction,
    LoseDie,
    Stage,
    UseAbility,
    UseWindowTool,
    Window,
    apply,
    fill_errors,
    fill_spaces,
    legal_actions,
    way_to_place,
)
from ..engine.cathedral import construction_options
from ..engine.die import Die
from ..engine.reasons import SameColorNeighbour, SameValueNeighbour
from .setup import ABILITY_ID, PERSON, flip_tool

Space = tuple[int, int]  # (row, col), from 0


def person_turn(s: GameState) -> bool:
    """The person is to take a die or to fill a space with the die in hand."""
    return not s.is_over and s.active_seat == PERSON and s.stage in (Stage.DRAFT, Stage.PLACE)


def person_window(s: GameState) -> Window:
    return s.seats[PERSON].window


def dice_placed(s: GameState) -> int:
    return person_window(s).filled_count


def placed_where(s: GameState, wanted: Callable[[Window, int, int], bool]) -> int:
    """How many of the person's dice sit on spaces that `wanted` names."""
    w = person_window(s)
    return sum(1 for r in range(w.rows) for c in range(w.cols)
               if w.die_at(r, c) is not None and wanted(w, r, c))


def printed(w: Window, r: int, c: int) -> bool:
    """A space with a printed colour or value."""
    return w.space(r, c).is_restricted


def starred(w: Window, r: int, c: int) -> bool:
    return w.space(r, c).star


def beside_a_die(w: Window, r: int, c: int) -> bool:
    """The space shares an edge with a space holding a die."""
    return any(w.in_grid(r + dr, c + dc) and w.die_at(r + dr, c + dc) is not None
               for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))


def after(s: GameState, action: Action) -> GameState | None:
    """The state after `action`, or None when the rules refuse it."""
    try:
        return apply(s, action)
    except IllegalAction:
        return None


def in_hand_ways(s: GameState) -> Iterator[tuple[Die, GameState]]:
    """The person's dice to take now, each with the state of holding it: every die of the
    Cathedral Board while drafting, the die in hand while placing."""
    if not person_turn(s):
        return
    if s.stage is Stage.PLACE and s.in_hand is not None:
        yield s.in_hand.die, s
        return
    for die in s.pool:
        held = after(s, DraftDie(die))
        if held is not None:
            yield die, held


def spaces(held: GameState, wanted: Callable[[Window, int, int], bool] | None = None
           ) -> list[Space]:
    """The spaces the die in hand may fill now (and that `wanted` names)."""
    w = person_window(held)
    return [(f.row, f.col) for f in fill_spaces(held)
            if wanted is None or wanted(w, f.row, f.col)]


def refused_beside(held: GameState) -> list[Space]:
    """The empty spaces the die in hand may not fill only because they share an edge with a
    die of its colour or value (the rule the lesson shows on the window)."""
    w = person_window(held)
    out = []
    for r in range(w.rows):
        for c in range(w.cols):
            reasons = fill_errors(held, r, c) if w.space(r, c).exists and w.fill_at(r, c) is None \
                else []
            if reasons and all(isinstance(x, SameColorNeighbour | SameValueNeighbour)
                               for x in reasons):
                out.append((r, c))
    return out


def fits_nowhere(held: GameState) -> bool:
    """The die in hand fits no space, even with the seat's abilities and tools (the program
    lets it be given up only then)."""
    return any(isinstance(a, LoseDie) for a in legal_actions(held)) \
        and way_to_place(held) is None


def every_die_fits_nowhere(s: GameState) -> bool:
    ways = list(in_hand_ways(s))
    return bool(ways) and all(fits_nowhere(held) for _, held in ways)


def sea_glass(held: GameState) -> GameState | None:
    """The die in hand after the lesson's ability (Sea Glass), or None when it cannot be."""
    return after(held, UseAbility(ABILITY_ID))


def flipped(held: GameState) -> GameState | None:
    """The die in hand after the window's flip tool (the Grinding Stone)."""
    return after(held, UseWindowTool(flip_tool(held.setup.window)))


def ability_used(s: GameState) -> bool:
    hand = s.in_hand
    return hand is not None and ABILITY_ID in hand.ability_uses


def flips_used(s: GameState) -> int:
    """Point boxes of the flip tool the person has filled."""
    return s.seats[PERSON].tool_boxes_used[flip_tool(s.setup.window)]


@frozen
class Way:
    """A way through a turn the lesson suggests: the die, the abilities or tools on it, the
    space."""

    die: Die
    effects: tuple[Action, ...]
    space: Space


def chained(s: GameState) -> Way | None:
    """A die the person may take now that Sea Glass, then the Grinding Stone, make fit a
    space (the first such, the Cathedral Board in its order)."""
    for die, held in in_hand_ways(s):
        if die.color.value not in "BG" or ability_used(held):
            continue
        glass = sea_glass(held)
        flip = flipped(glass) if glass is not None else None
        if flip is not None and (where := spaces(flip)):
            return Way(die, (UseAbility(ABILITY_ID), UseWindowTool(flip_tool(s.setup.window))),
                       where[0])
    return None


def last_turn_of_round(s: GameState) -> bool:
    return s.turn == 2 * len(s.seats) - 1


def leaving_to_build(s: GameState) -> list[Die]:
    """At the person's last turn of a round: the dice to take that leave a die Cathedral
    Construction can use (when some other choice would not); empty otherwise."""
    if not (person_turn(s) and s.stage is Stage.DRAFT and last_turn_of_round(s)):
        return []
    good = [d for d in s.pool
            if construction_options(s.cathedral, [e for e in s.pool if e != d])
            and (held := after(s, DraftDie(d))) is not None and spaces(held)]
    return good if len(good) < len(s.pool) else []


def to_construct(s: GameState) -> list[Die]:
    """The Cathedral Board's dice the person may construct now (empty: not now)."""
    if s.is_over or s.stage is not Stage.CONSTRUCT or s.active_seat != PERSON:
        return []
    return construction_options(s.cathedral, s.pool)


def first_way(s: GameState, wanted: Callable[[Window, int, int], bool]) -> Way | None:
    """The first die (in the Cathedral Board's order) that may fill a space `wanted` names,
    with that space."""
    for die, held in in_hand_ways(s):
        where = spaces(held, wanted)
        if where:
            return Way(die, (), where[0])
    return None


def _fill_removed(w: Window, i: int) -> Window:
    return w.with_fill(i // w.cols, i % w.cols, None)


def counted_spaces(w: Window, score: Callable[[Window], int]) -> list[Space]:
    """The spaces whose die a scoring step counts: those without whose die it scores less."""
    whole = score(w)
    out: list[Space] = []
    for i, die in enumerate(w.dice()):
        if die is not None and score(_fill_removed(w, i)) < whole:
            out.append((i // w.cols, i % w.cols))
    return out


def empty_or_broken(w: Window) -> list[Space]:
    return [(i // w.cols, i % w.cols) for i, (s, f) in enumerate(zip(w.spaces, w.fills,
                                                                     strict=True))
            if s.exists and not isinstance(f, Die)]


def fill_of(action: Action) -> Space | None:
    return (action.row, action.col) if isinstance(action, FillSpace) else None
