"""The three decisions docs/rules.md keeps where the rules leave a gap or contradict
themselves, each played on the engine (windows in the notation).

- Rivalry: a window with nothing counted takes no place (the Glory rulebook is silent).
- Grinding Stone follows the Flipping Dice rule, 7 - value (the rulebook's own example line
  "6 becomes 1, other values 1<->5, 2<->4, 3 stays" contradicts itself).
- Any tools in one turn (the English rulebook: "you may use any tools available to you"; the
  Chinese summary says one).
"""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.content import load_content
from sagrada_desktop.engine import (
    Color,
    Die,
    DraftDie,
    UseWindowTool,
    apply,
    new_game,
    parse_window,
    score_objective,
)

from .fixtures import setup

W01 = load_content().windows["w01"].design
HAKE_BRUSH, GRINDING_STONE = 0, 1


@pytest.mark.parametrize(("windows", "points"), [
    # the second window has no die of 1, 2 or 3: it takes no place, the 8 points go to nobody
    ([".=R1 .=G2", ".=R5 .=G6"], [12, 0]),
    ([".=R1", ".=R1 .=G2", ".=R4"], [8, 12, 0]),
    # everybody at 0: nobody places
    ([".=R4", ".=G5"], [0, 0]),
])
def test_rivalry_a_window_with_nothing_counted_takes_no_place(windows: list[str],
                                                              points: list[int]) -> None:
    assert score_objective("brightest-window", [parse_window(t) for t in windows]) == points


def _drafted(die: Die):  # type: ignore[no-untyped-def]
    state = new_game(evolve(setup(2), window=W01))
    state = evolve(state, pool=(die,) + tuple(d for d in state.pool if d != die))
    return apply(state, DraftDie(die))


@pytest.mark.parametrize(("value", "flipped"), [(1, 6), (2, 5), (3, 4), (4, 3), (5, 2),
                                                (6, 1)])
def test_grinding_stone_flips_to_seven_minus_the_value(value: int, flipped: int) -> None:
    assert W01.tools[GRINDING_STONE].name == "Grinding Stone"
    state = apply(_drafted(Die(Color.BLUE, value)), UseWindowTool(GRINDING_STONE))
    assert state.in_hand is not None and state.in_hand.current == Die(Color.BLUE, flipped)


def test_any_tools_may_be_used_in_one_turn() -> None:
    """Hake Brush sets a 1, then Grinding Stone flips it: a 6, both boxes filled."""
    state = apply(_drafted(Die(Color.RED, 4)), UseWindowTool(HAKE_BRUSH))
    state = apply(state, UseWindowTool(GRINDING_STONE))
    assert state.in_hand is not None and state.in_hand.current == Die(Color.RED, 6)
    seat = state.seats[state.active_seat]
    assert seat.tool_boxes_used[:2] == (1, 1)
