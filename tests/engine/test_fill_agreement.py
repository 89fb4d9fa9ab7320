"""fill_spaces (the fast answer) and fill_errors (the reasons) agree for every space of every
state a random game reaches: a space is offered iff no reason refuses it; legal_actions offers
the very FillSpace list fill_spaces gives. With and without a
Strife Board (each of the six), the first die, the placement ability (under both rules
editions), a shaped window and the first-on-edge New Rule. A refused FillSpace raises IllegalAction carrying those same reasons."""

import random

import pytest
from attrs import evolve
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sagrada_desktop.engine import (
    Ability,
    FillSpace,
    GameState,
    IgnoreAdjacency,
    IllegalAction,
    Modules,
    Stage,
    WindowRule,
    apply,
    fill_errors,
    fill_spaces,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.reasons import NothingDrafted

from .fixtures import FLIP, PLUS_ONE, RED_TO_YELLOW, STRIFE_BOARDS, TEST_WINDOW, setup

SKIP_ONE = Ability("skip-one", "Cork-Backed Straight-Edge", IgnoreAdjacency())
SHAPED = parse_window("- . . . . -\n. . R . 3 .\n. 5 . G . .\n- . . . . -")


def _check_every_space(state: GameState) -> None:
    window = state.seats[state.active_seat].window
    # legal_actions first (its own reading of the mask and the FillSpace list, before
    # fill_spaces keeps an answer): the same spaces, in the same order
    listed = [a for a in legal_actions(state) if isinstance(a, FillSpace)]
    assert listed == fill_spaces(state)
    offered = set(fill_spaces(state))
    cells = [(r, c) for r in range(-1, window.rows + 1) for c in range(-1, window.cols + 1)]
    for r, c in cells:
        errors = fill_errors(state, r, c)
        assert (FillSpace(r, c) in offered) == (errors == []), (r, c, errors)
        if errors and state.stage is Stage.PLACE and 0 <= r and 0 <= c:
            with pytest.raises(IllegalAction) as refused:
                apply(state, FillSpace(r, c))
            assert refused.value.reasons == tuple(errors)
    if state.stage is not Stage.PLACE:
        assert offered == set() and fill_errors(state, 0, 0) == [NothingDrafted()]


def _game(seed: int, board: str | None, shaped: bool, edge: bool, edition: int = 2
          ) -> GameState:
    window = TEST_WINDOW
    if shaped:
        window = evolve(window, pattern=SHAPED)
    if edge:
        window = evolve(window, rules=(WindowRule("first-on-edge"),))
    kw: dict[str, object] = {}
    if board is not None:
        kw = {"modules": Modules(strife=True), "strife_board_id": board}
    base = setup(2, seed=seed, abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP, SKIP_ONE), **kw)
    return new_game(evolve(base, window=window, rules_edition=edition))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    policy=st.integers(0, 10_000),
    board=st.sampled_from([None, *(b.id for b in STRIFE_BOARDS)]),
    shaped=st.booleans(),
    edge=st.booleans(),
    actions=st.integers(0, 40),
    edition=st.sampled_from([1, 2]),
)
def test_fill_spaces_and_fill_errors_agree_on_every_space(
        seed: int, policy: int, board: str | None, shaped: bool, edge: bool,
        actions: int, edition: int) -> None:
    state = _game(seed, board, shaped, edge, edition)
    rnd = random.Random(policy)
    _check_every_space(state)  # before the first draft: nothing in hand
    for _ in range(actions):
        if state.is_over:
            break
        state = apply(state, rnd.choice(legal_actions(state)))
        _check_every_space(state)


@pytest.mark.parametrize("board", [b.id for b in STRIFE_BOARDS])
def test_the_first_gray_die_on_every_board(board: str) -> None:
    """The first die of the game, a gray one, with each board: the two answers agree."""
    for seed in range(40):
        state = _game(seed, board, shaped=False, edge=False)
        gray = [a for a in legal_actions(state) if getattr(a, "die", None) is not None
                and a.die.color.letter == "S"]  # type: ignore[attr-defined]
        if gray:
            state = apply(state, gray[0])
            assert state.seats[state.active_seat].window.has_any_fill is False
            _check_every_space(state)
            return
    raise AssertionError("no seed put a gray die in the first pool")
