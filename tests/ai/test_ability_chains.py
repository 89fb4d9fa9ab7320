"""Hard plans an ability used repeatedly, as far as the rules let it go.

The rulebook: "On your turn, you may use each type of ability repeatedly, and in any
combination ... Some abilities allow you to fill spaces with values less than 1 or greater
than 6!" (docs/rules.md, Abilities: never back to a form the die had this turn, nor beyond
-1..8). A window such as Candle for the Master grants Vigil Light (1 up or down) to every
family: a purple 2 filled as a purple 8 scores 8 for a purple Private Objective.
"""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.ai.hard import HardPlayer
from sagrada_desktop.ai.plans import Form, reachable_forms
from sagrada_desktop.engine import (
    Die,
    DraftDie,
    GameState,
    Stage,
    UseAbility,
    apply,
    new_game,
)
from tests.engine.fixtures import PLUS_ONE, setup


def drafted(seed: int, value: int) -> GameState:
    """The first turn's state with a die of `value` drafted (the pool's first die, set so)."""
    state = new_game(setup(2, seed=seed, abilities=(PLUS_ONE,)))
    first = state.pool[0]
    state = evolve(state, pool=(Die(first.color, value), *state.pool[1:]))
    return apply(state, DraftDie(state.pool[0]))


def _values(forms: list[Form]) -> set[int]:
    """The die's values reached by the ability alone (the window's tools left unused)."""
    out = set()
    for actions, s, _ in forms:
        if any(type(a) is not UseAbility for a in actions):
            continue
        assert s.in_hand is not None
        out.add(s.in_hand.current.value)
    return out


def test_the_forms_reach_every_value_the_repeated_ability_allows() -> None:
    state = drafted(1, 2)
    assert _values(reachable_forms(state, 2)) == {2, 3, 4}
    assert _values(reachable_forms(state, 2, chain=True)) == set(range(2, 9))
    assert _values(reachable_forms(state, 0, chain=True)) == set(range(2, 9))


def test_past_the_depth_the_chain_uses_abilities_only() -> None:
    """Tools and Tool Cards spend boxes, cards or Favor Tokens: past `depth` only free
    ability uses go on (the test window's tools set a 1 and flip the die)."""
    state = drafted(1, 2)
    chained = reachable_forms(state, 1, chain=True)
    assert any(len(actions) > 1 for actions, _, _ in chained)
    for actions, _, _ in chained:
        assert all(type(a) is UseAbility for a in actions[1:])
    plain = {(s.in_hand.current.color, s.in_hand.current.value)  # type: ignore[union-attr]
             for _, s, _ in reachable_forms(state, 1)}
    chained_forms = {(s.in_hand.current.color, s.in_hand.current.value)  # type: ignore[union-attr]
                     for _, s, _ in chained}
    assert plain <= chained_forms


def test_hard_takes_a_die_for_its_private_as_far_as_the_ability_goes() -> None:
    """Seed 1: the first seat's Private Objective adds its blue dice; a blue 2 is on offer.
    Hard drafts it and fills it as a blue 8 (six uses of the ability); without the chain
    its turns stop two uses in."""
    state = new_game(setup(2, seed=1, abilities=(PLUS_ONE,)))
    seat = state.active_seat
    private = state.seats[seat].private_objective
    assert private is not None and private.color is not None
    hard = HardPlayer(3, simulations=12, budget_ms=1e9)
    state = apply(state, hard.choose(state))
    assert state.in_hand is not None and state.in_hand.current.color is private.color
    uses = 0
    while state.stage is Stage.PLACE and state.active_seat == seat:
        action = hard.choose(state)
        uses += type(action) is UseAbility
        state = apply(state, action)
    filled = [d for d in state.seats[seat].window.fills if isinstance(d, Die)]
    assert [(d.color, d.value) for d in filled] == [(private.color, 8)]
    assert uses == 6
