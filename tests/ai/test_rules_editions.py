"""The computer players play by the rules edition the game was started with: they take their
moves from the engine's `legal_actions` (never a rule of their own), so a game of edition 1,
whose placement ability ("fill in a nonadjacent space") lets the die go to any space, is played
by edition 1, and a game of the newest edition, where it goes only to a space touching no die,
by that one."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.ai import ComputerPlayer
from sagrada_desktop.ai.factory import make_player
from sagrada_desktop.ai.hard import HardPlayer
from sagrada_desktop.engine import (
    Ability,
    Die,
    FillSpace,
    GameState,
    IgnoreAdjacency,
    Stage,
    UseAbility,
    apply,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.edition_numbers import FIRST_EDITION, RULES_EDITION
from tests.engine.fixtures import setup

STRAIGHT_EDGE = Ability("straight-edge", "Cork-Backed Straight-Edge", IgnoreAdjacency())


def _touches_a_die(state: GameState, space: FillSpace) -> bool:
    w = state.seats[state.active_seat].window
    return any(isinstance(w.fills[r * w.cols + c], Die)
               for r in range(space.row - 1, space.row + 2)
               for c in range(space.col - 1, space.col + 2)
               if (r, c) != (space.row, space.col) and 0 <= r < w.rows and 0 <= c < w.cols)


def _players(kind: str) -> list[ComputerPlayer]:
    if kind == "hard":  # a fixed number of samples, no clock: the same game every run
        return [HardPlayer(i, simulations=6, budget_ms=1e9) for i in range(2)]
    return [make_player(kind, i) for i in range(2)]


def _game(edition: int, seed: int) -> GameState:
    return new_game(evolve(setup(2, seed=seed, abilities=(STRAIGHT_EDGE,)), rules_edition=edition))


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
@pytest.mark.parametrize("edition", [FIRST_EDITION, RULES_EDITION])
def test_each_level_plays_a_whole_game_of_each_edition_by_its_rules(kind: str, edition: int
                                                                     ) -> None:
    state = _game(edition, 1)
    players = _players(kind)
    abilities = 0
    while not state.is_over:
        action = players[state.active_seat].choose(state)
        assert action in legal_actions(state)
        abilities += isinstance(action, UseAbility)
        state = apply(state, action)
    assert abilities or kind == "easy"  # Easy plans no abilities; the others use this one


def _after_the_ability(edition: int, seed: int) -> GameState:
    """The seat in turn has used the placement ability on its drafted die, with dice in its
    window already (the game played so far at random)."""
    rnd = random.Random(seed)
    state = _game(edition, seed)
    while True:
        assert not state.is_over
        if state.stage is Stage.PLACE and state.seats[state.active_seat].window.has_any_fill:
            return apply(state, UseAbility("straight-edge"))
        state = apply(state, rnd.choice([a for a in legal_actions(state)
                                         if not isinstance(a, UseAbility)]))


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_after_the_placement_ability_the_space_is_chosen_by_the_games_edition(kind: str) -> None:
    touching = {FIRST_EDITION: [], RULES_EDITION: []}
    for edition, chosen in touching.items():
        for seed in range(6):
            state = _after_the_ability(edition, seed)
            player = _players(kind)[state.active_seat]
            while True:  # its tools, if it uses one, then the fill
                action = player.choose(state)
                assert action in legal_actions(state)
                if isinstance(action, FillSpace):
                    break
                state = apply(state, action)
            chosen.append(_touches_a_die(state, action))
    assert not any(touching[RULES_EDITION])  # the newest: only a space touching no die
    assert any(touching[FIRST_EDITION])  # edition 1: any space, and the player takes one
