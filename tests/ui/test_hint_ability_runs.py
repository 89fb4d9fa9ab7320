"""The Hint names a run of uses of one ability as one step: Hard raises a die for its Private
Objective as far as Vigil Light goes (tests/ai/test_ability_chains.py), and six 'Steady Hand:
Blue 2 → Blue 3, Steady Hand: Blue 3 → Blue 4, …' would not fit the notice's two lines."""

from __future__ import annotations

from sagrada_desktop.ai.hint import hint
from sagrada_desktop.engine import (
    Action,
    GameState,
    UseAbility,
    UseWindowTool,
    apply,
    legal_actions,
    new_game,
)
from sagrada_desktop.ui.game.hint_words import step_words
from tests.ai.test_ability_chains import drafted
from tests.engine.fixtures import PLUS_ONE, setup


def _plus(state: GameState) -> Action:
    return next(a for a in legal_actions(state) if isinstance(a, UseAbility))


def test_a_run_of_one_ability_is_one_step() -> None:
    state = drafted(1, 2)
    steps: list[Action] = []
    s = state
    for _ in range(6):
        steps.append(_plus(s))
        s = apply(s, steps[-1])
    die = state.in_hand.current  # type: ignore[union-attr]
    colour = die.color.label
    assert step_words(state, steps) == [f"Steady Hand: {colour} 2 → {colour} 8 (6 uses)"]
    # one use is worded as before; a tool after the run is a step of its own
    assert step_words(state, steps[:1]) == [f"Steady Hand: {colour} 2 → {colour} 3"]
    twice = apply(apply(state, steps[0]), steps[1])
    tool = next(a for a in legal_actions(twice) if isinstance(a, UseWindowTool))
    words = step_words(state, [steps[0], steps[1], tool])
    assert words[0] == f"Steady Hand: {colour} 2 → {colour} 4 (2 uses)" and len(words) == 2


def test_the_hint_takes_the_die_as_far_as_hard_would() -> None:
    """Seed 1's first seat adds its blue dice: the hint drafts the blue 2 and fills it as an 8."""
    state = new_game(setup(2, seed=1, abilities=(PLUS_ONE,)))
    h = hint(state)
    assert h is not None
    assert sum(isinstance(a, UseAbility) for a in h.steps) == 6
