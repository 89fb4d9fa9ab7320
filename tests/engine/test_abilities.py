"""Abilities and tools: the four types, chaining, flips, limits."""

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    ChangeColor,
    ChangeValue,
    Color,
    Die,
    DraftDie,
    FillSpace,
    IllegalAction,
    SetValue,
    Stage,
    ToolCard,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    apply,
    flip,
    legal_actions,
    new_game,
)

from .fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW, setup


@pytest.mark.parametrize("value, flipped", [(1, 6), (2, 5), (3, 4), (4, 3), (5, 2), (6, 1),
                                            (0, 0), (7, 0), (-1, 0), (12, 0)])
def test_flip(value: int, flipped: int) -> None:
    assert flip(value) == flipped


def _drafted(die: Die, abilities: tuple[Ability, ...] = (), **kw: object):  # type: ignore[no-untyped-def]
    state = new_game(setup(2, abilities=abilities, **kw))
    state = evolve(state, pool=(die,) + tuple(d for d in state.pool if d != die))
    return apply(state, DraftDie(die))


def test_rulebook_chaining_example_red1_to_yellow5() -> None:
    """Roll a red 1; colour to yellow (yellow 1), +1 (yellow 2), flip: a yellow 5."""
    state = _drafted(Die(Color.RED, 1), (RED_TO_YELLOW, PLUS_ONE, FLIP))
    state = apply(state, UseAbility("red-to-yellow"))
    assert state.in_hand.current == Die(Color.YELLOW, 1)
    state = apply(state, UseAbility("plus-one"))
    assert state.in_hand.current == Die(Color.YELLOW, 2)
    state = apply(state, UseAbility("flip"))
    assert state.in_hand.current == Die(Color.YELLOW, 5)
    assert state.in_hand.die == Die(Color.RED, 1), "abilities never change the physical die"
    assert [str(s.die) for s in state.in_hand.steps] == ["Y1", "Y2", "Y5"]
    state = apply(state, FillSpace(0, 0))
    assert state.seats[state.turn_order[0]].window.die_at(0, 0) == Die(Color.YELLOW, 5)


def test_a_conditional_colour_ability_is_offered_only_when_it_applies() -> None:
    state = _drafted(Die(Color.BLUE, 1), (RED_TO_YELLOW,))
    assert UseAbility("red-to-yellow") not in legal_actions(state)
    with pytest.raises(IllegalAction, match="cannot be used on a blue 1"):
        apply(state, UseAbility("red-to-yellow"))


def test_values_may_leave_1_to_6_and_flip_to_0() -> None:
    plus = Ability("plus", "Plus", ChangeValue(add=(1,)), per_turn=3)
    state = _drafted(Die(Color.GREEN, 6), (plus, FLIP))
    state = apply(state, UseAbility("plus"))
    assert state.in_hand.current == Die(Color.GREEN, 7)
    state = apply(state, UseAbility("flip"))
    assert state.in_hand.current == Die(Color.GREEN, 0)


def test_an_ability_with_a_per_turn_limit_is_used_at_most_that_often() -> None:
    once = evolve(PLUS_ONE, per_turn=1)
    state = _drafted(Die(Color.GREEN, 2), (once,))
    state = apply(state, UseAbility("plus-one"))
    assert UseAbility("plus-one") not in legal_actions(state)
    with pytest.raises(IllegalAction, match="used up for this turn"):
        apply(state, UseAbility("plus-one"))


def test_choice_options_pick_a_colour() -> None:
    prism = Ability("prism", "Prism", ChangeColor(to=(Color.ORANGE, Color.PURPLE)))
    state = _drafted(Die(Color.RED, 3), (prism,))
    assert [a for a in legal_actions(state) if isinstance(a, UseAbility)] == [
        UseAbility("prism", 0), UseAbility("prism", 1)]
    assert apply(state, UseAbility("prism", 1)).in_hand.current == Die(Color.PURPLE, 3)


def test_window_tools_fill_point_boxes_until_none_is_left() -> None:
    state = _drafted(Die(Color.RED, 4))
    seat = state.active_seat
    state = apply(state, UseWindowTool(0))  # Hake Brush: fill as a 1
    assert state.in_hand.current == Die(Color.RED, 1)
    assert state.seats[seat].tool_boxes_used == (1, 0, 0)
    state = apply(state, UseWindowTool(1))  # Grinding Stone: flip
    assert state.in_hand.current == Die(Color.RED, 6)
    assert state.seats[seat].tool_boxes_used == (1, 1, 0)
    assert not any(isinstance(a, UseWindowTool) and a.tool == 1 for a in legal_actions(state))
    with pytest.raises(IllegalAction, match="no empty point box"):
        apply(state, UseWindowTool(1))


def test_straight_edge_allows_a_far_fill() -> None:
    state = _drafted(Die(Color.GREEN, 5))
    state = apply(state, FillSpace(0, 0))
    # snake order with 2 seats: A, B, B, A; B's second turn sees B's first die
    state = apply(state, DraftDie(state.pool[0]))
    state = apply(state, FillSpace(0, 0))
    die = next(d for d in state.pool if d.color is not Color.YELLOW)
    state = apply(state, DraftDie(die))
    far = FillSpace(2, 5)
    assert far not in legal_actions(state)
    state = apply(state, UseWindowTool(2))
    assert state.in_hand.ignore_adjacency
    assert far in legal_actions(state)
    assert FillSpace(0, 0) not in legal_actions(state), "filled spaces stay filled"


def test_tool_cards_are_used_once_a_game() -> None:
    card = ToolCard("sixer", "Lantern of Six", SetValue(to=(6,)))
    state = new_game(setup(2))
    seats = tuple(evolve(s, tool_cards=(card,)) for s in state.seats)
    state = evolve(state, seats=seats)
    state = apply(state, DraftDie(next(d for d in state.pool if d.value != 6)))
    state = apply(state, UseToolCard("sixer"))
    assert state.in_hand.current.value == 6
    assert not any(isinstance(a, UseToolCard) for a in legal_actions(state))
    assert state.stage is Stage.PLACE
