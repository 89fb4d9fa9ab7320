"""A computer seat sees only what a person in its seat sees: the observation hides the bag's
future (the generator), the other seats' Private Objectives and Flourish Cards; every level
decides the same whatever is hidden."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.ai.expert import EXPERT
from sagrada_desktop.ai.hard import HARD, HardPlayer, Search
from sagrada_desktop.engine import (
    GameState,
    Modules,
    apply,
    determinize,
    legal_actions,
    new_game,
    observe,
)
from tests.engine.fixtures import PRIVATES, setup


def _hidden_changed(state: GameState, seat: int) -> GameState:
    """The same table, but another future in the bag and other cards in other hands."""
    seats = tuple(
        s if i == seat else evolve(s, private_objective=PRIVATES[(PRIVATES.index(
            s.private_objective) + 1) % len(PRIVATES)])
        for i, s in enumerate(state.seats))
    return evolve(state, rng=state.rng ^ 0xDEADBEEF, seats=seats,
                  setup=evolve(state.setup, seed=state.setup.seed + 99))


def _midgame(seats: int = 3, seed: int = 4, **kw: object) -> GameState:
    state = new_game(setup(seats, seed=seed, **kw))
    rng = random.Random(seed)
    for _ in range(9):
        state = apply(state, rng.choice(legal_actions(state)))
    while state.stage.value != "draft":
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def test_observations_are_equal_when_only_hidden_things_differ():
    state = _midgame()
    seat = state.active_seat
    other = _hidden_changed(state, seat)
    assert other != state
    assert observe(other, seat) == observe(state, seat)
    # what the seat itself holds stays visible
    assert observe(state, seat).seats[seat] == state.seats[seat]


def test_flourish_cards_of_other_seats_are_hidden():
    state = new_game(setup(3, seed=2, modules=Modules(flourish=True)))
    seat = state.active_seat
    seen = observe(state, seat)
    assert seen.seats[seat].flourish_cards == state.seats[seat].flourish_cards
    others = [i for i in range(3) if i != seat]
    assert all(seen.seats[i].flourish_cards == seen.seats[others[0]].flourish_cards
               for i in others)


def test_a_determinized_game_keeps_what_is_seen_and_deals_the_rest():
    state = _midgame()
    seat = state.active_seat
    world = determinize(observe(state, seat), seat, random.Random(1))
    assert world.pool == state.pool and world.seats[seat] == state.seats[seat]
    assert [s.window for s in world.seats] == [s.window for s in state.seats]
    privates = [s.private_objective for s in world.seats]
    assert len(set(privates)) == len(privates), "private objectives are dealt without repeats"
    assert legal_actions(world) == legal_actions(state)


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_levels_decide_the_same_when_only_hidden_things_differ(kind):
    state = _midgame()
    other = _hidden_changed(state, state.active_seat)
    assert make_player(kind, 5).choose(state) == make_player(kind, 5).choose(other)


SEARCH_LEVELS = pytest.mark.parametrize("settings", [HARD, EXPERT], ids=["hard", "expert"])


@SEARCH_LEVELS
def test_the_search_levels_decide_the_same_when_only_hidden_things_differ(settings: Search):
    state = _midgame(seats=2, seed=8)
    other = _hidden_changed(state, state.active_seat)
    hard = HardPlayer(seed=5, simulations=8, budget_ms=1e9, settings=settings)
    choice = hard.choose(state)
    assert choice in legal_actions(state)
    assert HardPlayer(seed=5, simulations=8, budget_ms=1e9, settings=settings).choose(
        other) == choice


@SEARCH_LEVELS
def test_the_search_levels_place_the_same_when_only_hidden_things_differ(settings: Search):
    """Hard and Expert search the placing steps too: the same there whatever is hidden."""
    state = _midgame(seats=2, seed=8)
    state = apply(state, legal_actions(state)[0])  # a die drafted: Hard now places it
    assert state.stage.value == "place"
    other = _hidden_changed(state, state.active_seat)
    hard = HardPlayer(seed=5, simulations=8, budget_ms=1e9, settings=settings)
    choice = hard.choose(state)
    assert choice in legal_actions(state)
    assert HardPlayer(seed=5, simulations=8, budget_ms=1e9, settings=settings).choose(
        other) == choice


def test_expert_is_the_search_with_its_own_settings():
    expert = make_player("expert", 3)
    assert isinstance(expert, HardPlayer) and expert.settings == EXPERT
    assert make_player("expert", 3, 250.0).budget_ms == 250.0  # type: ignore[attr-defined]
