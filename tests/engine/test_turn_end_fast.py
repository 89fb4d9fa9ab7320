"""turn_end.fill and turn_end.lose end the usual turn inline (and fill puts the die in
through Window.with_die_at); on every FillSpace and LoseDie of seeded random games (1, 2 and 4
seats, Glory on and off) they give the very state of the plain reading: the seat's window
(with_fill) or lost dice changed by attrs.evolve, then end_turn."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    FillSpace,
    GameState,
    IllegalAction,
    LoseDie,
    Modules,
    Stage,
    apply,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.reasons import WrongStep
from sagrada_desktop.engine.turn_end import end_turn, fill, lose

from .fixtures import setup


def _plain_fill(state: GameState, action: FillSpace) -> GameState:
    seat_i = state.active_seat
    seat = state.seats[seat_i]
    assert state.in_hand is not None
    window = seat.window.with_fill(action.row, action.col, state.in_hand.current)
    return end_turn(state, seat_i, evolve(seat, window=window))


def _plain_lose(state: GameState) -> GameState:
    seat_i = state.active_seat
    seat = state.seats[seat_i]
    return end_turn(state, seat_i, evolve(seat, lost_dice=seat.lost_dice + 1))


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_fill_and_lose_are_their_plain_reading(seats: int) -> None:
    checked = {FillSpace: 0, LoseDie: 0}
    for seed in range(6):
        rnd = random.Random(700 + seed)
        on = seed % 2 == 1
        state = new_game(setup(seats, seed=seed, modules=Modules(
            strife=on, pioneer=on, flourish=on, rivalry=on)))
        while not state.is_over:
            action = rnd.choice(legal_actions(state))
            if type(action) is FillSpace:
                got = fill(state, action)
                want = _plain_fill(state, action)
            elif type(action) is LoseDie:
                got = lose(state)
                want = _plain_lose(state)
            else:
                state = apply(state, action)
                continue
            checked[type(action)] += 1
            assert got == want
            assert got.seats[state.active_seat].window.bits.filled == \
                want.seats[state.active_seat].window.bits.filled
            state = got
    assert checked[FillSpace] > 50 and checked[LoseDie] > 0


def test_a_die_lost_or_filled_out_of_its_step_is_refused() -> None:
    state = new_game(setup(2, seed=3))
    assert state.stage is Stage.DRAFT
    with pytest.raises(IllegalAction) as lost:
        lose(state)
    assert isinstance(lost.value.reasons[0], WrongStep)
    with pytest.raises(IllegalAction) as filled:
        fill(state, FillSpace(0, 0))
    assert isinstance(filled.value.reasons[0], WrongStep)


def test_a_fill_outside_the_window_is_refused() -> None:
    state = new_game(setup(2, seed=3))
    state = apply(state, next(a for a in legal_actions(state) if type(a).__name__ == "DraftDie"))
    assert state.stage is Stage.PLACE
    for row, col in ((-1, 0), (0, -1), (0, 6), (4, 0), (9, 9)):
        with pytest.raises(IllegalAction):
            fill(state, FillSpace(row, col))
