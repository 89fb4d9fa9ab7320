"""final_scores and the objectives rewritten for speed (bitmasks, tables, each seat's steps
read once) give what the plain reading gives: the Rivalry and Strife objectives read die by
die, placement points read place by place, and final_scores step by step, on many random
windows and end states (odd shapes, broken and empty spaces, ties, Glory cards, rules)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Color,
    Die,
    GameState,
    Modules,
    PrivateObjective,
    Window,
    new_game,
)
from sagrada_desktop.engine.definitions import WindowRule
from sagrada_desktop.engine.glory.flourish_patterns import flourish_points
from sagrada_desktop.engine.glory.pioneer_collection import pioneer_points
from sagrada_desktop.engine.objectives import (
    OBJECTIVES,
    rivalry,
    score_objective,
    score_objectives,
    score_private,
    strife,
)
from sagrada_desktop.engine.scoring import (
    ScoreCard,
    TieBreak,
    TieRule,
    broken_empty_points,
    extra_points,
    final_scores,
    tool_points,
)
from sagrada_desktop.engine.snake_draft import final_round_position

from .fixtures import setup
from .test_objectives_by_bits import COLORS, diagonal_neighbours, grid, lines, random_window

# --- the plain readings -----------------------------------------------------------------------


def monotone_columns(window: Window) -> int:
    def strictly(values: list[int]) -> bool:
        pairs = list(zip(values, values[1:], strict=False))
        return all(a < b for a, b in pairs) or all(a > b for a, b in pairs)

    return sum(1 for line in lines(window, rows=False) if strictly([d.value for d in line]))


def longest_value_link(window: Window) -> int:
    """Flood each die's group of same-value dice joined corner to corner."""
    dice = grid(window)
    best = 0
    seen: set[tuple[int, int]] = set()
    for start, d in dice.items():
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for dr in (-1, 1):
                for dc in (-1, 1):
                    rc = (r + dr, c + dc)
                    if rc not in group and rc in dice and dice[rc].value == d.value:
                        group.add(rc)
                        todo.append(rc)
        seen |= group
        if len(group) >= 2:
            best = max(best, len(group))
    return best


def gray(window: Window) -> list[tuple[int, int, Die]]:
    return [(r, c, d) for (r, c), d in sorted(grid(window).items()) if d.color is Color.GRAY]


def gray_distance(window: Window) -> int:
    cells = gray(window)
    return max((abs(r1 - r2) + abs(c1 - c2) for r1, c1, _ in cells for r2, c2, _ in cells),
               default=0)


def placement_points(metrics: list[int], points: tuple[int, ...], higher_is_better: bool,
                     zero_scores: bool) -> list[int]:
    """Place by place: each window's place is 1 + the windows strictly better; tied windows
    share the points of the places they fill."""
    out = []
    for m in metrics:
        if m == 0 and not zero_scores:
            out.append(0)
            continue
        taking = [x for x in metrics if x != 0 or zero_scores]
        better = sum(1 for x in taking if (x > m if higher_is_better else x < m))
        tied = taking.count(m)
        places = range(better, better + tied)
        out.append(sum(points[p] for p in places if p < len(points)) // tied)
    return out


def plain_final_scores(state: GameState) -> tuple[ScoreCard, ...]:
    """The six scoring steps one by one, then the places by the tie-breakers in order."""
    windows = [s.window for s in state.seats]
    public_by_objective = [OBJECTIVES[oid].score(windows) for oid in state.objectives]
    n = len(state.seats)
    rows = []
    for i, seat in enumerate(state.seats):
        start_tools = seat.starting_tool_count if state.setup.game_number >= 2 else 0
        public = tuple(p[i] for p in public_by_objective)
        private = score_private(seat.private_objective, seat.window)
        extra = extra_points(state.rules, seat)
        pioneer = flourish = 0
        if state.pioneer_cards or seat.flourish_kept:
            pioneer, flourish = pioneer_points(state, seat), flourish_points(seat)
        total = (start_tools + sum(public) + private + tool_points(state, seat)
                 + broken_empty_points(state.rules, seat) + extra + pioneer + flourish)
        key = (-total, seat.legacy_points, seat.window.broken_count + seat.window.empty_count,
               -private, final_round_position(n, state.start_seat, i))
        rows.append((key, ScoreCard(i, seat.name, start_tools, public, private,
                                    tool_points(state, seat), broken_empty_points(state.rules, seat),
                                    extra + pioneer + flourish, total, 0, None, pioneer, flourish)))
    ranked = [key for key, _ in sorted(rows, key=lambda row: row[0])]
    out = []
    for key, card in rows:
        place = ranked.index(key)
        # tied with the seat above: broken by the first rule telling them apart; else with the
        # seat below; else no tie
        tied = [other for other in (ranked[place - 1] if place > 0 else None,
                                    ranked[place + 1] if place + 1 < n else None)
                if other is not None and other[0] == key[0]]
        tie = None
        if tied:
            step = next(k for k in range(1, 5) if tied[0][k] != key[k])
            tie = TieBreak(card.total, TIE_RULES[step - 1])
        out.append(evolve(card, place=place + 1, tie_break=tie))
    return tuple(out)


TIE_RULES: tuple[TieRule, ...] = ("legacy-points", "broken-empty", "private", "turn-order")


# --- the comparisons --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(30))
def test_rivalry_and_strife_objectives_against_the_plain_reading(seed: int) -> None:
    rnd = random.Random(5000 + seed)
    for _ in range(20):
        w = random_window(rnd)
        assert rivalry.monotone_columns(w) == monotone_columns(w)
        assert rivalry.longest_value_link(w) == longest_value_link(w)
        pairs = diagonal_neighbours(w)
        assert rivalry.diagonal_value_pairs(w) == sum(1 for a, b, _ in pairs if a.value == b.value)
        assert rivalry.diagonal_color_pairs(w) == sum(1 for a, b, _ in pairs if a.color is b.color)
        cells = gray(w)
        values = Counter(d.value for _, _, d in cells)
        assert strife.gray_columns(w) == len({c for _, c, _ in cells})
        assert strife.gray_sum(w) == sum(d.value for _, _, d in cells)
        assert strife.shades_of_gray(w) == (0, 1, 3, 6, 10, 15, 21)[min(len(values), 6)]
        assert strife.gray_pairs(w) == sum(k // 2 for k in values.values())
        assert strife.gray_distance(w) == gray_distance(w)


@pytest.mark.parametrize("seed", range(10))
def test_early_gray_against_the_plain_reading(seed: int) -> None:
    """10/5 for the gray sums closest to 10, windows without gray dice scoring nothing (a gray
    die may show 0 here: a sum of 0 with gray dice still takes a place)."""
    rnd = random.Random(5500 + seed)
    zero = Window.empty(1, 2).with_fill(0, 0, Die(Color.GRAY, 0))
    for _ in range(20):
        windows = [random_window(rnd) for _ in range(rnd.randint(1, 4))]
        if rnd.random() < 0.3:
            windows.append(zero)
        distance = [abs(10 - sum(d.value for _, _, d in gray(w))) + 1 if gray(w) else 0
                    for w in windows]
        expected = placement_points(distance, (10, 5), higher_is_better=False, zero_scores=False)
        assert strife.early_gray(windows) == expected


def test_the_objectives_see_long_value_links_and_far_gray_dice() -> None:
    """The random windows above hold links and gray dice; here a plain case of each."""
    w = Window.empty(3, 3)
    for r, c, d in ((0, 0, Die(Color.GRAY, 2)), (1, 1, Die(Color.RED, 2)),
                    (2, 2, Die(Color.GRAY, 2)), (2, 0, Die(Color.BLUE, 2))):
        w = w.with_fill(r, c, d)
    assert rivalry.longest_value_link(w) == 4
    assert strife.gray_distance(w) == 4
    assert strife.gray_pairs(w) == 1


@pytest.mark.parametrize("seed", range(20))
def test_objective_scorers_against_each_window_scored_alone(seed: int) -> None:
    """score_objective's scorers of a list (base_lists.py's for the base objectives) give
    each window the rule's points times its count of that window alone (comparative ones:
    the rule's own score)."""
    rnd = random.Random(5800 + seed)
    ids = sorted(OBJECTIVES)
    for _ in range(20):
        windows = [random_window(rnd) for _ in range(rnd.randint(1, 6))]
        for oid in ids:
            rule = OBJECTIVES[oid]
            plain = ([rule.points * rule.count(w) for w in windows] if rule.count is not None
                     else rule.score(windows))
            assert score_objective(oid, windows) == plain, oid
        picked = tuple(rnd.sample(ids, 3))
        assert score_objectives(picked, windows) == [score_objective(o, windows) for o in picked]


@pytest.mark.parametrize("seed", range(10))
def test_placement_points_against_the_plain_reading(seed: int) -> None:
    rnd = random.Random(6000 + seed)
    for _ in range(200):
        metrics = [rnd.randint(0, 4) for _ in range(rnd.randint(1, 6))]
        points = rnd.choice(((12, 8, 5), (10, 5), (7,)))
        higher, zero = rnd.random() < 0.5, rnd.random() < 0.3
        assert rivalry.placement_points(metrics, points, higher_is_better=higher,
                                        zero_scores=zero) == \
            placement_points(metrics, points, higher, zero), (metrics, points, higher, zero)


RULES = (WindowRule("empty-penalty", points=2), WindowRule("star-points", points=1),
         WindowRule("magic-points", points=2), WindowRule("color-points", points=1,
                                                           color=Color.RED))


def random_end_state(rnd: random.Random, start: GameState,
                     other: random.Random | None = None) -> GameState:
    """A game's state with every seat's window, tool boxes, points and Glory cards made at
    random (sometimes every seat the same window, for ties), and random objectives; with
    `other`, some seats given a Private Objective of another kind (drawn from `other`)."""
    shared = random_window(rnd) if rnd.random() < 0.3 else None
    collected = list(c.id for c in start.pioneer_cards)
    rnd.shuffle(collected)
    seats = []
    pick = other or random.Random(0)
    color = pick.choice(COLORS)
    privates = (PrivateObjective("v", "V", "value-count", value=pick.randint(1, 6), points=2),
                PrivateObjective("c", "C", "color-count", color=color, points=3),
                PrivateObjective("s", "S", "star-sum"), PrivateObjective("m", "M", "magic-sum"),
                PrivateObjective("r", "R", "color-sum", color=color))
    for seat in start.seats:
        boxes = tuple(rnd.randint(0, len(t.boxes) + (1 if rnd.random() < 0.1 else 0))
                      for t in start.setup.window.tools)
        take, collected = collected[:rnd.randint(0, 1)], collected[rnd.randint(0, 1):]
        seats.append(evolve(
            seat, window=shared or random_window(rnd), tool_boxes_used=boxes,
            legacy_points=rnd.randint(0, 1), starting_tool_count=rnd.randint(0, 2),
            constructed=tuple(Die(rnd.choice(COLORS), 1) for _ in range(rnd.randint(0, 2))),
            pioneer_collected=tuple(take),
            private_objective=(pick.choice(privates) if other and pick.random() < 0.4
                               else seat.private_objective),
            flourish_kept=(tuple(rnd.random() < 0.6 for _ in seat.flourish_cards)
                           if seat.flourish_cards else ())))
    return evolve(start, seats=tuple(seats), start_seat=rnd.randrange(len(seats)),
                  objectives=tuple(rnd.sample(sorted(OBJECTIVES), 3)),
                  rules=tuple(r for r in RULES if rnd.random() < 0.3),
                  setup=evolve(start.setup, game_number=rnd.choice((1, 2))))


@pytest.mark.parametrize("seed", range(20))
def test_final_scores_against_the_plain_reading(seed: int) -> None:
    rnd = random.Random(7000 + seed)
    other = random.Random(7500 + seed)  # the other Private Objectives' draws
    ties = 0
    for k in range(25):
        glory = k % 2 == 1
        modules = Modules(strife=glory, pioneer=glory, flourish=glory, rivalry=glory)
        start = new_game(setup(rnd.randint(1, 6), seed=rnd.randrange(1000), modules=modules))
        state = random_end_state(rnd, start, other)
        got = final_scores(state)
        assert got == plain_final_scores(state)
        ties += sum(1 for card in got if card.tie_break is not None)
    assert ties > 0  # the random states hold ties, so the tie-breakers are compared too
