"""The greedy player's judgement: dead spaces, resources and partial credit."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.ai.heuristic import DEAD_SPACE, WindowJudge, dead_spaces, resource_value
from sagrada_desktop.ai.progress import PROGRESS, PROGRESS_RULES
from sagrada_desktop.engine import Color, Die, PrivateObjective, new_game, parse_window
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
