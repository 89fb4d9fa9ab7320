"""The greedy player's quick judgement of one seat's window and resources.

window value = public objective points so far (engine.score_objective)
               + partial credit toward unfinished lines and sets (progress.py)
               + private objective points so far (engine.score_private)
               + the points the window's rules give its dice (rule_points.py)
               - 1 for each empty space (as at scoring; the window's rules may say more)
               - DEAD_SPACE more for each empty space no die can ever fill any more
resources    = the points of unused window-tool boxes + a reserve for each unused Tool Card
               and Favor Token (using a tool costs the plan what the resources lose).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..engine import (
    OBJECTIVES,
    Die,
    FillSpace,
    GameState,
    SeatState,
    Window,
    score_objective,
    score_private,
)
from ..engine.score_delta import FillScores
from .dead_spaces import Killer, edge_neighbours, killers

# named here too for the game review (review/pick_reason.py), which judges from this module
from .dead_spaces import dead_spaces as dead_spaces
from .progress import PROGRESS_RULES
from .rule_points import rule_points

DEAD_SPACE = 2.0        # an empty space that can never be filled: -1 at scoring, and lost play
TOOL_CARD_RESERVE = 1.5  # a Tool Card kept for a later turn
FAVOR_TOKEN_RESERVE = 1.5  # a Favor Token (Glory Flourish) kept for a later window-tool use


Place = FillSpace | tuple[int, int]  # a space to fill: the action, or (row, col)


def _row_col(place: Place) -> tuple[int, int]:
    if isinstance(place, tuple):
        return place
    return place.row, place.col


_BOXES: dict[tuple[int, tuple[int, ...]], tuple[object, int]] = {}  # (tools, boxes used)


def resource_value(state: GameState, seat: SeatState) -> float:
    """Points of the seat's empty window-tool boxes plus the reserves of its unused Tool Cards
    and Favor Tokens."""
    tools = state.setup.window.tools
    key = (id(tools), seat.tool_boxes_used)
    known = _BOXES.get(key)
    if known is not None and known[0] is tools:
        boxes = known[1]
    else:
        boxes = sum(sum(tool.boxes[used:])
                    for tool, used in zip(tools, seat.tool_boxes_used, strict=True))
        if len(_BOXES) > 512:
            _BOXES.clear()
        _BOXES[key] = (tools, boxes)
    cards = sum(1 for c in seat.tool_cards if c.id not in seat.used_tool_cards)
    return boxes + TOOL_CARD_RESERVE * cards + FAVOR_TOKEN_RESERVE * seat.favor_tokens


class WindowJudge:
    """Scores candidate windows of one seat against the other seats' current windows.

    value_after_fill works from what one more die changes and keeps each answer: one judge
    made for a decision is kept for the next while nothing it depends on has changed
    (`fits`, judge_for), so the placing step after a draft finds most fills judged already."""

    def __init__(self, state: GameState, seat_index: int) -> None:
        seat = state.seats[seat_index]
        self._private = seat.private_objective
        self._objective_ids = state.objectives
        self._objectives = [(oid, OBJECTIVES[oid].compare is not None) for oid in state.objectives]
        self._progress = [PROGRESS_RULES[oid](seat.window) for oid in state.objectives
                          if oid in PROGRESS_RULES]
        self._windows = tuple(s.window for s in state.seats)
        self._before = [s.window for s in state.seats[:seat_index]]
        self._after = [s.window for s in state.seats[seat_index + 1:]]
        self._seat_index = seat_index
        self._rule_list = state.rules
        self._rules = rule_points(state.rules)
        self.window = seat.window
        # the values of each die form on each space, None until judged: keyed by the form's
        # colour (its identity: colours are enum members) and value, as hashing a Die is slow
        self._cache: dict[tuple[int, int], list[float | None]] = {}
        self._fill: _FillParts | None = None  # made at the first value_after_fill
        self._dead: frozenset[int] = frozenset()
        self._kills: list[Killer | None] = []
        self._threats: list[tuple[tuple[int, object, object], ...]] = []
        self._own: float | None = None

    def fits(self, state: GameState, seat_index: int) -> bool:
        """Whether this judge judges `seat_index` of `state` as a new one would: the same
        windows (the very same objects), objectives and Private Objective."""
        if seat_index != self._seat_index or len(state.seats) != len(self._windows):
            return False
        if state.objectives != self._objective_ids:
            return False
        seat = state.seats[seat_index]
        if seat.private_objective != self._private or state.rules != self._rule_list:
            return False
        return all(s.window is w for s, w in zip(state.seats, self._windows, strict=True))

    def value(self, window: Window, dead: frozenset[int] | None = None) -> float:
        """The judged value of a window of this seat (`dead`: its dead spaces, if known)."""
        if dead is None:
            dead = dead_spaces(window)
        # the points (whole numbers: summed exactly, in any order), then the dead spaces and
        # the partial credits (fractions: always added in this order)
        rules = self._rules
        points = (score_private(self._private, window) + rules.of_window(window)
                  - rules.per_empty * window.empty_count)
        for oid, comparative in self._objectives:
            if comparative:
                points += score_objective(oid, [*self._before, window, *self._after])[
                    self._seat_index]
            else:
                points += score_objective(oid, [window])[0]
        total = float(points) - DEAD_SPACE * len(dead)
        for progress in self._progress:
            total += progress(window, dead)
        return total

    def own_value(self) -> float:
        """value() of the seat's window as it was when the judge was made (kept)."""
        own = self._own
        if own is None:
            own = self._own = self.value(self.window)
        return own

    def value_after_fill(self, row: int, col: int, die: Die, window: Window | None = None
                         ) -> float:
        """The value of the seat's window with one more die; `window` when an effect changed
        the window itself this turn (default: the window as it was when the judge was made).
        Worked out from what the fill changes; exactly value(window with the die)."""
        return self.values_after_fills(die, ((row, col),), window)[0]

    def values_after_fills(self, die: Die, places: Iterable[Place],
                           window: Window | None = None) -> list[float]:
        """value_after_fill of `die` on each of the empty spaces `places` (each a FillSpace or
        (row, col)), in order: one call for all the spaces a die form may fill."""
        if window is not None and window is not self.window:
            return [self.value(window.with_fill(*_row_col(p), die)) for p in places]
        parts = self._fill
        if parts is None:
            parts = self._fill = _FillParts(self)
        color, value = die.color, die.value
        face = (id(color), value)
        known = self._cache.get(face)
        if known is None:
            known = self._cache[face] = [None] * len(self.window.fills)
        cols = self.window.cols
        out: list[float] = []
        worked: _FaceParts | None = None
        for place in places:
            if type(place) is tuple:
                i = place[0] * cols + place[1]
            else:
                i = place.row * cols + place.col  # type: ignore[union-attr]
            total = known[i]
            if total is None:
                if worked is None:
                    worked = parts.face(die)
                total = known[i] = worked(i)
            out.append(total)
        return out


_FaceParts = Callable[[int], float]  # space -> the value with the face on it


class _FillParts:
    """What a judge needs to judge fills of its window, worked out at its first fill: the dead
    spaces and the neighbours a die may leave dead, the scorers of the fill (engine
    score_delta), each objective's credit after a fill, and the points of the objectives that
    look at the die's colour only, its value only or at neither, kept per space."""

    def __init__(self, judge: WindowJudge) -> None:
        window = judge.window
        kills = killers(window)
        judge._kills = kills
        dead = judge._dead = frozenset(j for j, k in enumerate(kills) if k is not None and k[2])
        near = edge_neighbours(window.rows, window.cols)
        # for each space: its empty neighbours (not dead yet) that a die of one colour or one
        # value would leave dead (with that colour and value, None where it is not one)
        threats: list[tuple[tuple[int, object, object], ...]] = [()] * len(kills)
        for j, k in enumerate(kills):
            if k is not None and not k[2] and (k[0] is not None or k[1] is not None):
                for i in near[j]:
                    threats[i] += ((j, k[0], k[1]),)
        judge._threats = self.threats = threats
        self.dead = dead
        oids = [oid for oid, _ in judge._objectives]
        scores = FillScores([*judge._before, window, *judge._after], judge._seat_index, oids,
                            judge._private)
        self.private = scores.private
        self.private_die_only = judge._private.kind in _PRIVATE_DIE_ONLY
        groups: dict[str, list[Scorer]] = {"color": [], "value": [], "space": [], "die": []}
        for oid, scorer in zip(oids, scores.scorers, strict=True):
            groups[_LOOKS_AT.get(oid, "die")].append(scorer)
        self.by_color = groups["color"]
        self.by_value = groups["value"]
        self.by_space = groups["space"]
        self.by_die = groups["die"]
        self.progress = [p.after_fill(window, dead) for p in judge._progress]
        rules = self.rules = judge._rules
        # the points of the window's rules and of its empty spaces after one fill more, less
        # what the die filled gets by the rules
        self.base = rules.of_window(window) - rules.per_empty * (window.empty_count - 1)
        self.of_rule_space = [rules.of_space(s) for s in window.spaces] if rules.per_die else None
        n = len(window.fills)
        self.n = n
        self.of_color: dict[int, list[int | None]] = {}
        self.of_value: dict[int, list[int | None]] = {}
        self.of_space: list[int | None] = [None] * n

    def face(self, die: Die) -> _FaceParts:
        """The value of the judge's window with `die` on space i, as value() gives it."""
        color, value = die.color, die.value
        of_color = self.of_color.get(id(color))
        if of_color is None:
            of_color = self.of_color[id(color)] = [None] * self.n
        of_value = self.of_value.get(value)
        if of_value is None:
            of_value = self.of_value[value] = [None] * self.n
        of_space = self.of_space
        by_color, by_value, by_space, by_die = (self.by_color, self.by_value, self.by_space,
                                                self.by_die)
        private, all_threats = self.private, self.threats
        # each objective's credit for this die, in order: a number, or one for each space
        credits = [p(die) for p in self.progress]
        fixed = tuple(c for c in credits if isinstance(c, float))
        fixed_only = len(fixed) == len(credits)
        base_dead = self.dead
        base = self.base
        rule_space = self.of_rule_space
        if rule_space is not None:
            base += self.rules.of_color(die)
        # a Private Objective that looks at the die alone scores it alike on every space
        private_once: list[int] = []
        die_only = self.private_die_only

        def value_at(i: int) -> float:
            if die_only:
                if not private_once:
                    private_once.append(private(i, die))
                points = private_once[0] + base
            else:
                points = private(i, die) + base
            if rule_space is not None:
                points += rule_space[i]
            if by_color:
                p = of_color[i]
                if p is None:
                    p = 0
                    for s in by_color:
                        p += s(i, die)
                    of_color[i] = p
                points += p
            if by_value:
                p = of_value[i]
                if p is None:
                    p = 0
                    for s in by_value:
                        p += s(i, die)
                    of_value[i] = p
                points += p
            if by_space:
                p = of_space[i]
                if p is None:
                    p = 0
                    for s in by_space:
                        p += s(i, die)
                    of_space[i] = p
                points += p
            for s in by_die:
                points += s(i, die)
            threats = all_threats[i]
            if fixed_only:  # only the number of dead spaces matters
                # (a threatened neighbour is neither i nor dead yet)
                n_dead = len(base_dead) - (i in base_dead)
                for _, c, v in threats:
                    if c is color or v == value:
                        n_dead += 1
                # as value() sums it: the points, the dead spaces, then the credits in order
                total = float(points) - DEAD_SPACE * n_dead
                for c in fixed:
                    total += c
                return total
            dead = base_dead
            if threats:  # a neighbour left one colour or one value: the die may take it
                killed = [j for j, c, v in threats if c is color or v == value]
                if killed or i in dead:
                    dead = (dead - {i}) | frozenset(killed)
            elif i in dead:
                dead = dead - {i}
            total = float(points) - DEAD_SPACE * len(dead)
            for credit in credits:
                total += credit if isinstance(credit, float) else credit(i, dead)
            return total

        return value_at


Scorer = Callable[[int, Die], int]  # (space, die) -> points

# Private Objectives whose points after a fill look at the die alone, not at its space
# (tests/ai/test_judge_tables.py checks them)
_PRIVATE_DIE_ONLY = frozenset({"color-sum", "value-count", "color-count"})

# What each public objective's points after one more die look at, besides the window: the
# die's colour only, its value only, or neither (the space alone). Others (the Strife
# objectives of gray dice, value-link) look at the whole die. tests/ai/test_judge_tables.py
# checks every entry against the scores of filled windows.
_LOOKS_AT: dict[str, str] = {
    **dict.fromkeys(("row-color-variety", "column-color-variety", "color-variety",
                     "color-diagonals", "vertical-color-balance", "color-pairs"), "color"),
    **dict.fromkeys(("row-shade-variety", "column-shade-variety", "light-shades",
                     "medium-shades", "deep-shades", "shade-variety", "brightest-window",
                     "darkest-window", "light-to-dark", "value-pairs"), "value"),
    **dict.fromkeys(("star-light", "border-mosaic"), "space"),
}


def judge_for(state: GameState, seat_index: int, known: WindowJudge | None) -> WindowJudge:
    """`known` when it judges this seat of this state as a new judge would, else a new one."""
    if known is not None and known.fits(state, seat_index):
        return known
    return WindowJudge(state, seat_index)
