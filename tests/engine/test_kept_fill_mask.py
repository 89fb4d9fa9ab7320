"""The legal-fill mask kept by the state it was asked of (legal_fills.LAST_MASK, with the
seat in turn): apply(FillSpace) and apply(LoseDie) on a state answer by that state's own spaces,
whatever other state was asked last. Random games: before each try, legal_actions is asked of a
look-alike state (the same windows, another die in hand, adjacency ignored, or another seat in
turn), so a mask kept by anything less than the state itself would be taken for the wrong one."""

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
    """States like `state`, but for the die in hand (another value, adjacency ignored or
    not) or the turn (another seat's)."""
    hand = state.in_hand
    assert hand is not None
    die = hand.current
    others = [evolve(state, in_hand=evolve(hand, current=Die(die.color, v)))
              for v in range(1, 7) if v != die.value]
    others.append(evolve(state, in_hand=evolve(hand, ignore_adjacency=not hand.ignore_adjacency)))
    others += [evolve(state, turn=t) for t in range(2 * len(state.seats))  # another seat's turn
               if t != state.turn and (2 * len(state.seats) - 1 - t) != state.turn]
    rnd.shuffle(others)
    return others[:3]


def refused(state: GameState, action: FillSpace | LoseDie) -> bool:
    """apply refuses the action; when it does not, the die in hand went to the seat in turn
    (to the space asked for, or lost), the other seats' windows and losses as they were."""
    try:
        after = apply(state, action)
    except IllegalAction:
        return True
    hand, seat_i = state.in_hand, state.active_seat
    assert hand is not None
    for i, (was, now) in enumerate(zip(state.seats, after.seats, strict=True)):
        if i != seat_i:
            assert (now.window, now.lost_dice) == (was.window, was.lost_dice)
        elif isinstance(action, FillSpace):
            assert now.window == was.window.with_fill(action.row, action.col, hand.current)
        else:
            assert (now.window, now.lost_dice) == (was.window, was.lost_dice + 1)
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
