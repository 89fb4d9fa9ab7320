"""Random playouts over thousands of games, checking the rules' invariants after every action."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sagrada_desktop.engine import (
    STANDARD_COLORS,
    ConstructSpace,
    DraftDie,
    FillSpace,
    GameState,
    LoseDie,
    Stage,
    apply,
    final_scores,
    legal_actions,
    new_game,
    placement_errors,
    score_objective,
    score_private,
)
from sagrada_desktop.engine.placement import restriction_breaks

from .fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW, setup


def play_checked(seats: int, seed: int, policy_seed: int, abilities: bool) -> GameState:
    state = new_game(setup(seats, seed=seed,
                           abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP) if abilities else ()))
    rnd = random.Random(policy_seed)
    drafted_this_round: list[object] = []
    rolled = set(state.pool)
    while not state.is_over:
        actions = legal_actions(state)
        assert actions, f"no legal action at {state.stage}"
        action = rnd.choice(actions)
        before = state
        state = apply(state, action)
        assert state.is_over is (state.stage is Stage.OVER)  # kept in a slot (state.py)
        if isinstance(action, DraftDie):
            assert action.die in before.pool and action.die not in state.pool
            assert action.die not in drafted_this_round, "each die is drafted once"
            drafted_this_round.append(action.die)
        if isinstance(action, FillSpace):
            hand = before.in_hand
            seat = before.active_seat
            assert placement_errors(before.seats[seat].window, action.row, action.col,
                                    hand.current, ignore_adjacency=hand.ignore_adjacency) == []
            assert state.seats[seat].window.die_at(action.row, action.col) == hand.current
            assert restriction_breaks(state.seats[seat].window) == []
        if isinstance(action, LoseDie):
            assert not any(isinstance(a, FillSpace) for a in actions)
        if isinstance(action, ConstructSpace):
            assert len(state.cathedral) == len(before.cathedral) + 1
        if state.round != before.round or state.is_over:
            # the round's dice: drafted ones plus the leftovers make up exactly the rolled pool
            assert set(drafted_this_round) | set(state.round_track[-1]) == rolled
            assert len(drafted_this_round) == 2 * seats
            drafted_this_round = []
            rolled = set(state.pool)
    for color in STANDARD_COLORS:
        built = sorted(d.value for d in state.cathedral if d.color is color)
        assert built == list(range(1, len(built) + 1)), "constructed lowest first"
    return state


def check_scores(state: GameState) -> None:
    cards = final_scores(state)
    windows = [s.window for s in state.seats]
    public = [score_objective(o, windows) for o in state.objectives]
    for i, (card, seat) in enumerate(zip(cards, state.seats, strict=True)):
        assert card.public == tuple(p[i] for p in public)
        assert card.private == score_private(seat.private_objective, seat.window)
        assert card.total == (card.starting_tools + sum(card.public) + card.private + card.tools
                              + card.broken_empty + card.extra)
        assert seat.window.filled_count + seat.lost_dice == 24
    assert sorted(c.place for c in cards) == list(range(1, len(cards) + 1))
    best = max(c.total for c in cards)
    assert all(c.total == best for c in cards if c.place == 1)


@settings(max_examples=1500, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(1, 4), seed=st.integers(0, 2**63), policy=st.integers(0, 2**32),
       abilities=st.booleans())
def test_random_playouts_keep_every_invariant(seats: int, seed: int, policy: int,
                                              abilities: bool) -> None:
    state = play_checked(seats, seed, policy, abilities)
    assert state.stage is Stage.OVER
    check_scores(state)


def test_five_and_six_seats_play_from_the_glory_bag() -> None:
    for seats in (5, 6):
        for seed in range(20):
            check_scores(play_checked(seats, seed, seed, False))
