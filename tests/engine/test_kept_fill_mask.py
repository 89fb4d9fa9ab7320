"""The legal-fill mask kept by the state it was asked of (legal_fills.LAST_MASK): apply(FillSpace)
and apply(LoseDie) on a state answer by that state's own spaces, whatever other state was asked
last. Random games: before each try, legal_actions is asked of a look-alike state (the same
windows, another die in hand, or adjacency ignored), so a mask kept by anything less than the
state itself would be taken for the wrong one."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Die,
    FillSpace,
    GameState,
    IllegalAction,
    LoseDie,
    Stage,
    apply,
    fill_errors,
    legal_actions,
)

from .test_place_actions_plain import _game


def look_alikes(state: GameState, rnd: random.Random) -> list[GameState]:
    """States like `state`, but for the die in hand (another colour or value, adjacency
    ignored or not)."""
    hand = state.in_hand
    assert hand is not None
    die = hand.current
    others = [evolve(state, in_hand=evolve(hand, current=Die(die.color, v)))
              for v in range(1, 7) if v != die.value]
    others.append(evolve(state, in_hand=evolve(hand, ignore_adjacency=not hand.ignore_adjacency)))
    rnd.shuffle(others)
    return others[:3]


def refused(state: GameState, action: FillSpace | LoseDie) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return True
    return False


@pytest.mark.parametrize("glory", [False, True])
@pytest.mark.parametrize("shape", ["15", "24"])
def test_a_fill_is_judged_by_its_own_state_after_a_look_alike_was_asked(
        glory: bool, shape: str) -> None:
    tried = refusals = 0
    for seed in range(3):
        rnd = random.Random(seed)
        state = _game(seed, shape, glory, "none", "game", seats=(2, 4, 1)[seed % 3])
        while not state.is_over:
            listed = legal_actions(state)
            if state.stage is Stage.PLACE:
                window = state.seats[state.active_seat].window
                for other in look_alikes(state, rnd):
                    legal_actions(other)  # other's mask kept last
                    r, c = rnd.randrange(window.rows), rnd.randrange(window.cols)
                    want = bool(fill_errors(state, r, c))
                    assert refused(state, FillSpace(r, c)) == want
                    legal_actions(other)
                    assert refused(state, LoseDie()) == any(
                        type(a) is FillSpace for a in listed)
                    tried += 1
                    refusals += want
            state = apply(state, rnd.choice(listed))
    assert tried > 100 and 0 < refusals < tried
