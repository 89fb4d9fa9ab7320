"""Random playouts with every Glory module on, checking the rules' invariants after every
action (those of test_random_playouts.py, and the modules' own)."""

import random
from collections import Counter

import pytest

from sagrada_desktop.engine import (
    ChooseFlourish,
    Color,
    ConstructSpace,
    DraftDie,
    FillSpace,
    GameState,
    LoseDie,
    Stage,
    Swap,
    UseToolCard,
    UseWindowTool,
    apply,
    effect_choices,
    fill_errors,
    final_scores,
    flourish_points,
    legal_actions,
    new_game,
    pioneer_goal_met,
    pioneer_points,
    score_objective,
    score_private,
    strife_board_breaks,
)
from sagrada_desktop.engine.glory.strife_boards import gray_on_colors
from sagrada_desktop.engine.placement import restriction_breaks
from sagrada_desktop.engine.scoring import extra_points

from .fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW, setup
from .glory_fixtures import ALL_MODULES


def _check_pool(state: GameState) -> None:
    n = len(state.seats)
    assert len(state.pool) == 2 * n + 1
    assert len(set(state.pool)) == len(state.pool)
    assert any(d.color is Color.GRAY for d in state.pool), "every pool holds a gray die"


def play_checked(seats: int, seed: int, policy_seed: int, abilities: bool) -> GameState:
    state = new_game(setup(seats, seed=seed, modules=ALL_MODULES,
                           abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP) if abilities else ()))
    rnd = random.Random(policy_seed)
    assert state.stage is Stage.FLOURISH and state.pool == ()
    assert state.strife_board is not None and len(state.pioneer_cards) == 3
    board = state.strife_board.id
    kept: dict[int, int] = {}
    while state.stage is Stage.FLOURISH:
        actions = legal_actions(state)
        assert len(actions) == 4 and all(isinstance(a, ChooseFlourish) for a in actions)
        action = rnd.choice(actions)
        assert isinstance(action, ChooseFlourish)
        kept[state.active_seat] = sum(action.keep)
        state = apply(state, action)
    assert sorted(kept) == list(range(seats))
    assert all(state.seats[i].favor_tokens == k for i, k in kept.items())
    _check_pool(state)
    rolled = Counter(state.pool)
    drafted: Counter = Counter()
    to_window: Counter = Counter()
    to_pool: Counter = Counter()
    while not state.is_over:
        actions = legal_actions(state)
        assert actions, f"no legal action at {state.stage}"
        action = rnd.choice(actions)
        before = state
        state = apply(state, action)
        assert len(set(state.pool)) == len(state.pool), "no duplicate on the Cathedral Board"
        seat = before.active_seat
        if isinstance(action, DraftDie):
            assert action.die in before.pool and action.die not in state.pool
            drafted[action.die] += 1
        if isinstance(action, FillSpace):
            hand = before.in_hand
            assert fill_errors(before, action.row, action.col) == []
            w = state.seats[seat].window
            assert w.die_at(action.row, action.col) == hand.current
            assert restriction_breaks(w, gray_on_colors=gray_on_colors(board)) == []
            assert strife_board_breaks(board, w) == []
        if isinstance(action, LoseDie):
            assert not any(isinstance(a, FillSpace) for a in actions)
        if isinstance(action, UseToolCard):
            chosen = effect_choices(before, before.strife_tool.effect)[action.option]
            if isinstance(chosen, Swap):
                to_window[chosen.pool_die] += 1
                to_pool[chosen.window_die] += 1
                w = state.seats[seat].window
                assert w.die_at(chosen.row, chosen.col) == chosen.pool_die
                assert restriction_breaks(w, gray_on_colors=gray_on_colors(board)) == []
                assert strife_board_breaks(board, w) == []
        if isinstance(action, UseWindowTool) and action.favor:
            assert state.seats[seat].favor_tokens == before.seats[seat].favor_tokens - 1
            assert state.seats[seat].tool_boxes_used == before.seats[seat].tool_boxes_used
        if isinstance(action, ConstructSpace):
            assert len(state.cathedral) == len(before.cathedral) + 1
        for i, (a, b) in enumerate(zip(before.seats, state.seats, strict=True)):
            new = b.pioneer_collected[len(a.pioneer_collected):]
            assert b.pioneer_collected[:len(a.pioneer_collected)] == a.pioneer_collected
            if new:
                assert i == seat and isinstance(action, FillSpace | LoseDie)
                assert set(new) <= {c.id for c in before.pioneer_available}
                assert all(pioneer_goal_met(cid, b.window) for cid in new)
        if state.round != before.round or state.is_over:
            # the round's dice, swaps counted: nothing appears or vanishes
            assert rolled + to_pool == drafted + to_window + Counter(state.round_track[-1])
            assert sum(drafted.values()) == 2 * seats
            if not state.is_over:
                _check_pool(state)
            rolled, drafted, to_window, to_pool = Counter(state.pool), Counter(), Counter(), Counter()
    collected = [cid for s in state.seats for cid in s.pioneer_collected]
    assert len(collected) == len(set(collected)) and set(collected) <= {
        c.id for c in state.pioneer_cards}
    return state


def check_scores(state: GameState) -> None:
    cards = final_scores(state)
    windows = [s.window for s in state.seats]
    public = [score_objective(o, windows) for o in state.objectives]
    for i, (card, seat) in enumerate(zip(cards, state.seats, strict=True)):
        assert card.public == tuple(p[i] for p in public)
        assert card.private == score_private(seat.private_objective, seat.window)
        assert card.pioneer == pioneer_points(state, seat)
        assert card.flourish == flourish_points(seat)
        assert card.extra == extra_points(state.rules, seat) + card.pioneer + card.flourish
        assert card.total == (card.starting_tools + sum(card.public) + card.private + card.tools
                              + card.broken_empty + card.extra)
        assert seat.window.filled_count + seat.lost_dice == 24
        assert 0 <= seat.favor_tokens <= len(seat.kept_flourish)
    assert sorted(c.place for c in cards) == list(range(1, len(cards) + 1))
    best = max(c.total for c in cards)
    assert all(c.total == best for c in cards if c.place == 1)


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
def test_random_playouts_with_every_glory_module(seats: int) -> None:
    for game in range(50):
        state = play_checked(seats, seed=1000 * seats + game, policy_seed=game,
                             abilities=game % 2 == 1)
        assert state.stage is Stage.OVER
        check_scores(state)
