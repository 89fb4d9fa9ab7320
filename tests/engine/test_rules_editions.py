"""Rules editions in the engine: a game is played under the edition its setup names, new games
under the newest, and each edition's placement ability says where the die may go.

The rulebook, Tools: "Cork-Backed Straight-Edge: After drafting, fill in a nonadjacent space."
Edition 2 (the rules as written) reads it as a space touching no die; edition 1, the rules of
the program up to 2026-11-30, let the die go to any space, touching dice or not. A game of
edition 1 keeps playing by edition 1: its log replays, and it is played on to its end."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    Action,
    Die,
    DraftDie,
    FillSpace,
    GameSetup,
    GameState,
    IgnoreAdjacency,
    IllegalAction,
    Stage,
    UseAbility,
    apply,
    fill_errors,
    fill_spaces,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.edition_numbers import RULES_EDITION
from sagrada_desktop.engine.editions import EDITIONS, rules_edition, rules_of
from sagrada_desktop.engine.reasons import MustTouchNoDie

from .fixtures import setup

STRAIGHT_EDGE = Ability("straight-edge", "Cork-Backed Straight-Edge", IgnoreAdjacency())


def _touching(state: GameState, space: FillSpace) -> bool:
    w = state.seats[state.active_seat].window
    return any(isinstance(w.fills[r * w.cols + c], Die)
               for r in range(space.row - 1, space.row + 2)
               for c in range(space.col - 1, space.col + 2)
               if (r, c) != (space.row, space.col) and 0 <= r < w.rows and 0 <= c < w.cols)


def _after_the_ability(edition: int, seed: int) -> tuple[GameState, list[Action]]:
    """A state in which the seat in turn has used the placement ability on its drafted die,
    with dice in its window already, and the log that led there."""
    rnd = random.Random(seed)
    state = new_game(evolve(setup(2, seed=seed, abilities=(STRAIGHT_EDGE,)), rules_edition=edition))
    log: list[Action] = []
    while True:
        assert not state.is_over
        seat = state.seats[state.active_seat]
        if state.stage is Stage.PLACE and seat.window.has_any_fill:
            log.append(UseAbility("straight-edge"))
            return apply(state, log[-1]), log
        log.append(rnd.choice([a for a in legal_actions(state) if not isinstance(a, UseAbility)]))
        state = apply(state, log[-1])


def test_a_new_game_is_played_under_the_newest_edition() -> None:
    assert GameSetup(window=setup().window, seats=setup().seats).rules_edition == RULES_EDITION
    assert rules_of(new_game(setup())) is EDITIONS[RULES_EDITION]
    assert sorted(EDITIONS) == list(range(1, RULES_EDITION + 1))
    with pytest.raises(ValueError, match="no rules edition 99"):
        rules_edition(99)


@pytest.mark.parametrize("seed", range(6))
def test_edition_2_the_placement_ability_fills_only_a_space_touching_no_die(seed: int) -> None:
    state, _ = _after_the_ability(2, seed)
    offered = fill_spaces(state)
    assert offered and not any(_touching(state, s) for s in offered)
    w = state.seats[state.active_seat].window
    near = [FillSpace(r, c) for r in range(w.rows) for c in range(w.cols)
            if w.fills[r * w.cols + c] is None and _touching(state, FillSpace(r, c))]
    assert near
    for space in near:
        assert MustTouchNoDie() in fill_errors(state, space.row, space.col)
        with pytest.raises(IllegalAction):
            apply(state, space)


@pytest.mark.parametrize("seed", range(6))
def test_edition_1_the_placement_ability_lets_the_die_fill_any_space(seed: int) -> None:
    state, _ = _after_the_ability(1, seed)
    offered = fill_spaces(state)
    assert [a for a in legal_actions(state) if isinstance(a, FillSpace)] == offered
    touching = [s for s in offered if _touching(state, s)]
    assert touching, "edition 1 offers spaces touching dice"
    for space in touching:
        assert fill_errors(state, space.row, space.col) == []
    after = apply(state, touching[0])
    w = after.seats[state.active_seat].window
    assert w.fills[touching[0].row * w.cols + touching[0].col] == state.in_hand.current
    # what the ability lifts is adjacency alone: a space of the wrong colour stays refused
    seat_window = state.seats[state.active_seat].window
    die = state.in_hand.current
    wrong = [FillSpace(r, c) for r in range(seat_window.rows) for c in range(seat_window.cols)
             if seat_window.fills[r * seat_window.cols + c] is None
             and seat_window.spaces[r * seat_window.cols + c].color not in (None, die.color)]
    assert all(space not in offered for space in wrong)


def test_the_same_log_is_legal_under_edition_1_and_refused_under_edition_2() -> None:
    """A game of edition 1 that used the ability the old way replays only under edition 1."""
    for seed in range(20):
        state, log = _after_the_ability(1, seed)
        touching = [s for s in fill_spaces(state) if _touching(state, s)]
        if touching:
            break
    else:
        raise AssertionError("no seed gave an old-way fill")
    log.append(touching[0])
    for edition in (1, 2):
        replayed = new_game(evolve(state.setup, rules_edition=edition))
        for action in log[:-1]:
            replayed = apply(replayed, action)
        if edition == 1:
            apply(replayed, log[-1])
        else:
            with pytest.raises(IllegalAction) as refused:
                apply(replayed, log[-1])
            assert refused.value.reasons == (MustTouchNoDie(),)


def test_an_edition_1_game_plays_on_to_its_end_under_edition_1() -> None:
    state, _ = _after_the_ability(1, 3)
    rnd = random.Random(3)
    while not state.is_over:
        assert state.setup.rules_edition == 1
        state = apply(state, rnd.choice(legal_actions(state)))
    assert state.stage is Stage.OVER


def test_the_first_die_goes_anywhere_under_both_editions() -> None:
    for edition in (1, 2):
        state = new_game(evolve(setup(1, seed=5, abilities=(STRAIGHT_EDGE,)),
                                rules_edition=edition))
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, DraftDie)))
        plain = set(fill_spaces(state))
        state = apply(state, UseAbility("straight-edge"))
        assert set(fill_spaces(state)) == plain
