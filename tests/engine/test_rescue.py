"""The rulebook: "If you're unable to fill a space with the die you selected (even after using
abilities), do not return the die to the Cathedral Board." Before a die is given up, the engine
searches the seat's abilities, window tools and Tool Cards for a way to place it."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    ChangeColor,
    ChangeValue,
    Color,
    Die,
    DraftDie,
    GameState,
    LoseDie,
    Reroll,
    SetValue,
    Stage,
    UseAbility,
    UseWindowTool,
    WindowDesign,
    WindowTool,
    apply,
    fill_spaces,
    legal_actions,
    new_game,
    parse_window,
    way_to_place,
)

from .fixtures import PRIVATES, setup

BLUE_TO_RED = WindowTool("Flower Seller's Ribbon", ChangeColor(to=(Color.RED,),
                                                                when=(Color.BLUE, Color.PURPLE)), (2,))
HAKE = WindowTool("Hake Brush", SetValue(to=(1,)), (1,))
SHAKE = WindowTool("Shaker", Reroll(), (1, 1))
PLUS_ONE = Ability("plus-one", "Steady Hand", ChangeValue(add=(1,)))


def _state(pattern: str, die: Die, tools: tuple[WindowTool, ...] = (),
           abilities: tuple[Ability, ...] = ()) -> GameState:
    design = WindowDesign(id="t", name="T", pattern=parse_window(pattern),
                          tools=tools or (HAKE, HAKE, HAKE), private_objectives=PRIVATES)
    state = new_game(evolve(setup(2, abilities=abilities), window=design))
    state = evolve(state, pool=(die, *[d for d in state.pool if d != die]))
    return apply(state, DraftDie(die))


# Each row: the window (filled spaces with =), the die drafted, the tools, the abilities, and the
# steps the search must find (names of the effects used), or None when the die is lost.
CASES = [
    # a blue 2 fits nowhere on red-only empties; the Ribbon makes it red 2 (the case)
    ("R   R=R1 \n G=G3  Y=Y5", Die(Color.BLUE, 2), (BLUE_TO_RED, HAKE, HAKE), (), ["window-tool"]),
    # it already fits: nothing to do
    ("B   R=R1 \n G=G3  Y=Y5", Die(Color.BLUE, 2), (BLUE_TO_RED, HAKE, HAKE), (), []),
    # only a 4 fits; +1 twice from a 2 (abilities may repeat): two steps
    ("4   R=R1 \n G=G3  Y=Y5", Die(Color.BLUE, 2), (SHAKE, SHAKE, SHAKE), (PLUS_ONE,),
     ["ability", "ability"]),
    # a green space, a blue die, no colour change anywhere: lost
    ("G   R=R1 \n G=G3  Y=Y5", Die(Color.BLUE, 2), (HAKE, HAKE, HAKE), (PLUS_ONE,), None),
    # a re-roll might help, but that is chance, not a way: lost
    ("4   R=R1 \n G=G3  Y=Y5", Die(Color.BLUE, 2), (SHAKE, SHAKE, SHAKE), (), None),
]


@pytest.mark.parametrize("pattern, die, tools, abilities, steps", CASES)
def test_way_to_place(pattern, die, tools, abilities, steps) -> None:
    state = _state(pattern, die, tools, abilities)
    assert state.stage is Stage.PLACE
    way = way_to_place(state)
    if steps is None:
        assert way is None
        assert LoseDie() in legal_actions(state)
        return
    assert way is not None and [a.kind for a in way] == steps
    for action in way:
        state = apply(state, action)
    assert fill_spaces(state), "after the steps found, the die may fill a space"


def test_the_ribbon_case_names_the_tool() -> None:
    state = _state("R   R=R1 \n G=G3  Y=Y5", Die(Color.BLUE, 2), (HAKE, BLUE_TO_RED, HAKE))
    assert way_to_place(state) == (UseWindowTool(1, 0),)
    assert not fill_spaces(state) and LoseDie() in legal_actions(state)


def test_nothing_to_search_outside_the_place_step() -> None:
    state = new_game(setup(2))
    assert way_to_place(state) is None
    assert UseAbility("x") not in legal_actions(state)
