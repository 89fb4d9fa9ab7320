"""The greedy player's judgement: dead spaces, resources and partial credit."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.ai.dead_spaces import dead_spaces
from sagrada_desktop.ai.heuristic import DEAD_SPACE, WindowJudge, resource_value
from sagrada_desktop.ai.progress import PROGRESS, PROGRESS_RULES
from sagrada_desktop.engine import (
    OBJECTIVES,
    Color,
    Die,
    GameState,
    PrivateObjective,
    apply,
    legal_actions,
    new_game,
    parse_window,
)
from tests.saves.helpers import ORANGE_CARD, REROLL_CARD, setup


def test_a_restricted_space_whose_neighbour_took_its_colour_or_value_is_dead() -> None:
    window = parse_window("""
        3   .=B3  .
        .   .     G
        .   .     .=G1
    """)
    assert dead_spaces(window) == frozenset({0, 5})
    assert dead_spaces(parse_window(". .=R1\n.=Y1 .\n")) == frozenset()


def test_resources_are_unused_boxes_plus_a_reserve_per_unused_tool_card() -> None:
    state = new_game(setup(1))
    seat = state.seats[0]
    assert resource_value(state, seat) == 3 + 2 + 4  # the boxes of the three test tools
    seat = evolve(seat, tool_boxes_used=(1, 1, 0), tool_cards=(REROLL_CARD, ORANGE_CARD),
                  used_tool_cards=("reroll",))
    assert resource_value(state, seat) == 2 + 0 + 4 + 1.5


def test_an_unfinished_line_of_different_dice_earns_partial_credit() -> None:
    pattern = parse_window(". . .\n. . .\n")
    credit = PROGRESS_RULES["row-color-variety"](pattern)
    no_dead: frozenset[int] = frozenset()
    two = parse_window(".=R1 .=Y2 .\n. . .\n")
    assert credit(two, no_dead) == PROGRESS * 6 * (2 / 3) ** 2
    assert credit(parse_window(".=R1 . .=R2\n. . .\n"), no_dead) == 0  # a repeated colour
    assert credit(parse_window(".=R1 .=X .\n. . .\n"), no_dead) == 0  # a broken space
    assert credit(two, frozenset({2})) == 0  # a dead space spoils the line
    assert credit(parse_window(".=R1 .=Y2 .=G3\n. . .\n"), no_dead) == 0  # scored by the engine


def test_the_judge_counts_objectives_private_points_and_empty_spaces() -> None:
    state = new_game(setup(2, seed=1))
    blue = PrivateObjective("p-B", "Shades of Blue", "color-sum", color=Color.BLUE)
    state = evolve(state, objectives=("color-diagonals", "star-light", "border-mosaic"),
                   seats=(evolve(state.seats[0], private_objective=blue), state.seats[1]))
    judge = WindowJudge(state, 0)
    empty = judge.value(judge.window)
    # (0, 0) of the test window: private 6, border 1, one empty space fewer
    assert judge.value_after_fill(0, 0, Die(Color.BLUE, 6)) - empty == 6 + 1 + 1
    assert judge.value_after_fill(0, 0, Die(Color.YELLOW, 6)) - empty == 2
    # a red die beside the red-restricted space (0, 1) leaves it unfillable
    assert judge.value_after_fill(0, 0, Die(Color.RED, 6)) - empty == 2 - DEAD_SPACE


def _random_states(count: int) -> list[GameState]:
    """Mid-game states of random 1-4 seat games, Glory modules on and off."""
    from tests.engine.golden_games import golden_setup

    states = []
    for seed in range(count):
        rng = random.Random(seed)
        state = new_game(golden_setup(1 + seed % 4, seed, modules=seed % 3 == 0))
        steps = rng.randrange(0, 80)
        for _ in range(steps):
            if state.is_over:
                break
            state = apply(state, rng.choice(legal_actions(state)))
        if state.is_over:
            continue
        # every public objective and every kind of private objective in turn
        ids = list(OBJECTIVES)
        objectives = tuple(ids[(3 * seed + k) % len(ids)] for k in range(3))
        private = PRIVATE_KINDS[seed % len(PRIVATE_KINDS)]
        states.append(evolve(state, objectives=objectives, seats=tuple(
            evolve(s, private_objective=private) if i == 0 else s
            for i, s in enumerate(state.seats))))
    return states


PRIVATE_KINDS = (
    PrivateObjective("p-r", "Red", "color-sum", color=Color.RED),
    PrivateObjective("p-v", "Fours", "value-count", value=4, points=2),
    PrivateObjective("p-c", "Blues", "color-count", color=Color.BLUE, points=3),
    PrivateObjective("p-s", "Stars", "star-sum"),
    PrivateObjective("p-m", "Magic", "magic-sum"),
)


def test_a_fill_judged_from_what_it_changes_equals_judging_the_filled_window() -> None:
    checked = 0
    for state in _random_states(50):
        for seat in range(len(state.seats)):
            judge = WindowJudge(state, seat)
            window = judge.window
            empty = [i for i, (s, f) in enumerate(zip(window.spaces, window.fills, strict=True))
                     if s.exists and f is None]
            for i in empty:
                row, col = divmod(i, window.cols)
                for die in ALL_DICE:
                    full = judge.value(window.with_fill(row, col, die))
                    assert judge.value_after_fill(row, col, die) == full, (state.objectives, i)
                    checked += 1
    assert checked > 10_000


ALL_DICE = [Die(c, v) for c in Color for v in range(1, 7)]


def test_the_judge_counts_the_window_rules_points_as_scoring_does() -> None:
    """Dice on starred or Magic Square spaces, dice of a colour and empty spaces are worth
    what the window's rules say (scoring step 6 and the empty-space penalty)."""
    from sagrada_desktop.engine import WindowRule, final_scores

    rules = (WindowRule("star-points", points=2), WindowRule("magic-points", points=1),
             WindowRule("color-points", points=1, color=Color.BLUE),
             WindowRule("empty-penalty", points=3))
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(setup(2, seed=seed))
        for _ in range(rng.randrange(4, 60)):
            if state.is_over:
                break
            state = apply(state, rng.choice(legal_actions(state)))
        ruled = evolve(state, rules=rules)
        for seat in range(2):
            window = state.seats[seat].window
            plain = WindowJudge(state, seat).value(window)
            got = WindowJudge(ruled, seat).value(window) - plain
            scored = [c.extra + c.broken_empty for c in final_scores(ruled)][seat] - [
                c.extra + c.broken_empty for c in final_scores(state)][seat]
            assert got == pytest.approx(scored)
            checked += got != 0
    assert checked > 10
    # and one die more: blue on a starred space, with the rules and without
    state = new_game(setup(2, seed=1))
    window = state.seats[0].window
    star = next(i for i, s in enumerate(window.spaces) if s.star and s.color is None)
    row, col = divmod(star, window.cols)
    die = Die(Color.BLUE, window.spaces[star].value or 3)
    plain = WindowJudge(state, 0)
    ruled = WindowJudge(evolve(state, rules=rules), 0)
    gain = ruled.value_after_fill(row, col, die) - ruled.value(window)
    # the star 2, the blue die 1, and one empty space fewer costs 3 instead of 1
    assert gain == pytest.approx(
        plain.value_after_fill(row, col, die) - plain.value(window) + 2 + 1 + 2)
